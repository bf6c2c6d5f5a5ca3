// Free slots as the calendar shows them: a template's slots in its own zone, laid on the calendar's days in another
// zone, at their local time there; a slot an entry publishes in is never free, however either instant was written.
import { DateTime } from 'luxon';
import { describe, expect, it } from 'vitest';
import { weekDays } from '../../../../shared/calendar/calendar-days';
import { freeSlotsOn, placeOfZone, takenSlotKeys } from '../../../../shared/calendar/calendar-slots';
import type { SlotRule } from '../../../../shared/series/publish-slots';

const WEEKLY_SHOW: SlotRule = { kind: 'weekly', zone: 'Europe/Berlin', days: [1, 3, 5], times: ['18:00'] };
const utc = (iso: string) => DateTime.fromISO(iso, { zone: 'UTC' }).toMillis();
// A week of December 2026 in UTC: Mon 7 … Sun 13.
const days = weekDays(utc('2026-12-09T12:00'), 'UTC');
const byKey = new Map(days.map((day) => [day.key, day]));
const NOW = utc('2026-12-01T00:00');

describe('freeSlotsOn', () => {
  it('shows a Berlin 18:00 slot on the UTC calendar at 17:00 of the same day', () => {
    const slots = freeSlotsOn(WEEKLY_SHOW, byKey.get('2026-12-07')!, new Set(), NOW);
    expect(slots).toEqual([utc('2026-12-07T17:00')]);
    expect(freeSlotsOn(WEEKLY_SHOW, byKey.get('2026-12-08')!, new Set(), NOW)).toEqual([]);
  });

  it('never shows a slot free when an entry publishes in it, whatever second or zone the entry was written in', () => {
    const episode = { at: DateTime.fromISO('2026-12-09T18:00:30', { zone: 'Europe/Berlin' }).toMillis() };
    const taken = takenSlotKeys([episode]);
    expect(freeSlotsOn(WEEKLY_SHOW, byKey.get('2026-12-09')!, taken, NOW)).toEqual([]);
    // An entry an hour off (18:00 UTC, the old default's slot) holds nothing of Berlin's 18:00.
    const offByAnHour = takenSlotKeys([{ at: utc('2026-12-11T18:00') }]);
    expect(freeSlotsOn(WEEKLY_SHOW, byKey.get('2026-12-11')!, offByAnHour, NOW)).toEqual([utc('2026-12-11T17:00')]);
  });

  it('keeps to Berlin 18:00 across a clock change: 16:00 UTC in summer', () => {
    const summer = weekDays(utc('2027-07-07T12:00'), 'UTC').find((day) => day.key === '2027-07-07')!;
    expect(freeSlotsOn(WEEKLY_SHOW, summer, new Set(), NOW)).toEqual([utc('2027-07-07T16:00')]);
  });

  it('shows none on a day already gone', () => {
    expect(freeSlotsOn(WEEKLY_SHOW, byKey.get('2026-12-07')!, new Set(), utc('2026-12-08T00:00'))).toEqual([]);
  });

  it('bounds a day of an hourly rule', () => {
    const hourly: SlotRule = { kind: 'every', zone: 'UTC', hours: 1, from: '2026-12-01T00:00' };
    expect(freeSlotsOn(hourly, byKey.get('2026-12-07')!, new Set(), NOW)).toHaveLength(24);
  });
});

describe('placeOfZone', () => {
  it('names the place of a zone', () => {
    expect(placeOfZone('Europe/Berlin')).toBe('Berlin');
    expect(placeOfZone('America/New_York')).toBe('New York');
    expect(placeOfZone('UTC')).toBe('UTC');
  });
});
