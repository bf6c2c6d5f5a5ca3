// What the app's own door to the outside says when it refuses a link, in the language in force.
import { defineMessages } from 'react-intl';
import { untyped } from '../../shared/i18n/untyped';

export const APP_REFUSALS = untyped(
  defineMessages({
    linkRefused: {
      id: 'app.error.linkRefused',
      defaultMessage: 'Channel Desk opens only https links to public sites outside the app.',
      description: 'Error: a link the app will not open in the browser (not https, or to a private address)',
    },
  }),
);
