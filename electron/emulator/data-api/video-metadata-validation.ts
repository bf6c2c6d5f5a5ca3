// The rules the platform applies to the metadata of videos.insert (and videos.update), with the reasons real
// clients branch on (domain youtube.video). Pure: the category catalog and the clock are handed in, so the Data API
// and the upload host share one implementation.
import { characterCount, utf8Length } from '../../../shared/text/utf8-length';
import { ApiError } from './errors/api-error';
import { I18N_LANGUAGES } from './reference-data';

/**
 * The languages a video's texts may be in: i18nLanguages.list's. The platform answers a code it does not know
 * (snippet.defaultLanguage "nb" where it takes "no") with 400 invalidVideoMetadata, "The request metadata is
 * invalid." (seen on the wire and documented by users; the videos.update reference, read through the docs search on
 * 2026-11-25, names invalidVideoMetadata without this case). Localized titles and descriptions are held to the
 * default ones' limits, with the same reasons (invalidTitle, invalidDescription), naming the localization.
 */
const KNOWN_LANGUAGES: ReadonlySet<string> = new Set(I18N_LANGUAGES.map(([id]) => id));

function checkLanguage(code: string, where: string): string {
  if (!KNOWN_LANGUAGES.has(code)) {
    throw videoError(
      'invalidVideoMetadata',
      `The request metadata is invalid: ${where} "${code}" is not a language of i18nLanguages.list.`,
    );
  }
  return code;
}

/** The parts of a video resource that a request body may carry and the response may name. */
export const VIDEO_PARTS = [
  // 2026-07-07 in the revision history.
  'brandPartner',
  'contentDetails',
  'fileDetails',
  'id',
  'liveStreamingDetails',
  'localizations',
  // Revision 20260924: read by the owner; named in an update's part as statistics is, its values not set (see
  // video-writes.ts).
  'paidProductPlacementDetails',
  'player',
  'processingDetails',
  'recordingDetails',
  'snippet',
  'statistics',
  'status',
  'suggestions',
  'topicDetails',
] as const;
export type VideoPart = (typeof VIDEO_PARTS)[number];

export const PRIVACY_STATUSES = ['public', 'unlisted', 'private'] as const;
export const LICENSES = ['youtube', 'creativeCommon'] as const;

export const TITLE_MAX_CHARACTERS = 100;
export const DESCRIPTION_MAX_BYTES = 5000;
export const TAGS_MAX_CHARACTERS = 500;

interface VideoSnippetMetadata {
  readonly title: string;
  readonly description?: string;
  readonly tags?: readonly string[];
  readonly categoryId?: string;
  readonly defaultLanguage?: string;
  readonly defaultAudioLanguage?: string;
}

interface VideoStatusMetadata {
  readonly privacyStatus?: (typeof PRIVACY_STATUSES)[number];
  readonly license?: (typeof LICENSES)[number];
  readonly embeddable?: boolean;
  readonly publicStatsViewable?: boolean;
  readonly selfDeclaredMadeForKids?: boolean;
  readonly publishAt?: string;
  /** Revision 20260924 (settable on insert and update since 2024-10-30): altered or synthetic content. */
  readonly containsSyntheticMedia?: boolean;
}

interface VideoRecordingMetadata {
  readonly recordingDate?: string;
  readonly locationDescription?: string;
  readonly location?: { readonly latitude?: number; readonly longitude?: number; readonly altitude?: number };
}

/** 2026-07-07: a brand partner is linked by channelId ("UC…") or channelHandle ("@…"); neither unlinks it. */
export interface VideoBrandPartnerMetadata {
  readonly channelId?: string;
  readonly channelHandle?: string;
}

/** The settable properties of a video, normalised: read-only properties the client echoed back are dropped. */
export interface VideoMetadata {
  readonly brandPartner?: VideoBrandPartnerMetadata;
  readonly snippet?: VideoSnippetMetadata;
  readonly status?: VideoStatusMetadata;
  readonly recordingDetails?: VideoRecordingMetadata;
  readonly localizations?: Readonly<Record<string, { readonly title?: string; readonly description?: string }>>;
}

interface VideoMetadataRules {
  /** The parts named by the request's `part` parameter. */
  readonly parts: ReadonlySet<string>;
  readonly categoryIsAssignable: (categoryId: string) => boolean;
  /** Milliseconds since the epoch; publishAt must lie after it. */
  readonly now: number;
}

/**
 * Translations need the language of the default texts: the platform answers defaultLanguageNotSet (the videos.insert
 * and videos.update references, followed 2026-11-26) to localizations beside no snippet.defaultLanguage.
 */
