// The followed videos, kept beside the upload queue in <dataDir>/uploads/processing.json so that following survives a
// restart. Written atomically; a damaged file is set aside with a notice and following starts afresh.
import { join } from 'node:path';
import { z } from 'zod';
import { PROCESSING_STATES } from '../../shared/follow/processing';
import { readJsonOrQuarantine, writeJsonAtomic } from '../common/atomic-json';
import { keepWords, type KeptWords } from '../language/say-line';
import { FOLLOW_NOTICES } from './follow-messages';

const followedSchema = z.object({
  videoId: z.string().min(1).max(64),
  channelId: z.string().min(1).max(64),
  uploadId: z.string().max(64).optional(),
  title: z.string(),
  state: z.enum(PROCESSING_STATES),
  reason: z.string().max(100).optional(),
  fraction: z.number().min(0).max(1).optional(),
  timeLeftMs: z.number().min(0).optional(),
  /** Looks so far: the backoff's exponent. */
  looks: z.int().min(0),
  followedAt: z.number(),
  checkedAt: z.number().optional(),
  nextCheckAt: z.number().optional(),
});
export type Followed = z.output<typeof followedSchema>;

const fileSchema = z.object({ version: z.literal(1), videos: z.array(followedSchema) });

export const FOLLOWED_FILE = join('uploads', 'processing.json');

export async function loadFollowed(dataDir: string, now: number): Promise<{ videos: Followed[]; problem?: KeptWords }> {
  const path = join(dataDir, FOLLOWED_FILE);
  const read = await readJsonOrQuarantine(path, now);
  if (read.kind === 'missing') return { videos: [] };
  if (read.kind === 'corrupt')
    return {
      videos: [],
      problem: keepWords(FOLLOW_NOTICES.damaged, { file: read.movedTo }),
    };
  const parsed = fileSchema.safeParse(read.value);
  if (!parsed.success) return { videos: [], problem: keepWords(FOLLOW_NOTICES.unreadable) };
  return { videos: parsed.data.videos };
}

export function saveFollowed(dataDir: string, videos: readonly Followed[]): Promise<void> {
  return writeJsonAtomic(join(dataDir, FOLLOWED_FILE), { version: 1, videos });
}
