// What watched folders say to the creator (refusals, a folder's problem, notices about the files that arrive), in the
// language in force. Folder paths and file names are shown as they are.
import { defineMessages } from 'react-intl';
import { untyped } from '../../shared/i18n/untyped';

export const WATCHED_FOLDER_REFUSALS = untyped(
  defineMessages({
    needsDesktop: {
      id: 'watchedFolders.error.needsDesktop',
      defaultMessage:
        'Watched folders need the desktop app: a browser cannot watch a folder on this computer. Open Channel Desk as a desktop app to watch folders.',
      description: 'Browser mode refuses watched folders',
    },
    needsFullPath: {
      id: 'watchedFolders.error.needsFullPath',
      defaultMessage: "{path}: Channel Desk needs the folder's full path.",
      description: 'A folder was named by a relative path; path is as given',
    },
    tooManyFolders: {
      id: 'watchedFolders.error.tooManyFolders',
      defaultMessage: 'At most {max, plural, one {# folder} other {# folders}} can be watched; remove one first.',
      description: 'Adding a watched folder beyond the limit',
    },
    alreadyWatched: {
      id: 'watchedFolders.error.alreadyWatched',
      defaultMessage: '{path} is already watched.',
      description: 'Adding a folder that is already watched; path is its path',
    },
    templateOfChosenChannel: {
      id: 'watchedFolders.error.templateOfChosenChannel',
      defaultMessage:
        "Choose this folder's channel in the switcher to change its template: the templates offered are the chosen channel's.",
      description: "Changing a folder's template while another channel is chosen in the sidebar's channel switcher",
    },
    listNotSaved: {
      id: 'watchedFolders.error.listNotSaved',
      defaultMessage: 'The list of watched folders could not be saved; nothing was changed.',
      description: 'Saving the list of watched folders failed',
    },
    noLongerWatched: {
      id: 'watchedFolders.error.noLongerWatched',
      defaultMessage: 'This folder is no longer watched.',
      description: 'Changing or removing a folder that was removed meanwhile',
    },
    notReady: {
      id: 'watchedFolders.error.notReady',
      defaultMessage: 'The watched folders are not ready yet.',
      description: 'A call while watched folders are still starting',
    },
  }),
);

/** Why a folder cannot be watched now (its state's explanation on the screen, or a refusal to add it). */
export const FOLDER_PROBLEMS = untyped(
  defineMessages({
    tooManyEntries: {
      id: 'watchedFolders.problem.tooManyEntries',
      defaultMessage:
        '{path} holds more than {max, plural, one {# file or folder} other {# files and folders}}, more than a folder can be watched with; watch a smaller one (a folder per series or season).',
      description: 'A folder too big to watch; path is its path',
    },
    notAFolder: {
      id: 'watchedFolders.problem.notAFolder',
      defaultMessage: '{path} is no longer a folder.',
      description: 'A watched folder was replaced by a file',
    },
    missing: {
      id: 'watchedFolders.problem.missing',
      defaultMessage: '{path} is not there (moved, deleted, or its drive is not connected).',
      description: 'A watched folder cannot be found',
    },
    permissionDenied: {
      id: 'watchedFolders.problem.permissionDenied',
      defaultMessage: '{path} cannot be read: permission denied.',
      description: 'A watched folder the app may not read',
    },
    unreadable: {
      id: 'watchedFolders.problem.unreadable',
      defaultMessage: '{path} cannot be read ({code}).',
      description: "A watched folder cannot be read for another reason; code is the system's error code (EIO…)",
    },
    unknownCode: {
      id: 'watchedFolders.problem.unreadable.unknownCode',
      defaultMessage: 'error',
      description: 'Stands for the error code in watchedFolders.problem.unreadable when the system gave none',
    },
  }),
);

