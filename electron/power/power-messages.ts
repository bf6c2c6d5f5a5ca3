// What the "when every upload is done" choice says when it acts, and why browser mode cannot act, in the language in
// force.
import { defineMessages } from 'react-intl';
import { untyped } from '../../shared/i18n/untyped';

export const POWER_WORDS = untyped(
  defineMessages({
    quitting: {
      id: 'power.notice.quitting',
      defaultMessage: 'Every upload is done: Channel Desk quits now, as chosen in Upload settings.',
      description:
        'Notice: the uploads finished and the app closes, as the creator chose; Upload settings is the panel',
    },
    sleeping: {
      id: 'power.notice.sleeping',
      defaultMessage: 'Every upload is done: the computer goes to sleep now, as chosen in Upload settings.',
      description:
        'Notice: the uploads finished and the computer sleeps, as the creator chose; Upload settings is the panel',
    },
    browserMode: {
      id: 'power.browserMode',
      defaultMessage:
        'Browser mode runs as a server that has no say over this computer: it cannot keep it awake, quit or put it to sleep. The desktop app can.',
      description: 'Why the choices about the computer (keep awake, quit, sleep) are off in browser mode',
    },
  }),
);
