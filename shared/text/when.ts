// One way to say a moment on every screen, in the creator's locale (Intl), instead of four ("Dec 11, 2026, 5:00 PM",
// "10 Dec 2026, 17:00", "12/7/2026, 1:18:47 AM"…). The year is said only when it is not this year's; relative
// words ("in 3 days", "2 hours ago") where the distance matters more than the date. The locale is the one the
// creator chose (text-locale.ts) unless a caller gives one; a zone may be given where a screen shows times in a zone
// of its own (the calendar).
import { textLocale } from './text-locale';

/** A moment as epoch milliseconds, an ISO 8601 string or a Date. */
export type Instant = number | string | Date;

export interface WhenOptions {
  /** The moment "now" is, for the year rule and relative words (tests freeze it). */
  now?: number;
  /** An IANA zone; the runtime's own when absent. */
  timeZone?: string;
  locale?: string;
}

const formats = new Map<string, Intl.DateTimeFormat>();

function dateTimeFormat(given: string | undefined, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const locale = given ?? textLocale();
  const key = JSON.stringify([locale ?? '', options]);
  let format = formats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, options);
    formats.set(key, format);
  }
  return format;
}

/** Epoch milliseconds of an instant, or NaN for one that cannot be read. */
function epochOf(at: Instant): number {
  if (typeof at === 'number') return at;
  if (at instanceof Date) return at.getTime();
  return Date.parse(at);
}

function yearIn(epochMs: number, options: WhenOptions): string {
  return dateTimeFormat('en-US', { year: 'numeric', timeZone: options.timeZone }).format(epochMs);
}

function dayParts(epochMs: number, options: WhenOptions): Intl.DateTimeFormatOptions {
  const now = options.now ?? Date.now();
  const sameYear = yearIn(epochMs, options) === yearIn(now, options);
  return {
    weekday: 'short',
    month: 'short',
    day: 'numeric',
    ...(sameYear ? {} : { year: 'numeric' }),
    timeZone: options.timeZone,
  };
}

const UNREADABLE = '—';

/** "Mon, Dec 7" (this year) or "Tue, Mar 2, 2027". */
export function formatDate(at: Instant, options: WhenOptions = {}): string {
  const epochMs = epochOf(at);
  if (!Number.isFinite(epochMs)) return UNREADABLE;
  return dateTimeFormat(options.locale, dayParts(epochMs, options)).format(epochMs);
}

/** "5:00 PM" (or "17:00" where the locale says so). */
export function formatTime(at: Instant, options: WhenOptions = {}): string {
  const epochMs = epochOf(at);
  if (!Number.isFinite(epochMs)) return UNREADABLE;
  return dateTimeFormat(options.locale, { hour: 'numeric', minute: '2-digit', timeZone: options.timeZone }).format(
    epochMs,
  );
}

/** "Mon, Dec 7, 5:00 PM" (this year) or "Tue, Mar 2, 2027, 6:00 PM". */
export function formatDateTime(at: Instant, options: WhenOptions = {}): string {
  const epochMs = epochOf(at);
  if (!Number.isFinite(epochMs)) return UNREADABLE;
  return dateTimeFormat(options.locale, {
    ...dayParts(epochMs, options),
    hour: 'numeric',
    minute: '2-digit',
  }).format(epochMs);
}

const relativeFormats = new Map<string, Intl.RelativeTimeFormat>();

function relativeFormat(given: string | undefined): Intl.RelativeTimeFormat {
  const locale = given ?? textLocale();
  const key = locale ?? '';
  let format = relativeFormats.get(key);
  if (!format) {
    format = new Intl.RelativeTimeFormat(locale, { numeric: 'auto' });
    relativeFormats.set(key, format);
  }
  return format;
}

const STEPS: [Intl.RelativeTimeFormatUnit, number][] = [
  ['second', 60],
  ['minute', 60],
  ['hour', 24],
  ['day', 7],
  ['week', 4.35],
  ['month', 12],
  ['year', Number.POSITIVE_INFINITY],
];

/** "now", "2 hours ago", "in 3 days", "last month": the largest unit that fits, rounded. */
export function formatRelative(at: Instant, options: WhenOptions = {}): string {
  const epochMs = epochOf(at);
  if (!Number.isFinite(epochMs)) return UNREADABLE;
  let amount = (epochMs - (options.now ?? Date.now())) / 1000;
  if (Math.abs(amount) < 45) return relativeFormat(options.locale).format(0, 'second');
  for (const [unit, size] of STEPS) {
    if (Math.abs(amount) < size) return relativeFormat(options.locale).format(Math.round(amount), unit);
    amount /= size;
  }
  return formatDate(epochMs, options);
}

/** "Mon, Dec 7, 5:00 PM (in 3 days)": the moment and its distance, for times a creator plans around. */
export function formatDateTimeWithDistance(at: Instant, options: WhenOptions = {}): string {
  const epochMs = epochOf(at);
  if (!Number.isFinite(epochMs)) return UNREADABLE;
  return `${formatDateTime(epochMs, options)} (${formatRelative(epochMs, options)})`;
}

/** "December 2026": a month's heading (the calendar's month view). */
export function formatMonth(at: Instant, options: WhenOptions = {}): string {
  const epochMs = epochOf(at);
  if (!Number.isFinite(epochMs)) return UNREADABLE;
  return dateTimeFormat(options.locale, { month: 'long', year: 'numeric', timeZone: options.timeZone }).format(epochMs);
}

/** "Friday, January 16": a day of the coming days said in a sentence ("tomorrow (Friday, January 16)"); no year. */
export function formatDayInSentence(at: Instant, options: WhenOptions = {}): string {
  const epochMs = epochOf(at);
  if (!Number.isFinite(epochMs)) return UNREADABLE;
  return dateTimeFormat(options.locale, {
    weekday: 'long',
    month: 'long',
    day: 'numeric',
    timeZone: options.timeZone,
  }).format(epochMs);
}

/** "Tue 9:00 AM": a moment of a weekly schedule (the bandwidth limit's next change). */
export function formatWeekdayTime(at: Instant, options: WhenOptions = {}): string {
  const epochMs = epochOf(at);
  if (!Number.isFinite(epochMs)) return UNREADABLE;
  return dateTimeFormat(options.locale, {
    weekday: 'short',
    hour: 'numeric',
    minute: '2-digit',
    timeZone: options.timeZone,
  }).format(epochMs);
}

/** "5:00 PM" today, else "Tue, Dec 8, 5:00 PM": a time the creator waits for (a retry, the quota's reset). */
export function formatTimeOrDateTime(at: Instant, options: WhenOptions = {}): string {
  const epochMs = epochOf(at);
  if (!Number.isFinite(epochMs)) return UNREADABLE;
  const day = (ms: number): string =>
    dateTimeFormat('en-US', { year: 'numeric', month: 'numeric', day: 'numeric', timeZone: options.timeZone }).format(
      ms,
    );
  return day(epochMs) === day(options.now ?? Date.now())
    ? formatTime(epochMs, options)
    : formatDateTime(epochMs, options);
}
