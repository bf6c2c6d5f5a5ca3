// A template's episode counter. Applying the template reserves the next numbers, so the queue shows each file's
// filled title at once; a number is used when its upload starts sending. A queued upload cancelled or removed before
// it started gives its number back: the counter then continues after the highest number still reserved or used
// (never below where the creator set it), so a file removed from the end of a drop lets the next drop reuse its
// number, while a number given back from the middle stays a gap (the later episodes already carry theirs in their
// titles, and renumbering them behind the creator's back would be worse than a gap).
import { z } from 'zod';

export const counterStateSchema = z.object({
  /** The lowest number the next file may get (the rule's start, or what the creator set). */
  floor: z.int(),
  /** Numbers reserved by queued uploads that have not started, by upload id. */
  reserved: z.record(z.string(), z.int()),
  /** The highest number an upload that started has used; null before the first. */
  highestUsed: z.int().nullable(),
  used: z.int().min(0),
  /** Numbers of an apply under way (written before its files are queued); left over after a crash, they stay taken. */
  inFlight: z.array(z.int()).optional(),
  previous: z.object({ title: z.string(), description: z.string() }).optional(),
});
export type EpisodeCounter = z.output<typeof counterStateSchema>;

export function newCounter(start: number): EpisodeCounter {
  return { floor: start, reserved: {}, highestUsed: null, used: 0 };
}

/** The number the next file gets. */
export function nextNumber(counter: EpisodeCounter, step: number): number {
  let next = counter.floor;
  if (counter.highestUsed !== null) next = Math.max(next, counter.highestUsed + step);
  for (const n of Object.values(counter.reserved)) next = Math.max(next, n + step);
  for (const n of counter.inFlight ?? []) next = Math.max(next, n + step);
  return next;
}

export function reserve(counter: EpisodeCounter, uploadId: string, n: number): EpisodeCounter {
  return { ...counter, reserved: { ...counter.reserved, [uploadId]: n } };
}

/**
 * An apply that never finished (the app stopped between queueing its files and tying their numbers to them): its
 * numbers count as used, since some of them may be on queued uploads that nothing follows any more. A gap is better
 * than an episode number given twice.
 */
export function settleInFlight(counter: EpisodeCounter): EpisodeCounter {
  const left = counter.inFlight ?? [];
  if (left.length === 0) return counter;
  return { ...counter, inFlight: [], highestUsed: Math.max(counter.highestUsed ?? left[0]!, ...left) };
}

/** The upload started: its number is used for good. Unknown ids (not from this template) change nothing. */
export function markUsed(counter: EpisodeCounter, uploadId: string): EpisodeCounter {
  const n = counter.reserved[uploadId];
  if (n === undefined) return counter;
  const reserved = { ...counter.reserved };
  delete reserved[uploadId];
  return { ...counter, reserved, highestUsed: Math.max(counter.highestUsed ?? n, n), used: counter.used + 1 };
}

/** The upload went before it started: its number is given back (see the rule above). */
export function release(counter: EpisodeCounter, uploadId: string): EpisodeCounter {
  if (counter.reserved[uploadId] === undefined) return counter;
  const reserved = { ...counter.reserved };
  delete reserved[uploadId];
  return { ...counter, reserved };
}

/**
 * The creator sets the next number (a new season from 1, or a correction): it becomes the floor and the numbers used
 * so far no longer push it up; numbers still reserved by queued uploads do, since those titles are already written.
 */
export function setNext(counter: EpisodeCounter, next: number): EpisodeCounter {
  return { ...counter, floor: next, highestUsed: null };
}
