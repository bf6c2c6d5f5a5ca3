// What the Library's main process says to the creator, in the language in force: the refusals that reach the Library
// (and every screen that reads the platform's answers through parseAnswer).
import { defineMessages } from 'react-intl';
import { untyped } from '../../shared/i18n/untyped';

export const LIBRARY_REFUSALS = untyped(
  defineMessages({
    bulkSignInFirst: {
      id: 'library.error.bulk.signInFirst',
      defaultMessage: "Sign in to edit the channel's videos.",
      description: 'Error: a bulk edit of videos was asked for while no channel is signed in',
    },
    bulkNoneInCatalogue: {
      id: 'library.error.bulk.noneInCatalogue',
      defaultMessage: 'None of these videos is in the catalogue: refresh it, then try again.',
      description:
        "Error: a bulk edit names videos the app's local list of the channel's videos (the catalogue) does not hold",
    },
    bulkOthersPreparing: {
      id: 'library.error.bulk.othersPreparing',
      defaultMessage: 'Other bulk edits are being prepared: try again once they have started.',
      description: 'Error: too many bulk edits are being prepared at once',
    },
    bulkUndoneAlready: {
      id: 'library.error.bulk.undoneAlready',
      defaultMessage: 'This job was undone already, or is an undo itself.',
      description: 'Error: Undo on a bulk edit that was undone before, or that is itself an undo',
    },
    bulkUndoWhenDone: {
      id: 'library.error.bulk.undoWhenDone',
      defaultMessage: 'Wait for the job to finish, then undo it.',
      description: 'Error: Undo on a bulk edit that is still running or paused',
    },
    bulkNoSuchJob: {
      id: 'library.error.bulk.noSuchJob',
      defaultMessage: 'No such bulk edit (it may have been made on another computer).',
      description: 'Error: a bulk edit named by the page is not known here',
    },
    catalogueSignedOut: {
      id: 'library.error.catalogue.signedOut',
      defaultMessage: 'This channel is not signed in: sign in again, then read its videos.',
      description: "Error: reading the channel's videos into the catalogue was asked for a channel that is signed out",
    },
    catalogueStoppedSignedOut: {
      id: 'library.error.catalogue.stoppedSignedOut',
      defaultMessage: 'The channel was signed out: sign in again, then read again.',
      description: "Shown on the Library: reading the channel's videos stopped because the channel was signed out",
    },
    signInFirst: {
      id: 'library.error.signInFirst',
      defaultMessage: 'Sign in to your channel (or open the demo workspace) first.',
      description: "Error: the channel's videos are asked for while no channel is signed in",
    },
    notChannelId: {
      id: 'library.error.notChannelId',
      defaultMessage: 'That is not a channel id.',
      description: "Error: the details catalogue was asked for a channel by something that is not a channel's id",
    },
    uploadsUnnamed: {
      id: 'library.error.uploadsUnnamed',
      defaultMessage: "The platform did not name this channel's uploads. Sign out and sign in again.",
      description: "Error: the platform's answer about the channel lacked the list (playlist) of its uploads",
    },
    oddAnswer: {
      id: 'library.error.oddAnswer',
      defaultMessage:
        'The video platform answered with something that is not {what}. Try again later; if it persists, the platform may have changed its answers.',
      description:
        'Error: the platform answered with data of an unexpected shape. what is an English phrase for what was expected ("a list of videos"): a translation may leave it out and say "answered unexpectedly" instead',
    },
    videoGone: {
      id: 'library.error.videoGone',
      defaultMessage:
        'This video is no longer on the channel (deleted, or not visible to this account). Reload the Library.',
      description: 'Error: editing a video that was deleted or hidden meanwhile; Library is the screen',
    },
  }),
);

/**
 * What the bulk edits' files on disk say at start when they cannot be taken as they are (electron/library/bulk-file.ts);
 * shown as notices on the first screen.
 */
