// The Library's details refresh in the catalogue: reading the picked videos' details again, its cost on the button.
// The platform's terms: YouTube Studio's "tags", "altered or synthetic content", "subtitles" (captions).
import { defineMessages } from 'react-intl';
import { untyped } from '../../../shared/i18n/untyped';

export const CATALOGUE_REFRESH = untyped(
  defineMessages({
    label: {
      id: 'library.detailsRefresh.label',
      defaultMessage: 'Read details again ({units, plural, one {# unit} other {# units}})',
      description: "Button of the Library's selection bar: read the selected videos' details again; units of quota",
    },
    explain: {
      id: 'library.detailsRefresh.explain',
      defaultMessage:
        'Reads the tags, the altered content answer and whether captions exist of the {count, plural, one {selected video} other {# selected videos}} again, for changes made outside the app (its cost is on the button). Checking for changes does not see these.',
      description: 'Tooltip of the details refresh button; count is the selected videos',
    },
  }),
);
