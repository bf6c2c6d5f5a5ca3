// A sheet's publish time: an RFC 3339 date-time with its offset (kept as written, so the app's own export reads back
// unchanged), or a local date and time ("2030-03-29 18:00") read in the creator's time zone, DST-correct, and sent
// to the platform in UTC. Matched by one anchored expression without nested repetition (linear), on a bounded cell.
// Followed: the Data API's video resource, status.publishAt (a date-time, settable only while privacyStatus is
// private), as read 2026-11-25; the private rule and "in the future" are checkVideoMetadata's, as for the form.
import { DateTime } from 'luxon';
import type { IntlShape } from 'react-intl';
import { englishIntl } from '../uploads/video-metadata';
import { SHEET_PROBLEMS } from './sheet-import-messages';

const RFC3339 = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d{1,9})?(Z|[+-]\d{2}:\d{2})$/;
const LOOSE = /^(\d{4})-(\d{2})-(\d{2})[T ](\d{1,2}):(\d{2})(?::(\d{2}))?[ ]?(Z|[+-]\d{2}:?\d{2})?$/;

type PublishTime = { readonly ok: true; readonly value: string } | { readonly ok: false; readonly message: string };

/** The cell's time in UTC, or why it is none in `intl`'s language (English when not given). */
export function readPublishTime(cell: string, timeZone: string, intl: IntlShape = englishIntl()): PublishTime {
  const text = cell.trim();
  if (text.length > 64) return { ok: false, message: intl.formatMessage(SHEET_PROBLEMS.publishTimeTooLong) };
  if (RFC3339.test(text) && !Number.isNaN(Date.parse(text))) return { ok: true, value: text };
  const parts = LOOSE.exec(text);
  if (!parts) return { ok: false, message: intl.formatMessage(SHEET_PROBLEMS.publishTimeUnreadable, { text }) };
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
  // Luxon's own explanation is English only; the creator is told what to check instead.
  if (!local.isValid) return { ok: false, message: intl.formatMessage(SHEET_PROBLEMS.publishTimeImpossible, { text }) };
  // Luxon moves a time that falls in a spring-forward gap; such a time never shows on a clock there.
  if (local.hour !== fields.hour || local.minute !== fields.minute || local.day !== fields.day) {
    return { ok: false, message: intl.formatMessage(SHEET_PROBLEMS.publishTimeSkipped, { text, timeZone }) };
  }
  return { ok: true, value: local.toUTC().toISO({ suppressMilliseconds: true }) ?? text };
}
