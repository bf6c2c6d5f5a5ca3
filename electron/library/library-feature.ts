import type { FeatureContext, Feature } from '../kernel/feature';
import { createLibraryHandlers } from './library-handlers';
import { createLibraryService } from './library-service';
import { uploadsPlaylistOf } from './uploads-playlist';
import { VideoFigures } from './video-figures';
import { VideoSearch } from './video-search';

export function createLibraryFeature(ctx: FeatureContext) {
  const figures = new VideoFigures({ dataApi: () => ctx.channel().dataApi });
  const library = createLibraryService({
    dataApi: () => ctx.channel().dataApi,
    uploadsPlaylistId: () => uploadsPlaylistOf(ctx.account(), () => ctx.channel().dataApi),
    figures,
  });
  return {
    handlers: createLibraryHandlers(library, new VideoSearch({ dataApi: () => ctx.channel().dataApi })),
    // Another account may spend from another project, whose batchGetStats may be available: ask it afresh.
    onAccountChanged: () => figures.forget(),
  } satisfies Feature;
}
