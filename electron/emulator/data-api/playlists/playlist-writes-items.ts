// playlistItems.insert/update/delete on the platform's state, with 0-based positions: an insert appends unless it
// names a position (at most the item count), a move shifts the items between, and only the playlist's owner may
// write, never into the uploads playlist. Every check runs before the state is touched.
import { randomBytes } from 'node:crypto';
import { invalidPosition, itemError, type PlaylistItemWrite } from './playlist-write-bodies';
import type { PlaylistItemRecord, PlaylistRecord, VideoRecord, YoutubeState } from '../youtube-state';

/** The most items a playlist holds on the platform. */
const MAX_PLAYLIST_ITEMS = 5000;

interface PlacedItem {
  readonly playlist: PlaylistRecord;
  readonly item: PlaylistItemRecord;
  readonly position: number;
}

function newItemId(): string {
  return `UExp${randomBytes(24).toString('base64url')}`;
}

function itemsOf(state: YoutubeState, playlistId: string): PlaylistItemRecord[] {
  return (state.playlistItems[playlistId] ??= []);
}

function checkWritable(playlist: PlaylistRecord, channelId: string, verb: 'insert' | 'update' | 'delete'): void {
  if (playlist.channelId !== channelId) {
    throw itemError(
      403,
      'playlistItemsNotAccessible',
      `The request is not properly authorized to ${verb} the specified playlist item.`,
    );
  }
  if (playlist.uploads) {
    throw itemError(
      400,
      'playlistOperationUnsupported',
      `The API does not support the ability to ${verb} items of the specified playlist. For example, you can't ${verb} items of your uploaded videos playlist.`,
    );
  }
}

function findItem(state: YoutubeState, id: string | undefined): PlacedItem {
  for (const playlist of state.playlists) {
    const items = state.playlistItems[playlist.id] ?? [];
    const position = id === undefined ? -1 : items.findIndex((item) => item.id === id);
    if (position >= 0) return { playlist, item: items[position] as PlaylistItemRecord, position };
  }
  throw itemError(
    404,
    'playlistItemNotFound',
    "The playlist item identified with the request's <code>id</code> parameter cannot be found.",
  );
}

export function insertPlaylistItem(
  state: YoutubeState,
  channelId: string,
  write: PlaylistItemWrite,
  nowIso: string,
): PlacedItem {
  if (!write.playlistId) {
    throw itemError(400, 'playlistIdRequired', 'The request does not specify a playlist ID.');
  }
  const playlist = state.playlists.find((candidate) => candidate.id === write.playlistId);
  if (!playlist) {
    throw itemError(
      404,
      'playlistNotFound',
      "The playlist identified with the request's <code>playlistId</code> parameter cannot be found.",
    );
  }
  checkWritable(playlist, channelId, 'insert');
  const video: VideoRecord | undefined = state.videos.find((candidate) => candidate.id === write.videoId);
  // Someone else's private video is as good as missing: the platform does not say it exists.
  if (!video || (video.status.privacyStatus === 'private' && video.channelId !== channelId)) {
    throw itemError(
      404,
      'videoNotFound',
      'The video that you are trying to add to the playlist cannot be found. Check the value of the <code>videoId</code> property to ensure that it is correct.',
    );
  }
  const items = itemsOf(state, playlist.id);
  if (items.length >= MAX_PLAYLIST_ITEMS) {
    throw itemError(
      403,
      'playlistContainsMaximumNumberOfVideos',
      'The playlist already contains the maximum allowed number of items.',
    );
  }
  const position = write.position ?? items.length;
  if (position > items.length) throw invalidPosition();
  const item: PlaylistItemRecord = {
    id: newItemId(),
    playlistId: playlist.id,
    videoId: video.id,
    publishedAt: nowIso,
    ...(write.contentDetails?.note ? { note: write.contentDetails.note } : {}),
  };
  items.splice(position, 0, item);
  return { playlist, item, position };
}

/** Moves an item when its snippet names a new position; contentDetails, when named, replaces the note. */
export function updatePlaylistItem(
  state: YoutubeState,
  channelId: string,
  write: PlaylistItemWrite,
  parts: readonly string[],
): PlacedItem {
  const found = findItem(state, write.id);
  checkWritable(found.playlist, channelId, 'update');
  if (parts.includes('snippet')) {
    if (!write.playlistId) {
      throw itemError(400, 'playlistIdRequired', 'The request does not specify a playlist ID.');
    }
    if (
      write.playlistId !== found.playlist.id ||
      (write.videoId !== undefined && write.videoId !== found.item.videoId)
    ) {
      throw itemError(400, 'invalidSnippet', 'The request does not specify a valid snippet.');
    }
  }
  const items = itemsOf(state, found.playlist.id);
  let position = found.position;
  if (write.position !== undefined && write.position !== found.position) {
    if (write.position >= items.length) throw invalidPosition();
    items.splice(found.position, 1);
    items.splice(write.position, 0, found.item);
    position = write.position;
  }
  if (write.contentDetails) {
    if (write.contentDetails.note) found.item.note = write.contentDetails.note;
    else delete found.item.note;
  }
  return { playlist: found.playlist, item: found.item, position };
}

export function deletePlaylistItem(state: YoutubeState, channelId: string, id: string): void {
  const found = findItem(state, id);
  checkWritable(found.playlist, channelId, 'delete');
  itemsOf(state, found.playlist.id).splice(found.position, 1);
}
