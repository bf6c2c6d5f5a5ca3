// The request bodies of playlists.insert/update and playlistItems.insert/update, read the way the platform reads
// them: a part the body carries must be named by `part`, read-only properties the client echoes back are ignored,
// and what is settable is checked with the platform's reasons (domains youtube.playlist and youtube.playlistItem).
import { characterCount, utf8Length } from '../../../../shared/text/utf8-length';
import { ApiError } from '../errors/api-error';

export const PLAYLIST_TITLE_MAX_CHARACTERS = 150;
export const PLAYLIST_DESCRIPTION_MAX_BYTES = 5000;
const ITEM_NOTE_MAX_CHARACTERS = 280;
const PRIVACY = ['public', 'unlisted', 'private'] as const;
export type Privacy = (typeof PRIVACY)[number];

type Json = Record<string, unknown>;

export interface PlaylistWrite {
  readonly id?: string;
  readonly snippet?: {
    readonly title: string;
    readonly description: string;
    readonly defaultLanguage?: string;
  };
  readonly privacyStatus?: Privacy;
  readonly localizations?: Record<string, { title?: string; description?: string }>;
}

export interface PlaylistItemWrite {
  readonly id?: string;
  readonly playlistId?: string;
  readonly videoId?: string;
  readonly position?: number;
  /** Present when the contentDetails part is written (undefined note: cleared). */
  readonly contentDetails?: { readonly note?: string };
}

function playlistError(status: number, reason: string, message: string): ApiError {
  return new ApiError(status, reason, message, { domain: 'youtube.playlist' });
}

export function itemError(status: number, reason: string, message: string): ApiError {
  return new ApiError(status, reason, message, { domain: 'youtube.playlistItem' });
}

function bodyObject(body: unknown, what: string): Json {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    throw new ApiError(400, 'parseError', `The request body must be a JSON ${what} resource.`, {
      domain: 'global',
      status: 'INVALID_ARGUMENT',
    });
  }
  return body as Json;
}

function optionalObject(value: unknown, error: () => ApiError): Json | undefined {
  if (value === undefined || value === null) return undefined;
  if (typeof value !== 'object' || Array.isArray(value)) throw error();
  return value as Json;
}

/** A body that sets a part the `part` parameter leaves out is refused, as the platform does. */
function checkPartsNamed(resource: Json, known: readonly string[], parts: readonly string[]): void {
  for (const key of Object.keys(resource)) {
    if (known.includes(key) && !parts.includes(key)) {
      throw new ApiError(
        400,
        'unexpectedPart',
        `The request body sets the "${key}" part, which the part parameter (${parts.join(',')}) does not name.`,
        { domain: 'youtube.part', location: 'part', locationType: 'parameter' },
      );
    }
  }
}

function idOf(resource: Json): string | undefined {
  return typeof resource.id === 'string' && resource.id !== '' ? resource.id : undefined;
}

const PLAYLIST_PARTS = ['snippet', 'status', 'contentDetails', 'player', 'localizations'];

export function readPlaylistBody(body: unknown, parts: readonly string[]): PlaylistWrite {
  const resource = bodyObject(body, 'playlist');
  checkPartsNamed(resource, PLAYLIST_PARTS, parts);
  const invalidSnippet = () =>
    playlistError(400, 'invalidPlaylistSnippet', 'The request provides an invalid playlist snippet.');
  const snippet = optionalObject(resource.snippet, invalidSnippet);
  let written: PlaylistWrite['snippet'];
  if (snippet) {
    const { title, description, defaultLanguage } = snippet;
    if (title === undefined || title === null || (typeof title === 'string' && title.trim() === '')) {
      throw playlistError(400, 'playlistTitleRequired', 'The request must specify a playlist title.');
    }
    if (typeof title !== 'string' || characterCount(title) > PLAYLIST_TITLE_MAX_CHARACTERS) throw invalidSnippet();
    if (description !== undefined && description !== null) {
      if (typeof description !== 'string' || utf8Length(description) > PLAYLIST_DESCRIPTION_MAX_BYTES) {
        throw invalidSnippet();
      }
    }
    if (defaultLanguage !== undefined && typeof defaultLanguage !== 'string') throw invalidSnippet();
    written = {
      title,
      description: typeof description === 'string' ? description : '',
      ...(typeof defaultLanguage === 'string' && defaultLanguage !== '' ? { defaultLanguage } : {}),
    };
  }
  const status = optionalObject(resource.status, () =>
    playlistError(400, 'invalidValue', 'The request provides an invalid playlist status.'),
  );
  let privacyStatus: Privacy | undefined;
  if (status && status.privacyStatus !== undefined) {
    if (!PRIVACY.includes(status.privacyStatus as Privacy)) {
      throw new ApiError(
        400,
        'invalidValue',
        `Invalid value '${JSON.stringify(status.privacyStatus)}' for status.privacyStatus. Allowed values: [private, public, unlisted]`,
        { domain: 'youtube.playlist', location: 'status.privacyStatus', locationType: 'parameter' },
      );
    }
    privacyStatus = status.privacyStatus as Privacy;
  }
  const localizations = optionalObject(resource.localizations, () =>
    playlistError(400, 'invalidLocalizations', 'The request provides invalid localizations.'),
  );
  const id = idOf(resource);
  return {
    ...(id ? { id } : {}),
    ...(written ? { snippet: written } : {}),
    ...(privacyStatus ? { privacyStatus } : {}),
    ...(localizations ? { localizations: readLocalizations(localizations) } : {}),
  };
}

