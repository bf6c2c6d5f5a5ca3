// What the settings file says at start when it cannot be taken as it is. Raised before the language is known (the
// language is one of the settings), so the store hands these over as lines to say, worded once the language is set.
import { defineMessages } from 'react-intl';
import { untyped } from '../../shared/i18n/untyped';

export const SETTINGS_NOTICES = untyped(
  defineMessages({
    unreadable: {
      id: 'settings.notice.unreadable',
      defaultMessage: 'Settings were unreadable and have been reset; the old file is kept as {movedTo}.',
      description:
        "At start, the app's settings file could not be read; it was set aside and the app started with its defaults. movedTo is the old file's new path",
    },
    invalid: {
      id: 'settings.notice.invalid',
      defaultMessage: 'Some settings were invalid and have been reset to their defaults.',
      description:
        "At start, the app's settings file held values of the wrong kind; they were replaced by the defaults",
    },
    servicesRefused: {
      id: 'settings.notice.servicesRefused',
      defaultMessage:
        'The service addresses in the settings file were refused ({urls}): they must use https, without a user name or password (plain http only on 127.0.0.1, for the emulator). The real services are used instead.',
      description:
        "At start, the settings file (edited by hand) pointed the app at other servers than the platform's; urls lists the refused web addresses",
    },
  }),
);
