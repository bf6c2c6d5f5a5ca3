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
  }),
);
