// The languages offered for a new track: the ones creators pick most, by their BCP-47 tag, plus any other tag typed
// in (checked with the platform's rule, shared/captions/caption-check.ts).
import { CAPTION_LANGUAGE_PATTERN } from '../../../shared/captions/caption-check';

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

/** The language's name when it is one of the common ones, else the tag itself. */
export function languageLabel(tag: string): string {
  const known = COMMON_CAPTION_LANGUAGES.find(([id]) => id === tag);
  return known ? `${known[1]} (${tag})` : tag;
}

/** What is wrong with a typed tag, or undefined when the platform takes it. */
export function languageProblem(tag: string): string | undefined {
  if (tag.trim() === '') return 'Choose the language the captions are in.';
  if (tag.length > 35 || !CAPTION_LANGUAGE_PATTERN.test(tag.trim())) {
    return `"${tag}" is not a language tag: use a BCP-47 tag such as en, en-US, pt-BR or zh-Hant.`;
  }
  return undefined;
}
