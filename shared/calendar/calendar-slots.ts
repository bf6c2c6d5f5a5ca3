// The free publish slots a calendar day shows. A slot is the rule's wall-clock time in the rule's own zone (a template's
// "18:00 Europe/Berlin"), an instant that the calendar then shows at its local time in the calendar's zone (17:00 on a
// computer in UTC in winter). A slot is taken when an entry publishes in its minute, whatever zone either was made in:
// both are compared as instants, so an episode at its template's slot never leaves that slot looking free.
import { slotKey, slotsBetween, type SlotRule } from '../series/publish-slots';

/** The most slots one day shows: a rule of every hour fills a day with 24 (25 on the day the clocks go back). */
const MAX_SLOTS_A_DAY = 25;

interface SlotDay {
  /** The day's local midnight and the next one in the calendar's zone, epoch ms. */
  readonly start: number;
  readonly end: number;
}

/** The instants (by minute) that planned entries publish at: their slots are not free. */
export function takenSlotKeys(entries: Iterable<{ readonly at: number }>): Set<number> {
  const keys = new Set<number>();
  for (const entry of entries) keys.add(slotKey(entry.at));
  return keys;
}

/**
 * The rule's slots within `day` that no entry holds, ascending; none on a day already gone (today shows the passed
 * ones, for the calendar to mark). Bounded by MAX_SLOTS_A_DAY.
 */
export function freeSlotsOn(rule: SlotRule, day: SlotDay, taken: ReadonlySet<number>, now: number): number[] {
  if (day.end <= now) return [];
  return slotsBetween(rule, day.start, day.end, MAX_SLOTS_A_DAY).filter((at) => !taken.has(slotKey(at)));
}

/** "Berlin" of "Europe/Berlin", "New York" of "America/New_York": the short name a slot's own time is said with. */
export function placeOfZone(zone: string): string {
  return (zone.split('/').pop() ?? zone).replaceAll('_', ' ');
}
