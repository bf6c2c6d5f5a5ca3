// A playlistImage as the platform answers it (discovery revision 20240303: kind, id, snippet with playlistId, type,
// width and height; no URL), its id, and the part of a write body the emulator reads. The only type is "hero", so a
// playlist has at most one image and its id is derived from the playlist's and the type.
import { ApiError, apiErrors } from '../errors/api-error';
import type { PlaylistImageRecord } from '../media/media-state';

type PlaylistImageType = PlaylistImageRecord['type'];

export function playlistImageId(playlistId: string, type: PlaylistImageType): string {
  return Buffer.from(`${playlistId}:${type}`).toString('base64url');
}

/** Without an etag: the document's PlaylistImage and PlaylistImageListResponse have none. */
export function projectPlaylistImage(id: string, record: PlaylistImageRecord): Record<string, unknown> {
  return {
    kind: 'youtube#playlistImage',
    id,
    snippet: { playlistId: record.playlistId, type: record.type, width: record.width, height: record.height },
  };
}

export interface PlaylistImageWrite {
  readonly id?: string;
  readonly playlistId: string;
  readonly type: PlaylistImageType;
}

/** The resource of an insert or update: snippet.playlistId and snippet.type are required (the reference pages). */
export function readPlaylistImageWrite(body: unknown): PlaylistImageWrite {
  const value = (typeof body === 'object' && body !== null ? body : {}) as Record<string, unknown>;
  const snippet = (typeof value.snippet === 'object' && value.snippet !== null ? value.snippet : {}) as Record<
    string,
    unknown
  >;
  if (typeof snippet.playlistId !== 'string' || snippet.playlistId === '') {
    throw apiErrors.required('snippet.playlistId');
  }
  if (snippet.type === undefined) throw apiErrors.required('snippet.type');
  if (snippet.type !== 'hero') {
    throw new ApiError(400, 'invalidValue', `Invalid value for snippet.type: ${JSON.stringify(snippet.type)}.`, {
      domain: 'youtube.playlistImage',
      location: 'snippet.type',
      locationType: 'parameter',
    });
  }
  return {
    ...(typeof value.id === 'string' ? { id: value.id } : {}),
    playlistId: snippet.playlistId,
    type: snippet.type,
  };
}

export function playlistImageNotFound(): ApiError {
  return new ApiError(404, 'notFound', 'The playlist image identified with the request cannot be found.', {
    domain: 'youtube.playlistImage',
    location: 'id',
    locationType: 'parameter',
  });
}

/** "Accepted aspect ratio: 1:1 (square)" (playlistImages.insert reference page). */
export function playlistImageNotSquare(width: number, height: number): ApiError {
  return new ApiError(400, 'invalidImage', `The image must be square (1:1); it is ${width}×${height}.`, {
    domain: 'youtube.playlistImage',
  });
}
