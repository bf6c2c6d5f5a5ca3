// The platform's images: thumbnails.set and watermarks.set on the upload host, watermarks.unset on the Data API,
// the images served back, and their test control. Custom thumbnails reach videos.list through the Data API
// store's thumbnail lookup, so every projection of a video shows them.
import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import { EMULATOR_CORE } from '../core-plugin';
import { YOUTUBE_DATA_API } from '../youtube/data-api-feature';
import { mediaStateIsNew, seedDemoCover } from './demo-cover';
import { registerMediaControlRoutes } from './media-control-routes';
import type { MediaHost } from './media-host';
import { mediaRoutes } from './media-routes';
import { MediaStore } from './media-store';
import { thumbnailDetails } from './thumbnail-set';

const mediaPlugin: FastifyPluginAsync = async (app) => {
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

export const MEDIA = 'media';

export const mediaFeature = fp(mediaPlugin, {
  name: MEDIA,
  fastify: '5.x',
  dependencies: [EMULATOR_CORE, YOUTUBE_DATA_API],
});
