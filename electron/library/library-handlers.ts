// Binds the library.* calls of the contract to the LibraryService.
import type { libraryCalls } from '../../shared/ipc/library';
import type { HandlersFor } from '../ipc/handlers';
import type { LibraryService } from './library-service';

export function createLibraryHandlers(library: LibraryService): HandlersFor<typeof libraryCalls> {
  return {
    'library.list': ({ pageToken, pageSize }) =>
      library.list({ ...(pageToken ? { pageToken } : {}), ...(pageSize ? { pageSize } : {}) }),
    'library.get': ({ id }) => library.get(id),
    'library.update': ({ id, metadata }) => library.update(id, metadata),
    'library.delete': ({ id }) => library.delete(id),
  };
}
