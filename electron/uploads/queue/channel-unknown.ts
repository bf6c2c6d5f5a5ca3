// An upload saved by a version from before several channels has no channel, and which channel was signed in when it
// was queued is not known: the one chosen when the queue loads may be another. So it is never guessed. Such an
// upload, unfinished, is held (paused, with a notice) until the creator assigns it a channel; until then nothing
// starts it: not the scheduler, not Resume, Resume all or Retry.
import type { UploadRecord } from './upload-record';
import { isUnfinished } from './upload-states';
import { DeskError } from '../../ipc/desk-error';
import { intlFor } from '../../../shared/i18n/catalogue';
import { APP_LOCALES } from '../../../shared/i18n/locales';
import { say } from '../../language/say';
import { keepWords, type KeptWords } from '../../language/say-line';
import { QUEUE_NOTICES, QUEUE_REFUSALS } from './queue-messages';

/** The line kept with such an upload (said again in the language of each reading). */
export const channelUnknownNotice = (): KeptWords => keepWords(QUEUE_NOTICES.channelUnknown);

/**
 * Whether an upload's notice is that one: by its line, or, kept by a version that saved only words, by its words in
 * whichever language they were said (the language may have changed since).
 */
export function isChannelUnknownNotice(record: Pick<UploadRecord, 'notice' | 'noticeLine'>): boolean {
  if (record.noticeLine !== undefined) return record.noticeLine.id === QUEUE_NOTICES.channelUnknown.id;
  const notice = record.notice;
  return (
    notice !== undefined &&
    APP_LOCALES.some((locale) => intlFor(locale).formatMessage(QUEUE_NOTICES.channelUnknown) === notice)
  );
}

/** `channelsInUse`: the app runs with channels (always, but for single-account setups in tests). */
export function channelUnknown(record: UploadRecord, channelsInUse: boolean): boolean {
  return channelsInUse && record.channelId === undefined;
}

/** The record as loaded: held for a channel when it is unfinished and has none. */
export function heldForChannel(record: UploadRecord, channelsInUse: boolean): UploadRecord {
  if (!channelUnknown(record, channelsInUse) || !isUnfinished(record.state)) return record;
  const { nextAttemptAt: _dropped, ...rest } = record;
  const notice = channelUnknownNotice();
  return { ...rest, state: 'paused', notice: notice.text, noticeLine: notice.line };
}

export function channelUnknownError(record: UploadRecord): DeskError {
  return new DeskError('no-channel', say(QUEUE_REFUSALS.channelUnknown, { file: record.fileName }));
}
