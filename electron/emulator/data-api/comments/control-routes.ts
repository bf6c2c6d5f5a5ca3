// Test control of the comments under /_emulator/v1/comments: seed many comments fast, read a comment's true status
// whoever asks, count the moderation calls the app made, see the ban lists, and arm faults on the comment methods.
import type { FastifyInstance } from 'fastify';
import { randomBytes } from 'node:crypto';
import { z } from 'zod';
import type { YoutubeStore } from '../youtube-store';
import { DEMO_CHANNEL_ID } from '../demo-seed';
import { commentFaultSchema, type CommentFaults } from '../../faults/comment-faults';
import { MODERATION_STATUSES, type CommentRecord, type ModerationStatus } from './comment-state';
import type { CommentsStore } from './comments-store';
import { bulkComments } from './generate-comments';
import { commentImageUrl } from './comment-images';

export const COMMENTS_CONTROL_PREFIX = '/_emulator/v1/comments';
const MAX_SEED = 100_000;

const seedSchema = z.strictObject({
  count: z.number().int().min(1).max(MAX_SEED),
  moderationStatus: z.enum(MODERATION_STATUSES).default('heldForReview'),
  /** A video of any channel; absent: spread over the demo channel's videos. */
  videoId: z.string().min(1).max(64).optional(),
});

/** The big channel's held queue: deterministic (the same ids and texts for the same seed), answered with counts only. */
const seedHeldSchema = z.strictObject({
  count: z.number().int().min(1).max(MAX_SEED),
  seed: z.number().int().min(0).max(0xffff_ffff).default(34),
});

const imageSchema = z.strictObject({
  imageUrl: z.union([
    z
      .string()
      .regex(/^(\/[^\s]*|https:\/\/[^\s]+)$/)
      .max(2000),
    z.null(),
  ]),
});

const iso = (ms: number) => new Date(ms).toISOString();

function describe(record: CommentRecord): Record<string, unknown> {
  return {
    id: record.id,
    ...(record.parentId !== undefined ? { parentId: record.parentId } : {}),
    ...(record.videoId !== undefined ? { videoId: record.videoId } : {}),
    channelId: record.channelId,
    authorChannelId: record.authorChannelId,
    authorDisplayName: record.authorName,
    textOriginal: record.text,
    ...(record.imageUrl !== undefined ? { imageUrl: commentImageUrl(record.imageUrl) } : {}),
    moderationStatus: record.status,
    likeCount: record.likeCount,
    publishedAt: iso(record.publishedAt),
    updatedAt: iso(record.updatedAt),
  };
}

function emptyCounts(): Record<ModerationStatus, number> {
  return { published: 0, heldForReview: 0, likelySpam: 0, rejected: 0 };
}

