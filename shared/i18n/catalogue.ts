// The one message catalogue, compiled per locale (`npm run i18n:compile`: ICU MessageFormat parsed ahead of time, so
// neither process parses a message at run time) from shared/i18n/lang/ (en.json extracted from the code by
// `npm run i18n:extract`, the others translated). Both processes format from it: the renderer through react-intl's
// IntlProvider, the main process (menus, tray, dialogs, notifications) through createIntl.
// English, the source, is always here. Each other language is some 750 KB compiled: a page loads the one it speaks
// when it needs it (`loadLocale`, a chunk of its own), where all six inlined in the page's script doubled its size
// and cost every window's start their parse (machine A, 2026-12-07: the page's bundle 4.5 → 2.3 MB, its heap 15.4 →
// 10.8 MB). The main process, which says things synchronously and switches at any moment, holds every language
// (every-locale.ts).
import { createIntl, createIntlCache, type IntlShape, type MessageFormatElement } from 'react-intl';
import en from './compiled/en.json' with { type: 'json' };
import { intlLocaleOf, SOURCE_LOCALE, type AppLocale } from './locales';

export type CompiledMessages = Record<string, MessageFormatElement[]>;
type OtherLocale = Exclude<AppLocale, typeof SOURCE_LOCALE>;

const loaded: Partial<Record<AppLocale, CompiledMessages>> = { en };

// One literal import each, so that the bundlers make each language a chunk of its own.
const LOADERS: Readonly<Record<OtherLocale, () => Promise<{ default: unknown }>>> = {
  es: () => import('./compiled/es.json', { with: { type: 'json' } }),
  'pt-BR': () => import('./compiled/pt-BR.json', { with: { type: 'json' } }),
  de: () => import('./compiled/de.json', { with: { type: 'json' } }),
  ja: () => import('./compiled/ja.json', { with: { type: 'json' } }),
  'en-XA': () => import('./compiled/en-XA.json', { with: { type: 'json' } }),
};

/** Makes a locale's messages available to `messagesFor` and `intlFor`; at once when it already is. */
export async function loadLocale(locale: AppLocale): Promise<void> {
  if (loaded[locale] !== undefined || locale === SOURCE_LOCALE) return;
  const module = await LOADERS[locale]();
  loaded[locale] = module.default as CompiledMessages;
}

/** Locales whose messages a process holds from its start (every-locale.ts). */
export function registerLocales(messages: Readonly<Partial<Record<AppLocale, CompiledMessages>>>): void {
  Object.assign(loaded, messages);
}

/** Whether a locale's messages are here: `messagesFor` answers English for one that is not (yet). */
export function isLocaleLoaded(locale: AppLocale): boolean {
  return loaded[locale] !== undefined;
}

/** A locale's messages; English's until the locale is loaded (a message missing from it falls back the same way). */
export function messagesFor(locale: AppLocale): CompiledMessages {
  return loaded[locale] ?? en;
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

let english: IntlShape | undefined;
/**
 * English, made once: the words of checks and refusals when no language is given (tests, the IPC contract's zod
 * schemas, which build many at module load in both processes).
 */
export function englishIntl(): IntlShape {
  english ??= intlFor(SOURCE_LOCALE);
  return english;
}
