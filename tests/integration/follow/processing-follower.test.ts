// The follower against the emulator: three uploads followed with one videos.list a round (one unit each, as the
// observer that feeds the quota ledger hears it), to processed and rejected with the platform's reason.
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { youtube } from '@googleapis/youtube';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ProcessingView } from '../../../shared/follow/processing';
import { ProcessingFollower } from '../../../electron/follow/processing-follower';
import type { DataApiCall } from '../../../electron/platform/data-api-client';
import { startEmulatorHarness, type EmulatorHarness } from '../support/emulator-harness';

let fx: EmulatorHarness;
let dataDir: string;

beforeAll(async () => {
  fx = await startEmulatorHarness();
  dataDir = mkdtempSync(join(tmpdir(), 'follow-int-'));
});
afterAll(async () => {
  await fx.close();
  rmSync(dataDir, { recursive: true, force: true });
});

async function upload(title: string): Promise<string> {
  const token = await fx.token();
  const inserted = await youtube('v3').videos.insert(
    {
      part: ['snippet', 'status'],
      requestBody: { snippet: { title }, status: { privacyStatus: 'private' } },
      media: { mimeType: 'video/mp4', body: Readable.from([randomBytes(10_000)]) },
    },
    { rootUrl: `${fx.baseUrl}/`, headers: { authorization: `Bearer ${token}` } },
  );
  return inserted.data.id!;
}

describe('following processing at the emulator', () => {
  it('batches the followed videos into one call a round and reads each ending', async () => {
    await fx.controlOk('PUT', '/_emulator/v1/processing', { delayMs: 30_000 });
    const calls: DataApiCall[] = [];
    const settled: ProcessingView[] = [];
    const client = fx.dataApiClient({ observer: { called: (call) => calls.push(call) } });
    const follower = new ProcessingFollower({
      dataDir,
      dataApi: () => client,
      channelId: () => fx.info.demo.channelId,
      changed: () => undefined,
      settled: (view) => settled.push(view),
      notice: () => undefined,
      log: () => undefined,
      now: () => fx.now(),
    });
    await follower.start();
    const ids = [await upload('One'), await upload('Two'), await upload('Three')];
    ids.forEach((videoId, index) => follower.follow({ videoId, uploadId: `u${index}`, title: `Video ${index}` }));
    await fx.controlOk('PUT', `/_emulator/v1/videos/${ids[2]}/processing`, {
      uploadStatus: 'rejected',
      rejectionReason: 'length',
    });

    await fx.advance(10_000);
    await follower.lookNow();
    expect(calls.filter((call) => call.path === '/videos')).toHaveLength(1);
    expect(follower.list().map((view) => view.state)).toEqual(['uploaded', 'uploaded', 'uploaded']);
    expect(follower.list()[0]!.fraction).toBeCloseTo(1 / 3, 2);

    await fx.advance(30_000);
    await follower.lookNow();
    expect(calls.filter((call) => call.path === '/videos' && call.status === 200)).toHaveLength(2);
    const byId = new Map(follower.list().map((view) => [view.videoId, view]));
    expect(byId.get(ids[0]!)!.state).toBe('processed');
    expect(byId.get(ids[2]!)).toMatchObject({ state: 'rejected', reason: 'length' });
    expect(settled).toHaveLength(3);
    await follower.stop();
    expect((await fx.conformance()).violations).toEqual([]);
  });
});
