// Test control of the big channel (issue 34): POST /_emulator/v1/big-channel seeds a channel with thousands of
// generated videos (big-channel.ts), the caption tracks of a share of them in the catalog, and says how many it
// added; seeding again with the same seed adds nothing.
import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import { z } from 'zod';
import { EMULATOR_CORE } from '../core-plugin';
import { YOUTUBE_DATA_API } from '../data-api/data-api-plugin';
import type { CaptionRecord } from '../data-api/catalog/catalog-state';
import { addBigChannel, bigChannelSchema } from './big-channel';
import { CONTROL_PREFIX } from './control-plugin';

function captionOf(videoId: string, at: string): CaptionRecord {
  return {
    id: `AUieDaBig${videoId}en`,
    videoId,
    language: 'en',
    name: 'English',
    isDraft: false,
    trackKind: 'standard',
    audioTrackType: 'unknown',
    isCC: false,
    isLarge: false,
    isEasyReader: false,
    lastUpdated: at,
    status: 'serving',
    file: '1\n00:00:01,000 --> 00:00:04,000\nHello and welcome.\n',
  };
}

const bigChannelControl: FastifyPluginAsync = async (app) => {
  const store = app.youtubeStore;
  app.post(`${CONTROL_PREFIX}/big-channel`, async (request, reply) => {
    const parsed = bigChannelSchema.safeParse(request.body ?? {});
    if (!parsed.success)
      return reply.code(400).send({ error: `invalid big channel: ${z.prettifyError(parsed.error)}` });
    const now = app.emulator.now();
    const result = store.change((state) => addBigChannel(state, parsed.data, now));
    if (!result) return reply.code(404).send({ error: `no channel with id ${parsed.data.channelId}` });
    if (result.captioned.length > 0) {
      const at = new Date(now).toISOString();
      app.youtubeCatalog.catalog.change((state) => {
        state.captions.push(...result.captioned.map((videoId) => captionOf(videoId, at)));
      });
    }
    await Promise.all([store.flush(), app.youtubeCatalog.catalog.flush()]);
    return {
      added: result.added,
      captioned: result.captioned.length,
      total: store.videoCountOf(parsed.data.channelId),
    };
  });
};

export const bigChannelControlPlugin = fp(bigChannelControl, {
  name: 'big-channel-control',
  fastify: '5.x',
  dependencies: [EMULATOR_CORE, YOUTUBE_DATA_API, 'catalog-uploads'],
});
