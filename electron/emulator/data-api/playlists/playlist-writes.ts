// playlists.insert/update/delete on the platform's state: who may change a playlist, what an update replaces, and
// the channel's uploads playlist, which only the platform manages. Every check runs before the state is touched.
import { randomBytes } from 'node:crypto';
import { ApiError } from '../errors/api-error';
import type { PlaylistWrite } from './playlist-write-bodies';
import type { PlaylistRecord, YoutubeState } from '../youtube-state';

function playlistError(status: number, reason: string, message: string, location?: string): ApiError {
  return new ApiError(status, reason, message, {
    domain: 'youtube.playlist',
    ...(location ? { location, locationType: 'parameter' as const } : {}),
  });
}

function newPlaylistId(): string {
  // 24 random bytes are the 32 characters after "PL" that the platform's playlist ids have.
  return `PL${randomBytes(24).toString('base64url')}`;
}

/** A playlist the caller may change: found, theirs, and not the uploads playlist. */
export function ownPlaylist(
  state: YoutubeState,
  id: string | undefined,
  channelId: string,
  verb: string,
): PlaylistRecord {
  const playlist = id === undefined ? undefined : state.playlists.find((candidate) => candidate.id === id);
  if (!playlist) {
    throw playlistError(
      404,
      'playlistNotFound',
      "The playlist identified with the request's <code>id</code> parameter cannot be found.",
      'id',
    );
  }
  if (playlist.channelId !== channelId) {
    throw playlistError(
      403,
      'playlistForbidden',
      'This operation is forbidden or the request is not properly authorized.',
    );
  }
  if (playlist.uploads) {
    throw playlistError(
      400,
      'playlistOperationUnsupported',
      `The API does not support the ability to ${verb} the specified playlist. For example, you can't ${verb} your uploaded videos playlist.`,
    );
  }
  return playlist;
}

export function insertPlaylist(
  state: YoutubeState,
  channelId: string,
  write: PlaylistWrite,
  nowIso: string,
): PlaylistRecord {
  if (!write.snippet) throw playlistError(400, 'playlistTitleRequired', 'The request must specify a playlist title.');
  const playlist: PlaylistRecord = {
    id: newPlaylistId(),
    channelId,
    title: write.snippet.title,
    description: write.snippet.description,
    // Public unless the request says otherwise, as the platform documents.
    privacyStatus: write.privacyStatus ?? 'public',
    publishedAt: nowIso,
    uploads: false,
    ...(write.snippet.defaultLanguage ? { defaultLanguage: write.snippet.defaultLanguage } : {}),
    ...(write.localizations ? { localizations: write.localizations } : {}),
  };
  state.playlists.push(playlist);
  state.playlistItems[playlist.id] = [];
  return playlist;
}

/** Each part named replaces what it holds; parts not named keep theirs. */
export function updatePlaylist(
  state: YoutubeState,
  channelId: string,
  write: PlaylistWrite,
  parts: readonly string[],
): PlaylistRecord {
  const playlist = ownPlaylist(state, write.id, channelId, 'update');
  if (parts.includes('snippet') && !write.snippet) {
    throw playlistError(400, 'playlistTitleRequired', 'The request must specify a playlist title.');
  }
  if (write.snippet) {
    playlist.title = write.snippet.title;
    playlist.description = write.snippet.description;
    if (write.snippet.defaultLanguage) playlist.defaultLanguage = write.snippet.defaultLanguage;
    else delete playlist.defaultLanguage;
  }
  if (parts.includes('status') && write.privacyStatus) playlist.privacyStatus = write.privacyStatus;
  if (parts.includes('localizations')) {
    if (write.localizations) playlist.localizations = write.localizations;
    else delete playlist.localizations;
  }
  return playlist;
}

export function deletePlaylist(state: YoutubeState, channelId: string, id: string): void {
  const playlist = ownPlaylist(state, id, channelId, 'delete');
  state.playlists = state.playlists.filter((candidate) => candidate !== playlist);
  delete state.playlistItems[playlist.id];
}
