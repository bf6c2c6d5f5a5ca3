import { describe, expect, it } from 'vitest';
import { nextQuotaReset } from '../../../../shared/platform/quota-reset';

describe('nextQuotaReset (midnight America/Los_Angeles)', () => {
  it('is 08:00 UTC the next day in winter (PST, UTC-8)', () => {
    expect(new Date(nextQuotaReset(Date.parse('2026-01-15T12:00:00Z'))).toISOString()).toBe('2026-01-16T08:00:00.000Z');
  });

  it('is 07:00 UTC in summer (PDT, UTC-7)', () => {
    expect(new Date(nextQuotaReset(Date.parse('2026-07-04T20:00:00Z'))).toISOString()).toBe('2026-07-05T07:00:00.000Z');
  });

  it('uses the Pacific date, not the UTC date', () => {
    // 03:00 UTC on the 16th is still the 15th in California.
    expect(new Date(nextQuotaReset(Date.parse('2026-01-16T03:00:00Z'))).toISOString()).toBe('2026-01-16T08:00:00.000Z');
  });

  it('moves to the next day exactly at midnight', () => {
    expect(new Date(nextQuotaReset(Date.parse('2026-01-16T08:00:00Z'))).toISOString()).toBe('2026-01-17T08:00:00.000Z');
  });

  it('follows the daylight-saving switches', () => {
    // Sunday 8 March 2026: clocks go forward at 02:00 PST. The next midnight (9 March) is in PDT.
    expect(new Date(nextQuotaReset(Date.parse('2026-03-08T12:00:00Z'))).toISOString()).toBe('2026-03-09T07:00:00.000Z');
    // Midnight of the switch day itself is still PST.
    expect(new Date(nextQuotaReset(Date.parse('2026-03-07T20:00:00Z'))).toISOString()).toBe('2026-03-08T08:00:00.000Z');
    // Sunday 1 November 2026: back to PST; the next midnight (2 November) is at 08:00 UTC.
    expect(new Date(nextQuotaReset(Date.parse('2026-11-01T12:00:00Z'))).toISOString()).toBe('2026-11-02T08:00:00.000Z');
  });

  it('is always in the future and within 25 hours', () => {
    for (
      let instant = Date.parse('2026-01-01T00:00:00Z');
      instant < Date.parse('2027-01-01T00:00:00Z');
      instant += 3_600_000 * 7 + 1234
    ) {
      const reset = nextQuotaReset(instant);
      expect(reset).toBeGreaterThan(instant);
      expect(reset - instant).toBeLessThanOrEqual(25 * 3_600_000);
    }
  });
});
