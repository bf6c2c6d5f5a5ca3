// What the upload queue's commands refuse, said to the creator in the language in force. file is the video file's
// name, shown as it is.
import { defineMessages } from 'react-intl';
import { untyped } from '../../../shared/i18n/untyped';

export const QUEUE_REFUSALS = untyped(
  defineMessages({
    channelNotSignedIn: {
      id: 'queue.error.channelNotSignedIn',
      defaultMessage: 'That channel is not signed in here; add it on Accounts first.',
      description: 'An upload names a channel this app is not signed in to; Accounts is the screen to add it',
    },
    detailsLocked: {
      id: 'queue.error.detailsLocked',
      defaultMessage:
        'The details of "{file}" were sent to the platform when its upload started; change them on the platform instead.',
      description: "Editing an upload's details after they were sent with it",
    },
    cancelledRetryFirst: {
      id: 'queue.error.cancelledRetryFirst',
      defaultMessage: '"{file}" was cancelled; retry it before changing what it adds.',
      description: "Changing a cancelled upload's attachments (thumbnail, captions, playlists)",
    },
    stepGone: {
      id: 'queue.error.stepGone',
      defaultMessage: 'That step is no longer part of the upload of "{file}".',
      description: 'Retrying a step (thumbnail, captions, playlist) that was removed from the upload',
    },
    stepNotFailed: {
      id: 'queue.error.stepNotFailed',
      defaultMessage: 'That step of "{file}" has not failed; there is nothing to retry.',
      description: 'Retrying a step that did not fail',
    },
    notPaused: {
      id: 'queue.error.notPaused',
      defaultMessage: '"{file}" is not paused; use Retry to upload it again.',
      description: 'Resuming an upload that is not paused',
    },
    notFailed: {
      id: 'queue.error.notFailed',
      defaultMessage: '"{file}" has not failed; there is nothing to retry.',
      description: 'Retrying an upload that did not fail',
    },
    stillQueued: {
      id: 'queue.error.stillQueued',
      defaultMessage: '"{file}" is still in the queue; cancel it first.',
      description: 'Removing an upload that is still queued or running',
    },
    hasChannel: {
      id: 'queue.error.hasChannel',
      defaultMessage: '"{file}" already goes to a channel.',
      description: 'Choosing a channel for an upload that already has one',
    },
    droppedFileName: {
      id: 'queue.error.droppedFile.name',
      defaultMessage: 'The dropped file',
      description: "Stands for a file's name in the list of refused files",
    },
    theFile: {
      id: 'queue.error.theFile.name',
      defaultMessage: 'The file',
      description: "Stands for a file's name in the list of refused files, when its path names none",
    },
    notStaged: {
      id: 'queue.error.notStaged',
      defaultMessage: '{file} is no longer staged; add the file again.',
      description: 'Error: a file copied for upload (browser mode) is gone; the creator adds it again',
    },
    namedByPath: {
      id: 'queue.error.namedByPath',
      defaultMessage:
        '{file} was named by its path; in the browser, Channel Desk reads only files dropped on or chosen in the page.',
      description:
        'Error (browser mode): a file given by its path on the computer instead of dropped or chosen in the page',
    },
    alreadyQueued: {
      id: 'queue.error.alreadyQueued',
      defaultMessage: 'This dropped file is already in the upload list.',
      description: 'A dropped file was dropped twice',
    },
    settingsClash: {
      id: 'queue.error.settingsClash',
      defaultMessage: 'These upload settings do not fit together (the retry base delay cannot exceed its cap).',
      description: "The upload settings' retry delays contradict each other",
    },
    notRunning: {
      id: 'queue.error.notRunning',
      defaultMessage: 'The upload queue is not running yet; try again in a moment.',
      description: 'Error: an upload command arrived while the app is still starting (or stopping)',
    },
    gone: {
      id: 'queue.error.gone',
      defaultMessage: 'That upload is no longer in the list.',
      description: 'Error: a command for an upload that was removed from the upload list meanwhile',
    },
    finished: {
      id: 'queue.error.finished',
      defaultMessage:
        '"{file}" is already {state, select, done {done} failed {failed} other {cancelled}}; it cannot be {wanted, select, paused {paused} other {cancelled}}.',
      description:
        "Error: pausing or cancelling an upload that has finished; file is the video file's name, state how it finished (done, failed, cancelled), wanted what was asked (paused, cancelled)",
    },
    channelUnknown: {
      id: 'queue.error.channelUnknown',
      defaultMessage: 'Choose the channel "{file}" goes to first: it was saved by an older version without one.',
      description:
        "Error: starting an upload that an older version of the app saved without its channel; file is the video file's name",
    },
  }),
);

