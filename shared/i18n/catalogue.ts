// The one message catalogue, compiled per locale (`npm run i18n:compile`: ICU MessageFormat parsed ahead of time, so
// neither process parses a message at run time) from shared/i18n/lang/ (en.json extracted from the code by
// `npm run i18n:extract`, the others translated). Both processes format from it: the renderer through react-intl's
// IntlProvider, the main process (menus, tray, dialogs, notifications) through createIntl.
import { createIntl, createIntlCache, type IntlShape, type MessageFormatElement } from 'react-intl';
import de from './compiled/de.json' with { type: 'json' };
import en from './compiled/en.json' with { type: 'json' };
import enXA from './compiled/en-XA.json' with { type: 'json' };
import es from './compiled/es.json' with { type: 'json' };
import ja from './compiled/ja.json' with { type: 'json' };
import ptBR from './compiled/pt-BR.json' with { type: 'json' };
import { intlLocaleOf, SOURCE_LOCALE, type AppLocale } from './locales';

export type CompiledMessages = Record<string, MessageFormatElement[]>;

const CATALOGUE: Readonly<Record<AppLocale, CompiledMessages>> = {
  en: en,
  es: es,
  'pt-BR': ptBR,
  de: de,
  ja: ja,
  'en-XA': enXA,
};

export function messagesFor(locale: AppLocale): CompiledMessages {
  return CATALOGUE[locale];
}

const cache = createIntlCache();

/**
 * An IntlShape for a locale outside React (the main process, tests). The pseudo-locale formats its dates and numbers
 * as English does; a message missing from a locale (the catalogue test forbids it) falls back to its English.
 */
export function intlFor(locale: AppLocale): IntlShape {
  return createIntl(
    {
      locale: intlLocaleOf(locale),
      defaultLocale: SOURCE_LOCALE,
      messages: messagesFor(locale),
      onError: () => undefined,
    },
    cache,
  );
}
