// Binds the library.* calls of the contract to the LibraryService and the search of the channel's videos.
import type { libraryCalls } from '../../shared/ipc/library';
import type { HandlersFor } from '../ipc/handlers';
import type { LibraryService } from './library-service';
import type { VideoSearch } from './video-search';

export function createLibraryHandlers(library: LibraryService, search: VideoSearch): HandlersFor<typeof libraryCalls> {
  return {
    'library.list': ({ pageToken, pageSize }) =>
      library.list({ ...(pageToken ? { pageToken } : {}), ...(pageSize ? { pageSize } : {}) }),
    'library.search': ({ q, order, pageToken, pageSize }) =>
      search.search({
        q,
        ...(order ? { order } : {}),
        ...(pageToken ? { pageToken } : {}),
        ...(pageSize ? { pageSize } : {}),
      }),
    'library.get': ({ id }) => library.get(id),
    'library.update': ({ id, metadata }) => library.update(id, metadata),
    'library.trainability': ({ id }) => library.trainability(id),
    'library.delete': ({ id }) => library.delete(id),
  };
}
