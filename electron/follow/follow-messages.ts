// What following the platform's processing of uploaded videos says at start when its list is damaged, in the language
// in force.
import { defineMessages } from 'react-intl';
import { untyped } from '../../shared/i18n/untyped';

export const FOLLOW_NOTICES = untyped(
  defineMessages({
    damaged: {
      id: 'follow.notice.damaged',
      defaultMessage:
        'The list of videos being processed was damaged and is kept as {file}; videos uploaded before are no longer followed.',
      description:
        "Notice at start: the app's list of uploaded videos whose processing it follows is damaged; file is where it was kept",
    },
    unreadable: {
      id: 'follow.notice.unreadable',
      defaultMessage: 'The list of videos being processed could not be read; it starts afresh.',
      description: "Notice at start: the app's list of videos whose processing it follows is in an unknown layout",
    },
  }),
);