function readLocalizations(value: Json): Record<string, { title?: string; description?: string }> {
  const out: Record<string, { title?: string; description?: string }> = {};
  for (const [language, entry] of Object.entries(value)) {
    const localized = entry as Json | null;
    if (typeof localized !== 'object' || localized === null || Array.isArray(localized)) {
      throw playlistError(400, 'invalidLocalizations', `The localization for "${language}" is not an object.`);
    }
    out[language] = {
      ...(typeof localized.title === 'string' ? { title: localized.title } : {}),
      ...(typeof localized.description === 'string' ? { description: localized.description } : {}),
    };
  }
  return out;
}

const ITEM_PARTS = ['snippet', 'contentDetails', 'status'];

export function readPlaylistItemBody(body: unknown, parts: readonly string[]): PlaylistItemWrite {
  const resource = bodyObject(body, 'playlistItem');
  checkPartsNamed(resource, ITEM_PARTS, parts);
  const invalidSnippet = () => itemError(400, 'invalidSnippet', 'The request does not specify a valid snippet.');
  const snippet = optionalObject(resource.snippet, invalidSnippet) ?? {};
  const playlistId = typeof snippet.playlistId === 'string' && snippet.playlistId ? snippet.playlistId : undefined;
  const resourceId = optionalObject(snippet.resourceId, invalidSnippet);
  let videoId: string | undefined;
  if (resourceId) {
    if (resourceId.kind !== 'youtube#video') {
      throw itemError(400, 'invalidResourceType', 'The type ID specified in the resource ID is not supported.');
    }
    if (typeof resourceId.videoId !== 'string' || resourceId.videoId === '') {
      throw itemError(400, 'videoNotFound', 'Video not found.');
    }
    videoId = resourceId.videoId;
  }
  let position: number | undefined;
  if (snippet.position !== undefined && snippet.position !== null) {
    // uint32 in the discovery document; clients send a number, some a numeric string.
    const raw = snippet.position;
    const value = typeof raw === 'string' && /^\d+$/.test(raw) ? Number(raw) : raw;
    if (typeof value !== 'number' || !Number.isInteger(value) || value < 0) throw invalidPosition();
    position = value;
  }
  let contentDetails: PlaylistItemWrite['contentDetails'];
  if (parts.includes('contentDetails')) {
    const details =
      optionalObject(resource.contentDetails, () =>
        itemError(400, 'invalidContentDetails', 'The contentDetails property in the request is not valid.'),
      ) ?? {};
    // startAt and endAt are deprecated: the platform ignores them, and so does the emulator.
    const note = details.note;
    if (note !== undefined && (typeof note !== 'string' || characterCount(note) > ITEM_NOTE_MAX_CHARACTERS)) {
      throw itemError(400, 'invalidContentDetails', 'The contentDetails property in the request is not valid.');
    }
    contentDetails = typeof note === 'string' && note !== '' ? { note } : {};
  }
  const id = idOf(resource);
  return {
    ...(id ? { id } : {}),
    ...(playlistId ? { playlistId } : {}),
    ...(videoId ? { videoId } : {}),
    ...(position !== undefined ? { position } : {}),
    ...(contentDetails ? { contentDetails } : {}),
  };
}

export function invalidPosition(): ApiError {
  return itemError(
    400,
    'invalidPlaylistItemPosition',
    "The request attempts to set the playlist item's position to an invalid or unsupported value. Check the value of the <code>position</code> property in the resource's <code>snippet</code>.",
  );
}
