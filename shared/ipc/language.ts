// The language setting (Appearance): follow the system, or one of the shipped languages. The settings file keeps it;
// the main process's menus, tray and dialogs follow a change at once, as the page does.
import { z } from 'zod';
import { languageChoiceSchema, type LanguageChoice } from '../i18n/locales';
import { call, type CallMap, type EventMap } from './define';

export const languageCalls = {
  'language.get': call<z.ZodUndefined, LanguageChoice>(z.undefined()),
  'language.set': call<typeof languageChoiceSchema, LanguageChoice>(languageChoiceSchema),
} satisfies CallMap;

export const languageEvents = {
  /** Another window (or tab, in browser mode) chose a language: every page follows. */
  'language.changed': z.strictObject({ choice: languageChoiceSchema }),
} satisfies EventMap;
