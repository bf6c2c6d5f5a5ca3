// The languages offered for a new track: the ones creators pick most, by their BCP-47 tag (the English names are
// for this list's reader; the screens say Intl's names in the language in force), plus any other tag typed
// in (checked with the platform's rule, shared/captions/caption-check.ts).
import type { IntlShape } from 'react-intl';
import { CAPTION_LANGUAGE_PATTERN } from '../../../shared/captions/caption-check';
import { languageName } from '../../../shared/text/language-name';
import { CAPTIONS } from '../components-messages';
import { currentIntl } from '../words';

export const COMMON_CAPTION_LANGUAGES: readonly (readonly [tag: string, name: string])[] = [
  ['en', 'English'],
  ['en-GB', 'English (United Kingdom)'],
  ['es', 'Spanish'],
  ['es-419', 'Spanish (Latin America)'],
  ['pt-BR', 'Portuguese (Brazil)'],
  ['fr', 'French'],
  ['de', 'German'],
  ['it', 'Italian'],
  ['nl', 'Dutch'],
  ['pl', 'Polish'],
  ['tr', 'Turkish'],
  ['ru', 'Russian'],
  ['uk', 'Ukrainian'],
  ['ar', 'Arabic'],
  ['he', 'Hebrew'],
  ['hi', 'Hindi'],
  ['id', 'Indonesian'],
  ['ja', 'Japanese'],
  ['ko', 'Korean'],
  ['zh-Hans', 'Chinese (Simplified)'],
  ['zh-Hant', 'Chinese (Traditional)'],
];

/**
 * The language's name when it is one of the common ones (in the language in force, from Intl's own names), else the
 * tag itself.
 */
export function languageLabel(tag: string, intl: IntlShape = currentIntl()): string {
  const known = COMMON_CAPTION_LANGUAGES.some(([id]) => id === tag);
  return known ? intl.formatMessage(CAPTIONS.languageLabel, { name: languageName(tag, intl.locale), tag }) : tag;
}

/** What is wrong with a typed tag, or undefined when the platform takes it. */
export function languageProblem(tag: string, intl: IntlShape = currentIntl()): string | undefined {
  if (tag.trim() === '') return intl.formatMessage(CAPTIONS.noLanguage);
  if (tag.length > 35 || !CAPTION_LANGUAGE_PATTERN.test(tag.trim())) {
    return intl.formatMessage(CAPTIONS.badTag, { tag });
  }
  return undefined;
}
