// Videos added to a channel by the test control (POST /_emulator/v1/videos), as if uploaded and processed long ago:
// a test that needs a channel of forty videos adds them to the demo channel, whose seed keeps its fourteen (specs
// count those). Each is listed first in the channel's uploads playlist, in the order given (the last one first).
import { randomBytes } from 'node:crypto';
import { z } from 'zod';
import { DEMO_CHANNEL_ID } from '../data-api/demo-seed';
import type { VideoRecord, YoutubeState } from '../data-api/youtube-state';

/** Enough for a bulk edit's largest job and then some; each video is a few KB of state. */
const ADDED_VIDEOS_MAX = 1_000;

export const addVideosSchema = z.strictObject({
  channelId: z.string().min(1).max(64).default(DEMO_CHANNEL_ID),
  videos: z
    .array(
      z.strictObject({
        // The control does not hold a test to the platform's limits: a test may need a video already past them.
        title: z.string().min(1).max(1_000),
        description: z.string().max(20_000).default(''),
        tags: z.array(z.string().max(500)).max(500).default([]),
        privacyStatus: z.enum(['public', 'unlisted', 'private']).default('public'),
        categoryId: z
          .string()
          .regex(/^\d{1,6}$/)
          .default('22'),
        defaultLanguage: z.string().min(1).max(35).optional(),
      }),
    )
    .min(1)
    .max(ADDED_VIDEOS_MAX),
});
type AddVideosRequest = z.output<typeof addVideosSchema>;

function newVideoId(): string {
  // 11 characters of the id alphabet, as the platform's; the x keeps them apart from the seed's.
  return `x${randomBytes(8).toString('base64url').slice(0, 10)}`;
}

function newItemId(): string {
  return `UExp${randomBytes(24).toString('base64url')}`;
}

/** Adds the videos to the channel; returns their ids in the order given, or undefined for an unknown channel. */
export function addVideos(state: YoutubeState, request: AddVideosRequest, now: number): string[] | undefined {
  const channel = state.channels.find((candidate) => candidate.id === request.channelId);
  if (!channel) return undefined;
  const items = (state.playlistItems[channel.uploadsPlaylistId] ??= []);
  return request.videos.map((seed, index) => {
    // A second apart, older than now, so the newest given is the last one.
    const publishedAt = new Date(now - (request.videos.length - index) * 1_000).toISOString();
    const video: VideoRecord = {
      id: newVideoId(),
      channelId: channel.id,
      publishedAt,
      snippet: {
        title: seed.title,
        description: seed.description,
        ...(seed.tags.length > 0 ? { tags: [...seed.tags] } : {}),
        categoryId: seed.categoryId,
        ...(seed.defaultLanguage ? { defaultLanguage: seed.defaultLanguage } : {}),
      },
      status: {
        privacyStatus: seed.privacyStatus,
        license: 'youtube',
        embeddable: true,
        publicStatsViewable: true,
        selfDeclaredMadeForKids: false,
      },
      durationSec: 60 + index,
      viewCount: 0,
      likeCount: 0,
      commentCount: 0,
    };
    state.videos.push(video);
    items.unshift({ id: newItemId(), playlistId: channel.uploadsPlaylistId, videoId: video.id, publishedAt });
    return video.id;
  });
}
