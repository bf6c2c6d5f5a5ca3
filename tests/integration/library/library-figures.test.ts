// The Library's figures against the emulator (conformance mode), with the app's own Data API client and quota ledger:
// videos.batchGetStats charged to its own bucket while it is available, and videos.list's statistics part, charged
// to the project's units, when the emulator makes it unavailable (not served, not enabled, its bucket used up). The
// figures are the same either way, and the page says where they came from.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { LibraryService } from '../../../electron/library/library-service';
import { VideoFigures } from '../../../electron/library/video-figures';
import { QuotaLedger } from '../../../electron/quota/quota-ledger';
import { QuotaService } from '../../../electron/quota/quota-service';
import type { DataApiClient } from '../../../electron/platform/data-api-client';
import { startEmulatorHarness, type EmulatorHarness } from '../support/emulator-harness';

type Buckets = Record<'uploads' | 'search' | 'units' | 'stats', { used: number; limit: number }>;

let fx: EmulatorHarness;
let dataDir: string;
let quota: QuotaService;
let client: DataApiClient;

beforeAll(async () => {
  fx = await startEmulatorHarness();
  dataDir = await mkdtemp(join(tmpdir(), 'library-figures-'));
  quota = new QuotaService({
    ledger: new QuotaLedger({ dataDir, now: () => fx.now() }),
    account: () => ({ key: 'demo', label: 'Demo Creator', project: 'demo project', projectLabel: 'demo project' }),
    events: { emit: () => undefined },
    now: () => fx.now(),
  });
  client = fx.dataApiClient({ observer: quota });
});
afterAll(async () => {
  await quota.stop();
  await fx.close();
  await rm(dataDir, { recursive: true, force: true });
});
beforeEach(async () => {
  await fx.controlOk('DELETE', '/_emulator/v1/faults');
  await fx.controlOk('POST', '/_emulator/v1/quota/reset');
});

/** A fresh service each time: a refusal is remembered until the reset by the figures it was met by. */
const library = () =>
  new LibraryService({
    dataApi: () => client,
    uploadsPlaylistId: async () => fx.info.demo.uploadsPlaylistId,
    figures: new VideoFigures({ dataApi: () => client, now: () => fx.now() }),
  });
const emulatorBuckets = async () =>
  ((await fx.controlOk('GET', '/_emulator/v1/quota')) as { buckets: Buckets }).buckets;
const localBuckets = () => quota.today().buckets;

/** What one page cost in each bucket, on the emulator's ledger and the app's. */
async function spentOn(work: () => Promise<unknown>) {
  const [remote, local] = [await emulatorBuckets(), localBuckets()];
  await work();
  const [remoteAfter, localAfter] = [await emulatorBuckets(), localBuckets()];
  const delta = (bucket: keyof Buckets) => ({
    emulator: remoteAfter[bucket].used - remote[bucket].used,
    app: localAfter[bucket].used - local[bucket].used,
  });
  return { stats: delta('stats'), units: delta('units') };
}

describe("the Library's figures", () => {
  it('come from videos.batchGetStats, 1 unit of its own bucket, as the app books it', async () => {
    let page: Awaited<ReturnType<LibraryService['list']>> | undefined;
    const spent = await spentOn(async () => {
      page = await library().list({ pageSize: 5 });
    });
    expect(page?.figures).toEqual({ from: 'videos.batchGetStats' });
    expect(page?.videos[0]?.viewCount).toEqual(expect.any(Number));
    expect(spent.stats).toEqual({ emulator: 1, app: 1 });
    // playlistItems.list and videos.list (its details): 1 unit each.
    expect(spent.units).toEqual({ emulator: 2, app: 2 });
    expect((await fx.conformance()).violations).toEqual([]);
  });

  it.each([
    ['not-served', { kind: 'unavailable', as: 'notServed', method: 'videos.batchGetStats' }],
    ['not-enabled', { kind: 'unavailable', as: 'notEnabled', method: 'videos.batchGetStats' }],
  ])('fall back to videos.list when batchGetStats is %s, with the same figures', async (because, fault) => {
    const before = await library().list({ pageSize: 5 });
    const armed = await fx.json('POST', '/_emulator/v1/faults', fault);
    expect(armed.status, armed.text).toBe(201);
    let page: typeof before | undefined;
    const spent = await spentOn(async () => {
      page = await library().list({ pageSize: 5 });
    });
    expect(page?.figures).toEqual({ from: 'videos.list', because });
    expect(page?.videos.map((video) => video.viewCount)).toEqual(before.videos.map((video) => video.viewCount));
    expect(page?.videos.some((video) => video.viewCount !== undefined)).toBe(true);
    // The refused call is charged nowhere; the page's reads (playlistItems, videos with statistics) to the units.
    expect(spent.stats).toEqual({ emulator: 0, app: 0 });
    expect(spent.units).toEqual({ emulator: 2, app: 2 });
  });

  it('fall back to the units bucket when the stats bucket is used up, and say so', async () => {
    await fx.controlOk('POST', '/_emulator/v1/quota/exhaust', { bucket: 'stats' });
    let page: Awaited<ReturnType<LibraryService['list']>> | undefined;
    const spent = await spentOn(async () => {
      page = await library().list({ pageSize: 5 });
    });
    expect(page?.figures).toEqual({ from: 'videos.list', because: 'bucket-exhausted' });
    expect(page?.videos[0]?.viewCount).toEqual(expect.any(Number));
    // The refused call is not charged; the page's two reads are, to the units.
    expect(spent.stats).toEqual({ emulator: 0, app: 0 });
    expect(spent.units).toEqual({ emulator: 2, app: 2 });
  });
});
