// How sizes, speeds and times read on the Uploads screen. Binary units, because that is what file managers show for
// the same files, so "3.0 MiB" here matches what the creator saw when picking the file.
import { formatTimeOrDateTime } from '../../../shared/text/when';

const UNITS = ['bytes', 'KiB', 'MiB', 'GiB', 'TiB'] as const;

export function formatBytes(bytes: number): string {
  if (!Number.isFinite(bytes) || bytes < 1024) return `${Math.max(0, Math.round(bytes || 0))} bytes`;
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < UNITS.length - 1) {
    value /= 1024;
    unit += 1;
  }
  return `${value.toFixed(value >= 100 ? 0 : 1)} ${UNITS[unit]}`;
}

export function formatSpeed(bytesPerSecond: number): string {
  return `${formatBytes(bytesPerSecond)}/s`;
}

/** A duration as a person says it: "45 s", "3 min 5 s", "2 h 10 min". */
export function formatDuration(seconds: number): string {
  const total = Math.max(0, Math.round(seconds));
  if (total < 60) return `${total} s`;
  const minutes = Math.floor(total / 60);
  if (minutes < 60) return total % 60 === 0 ? `${minutes} min` : `${minutes} min ${total % 60} s`;
  const hours = Math.floor(minutes / 60);
  return minutes % 60 === 0 ? `${hours} h` : `${hours} h ${minutes % 60} min`;
}

/**
 * Whole percent, rounded down: a bar must not claim 100% while the last bytes are still unconfirmed (the video
 * exists only once the server has answered the final chunk).
 */
export function percentOf(done: number, total: number): number {
  if (total <= 0) return 0;
  return Math.max(0, Math.min(100, Math.floor((done / total) * 100)));
}

/** A clock time for "retrying at" and "quota resets at"; with the date when it is not today. */
export function formatInstant(epochMs: number, now: number = Date.now()): string {
  return formatTimeOrDateTime(epochMs, { now });
}
