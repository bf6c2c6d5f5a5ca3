// Test control: a spam wave under /_emulator/v1/comments/spam-wave. N new author channels post nearly the same text
// within a few minutes, each copy disguised the way spam scripts do it (Cyrillic and Greek look-alike letters, a
// zero-width space, a different ending) and carrying a link, so the app's wave rules have something real to catch.
import type { FastifyInstance } from 'fastify';
import { randomBytes } from 'node:crypto';
import { z } from 'zod';
import type { YoutubeStore } from '../youtube-store';
import { DEMO_CHANNEL_ID } from '../demo-seed';
import { MODERATION_STATUSES, type CommentRecord } from './comment-state';
import type { CommentsStore } from './comments-store';
import { newAuthorChannelId, newTopLevelId } from './comment-ids';
import { seededPrng, type Prng } from './prng';

const waveSchema = z.strictObject({
  authors: z.number().int().min(2).max(5000),
  text: z.string().min(8).max(500).default('Check my channel for a free gift card, only today'),
  link: z.string().min(3).max(200).default('bit.ly/fr33-gift'),
  moderationStatus: z.enum(MODERATION_STATUSES).default('heldForReview'),
  /** A video of any channel; absent: spread over the demo channel's videos. */
  videoId: z.string().min(1).max(64).optional(),
  /** How long the wave lasts, ending now. */
  spreadMinutes: z.number().int().min(1).max(1440).default(20),
  seed: z.number().int().min(0).max(0xffffffff).optional(),
});

/** Latin letters and a Cyrillic or Greek letter drawn the same. */
const LOOK_ALIKES: Readonly<Record<string, string>> = {
  a: '\u0430',
  c: '\u0441',
  e: '\u0435',
  o: '\u043E',
  p: '\u0440',
  x: '\u0445',
  i: '\u0456',
  y: '\u0443',
  C: '\u0421',
  T: '\u0422',
  O: '\u039F',
};
const ENDINGS = ['', '!', '!!', ' 🎁', ' 🔥🔥', ' ✅', ' (limited)'];

/** One copy of the wave's text as a spam script varies it. */
export function disguise(text: string, prng: Prng): string {
  let out = '';
  for (const char of text) {
    const look = LOOK_ALIKES[char];
    out += look !== undefined && prng.next() < 0.3 ? look : char;
  }
  const space = out.indexOf(' ', 1 + prng.below(Math.max(1, out.length - 1)));
  if (space > 0 && prng.next() < 0.5) out = `${out.slice(0, space)}\u200B${out.slice(space)}`;
  return `${out}${prng.pick(ENDINGS)}`;
}

/** The wave's comments: one per new author, spread evenly over `spread` ms ending at `now`. */
export function spamWaveRecords(options: {
  readonly targets: ReadonlyArray<{ readonly id: string; readonly channelId: string }>;
  readonly authors: number;
  readonly text: string;
  readonly link: string;
  readonly status: CommentRecord['status'];
  readonly now: number;
  readonly spread: number;
  readonly prng: Prng;
  readonly taken: (id: string) => boolean;
}): CommentRecord[] {
  const { prng } = options;
  const records: CommentRecord[] = [];
  for (let n = 0; n < options.authors; n += 1) {
    const target = options.targets[n % options.targets.length]!;
    let id = newTopLevelId(prng);
    while (options.taken(id)) id = newTopLevelId(prng);
    const at = options.now - Math.floor((options.spread * (options.authors - 1 - n)) / options.authors);
    records.push({
      id,
      videoId: target.id,
      channelId: target.channelId,
      authorChannelId: newAuthorChannelId(prng),
      authorName: `@user-${id.slice(2, 10).toLowerCase()}`,
      text: `${disguise(options.text, prng)} ${options.link}`,
      status: options.status,
      likeCount: 0,
      publishedAt: at,
      updatedAt: at,
    });
  }
  return records;
}

export function registerSpamWaveRoute(
  app: FastifyInstance,
  prefix: string,
  deps: { comments: CommentsStore; videos: YoutubeStore; now: () => number },
): void {
  app.post(`${prefix}/spam-wave`, async (request, reply) => {
    const parsed = waveSchema.safeParse(request.body ?? {});
    if (!parsed.success) return reply.code(400).send({ error: `invalid spam wave: ${z.prettifyError(parsed.error)}` });
    const wave = parsed.data;
    const targets = wave.videoId
      ? deps.videos.videos().filter((video) => video.id === wave.videoId)
      : deps.videos.videos().filter((video) => video.channelId === DEMO_CHANNEL_ID);
    if (targets.length === 0)
      return reply.code(404).send({ error: wave.videoId ? `no video with id ${wave.videoId}` : 'no demo videos' });
    const records = spamWaveRecords({
      targets,
      authors: wave.authors,
      text: wave.text,
      link: wave.link,
      status: wave.moderationStatus,
      now: deps.now(),
      spread: wave.spreadMinutes * 60_000,
      prng: seededPrng(wave.seed ?? randomBytes(4).readUInt32LE(0)),
      taken: (id) => deps.comments.get(id) !== undefined,
    });
    deps.comments.insertMany(records);
    return { added: records.length, ids: records.map((record) => record.id) };
  });
}
