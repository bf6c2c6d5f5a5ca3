// Every screen speaks through this provider: the catalogue's messages for the language in force (stores/
// language-store.ts). A switch re-renders in place (no key changes), so no screen loses its state to a language.
import { useEffect, type ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import { messagesFor } from '../../shared/i18n/catalogue';
import { intlLocaleOf, SOURCE_LOCALE } from '../../shared/i18n/locales';
import { useLanguage } from '../stores/language-store';

/** A message missing from a locale falls back to its English (the catalogue test forbids it); nothing to report. */
const ignoreMissing = (): void => undefined;

export function LanguageProvider({ children }: { readonly children: ReactNode }) {
  const locale = useLanguage((s) => s.locale);
  const follow = useLanguage((s) => s.follow);
  useEffect(() => follow(), [follow]);
  return (
    <IntlProvider
      locale={intlLocaleOf(locale)}
      defaultLocale={SOURCE_LOCALE}
      messages={messagesFor(locale)}
      onError={ignoreMissing}
    >
      {children}
    </IntlProvider>
  );
}
