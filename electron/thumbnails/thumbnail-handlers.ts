// Binds the thumbnail calls of the contract to the thumbnail service. The router has validated every payload.
import type { thumbnailCalls } from '../../shared/ipc/thumbnails';
import type { HandlersFor } from '../ipc/handlers';
import type { ThumbnailService } from './thumbnail-service';

export function createThumbnailHandlers(service: ThumbnailService): HandlersFor<typeof thumbnailCalls> {
  return {
    'thumbnails.set': (input) => service.set(input),
  };
}
