// A template's translations: per language, a title and a description with the same placeholders as the default
// texts, written by the same one-pass filler, and the platform's rules said with the language's name. Followed
// (2026-11-26): discovery revision 20240303, Video.localizations (a map from a language to a VideoLocalization, title
// and description), and the videos.insert and videos.update references (translations need snippet.defaultLanguage,
// else defaultLanguageNotSet; a localized title and description are held to the default ones' limits).
import { z } from 'zod';
import {
  languageCodeSchema,
  LOCALIZATIONS_MAX,
  localizedTitleProblem,
  type Localizations,
} from '../library/video-texts';
import type { IntlShape } from 'react-intl';
import { languageName } from '../text/language-name';
import { descriptionProblem, englishIntl } from '../uploads/video-metadata';
import { SERIES_PROBLEMS } from './series-messages';

/** The draft's translations: a language to its title and description, both with placeholders. */
export function templateLocalizationsSchema(text: (max: number) => z.ZodType<string>) {
  return z
    .record(languageCodeSchema, z.strictObject({ title: text(1_000), description: text(20_000) }))
    .refine((map) => Object.keys(map).length <= LOCALIZATIONS_MAX, {
      message: `A template has at most ${LOCALIZATIONS_MAX} translations; remove some.`,
      params: { say: 'tooManyTranslations', max: LOCALIZATIONS_MAX },
    });
}

/** What a sheet says instead of the form's words, sending the creator to its language cell (whole sentences). */
interface LanguagePlace {
  /** The translations need a default language: fill this row's Language column. */
  readonly setIt: string;
  /** The translation into `language` (its name) repeats the default language: remove it or change the cell. */
  readonly another: (language: string) => string;
}

/**
 * Why these translations cannot go with a title in `language`, or undefined: the platform refuses translations
 * without a default language, and a translation into the default language would only repeat the default texts.
 * Said in `intl`'s language, naming the form's Language field; `place` says it of a sheet's cell instead.
 */
export function translationsLanguageProblem(
  language: string | undefined,
  localizations: Localizations | undefined,
  intl: IntlShape = englishIntl(),
  place?: LanguagePlace,
): string | undefined {
  const languages = Object.keys(localizations ?? {});
  if (languages.length === 0) return undefined;
  if (!language) {
    return place ? place.setIt : intl.formatMessage(SERIES_PROBLEMS.translationsNeedLanguage);
  }
  if (languages.includes(language)) {
    const name = languageName(language, intl.locale);
    return place
      ? place.another(name)
      : intl.formatMessage(SERIES_PROBLEMS.translationRepeatsDefault, { language: name });
  }
  return undefined;
}

/** Why the platform would refuse one filled translation, naming its language ("German title: …"), or undefined. */
export function filledTranslationProblem(
  language: string,
  title: string,
  description: string,
  intl: IntlShape = englishIntl(),
): string | undefined {
  const name = languageName(language, intl.locale);
  if (title === '' && description === '') {
    return intl.formatMessage(SERIES_PROBLEMS.translationFillsToNothing, { language: name });
  }
  const titleProblem = localizedTitleProblem(title, intl);
  if (titleProblem)
    return intl.formatMessage(SERIES_PROBLEMS.translationTitle, { language: name, problem: titleProblem });
  const descriptionTrouble = description === '' ? undefined : descriptionProblem(description, intl);
  if (descriptionTrouble) {
    return intl.formatMessage(SERIES_PROBLEMS.translationDescription, { language: name, problem: descriptionTrouble });
  }
  return undefined;
}
