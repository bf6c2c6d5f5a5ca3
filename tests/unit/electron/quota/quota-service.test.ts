// The quota service: books what the Data API client reports against the signed-in account and its project's buckets,
// shows each channel's share of the project, and tells the renderer.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { nextQuotaReset } from '../../../../shared/platform/quota-reset';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { eventProblem, type EventName } from '../../../../shared/ipc';
import type { QuotaAccount } from '../../../../electron/quota/quota-account';
import { QuotaLedger } from '../../../../electron/quota/quota-ledger';
import { QuotaService } from '../../../../electron/quota/quota-service';

let dataDir: string;
let account: QuotaAccount | null;
let emitted: Array<{ name: EventName; payload: unknown }>;
let service: QuotaService;
const clock = Date.parse('2026-01-15T18:00:00Z');
const DEMO: QuotaAccount = {
  key: 'UCdemo on 127.0.0.1:4000',
  label: 'Demo Creator on 127.0.0.1:4000',
  project: 'client-1.apps.googleusercontent.com on 127.0.0.1:4000',
  projectLabel: 'client-1 on 127.0.0.1:4000',
};

beforeEach(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'quota-service-'));
  account = DEMO;
  emitted = [];
  service = new QuotaService({
    ledger: new QuotaLedger({ dataDir, now: () => clock }),
    account: () => account,
    events: { emit: (name, payload) => emitted.push({ name, payload }) },
    now: () => clock,
  });
});
afterEach(async () => {
  await service.stop();
  await rm(dataDir, { recursive: true, force: true });
});

describe('QuotaService', () => {
  it('books each charged answer and emits quota.changed with a payload the contract accepts', () => {
    service.called({ verb: 'PUT', path: '/videos', status: 200 });
    service.called({ verb: 'GET', path: '/videos', status: 503 });
    service.called({ verb: 'POST', path: '/upload/youtube/v3/videos', status: 200 });
    expect(service.today()).toEqual({
      used: 50,
      limit: 10_000,
      buckets: {
        uploads: { used: 1, limit: 100 },
        search: { used: 0, limit: 100 },
        units: { used: 50, limit: 10_000 },
        stats: { used: 0, limit: 10_000 },
      },
      resetsAt: Date.parse('2026-01-16T08:00:00Z'),
      account: 'Demo Creator on 127.0.0.1:4000',
      project: 'client-1 on 127.0.0.1:4000',
      channels: [{ label: 'Demo Creator on 127.0.0.1:4000', current: true, uploads: 1, searches: 0, units: 50 }],
      byMethod: { 'videos.update': 50, 'videos.insert': 1 },
      tableDate: '2026-06-03',
    });
    expect(emitted.map((event) => event.name)).toEqual(['quota.changed', 'quota.changed']);
    for (const event of emitted) expect(eventProblem(event.name, event.payload)).toBeUndefined();
  });

  it('books nothing when no one is signed in, and shows each account its own count', () => {
    service.called({ verb: 'PUT', path: '/videos', status: 200 });
    account = null;
    service.called({ verb: 'PUT', path: '/videos', status: 200 });
    expect(service.today()).toMatchObject({ used: 0, account: null, byMethod: {} });
    account = { key: 'UCother on example', label: 'Other', project: 'client-9 on example', projectLabel: 'client-9' };
    expect(service.today().used).toBe(0);
    account = { ...DEMO, label: 'Demo Creator' };
    expect(service.today().used).toBe(50);
  });

  it("adds up the project's channels: another channel signed in through the same client spends from the same buckets", () => {
    service.called({ verb: 'POST', path: '/upload/youtube/v3/videos', status: 200 });
    account = { ...DEMO, key: 'UCsecond on 127.0.0.1:4000', label: 'Second on 127.0.0.1:4000' };
    service.called({ verb: 'POST', path: '/upload/youtube/v3/videos', status: 200 });
    service.called({ verb: 'GET', path: '/search', status: 200 });
    const view = service.today();
    expect(view.buckets.uploads.used).toBe(2);
    expect(view.buckets.search.used).toBe(1);
    expect(view.channels).toEqual([
      { label: 'Demo Creator on 127.0.0.1:4000', current: false, uploads: 1, searches: 0, units: 0 },
      { label: 'Second on 127.0.0.1:4000', current: true, uploads: 1, searches: 1, units: 0 },
    ]);
    // A channel of another project has buckets of its own.
    account = { ...DEMO, key: 'UCthird on 127.0.0.1:4000', project: 'client-2 on 127.0.0.1:4000' };
    expect(service.today().buckets.uploads.used).toBe(0);
  });

  it('sets a limit and says so', () => {
    expect(service.setLimit(25_000).limit).toBe(25_000);
    expect(emitted.at(-1)).toMatchObject({ name: 'quota.changed', payload: { limit: 25_000 } });
    expect(service.setLimit(300, 'uploads').buckets.uploads.limit).toBe(300);
  });

  it("says what a channel's project has left today, for work that reserves its units before it runs", async () => {
    const second: QuotaAccount = { ...DEMO, key: 'UCsecond on 127.0.0.1:4000', label: 'Second' };
    const withChannels = new QuotaService({
      ledger: new QuotaLedger({ dataDir, now: () => clock }),
      account: () => DEMO,
      accountOf: (channelId) => (channelId === 'UCdemo' ? DEMO : channelId === 'UCsecond' ? second : null),
      events: { emit: () => undefined },
      now: () => clock,
    });
    withChannels.called({ verb: 'PUT', path: '/videos', status: 200 });
    withChannels.observerFor('UCsecond').called({ verb: 'PUT', path: '/videos', status: 200 });
    // One project: both channels' writes come out of the same 10,000.
    expect(withChannels.unitsLeftFor('UCsecond')).toBe(9_900);
    expect(withChannels.unitsLeftFor('UCunknown')).toBeUndefined();
    // A bulk job's quota day: what is left, the daily limit, and when the count starts again.
    expect(withChannels.dayFor('UCsecond')).toEqual({
      left: 9_900,
      limit: 10_000,
      resetsAt: nextQuotaReset(clock),
    });
    expect(withChannels.dayFor('UCunknown')).toBeUndefined();
    // Its ledger's save is under way: done before the folder is removed.
    await withChannels.stop();
  });
});
