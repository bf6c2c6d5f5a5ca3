import { describe, expect, it } from 'vitest';
import {
  formatDate,
  formatDateTime,
  formatDateTimeWithDistance,
  formatRelative,
  formatTime,
} from '../../../../shared/text/when';

// A fixed "now" and fixed zones: the same answers on any day, in any zone the machine is in.
const now = Date.parse('2026-12-07T10:00:00Z');
const en = { now, locale: 'en-US', timeZone: 'UTC' };

describe('one way to say a moment', () => {
  it('leaves this year out and says another year', () => {
    expect(formatDate('2026-12-11T17:00:00Z', en)).toBe('Fri, Dec 11');
    expect(formatDate('2027-03-15T17:00:00Z', en)).toBe('Mon, Mar 15, 2027');
    expect(formatDateTime('2026-12-11T17:00:00Z', en)).toBe('Fri, Dec 11, 5:00 PM');
    expect(formatDateTime(Date.parse('2027-03-15T17:00:00Z'), en)).toBe('Mon, Mar 15, 2027, 5:00 PM');
  });

  it('says the time in the zone it is given, and the year by that zone', () => {
    expect(formatTime('2026-12-11T17:00:00Z', { ...en, timeZone: 'Europe/Berlin' })).toBe('6:00 PM');
    // 23:30 UTC on New Year's Eve is already 2027 in Berlin.
    expect(formatDate('2026-12-31T23:30:00Z', { ...en, timeZone: 'Europe/Berlin' })).toBe('Fri, Jan 1, 2027');
    expect(formatDate('2026-12-31T23:30:00Z', en)).toBe('Thu, Dec 31');
  });

  it("follows the locale's own order and clock", () => {
    expect(formatDateTime('2026-12-11T17:00:00Z', { ...en, locale: 'de-DE' })).toBe('Fr., 11. Dez., 17:00');
  });

  it('says distances in the largest unit that fits', () => {
    expect(formatRelative(now + 20_000, en)).toBe('now');
    expect(formatRelative(now - 2 * 3600_000, en)).toBe('2 hours ago');
    expect(formatRelative(now + 3 * 86400_000, en)).toBe('in 3 days');
    expect(formatRelative(now - 86400_000, en)).toBe('yesterday');
    expect(formatDateTimeWithDistance('2026-12-10T10:00:00Z', en)).toBe('Thu, Dec 10, 10:00 AM (in 3 days)');
  });

  it('answers a dash for a moment it cannot read', () => {
    expect(formatDateTime('not a date', en)).toBe('—');
    expect(formatRelative(Number.NaN, en)).toBe('—');
  });
});
