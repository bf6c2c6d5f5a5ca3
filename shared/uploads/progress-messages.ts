// Browser mode's tab title while uploads are left, in the language given: how far the queue is, then the app's name.
import { defineMessages } from 'react-intl';
import { untyped } from '../i18n/untyped';

export const PROGRESS_WORDS = untyped(
  defineMessages({
    tabTitle: {
      id: 'uploads.progress.tabTitle',
      defaultMessage:
        '{paused, select, yes {Paused {done, number, percent} · {title}} other {{done, number, percent} · {title}}}',
      description:
        "The browser tab's title while uploads are left: the queue's progress (a percentage), paused or not, then the app's name (title)",
    },
  }),
);
