// How a queued file changed on disk since it was fingerprinted: a phrase completing "x.mp4 changed since it was
// queued (…)", in the language in force.
import { defineMessages } from 'react-intl';
import { untyped } from '../../shared/i18n/untyped';

export const FILE_CHANGES = untyped(
  defineMessages({
    nowSpecial: {
      id: 'files.changed.nowSpecial',
      defaultMessage:
        'it is now {kind, select, folder {a folder} pipe {a pipe} device {a device} socket {a socket} link {a link} other {a special file}}, not a regular file',
      description:
        'Completes "x.mp4 changed since it was queued (…)": the name now stands for something that is no file; lower case, no full stop',
    },
    unreadable: {
      id: 'files.changed.unreadable',
      defaultMessage: 'it can no longer be read ({code})',
      description:
        'Completes "x.mp4 changed since it was queued (…)"; code is the system\'s error code such as EACCES, shown as it is; lower case',
    },
    size: {
      id: 'files.changed.size',
      defaultMessage: 'its size went from {before} to {after} bytes',
      description:
        'Completes "x.mp4 changed since it was queued (…)"; before and after are byte counts written as plain digits; lower case',
    },
    modified: {
      id: 'files.changed.modified',
      defaultMessage: 'it was modified',
      description: 'Completes "x.mp4 changed since it was queued (…)": its modification time changed; lower case',
    },
    content: {
      id: 'files.changed.content',
      defaultMessage: 'its content is different',
      description: 'Completes "x.mp4 changed since it was queued (…)"; lower case',
    },
    replaced: {
      id: 'files.changed.replaced',
      defaultMessage: 'another file took its place',
      description: 'Completes "x.mp4 changed since it was queued (…)": a different file now has its name; lower case',
    },
    notRegular: {
      id: 'files.changed.notRegular',
      defaultMessage: 'it is no longer a regular file',
      description: 'Completes "x.mp4 changed since it was queued (…)"; lower case',
    },
  }),
);
