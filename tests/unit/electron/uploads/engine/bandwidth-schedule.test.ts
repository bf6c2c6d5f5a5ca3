import { DateTime } from 'luxon';
import { describe, expect, it } from 'vitest';
import { nextBoundary, rateAt } from '../../../../../electron/uploads/engine/bandwidth-schedule';
import type { BandwidthSchedule } from '../../../../../shared/uploads/bandwidth';

const MiB = 1024 * 1024;
const PARIS = 'Europe/Paris';
const at = (iso: string, zone = PARIS): number => DateTime.fromISO(iso, { zone }).toMillis();
const local = (instant: number | undefined, zone = PARIS): string | undefined =>
  instant === undefined ? undefined : DateTime.fromMillis(instant, { zone }).toISO({ suppressMilliseconds: true })!;

const office: BandwidthSchedule = {
  otherwise: null,
  windows: [{ from: 9 * 60, to: 18 * 60, days: [], bytesPerSecond: 2 * MiB }],
};

describe('bandwidth schedule', () => {
  it('limits inside the window and lifts the limit outside it, boundaries included at the start only', () => {
    expect(rateAt(office, at('2026-03-10T08:59:59'), PARIS)).toBeNull();
    expect(rateAt(office, at('2026-03-10T09:00:00'), PARIS)).toBe(2 * MiB);
    expect(rateAt(office, at('2026-03-10T17:59:59'), PARIS)).toBe(2 * MiB);
    expect(rateAt(office, at('2026-03-10T18:00:00'), PARIS)).toBeNull();
  });

  it('names the next boundary: the window opening, then its end, then the next day', () => {
    expect(local(nextBoundary(office, at('2026-03-10T07:00'), PARIS))).toBe('2026-03-10T09:00:00+01:00');
    expect(local(nextBoundary(office, at('2026-03-10T09:00'), PARIS))).toBe('2026-03-10T18:00:00+01:00');
    expect(local(nextBoundary(office, at('2026-03-10T20:00'), PARIS))).toBe('2026-03-11T09:00:00+01:00');
  });

  it('has no boundary without windows, and then the limit outside windows applies always', () => {
    const always: BandwidthSchedule = { otherwise: 4 * MiB, windows: [] };
    expect(nextBoundary(always, at('2026-03-10T07:00'), PARIS)).toBeUndefined();
    expect(rateAt(always, at('2026-03-10T07:00'), PARIS)).toBe(4 * MiB);
  });

  it('runs a window that closes before it opens past midnight, opened on the days listed', () => {
    // Unlimited on Friday and Saturday nights, 1 MiB/s otherwise.
    const nights: BandwidthSchedule = {
      otherwise: MiB,
      windows: [{ from: 22 * 60, to: 6 * 60, days: [5, 6], bytesPerSecond: null }],
    };
    // 2026-03-13 is a Friday.
    expect(rateAt(nights, at('2026-03-13T21:59'), PARIS)).toBe(MiB);
    expect(rateAt(nights, at('2026-03-13T23:30'), PARIS)).toBeNull();
    expect(rateAt(nights, at('2026-03-14T05:59'), PARIS)).toBeNull();
    expect(rateAt(nights, at('2026-03-14T06:00'), PARIS)).toBe(MiB);
    // Sunday night is not listed; Saturday's window still runs into Sunday morning.
    expect(rateAt(nights, at('2026-03-15T03:00'), PARIS)).toBeNull();
    expect(rateAt(nights, at('2026-03-15T23:00'), PARIS)).toBe(MiB);
    expect(local(nextBoundary(nights, at('2026-03-15T07:00'), PARIS))).toBe('2026-03-20T22:00:00+01:00');
  });

  it('takes the tightest of overlapping windows, an unlimited one counting as no limit', () => {
    const overlapping: BandwidthSchedule = {
      otherwise: null,
      windows: [
        { from: 9 * 60, to: 18 * 60, days: [], bytesPerSecond: 2 * MiB },
        { from: 12 * 60, to: 14 * 60, days: [], bytesPerSecond: MiB },
        { from: 8 * 60, to: 10 * 60, days: [], bytesPerSecond: null },
      ],
    };
    expect(rateAt(overlapping, at('2026-03-10T08:30'), PARIS)).toBeNull();
    expect(rateAt(overlapping, at('2026-03-10T09:30'), PARIS)).toBe(2 * MiB);
    expect(rateAt(overlapping, at('2026-03-10T13:00'), PARIS)).toBe(MiB);
    expect(local(nextBoundary(overlapping, at('2026-03-10T11:00'), PARIS))).toBe('2026-03-10T12:00:00+01:00');
  });

  it('treats a window that opens and closes at the same minute as all day', () => {
    const allDay: BandwidthSchedule = {
      otherwise: null,
      windows: [{ from: 0, to: 0, days: [7], bytesPerSecond: MiB }],
    };
    expect(rateAt(allDay, at('2026-03-15T00:00'), PARIS)).toBe(MiB); // a Sunday
    expect(rateAt(allDay, at('2026-03-15T23:59'), PARIS)).toBe(MiB);
    expect(rateAt(allDay, at('2026-03-16T00:00'), PARIS)).toBeNull();
  });

  it('keeps wall-clock times on the days daylight saving starts and ends', () => {
    // Paris springs forward on 2026-03-29 at 02:00 (to 03:00) and falls back on 2026-10-25 at 03:00 (to 02:00).
    const early: BandwidthSchedule = {
      otherwise: null,
      windows: [{ from: 60, to: 9 * 60, days: [], bytesPerSecond: MiB }],
    };
    const spring = nextBoundary(early, at('2026-03-29T01:30'), PARIS)!;
    expect(local(spring)).toBe('2026-03-29T09:00:00+02:00');
    // 01:00 to 09:00 lasts 7 hours that day, 9 when the clocks go back.
    expect(spring - at('2026-03-29T01:00')).toBe(7 * 3600_000);
    const autumn = nextBoundary(early, at('2026-10-25T01:30'), PARIS)!;
    expect(autumn - at('2026-10-25T01:00')).toBe(9 * 3600_000);
  });

  it('opens a window set in the skipped hour when the clock resumes', () => {
    const skipped: BandwidthSchedule = {
      otherwise: null,
      windows: [{ from: 2 * 60 + 30, to: 5 * 60, days: [], bytesPerSecond: MiB }],
    };
    expect(local(nextBoundary(skipped, at('2026-03-29T01:00'), PARIS))).toBe('2026-03-29T03:30:00+02:00');
    expect(rateAt(skipped, at('2026-03-29T03:45'), PARIS)).toBe(MiB);
  });

  it('reads the windows in the zone it is given', () => {
    const instant = at('2026-03-10T10:00', PARIS); // 05:00 in New York
    expect(rateAt(office, instant, PARIS)).toBe(2 * MiB);
    expect(rateAt(office, instant, 'America/New_York')).toBeNull();
  });
});
