// What a 'wait' failure says instead of "Try again": when the limit lifts, in the user's clock and as a span of
// time, because retrying before then only spends another refusal.
import { formatTime } from '../../shared/text/when';
import type { Failure } from '../desk/failure';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/** `timeZone` is for tests; the screens show the user's own clock. */
export function whenItLifts(failure: Failure, now: number, timeZone?: string): string {
  if (failure.retryAt === undefined) {
    return failure.code === 'upload-limit-exceeded'
      ? 'The platform lifts this limit after a while (often a day): trying again sooner is refused.'
      : 'This limit lifts after a while: try again later.';
  }
  if (failure.retryAt <= now) return 'The limit has lifted: you can try again.';
  const at = formatTime(failure.retryAt, timeZone === undefined ? {} : { timeZone });
  const what = failure.code === 'quota-exceeded' ? 'Quota resets' : 'The limit lifts';
  const where = failure.code === 'quota-exceeded' ? ' (midnight Pacific)' : '';
  return `${what} at ${at}${where}, ${timeLeft(failure.retryAt - now)}.`;
}

function timeLeft(ms: number): string {
  if (ms < HOUR) return `in ${Math.max(1, Math.ceil(ms / MINUTE))} min`;
  const hours = Math.floor(ms / HOUR);
  const minutes = Math.floor((ms % HOUR) / MINUTE);
  return minutes === 0 ? `in ${hours} h` : `in ${hours} h ${minutes} min`;
}
