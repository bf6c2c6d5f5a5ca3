// The days a bulk job takes by the quota: what fits in today's units left, then whole days of the limit.
import { describe, expect, it } from 'vitest';
import { jobDays, UNITS_PER_VIDEO } from '../../../../shared/bulk/bulk-days';

const NOW = Date.UTC(2026, 11, 7, 12);
const RESET = Date.UTC(2026, 11, 8, 8);
const DAY = 24 * 3_600_000;

describe('jobDays', () => {
  it('ends today when today has the units for every video', () => {
    expect(jobDays(10, { left: 10 * UNITS_PER_VIDEO, limit: 10_000, resetsAt: RESET }, NOW)).toEqual({
      days: 1,
      finishesOn: NOW,
      possible: true,
    });
  });

  it('spreads 10,000 videos over the default quota: 196 a day', () => {
    const estimate = jobDays(10_000, { left: 10_000, limit: 10_000, resetsAt: RESET }, NOW);
    // 196 today, then 9,804 at 196 a day: 51 more days (the last one partly used).
    expect(estimate).toEqual({ days: 52, finishesOn: RESET + 50 * DAY, possible: true });
  });

  it('ends on the day after the reset when today has units for some of them only', () => {
    expect(jobDays(5, { left: 3 * UNITS_PER_VIDEO + 10, limit: 3 * UNITS_PER_VIDEO, resetsAt: RESET }, NOW)).toEqual({
      days: 2,
      finishesOn: RESET,
      possible: true,
    });
  });

  it('counts today as spent when its units are used up', () => {
    expect(jobDays(3, { left: 0, limit: UNITS_PER_VIDEO, resetsAt: RESET }, NOW)).toMatchObject({
      days: 4,
      finishesOn: RESET + 2 * DAY,
    });
  });

  it('says a job cannot end when a day cannot pay for one video', () => {
    expect(jobDays(1, { left: 0, limit: UNITS_PER_VIDEO - 1, resetsAt: RESET }, NOW).possible).toBe(false);
  });
});
