// The platform's images: thumbnails.set and watermarks.set on the upload host, watermarks.unset on the Data API,
// the images served back, and their test control. Custom thumbnails reach videos.list through the Data API
// store's thumbnail lookup, so every projection of a video shows them.
import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import { EMULATOR_CORE } from '../../core-plugin';
import { prepareSmallMediaScope, SMALL_MEDIA_PREFIXES } from '../../upload-host/small-media-scope';
import { DATA_API_PREFIX } from '../api-paths';
import {
  handlePlaylistImageDelete,
  handlePlaylistImageInsert,
  handlePlaylistImageList,
  handlePlaylistImageUpdate,
} from '../playlist-images/playlist-image-routes';
import { handleWatermarkSet, handleWatermarkUnset } from '../watermarks/watermark-routes';
import { YOUTUBE_DATA_API } from '../data-api-plugin';
import { mediaStateIsNew, seedDemoCover } from '../playlist-images/demo-cover';
import { registerMediaControlRoutes } from './media-control-routes';
import type { MediaHost } from './media-host';
import { MediaStore } from './media-store';
import { handleThumbnailSet, thumbnailDetails } from '../thumbnails/thumbnail-set';

const registerMedia: FastifyPluginAsync = async (app) => {
  const ctx = app.emulator;
  const fresh = await mediaStateIsNew(ctx.options.dataDir);
  const host: MediaHost = {
    ctx,
    videos: app.youtubeStore,
    quota: app.youtubeQuota,
    media: await MediaStore.open(ctx.options.dataDir, () => ctx.now()),
    faults: app.emulatorFaults,
  };
  if (fresh) await seedDemoCover(host);
  app.youtubeStore.useCustomThumbnails((videoId) => {
    const record = host.media.thumbnailOf(videoId);
    return record ? thumbnailDetails(host, record) : undefined;
  });
  app.youtubeStore.useChannelVerification((channelId) => host.media.isVerified(channelId));
  // A failure to delete the files leaves only unused files behind; the video's record is gone all the same.
  app.youtubeStore.onVideoRemoved((videoId) => void host.media.forgetThumbnail(videoId).catch(() => undefined));
  await app.register(mediaRoutes(host));
  registerMediaControlRoutes(app, host);
  ctx.info.push(() => ({
    media: {
      thumbnailsSet: `${ctx.baseUrl()}/upload/youtube/v3/thumbnails/set`,
      watermarksSet: `${ctx.baseUrl()}/upload/youtube/v3/watermarks/set`,
      watermark: `${ctx.baseUrl()}/_emulator/v1/channels/{channelId}/watermark`,
      verification: `${ctx.baseUrl()}/_emulator/v1/channels/{channelId}/verification`,
    },
  }));
  app.addHook('onClose', () => host.media.flush());
};

// The platform's image methods in one small-media scope, like the upload host's: the handlers read the image
// themselves, bounded by each method's limit.
function mediaRoutes(host: MediaHost) {
  return async (scope: FastifyInstance): Promise<void> => {
    prepareSmallMediaScope(scope);
    // Both paths take media and multipart bodies.
    for (const prefix of SMALL_MEDIA_PREFIXES) {
      scope.post(`${prefix}/thumbnails/set`, (request, reply) => handleThumbnailSet(host, request, reply));
      scope.post(`${prefix}/watermarks/set`, (request, reply) => handleWatermarkSet(host, request, reply));
      scope.post(`${prefix}/playlistImages`, (request, reply) => handlePlaylistImageInsert(host, request, reply));
      scope.put(`${prefix}/playlistImages`, (request, reply) => handlePlaylistImageUpdate(host, request, reply, true));
    }
    scope.get(`${DATA_API_PREFIX}/playlistImages`, (request, reply) => handlePlaylistImageList(host, request, reply));
    scope.put(`${DATA_API_PREFIX}/playlistImages`, (request, reply) =>
      handlePlaylistImageUpdate(host, request, reply, false),
    );
    scope.delete(`${DATA_API_PREFIX}/playlistImages`, (request, reply) =>
      handlePlaylistImageDelete(host, request, reply),
    );
    scope.post(`${DATA_API_PREFIX}/watermarks/unset`, (request, reply) => handleWatermarkUnset(host, request, reply));
  };
}

const MEDIA = 'media';

export const mediaPlugin = fp(registerMedia, {
  name: MEDIA,
  fastify: '5.x',
  dependencies: [EMULATOR_CORE, YOUTUBE_DATA_API],
});
