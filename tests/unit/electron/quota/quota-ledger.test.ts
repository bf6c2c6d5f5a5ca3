// The app's quota ledger: counts per account in the platform's buckets, the accounts of one project, a day that ends
// at midnight Pacific time (daylight saving included), a count that survives a restart, a file of before the buckets
// read into them, and a damaged file that is moved aside and salvaged, never fatal.
import { mkdtemp, readdir, readFile, rm, writeFile, mkdir } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ledgerPath, QuotaLedger } from '../../../../electron/quota/quota-ledger';
import { noticeMessage } from '../../../../electron/kernel/feature';

let dataDir: string;
let clock: number;
let notices: string[];
const opened: QuotaLedger[] = [];
const open = () => {
  const ledger = new QuotaLedger({
    dataDir,
    now: () => clock,
    notice: (words) => notices.push(noticeMessage(words).message),
  });
  opened.push(ledger);
  return ledger;
};

beforeEach(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'quota-ledger-'));
  // 2026-01-15 23:59:30 in Los Angeles (PST, UTC-8).
  clock = Date.parse('2026-01-16T07:59:30Z');
  notices = [];
});
afterEach(async () => {
  // Saves still under way would write into the folder being removed.
  await Promise.all(opened.splice(0).map((ledger) => ledger.flush()));
  await rm(dataDir, { recursive: true, force: true });
});

