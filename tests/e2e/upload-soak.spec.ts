// The short form of `npm run soak` (tests/soak/): five small videos through a throttled link while the app is
// killed with SIGKILL three times at random moments; every video ends done, once on the platform, with its bytes.
import { expect, test } from './support/hosts';
import { formatSoak, runSoak } from '../soak/upload-soak';

test('five throttled uploads survive three SIGKILLs of the app: 5/5 done, 5 videos, the same bytes', async () => {
  test.setTimeout(180_000);
  const seed = Math.floor(Math.random() * 2 ** 31);
  const result = await runSoak({
    videos: 5,
    sizeBytes: 1024 * 1024,
    kills: 3,
    bytesPerSecond: 1024 * 1024,
    chunkSize: 256 * 1024,
    concurrency: 2,
    seed,
  });
  const report = formatSoak(result);
  console.log(report);
  expect(result.failures, report).toEqual([]);
  expect(result.kills, report).toBe(3);
  expect(result.videos.map((video) => video.state)).toEqual(['done', 'done', 'done', 'done', 'done']);
  expect(result.platformVideos).toBe(5);
  expect(result.videos.every((video) => video.sha256Matches)).toBe(true);
  expect(result.bodyBytesReceived).toBeGreaterThanOrEqual(result.fileBytes);
});