export function registerCommentControlRoutes(
  app: FastifyInstance,
  deps: { comments: CommentsStore; videos: YoutubeStore; faults: CommentFaults; now: () => number },
): void {
  const { comments, videos, faults } = deps;
  const prefix = COMMENTS_CONTROL_PREFIX;

  app.post(`${prefix}/seed`, async (request, reply) => {
    const parsed = seedSchema.safeParse(request.body ?? {});
    if (!parsed.success)
      return reply.code(400).send({ error: `invalid seed request: ${z.prettifyError(parsed.error)}` });
    const { count, moderationStatus, videoId } = parsed.data;
    const chosen = videoId
      ? videos.videos().filter((video) => video.id === videoId)
      : videos.videos().filter((video) => video.channelId === DEMO_CHANNEL_ID);
    if (chosen.length === 0)
      return reply
        .code(404)
        .send({ error: videoId ? `no video with id ${videoId}` : 'the demo channel has no videos' });
    const records = bulkComments({
      targets: chosen.map((video) => ({ videoId: video.id, channelId: video.channelId, since: 0 })),
      count,
      status: moderationStatus,
      now: deps.now(),
      seed: randomBytes(4).readUInt32LE(0),
      taken: (id) => comments.get(id) !== undefined,
    });
    comments.insertMany(records);
    return { added: records.length, moderationStatus, ids: records.map((record) => record.id) };
  });

  // Seeds on the demo channel's videos without answering every id (100,000 of them would be megabytes of JSON): a
  // test reads what it needs from the lists, as the app does.
  app.put(`${prefix}/seed-held`, async (request, reply) => {
    const parsed = seedHeldSchema.safeParse(request.body ?? {});
    if (!parsed.success)
      return reply.code(400).send({ error: `invalid seed request: ${z.prettifyError(parsed.error)}` });
    const chosen = videos.videos().filter((video) => video.channelId === DEMO_CHANNEL_ID);
    if (chosen.length === 0) return reply.code(404).send({ error: 'the demo channel has no videos' });
    const started = performance.now();
    const records = bulkComments({
      targets: chosen.map((video) => ({ videoId: video.id, channelId: video.channelId, since: 0 })),
      count: parsed.data.count,
      status: 'heldForReview',
      now: deps.now(),
      seed: parsed.data.seed,
      taken: (id) => comments.get(id) !== undefined,
    });
    comments.insertMany(records);
    let held = 0;
    for (const record of comments.index.all())
      if (record.status === 'heldForReview' && record.channelId === DEMO_CHANNEL_ID) held += 1;
    return { added: records.length, heldOnChannel: held, ms: Math.round(performance.now() - started) };
  });

  app.get(`${prefix}/counts`, async (request) => {
    const { channelId = DEMO_CHANNEL_ID, videoId } = request.query as { channelId?: string; videoId?: string };
    const topLevel = emptyCounts();
    const replies = emptyCounts();
    for (const record of comments.index.all()) {
      if (record.channelId !== channelId || (videoId !== undefined && record.videoId !== videoId)) continue;
      (record.parentId === undefined ? topLevel : replies)[record.status] += 1;
    }
    return { channelId, ...(videoId !== undefined ? { videoId } : {}), topLevel, replies };
  });

  app.get(`${prefix}/calls`, async (request) => {
    const { method } = request.query as { method?: string };
    const calls = comments.loggedCalls().filter((call) => method === undefined || call.method === method);
    return { count: calls.length, calls: calls.map((call) => ({ ...call, at: iso(call.at) })) };
  });
  app.delete(`${prefix}/calls`, async () => ({ cleared: comments.clearCalls() }));

  app.get(`${prefix}/bans`, async () => ({ bans: comments.bansOf() }));

  app.get(`${prefix}/faults`, async () => ({ faults: faults.list() }));
  app.post(`${prefix}/faults`, async (request, reply) => {
    const parsed = commentFaultSchema.safeParse(request.body);
    if (!parsed.success) return reply.code(400).send({ error: `invalid fault: ${z.prettifyError(parsed.error)}` });
    faults.arm(parsed.data);
    return { faults: faults.list() };
  });
  app.delete(`${prefix}/faults`, async () => ({ cleared: faults.clear() }));

  // Stands for a viewer attaching an image on the site: a path on the platform's image host, or any https URL (so a
  // test can show the app refusing one elsewhere); null takes it off.
  app.put(`${prefix}/:id/image`, async (request, reply) => {
    const { id } = request.params as { id: string };
    const parsed = imageSchema.safeParse(request.body ?? {});
    if (!parsed.success)
      return reply.code(400).send({ error: `invalid image request: ${z.prettifyError(parsed.error)}` });
    const record = comments.get(id);
    if (!record) return reply.code(404).send({ error: `no comment with id ${id} (never made, or deleted)` });
    comments.setImage(record, parsed.data.imageUrl ?? undefined);
    return describe(record);
  });

  app.get(`${prefix}/:id`, async (request, reply) => {
    const { id } = request.params as { id: string };
    const record = comments.get(id);
    if (!record) return reply.code(404).send({ error: `no comment with id ${id} (never made, or deleted)` });
    return describe(record);
  });
}
