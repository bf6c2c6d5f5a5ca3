// The demo user's second channel: a new demo state has it, and one saved before it existed gets it once, whole,
// without anything already there changing.
import { describe, expect, it } from 'vitest';
import {
  addMissingClipsChannel,
  DEMO_CHANNEL_ID,
  DEMO_CLIPS_CHANNEL_ID,
  DEMO_CLIPS_PLAYLIST_ID,
  seedYoutubeState,
} from '../../../../../electron/emulator/data-api/demo-seed';
import type { YoutubeState } from '../../../../../electron/emulator/data-api/youtube-state';

const NOW = '2026-03-01T12:00:00Z';

/** The state as a version before the second channel seeded it. */
function before(): YoutubeState {
  const state = seedYoutubeState(NOW);
  const clips = new Set(state.playlists.filter((p) => p.channelId === DEMO_CLIPS_CHANNEL_ID).map((p) => p.id));
  for (const id of clips) delete state.playlistItems[id];
  return {
    ...state,
    channels: state.channels.filter((channel) => channel.id !== DEMO_CLIPS_CHANNEL_ID),
    videos: state.videos.filter((video) => video.channelId !== DEMO_CLIPS_CHANNEL_ID),
    playlists: state.playlists.filter((playlist) => !clips.has(playlist.id)),
  };
}

describe('the demo seed', () => {
  it('gives the demo channel its 14 videos and the clips channel its 3, a playlist and its uploads', () => {
    const state = seedYoutubeState(NOW);
    expect(state.videos.filter((video) => video.channelId === DEMO_CHANNEL_ID)).toHaveLength(14);
    expect(state.videos.filter((video) => video.channelId === DEMO_CLIPS_CHANNEL_ID)).toHaveLength(3);
    expect(state.playlistItems[DEMO_CLIPS_PLAYLIST_ID]).toHaveLength(2);
    expect(state.playlistItems[`UU${DEMO_CLIPS_CHANNEL_ID.slice(2)}`]).toHaveLength(3);
  });
});

describe('addMissingClipsChannel', () => {
  it('adds the clips channel to an older demo state once, as a new state has it, changing nothing else', () => {
    const state = before();
    const untouched = structuredClone(state);
    expect(addMissingClipsChannel(state, NOW)).toBe(true);
    const fresh = seedYoutubeState(NOW);
    expect(state.channels.map((channel) => channel.id).sort()).toEqual(
      fresh.channels.map((channel) => channel.id).sort(),
    );
    expect(state.videos.filter((video) => video.channelId === DEMO_CLIPS_CHANNEL_ID)).toEqual(
      fresh.videos.filter((video) => video.channelId === DEMO_CLIPS_CHANNEL_ID),
    );
    expect(state.playlistItems[DEMO_CLIPS_PLAYLIST_ID]).toEqual(fresh.playlistItems[DEMO_CLIPS_PLAYLIST_ID]);
    expect(state.videos.filter((video) => video.channelId !== DEMO_CLIPS_CHANNEL_ID)).toEqual(untouched.videos);
    const once = structuredClone(state);
    expect(addMissingClipsChannel(state, NOW)).toBe(false);
    expect(state).toEqual(once);
  });

  it('leaves a state without the demo channel alone', () => {
    const state: YoutubeState = { ...before(), channels: [] };
    expect(addMissingClipsChannel(state, NOW)).toBe(false);
    expect(state.channels).toEqual([]);
  });
});
