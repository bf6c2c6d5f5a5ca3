// The catalogue for shared components and the helpers screens call outside React (a quota cost line, a failure's
// wait): the IntlProvider's when there is one, else the language in force, so a component rendered alone (a unit
// test, a string built in a store) speaks the same language as the page. The language in force is read from the
// page's `lang`, which the language store sets with every switch (stores/language-store.ts): shared components read
// no store, and this works where there is no page (English).
import { useContext } from 'react';
import { IntlContext, type IntlShape } from 'react-intl';
import { intlFor } from '../../shared/i18n/catalogue';
import { matchLocale, SOURCE_LOCALE, type AppLocale } from '../../shared/i18n/locales';

let last: { locale: AppLocale; intl: IntlShape } | undefined;

function localeInForce(): AppLocale {
  const lang = typeof document === 'undefined' ? '' : document.documentElement.lang;
  return lang === '' ? SOURCE_LOCALE : matchLocale([lang]);
}

/** The catalogue in the language in force now. */
export function currentIntl(): IntlShape {
  const locale = localeInForce();
  if (last?.locale !== locale) last = { locale, intl: intlFor(locale) };
  return last.intl;
}

/** In a component: the provider's catalogue (re-rendered on a language switch), or the one in force without one. */
export function useWords(): IntlShape {
  // useContext rather than useIntl, which throws outside a provider.
  const provided: IntlShape | null = useContext(IntlContext);
  return provided ?? currentIntl();
}
