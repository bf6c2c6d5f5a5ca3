// The one cost table: every method of the discovery document has a cost and a bucket, and the seed's methods cost
// what the platform's quota calculator says today (uploads and search in buckets of their own, 1 a call).
import { describe, expect, it } from 'vitest';
import { PlatformQuota } from '../../../../electron/emulator/data-api/platform-quota';
import { METHOD_SCOPES } from '../../../../electron/emulator/generated/discovery-tables';
import { DATA_API_METHODS } from '../../../../shared/platform/data-api-methods';
import {
  QUOTA_BUCKET_LIMITS,
  QUOTA_COSTS,
  QUOTA_TABLE_DATE,
  quotaBucketOf,
  quotaCostOf,
} from '../../../../shared/platform/quota-costs';

describe('QUOTA_COSTS', () => {
  it('prices every method of the generated table, and nothing else but guideCategories.list', () => {
    // Both tables are generated from the document and the platform's changes since (videos.batchGetStats,
    // playlistImages); the method table also walks its nested resources.
    const discovered = Object.keys(DATA_API_METHODS);
    expect(discovered.length).toBeGreaterThan(70);
    for (const id of Object.keys(METHOD_SCOPES)) expect(discovered).toContain(id.replace(/^youtube\./, ''));
    for (const method of discovered) {
      expect(Object.hasOwn(QUOTA_COSTS, method), method).toBe(true);
      expect(Number.isInteger(QUOTA_COSTS[method as keyof typeof QUOTA_COSTS]), method).toBe(true);
    }
    expect(discovered).toEqual(expect.arrayContaining(['videos.batchGetStats', 'playlistImages.insert']));
    expect(Object.keys(QUOTA_COSTS).filter((method) => !discovered.includes(method))).toEqual(['guideCategories.list']);
  });

  it('charges at least one unit for every call but videoTrainability.get, which needs no quota (its page, 2026-12-07)', () => {
    const { 'videoTrainability.get': free, ...charged } = QUOTA_COSTS;
    expect(free).toBe(0);
    expect(Math.min(...Object.values(charged))).toBeGreaterThanOrEqual(1);
  });

  it.each([
    ['videos.list', 1],
    ['captions.list', 50],
    ['videos.update', 50],
    ['videos.rate', 50],
    ['comments.setModerationStatus', 50],
    ['thumbnails.set', 50],
    ['watermarks.set', 50],
    ['watermarks.unset', 50],
    ['playlistItems.update', 50],
    ['search.list', 1],
    ['captions.download', 200],
    ['captions.insert', 400],
    ['captions.update', 450],
    ['videos.insert', 1],
    ['videos.batchGetStats', 1],
    ['videos.getRating', 1],
  ])('%s costs %i', (method, units) => {
    expect(QUOTA_COSTS[method as keyof typeof QUOTA_COSTS]).toBe(units);
  });

  it('is dated, and gives uploads, search and batchGetStats buckets of their own beside the shared units', () => {
    expect(QUOTA_TABLE_DATE).toBe('2026-06-03');
    expect(QUOTA_BUCKET_LIMITS).toEqual({ uploads: 100, search: 100, units: 10_000, stats: 10_000 });
    expect(quotaBucketOf('videos.insert')).toBe('uploads');
    expect(quotaBucketOf('search.list')).toBe('search');
    expect(quotaBucketOf('videos.batchGetStats')).toBe('stats');
    for (const method of ['videos.list', 'videos.update', 'captions.insert', 'thumbnails.set', 'futureThings.list']) {
      expect(quotaBucketOf(method), method).toBe('units');
    }
  });

  it('the emulator charges from the same table, and prices an unknown method as a read or a write', () => {
    const ledger = new PlatformQuota(() => Date.parse('2026-01-15T18:00:00Z'));
    for (const [method, units] of Object.entries(QUOTA_COSTS)) expect(ledger.costOf(method)).toBe(units);
    expect(quotaCostOf('futureThings.list')).toBe(1);
    expect(quotaCostOf('futureThings.insert')).toBe(50);
  });
});