export function requireDefaultLanguage(
  localizations: VideoMetadata['localizations'],
  defaultLanguage: string | undefined,
): void {
  if (localizations && Object.keys(localizations).length > 0 && !defaultLanguage) {
    throw new ApiError(
      400,
      'defaultLanguageNotSet',
      'The request is trying to add localized video details without specifying the default language of the video details.',
      { domain: 'youtube.video' },
    );
  }
}

/** An insert's metadata: what validateVideoMetadata checks, and translations only with a default language. */
export function validateInsertMetadata(body: unknown, rules: VideoMetadataRules): VideoMetadata {
  const metadata = validateVideoMetadata(body, rules);
  requireDefaultLanguage(metadata.localizations, metadata.snippet?.defaultLanguage);
  return metadata;
}

/** Throws the ApiError the platform would answer; returns the normalised metadata otherwise. */
export function validateVideoMetadata(body: unknown, rules: VideoMetadataRules): VideoMetadata {
  if (body === undefined || body === null) return {};
  const resource = asObject(body, 'The request body must be a JSON video resource.');
  for (const key of Object.keys(resource)) {
    if ((VIDEO_PARTS as readonly string[]).includes(key) && key !== 'id' && !rules.parts.has(key)) {
      throw new ApiError(
        400,
        'unexpectedPart',
        `The request body sets the "${key}" part, which the part parameter (${[...rules.parts].join(',')}) does not name.`,
        { domain: 'youtube.part', location: 'part', locationType: 'parameter' },
      );
    }
  }
  const status = resource.status === undefined ? undefined : validateStatus(resource.status, rules.now);
  const snippet = resource.snippet === undefined ? undefined : validateSnippet(resource.snippet, rules);
  const recordingDetails =
    resource.recordingDetails === undefined ? undefined : validateRecordingDetails(resource.recordingDetails);
  const localizations =
    resource.localizations === undefined ? undefined : validateLocalizations(resource.localizations);
  const brandPartner = resource.brandPartner === undefined ? undefined : validateBrandPartner(resource.brandPartner);
  return {
    ...(brandPartner ? { brandPartner } : {}),
    ...(snippet ? { snippet } : {}),
    ...(status ? { status } : {}),
    ...(recordingDetails ? { recordingDetails } : {}),
    ...(localizations ? { localizations } : {}),
  };
}

/** The typings' rules (@googleapis/youtube 35, Schema$BrandPartner): the id begins with "UC", the handle with "@". */
function validateBrandPartner(value: unknown): VideoBrandPartnerMetadata {
  const partner = asObject(value, 'brandPartner must be an object.');
  const channelId = optionalString(partner.channelId, 'brandPartner.channelId');
  const channelHandle = optionalString(partner.channelHandle, 'brandPartner.channelHandle');
  const invalid = (field: string, rule: string) =>
    new ApiError(400, 'invalidValue', `brandPartner.${field} must begin with "${rule}".`, {
      domain: 'youtube.video',
      location: `brandPartner.${field}`,
      locationType: 'parameter',
    });
  if (channelId !== undefined && channelId !== '' && !channelId.startsWith('UC')) throw invalid('channelId', 'UC');
  if (channelHandle !== undefined && channelHandle !== '' && !channelHandle.startsWith('@')) {
    throw invalid('channelHandle', '@');
  }
  return {
    ...(channelId ? { channelId } : {}),
    ...(channelHandle ? { channelHandle } : {}),
  };
}

function validateSnippet(value: unknown, rules: VideoMetadataRules): VideoSnippetMetadata {
  const snippet = asObject(value, 'snippet must be an object.');
  const title = checkTitle(snippet.title);
  const description = snippet.description === undefined ? undefined : checkDescription(snippet.description);
  const tags = snippet.tags === undefined ? undefined : checkTags(snippet.tags);
  let categoryId: string | undefined;
  if (snippet.categoryId !== undefined) {
    if (typeof snippet.categoryId !== 'string' || !rules.categoryIsAssignable(snippet.categoryId)) {
      throw videoError(
        'invalidCategoryId',
        `The snippet.categoryId property specifies an invalid category ID (${JSON.stringify(snippet.categoryId)}). Use the videoCategories.list method to retrieve supported categories.`,
      );
    }
    categoryId = snippet.categoryId;
  }
  const language = optionalString(snippet.defaultLanguage, 'snippet.defaultLanguage');
  const defaultLanguage =
    language === undefined || language === '' ? language : checkLanguage(language, 'snippet.defaultLanguage');
  const defaultAudioLanguage = optionalString(snippet.defaultAudioLanguage, 'snippet.defaultAudioLanguage');
  return {
    title,
    ...(description !== undefined ? { description } : {}),
    ...(tags !== undefined ? { tags } : {}),
    ...(categoryId !== undefined ? { categoryId } : {}),
    ...(defaultLanguage !== undefined ? { defaultLanguage } : {}),
    ...(defaultAudioLanguage !== undefined ? { defaultAudioLanguage } : {}),
  };
}

