import type { FeatureContext, Feature } from '../app/feature';
import { createLibraryHandlers } from './library-handlers';
import { createLibraryService } from './library-service';
import { uploadsPlaylistOf } from './uploads-playlist';
import { VideoFigures } from './video-figures';
import { VideoSearch } from './video-search';
import { writerFor, type CatalogueWriter } from '../catalogue/catalogue-writer';

export function createLibraryFeature(ctx: FeatureContext, catalogue?: CatalogueWriter) {
  const figures = new VideoFigures({ dataApi: ctx.dataApi });
  const library = createLibraryService({
    dataApi: ctx.dataApi,
    uploadsPlaylistId: () => uploadsPlaylistOf(ctx.account(), ctx.dataApi),
    figures,
    ...(catalogue ? { written: writerFor(catalogue, ctx.channelId) } : {}),
  });
  return {
    handlers: createLibraryHandlers(library, new VideoSearch({ dataApi: ctx.dataApi })),
    // Another account may spend from another project, whose batchGetStats may be available: ask it afresh.
    onAccountChanged: () => figures.forget(),
  } satisfies Feature;
}
