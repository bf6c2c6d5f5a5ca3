// A sheet's publish time: an RFC 3339 date-time with its offset (kept as written, so the app's own export reads back
// unchanged), or a local date and time ("2030-03-29 18:00") read in the creator's time zone, DST-correct, and sent
// to the platform in UTC. Matched by one anchored expression without nested repetition (linear), on a bounded cell.
// Followed: the Data API's video resource, status.publishAt (a date-time, settable only while privacyStatus is
// private), as read 2026-11-25; the private rule and "in the future" are checkVideoMetadata's, as for the form.
import { DateTime } from 'luxon';

const RFC3339 = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d{1,9})?(Z|[+-]\d{2}:\d{2})$/;
const LOOSE = /^(\d{4})-(\d{2})-(\d{2})[T ](\d{1,2}):(\d{2})(?::(\d{2}))?[ ]?(Z|[+-]\d{2}:?\d{2})?$/;

type PublishTime = { readonly ok: true; readonly value: string } | { readonly ok: false; readonly message: string };

const FORMAT_HINT = 'Write it as 2030-03-29 18:00 (your time zone) or 2030-03-29T18:00:00+02:00.';

export function readPublishTime(cell: string, timeZone: string): PublishTime {
  const text = cell.trim();
  if (text.length > 64) return { ok: false, message: `The publish time is not a date and time. ${FORMAT_HINT}` };
  if (RFC3339.test(text) && !Number.isNaN(Date.parse(text))) return { ok: true, value: text };
  const parts = LOOSE.exec(text);
  if (!parts) return { ok: false, message: `"${text}" is not a date and time. ${FORMAT_HINT}` };
  const [, year, month, day, hour, minute, second, offset] = parts;
  const fields = {
    year: Number(year),
    month: Number(month),
    day: Number(day),
    hour: Number(hour),
    minute: Number(minute),
    second: Number(second ?? '0'),
  };
  const zone =
    offset === undefined
      ? timeZone
      : offset === 'Z'
        ? 'UTC'
        : `UTC${offset.length === 5 ? `${offset.slice(0, 3)}:${offset.slice(3)}` : offset}`;
  const local = DateTime.fromObject(fields, { zone });
  if (!local.isValid) {
    return {
      ok: false,
      message: `"${text}" is not a date and time that exists (${local.invalidExplanation ?? 'check the day and hour'}).`,
    };
  }
  // Luxon moves a time that falls in a spring-forward gap; such a time never shows on a clock there.
  if (local.hour !== fields.hour || local.minute !== fields.minute || local.day !== fields.day) {
    return {
      ok: false,
      message: `${text} does not exist in ${timeZone}: the clocks skip that hour when daylight saving time starts.`,
    };
  }
  return { ok: true, value: local.toUTC().toISO({ suppressMilliseconds: true }) ?? text };
}
