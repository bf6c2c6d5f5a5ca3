// Publish slots: when a series releases (Mon/Wed/Fri 18:00 Europe/Berlin, or one every 6 hours). A slot is a wall-clock
// time in the series' zone, laid on the calendar day by day with luxon, so it stays at 18:00 local across a
// daylight-saving change (the instant moves by an hour); a slot in the hour a spring switch skips is moved forward to
// when the clock resumes (luxon's rule), one in the hour an autumn switch repeats is the first of the two. "Every N
// hours" counts real elapsed hours from its first slot, which is what a creator spacing releases means by it.
// Shared: the calendar shows slots in the page, the main process gives queued uploads their slots.
import { DateTime, IANAZone } from 'luxon';
import { z } from 'zod';
import { saidRefusal } from '../i18n/said-issue';
import { SLOT_PROBLEMS } from './publish-slots-messages';

const MAX_SLOT_TIMES = 24;
const MAX_EVERY_HOURS = 24 * 28;
/** The most slots one question may ask for: a series of 600 episodes is the largest asked of upload tools. */
export const MAX_SLOTS_ASKED = 1_000;

// Refinements rather than zod's own checks, so that each refusal carries the catalogue's message (said-issue.ts).
const clockTimeSchema = z
  .string()
  .refine((time) => /^([01]\d|2[0-3]):[0-5]\d$/.test(time), saidRefusal(SLOT_PROBLEMS.timeFormat));

export const timeZoneSchema = z
  .string()
  .max(64)
  .refine((zone) => IANAZone.isValidZone(zone), saidRefusal(SLOT_PROBLEMS.unknownZone));

const uniqueList = <T>(list: readonly T[]) => new Set(list).size === list.length;

const weeklySlotsSchema = z.strictObject({
  kind: z.literal('weekly'),
  zone: timeZoneSchema,
  /** ISO weekdays, 1 Monday … 7 Sunday. */
  days: z
    .array(z.number().int().min(1).max(7))
    .max(7)
    .refine((days) => days.length > 0, saidRefusal(SLOT_PROBLEMS.chooseDay))
    .refine(uniqueList, saidRefusal(SLOT_PROBLEMS.dayTwice)),
  times: z
    .array(clockTimeSchema)
    .max(MAX_SLOT_TIMES)
    .refine((times) => times.length > 0, saidRefusal(SLOT_PROBLEMS.giveTime))
    .refine(uniqueList, saidRefusal(SLOT_PROBLEMS.timeTwice)),
});

const everySlotsSchema = z.strictObject({
  kind: z.literal('every'),
  zone: timeZoneSchema,
  hours: z.number().int().min(1).max(MAX_EVERY_HOURS),
  /** The first slot, as a local date and time in `zone` (YYYY-MM-DDTHH:MM). */
  from: z
    .string()
    .refine((from) => /^\d{4}-\d{2}-\d{2}T([01]\d|2[0-3]):[0-5]\d$/.test(from), saidRefusal(SLOT_PROBLEMS.firstSlot)),
});

export const slotRuleSchema = z.discriminatedUnion('kind', [weeklySlotsSchema, everySlotsSchema]);
export type SlotRule = z.output<typeof slotRuleSchema>;
type WeeklySlots = z.output<typeof weeklySlotsSchema>;

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/** Two publish times in the same minute take the same slot (the platform keeps publishAt to the second, people don't). */
export function slotKey(instant: number): number {
  return Math.floor(instant / MINUTE);
}

function minutesOf(time: string): number {
  return Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));
}

/** The weekly rule's slots on one local day, ascending. */
function weeklySlotsOn(rule: WeeklySlots, day: DateTime): number[] {
  if (!rule.days.includes(day.weekday)) return [];
  return rule.times
    .map(minutesOf)
    .sort((a, b) => a - b)
    .map((minute) =>
      day.set({ hour: Math.floor(minute / 60), minute: minute % 60, second: 0, millisecond: 0 }).toMillis(),
    );
}

function firstEverySlot(rule: Extract<SlotRule, { kind: 'every' }>): number {
  return DateTime.fromISO(rule.from, { zone: rule.zone }).toMillis();
}

/**
 * The rule's slots at or after `from` and before `until`, ascending, at most `limit` of them. Work is bounded by the
 * span (one step per day or per slot) and the limit.
 */
export function slotsBetween(rule: SlotRule, from: number, until: number, limit = MAX_SLOTS_ASKED): number[] {
  const slots: number[] = [];
  const cap = Math.min(limit, MAX_SLOTS_ASKED * 10);
  if (rule.kind === 'every') {
    const first = firstEverySlot(rule);
    const step = rule.hours * HOUR;
    const skipped = from > first ? Math.ceil((from - first) / step) : 0;
    for (let at = first + skipped * step; at < until && slots.length < cap; at += step) slots.push(at);
    return slots;
  }
  // A day before `from`, since a slot of the previous local day can still fall after `from` in another offset.
  let day = DateTime.fromMillis(from, { zone: rule.zone }).startOf('day').minus({ days: 1 });
  while (day.toMillis() < until && slots.length < cap) {
    for (const at of weeklySlotsOn(rule, day)) {
      if (at >= from && at < until && slots.length < cap) slots.push(at);
    }
    day = day.plus({ days: 1 });
  }
  return slots;
}

interface FreeSlotsQuestion {
  /** Slots strictly after this instant (epoch ms), usually now plus the time the uploads need. */
  readonly after: number;
  /** How many slots are wanted (at most MAX_SLOTS_ASKED). */
  readonly count: number;
  /** Publish times already planned (scheduled videos, queued uploads): their slots are not free. */
  readonly taken?: Iterable<number>;
}

/** The next `count` free slots after `after`, ascending; fewer only if the rule has no more within the search bound. */
export function nextFreeSlots(rule: SlotRule, question: FreeSlotsQuestion): number[] {
  const count = Math.max(0, Math.min(question.count, MAX_SLOTS_ASKED));
  const taken = new Set<number>();
  for (const instant of question.taken ?? []) taken.add(slotKey(instant));
  const free: number[] = [];
  let takenAhead = 0;
  for (const key of taken) if (key * MINUTE > question.after) takenAhead += 1;
  // Enough of the rule's slots to find `count` free ones even if every planned time sits on one of them.
  const wanted = count + takenAhead + 1;
  const until =
    rule.kind === 'every'
      ? Math.max(question.after, firstEverySlot(rule)) + (wanted + 1) * rule.hours * HOUR
      : question.after + (Math.ceil(wanted / (rule.days.length * rule.times.length)) + 2) * 7 * 24 * HOUR;
  const candidates = slotsBetween(rule, question.after + 1, until, wanted);
  for (const at of candidates) {
    if (free.length >= count) break;
    if (taken.has(slotKey(at))) continue;
    taken.add(slotKey(at));
    free.push(at);
  }
  return free;
}

/** Publish times that share a slot with another: the calendar marks them as conflicts. */
export function conflictingSlots(publishTimes: Iterable<number>): Set<number> {
  const seen = new Map<number, number>();
  for (const instant of publishTimes) seen.set(slotKey(instant), (seen.get(slotKey(instant)) ?? 0) + 1);
  const conflicts = new Set<number>();
  for (const [key, times] of seen) if (times > 1) conflicts.add(key);
  return conflicts;
}

/** The rule's zone's name for an instant's local wall-clock time, e.g. "Mon 30 Mar, 18:00 CEST". */
export function formatSlot(instant: number, zone: string, locale = 'en-GB'): string {
  return DateTime.fromMillis(instant, { zone }).setLocale(locale).toFormat('ccc d LLL, HH:mm ZZZZ');
}
