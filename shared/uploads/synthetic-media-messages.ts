// Why an upload without an answer to the altered or synthetic content question waits, in the language in force.
import { defineMessages } from 'react-intl';
import { untyped } from '../i18n/untyped';

export const DISCLOSURE_HELD = untyped(
  defineMessages({
    held: {
      id: 'uploads.synthetic.held',
      defaultMessage:
        '"{fileName}" is held: say in its details whether it contains altered or synthetic content (the platform asks this of every upload), then resume it. It was not sent because {setting, select, hold {you chose to hold uploads without an answer} other {you have not chosen yet what uploads without an answer do}}; the upload settings can change that.',
      description:
        'An upload waits for the creator\'s answer to YouTube Studio\'s "Altered or synthetic content" question; setting is hold when the creator chose to hold such uploads in the upload settings, other when they have not chosen',
    },
  }),
);
