// The metadata of an upload (the snippet and status parts of the video resource) and the rules the platform applies
// to it. Pure functions returning one message per field, so the renderer can show each problem beside its input and
// the contract's zod schema can refuse the same things with the same words.
import { characterCount, utf8Length } from '../text/utf8-length';
import type { Localizations } from '../library/video-texts';
import type { IntlShape } from 'react-intl';
import { englishIntl } from '../i18n/catalogue';
import { METADATA_PROBLEMS } from './metadata-messages';
import { publishTimePassedProblem } from './publish-time-passed';

// Counts are passed as plain digits, as the platform's own messages and the field counters write them.
// The checks below say their problems in the language given; English when none is (tests, and the IPC contract's
// zod schema: a last line behind the form's own check, which speaks the creator's language).
export { englishIntl };

export const PRIVACY_STATUSES = ['public', 'unlisted', 'private'] as const;
export type PrivacyStatus = (typeof PRIVACY_STATUSES)[number];
export const LICENSES = ['youtube', 'creativeCommon'] as const;
export type License = (typeof LICENSES)[number];

export const TITLE_MAX_CHARACTERS = 100;
export const DESCRIPTION_MAX_BYTES = 5000;
export const TAGS_MAX_CHARACTERS = 500;

export interface VideoSnippetInput {
  readonly title: string;
  readonly description?: string;
  readonly tags?: readonly string[];
  readonly categoryId?: string;
  /** The language of the title and description; '' clears it (the Library's translations; uploads leave it out). */
  readonly defaultLanguage?: string;
  /** The language spoken in the video's default audio track. */
  readonly defaultAudioLanguage?: string;
}

export interface VideoStatusInput {
  readonly privacyStatus: PrivacyStatus;
  readonly embeddable?: boolean;
  readonly license?: License;
  readonly selfDeclaredMadeForKids?: boolean;
  /** RFC 3339 date-time; only with privacyStatus private, and in the future. */
  readonly publishAt?: string;
  /** Whether everyone may see the extended statistics on the watch page (the platform's default: yes). */
  readonly publicStatsViewable?: boolean;
  /**
   * The altered or synthetic content disclosure (status.containsSyntheticMedia, discovery revision 20260924; the
   * platform asks it of every upload since 2024-10-30): true "yes, it contains realistic altered or synthetic
   * content", false "no"; undefined: not answered (never read as "no"; see shared/uploads/synthetic-media.ts).
   */
  readonly containsSyntheticMedia?: boolean;
}

interface VideoRecordingInput {
  /** A day (YYYY-MM-DD) or an RFC 3339 date-time; a day is sent as that day's midnight UTC. */
  readonly recordingDate?: string;
}

/** What the user sets for a video; sent as the body of the session start request. */
export interface VideoMetadata {
  readonly snippet: VideoSnippetInput;
  readonly status: VideoStatusInput;
  /** The title and description in other languages, complete (the Library's translations, a template's). */
  readonly localizations?: Localizations;
  readonly recordingDetails?: VideoRecordingInput;
  /** videos.insert's notifySubscribers query parameter; only false is ever sent (the platform's default is true). */
  readonly notifySubscribers?: boolean;
}

/**
 * A copy with arrays of its own, for a call's payload (the contract's arrays are mutable) or an upload's record (the
 * parsed payload of a call must not be shared with later edits).
 */
export function copyOfMetadata(metadata: VideoMetadata) {
  const { tags, ...snippet } = metadata.snippet;
  return {
    snippet: { ...snippet, ...(tags ? { tags: [...tags] } : {}) },
    status: { ...metadata.status },
    ...(metadata.localizations ? { localizations: copyOfLocalizations(metadata.localizations) } : {}),
    ...(metadata.recordingDetails ? { recordingDetails: { ...metadata.recordingDetails } } : {}),
    ...(metadata.notifySubscribers !== undefined ? { notifySubscribers: metadata.notifySubscribers } : {}),
  };
}