function checkTitle(value: unknown, where?: string): string {
  const problem =
    typeof value !== 'string' || value.trim() === ''
      ? 'the title is missing or empty'
      : characterCount(value) > TITLE_MAX_CHARACTERS
        ? `the title has ${characterCount(value)} characters; at most ${TITLE_MAX_CHARACTERS} are allowed`
        : /[<>]/.test(value)
          ? 'the title contains "<" or ">"'
          : undefined;
  if (problem)
    throw videoError(
      'invalidTitle',
      `The request metadata specifies an invalid or empty video title${where ? ` (${where})` : ''}: ${problem}.`,
    );
  return value as string;
}

function checkDescription(value: unknown, where?: string): string {
  const problem =
    typeof value !== 'string'
      ? 'the description must be a string'
      : utf8Length(value) > DESCRIPTION_MAX_BYTES
        ? `the description is ${utf8Length(value)} bytes long; at most ${DESCRIPTION_MAX_BYTES} are allowed`
        : /[<>]/.test(value)
          ? 'the description contains "<" or ">"'
          : undefined;
  if (problem)
    throw videoError(
      'invalidDescription',
      `The request metadata specifies an invalid video description${where ? ` (${where})` : ''}: ${problem}.`,
    );
  return value as string;
}

function checkTags(value: unknown): readonly string[] {
  if (!Array.isArray(value) || value.some((tag) => typeof tag !== 'string')) {
    throw videoError(
      'invalidTags',
      'The request metadata specifies invalid video keywords: tags must be an array of strings.',
    );
  }
  const tags = value as string[];
  const length = tagsLength(tags);
  if (length > TAGS_MAX_CHARACTERS) {
    throw videoError(
      'invalidTags',
      `The request metadata specifies invalid video keywords: the tags count ${length} characters; at most ${TAGS_MAX_CHARACTERS} are allowed.`,
    );
  }
  return tags;
}

/**
 * How the platform counts the tags against their limit: the commas between tags count, and a tag holding a space
 * counts as if wrapped in quotation marks.
 */
export function tagsLength(tags: readonly string[]): number {
  const characters = tags.reduce((sum, tag) => sum + characterCount(tag) + (tag.includes(' ') ? 2 : 0), 0);
  return characters + Math.max(0, tags.length - 1);
}

function validateStatus(value: unknown, now: number): VideoStatusMetadata {
  const status = asObject(value, 'status must be an object.');
  const privacyStatus = optionalEnum(status.privacyStatus, PRIVACY_STATUSES, 'status.privacyStatus');
  const license = optionalEnum(status.license, LICENSES, 'status.license');
  const embeddable = optionalBoolean(status.embeddable, 'status.embeddable');
  const publicStatsViewable = optionalBoolean(status.publicStatsViewable, 'status.publicStatsViewable');
  const selfDeclaredMadeForKids = optionalBoolean(status.selfDeclaredMadeForKids, 'status.selfDeclaredMadeForKids');
  const containsSyntheticMedia = optionalBoolean(status.containsSyntheticMedia, 'status.containsSyntheticMedia');
  let publishAt: string | undefined;
  if (status.publishAt !== undefined && status.publishAt !== null) {
    publishAt = checkPublishAt(status.publishAt, privacyStatus, now);
  }
  return {
    ...(privacyStatus !== undefined ? { privacyStatus } : {}),
    ...(license !== undefined ? { license } : {}),
    ...(embeddable !== undefined ? { embeddable } : {}),
    ...(publicStatsViewable !== undefined ? { publicStatsViewable } : {}),
    ...(selfDeclaredMadeForKids !== undefined ? { selfDeclaredMadeForKids } : {}),
    ...(containsSyntheticMedia !== undefined ? { containsSyntheticMedia } : {}),
    ...(publishAt !== undefined ? { publishAt } : {}),
  };
}

const RFC3339 = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:\d{2})$/;

