// Why a file was not added to the upload list, each a sentence naming the file (file), shown as it is beside the
// refused file or in a notice, in the language in force; and the notice about files opened with the app.
import { defineMessages } from 'react-intl';
import { untyped } from '../../../shared/i18n/untyped';

export const INTAKE_REFUSALS = untyped(
  defineMessages({
    empty: {
      id: 'intake.error.empty',
      defaultMessage: '{file} is empty (0 bytes).',
      description: 'A video file was not added: it is empty',
    },
    tooLarge: {
      id: 'intake.error.tooLarge',
      defaultMessage: "{file} is larger than the platform's limit of {limit}.",
      description: "A video file was not added: it is larger than the platform's limit (limit is a size, 256 GiB)",
    },
    unreadable: {
      id: 'intake.error.unreadable',
      defaultMessage: '{file} cannot be read ({code}).',
      description: 'A file was not added: it cannot be read; code is a system error code',
    },
    missing: {
      id: 'intake.error.missing',
      defaultMessage: '{file} does not exist (it may have been moved or deleted).',
      description: 'A file was not added: it does not exist',
    },
    denied: {
      id: 'intake.error.denied',
      defaultMessage: '{file} cannot be read: permission denied.',
      description: 'A file was not added: the system does not let the app read it',
    },
    folder: {
      id: 'intake.error.folder',
      defaultMessage: '{file} is a folder, not a video file.',
      description: 'A file was not added: it is a folder',
    },
    loop: {
      id: 'intake.error.loop',
      defaultMessage: '{file} is a link that leads back to itself, not a video file.',
      description: 'A file was not added: it is a symbolic link that loops',
    },
    notOpened: {
      id: 'intake.error.notOpened',
      defaultMessage: '{file} cannot be opened ({code}).',
      description: 'A file was not added: it cannot be opened; code is a system error code',
    },
    pipe: {
      id: 'intake.error.pipe',
      defaultMessage: '{file} is a pipe (FIFO), not a video file; only regular files can be uploaded.',
      description: 'A file was not added: it is a named pipe (a technical kind of file)',
    },
    device: {
      id: 'intake.error.device',
      defaultMessage: '{file} is a device, not a video file; only regular files can be uploaded.',
      description: 'A file was not added: it is a device (a technical kind of file)',
    },
    notRegular: {
      id: 'intake.error.notRegular',
      defaultMessage: '{file} is not a regular file; only regular files can be uploaded.',
      description: 'A file was not added: it is a special kind of file (socket…)',
    },
    fullPath: {
      id: 'intake.error.fullPath',
      defaultMessage: "{file}: Channel Desk needs the file's full path to read it.",
      description: 'A file was not added: it was given without its full path',
    },
  }),
);

export const OPENED_FILES = untyped(
  defineMessages({
    notAdded: {
      id: 'intake.opened.notAdded',
      defaultMessage: 'Not added: {reason}',
      description:
        'Notice: a file opened with the app (from the system) was not added to the upload list; reason is why',
    },
    added: {
      id: 'intake.opened.added',
      defaultMessage:
        '{count, plural, one {Added {file} to the queue, paused: check the details, then start.} other {Added # videos to the queue, paused: check the details, then start.}}',
      description:
        'Notice: files opened with the app (from the system) were added to the upload list, paused; file is the name when there is one',
    },
  }),
);
