// The days of the week and month views in a zone: each begins at its own local midnight and lasts 23, 24 or 25 hours
// (Europe/Berlin's clocks go forward on 29 March 2026 and back on 25 October 2026); a move to another day keeps the
// local time of day across the change.
import { DateTime } from 'luxon';
import { describe, expect, it } from 'vitest';
import {
  instantOf,
  localFields,
  monthWeeks,
  sameTimeOn,
  shiftDays,
  stepAnchor,
  weekDays,
} from '../../../../shared/calendar/calendar-days';

const BERLIN = 'Europe/Berlin';
const at = (iso: string, zone = BERLIN) => DateTime.fromISO(iso, { zone }).toMillis();

describe('weekDays', () => {
  it('runs Monday to Sunday around the anchor, each day from local midnight to local midnight', () => {
    const days = weekDays(at('2026-03-26T12:00'), BERLIN);
    expect(days.map((day) => day.key)).toEqual([
      '2026-03-23',
      '2026-03-24',
      '2026-03-25',
      '2026-03-26',
      '2026-03-27',
      '2026-03-28',
      '2026-03-29',
    ]);
    expect(days.map((day) => day.weekday)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(days[0]!.start).toBe(Date.parse('2026-03-22T23:00:00Z'));
    // The spring change: Sunday 29 March has 23 hours; the next midnight is already summer time.
    expect(days.map((day) => day.hours)).toEqual([24, 24, 24, 24, 24, 24, 23]);
    expect(days[6]!.end).toBe(Date.parse('2026-03-29T22:00:00Z'));
    for (let index = 1; index < days.length; index += 1) expect(days[index]!.start).toBe(days[index - 1]!.end);
  });

  it('gives the autumn change its 25 hours, and a Sunday anchor its own week', () => {
    const days = weekDays(at('2026-10-25T23:30'), BERLIN);
    expect(days[0]!.key).toBe('2026-10-19');
    expect(days[6]).toMatchObject({ key: '2026-10-25', hours: 25 });
    expect(days[6]!.end - days[6]!.start).toBe(25 * 3_600_000);
  });

  it('is the zone’s week, not the computer’s: the same instant falls on different days in two zones', () => {
    const instant = Date.parse('2026-03-29T23:30:00Z');
    expect(weekDays(instant, 'UTC')[6]!.key).toBe('2026-03-29');
    expect(weekDays(instant, 'Asia/Tokyo')[0]!.key).toBe('2026-03-30');
  });
});

describe('monthWeeks', () => {
  it('covers the month in whole weeks from Monday, days around it marked outside', () => {
    const weeks = monthWeeks(at('2026-03-15T10:00'), BERLIN);
    expect(weeks).toHaveLength(6);
    expect(weeks[0]![0]!.key).toBe('2026-02-23');
    expect(weeks[5]![6]!.key).toBe('2026-04-05');
    expect(weeks.flat().filter((day) => day.inMonth)).toHaveLength(31);
    expect(weeks.flat().find((day) => day.key === '2026-03-29')!.hours).toBe(23);
    // February 2027 begins on a Monday and has 28 days: exactly four rows.
    expect(monthWeeks(at('2027-02-10T10:00'), BERLIN)).toHaveLength(4);
  });
});

describe('moving to another day', () => {
  it('keeps the local time of day across a daylight-saving change (the instant moves by 23 hours)', () => {
    const saturday = at('2026-03-28T18:00');
    const sunday = sameTimeOn(saturday, '2026-03-29', BERLIN);
    expect(DateTime.fromMillis(sunday, { zone: BERLIN }).toFormat('yyyy-MM-dd HH:mm')).toBe('2026-03-29 18:00');
    expect(sunday - saturday).toBe(23 * 3_600_000);
  });

  it('steps a day at the same local time: 23 real hours over the spring change, 25 over the autumn one', () => {
    const saturday = at('2026-03-28T18:00');
    expect(shiftDays(saturday, 1, BERLIN) - saturday).toBe(23 * 3_600_000);
    const autumn = at('2026-10-25T18:00');
    expect(autumn - shiftDays(autumn, -1, BERLIN)).toBe(25 * 3_600_000);
  });

  it('moves a time the spring change skips forward to when the clocks resume', () => {
    const moved = sameTimeOn(at('2026-03-28T02:30'), '2026-03-29', BERLIN);
    expect(DateTime.fromMillis(moved, { zone: BERLIN }).toFormat('HH:mm')).toBe('03:30');
  });

  it('refuses a date that is not one', () => {
    expect(() => sameTimeOn(at('2026-03-28T18:00'), '2026-02-30', BERLIN)).toThrow(RangeError);
  });
});

describe('the "Move to…" fields', () => {
  it('read and write local dates and times in the zone, and refuse what is not a date and time', () => {
    const instant = at('2026-10-25T02:30');
    expect(localFields(instant, BERLIN)).toEqual({ date: '2026-10-25', time: '02:30' });
    expect(instantOf('2026-10-25', '18:00', BERLIN)).toBe(Date.parse('2026-10-25T17:00:00Z'));
    expect(instantOf('2026-10-24', '18:00', BERLIN)).toBe(Date.parse('2026-10-24T16:00:00Z'));
    expect(instantOf('2026-13-01', '18:00', BERLIN)).toBeUndefined();
    expect(instantOf('2026-10-25', '24:00', BERLIN)).toBeUndefined();
    expect(instantOf('', '', BERLIN)).toBeUndefined();
    expect(instantOf('9'.repeat(100_000), '18:00', BERLIN)).toBeUndefined();
  });
});

describe('stepAnchor', () => {
  it('steps a week or a month at the same local time', () => {
    const anchor = at('2026-03-26T12:00');
    expect(localFields(stepAnchor(anchor, BERLIN, 'week', 1), BERLIN)).toEqual({ date: '2026-04-02', time: '12:00' });
    expect(localFields(stepAnchor(anchor, BERLIN, 'month', -1), BERLIN)).toEqual({ date: '2026-02-26', time: '12:00' });
  });
});
