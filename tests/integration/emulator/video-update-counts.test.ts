// The test control counts each video's successful updates, so a test can show that a video was written exactly once;
// a refused update does not count, and the counts can be reset.
import { afterAll, beforeAll, expect, it } from 'vitest';
import { startEmulatorHarness, type EmulatorHarness } from '../support/emulator-harness';

let fx: EmulatorHarness;

beforeAll(async () => {
  fx = await startEmulatorHarness();
});
afterAll(async () => {
  await fx.close();
});

it("counts each video's accepted updates, not the refused ones, until reset", async () => {
  const owner = fx.youtube(await fx.token());
  const update = (title: string) =>
    owner.videos.update({
      part: ['snippet'],
      requestBody: { id: 'dQd3moVid02', snippet: { title, categoryId: '27' } },
    });
  await update('First');
  await update('Second');
  await expect(update('<refused>')).rejects.toThrow();
  expect(await fx.controlOk('GET', '/_emulator/v1/videos/updates')).toEqual({
    total: 2,
    videos: { dQd3moVid02: 2 },
  });
  expect(await fx.controlOk('POST', '/_emulator/v1/videos/updates/reset')).toEqual({ total: 0, videos: {} });
});
