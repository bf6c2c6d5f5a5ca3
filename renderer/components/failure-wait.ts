// What a 'wait' failure says instead of "Try again": when the limit lifts, in the user's clock and as a span of
// time, because retrying before then only spends another refusal.
import type { IntlShape } from 'react-intl';
import { formatTime } from '../../shared/text/when';
import type { Failure } from '../desk/failure';
import { FAILURE } from './components-messages';
import { currentIntl } from './words';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/** `timeZone` is for tests; the screens show the user's own clock. */
export function whenItLifts(failure: Failure, now: number, timeZone?: string, intl: IntlShape = currentIntl()): string {
  if (failure.retryAt === undefined) {
    return intl.formatMessage(failure.code === 'upload-limit-exceeded' ? FAILURE.uploadLimitLater : FAILURE.limitLater);
  }
  if (failure.retryAt <= now) return intl.formatMessage(FAILURE.lifted);
  const at = formatTime(failure.retryAt, timeZone === undefined ? {} : { timeZone });
  return intl.formatMessage(FAILURE.liftsAt, {
    what: failure.code === 'quota-exceeded' ? 'quota' : 'limit',
    at,
    left: timeLeft(failure.retryAt - now, intl),
  });
}

function timeLeft(ms: number, intl: IntlShape): string {
  if (ms < HOUR) return intl.formatMessage(FAILURE.inMinutes, { minutes: Math.max(1, Math.ceil(ms / MINUTE)) });
  const hours = Math.floor(ms / HOUR);
  const minutes = Math.floor((ms % HOUR) / MINUTE);
  return minutes === 0
    ? intl.formatMessage(FAILURE.inHours, { hours })
    : intl.formatMessage(FAILURE.inHoursMinutes, { hours, minutes });
}
