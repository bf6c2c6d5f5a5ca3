import type { FeatureContext, Feature } from '../app/feature';
import { createPlaylistHandlers } from './playlists-handlers';
import { createPlaylistsService } from './playlists-service';

export function createPlaylistsFeature(ctx: FeatureContext) {
  return { handlers: createPlaylistHandlers(createPlaylistsService({ dataApi: ctx.dataApi })) } satisfies Feature;
}
