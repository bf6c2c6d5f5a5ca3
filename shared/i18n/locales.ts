// The languages Channel Desk speaks, and which of them a system's preferred languages ask for. English is the
// source; the pseudo-locale (en-XA: accented, longer, bracketed, generated from English by @formatjs/cli) is for
// development and tests only: no creator's system asks for it, and the language setting does not offer it.
import { z } from 'zod';

export const SHIPPED_LOCALES = ['en', 'es', 'pt-BR', 'de', 'ja'] as const;
export const PSEUDO_LOCALE = 'en-XA';
export const SOURCE_LOCALE = 'en';

export type ShippedLocale = (typeof SHIPPED_LOCALES)[number];
export type AppLocale = ShippedLocale | typeof PSEUDO_LOCALE;

export const APP_LOCALES: readonly AppLocale[] = [...SHIPPED_LOCALES, PSEUDO_LOCALE];

/** The language setting: follow the system (the default) or one shipped language. */
export const languageChoiceSchema = z.enum(['system', ...SHIPPED_LOCALES]);
export type LanguageChoice = z.output<typeof languageChoiceSchema>;

/**
 * The first of the system's preferred languages (BCP 47 tags, most preferred first) that we ship, matched by
 * language when the region differs ("de-AT" → de, "pt" or "pt-PT" → pt-BR, the one Portuguese we have); English when
 * none matches.
 */
export function matchLocale(preferred: readonly string[]): AppLocale {
  for (const tag of preferred) {
    if (tag.toLowerCase() === PSEUDO_LOCALE.toLowerCase()) return PSEUDO_LOCALE;
    const language = tag.toLowerCase().split(/[-_]/)[0];
    const shipped = SHIPPED_LOCALES.find((locale) => locale.toLowerCase().split('-')[0] === language);
    if (shipped) return shipped;
  }
  return SOURCE_LOCALE;
}

/** The locale in force for a choice: the system's when the choice is to follow it. */
export function localeFor(choice: LanguageChoice, systemPreferred: readonly string[]): AppLocale {
  return choice === 'system' ? matchLocale(systemPreferred) : choice;
}

/** The locale Intl formats with: the pseudo-locale's dates and numbers are English ones. */
export function intlLocaleOf(locale: AppLocale): string {
  return locale === PSEUDO_LOCALE ? SOURCE_LOCALE : locale;
}
