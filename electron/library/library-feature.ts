import type { FeatureContext, Feature } from '../app/feature';
import { createLibraryHandlers } from './library-handlers';
import { createLibraryService } from './library-service';
import { uploadsPlaylistOf } from './uploads-playlist';
import { VideoFigures } from './video-figures';
import { VideoSearch } from './video-search';

export function createLibraryFeature(ctx: FeatureContext) {
  const library = createLibraryService({
    dataApi: ctx.dataApi,
    uploadsPlaylistId: () => uploadsPlaylistOf(ctx.account(), ctx.dataApi),
    figures: new VideoFigures({ dataApi: ctx.dataApi }),
  });
  return { handlers: createLibraryHandlers(library, new VideoSearch({ dataApi: ctx.dataApi })) } satisfies Feature;
}
