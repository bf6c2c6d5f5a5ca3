// What each channel thinks of each video: videos.rate stores it, videos.getRating and videos.list?myRating= read it,
// and a video's likeCount follows the likes given and taken back.
import type { VideoRecord, YoutubeState } from './youtube-state';

export const RATINGS = ['like', 'dislike', 'none'] as const;
export type Rating = (typeof RATINGS)[number];

export function ratingOf(state: YoutubeState, channelId: string, videoId: string): Rating {
  return state.ratings[channelId]?.[videoId] ?? 'none';
}

/** Records `rating` by `channelId` on `video` (none takes a rating back) and moves its like count to match. */
export function applyRating(state: YoutubeState, channelId: string, video: VideoRecord, rating: Rating): void {
  const before = ratingOf(state, channelId, video.id);
  if (before === rating) return;
  if (before === 'like') video.likeCount = Math.max(0, video.likeCount - 1);
  if (rating === 'like') video.likeCount += 1;
  const mine = (state.ratings[channelId] ??= {});
  if (rating === 'none') delete mine[video.id];
  else mine[video.id] = rating;
}

/** The ids `channelId` rated `rating`, most recently rated last (insertion order). */
export function videosRated(state: YoutubeState, channelId: string, rating: 'like' | 'dislike'): readonly string[] {
  return Object.entries(state.ratings[channelId] ?? {})
    .filter(([, given]) => given === rating)
    .map(([videoId]) => videoId);
}

/** A deleted video's ratings go with it. */
export function forgetRatingsOf(state: YoutubeState, videoId: string): void {
  for (const mine of Object.values(state.ratings)) delete mine[videoId];
}
