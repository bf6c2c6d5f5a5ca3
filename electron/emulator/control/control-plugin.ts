// Test control under /_emulator/v1: what the emulator is (every base URL, the demo client and channel), tokens
// minted without clicking through OAuth, expiring them, the quota ledger, videos added to a channel, how often each
// video was updated, and the journal of writes (whose token each write came with).
import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import { z } from 'zod';
import { EMULATOR_CORE } from '../core-plugin';
import { YOUTUBE_DATA_API } from '../data-api/data-api-plugin';
import { DEMO_CHANNEL_ID } from '../data-api/demo-seed';
import { DEMO_CLIENT } from '../oauth/oauth-clients';
import { mergeInfo } from './merge-info';
import { addVideos, addVideosSchema } from './added-videos';
import { resetUpdateCounts, updateCountsView } from './update-counts';
import { WriteJournal } from './write-journal';
import type { YoutubeState } from '../data-api/youtube-state';
import {
  applyChannelStudioSettings,
  applyVideoStudioSettings,
  channelStudioSettingsSchema,
  videoStudioSettingsSchema,
} from './studio-settings';
import {
  applyQuotaSettings,
  exhaustQuota,
  quotaExhaustSchema,
  quotaSettingsSchema,
  quotaView,
  resetQuota,
} from './quota-control';

export const CONTROL_PREFIX = '/_emulator/v1';

const DEFAULT_SCOPES = [
  'https://www.googleapis.com/auth/youtube',
  'https://www.googleapis.com/auth/youtube.force-ssl',
  'https://www.googleapis.com/auth/youtube.upload',
];

const tokenRequestSchema = z.strictObject({
  channelId: z.string().min(1).default(DEMO_CHANNEL_ID),
  scopes: z.array(z.string().min(1)).min(1).default(DEFAULT_SCOPES),
  clientId: z.string().min(1).default(DEMO_CLIENT.clientId),
});

const control: FastifyPluginAsync = async (app) => {
  const ctx = app.emulator;
  const quota = app.youtubeQuota;
  const store = app.youtubeStore;

  app.get(`${CONTROL_PREFIX}/info`, async (_request, reply) =>
    reply.header('cache-control', 'no-store').send(mergeInfo([() => ({ baseUrl: ctx.baseUrl() }), ...ctx.info])),
  );

  app.get(`${CONTROL_PREFIX}/health`, async () => ({ ok: true }));

  app.post(`${CONTROL_PREFIX}/tokens`, async (request, reply) => {
    const parsed = tokenRequestSchema.safeParse(request.body ?? {});
    if (!parsed.success)
      return reply.code(400).send({ error: `invalid token request: ${z.prettifyError(parsed.error)}` });
    if (!store.channel(parsed.data.channelId))
      return reply.code(404).send({ error: `no channel with id ${parsed.data.channelId}` });
    const issued = ctx.tokens.issueAccessToken(parsed.data);
    return { ...issued, token_type: 'Bearer', scope: parsed.data.scopes.join(' ') };
  });

  app.post(`${CONTROL_PREFIX}/tokens/expire`, async () => ({ expired: ctx.tokens.expireAllAccessTokens() }));

  app.get(`${CONTROL_PREFIX}/clock`, async () => ({ now: new Date(ctx.now()).toISOString() }));
  app.post(`${CONTROL_PREFIX}/clock`, async (request, reply) => {
    const parsed = z.strictObject({ advanceMs: z.number().int().min(-1e12).max(1e12) }).safeParse(request.body);
    if (!parsed.success)
      return reply.code(400).send({ error: `invalid clock change: ${z.prettifyError(parsed.error)}` });
    return {
      now: new Date(ctx.clock.advance(parsed.data.advanceMs)).toISOString(),
    };
  });

  app.get(`${CONTROL_PREFIX}/videos`, async () => {
    const videos = store.videos().map((video) => ({
      id: video.id,
      channelId: video.channelId,
      title: video.snippet.title,
      uploaded: video.media !== undefined,
    }));
    return { count: videos.length, videos };
  });

  app.post(`${CONTROL_PREFIX}/videos`, async (request, reply) => {
    const parsed = addVideosSchema.safeParse(request.body);
    if (!parsed.success) return reply.code(400).send({ error: `invalid videos: ${z.prettifyError(parsed.error)}` });
    const ids = store.change((state) => addVideos(state, parsed.data, ctx.now()));
    if (!ids) return reply.code(404).send({ error: `no channel with id ${parsed.data.channelId}` });
    await store.flush();
    return { ids };
  });

  // What the studio sets and the Data API only reads (studio-settings.ts).
  const studioRoute = <T extends object>(
    kind: 'video' | 'channel',
    schema: z.ZodType<T>,
    apply: (state: YoutubeState, id: string, settings: T) => boolean,
  ) =>
    app.put(`${CONTROL_PREFIX}/${kind}s/:id/studio`, async (request, reply) => {
      const { id } = request.params as { id: string };
      const parsed = schema.safeParse(request.body);
      if (!parsed.success)
        return reply.code(400).send({ error: `invalid studio settings: ${z.prettifyError(parsed.error)}` });
      if (!store.change((state) => apply(state, id, parsed.data)))
        return reply.code(404).send({ error: `no ${kind} with id ${id}` });
      await store.flush();
      return { id, ...parsed.data };
    });
  studioRoute('video', videoStudioSettingsSchema, applyVideoStudioSettings);
  studioRoute('channel', channelStudioSettingsSchema, applyChannelStudioSettings);

  app.get(`${CONTROL_PREFIX}/videos/updates`, async () => updateCountsView(store));
  app.post(`${CONTROL_PREFIX}/videos/updates/reset`, async () => {
    resetUpdateCounts(store);
    await store.flush();
    return updateCountsView(store);
  });

  const writes = new WriteJournal();
  quota.onCharge((call) => writes.heard(call));
  app.get(`${CONTROL_PREFIX}/writes`, async (request, reply) => {
    const parsed = z.strictObject({ channelId: z.string().min(1).max(100).optional() }).safeParse(request.query ?? {});
    if (!parsed.success) return reply.code(400).send({ error: `invalid query: ${z.prettifyError(parsed.error)}` });
    const entries = writes.list(parsed.data.channelId);
    return { count: entries.length, writes: entries };
  });
  app.post(`${CONTROL_PREFIX}/writes/reset`, async () => {
    writes.reset();
    return { count: 0, writes: [] };
  });

  app.get(`${CONTROL_PREFIX}/quota`, async () => quotaView(quota));
  app.put(`${CONTROL_PREFIX}/quota`, async (request, reply) => {
    const parsed = quotaSettingsSchema.safeParse(request.body);
    if (!parsed.success)
      return reply.code(400).send({ error: `invalid quota settings: ${z.prettifyError(parsed.error)}` });
    applyQuotaSettings(quota, parsed.data);
    return quotaView(quota);
  });
  app.post(`${CONTROL_PREFIX}/quota/reset`, async () => {
    resetQuota(quota);
    return quotaView(quota);
  });
  app.post(`${CONTROL_PREFIX}/quota/exhaust`, async (request, reply) => {
    const parsed = quotaExhaustSchema.safeParse(request.body ?? undefined);
    if (!parsed.success)
      return reply.code(400).send({ error: `invalid quota fault: ${z.prettifyError(parsed.error)}` });
    exhaustQuota(quota, parsed.data);
    return quotaView(quota);
  });
};

const CONTROL = 'control';

export const controlPlugin = fp(control, {
  name: CONTROL,
  fastify: '5.x',
  dependencies: [EMULATOR_CORE, YOUTUBE_DATA_API],
});
