import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { backoffCeiling, backoffDelay, MAX_RETRY_AFTER_MS } from '../../../../../electron/uploads/engine/backoff';

const policy = { baseMs: 1000, capMs: 60_000 };

describe('backoff with full jitter', () => {
  it('doubles the ceiling per attempt up to the cap', () => {
    expect([1, 2, 3, 4, 5, 6, 7, 8].map((attempt) => backoffCeiling(attempt, policy))).toEqual([
      1000, 2000, 4000, 8000, 16000, 32000, 60000, 60000,
    ]);
    expect(backoffCeiling(10_000, policy)).toBe(60_000);
  });

  it('draws uniformly between 0 and the ceiling', () => {
    expect(backoffDelay(3, policy, undefined, () => 0)).toBe(0);
    expect(backoffDelay(3, policy, undefined, () => 0.5)).toBe(2000);
    expect(backoffDelay(3, policy, undefined, () => 0.999999)).toBe(3999);
  });

  it('stays within [0, ceiling) for every attempt and random draw', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 100 }),
        fc.double({ min: 0, max: 1, maxExcluded: true, noNaN: true }),
        (attempt, draw) => {
          const delay = backoffDelay(attempt, policy, undefined, () => draw);
          expect(delay).toBeGreaterThanOrEqual(0);
          expect(delay).toBeLessThan(backoffCeiling(attempt, policy));
        },
      ),
    );
  });

  it('never retries before a Retry-After, but caps absurd ones', () => {
    expect(backoffDelay(1, policy, 5000, () => 0.1)).toBe(5000);
    expect(backoffDelay(7, policy, 5000, () => 0.9)).toBe(54000);
    expect(backoffDelay(1, policy, 10 * MAX_RETRY_AFTER_MS, () => 0)).toBe(MAX_RETRY_AFTER_MS);
  });
});
