// The language setting (Appearance): follow the system, or one of the shipped languages. The settings file keeps it;
// the main process's menus, tray and dialogs follow a change at once, as the page does.
import { z } from 'zod';
import { languageChoiceSchema, type LanguageChoice } from '../i18n/locales';
import { call, type CallMap, type EventMap } from './define';

/**
 * A page's preferred languages (navigator.languages, BCP 47, most preferred first). Browser mode's "system" is the
 * browser's, which only the page knows: the host says its refusals and notifications in the language they resolve to.
 */
export const preferredLanguagesSchema = z
  .array(
    z
      .string()
      .max(35)
      .regex(/^[A-Za-z]{1,8}(?:[-_][A-Za-z0-9]{1,8})*$/),
  )
  .max(16);

export const languageCalls = {
  'language.get': call<z.ZodUndefined, LanguageChoice>(z.undefined()),
  'language.set': call<typeof languageChoiceSchema, LanguageChoice>(languageChoiceSchema),
  /** The page's own languages; the desktop app's host keeps the system's (the page's are the same there). */
  'language.preferred': call<typeof preferredLanguagesSchema, void>(preferredLanguagesSchema),
} satisfies CallMap;

export const languageEvents = {
  /** Another window (or tab, in browser mode) chose a language: every page follows. */
  'language.changed': z.strictObject({ choice: languageChoiceSchema }),
} satisfies EventMap;
