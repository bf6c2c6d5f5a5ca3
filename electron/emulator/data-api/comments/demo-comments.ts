// The demo channel's comments on its first six videos (others' branches add videos; these stay put): a few hundred
// threads, generated from a fixed seed so every demo workspace starts with the same ones, and one spam wave held for
// review on the third video (14 new authors within 20 minutes) for the comment rules' dry run to find. After them,
// the clips channel's couple of dozen (drawn from their own seed, so the demo channel's stay exactly as they were).
import { DEMO_CHANNEL_ID, DEMO_CLIPS_CHANNEL_ID, seedYoutubeState } from '../demo-seed';
import type { CommentRecord } from './comment-state';
import { spamWaveRecords } from './control-spam-wave';
import { demoComments } from './generate-comments';
import { seededPrng } from './prng';

const DEMO_VIDEO_IDS = ['dQd3moVid01', 'dQd3moVid02', 'dQd3moVid03', 'dQd3moVid04', 'dQd3moVid05', 'dQd3moVid06'];
const DEMO_THREAD_COUNT = 320;
const DEMO_SEED = 20_260_105;

export function seedDemoComments(): CommentRecord[] {
  const state = seedYoutubeState(new Date(0).toISOString());
  const owner = state.channels.find((channel) => channel.id === DEMO_CHANNEL_ID);
  const targets = state.videos
    .filter((video) => DEMO_VIDEO_IDS.includes(video.id))
    .map((video) => ({ videoId: video.id, channelId: video.channelId, since: Date.parse(video.publishedAt) }));
  if (!owner || targets.length === 0) return [];
  const comments = demoComments({
    targets,
    owner: { channelId: owner.id, handle: owner.customUrl },
    count: DEMO_THREAD_COUNT,
    seed: DEMO_SEED,
  });
  const third = targets[2];
  if (!third) return comments;
  const taken = new Set(comments.map((comment) => comment.id));
  const wave = spamWaveRecords({
    targets: [{ id: third.videoId, channelId: third.channelId }],
    authors: 14,
    text: 'Thanks for the tips! I made 4000 a week from home with this method, message me',
    link: 'wa.me/15550100',
    status: 'heldForReview',
    now: third.since + 30 * 24 * 3_600_000,
    spread: 20 * 60_000,
    prng: seededPrng(DEMO_SEED + 1),
    taken: (id) => taken.has(id),
  });
  return [...comments, ...wave, ...clipsComments(state, taken)];
}

/** The demo user's clips channel: a couple of dozen threads of every status, some of them held for review. */
const CLIPS_THREAD_COUNT = 24;

function clipsComments(state: ReturnType<typeof seedYoutubeState>, taken: Set<string>): CommentRecord[] {
  const owner = state.channels.find((channel) => channel.id === DEMO_CLIPS_CHANNEL_ID);
  const targets = state.videos
    .filter((video) => video.channelId === DEMO_CLIPS_CHANNEL_ID)
    .map((video) => ({ videoId: video.id, channelId: video.channelId, since: Date.parse(video.publishedAt) }));
  if (!owner || targets.length === 0) return [];
  return demoComments({
    targets,
    owner: { channelId: owner.id, handle: owner.customUrl },
    count: CLIPS_THREAD_COUNT,
    seed: DEMO_SEED + 2,
  }).filter((comment) => !taken.has(comment.id));
}
