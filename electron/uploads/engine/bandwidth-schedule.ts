// Which limit of the bandwidth schedule is in force at an instant, and when that may next change. Windows are
// wall-clock times in the user's zone, so each is laid on the calendar day by day with luxon: a window that opens in
// the hour a daylight-saving switch skips opens when the clock resumes (luxon moves a missing local time forward),
// one that closes before it opens runs past midnight into the next day, and a day is 23 or 25 hours where the zone
// says so. Work per question is bounded: the windows (at most 16) on ten days around the instant.
import { DateTime } from 'luxon';
import type { BandwidthSchedule, BandwidthWindow } from '../../../shared/uploads/bandwidth';

/** A window's days are the days it opens on; yesterday's may still run (past midnight), a week covers the rest. */
const DAYS_BACK = 1;
const DAYS_AHEAD = 8;

interface Span {
  readonly start: number;
  readonly end: number;
  readonly bytesPerSecond: number | null;
}

function atMinute(day: DateTime, minute: number): DateTime {
  return day.set({ hour: Math.floor(minute / 60), minute: minute % 60, second: 0, millisecond: 0 });
}

function spanOn(window: BandwidthWindow, day: DateTime): Span | undefined {
  if (window.days.length > 0 && !window.days.includes(day.weekday)) return undefined;
  const start = atMinute(day, window.from);
  const end = atMinute(window.to <= window.from ? day.plus({ days: 1 }) : day, window.to);
  return { start: start.toMillis(), end: end.toMillis(), bytesPerSecond: window.bytesPerSecond };
}

function spansAround(schedule: BandwidthSchedule, instant: number, zone: string, back: number, ahead: number): Span[] {
  const today = DateTime.fromMillis(instant, { zone }).startOf('day');
  const spans: Span[] = [];
  for (let offset = -back; offset <= ahead; offset++) {
    const day = today.plus({ days: offset });
    for (const window of schedule.windows) {
      const span = spanOn(window, day);
      if (span && span.end > span.start) spans.push(span);
    }
  }
  return spans;
}

/** Bytes per second in force at `instant` (null: no limit): the tightest open window's, else `otherwise`. */
export function rateAt(schedule: BandwidthSchedule, instant: number, zone: string): number | null {
  const open = spansAround(schedule, instant, zone, DAYS_BACK, 0).filter(
    (span) => span.start <= instant && instant < span.end,
  );
  if (open.length === 0) return schedule.otherwise;
  const limits = open.map((span) => span.bytesPerSecond ?? Infinity);
  const tightest = Math.min(...limits);
  return tightest === Infinity ? null : tightest;
}

/** The first window boundary strictly after `instant` (epoch ms), or undefined when there is no window. */
export function nextBoundary(schedule: BandwidthSchedule, instant: number, zone: string): number | undefined {
  let next: number | undefined;
  for (const span of spansAround(schedule, instant, zone, DAYS_BACK, DAYS_AHEAD)) {
    for (const edge of [span.start, span.end]) if (edge > instant && (next === undefined || edge < next)) next = edge;
  }
  return next;
}
