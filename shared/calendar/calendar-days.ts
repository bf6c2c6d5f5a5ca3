// The days a week or a month view shows, in a time zone, laid with luxon so that each day is the zone's own: it
// begins at its local midnight and lasts 23, 24 or 25 hours (a daylight-saving change shortens or lengthens it).
// Weeks begin on Monday (ISO). Pure; the calendar screen draws what this returns.
import { DateTime } from 'luxon';

export interface CalendarDay {
  /** The local date, YYYY-MM-DD. */
  readonly key: string;
  /** Its local midnight and the next one, epoch ms. */
  readonly start: number;
  readonly end: number;
  /** Real hours between the two midnights: 24, or 23 / 25 on a daylight-saving change. */
  readonly hours: number;
  /** ISO weekday, 1 Monday … 7 Sunday. */
  readonly weekday: number;
  /** Day of the month. */
  readonly dayOfMonth: number;
  /** In the month a month view shows (false for the days of the weeks around it). */
  readonly inMonth: boolean;
}

const HOUR = 3_600_000;

function dayOf(day: DateTime, month?: number): CalendarDay {
  const start = day.startOf('day');
  const next = start.plus({ days: 1 }).startOf('day');
  return {
    key: start.toISODate() ?? '',
    start: start.toMillis(),
    end: next.toMillis(),
    hours: Math.round((next.toMillis() - start.toMillis()) / HOUR),
    weekday: start.weekday,
    dayOfMonth: start.day,
    inMonth: month === undefined || start.month === month,
  };
}

/** The seven days, Monday to Sunday, of the week holding `anchor` in `zone`. */
export function weekDays(anchor: number, zone: string): CalendarDay[] {
  const monday = DateTime.fromMillis(anchor, { zone })
    .startOf('day')
    .minus({ days: DateTime.fromMillis(anchor, { zone }).weekday - 1 });
  return Array.from({ length: 7 }, (_, index) => dayOf(monday.plus({ days: index })));
}

/** The weeks (Monday to Sunday) covering the month holding `anchor` in `zone`: four to six rows of seven days. */
export function monthWeeks(anchor: number, zone: string): CalendarDay[][] {
  const first = DateTime.fromMillis(anchor, { zone }).startOf('month');
  const month = first.month;
  const last = first.endOf('month');
  const weeks: CalendarDay[][] = [];
  let monday = first.minus({ days: first.weekday - 1 });
  while (monday <= last && weeks.length < 6) {
    const start = monday;
    weeks.push(Array.from({ length: 7 }, (_, index) => dayOf(start.plus({ days: index }), month)));
    monday = monday.plus({ weeks: 1 });
  }
  return weeks;
}

/** The same local time of day on another local date (YYYY-MM-DD) in `zone`; a time the clocks skip moves forward. */
export function sameTimeOn(instant: number, dateKey: string, zone: string): number {
  const local = DateTime.fromMillis(instant, { zone });
  const target = DateTime.fromISO(dateKey, { zone });
  if (!target.isValid) throw new RangeError(`Not a date: ${dateKey}`);
  return target.set({ hour: local.hour, minute: local.minute, second: local.second, millisecond: 0 }).toMillis();
}

/** The same local time `days` days later (earlier when negative) in `zone`: 24 real hours apart, or 23 or 25. */
export function shiftDays(instant: number, days: number, zone: string): number {
  return DateTime.fromMillis(instant, { zone }).plus({ days }).toMillis();
}

/** The instant of a local date (YYYY-MM-DD) and time (HH:MM) in `zone`, or undefined when they are not a date and time. */
export function instantOf(dateKey: string, time: string, zone: string): number | undefined {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(dateKey) || !/^([01]\d|2[0-3]):[0-5]\d$/.test(time)) return undefined;
  const local = DateTime.fromISO(`${dateKey}T${time}`, { zone });
  return local.isValid ? local.toMillis() : undefined;
}

/** An instant as the zone's local date and time, for the "Move to…" fields. */
export function localFields(instant: number, zone: string): { date: string; time: string } {
  const local = DateTime.fromMillis(instant, { zone });
  return { date: local.toISODate() ?? '', time: local.toFormat('HH:mm') };
}

/** The anchor a step of the view lands on: a week or a month before or after, at the same local time. */
export function stepAnchor(anchor: number, zone: string, view: 'week' | 'month', steps: number): number {
  const local = DateTime.fromMillis(anchor, { zone });
  return (view === 'week' ? local.plus({ weeks: steps }) : local.plus({ months: steps })).toMillis();
}
