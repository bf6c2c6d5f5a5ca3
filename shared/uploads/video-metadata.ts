// The metadata of an upload (the snippet and status parts of the video resource) and the rules the platform applies
// to it. Pure functions returning one message per field, so the renderer can show each problem beside its input and
// the contract's zod schema can refuse the same things with the same words.
import { characterCount, utf8Length } from '../text/utf8-length';
import type { Localizations } from '../library/video-texts';

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
}

export interface VideoStatusInput {
  readonly privacyStatus: PrivacyStatus;
  readonly embeddable?: boolean;
  readonly license?: License;
  readonly selfDeclaredMadeForKids?: boolean;
  /** RFC 3339 date-time; only with privacyStatus private, and in the future. */
  readonly publishAt?: string;
}

/** What the user sets for a video; sent as the body of the session start request. */
export interface VideoMetadata {
  readonly snippet: VideoSnippetInput;
  readonly status: VideoStatusInput;
  /** The title and description in other languages, complete (the Library's translations; uploads leave it out). */
  readonly localizations?: Localizations;
}

export type MetadataField =
  | 'snippet.title'
  | 'snippet.description'
  | 'snippet.tags'
  | 'snippet.categoryId'
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
  if (instant <= now) return 'The publish time must be in the future.';
  return undefined;
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
