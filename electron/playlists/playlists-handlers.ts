// Binds the playlists.* calls of the contract to the PlaylistsService and the covers' service.
import type { playlistCalls } from '../../shared/ipc/playlists';
import type { HandlersFor } from '../ipc/handlers';
import type { PlaylistCoverService } from './playlist-cover-service';
import type { PlaylistsService } from './playlists-service';

export function createPlaylistHandlers(
  service: PlaylistsService,
  covers: PlaylistCoverService,
  /** The same service with a signed-in channel's own token (its uploads' playlists); without: the chosen one's. */
  serviceFor: (channelId: string) => Pick<PlaylistsService, 'list'> = () => service,
): HandlersFor<typeof playlistCalls> {
  return {
    'playlists.list': (input) => (input?.channelId === undefined ? service : serviceFor(input.channelId)).list(),
    'playlists.items': ({ playlistId }) => service.items(playlistId),
    'playlists.channelVideos': () => service.channelVideos(),
    'playlists.create': (fields) => service.create(fields),
    'playlists.update': ({ playlistId, fields }) => service.update(playlistId, fields),
    'playlists.delete': ({ playlistId }) => service.remove(playlistId),
    'playlists.addVideos': ({ playlistId, videoIds }) => service.addVideos(playlistId, videoIds),
    'playlists.removeItem': ({ itemId }) => service.removeItem(itemId),
    'playlists.moveItem': (input) => service.moveItem(input),
    'playlists.cover': ({ playlistId }) => covers.cover(playlistId),
    'playlists.setCover': ({ playlistId, source, coverId }) =>
      covers.setCover({ playlistId, source, ...(coverId ? { coverId } : {}) }),
    'playlists.deleteCover': ({ coverId }) => covers.deleteCover(coverId),
  };
}