function copyOfLocalizations(localizations: Localizations): Record<string, { title: string; description: string }> {
  return Object.fromEntries(
    Object.entries(localizations).map(([language, text]) => [
      language,
      { title: text.title, description: text.description },
    ]),
  );
}

export type MetadataField =
  | 'snippet.title'
  | 'snippet.description'
  | 'snippet.tags'
  | 'snippet.categoryId'
  | 'snippet.defaultLanguage'
  | 'snippet.defaultAudioLanguage'
  | 'localizations'
  | 'recordingDetails.recordingDate'
  | 'status.privacyStatus'
  | 'status.license'
  | 'status.publishAt';

export type MetadataProblems = Partial<Record<MetadataField, string>>;

export function titleProblem(title: string, intl: IntlShape = englishIntl()): string | undefined {
  if (title.trim() === '') return intl.formatMessage(METADATA_PROBLEMS.titleRequired);
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

export function descriptionProblem(
  description: string | undefined,
  intl: IntlShape = englishIntl(),
): string | undefined {
  if (description === undefined) return undefined;
  const bytes = utf8Length(description);
  if (bytes > DESCRIPTION_MAX_BYTES) {
    return intl.formatMessage(METADATA_PROBLEMS.descriptionTooLong, {
      bytes: String(bytes),
      max: String(DESCRIPTION_MAX_BYTES),
    });
  }
  if (/[<>]/.test(description)) return intl.formatMessage(METADATA_PROBLEMS.descriptionAngles);
  return undefined;
}

/**
 * How the platform counts tags against their limit: the commas between tags count, and a tag holding a space counts
 * as if wrapped in quotation marks.
 */
export function tagsLength(tags: readonly string[]): number {
  const characters = tags.reduce((sum, tag) => sum + characterCount(tag) + (tag.includes(' ') ? 2 : 0), 0);
  return characters + Math.max(0, tags.length - 1);
}

export function tagsProblem(tags: readonly string[] | undefined, intl: IntlShape = englishIntl()): string | undefined {
  if (tags === undefined) return undefined;
  if (tags.some((tag) => tag.trim() === '')) return intl.formatMessage(METADATA_PROBLEMS.tagEmpty);
  if (tags.some((tag) => /[<>,]/.test(tag))) return intl.formatMessage(METADATA_PROBLEMS.tagCharacters);
  const length = tagsLength(tags);
  if (length > TAGS_MAX_CHARACTERS) {
    return intl.formatMessage(METADATA_PROBLEMS.tagsTooLong, {
      length: String(length),
      max: String(TAGS_MAX_CHARACTERS),
    });
  }
  return undefined;
}

export function categoryIdProblem(categoryId: string | undefined, intl: IntlShape = englishIntl()): string | undefined {
  if (categoryId === undefined) return undefined;
  return /^\d{1,6}$/.test(categoryId) ? undefined : intl.formatMessage(METADATA_PROBLEMS.category);
}

const RFC3339 = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:\d{2})$/;

/** A BCP-47 code as i18nLanguages.list writes them (en, pt-PT, es-419, zh-Hant); a linear pattern, length first. */
const LANGUAGE_CODE_PATTERN = /^[A-Za-z]{2,3}(-[A-Za-z0-9]{2,8})*$/;
export const LANGUAGE_CODE_MAX = 35;

/** '' is allowed: it means no language (the form's "not set", and the Library's way of clearing it). */
export function languageProblem(code: string | undefined, intl: IntlShape = englishIntl()): string | undefined {
  if (code === undefined || code === '') return undefined;
  return code.length <= LANGUAGE_CODE_MAX && LANGUAGE_CODE_PATTERN.test(code)
    ? undefined
    : intl.formatMessage(METADATA_PROBLEMS.language);
}

const DAY = /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/;

