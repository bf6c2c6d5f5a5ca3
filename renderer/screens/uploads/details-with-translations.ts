// A queued upload's details as the form checks them, with its translations as typed (its template filled them, or
// the creator added them here): each is held to the rules `uploads.updateMetadata` applies (video-metadata-schema.ts,
// localizationsProblem) and its problems are said beside its title or description, and all of them hold the form
// back while its language does not suit them (none, or theirs).
import type { IntlShape } from 'react-intl';
import { intlFor } from '../../../shared/i18n/catalogue';
import {
  languageCodeSchema,
  LOCALIZATIONS_MAX,
  localizedTitleProblem,
  type Localizations,
} from '../../../shared/library/video-texts';
import { translationsLanguageProblem } from '../../../shared/series/template-localizations';
import { descriptionProblem } from '../../../shared/uploads/video-metadata';
import type { MetadataCheck } from '../../components/metadata-form';
import { localizationsOfRows, type TranslationRow } from '../../components/translation-rows';
import type { TranslationFieldProblems } from '../../components/TranslationsFields';
import { DETAILS } from './upload-details-messages';

interface DetailsCheck extends MetadataCheck {
  /** Why the translations as a whole cannot go (the form's language; a code or a count the platform refuses). */
  readonly translationsProblems: readonly string[];
  /** What the platform would refuse in each translation's title or description, by language. */
  readonly translationProblems: Readonly<Record<string, TranslationFieldProblems>>;
}

/**
 * Followed (2026-11-26): discovery revision 20240303, Video.localizations (a language to a title and a description)
 * and the videos.insert reference: a localized title and description are held to the default ones' limits, and a
 * translation with neither says nothing (the contract refuses it, as localizationsProblem does).
 */
function rowProblems(row: TranslationRow, intl: IntlShape): TranslationFieldProblems | undefined {
  const title =
    row.title === '' && row.description === ''
      ? intl.formatMessage(DETAILS.translationEmpty)
      : localizedTitleProblem(row.title, intl);
  const description = row.description === '' ? undefined : descriptionProblem(row.description, intl);
  if (title === undefined && description === undefined) return undefined;
  return { ...(title !== undefined ? { title } : {}), ...(description !== undefined ? { description } : {}) };
}

/** Codes typed by hand (when the platform's list could not be read) that are no language code. */
function languageCodeProblems(rows: readonly TranslationRow[], intl: IntlShape): string[] {
  return rows
    .filter((row) => !languageCodeSchema.safeParse(row.language).success)
    .map((row) => intl.formatMessage(DETAILS.translationCode, { code: row.language.slice(0, 40) }));
}

export function withTranslations(
  check: MetadataCheck,
  defaultLanguage: string,
  rows: readonly TranslationRow[],
  intl: IntlShape = intlFor('en'),
): DetailsCheck {
  const localizations: Localizations | undefined = localizationsOfRows(rows);
  const languageProblem = translationsLanguageProblem(defaultLanguage, localizations, intl);
  const translationsProblems = [
    ...(languageProblem !== undefined ? [languageProblem] : []),
    ...languageCodeProblems(rows, intl),
    ...(rows.length > LOCALIZATIONS_MAX
      ? [
          intl.formatMessage(DETAILS.translationsTooMany, {
            max: LOCALIZATIONS_MAX,
            extra: rows.length - LOCALIZATIONS_MAX,
          }),
        ]
      : []),
  ];
  const translationProblems: Record<string, TranslationFieldProblems> = {};
  for (const row of rows) {
    const found = rowProblems(row, intl);
    if (found) translationProblems[row.language] = found;
  }
  return {
    ...check,
    metadata: localizations ? { ...check.metadata, localizations } : check.metadata,
    ok: check.ok && translationsProblems.length === 0 && Object.keys(translationProblems).length === 0,
    translationsProblems,
    translationProblems,
  };
}
