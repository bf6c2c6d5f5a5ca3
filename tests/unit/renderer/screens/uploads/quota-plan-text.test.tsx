// What the Uploads screen says of the queue against the project's quota: how it spreads over the days, and on each
// row whether it fits today or which day it waits for and why.
import { describe, expect, it, vi } from 'vitest';
import type { QuotaView } from '../../../../../shared/ipc/quota';

vi.mock('../../../../../renderer/desk/desk', () => ({
  desk: { call: () => Promise.reject(new Error('not in this test')), on: () => () => undefined },
}));

const { planSummaryText, plannedDayText } = await import('../../../../../renderer/screens/uploads/QuotaPlan');

const RESETS_AT = Date.parse('2026-01-16T08:00:00Z');
const view = {
  buckets: { uploads: { used: 0, limit: 100 }, units: { used: 0, limit: 10_000 } },
  resetsAt: RESETS_AT,
} as unknown as QuotaView;

describe('the quota plan on the Uploads screen', () => {
  it('sums a batch up by day', () => {
    const plan = new Map(Array.from({ length: 120 }, (_, i) => [`u${i}`, { day: i < 100 ? 0 : 1 }]));
    expect(planSummaryText(plan, RESETS_AT)).toBe(
      "Of the 120 uploads waiting to start, 100 go today and 20 tomorrow (Friday, January 16), as the project's daily quota allows (its days end at midnight Pacific time).",
    );
    const three = new Map(['a', 'b', 'c'].map((id, i) => [id, { day: i === 0 ? 0 : i }]));
    expect(planSummaryText(three, RESETS_AT)).toBe(
      "Of the 3 uploads waiting to start, 1 goes today, 1 tomorrow (Friday, January 16) and 1 Saturday, January 17, as the project's daily quota allows (its days end at midnight Pacific time).",
    );
    const today = new Map(['a', 'b', 'c'].map((id) => [id, { day: 0 }]));
    expect(planSummaryText(today, RESETS_AT)).toBe("All 3 uploads waiting to start fit in today's quota.");
    expect(planSummaryText(new Map([['a', { day: 0 }]]), RESETS_AT)).toBe(
      "The upload waiting to start fits in today's quota.",
    );
    expect(
      planSummaryText(
        new Map([
          ['a', { day: 1 }],
          ['b', { day: 1 }],
        ]),
        RESETS_AT,
      ),
    ).toBe(
      "The 2 uploads waiting to start go tomorrow (Friday, January 16), as the project's daily quota allows (its days end at midnight Pacific time).",
    );
    expect(planSummaryText(new Map(), RESETS_AT)).toBeUndefined();
  });

  it('names the first days and the last of a queue spread over weeks, not every day', () => {
    const plan = new Map(Array.from({ length: 5_000 }, (_, i) => [`u${i}`, { day: Math.floor(i / 100) }]));
    expect(planSummaryText(plan, RESETS_AT)).toBe(
      "Of the 5,000 uploads waiting to start, 100 go today, 100 tomorrow (Friday, January 16) and the other 4,800 uploads over the next 48 days, the last on Thursday, March 5, as the project's daily quota allows (its days end at midnight Pacific time).",
    );
  });

  it('says on a row whether it fits today, or the day it waits for and the limit that holds it', () => {
    expect(plannedDayText({ day: 0 }, view)).toBe("Fits in today's quota.");
    expect(plannedDayText({ day: 1, heldBy: 'uploads' }, view)).toBe(
      "Waits for tomorrow (Friday, January 16): the project's 100 uploads a day are taken; the bucket refills at midnight Pacific.",
    );
    expect(plannedDayText({ day: 2, heldBy: 'units' }, view)).toBe(
      'Waits for Saturday, January 17: its thumbnail, playlists and captions need more units than are left; units refill at midnight Pacific.',
    );
    expect(plannedDayText({ day: 1, heldBy: 'channel-cap' }, view)).toBe(
      'Waits for tomorrow (Friday, January 16): the channel reached its own daily upload limit today (the platform refused an upload); it lifts within a day.',
    );
    expect(plannedDayText(undefined, view)).toBeUndefined();
  });
});
