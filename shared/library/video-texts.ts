// A video's texts in other languages: the `localizations` part (a title and a description per language) and the
// language of the default ones (`snippet.defaultLanguage`), as the translations matrix, the translator's CSV and the
// bulk job handle them, with the rules the platform applies before it takes them.
//
// Followed: the video resource's reference (developers.google.com/youtube/v3/docs/videos: localizations is a map
// from a BCP-47 language code to a VideoLocalization, title and description; snippet.defaultLanguage is the default
// texts' language; the language codes are i18nLanguages.list's) and the discovery document in /work/shared (the
// VideoLocalization schema), checked through the docs search on 2026-11-25. A localized title and description are
// held to the default ones' limits (100 characters, 5,000 bytes, no < or >), and translations need a default
// language (the platform's defaultLanguageNotSet).
import { z } from 'zod';
import type { IntlShape } from 'react-intl';
import { descriptionProblem, englishIntl, TITLE_MAX_CHARACTERS } from '../uploads/video-metadata';
import { METADATA_PROBLEMS } from '../uploads/metadata-messages';
import { characterCount } from '../text/utf8-length';
import { TRANSLATION_PROBLEMS } from './video-texts-messages';
import { saidRefusal } from '../i18n/said-issue';

export interface LocalizedText {
  /** '' when the language has no title of its own. */
  readonly title: string;
  readonly description: string;
}

export type Localizations = Readonly<Record<string, LocalizedText>>;

/** More languages than the platform offers (i18nLanguages.list has some eighty). */
export const LOCALIZATIONS_MAX = 100;

/** A BCP-47 code as i18nLanguages.list writes them (en, pt-PT, es-419, zh-TW…). */
export const languageCodeSchema = z
  .string()
  .refine((code) => /^[A-Za-z]{2,3}(-[A-Za-z0-9]{2,8})*$/.test(code), saidRefusal(METADATA_PROBLEMS.language))
  .max(35);

const localizedTextSchema = z.strictObject({
  title: z.string().max(1_000),
  description: z.string().max(20_000),
});

export const localizationsSchema = z
  .record(languageCodeSchema, localizedTextSchema)
  .refine(
    (map) => Object.keys(map).length <= LOCALIZATIONS_MAX,
    saidRefusal(TRANSLATION_PROBLEMS.tooManyLanguages, { max: LOCALIZATIONS_MAX }),
  );

/** Why the platform would refuse a localized title ('' is no title of its own), or undefined. */
export function localizedTitleProblem(title: string, intl: IntlShape = englishIntl()): string | undefined {
  if (title === '') return undefined;
  const length = characterCount(title);
  if (length > TITLE_MAX_CHARACTERS) {
    return intl.formatMessage(METADATA_PROBLEMS.titleTooLong, {
      length: String(length),
      max: String(TITLE_MAX_CHARACTERS),
    });
  }
  if (/[<>]/.test(title)) return intl.formatMessage(METADATA_PROBLEMS.titleAngles);
  return undefined;
}

/** Why the platform would refuse these translations, or undefined. Names the language and the field. */
export function localizationsProblem(
  defaultLanguage: string | undefined,
  localizations: Localizations | undefined,
  intl: IntlShape = englishIntl(),
): string | undefined {
  const languages = Object.keys(localizations ?? {});
  if (languages.length === 0) return undefined;
  if (!defaultLanguage) return intl.formatMessage(TRANSLATION_PROBLEMS.defaultLanguageMissing);
  for (const language of languages) {
    const text = localizations![language]!;
    if (text.title === '' && text.description === '')
      return intl.formatMessage(TRANSLATION_PROBLEMS.translationEmpty, { language });
    const title = localizedTitleProblem(text.title, intl);
    if (title) return intl.formatMessage(TRANSLATION_PROBLEMS.titleProblem, { language, problem: title });
    const description = descriptionProblem(text.description, intl);
    if (description)
      return intl.formatMessage(TRANSLATION_PROBLEMS.descriptionProblem, { language, problem: description });
  }
  return undefined;
}

/** Whether two sets of translations say the same (no translations and an empty map are the same). */
export function sameLocalizations(a: Localizations | undefined, b: Localizations | undefined): boolean {
  const left = Object.keys(a ?? {});
  const right = Object.keys(b ?? {});
  if (left.length !== right.length) return false;
  return left.every((language) => {
    const x = a![language]!;
    const y = b?.[language];
    return y !== undefined && x.title === y.title && x.description === y.description;
  });
}

/** Translations as the platform sends them (either text may be missing) in the shape used here. */
export function localizationsFromPlatform(
  value: Readonly<Record<string, { readonly title?: string; readonly description?: string }>> | undefined,
): Localizations | undefined {
  if (!value || Object.keys(value).length === 0) return undefined;
  return Object.fromEntries(
    Object.entries(value).map(([language, text]) => [
      language,
      { title: text.title ?? '', description: text.description ?? '' },
    ]),
  );
}

/** Translations as the platform takes them: an empty text is left out. */
export function localizationsForPlatform(
  localizations: Localizations,
): Record<string, { title?: string; description?: string }> {
  return Object.fromEntries(
    Object.entries(localizations).map(([language, text]) => [
      language,
      {
        ...(text.title !== '' ? { title: text.title } : {}),
        ...(text.description !== '' ? { description: text.description } : {}),
      },
    ]),
  );
}
