// The message catalogue for component tests: a screen converted to react-intl renders inside an IntlProvider, as
// the app wraps it (renderer/app/LanguageProvider.tsx); English unless a test names another locale. Every language is
// held (a file in a fresh worker has no setup that holds them).
import type { ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import { intlFor, messagesFor } from '../../shared/i18n/catalogue';
import { holdEveryLocale } from '../../shared/i18n/every-locale';
import { intlLocaleOf, type AppLocale } from '../../shared/i18n/locales';

holdEveryLocale();

export const english = intlFor('en');

export function inLanguage(children: ReactNode, locale: AppLocale = 'en') {
  return (
    <IntlProvider locale={intlLocaleOf(locale)} defaultLocale="en" messages={messagesFor(locale)}>
      {children}
    </IntlProvider>
  );
}