describe('QuotaLedger', () => {
  it('counts per account and per method, each method in its bucket', () => {
    const ledger = open();
    ledger.spend('demo', 'videos.list', 1);
    ledger.spend('demo', 'videos.update', 50);
    ledger.spend('demo', 'videos.update', 50);
    ledger.spend('mine', 'videos.insert', 1);
    ledger.spend('mine', 'search.list', 1);
    expect(ledger.today('demo')).toMatchObject({ used: 101, byMethod: { 'videos.list': 1, 'videos.update': 100 } });
    expect(ledger.today('mine')).toMatchObject({ used: 0, buckets: { uploads: 1, search: 1, units: 0, stats: 0 } });
    expect(ledger.today('nobody')).toMatchObject({ used: 0, byMethod: {} });
    expect(ledger.limit).toBe(10_000);
    expect(ledger.limits).toEqual({ uploads: 100, search: 100, units: 10_000, stats: 10_000 });
  });

  it("lists the accounts of a project with their labels, and keeps each bucket's limit", async () => {
    const ledger = open();
    ledger.spend('UCa on h', 'videos.insert', 1, { project: 'client-1 on h', label: 'A on h' });
    ledger.spend('UCb on h', 'videos.list', 1, { project: 'client-1 on h', label: 'B on h' });
    ledger.spend('UCc on h', 'videos.list', 1, { project: 'client-2 on h', label: 'C on h' });
    expect(ledger.accountsOf('client-1 on h').map(([key, day]) => [key, day.label, day.buckets.uploads])).toEqual([
      ['UCa on h', 'A on h', 1],
      ['UCb on h', 'B on h', 0],
    ]);
    ledger.setLimit(250, 'uploads');
    await ledger.flush();
    expect(open().limits.uploads).toBe(250);
  });

  it('reads a ledger of before the buckets: its limit is the shared units’, its uploads and searches become calls', async () => {
    await mkdir(join(dataDir, 'quota'), { recursive: true });
    const resetsAt = Date.parse('2026-01-16T08:00:00Z');
    await writeFile(
      ledgerPath(dataDir),
      JSON.stringify({
        version: 1,
        limit: 20_000,
        accounts: {
          demo: {
            resetsAt,
            used: 3_350,
            byMethod: { 'videos.insert': 3_200, 'search.list': 100, 'videos.update': 50 },
          },
        },
      }),
    );
    const ledger = open();
    expect(ledger.today('demo')).toMatchObject({ used: 50, buckets: { uploads: 2, search: 1, units: 50 } });
    expect(ledger.limits).toMatchObject({ units: 20_000, uploads: 100 });
    ledger.spend('demo', 'videos.list', 1);
    await ledger.flush();
    expect(JSON.parse(await readFile(ledgerPath(dataDir), 'utf8'))).toMatchObject({
      version: 2,
      limits: { units: 20_000 },
      accounts: { demo: { byMethod: { 'videos.insert': 2, 'videos.list': 1 } } },
    });
    expect(notices).toEqual([]);
  });

  it('starts again from 0 at midnight Pacific time, not before', () => {
    const ledger = open();
    ledger.spend('demo', 'videos.update', 50);
    expect(ledger.today('demo').resetsAt).toBe(Date.parse('2026-01-16T08:00:00Z'));
    clock = Date.parse('2026-01-16T07:59:59.999Z');
    expect(ledger.today('demo').used).toBe(50);
    clock = Date.parse('2026-01-16T08:00:00Z');
    expect(ledger.today('demo')).toMatchObject({ used: 0, resetsAt: Date.parse('2026-01-17T08:00:00Z') });
    ledger.spend('demo', 'videos.list', 1);
    expect(ledger.today('demo').used).toBe(1);
  });

  it('follows daylight saving: the day after the spring change ends at 07:00 UTC', () => {
    clock = Date.parse('2026-03-08T12:00:00Z'); // 05:00 PDT on the day clocks went forward
    const ledger = open();
    ledger.spend('demo', 'videos.list', 1);
    expect(ledger.today('demo').resetsAt).toBe(Date.parse('2026-03-09T07:00:00Z'));
  });

  it('keeps today’s count and the limit across a restart, and drops a day that ended', async () => {
    const first = open();
    first.spend('demo', 'playlistItems.insert', 50);
    first.setLimit(50_000);
    await first.flush();
    const second = open();
    expect(second.today('demo')).toMatchObject({ used: 50, byMethod: { 'playlistItems.insert': 50 } });
    expect(second.limit).toBe(50_000);
    clock += 60_000; // past midnight
    const third = open();
    expect(third.today('demo').used).toBe(0);
    third.spend('other', 'videos.list', 1);
    await third.flush();
    const saved = JSON.parse(await readFile(ledgerPath(dataDir), 'utf8')) as { accounts: object };
    expect(Object.keys(saved.accounts)).toEqual(['other']);
    expect(notices).toEqual([]);
  });

  it('moves a file that is not JSON aside, says so, and starts from 0', async () => {
    await mkdir(join(dataDir, 'quota'), { recursive: true });
    await writeFile(ledgerPath(dataDir), '{"version":1,"limit":5000,"acc');
    const ledger = open();
    expect(ledger.today('demo').used).toBe(0);
    expect(ledger.limit).toBe(10_000);
    expect(notices).toHaveLength(1);
    expect(notices[0]).toMatch(/could not be read \(kept as .*ledger\.json\.corrupt-\d+\); today's count starts again/);
    expect((await readdir(join(dataDir, 'quota'))).some((name) => name.startsWith('ledger.json.corrupt-'))).toBe(true);
    ledger.spend('demo', 'videos.list', 1);
    await ledger.flush();
    expect(open().today('demo').used).toBe(1);
  });

  it('salvages what it can of a damaged ledger: the good accounts and the limit stay, the bad entry is named', async () => {
    await mkdir(join(dataDir, 'quota'), { recursive: true });
    const resetsAt = Date.parse('2026-01-16T08:00:00Z');
    await writeFile(
      ledgerPath(dataDir),
      JSON.stringify({
        version: 1,
        limit: 20_000,
        accounts: {
          good: { resetsAt, used: 51, byMethod: { 'videos.list': 1, 'videos.update': 50 } },
          bad: { resetsAt, used: -3, byMethod: {} },
          worse: 'garbage',
        },
      }),
    );
    const ledger = open();
    expect(ledger.today('good').used).toBe(51);
    expect(ledger.today('bad').used).toBe(0);
    expect(ledger.limit).toBe(20_000);
    expect(notices).toHaveLength(1);
    expect(notices[0]).toContain("today's count for bad, today's count for worse");
    await ledger.flush();
    const saved = JSON.parse(await readFile(ledgerPath(dataDir), 'utf8')) as { accounts: object };
    expect(Object.keys(saved.accounts)).toEqual(['good']);
  });

  it('moves a file of another layout aside rather than guess at it', async () => {
    await mkdir(join(dataDir, 'quota'), { recursive: true });
    await writeFile(ledgerPath(dataDir), JSON.stringify({ version: 7, whatever: true }));
    expect(open().today('demo').used).toBe(0);
    expect(notices[0]).toMatch(/layout this version does not know \(kept as .*unknown-layout-\d+\)/);
  });
});
