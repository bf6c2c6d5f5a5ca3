// The sentences the main process builds for a creator to read (a refusal that reaches a screen, a notification's
// words) are said in the language in force. One language at a time per process, as shared/text's formatters have
// (text-locale.ts): a service deep in the main process says its refusal from the catalogue without the language being
// passed down to it. The language feature sets it at start and at each change; unset (tests), it is English.
import type { IntlShape, MessageDescriptor } from 'react-intl';
import { intlFor } from '../../shared/i18n/catalogue';
import { listOf } from '../../shared/i18n/saved-line';
import { holdEveryLocale } from '../../shared/i18n/every-locale';
import { SOURCE_LOCALE, type AppLocale } from '../../shared/i18n/locales';

type Values = Record<string, string | number | Date | null | undefined>;

// The main process holds every language: what it says is said at once, in whichever is in force.
holdEveryLocale();

let inForce: IntlShape = intlFor(SOURCE_LOCALE);
let inForceLocale: AppLocale = SOURCE_LOCALE;

export function setSayingLocale(locale: AppLocale): void {
  inForce = intlFor(locale);
  inForceLocale = locale;
}

/** The language in force, for work said elsewhere in it (a worker thread's refusals). */
export function sayingLocale(): AppLocale {
  return inForceLocale;
}

/** The catalogue's message in the language in force. */
export function say(message: MessageDescriptor, values?: Values): string {
  return inForce.formatMessage(message, values);
}

/** The IntlShape in force, for lists and numbers around the messages. */
export function sayingIntl(): IntlShape {
  return inForce;
}

/**
 * Names as a list in the language in force, as English writes them in a sentence ("title, tags"; "a.mp4", "b.mp4"):
 * the unit style, which is that in English and joins the last with "und", "y", "e" elsewhere; but Japanese's unit
 * style separates by spaces only, where names are listed with 、 (its conjunction style).
 */
export function sayNames(names: readonly string[]): string {
  return listOf(inForce, names);
}
