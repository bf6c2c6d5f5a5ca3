// A bulk job larger than a day's quota against the emulator, whose quota limit the test sets low and whose clock it
// moves over the reset (midnight Pacific): the job writes what today's units pay for, waits for the reset instead
// of pausing, is stopped in the middle (the app closed) and, started again after the reset over the same data
// folder, finishes on the second day with every video written once.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UNITS_PER_VIDEO } from '../../../shared/bulk/bulk-days';
import { bulkValuesOf } from '../../../shared/bulk/bulk-preview';
import { nextQuotaReset } from '../../../shared/platform/quota-reset';
import { BulkFileStore } from '../../../electron/library/bulk-file';
import { BulkJobs } from '../../../electron/library/bulk-jobs';
import { createLibraryService } from '../../../electron/library/library-service';
import { DEMO_UPLOADS_NEWEST_FIRST, startEmulatorHarness, type EmulatorHarness } from '../support/emulator-harness';
import { noticeMessage } from '../../../electron/kernel/feature';

const MARK = ' #quota-days';
/** A day of the emulator's quota pays for three videos (a read and a write each). */
const LIMIT = 3 * UNITS_PER_VIDEO;
let fx: EmulatorHarness;

beforeAll(async () => {
  fx = await startEmulatorHarness();
  await fx.json('PUT', '/_emulator/v1/quota', { limit: LIMIT });
  await fx.json('POST', '/_emulator/v1/quota/reset');
});
afterAll(async () => {
  await fx.json('PUT', '/_emulator/v1/quota', { limit: 1_000_000 });
  await fx.close();
});

function library() {
  const client = fx.dataApiClient();
  return createLibraryService({ dataApi: () => client, uploadsPlaylistId: async () => fx.info.demo.uploadsPlaylistId });
}

/** The app's bulk jobs over a data folder (the same folder again is the app started again). */
function jobsOver(dataDir: string) {
  return new BulkJobs({
    storage: new BulkFileStore(dataDir, (message) => {
      throw new Error(`unexpected notice: ${noticeMessage(message).message}`);
    }),
    apiFor: () => library(),
    emit: () => undefined,
    channel: () => fx.info.demo.channelId,
    now: () => fx.now(),
    // The app's count does not know this project: the platform's refusal is what sends the job to wait.
    quotaDay: () => ({ left: LIMIT, limit: LIMIT, resetsAt: nextQuotaReset(fx.now()) }),
    sleep: async () => undefined,
  });
}

describe('a bulk job over two quota days against the emulator', () => {
  it('waits for the reset, survives a restart in the middle, and finishes on the second day', async () => {
    const ids = DEMO_UPLOADS_NEWEST_FIRST.slice(0, 5);
    const videos = await Promise.all(ids.map((id) => library().get(id)));
    await fx.json('POST', '/_emulator/v1/quota/reset');
    const dataDir = mkdtempSync(join(tmpdir(), 'bulk-days-int-'));

    const first = jobsOver(dataDir);
    await first.start();
    const started = await first.startEdit({
      operation: { kind: 'append', field: 'description', text: MARK },
      videos: videos.map((video) => ({ id: video.id, seen: bulkValuesOf(video) })),
    });
    expect(started.items.map((item) => item.state)).toEqual(ids.map(() => expect.stringMatching(/pending|sending/)));
    await first.whenIdle();
    const reset = nextQuotaReset(fx.now());
    const waiting = first.list()[0]!;
    expect(waiting).toMatchObject({ status: 'running', waitingUntil: reset });
    const firstDay = waiting.items.filter((item) => item.state === 'updated').length;
    expect(firstDay).toBeGreaterThan(0);
    expect(firstDay).toBeLessThan(ids.length);
    // The app closes while the job waits.
    await first.stop();

    fx.setTime(reset + 60_000);
    const second = jobsOver(dataDir);
    await second.start();
    await second.whenIdle();
    const done = second.list()[0]!;
    expect(done.status).toBe('done');
    expect(done.items.map((item) => item.state)).toEqual(ids.map(() => 'updated'));
    for (const video of videos) {
      expect((await library().get(video.id)).description).toBe(`${video.description}${MARK}`);
    }
    await second.stop();
  });
});
