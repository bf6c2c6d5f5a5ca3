import type { FeatureContext, Feature } from '../kernel/feature';
import { createPlaylistCoverService } from './playlist-cover-service';
import { createPlaylistHandlers } from './playlists-handlers';
import { createPlaylistsService } from './playlists-service';

export function createPlaylistsFeature(ctx: FeatureContext) {
  const covers = createPlaylistCoverService({
    dataApi: () => ctx.channel().dataApi,
    client: () => ctx.channel().imageClient,
    staging: ctx.staging,
    acceptsPaths: ctx.acceptsPaths,
  });
  return {
    handlers: createPlaylistHandlers(
      createPlaylistsService({ dataApi: () => ctx.channel().dataApi }),
      covers,
      (channelId) =>
        // playlists.list with mine=true answers the token's own channel (the playlists.list reference as read on
        // 2026-11-26, developers.google.com/youtube/v3/docs/playlists/list): that channel's token gives its playlists.
        createPlaylistsService({ dataApi: () => ctx.channel(channelId).dataApi }),
    ),
  } satisfies Feature;
}