export function recordingDateProblem(
  recordingDate: string | undefined,
  intl: IntlShape = englishIntl(),
): string | undefined {
  if (recordingDate === undefined || recordingDate === '') return undefined;
  const valid =
    recordingDate.length <= 64 &&
    (DAY.test(recordingDate) || RFC3339.test(recordingDate)) &&
    !Number.isNaN(Date.parse(recordingDate)) &&
    // Date.parse rolls 2025-02-30 over to March; the day must exist as written.
    new Date(Date.parse(recordingDate.slice(0, 10))).toISOString().slice(0, 10) === recordingDate.slice(0, 10);
  return valid ? undefined : intl.formatMessage(METADATA_PROBLEMS.recordingDate);
}

/** The recording date as the platform's date-time (discovery 20240303: VideoRecordingDetails.recordingDate). */
export function recordingDateTime(recordingDate: string): string {
  return DAY.test(recordingDate) ? `${recordingDate}T00:00:00Z` : recordingDate;
}

export function publishAtProblem(
  publishAt: string | undefined,
  privacyStatus: PrivacyStatus | undefined,
  now: number,
  intl?: IntlShape,
): string | undefined {
  if (publishAt === undefined) return undefined;
  const say = (intl ?? englishIntl()).formatMessage;
  const instant = Date.parse(publishAt);
  if (!RFC3339.test(publishAt) || Number.isNaN(instant)) return say(METADATA_PROBLEMS.publishAtFormat);
  if (privacyStatus !== 'private') return say(METADATA_PROBLEMS.publishAtNotPrivate);
  return publishTimePassedProblem(instant, now, intl);
}

/** Every problem of `metadata`, keyed by field; empty when the platform would accept it. */
export function checkVideoMetadata(metadata: VideoMetadata, now: number, intl?: IntlShape): MetadataProblems {
  const said = intl ?? englishIntl();
  const problems: MetadataProblems = {};
  const add = (field: MetadataField, problem: string | undefined): void => {
    if (problem !== undefined) problems[field] = problem;
  };
  add('snippet.title', titleProblem(metadata.snippet.title, said));
  add('snippet.description', descriptionProblem(metadata.snippet.description, said));
  add('snippet.tags', tagsProblem(metadata.snippet.tags, said));
  add('snippet.categoryId', categoryIdProblem(metadata.snippet.categoryId, said));
  add('snippet.defaultLanguage', languageProblem(metadata.snippet.defaultLanguage, said));
  add('snippet.defaultAudioLanguage', languageProblem(metadata.snippet.defaultAudioLanguage, said));
  add('recordingDetails.recordingDate', recordingDateProblem(metadata.recordingDetails?.recordingDate, said));
  if (!(PRIVACY_STATUSES as readonly string[]).includes(metadata.status.privacyStatus)) {
    add('status.privacyStatus', said.formatMessage(METADATA_PROBLEMS.privacy));
  }
  if (metadata.status.license !== undefined && !(LICENSES as readonly string[]).includes(metadata.status.license)) {
    add('status.license', said.formatMessage(METADATA_PROBLEMS.license));
  }
  add('status.publishAt', publishAtProblem(metadata.status.publishAt, metadata.status.privacyStatus, now, intl));
  return problems;
}

/**
 * The metadata a file gets when it is queued without any: its name as the title (made acceptable) and private, so
 * nothing is published before the user has looked at it.
 */
export function defaultMetadataFor(fileName: string): VideoMetadata {
  const withoutExtension = fileName.replace(/\.[A-Za-z0-9]{1,5}$/, '');
  const cleaned = withoutExtension.replace(/[<>]/g, '').replace(/\s+/g, ' ').trim();
  const title = [...(cleaned === '' ? 'Untitled video' : cleaned)].slice(0, TITLE_MAX_CHARACTERS).join('').trim();
  return { snippet: { title }, status: { privacyStatus: 'private' } };
}
