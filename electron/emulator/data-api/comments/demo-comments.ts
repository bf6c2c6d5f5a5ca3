// The demo channel's comments on its first six videos (others' branches add videos; these stay put): a few hundred
// threads, generated from a fixed seed so every demo workspace starts with the same ones.
import { DEMO_CHANNEL_ID, seedYoutubeState } from '../demo-seed';
import type { CommentRecord } from './comment-state';
import { demoComments } from './generate-comments';

const DEMO_VIDEO_IDS = ['dQd3moVid01', 'dQd3moVid02', 'dQd3moVid03', 'dQd3moVid04', 'dQd3moVid05', 'dQd3moVid06'];
export const DEMO_THREAD_COUNT = 320;
const DEMO_SEED = 20_260_105;

export function seedDemoComments(): CommentRecord[] {
  const state = seedYoutubeState(new Date(0).toISOString());
  const owner = state.channels.find((channel) => channel.id === DEMO_CHANNEL_ID);
  const targets = state.videos
    .filter((video) => DEMO_VIDEO_IDS.includes(video.id))
    .map((video) => ({ videoId: video.id, channelId: video.channelId, since: Date.parse(video.publishedAt) }));
  if (!owner || targets.length === 0) return [];
  return demoComments({
    targets,
    owner: { channelId: owner.id, handle: owner.customUrl },
    count: DEMO_THREAD_COUNT,
    seed: DEMO_SEED,
  });
}
