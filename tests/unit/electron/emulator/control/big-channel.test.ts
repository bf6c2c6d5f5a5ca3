// The emulator's big channel: the same seed makes the same videos, each a valid record of the platform's alphabet,
// with the mix the catalogue's filters need (visibilities, altered content answers, the affiliate link, captions,
// years of dates); seeding twice adds nothing, and the channel's own videos stay first in its uploads.
import { describe, expect, it } from 'vitest';
import {
  addBigChannel,
  BIG_CHANNEL_AFFILIATE_LINK,
  bigChannelSchema,
  bigChannelVideo,
} from '../../../../../electron/emulator/control/big-channel';
import { DEMO_CHANNEL_ID, seedYoutubeState } from '../../../../../electron/emulator/data-api/demo-seed';
import { youtubeStateSchema } from '../../../../../electron/emulator/data-api/youtube-state';

const now = Date.parse('2026-12-07T00:00:00Z');

describe('the big channel', () => {
  it('makes the same videos from the same seed, and others from another', () => {
    const request = bigChannelSchema.parse({ count: 100 });
    expect(bigChannelVideo(request, 42, now)).toEqual(bigChannelVideo(request, 42, now));
    expect(bigChannelVideo({ ...request, seed: 7 }, 42, now).video.snippet.title).not.toBe(
      bigChannelVideo(request, 42, now).video.snippet.title,
    );
  });

  it('adds 2,000 valid videos with a realistic mix, newest first after the channel’s own, once', () => {
    const state = seedYoutubeState(new Date(now).toISOString());
    const own = state.playlistItems['UUDemoCreatorChannel0001']!.map((item) => item.videoId);
    const request = bigChannelSchema.parse({ count: 2_000 });
    const result = addBigChannel(state, request, now)!;
    expect(result.added).toBe(2_000);
    expect(youtubeStateSchema.safeParse(state).success).toBe(true);

    const videos = state.videos.filter((video) => video.id.startsWith('B'));
    expect(new Set(videos.map((video) => video.id)).size).toBe(2_000);
    for (const video of videos) expect(video.id).toMatch(/^[A-Za-z0-9_-]{11}$/);
    const share = (test: (video: (typeof videos)[number]) => boolean) => videos.filter(test).length / videos.length;
    expect(share((video) => video.snippet.description.includes(BIG_CHANNEL_AFFILIATE_LINK))).toBeCloseTo(0.4, 1);
    expect(share((video) => video.status.privacyStatus === 'public')).toBeCloseTo(0.8, 1);
    expect(share((video) => video.status.privacyStatus === 'private')).toBeGreaterThan(0.05);
    expect(share((video) => video.status.containsSyntheticMedia === true)).toBeCloseTo(0.1, 1);
    expect(share((video) => video.status.containsSyntheticMedia === undefined)).toBeCloseTo(0.4, 1);
    expect(result.captioned.length / 2_000).toBeCloseTo(0.3, 1);
    const years = new Set(videos.map((video) => video.publishedAt.slice(0, 4)));
    expect(years.size).toBeGreaterThanOrEqual(8);
    expect(new Set(videos.map((video) => video.snippet.title)).size).toBe(2_000);

    const uploads = state.playlistItems['UUDemoCreatorChannel0001']!.map((item) => item.videoId);
    expect(uploads.slice(0, own.length)).toEqual(own);
    // Newest first: the last generated (index 1,999) right after the channel's own.
    expect(uploads[own.length]).toBe(bigChannelVideo(request, 1_999, now).video.id);

    const count = state.videos.length;
    expect(addBigChannel(state, request, now)).toEqual({ added: 0, captioned: [] });
    expect(state.videos).toHaveLength(count);
    expect(addBigChannel(state, { ...request, channelId: 'UCnobody' }, now)).toBeUndefined();
    expect(DEMO_CHANNEL_ID).toBe(request.channelId);
  });

  it('refuses more than 20,000 or a negative seed', () => {
    expect(bigChannelSchema.safeParse({ count: 20_001 }).success).toBe(false);
    expect(bigChannelSchema.safeParse({ seed: -1 }).success).toBe(false);
    expect(bigChannelSchema.safeParse({ count: 10_000, extra: true }).success).toBe(false);
  });
});
