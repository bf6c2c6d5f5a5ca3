// The playlists an upload can join: its own channel's, read with that channel's token.
import { useCallback } from 'react';
import type { PlaylistSummary } from '../../../shared/ipc/playlists';
import type { UploadView } from '../../../shared/uploads/upload-view';
import type { Failure } from '../../desk/failure';
import { useUploads } from '../../stores/uploads-store';

/**
 * The playlists of the upload's own channel, read with its token: an upload queued for another channel than the
 * chosen one offers that channel's playlists. (An upload from before channels were kept has none: the chosen one's.)
 */
export function usePlaylistsOf(view: UploadView): {
  readonly playlists: readonly PlaylistSummary[] | undefined;
  readonly loadError: Failure | undefined;
  readonly load: (force?: boolean) => Promise<void>;
} {
  const channelId = view.channelId;
  const chosenPlaylists = useUploads((s) => s.playlists);
  const chosenError = useUploads((s) => s.playlistsError);
  const loadChosen = useUploads((s) => s.loadPlaylists);
  const own = useUploads((s) => (channelId === undefined ? undefined : s.channelPlaylists[channelId]));
  const loadOwn = useUploads((s) => s.loadChannelPlaylists);
  const load = useCallback(
    (force?: boolean) => (channelId === undefined ? loadChosen(force) : loadOwn(channelId, force)),
    [channelId, loadChosen, loadOwn],
  );
  if (channelId === undefined) return { playlists: chosenPlaylists, loadError: chosenError, load };
  return Array.isArray(own)
    ? { playlists: own as readonly PlaylistSummary[], loadError: undefined, load }
    : { playlists: undefined, loadError: own as Failure | undefined, load };
}
