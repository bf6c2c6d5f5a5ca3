import type { FeatureContext, Feature } from '../app/feature';
import { createPlaylistCoverService } from './playlist-cover-service';
import { createPlaylistHandlers } from './playlists-handlers';
import { createPlaylistsService } from './playlists-service';

export function createPlaylistsFeature(ctx: FeatureContext) {
  const covers = createPlaylistCoverService({
    dataApi: ctx.dataApi,
    client: ctx.imageClient,
    staging: ctx.staging,
    acceptsPaths: ctx.acceptsPaths,
  });
  return {
    handlers: createPlaylistHandlers(createPlaylistsService({ dataApi: ctx.dataApi }), covers),
  } satisfies Feature;
}
