// Entries sorted into the days shown, with their marks: past (the time has gone) and conflict (another entry in the
// same minute, even one on a day not shown); placement follows the zone's own days, 25-hour days included.
import { DateTime } from 'luxon';
import { describe, expect, it } from 'vitest';
import { weekDays } from '../../../../shared/calendar/calendar-days';
import type { CalendarEntry } from '../../../../shared/calendar/calendar-entry';
import { entriesByDay } from '../../../../shared/calendar/calendar-marks';

const BERLIN = 'Europe/Berlin';
const at = (iso: string) => DateTime.fromISO(iso, { zone: BERLIN }).toMillis();

function entry(id: string, instant: number, kind: CalendarEntry['kind'] = 'video'): CalendarEntry {
  return {
    kind,
    id,
    title: `Title ${id}`,
    at: instant,
    state: kind === 'video' ? 'scheduled' : 'queued',
    movable: true,
  };
}

describe('entriesByDay', () => {
  const days = weekDays(at('2026-10-22T12:00'), BERLIN);

  it('puts each entry on its local day, in time order, the late hours of a 25-hour day included', () => {
    const entries = [
      entry('b', at('2026-10-25T23:30')),
      entry('a', at('2026-10-25T00:15')),
      entry('c', at('2026-10-26T00:00')),
      entry('d', at('2026-10-19T00:00')),
    ];
    const byDay = entriesByDay(days, entries, at('2026-10-01T00:00'));
    expect(byDay.get('2026-10-25')!.map((marked) => marked.entry.id)).toEqual(['a', 'b']);
    expect(byDay.get('2026-10-19')!.map((marked) => marked.entry.id)).toEqual(['d']);
    // The next Monday is outside the week shown.
    expect([...byDay.values()].flat()).toHaveLength(3);
  });

  it('marks entries whose time has gone as past, and two in one minute as conflicts wherever the other is', () => {
    const now = at('2026-10-21T12:00');
    const entries = [
      entry('gone', at('2026-10-20T18:00')),
      entry('clash-1', at('2026-10-23T18:00')),
      entry('clash-2', at('2026-10-23T18:00') + 30_000, 'upload'),
      entry('alone', at('2026-10-23T18:01')),
      entry('outside', at('2026-11-02T09:00')),
      entry('outside-too', at('2026-11-02T09:00')),
    ];
    const marks = new Map(
      [...entriesByDay(days, entries, now).values()].flat().map((marked) => [marked.entry.id, marked]),
    );
    expect(marks.get('gone')).toMatchObject({ past: true, conflict: false });
    expect(marks.get('clash-1')).toMatchObject({ past: false, conflict: true });
    expect(marks.get('clash-2')).toMatchObject({ past: false, conflict: true });
    expect(marks.get('alone')).toMatchObject({ past: false, conflict: false });
    expect(marks.has('outside')).toBe(false);
  });

  it('places a hundred thousand entries in one pass', () => {
    const start = days[0]!.start;
    const span = days[6]!.end - start;
    const entries = Array.from({ length: 100_000 }, (_, index) =>
      entry(String(index), start + ((index * 7919) % span)),
    );
    const byDay = entriesByDay(days, entries, start);
    expect([...byDay.values()].reduce((sum, list) => sum + list.length, 0)).toBe(100_000);
  });
});
