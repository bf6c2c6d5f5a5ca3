// Binds the upload calls of the contract to the upload service. The router has already validated every payload.
import type { uploadCalls } from '../../shared/ipc/uploads';
import type { HandlersFor } from '../ipc/handlers';
import type { UploadService } from './upload-service';

export function createUploadHandlers(service: UploadService): HandlersFor<typeof uploadCalls> {
  return {
    'uploads.list': () => service.snapshot(),
    'uploads.enqueue': ({ files, hold }) => service.enqueue(files, { hold: hold ?? false }),
    'uploads.updateMetadata': ({ id, metadata }) => service.updateMetadata(id, metadata),
    'uploads.pause': ({ id }) => service.pause(id),
    'uploads.resume': ({ id }) => service.resume(id),
    'uploads.cancel': ({ id }) => service.cancel(id),
    'uploads.retry': ({ id }) => service.retry(id),
    'uploads.remove': ({ id }) => service.remove(id),
    'uploads.clearFinished': () => service.clearFinished(),
    'uploads.pauseAll': () => service.pauseAll(),
    'uploads.resumeAll': () => service.resumeAll(),
    'uploads.move': ({ id, toIndex }) => service.move(id, toIndex),
    'uploads.getSettings': () => service.getSettings(),
    'uploads.setSettings': (patch) => service.setSettings(patch),
    'uploads.categories': (query) => service.categories(query),
  };
}