export const BULK_FILE_NOTICES = untyped(
  defineMessages({
    damaged: {
      id: 'library.notice.bulk.damaged',
      defaultMessage: 'The bulk edits on disk were damaged (kept as {movedTo}); none will resume.',
      description:
        "At start, the file of the Library's bulk edits (changes to many videos at once) could not be read; movedTo is the damaged file's new path",
    },
    unknownLayout: {
      id: 'library.notice.bulk.unknownLayout',
      defaultMessage: 'The bulk edits on disk were not in a known layout (kept as {movedTo}); none will resume.',
      description:
        "At start, the file of the Library's bulk edits was written by an unknown (newer) version; movedTo is its new path",
    },
    progressUnfit: {
      id: 'library.notice.bulk.progressUnfit',
      defaultMessage: "A bulk edit's progress on disk did not fit its videos; it was left out and will not resume.",
      description: 'At start, one bulk edit of the Library could not be read back; it is dropped',
    },
    valuesLost: {
      id: 'library.notice.bulk.valuesLost',
      defaultMessage:
        "{lost, number} of a bulk edit's {count, plural, one {# video} other {# videos}} had their values damaged on disk; they are not written, and its undo leaves them out.",
      description:
        'At start, the before and after values of some videos of a bulk edit could not be read back; lost of count videos',
    },
    journalTooLarge: {
      id: 'library.notice.bulk.journalTooLarge',
      defaultMessage:
        "The bulk edits' journal was too large to be one (kept as {movedTo}); the jobs go on from their last whole save.",
      description:
        "At start, the bulk edits' journal (the file of changes since their last save) was too large to be genuine; movedTo is its new path",
    },
    journalDamaged: {
      id: 'library.notice.bulk.journalDamaged',
      defaultMessage:
        "The bulk edits' journal was damaged at line {line, number}: {kind, select, header {not a journal header} change {not a change} other {names no job or video of the file}}. {skipped, plural, one {# line was skipped} other {# lines were skipped}} (the journal is kept as {movedTo}), the other changes were kept, and the videos they name are read fresh before anything is sent.",
      description:
        "At start, lines of the bulk edits' journal (the file of changes since their last save) could not be read; line is the first such line, kind what was wrong with it, skipped how many lines were left out; movedTo is the journal's new path",
    },
  }),
);

/**
 * A video's line in a bulk edit's results (electron/library/bulk-jobs.ts, bulk-file.ts): kept in the job as a line
 * (shared/i18n/saved-line.ts) and said by the page in the language it reads at the time.
 */
export const BULK_ITEM_LINES = untyped(
  defineMessages({
    twoSentences: {
      id: 'library.bulk.item.twoSentences',
      defaultMessage: '{first} {second}',
      description:
        'Two reasons a video of a bulk edit is refused (each a sentence), one after the other as the language writes sentences in a row',
    },
    waitsForQuota: {
      id: 'library.bulk.item.waitsForQuota',
      defaultMessage: "Waits for the quota: today's is used up.",
      description:
        "A video of a bulk edit waits: the project's daily quota (of calls to the platform) is spent; the job goes on by itself after the reset",
    },
    resumeToTryAgain: {
      id: 'library.bulk.item.resumeToTryAgain',
      defaultMessage: '{reason} Resume to try again.',
      description:
        'A bulk edit paused on this video because the sign-in failed; reason is the failure (a sentence); Resume is the button bulk.job.resume',
    },
    triedTimes: {
      id: 'library.bulk.item.triedTimes',
      defaultMessage: '{reason} (tried {tries, plural, one {# time} other {# times}})',
      description:
        'A video of a bulk edit failed after being sent several times; reason is the last failure (a sentence)',
    },
    changedElsewhere: {
      id: 'library.bulk.item.changedElsewhere',
      defaultMessage: 'Changed elsewhere since the preview ({fields}); left as it is.',
      description:
        "A video of a bulk edit was not written: fields (a list of field names such as 'title, tags') were changed by someone else after the preview",
    },
    valuesLost: {
      id: 'library.bulk.item.valuesLost',
      defaultMessage: 'Its before and after values were damaged on disk: not written, and an undo leaves it out.',
      description:
        'A video of a bulk edit whose saved values (before and after the edit) could not be read back at start',
    },
  }),
);
