// The test control counts each video's successful updates, so a test can show that a video was written exactly once;
// a refused update does not count, the counts can be reset, and each count is on disk with its write before the
// answer (a client killed after the answer finds both after a restart). It also adds videos to a channel.
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { YOUTUBE_STATE_FILE } from '../../../electron/emulator/data-api/youtube-store';
import { startEmulatorHarness, type EmulatorHarness } from '../support/emulator-harness';

let fx: EmulatorHarness;

beforeAll(async () => {
  fx = await startEmulatorHarness();
});
afterAll(async () => {
  await fx.close();
});

async function onDisk(id: string): Promise<{ updates?: number; snippet: { title: string } } | undefined> {
  const state = JSON.parse(await readFile(join(fx.dataDir, YOUTUBE_STATE_FILE), 'utf8')) as {
    videos: Array<{ id: string; updates?: number; snippet: { title: string } }>;
  };
  return state.videos.find((video) => video.id === id);
}

it("counts each video's accepted updates, not the refused ones, until reset", async () => {
  const owner = fx.youtube(await fx.token());
  const update = (title: string) =>
    owner.videos.update({
      part: ['snippet'],
      requestBody: { id: 'dQd3moVid02', snippet: { title, categoryId: '27' } },
    });
  await update('First');
  await update('Second');
  // Answered: the write and its count are on disk already.
  expect(await onDisk('dQd3moVid02')).toMatchObject({ updates: 2, snippet: { title: 'Second' } });
  await expect(update('<refused>')).rejects.toThrow();
  expect(await fx.controlOk('GET', '/_emulator/v1/videos/updates')).toEqual({
    total: 2,
    videos: { dQd3moVid02: 2 },
  });
  expect(await fx.controlOk('POST', '/_emulator/v1/videos/updates/reset')).toEqual({ total: 0, videos: {} });
  expect((await onDisk('dQd3moVid02'))!.updates).toBeUndefined();
});

it("adds videos to the demo channel, first in its uploads, and refuses a bad request or another's channel", async () => {
  const { ids } = (await fx.controlOk('POST', '/_emulator/v1/videos', {
    videos: [
      { title: 'Added one', description: 'Shop: https://old.example' },
      { title: 'Added two', tags: ['season 3'] },
    ],
  })) as { ids: string[] };
  expect(ids).toEqual([expect.stringMatching(/^x[\w-]{10}$/), expect.stringMatching(/^x[\w-]{10}$/)]);
  const owner = fx.youtube(await fx.token());
  const uploads = await owner.playlistItems.list({
    part: ['contentDetails'],
    playlistId: 'UUDemoCreatorChannel0001',
    maxResults: 3,
  });
  expect(uploads.data.items!.map((item) => item.contentDetails!.videoId)).toEqual([ids[1], ids[0], expect.any(String)]);
  const videos = await owner.videos.list({ part: ['snippet'], id: ids });
  expect(videos.data.items!.map((video) => [video.snippet!.title, video.snippet!.description])).toEqual([
    ['Added one', 'Shop: https://old.example'],
    ['Added two', ''],
  ]);
  expect((await fx.json('POST', '/_emulator/v1/videos', { videos: [] })).status).toBe(400);
  expect(
    (await fx.json('POST', '/_emulator/v1/videos', { channelId: 'UCnobody', videos: [{ title: 'x' }] })).status,
  ).toBe(404);
});
