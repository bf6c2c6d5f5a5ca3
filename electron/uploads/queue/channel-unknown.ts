// An upload saved by a version from before several channels has no channel, and which channel was signed in when it
// was queued is not known: the one chosen when the queue loads may be another. So it is never guessed. Such an
// upload, unfinished, is held (paused, with a notice) until the creator assigns it a channel; until then nothing
// starts it: not the scheduler, not Resume, Resume all or Retry.
import type { UploadRecord } from './upload-record';
import { isUnfinished } from './upload-states';
import { DeskError } from '../../ipc/desk-error';

export const CHANNEL_UNKNOWN_NOTICE =
  'Saved by an older version of Channel Desk without its channel: choose the channel it goes to, then resume it.';

/** `channelsInUse`: the app runs with channels (always, but for single-account setups in tests). */
export function channelUnknown(record: UploadRecord, channelsInUse: boolean): boolean {
  return channelsInUse && record.channelId === undefined;
}

/** The record as loaded: held for a channel when it is unfinished and has none. */
export function heldForChannel(record: UploadRecord, channelsInUse: boolean): UploadRecord {
  if (!channelUnknown(record, channelsInUse) || !isUnfinished(record.state)) return record;
  const { nextAttemptAt: _dropped, ...rest } = record;
  return { ...rest, state: 'paused', notice: CHANNEL_UNKNOWN_NOTICE };
}

export function channelUnknownError(record: UploadRecord): DeskError {
  return new DeskError(
    'no-channel',
    `Choose the channel "${record.fileName}" goes to first: it was saved by an older version without one.`,
  );
}