// publishAt only on a private video and only in the future, both refused as invalidPublishAt (domain youtube.video):
// VideoStatus.publishAt in the discovery document (revision 20240303) and the videos.update reference, read
// 2026-11-25.
function checkPublishAt(value: unknown, privacyStatus: string | undefined, now: number): string {
  const base = 'The request metadata specifies an invalid scheduled publishing time';
  if (typeof value !== 'string' || !RFC3339.test(value) || Number.isNaN(Date.parse(value))) {
    throw videoError(
      'invalidPublishAt',
      `${base}: status.publishAt must be an RFC 3339 date-time such as 2030-01-31T18:00:00Z.`,
    );
  }
  if (privacyStatus !== 'private') {
    throw videoError(
      'invalidPublishAt',
      `${base}: status.publishAt can only be set when status.privacyStatus is "private".`,
    );
  }
  if (Date.parse(value) <= now) {
    throw videoError('invalidPublishAt', `${base}: status.publishAt (${value}) is not in the future.`);
  }
  return value;
}

function validateRecordingDetails(value: unknown): VideoRecordingMetadata {
  const details = asObject(value, 'recordingDetails must be an object.');
  const recordingDate = optionalString(details.recordingDate, 'recordingDetails.recordingDate');
  if (recordingDate !== undefined && Number.isNaN(Date.parse(recordingDate))) {
    throw videoError(
      'invalidRecordingDetails',
      'The metadata specifies invalid recording details: recordingDate is not a date-time.',
    );
  }
  const locationDescription = optionalString(details.locationDescription, 'recordingDetails.locationDescription');
  let location: VideoRecordingMetadata['location'];
  if (details.location !== undefined) {
    const point = asObject(details.location, 'recordingDetails.location must be an object.');
    for (const key of ['latitude', 'longitude', 'altitude'] as const) {
      if (point[key] !== undefined && typeof point[key] !== 'number') {
        throw videoError(
          'invalidRecordingDetails',
          `The metadata specifies invalid recording details: location.${key} must be a number.`,
        );
      }
    }
    location = pick(point, ['latitude', 'longitude', 'altitude']);
  }
  return {
    ...(recordingDate !== undefined ? { recordingDate } : {}),
    ...(locationDescription !== undefined ? { locationDescription } : {}),
    ...(location !== undefined ? { location } : {}),
  };
}

function validateLocalizations(value: unknown): VideoMetadata['localizations'] {
  const map = asObject(value, 'localizations must be an object keyed by language.');
  const result: Record<string, { title?: string; description?: string }> = {};
  for (const [language, entry] of Object.entries(map)) {
    checkLanguage(language, 'the localizations key');
    const localization = asObject(entry, `localizations.${language} must be an object.`);
    const title =
      localization.title === undefined ? undefined : checkTitle(localization.title, `localizations.${language}.title`);
    const description =
      localization.description === undefined
        ? undefined
        : checkDescription(localization.description, `localizations.${language}.description`);
    result[language] = {
      ...(title !== undefined ? { title } : {}),
      ...(description !== undefined ? { description } : {}),
    };
  }
  return result;
}

function asObject(value: unknown, message: string): Record<string, unknown> {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    throw new ApiError(400, 'invalidVideoMetadata', `The request metadata is invalid: ${message}`, {
      domain: 'youtube.video',
    });
  }
  return value as Record<string, unknown>;
}

function optionalEnum<T extends string>(value: unknown, allowed: readonly T[], field: string): T | undefined {
  if (value === undefined || value === null) return undefined;
  if (typeof value !== 'string' || !(allowed as readonly string[]).includes(value)) {
    throw invalidValue(`Invalid value ${JSON.stringify(value)} for ${field}; allowed: ${allowed.join(', ')}.`);
  }
  return value as T;
}

function optionalBoolean(value: unknown, field: string): boolean | undefined {
  if (value === undefined || value === null) return undefined;
  if (typeof value !== 'boolean')
    throw invalidValue(`Invalid value ${JSON.stringify(value)} for ${field}; expected true or false.`);
  return value;
}

function optionalString(value: unknown, field: string): string | undefined {
  if (value === undefined || value === null) return undefined;
  if (typeof value !== 'string')
    throw invalidValue(`Invalid value ${JSON.stringify(value)} for ${field}; expected a string.`);
  return value;
}

// Body fields have no `location` in the envelope (ApiError locations are parameters and headers); the field's path
// is in the message instead.
function invalidValue(message: string): ApiError {
  return new ApiError(400, 'invalidValue', message, { domain: 'global', status: 'INVALID_ARGUMENT' });
}

function videoError(reason: string, message: string): ApiError {
  return new ApiError(400, reason, message, { domain: 'youtube.video' });
}

function pick(source: Record<string, unknown>, keys: readonly string[]): Record<string, unknown> {
  return Object.fromEntries(keys.filter((key) => source[key] !== undefined).map((key) => [key, source[key]]));
}
