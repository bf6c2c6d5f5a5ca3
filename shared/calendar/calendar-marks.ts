// The calendar's entries sorted into the days shown, each with its marks: past (its time has gone: the platform will
// refuse it as a publish time) and conflict (another entry shares its slot, the same minute).
import { conflictingSlots, slotKey } from '../series/publish-slots';
import type { CalendarDay } from './calendar-days';
import type { CalendarEntry } from './calendar-entry';

export interface MarkedEntry {
  readonly entry: CalendarEntry;
  readonly past: boolean;
  readonly conflict: boolean;
}

/**
 * The entries of each day (by its key), in time order. Conflicts are found among all `entries`, so a clash with an
 * entry of another view still shows. Linear in the entries plus the days (each entry is found by a binary search).
 */
export function entriesByDay(
  days: readonly CalendarDay[],
  entries: readonly CalendarEntry[],
  now: number,
): Map<string, MarkedEntry[]> {
  const conflicts = conflictingSlots(entries.map((entry) => entry.at));
  const sortedDays = [...days].sort((a, b) => a.start - b.start);
  const byDay = new Map<string, MarkedEntry[]>(sortedDays.map((day) => [day.key, []]));
  for (const entry of [...entries].sort((a, b) => a.at - b.at || a.title.localeCompare(b.title))) {
    const day = dayHolding(sortedDays, entry.at);
    if (!day) continue;
    byDay.get(day.key)!.push({ entry, past: entry.at <= now, conflict: conflicts.has(slotKey(entry.at)) });
  }
  return byDay;
}

function dayHolding(days: readonly CalendarDay[], at: number): CalendarDay | undefined {
  let low = 0;
  let high = days.length - 1;
  while (low <= high) {
    const middle = (low + high) >> 1;
    const day = days[middle]!;
    if (at < day.start) high = middle - 1;
    else if (at >= day.end) low = middle + 1;
    else return day;
  }
  return undefined;
}
