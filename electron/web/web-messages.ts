// What browser mode's server says to a page it turns away, in the language in force.
import { defineMessages } from 'react-intl';
import { untyped } from '../../shared/i18n/untyped';

export const WEB_REFUSALS = untyped(
  defineMessages({
    tooManyTabs: {
      id: 'web.error.tooManyTabs',
      defaultMessage:
        'Channel Desk is open in {max, plural, one {# tab} other {# tabs}} already; close one of them, then open the printed URL again.',
      description:
        'Error in browser mode: the app is open in too many browser tabs; the printed URL is the address the server printed when it started',
    },
  }),
);
