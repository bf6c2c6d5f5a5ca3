import type { FeatureContext, Feature } from '../kernel/feature';
import { createLibraryHandlers } from './library-handlers';
import { createLibraryService } from './library-service';
import { uploadsPlaylistOf } from './uploads-playlist';
import { VideoFigures } from './video-figures';
import { VideoSearch } from './video-search';
import { writerFor, type CatalogueWriter } from '../catalogue/catalogue-writer';

export function createLibraryFeature(
  ctx: FeatureContext,
  { catalogue }: { readonly catalogue?: CatalogueWriter } = {},
) {
  const figures = new VideoFigures({ dataApi: () => ctx.channel().dataApi });
  const library = createLibraryService({
    dataApi: () => ctx.channel().dataApi,
    uploadsPlaylistId: () => uploadsPlaylistOf(ctx.account(), () => ctx.channel().dataApi),
    figures,
    ...(catalogue ? { written: writerFor(catalogue, ctx.channelId) } : {}),
  });
  return {
    handlers: createLibraryHandlers(library, new VideoSearch({ dataApi: () => ctx.channel().dataApi })),
    // Another account may spend from another project, whose batchGetStats may be available: ask it afresh.
    onAccountChanged: () => figures.forget(),
  } satisfies Feature;
}
