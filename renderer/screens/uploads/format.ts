// How sizes, speeds and times read on the Uploads screen, in the language in force: the shared formatters
// (shared/text) in the intl's locale, the words from the catalogue. Binary units, because that is what file managers
// show for the same files, so "3.0 MiB" here matches what the creator saw when picking the file.
import type { IntlShape } from 'react-intl';
import { formatDuration as sayDuration, formatFileSize } from '../../../shared/text/measures';
import { formatTimeOrDateTime } from '../../../shared/text/when';
import { UPLOADS } from './uploads-messages';

export function formatBytes(bytes: number, intl: IntlShape): string {
  const whole = Math.max(0, Math.round(Number.isFinite(bytes) ? bytes : 0));
  if (whole < 1024) return intl.formatMessage(UPLOADS.bytes, { count: whole });
  return formatFileSize(whole, intl.locale);
}

export function formatSpeed(bytesPerSecond: number, intl: IntlShape): string {
  return intl.formatMessage(UPLOADS.speed, { size: formatBytes(bytesPerSecond, intl) });
}

/** A duration as the language abbreviates it: "45 sec", "3 min, 5 sec", "2 hr, 10 min". */
export function formatDuration(seconds: number, intl: IntlShape): string {
  return sayDuration(seconds, intl.locale);
}

/** "1.2 MiB of 3.0 MiB". */
export function formatAmounts(done: number, total: number, intl: IntlShape): string {
  return intl.formatMessage(UPLOADS.amounts, { done: formatBytes(done, intl), total: formatBytes(total, intl) });
}

/**
 * Whole percent, rounded down: a bar must not claim 100% while the last bytes are still unconfirmed (the video
 * exists only once the server has answered the final chunk).
 */
export function percentOf(done: number, total: number): number {
  if (total <= 0) return 0;
  return Math.max(0, Math.min(100, Math.floor((done / total) * 100)));
}

/** "99%" ("99 %" in German). */
export function formatPercent(percent: number, intl: IntlShape): string {
  return intl.formatNumber(percent / 100, { style: 'percent' });
}

/** A clock time for "retrying at" and "quota resets at"; with the date when it is not today. */
export function formatInstant(epochMs: number, intl: IntlShape, now: number = Date.now()): string {
  return formatTimeOrDateTime(epochMs, { now, locale: intl.locale });
}
