// What the page says when a dropped or picked file cannot become an upload source: the desktop app's file that is no
// file on disk, and browser mode's copy into the host's staging area failing. Each names the file.
import { defineMessages } from 'react-intl';
import { untyped } from '../../shared/i18n/untyped';

export const SOURCE_REFUSALS = untyped(
  defineMessages({
    notOnDisk: {
      id: 'desk.fileSources.notOnDisk',
      defaultMessage: "{name} is not a file on this computer's disk; save it to a folder first, then add it.",
      description:
        '{name} is a file name: a file dragged out of another app that exists only in memory, not as a file on disk',
    },
    empty: {
      id: 'desk.fileSources.empty',
      defaultMessage: '{name} is empty (0 bytes).',
      description: '{name} is a file name: the file added as a video has no content',
    },
    unreadable: {
      id: 'desk.fileSources.unreadable',
      defaultMessage: '{name} cannot be read (it may have been moved or deleted, or it is a folder).',
      description: '{name} is a file name: the browser could not read the file picked or dropped',
    },
    connectionKeepsFailing: {
      id: 'desk.fileSources.connectionKeepsFailing',
      defaultMessage: '{name} could not be copied to Channel Desk: the connection keeps failing. Add it again.',
      description:
        "{name} is a file name. Browser mode copies a video to the app's computer before uploading it; the copy failed repeatedly",
    },
    noProgress: {
      id: 'desk.fileSources.noProgress',
      defaultMessage: '{name} could not be copied to Channel Desk: it stopped making progress. Add it again.',
      description: "{name} is a file name. Browser mode's copy of a video to the app's computer stopped advancing",
    },
    connectionFailed: {
      id: 'desk.fileSources.connectionFailed',
      defaultMessage: '{name} could not be copied to Channel Desk: the connection failed. Is it still running?',
      description:
        "{name} is a file name. The page could not reach the app (Channel Desk, running on the creator's computer) to copy the video",
    },
    notPreparedSaid: {
      id: 'desk.fileSources.notPrepared.said',
      defaultMessage: '{name} could not be prepared for upload: {reason}',
      description: "{name} is a file name; {reason} is the app's own sentence saying why (e.g. the disk is full)",
    },
    notPreparedStatus: {
      id: 'desk.fileSources.notPrepared.status',
      defaultMessage: '{name} could not be prepared for upload (HTTP {status}).',
      description: '{name} is a file name; {status} an HTTP status code such as 500, written as plain digits',
    },
    notCopiedSaid: {
      id: 'desk.fileSources.notCopied.said',
      defaultMessage: '{name} could not be copied to Channel Desk: {reason}',
      description: "{name} is a file name; {reason} is the app's own sentence saying why (e.g. the disk is full)",
    },
    notCopiedStatus: {
      id: 'desk.fileSources.notCopied.status',
      defaultMessage: '{name} could not be copied to Channel Desk (HTTP {status}).',
      description: '{name} is a file name; {status} an HTTP status code such as 500, written as plain digits',
    },
  }),
);
