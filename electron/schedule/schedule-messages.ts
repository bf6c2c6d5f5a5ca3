// What the scheduled changes say to the creator from the main process, in the language in force: the refusals that
// reach the Library's schedule panel and the Calendar, the state line a change keeps (held, waiting for the quota,
// skipped, tried again later), the notices about the changes file and the notifications' words. A sentence kept with
// a change (its state line) is said when it is written, in the language in force then.
import { defineMessages } from 'react-intl';
import { untyped } from '../../shared/i18n/untyped';

export const SCHEDULE_REFUSALS = untyped(
  defineMessages({
    signIn: {
      id: 'schedule.error.signIn',
      defaultMessage: 'Sign in to schedule a change.',
      description: 'Error: scheduling a change to a video while no channel is signed in',
    },
    tooMany: {
      id: 'schedule.error.tooMany',
      defaultMessage:
        'There are {max, plural, one {# change} other {# changes}} waiting already: let some run or cancel them first.',
      description: 'Error: the number of scheduled changes waiting to run is limited (max is that limit)',
    },
    notEditable: {
      id: 'schedule.error.notEditable',
      defaultMessage: 'Only a change still waiting (or held) can be edited.',
      description: 'Error: editing a scheduled change that ran, failed or was cancelled',
    },
    nothingToChange: {
      id: 'schedule.error.nothingToChange',
      defaultMessage: 'Choose a field to change, a thumbnail, a playlist to add to, or a comment to post.',
      description: 'Error: a scheduled change edited so that it would do nothing',
    },
    finished: {
      id: 'schedule.error.finished',
      defaultMessage: 'This change has finished already.',
      description: 'Error: cancelling a scheduled change that already ran, failed or was cancelled',
    },
    running: {
      id: 'schedule.error.running',
      defaultMessage: 'This change is being made right now.',
      description: 'Error: cancelling a scheduled change while it is being written to the video',
    },
    notRunnable: {
      id: 'schedule.error.notRunnable',
      defaultMessage: 'This change has run already or was cancelled.',
      description: 'Error: "Run now" on a scheduled change that already ran or was cancelled',
    },
    notUndoable: {
      id: 'schedule.error.notUndoable',
      defaultMessage: 'This change did not run, or there is nothing of it to take back.',
      description: 'Error: undoing a scheduled change that did not run or left nothing to restore',
    },
    undoWouldOverwrite: {
      id: 'schedule.error.undoWouldOverwrite',
      defaultMessage:
        "The video's {fields} changed since this change ran; undo would overwrite that, so nothing was restored.",
      description:
        'Error: undoing a scheduled change whose fields were edited again since; fields is a list of field names (title, description…)',
    },
    notFound: {
      id: 'schedule.error.notFound',
      defaultMessage: 'No such scheduled change (it may belong to another channel).',
      description: 'Error: a scheduled change that is not in the list of the chosen channel',
    },
    thumbnailsTooLarge: {
      id: 'schedule.error.thumbnailsTooLarge',
      defaultMessage:
        'The thumbnails waiting to be set take {waitingMib, number} MiB already; a change keeps at most {maxMib, number} MiB of images. Let some run, cancel some, or pick a smaller image.',
      description:
        'Error: the images kept for scheduled thumbnail changes have a size limit; MiB is the unit mebibyte (keep it or use the usual abbreviation)',
    },
    noThumbnails: {
      id: 'schedule.error.noThumbnails',
      defaultMessage: 'This version cannot schedule a thumbnail.',
      description: 'Error: this build of the app cannot keep images for scheduled thumbnail changes',
    },
    timePassed: {
      id: 'schedule.error.timePassed',
      defaultMessage: 'Choose a time in the future (or run the change now).',
      description: 'Error: a scheduled change set for a time that has passed',
    },
    thumbnailCopyGone: {
      id: 'schedule.error.thumbnailCopyGone',
      defaultMessage:
        "The copy of {name} kept for this change is gone from Channel Desk's data folder; schedule the thumbnail again.",
      description:
        'Error: the image copied when a thumbnail change was scheduled was deleted; name is the image file\'s name or the words "previous thumbnail"',
    },
  }),
);

