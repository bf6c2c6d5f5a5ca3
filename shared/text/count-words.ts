// A count said with its noun, the form chosen by the language's plural rules (Intl.PluralRules) rather than by an
// `=== 1` test in each screen ("1 bad lines", "up to 1 requests"). The nouns are English: a screen converted to the
// message catalogue (shared/i18n) says its counts with ICU plurals instead; the number is grouped by the chosen
// locale (text-locale.ts) here too ("1,000 videos").
import { textLocale } from './text-locale';

/** A noun's forms by plural category; `other` is required, the rest fall back to it. */
export type NounForms = string | { one: string; other: string };

const rulesByLocale = new Map<string, Intl.PluralRules>();
const numbersByLocale = new Map<string, Intl.NumberFormat>();

function pluralRules(given: string | undefined): Intl.PluralRules {
  const locale = given ?? textLocale();
  const key = locale ?? '';
  let rules = rulesByLocale.get(key);
  if (!rules) {
    rules = new Intl.PluralRules(locale);
    rulesByLocale.set(key, rules);
  }
  return rules;
}

function numberFormat(given: string | undefined): Intl.NumberFormat {
  const locale = given ?? textLocale();
  const key = locale ?? '';
  let format = numbersByLocale.get(key);
  if (!format) {
    format = new Intl.NumberFormat(locale);
    numbersByLocale.set(key, format);
  }
  return format;
}

/** The noun alone, in the form `count` asks for ("upload" or "uploads"), for sentences that place the number apart. */
export function nounFor(count: number, forms: NounForms, locale?: string): string {
  const { one, other } = typeof forms === 'string' ? { one: forms, other: `${forms}s` } : forms;
  return pluralRules(locale).select(count) === 'one' ? one : other;
}

/**
 * "1 upload", "3 uploads", "1,200 videos", "2 replies" (`countOf(2, { one: 'reply', other: 'replies' })`). A plain
 * string is a regular noun: its plural adds "s".
 */
export function countOf(count: number, forms: NounForms, locale?: string): string {
  return `${numberFormat(locale).format(count)} ${nounFor(count, forms, locale)}`;
}