/** What an upload or the upload list says about itself: a line kept with an upload, notices at start. */
export const QUEUE_NOTICES = untyped(
  defineMessages({
    channelUnknown: {
      id: 'queue.notice.channelUnknown',
      defaultMessage:
        'Saved by an older version of Channel Desk without its channel: choose the channel it goes to, then resume it.',
      description: 'Shown on an upload an older version saved without its channel; it waits paused until one is chosen',
    },
    restored: {
      id: 'queue.notice.restored',
      defaultMessage: 'Restored from a damaged upload list with some details missing: check them before resuming.',
      description: 'Shown on an upload recovered from a damaged upload list file; it waits paused',
    },
    adopted: {
      id: 'queue.notice.adopted',
      defaultMessage:
        'Found in the copies made for upload but missing from the upload list: check its details before resuming.',
      description:
        'Shown on an upload found among the files copied for upload (browser mode) that the upload list had lost; it waits paused',
    },
    adoptedBack: {
      id: 'queue.notice.adoptedBack',
      defaultMessage:
        'Found files copied for upload that were not in the upload list; they were added back, paused for review: {names}.',
      description:
        'Notice at start: files copied for upload (browser mode) that the upload list had lost; names are file names',
    },
    notAdopted: {
      id: 'queue.notice.notAdopted',
      defaultMessage:
        'Files copied for upload that were not in the upload list could not be added back: {names}. Add them again.',
      description:
        'Notice at start: lost files copied for upload (browser mode) that cannot be queued again; names lists each file with why',
    },
    partlyArrived: {
      id: 'queue.notice.partlyArrived',
      defaultMessage: '"{file}" ({arrived, number} of {declared, plural, one {# byte} other {# bytes}} arrived)',
      description: 'An item of the list of files that could not be added back: the copy is incomplete',
    },
    refusedFile: {
      id: 'queue.notice.refusedFile',
      defaultMessage: '"{file}" ({reason})',
      description: 'An item of the list of files that could not be added back: its name and why (a sentence)',
    },
    notSaved: {
      id: 'queue.notice.notSaved',
      defaultMessage:
        'The upload queue could not be saved to disk; if Channel Desk stops now, recent changes to it are lost. Check free disk space.',
      description: 'Notice: writing the upload list to disk failed',
    },
    missingRestored: {
      id: 'queue.notice.missingRestored',
      defaultMessage:
        'The upload queue file was missing; it was restored from its previous save ({count, plural, one {# upload} other {# uploads}}).',
      description: "Notice at start: the upload list's file was missing and its backup was used",
    },
    damaged: {
      id: 'queue.notice.damaged',
      defaultMessage: 'The upload queue file could not be fully read: {damage}. A copy was kept as {file}.',
      description:
        "Notice at start: the upload list's file is damaged; damage says how (one or more reasons), file is where the damaged file was kept",
    },
    fromBackup: {
      id: 'queue.notice.fromBackup',
      defaultMessage: 'Restored from its previous save, paused for review: {names}.',
      description: 'Notice at start, after the damage: these uploads (file names) came back from the backup, paused',
    },
    partlyRestored: {
      id: 'queue.notice.partlyRestored',
      defaultMessage: 'Restored with some details missing, paused for review: {names}.',
      description: 'Notice at start, after the damage: these uploads (file names) came back with some details lost',
    },
    lost: {
      id: 'queue.notice.lost',
      defaultMessage: 'Lost: {names}.',
      description: 'Notice at start, after the damage: these uploads (file names) could not be recovered',
    },
    quotedName: {
      id: 'queue.notice.quotedName',
      defaultMessage: '"{file}"',
      description: "A file's name in a list of uploads (restored, lost), quoted as the language quotes a name",
    },
    twoSentences: {
      id: 'queue.notice.twoSentences',
      defaultMessage: '{first} {second}',
      description:
        'Two sentences of one notice about the damaged upload list, one after the other (as the language writes sentences in a row)',
    },
    threeSentences: {
      id: 'queue.notice.threeSentences',
      defaultMessage: '{first} {second} {third}',
      description:
        'Three sentences of one notice about the damaged upload list, one after the other (as the language writes sentences in a row)',
    },
    fourSentences: {
      id: 'queue.notice.fourSentences',
      defaultMessage: '{first} {second} {third} {fourth}',
      description:
        'Four sentences of one notice about the damaged upload list, one after the other (as the language writes sentences in a row)',
    },
    fiveSentences: {
      id: 'queue.notice.fiveSentences',
      defaultMessage: '{first} {second} {third} {fourth} {fifth}',
      description:
        'Five sentences of one notice about the damaged upload list, one after the other (as the language writes sentences in a row)',
    },
    unnamedLost: {
      id: 'queue.notice.unnamedLost',
      defaultMessage: '{count, plural, one {# upload} other {# uploads}} whose name could not be read',
      description: 'Part of the list of lost uploads ("Lost: …"): uploads whose file name was unreadable too',
    },
    settingsReset: {
      id: 'queue.notice.settingsReset',
      defaultMessage: 'Upload settings that could not be read were reset to their defaults.',
      description: "Notice at start: the upload settings in the upload list's file were damaged",
    },
  }),
);

/** How the upload list's file is damaged (inside "could not be fully read: …"); several are listed. */
export const QUEUE_DAMAGE = untyped(
  defineMessages({
    notJson: {
      id: 'queue.damage.notJson',
      defaultMessage: 'it is not valid JSON ({why})',
      description: "How the upload list's file is damaged: it is not JSON; why is the parser's own (English) words",
    },
    notAQueue: {
      id: 'queue.damage.notAQueue',
      defaultMessage: 'it does not have the shape of an upload queue',
      description: "How the upload list's file is damaged: it is JSON but not an upload list",
    },
    otherVersion: {
      id: 'queue.damage.otherVersion',
      defaultMessage:
        'it was written by another version of the queue format ({version, select, none {none} other {{version}}})',
      description: "How the upload list's file is damaged: another version wrote it; version is its number or none",
    },
    unreadUploads: {
      id: 'queue.damage.unreadUploads',
      defaultMessage:
        '{count, number} of its {total, plural, one {# upload} other {# uploads}} could not be fully read',
      description: "How the upload list's file is damaged: some of the uploads in it are damaged",
    },
    settings: {
      id: 'queue.damage.settings',
      defaultMessage: 'its upload settings could not be read',
      description: "How the upload list's file is damaged: its upload settings section",
    },
    quotaWait: {
      id: 'queue.damage.quotaWait',
      defaultMessage: 'its quota wait could not be read',
      description: "How the upload list's file is damaged: the time until which uploads wait for the daily quota",
    },
    recoveredVideo: {
      id: 'queue.damage.recoveredVideo',
      defaultMessage: 'Recovered video',
      description: 'The name given to a recovered upload whose file name could not be read',
    },
  }),
);
