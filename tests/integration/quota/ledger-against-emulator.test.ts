// The app's quota ledger against the emulator: calls made through the app's Data API client move the local count
// by exactly what the emulator's own ledger charged (GET /_emulator/v1/quota), refusals and faults included.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { DataApiClient, DataApiRequest } from '../../../electron/platform/data-api-client';
import { QuotaLedger } from '../../../electron/quota/quota-ledger';
import { QuotaService } from '../../../electron/quota/quota-service';
import { startEmulatorHarness, type EmulatorHarness } from '../support/emulator-harness';

let fx: EmulatorHarness;
let dataDir: string;
let service: QuotaService;
let client: DataApiClient;

beforeAll(async () => {
  fx = await startEmulatorHarness();
  dataDir = await mkdtemp(join(tmpdir(), 'quota-integration-'));
  service = new QuotaService({
    ledger: new QuotaLedger({ dataDir, now: () => fx.now() }),
    account: () => ({
      key: 'demo',
      label: 'Demo Creator',
      project: `${fx.info.demo.clientId} on emulator`,
      projectLabel: 'demo project',
    }),
    events: { emit: () => undefined },
    now: () => fx.now(),
  });
  client = fx.dataApiClient({ observer: service });
});
afterAll(async () => {
  await service.stop();
  await fx.close();
  await rm(dataDir, { recursive: true, force: true });
});
beforeEach(async () => {
  await fx.controlOk('DELETE', '/_emulator/v1/faults');
});

const emulatorUsed = async () => ((await fx.controlOk('GET', '/_emulator/v1/quota')) as { used: number }).used;
const attempt = async (request: DataApiRequest) => {
  try {
    await client.request(request);
    return 'ok';
  } catch (error) {
    return (error as { code?: string }).code ?? 'thrown';
  }
};

describe('the local ledger moves by what the emulator charged', () => {
  it('for successful lists, refused parameters, unknown resources, injected 5xx and an exhausted quota', async () => {
    const localBefore = service.today().used;
    const remoteBefore = await emulatorUsed();
    const outcomes = [
      await attempt({ path: '/channels', params: { part: 'snippet,contentDetails', mine: true } }),
      await attempt({ path: '/videos', params: { part: 'snippet,statistics', id: 'dQd3moVid01,dQd3moVid02' } }),
      await attempt({
        path: '/playlistItems',
        params: { part: 'snippet', playlistId: fx.info.demo.uploadsPlaylistId },
      }),
      await attempt({ path: '/i18nRegions', params: { part: 'snippet' } }),
      await attempt({ path: '/videoCategories', params: { part: 'snippet', regionCode: 'US' } }),
      await attempt({ path: '/videos', params: { part: 'bogus', id: 'x' } }),
      await attempt({ path: '/playlistItems', params: { part: 'id', playlistId: 'PLnothingHere' } }),
    ];
    expect(outcomes.slice(0, 5)).toEqual(['ok', 'ok', 'ok', 'ok', 'ok']);
    expect(outcomes.slice(5)).not.toContain('ok');
    await fx.controlOk('POST', '/_emulator/v1/faults', { kind: 'serverError', status: 503, method: 'videos.list' });
    expect(await attempt({ path: '/videos', params: { part: 'id', id: 'dQd3moVid01' } })).not.toBe('ok');

    const remoteSpent = (await emulatorUsed()) - remoteBefore;
    expect(remoteSpent).toBe(7);
    expect(service.today().used - localBefore).toBe(remoteSpent);
    expect(service.today().byMethod).toMatchObject({ 'videos.list': 2, 'playlistItems.list': 2, 'channels.list': 1 });

    await fx.controlOk('POST', '/_emulator/v1/quota/exhaust');
    const exhausted = await emulatorUsed();
    expect(await attempt({ path: '/channels', params: { part: 'id', mine: true } })).not.toBe('ok');
    expect(await emulatorUsed()).toBe(exhausted);
    expect(service.today().used - localBefore).toBe(remoteSpent);
    await fx.controlOk('POST', '/_emulator/v1/quota/reset');
  });

  it('a search moves both ledgers’ search bucket by one call and their units by none', async () => {
    const remote = async () =>
      ((await fx.controlOk('GET', '/_emulator/v1/quota')) as { buckets: Record<string, { used: number }> }).buckets;
    const before = { local: service.today().buckets, remote: await remote() };
    expect(await attempt({ path: '/search', params: { part: 'id', forMine: true, type: 'video', q: 'studio' } })).toBe(
      'ok',
    );
    const after = { local: service.today().buckets, remote: await remote() };
    expect(after.remote.search!.used - before.remote.search!.used).toBe(1);
    expect(after.local.search.used - before.local.search.used).toBe(1);
    expect(after.remote.units!.used - before.remote.units!.used).toBe(0);
    expect(after.local.units.used - before.local.units.used).toBe(0);
  });

  it('both ledgers start again at midnight Pacific time', async () => {
    await attempt({ path: '/channels', params: { part: 'id', mine: true } });
    expect(service.today().used).toBeGreaterThan(0);
    fx.setTime(service.today().resetsAt);
    expect(service.today().used).toBe(0);
    expect(await emulatorUsed()).toBe(0);
    await attempt({ path: '/channels', params: { part: 'id', mine: true } });
    expect(service.today().used).toBe(await emulatorUsed());
  });
});
