// Binds the captions.* calls of the contract to the captions service. The router has validated every payload.
import type { captionCalls } from '../../shared/ipc/captions';
import type { HandlersFor } from '../ipc/handlers';
import type { CaptionsService } from './captions-service';

export function createCaptionsHandlers(service: CaptionsService): HandlersFor<typeof captionCalls> {
  return {
    'captions.list': ({ videoId }) => service.list(videoId),
    'captions.insert': (input) => service.insert(input),
    'captions.setDraft': ({ id, isDraft }) => service.setDraft(id, isDraft),
    'captions.download': ({ id, format }) => service.download(id, format),
    'captions.delete': ({ id }) => service.delete(id),
  };
}
