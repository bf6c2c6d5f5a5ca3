// The metadata of an upload (the snippet and status parts of the video resource) and the rules the platform applies
// to it. Pure functions returning one message per field, so the renderer can show each problem beside its input and
// the contract's zod schema can refuse the same things with the same words.
import { characterCount, utf8Length } from '../text/utf8-length';
import type { Localizations } from '../library/video-texts';
import { publishTimePassedProblem } from './publish-time-passed';

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

export function titleProblem(title: string): string | undefined {
  if (title.trim() === '') return 'A title is required.';
  const length = characterCount(title);
  if (length > TITLE_MAX_CHARACTERS) {
    return `The title has ${length} characters; at most ${TITLE_MAX_CHARACTERS} are allowed.`;
  }
  if (/[<>]/.test(title)) return 'The title may not contain "<" or ">".';
  return undefined;
}

export function descriptionProblem(description: string | undefined): string | undefined {
  if (description === undefined) return undefined;
  const bytes = utf8Length(description);
  if (bytes > DESCRIPTION_MAX_BYTES) {
    return `The description takes ${bytes} bytes; at most ${DESCRIPTION_MAX_BYTES} are allowed (accented letters and emoji take more than one).`;
  }
  if (/[<>]/.test(description)) return 'The description may not contain "<" or ">".';
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

export function tagsProblem(tags: readonly string[] | undefined): string | undefined {
  if (tags === undefined) return undefined;
  if (tags.some((tag) => tag.trim() === '')) return 'Tags may not be empty.';
  if (tags.some((tag) => /[<>,]/.test(tag))) return 'Tags may not contain "<", ">" or ",".';
  const length = tagsLength(tags);
  if (length > TAGS_MAX_CHARACTERS) {
    return `The tags count ${length} characters; at most ${TAGS_MAX_CHARACTERS} are allowed (separators count, and a tag with a space counts its quotes).`;
  }
  return undefined;
}

export function categoryIdProblem(categoryId: string | undefined): string | undefined {
  if (categoryId === undefined) return undefined;
  return /^\d{1,6}$/.test(categoryId) ? undefined : 'The category must be one of the listed categories (a numeric id).';
}

const RFC3339 = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:\d{2})$/;

/** A BCP-47 code as i18nLanguages.list writes them (en, pt-PT, es-419, zh-Hant); a linear pattern, length first. */
const LANGUAGE_CODE_PATTERN = /^[A-Za-z]{2,3}(-[A-Za-z0-9]{2,8})*$/;
export const LANGUAGE_CODE_MAX = 35;

/** '' is allowed: it means no language (the form's "not set", and the Library's way of clearing it). */
export function languageProblem(code: string | undefined): string | undefined {
  if (code === undefined || code === '') return undefined;
  return code.length <= LANGUAGE_CODE_MAX && LANGUAGE_CODE_PATTERN.test(code)
    ? undefined
    : 'A language is a code such as de, pt-PT or es-419.';
}

const DAY = /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/;

export function recordingDateProblem(recordingDate: string | undefined): string | undefined {
  if (recordingDate === undefined || recordingDate === '') return undefined;
  const valid =
    recordingDate.length <= 64 &&
    (DAY.test(recordingDate) || RFC3339.test(recordingDate)) &&
    !Number.isNaN(Date.parse(recordingDate)) &&
    // Date.parse rolls 2025-02-30 over to March; the day must exist as written.
    new Date(Date.parse(recordingDate.slice(0, 10))).toISOString().slice(0, 10) === recordingDate.slice(0, 10);
  return valid ? undefined : 'The recording date must be a day such as 2025-12-20 (or a date and time).';
}

/** The recording date as the platform's date-time (discovery 20240303: VideoRecordingDetails.recordingDate). */
export function recordingDateTime(recordingDate: string): string {
  return DAY.test(recordingDate) ? `${recordingDate}T00:00:00Z` : recordingDate;
}

export function publishAtProblem(
  publishAt: string | undefined,
  privacyStatus: PrivacyStatus | undefined,
  now: number,
): string | undefined {
  if (publishAt === undefined) return undefined;
  const instant = Date.parse(publishAt);
  if (!RFC3339.test(publishAt) || Number.isNaN(instant)) {
    return 'The publish time must be a date and time such as 2030-01-31T18:00:00Z.';
  }
  if (privacyStatus !== 'private') return 'A publish time can only be set on a private video (it becomes public then).';
  return publishTimePassedProblem(instant, now);
}

/** Every problem of `metadata`, keyed by field; empty when the platform would accept it. */
export function checkVideoMetadata(metadata: VideoMetadata, now: number): MetadataProblems {
  const problems: MetadataProblems = {};
  const add = (field: MetadataField, problem: string | undefined): void => {
    if (problem !== undefined) problems[field] = problem;
  };
  add('snippet.title', titleProblem(metadata.snippet.title));
  add('snippet.description', descriptionProblem(metadata.snippet.description));
  add('snippet.tags', tagsProblem(metadata.snippet.tags));
  add('snippet.categoryId', categoryIdProblem(metadata.snippet.categoryId));
  add('snippet.defaultLanguage', languageProblem(metadata.snippet.defaultLanguage));
  add('snippet.defaultAudioLanguage', languageProblem(metadata.snippet.defaultAudioLanguage));
  add('recordingDetails.recordingDate', recordingDateProblem(metadata.recordingDetails?.recordingDate));
  if (!(PRIVACY_STATUSES as readonly string[]).includes(metadata.status.privacyStatus)) {
    add('status.privacyStatus', 'Choose public, unlisted or private.');
  }
  if (metadata.status.license !== undefined && !(LICENSES as readonly string[]).includes(metadata.status.license)) {
    add('status.license', 'Choose the standard licence or Creative Commons.');
  }
  add('status.publishAt', publishAtProblem(metadata.status.publishAt, metadata.status.privacyStatus, now));
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
