// The emulator's quota as the platform has it today: buckets per project (OAuth client), each refusing the call that
// would pass it with quotaExceeded while the others still serve, filled by a fault one at a time, back at midnight
// Pacific time; and each channel's own upload cap apart from them.
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../../../electron/emulator/data-api/errors/api-error';
import { nextQuotaReset } from '../../../../../shared/platform/quota-reset';
import { DEFAULT_PROJECT, PlatformQuota } from '../../../../../electron/emulator/data-api/platform-quota';
import { DEFAULT_UPLOAD_CAP_PER_CHANNEL } from '../../../../../electron/emulator/data-api/upload-cap';

const NOON_LA = Date.parse('2026-01-15T20:00:00Z');

function reasonOf(call: () => void): string | undefined {
  try {
    call();
    return undefined;
  } catch (error) {
    expect(error).toBeInstanceOf(ApiError);
    return (error as ApiError).reason;
  }
}

describe('PlatformQuota', () => {
  it('charges 100 uploads to the uploads bucket, refuses the 101st, and still serves the shared units', () => {
    const ledger = new PlatformQuota(() => NOON_LA);
    for (let i = 0; i < 100; i += 1) ledger.charge('videos.insert', 'client-a');
    expect(reasonOf(() => ledger.charge('videos.insert', 'client-a'))).toBe('quotaExceeded');
    expect(reasonOf(() => ledger.charge('videos.list', 'client-a'))).toBeUndefined();
    expect(reasonOf(() => ledger.charge('search.list', 'client-a'))).toBeUndefined();
    expect(ledger.buckets('client-a')).toEqual({
      uploads: { used: 100, limit: 100 },
      search: { used: 1, limit: 100 },
      units: { used: 1, limit: 10_000 },
      stats: { used: 0, limit: 10_000 },
    });
    // Another project (OAuth client) has buckets of its own.
    expect(reasonOf(() => ledger.charge('videos.insert', 'client-b'))).toBeUndefined();
  });

  it('charges every other method its table cost in units: a write 50, a caption insert 400', () => {
    const ledger = new PlatformQuota(() => NOON_LA);
    ledger.charge('videos.update', DEFAULT_PROJECT);
    ledger.charge('captions.insert', DEFAULT_PROJECT);
    ledger.charge('videos.batchGetStats', DEFAULT_PROJECT);
    expect(ledger.used()).toBe(450);
    expect(ledger.used(DEFAULT_PROJECT, 'stats')).toBe(1);
  });

  it('exhausts one bucket of every project, or of one project, or all of them; reset and midnight undo it', () => {
    let now = NOON_LA;
    const ledger = new PlatformQuota(() => now);
    ledger.exhaust({ bucket: 'search' });
    expect(reasonOf(() => ledger.charge('search.list', 'client-a'))).toBe('quotaExceeded');
    expect(reasonOf(() => ledger.charge('videos.insert', 'client-a'))).toBeUndefined();
    ledger.exhaust({ bucket: 'uploads', project: 'client-b' });
    expect(reasonOf(() => ledger.charge('videos.insert', 'client-b'))).toBe('quotaExceeded');
    expect(reasonOf(() => ledger.charge('videos.insert', 'client-a'))).toBeUndefined();
    ledger.reset();
    ledger.exhaust();
    for (const method of ['videos.insert', 'search.list', 'videos.list', 'videos.batchGetStats']) {
      expect(
        reasonOf(() => ledger.charge(method, 'client-c')),
        method,
      ).toBe('quotaExceeded');
    }
    now = nextQuotaReset(NOON_LA);
    expect(ledger.period().day).toBe('2026-01-16');
    expect(reasonOf(() => ledger.charge('videos.insert', 'client-c'))).toBeUndefined();
  });

  it('raises a limit when told, and reports the day, its end and the table date', () => {
    const ledger = new PlatformQuota(() => NOON_LA);
    ledger.setLimits({ uploads: 2 });
    ledger.charge('videos.insert', DEFAULT_PROJECT);
    ledger.charge('videos.insert', DEFAULT_PROJECT);
    expect(reasonOf(() => ledger.charge('videos.insert', DEFAULT_PROJECT))).toBe('quotaExceeded');
    expect(ledger.period()).toEqual({
      day: '2026-01-15',
      resetsAt: '2026-01-16T08:00:00.000Z',
      tableDate: '2026-06-03',
    });
  });
});

describe('the upload cap of a channel', () => {
  it('is above the uploads bucket by default and refuses with uploadLimitExceeded past a lower setting', () => {
    expect(DEFAULT_UPLOAD_CAP_PER_CHANNEL).toBeGreaterThan(100);
    const ledger = new PlatformQuota(() => NOON_LA);
    ledger.uploadCap.perChannel = 2;
    ledger.uploadCap.count('UCone');
    ledger.uploadCap.count('UCone');
    expect(reasonOf(() => ledger.uploadCap.count('UCone'))).toBe('uploadLimitExceeded');
    expect(reasonOf(() => ledger.uploadCap.count('UCtwo'))).toBeUndefined();
    expect(ledger.uploadCap.counts()).toEqual({ UCone: 2, UCtwo: 1 });
  });
});

describe('nextQuotaReset', () => {
  it('finds the end of the Pacific day in winter, in summer and on the days the clocks change', () => {
    expect(new Date(nextQuotaReset(NOON_LA)).toISOString()).toBe('2026-01-16T08:00:00.000Z');
    expect(new Date(nextQuotaReset(Date.parse('2026-07-10T06:59:00Z'))).toISOString()).toBe('2026-07-10T07:00:00.000Z');
    // 8 March 2026 has 23 hours in Los Angeles, 1 November 25.
    expect(new Date(nextQuotaReset(Date.parse('2026-03-08T09:00:00Z'))).toISOString()).toBe('2026-03-09T07:00:00.000Z');
    expect(new Date(nextQuotaReset(Date.parse('2026-11-01T08:00:00Z'))).toISOString()).toBe('2026-11-02T08:00:00.000Z');
  });
});
