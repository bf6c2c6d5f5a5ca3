// The one refusal of a publish time that has gone by, in the same words wherever it is caught: the upload form, the
// bulk edit and the sheet import (publishAtProblem), and a move on the calendar (in the renderer before anything is
// sent, and again in the main process). The platform takes a publish time only in the future (VideoStatus.publishAt,
// discovery revision 20240303; refused as invalidPublishAt; followed 2026-11-26).
import type { IntlShape } from 'react-intl';
import { METADATA_PROBLEMS } from './metadata-messages';

/** The refusal in English (the main process's DeskError and the tests find it by these words). */
export const PUBLISH_TIME_PASSED =
  'That time has passed: the platform takes only a publish time in the future. Pick a later day or time.';

/** The refusal when `at` is not after `now` (both milliseconds since the epoch), or undefined; said in `intl`'s language. */
export function publishTimePassedProblem(at: number, now: number, intl?: IntlShape): string | undefined {
  if (at > now) return undefined;
  return intl ? intl.formatMessage(METADATA_PROBLEMS.publishTimePassed) : PUBLISH_TIME_PASSED;
}
