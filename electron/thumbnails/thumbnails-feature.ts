import type { FeatureContext, Feature } from '../kernel/feature';
import { createThumbnailHandlers } from './thumbnail-handlers';
import { createThumbnailService } from './thumbnail-service';

export function createThumbnailsFeature(ctx: FeatureContext) {
  const service = createThumbnailService({
    client: () => ctx.channel().imageClient,
    staging: ctx.staging,
    acceptsPaths: ctx.acceptsPaths,
    emitProgress: (progress) => ctx.events.emit('thumbnails.progress', progress),
  });
  return { handlers: createThumbnailHandlers(service) } satisfies Feature;
}
