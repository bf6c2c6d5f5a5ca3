// Calls of the release calendar: its entries over a span, moving one to another time, and giving queued uploads the
// next free slots of a publish-slot rule.
import { DateTime } from 'luxon';
import { z } from 'zod';
import { slotRuleSchema, MAX_SLOTS_ASKED } from '../series/publish-slots';
import type { CalendarEntries, CalendarEntry, SpreadResult } from '../calendar/calendar-entry';
import { libraryVideoIdSchema } from '../library/library-video';
import { uploadIdSchema } from '../uploads/upload-source';
import { call, type CallMap } from './define';

const DAY = 24 * 3_600_000;
/** A month view shows six weeks; a little more leaves room for the zones on either side of UTC. */
export const MAX_CALENDAR_SPAN_MS = 45 * DAY;
const instant = z
  .number()
  .int()
  .min(0)
  .max(8_640_000_000_000_000 / 2);

const entriesInput = z
  .strictObject({
    from: instant,
    until: instant,
    /** Read the Library's scheduled videos again instead of the scan kept from a few minutes ago. */
    refresh: z.boolean().optional(),
  })
  .refine((span) => span.until > span.from && span.until - span.from <= MAX_CALENDAR_SPAN_MS, {
    message: 'Ask for at most 45 days, ending after they begin.',
  });

const RFC3339 = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:\d{2})$/;
const publishAt = z
  .string()
  .max(40)
  .regex(RFC3339, 'Write the publish time as a date and time such as 2030-01-31T18:00:00Z.')
  // luxon, not Date.parse: V8 takes 31 February for 3 March.
  .refine((value) => DateTime.fromISO(value, { setZone: true }).isValid, 'Not a real date and time.');
const rescheduleInput = z.discriminatedUnion('kind', [
  z.strictObject({ kind: z.literal('video'), id: libraryVideoIdSchema, publishAt }),
  z.strictObject({ kind: z.literal('upload'), id: uploadIdSchema, publishAt }),
]);

const spreadInput = z.strictObject({
  uploadIds: z.array(uploadIdSchema).min(1).max(MAX_SLOTS_ASKED),
  rule: slotRuleSchema,
});

export const calendarCalls = {
  /**
   * The scheduled videos of the Library and the queued uploads with a publish time in [from, until). The Library is
   * read through its uploads playlist, newest first, at most 1,000 uploads (2 units per 50), and kept a few minutes.
   */
  'calendar.entries': call<typeof entriesInput, CalendarEntries>(entriesInput),
  /**
   * A new publish time: a video by videos.update of its whole status part (read first; 1 + 50 units), made private
   * since the platform schedules only private videos; an upload that has not started by its details (no quota).
   */
  'calendar.reschedule': call<typeof rescheduleInput, CalendarEntry>(rescheduleInput),
  /** Gives the uploads, in the order given, the rule's next free slots (private with a publish time); no quota. */
  'calendar.spread': call<typeof spreadInput, SpreadResult>(spreadInput),
} satisfies CallMap;