export const SCHEDULE_WORDS = untyped(
  defineMessages({
    previousThumbnail: {
      id: 'schedule.word.previousThumbnail',
      defaultMessage: 'previous thumbnail',
      description:
        'Stands for an image\'s name in a sentence ("The copy of previous thumbnail kept for this change is gone"): the thumbnail a scheduled change replaced, kept for undo',
    },
    late: {
      id: 'schedule.notification.late',
      defaultMessage: '{title} (late)',
      description:
        "Notification: a scheduled change was made later than its time (the app was closed); title is the video's title",
    },
  }),
);

/** The line a change shows under it, about its state. */
export const SCHEDULE_STATE_LINES = untyped(
  defineMessages({
    skipped: {
      id: 'schedule.state.skipped',
      defaultMessage: 'Skipped: later than its "skip if later than".',
      description:
        'A scheduled change not made because the app was closed past its time by more than the creator allowed ("skip if later than" is the name of that setting)',
    },
    waitsForQuota: {
      id: 'schedule.state.waitsForQuota',
      defaultMessage:
        'Waits for the quota: it needs {needs, plural, one {# unit} other {# units}} and today has {left, number} left.',
      description:
        "A scheduled change waits for the daily reset of the platform's API quota; units are quota units (YouTube Data API)",
    },
    quotaRefused: {
      id: 'schedule.state.quotaRefused',
      defaultMessage: "Waits for the quota: the platform refused it, today's is used up.",
      description: "A scheduled change waits for the daily reset: the platform said the day's API quota is used up",
    },
    held: {
      id: 'schedule.state.held',
      defaultMessage:
        "Held: the video's {fields} changed elsewhere since this change was scheduled. Edit it, run it now to write over, or cancel it.",
      description:
        'A scheduled change not made because the fields it writes were edited elsewhere (on the platform) since; fields is a list of field names (title, description…)',
    },
    triedAgain: {
      id: 'schedule.state.triedAgain',
      defaultMessage: '{reason} It is tried again later.',
      description: 'A scheduled change failed for a passing reason (network, sign-in); reason is the sentence why',
    },
    videoGone: {
      id: 'schedule.state.videoGone',
      defaultMessage: 'The video is no longer on the channel (deleted, or not visible to this account).',
      description: 'A scheduled change for when a video goes live, whose video was deleted or hidden meanwhile',
    },
    goLiveNotScheduled: {
      id: 'schedule.notification.goLiveNotScheduled',
      defaultMessage:
        'What happens when it goes live could not be scheduled: {reason} It is kept with the upload: open its details to save it again.',
      description:
        'Notification: the changes an upload asked for when its video goes public could not be scheduled; reason is the sentence why',
    },
  }),
);

export const SCHEDULE_NOTICES = untyped(
  defineMessages({
    fileUnreadable: {
      id: 'schedule.notice.fileUnreadable',
      defaultMessage:
        'The scheduled changes could not be read (kept as {file}); none will run until they are scheduled again.',
      description: "Notice at start: the scheduled changes' file is damaged; file is the name it was set aside as",
    },
    fileUnknownLayout: {
      id: 'schedule.notice.fileUnknownLayout',
      defaultMessage:
        'The scheduled changes are in a layout this version does not know (kept as {file}); none will run until they are scheduled again.',
      description:
        "Notice at start: the scheduled changes' file was written by another version of the app; file is the name it was set aside as",
    },
  }),
);

/** A field's name inside a sentence: shared with the bulk edits' lines (shared/bulk/field-words.ts). */
export { FIELD_NAMES as SCHEDULE_FIELD_NAMES } from '../../shared/bulk/field-words';