/** What the list of folders and the list of files seen say when read at start (damaged, too big, unknown). */
export const WATCH_LIST_PROBLEMS = untyped(
  defineMessages({
    listTooBig: {
      id: 'watchedFolders.list.tooBig',
      defaultMessage:
        'The list of watched folders is larger than this app writes; it was set aside as {movedTo}. Add the folders again.',
      description: "At start, the file listing the watched folders is too big; movedTo is the file's new path",
    },
    listDamaged: {
      id: 'watchedFolders.list.damaged',
      defaultMessage:
        'The list of watched folders could not be read ({reason}); it was set aside as {movedTo}. Add the folders again.',
      description:
        "At start, the file listing the watched folders is damaged; reason is the parser's words (English), movedTo the file's new path",
    },
    listUnknownLayout: {
      id: 'watchedFolders.list.unknownLayout',
      defaultMessage:
        'The list of watched folders has a layout this version does not know; it was set aside as {movedTo}. Add the folders again.',
      description:
        "At start, the file listing the watched folders is from a newer version; movedTo is the file's new path",
    },
    listSomeUnreadable: {
      id: 'watchedFolders.list.someUnreadable',
      defaultMessage:
        '{unreadable, plural, one {# of the watched folders could not be read and is no longer watched} other {# of the watched folders could not be read and are no longer watched}}; the list as it was is kept as {movedTo}.',
      description: "At start, some folders in the list could not be read; movedTo is the old list's path",
    },
    listUnreadable: {
      id: 'watchedFolders.list.unreadable',
      defaultMessage: 'The list of watched folders could not be read; no folder is watched.',
      description: 'At start, the list of watched folders could not be opened (permissions)',
    },
    ledgerNotSaved: {
      id: 'watchedFolders.ledger.notSaved',
      defaultMessage:
        'The list of files the watched folders have seen could not be saved; after a restart they may look at old files again (none already queued is enqueued twice).',
      description: 'Saving the record of files already seen failed',
    },
    ledgerUnreadable: {
      id: 'watchedFolders.ledger.unreadable',
      defaultMessage:
        'The list of files the watched folders have seen could not be read; the videos already in them are left alone.',
      description: 'At start, the record of files already seen could not be opened',
    },
    ledgerTooBig: {
      id: 'watchedFolders.ledger.tooBig',
      defaultMessage:
        'The list of files the watched folders have seen is larger than {mib, number} MiB, more than this app writes; it was set aside as {movedTo}.',
      description:
        "At start, the record of files already seen is too big; MiB is mebibytes, movedTo the file's new path",
    },
    ledgerDamaged: {
      id: 'watchedFolders.ledger.damaged',
      defaultMessage:
        'The list of files the watched folders have seen could not be read ({reason}); it was set aside as {movedTo}.',
      description: "At start, the record of files already seen is damaged; reason is the parser's words (English)",
    },
    ledgerUnknownLayout: {
      id: 'watchedFolders.ledger.unknownLayout',
      defaultMessage:
        'The list of files the watched folders have seen has a layout this version does not know; it was set aside as {movedTo}.',
      description: 'At start, the record of files already seen is from a newer version',
    },
    ledgerSomeUnreadable: {
      id: 'watchedFolders.ledger.someUnreadable',
      defaultMessage:
        '{unreadable, plural, one {# entry of the list of files the watched folders have seen could not be read and was left out} other {# entries of the list of files the watched folders have seen could not be read and were left out}} (the file as it was is kept as {keptAt}).',
      description:
        "At start, some entries of the record of files already seen were unreadable; keptAt is the old file's path",
    },
  }),
);

/** What happened to a file that arrived in a watched folder. */
export const ARRIVAL_NOTICES = untyped(
  defineMessages({
    changedWhileQueued: {
      id: 'watchedFolders.notice.changedWhileQueued',
      defaultMessage: 'Watched folder {folder}: {file} changed while it was being queued; it was not queued.',
      description: 'A file was written to while it was being added to the upload queue',
    },
    queuedWithMissing: {
      id: 'watchedFolders.notice.queuedWithMissing',
      defaultMessage: '{file} from {folder} was queued, with {missing}.',
      description:
        'A file was queued through its folder\'s template although something the template asks for is missing; missing is a list of what is missing ("no thumbnail a.jpg or a.png beside it")',
    },
    templateGone: {
      id: 'watchedFolders.notice.templateGone',
      defaultMessage:
        'The template of the watched folder {folder} no longer exists; {file} was queued with its file name as the title. Choose another template for the folder.',
      description: "A folder's template was deleted; the file was queued with plain details",
    },
    templateFailed: {
      id: 'watchedFolders.notice.templateFailed',
      defaultMessage: '{file}: its template could not be applied; it was queued with its file name as the title.',
      description: "Applying the folder's template to a file failed; the file was queued with plain details",
    },
    changedAfterQueued: {
      id: 'watchedFolders.notice.changedAfterQueued',
      defaultMessage:
        '{file} changed after it was queued from {folder}; it is not queued again by itself. Add it by hand if it is a new version.',
      description: 'A file already queued was rewritten in its folder',
    },
    linkOutside: {
      id: 'watchedFolders.notice.linkOutside',
      defaultMessage:
        'Watched folder {folder}: {file} is a link to a file outside the folder ({target}); it was not queued.',
      description: 'A file in the folder is a link leading out of it; target is where it leads',
    },
    refused: {
      id: 'watchedFolders.notice.refused',
      defaultMessage: 'Watched folder {folder}: {reason}',
      description: "A file of the folder was not queued; reason is the upload queue's sentence saying why",
    },
    channelGone: {
      id: 'watchedFolders.notice.channelGone',
      defaultMessage:
        "Watched folder {folder}: {file} was not queued, since the folder's channel is no longer signed in here. Sign that channel in again on Accounts, or stop watching the folder.",
      description: "The folder's channel was signed out; Accounts is the screen where one signs in",
    },
  }),
);
