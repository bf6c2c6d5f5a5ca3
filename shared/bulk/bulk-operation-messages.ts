// What a bulk edit's operation refuses beyond shapes, carried on the zod issue (shared/i18n/said-issue.ts) and said by
// the router, or the bulk edit's form, in the creator's language.
import { defineMessages } from 'react-intl';
import { untyped } from '../i18n/untyped';

export const BULK_OPERATION_PROBLEMS = untyped(
  defineMessages({
    chooseFields: {
      id: 'contract.error.bulk.chooseFields',
      defaultMessage: 'Choose the title, the description or both.',
      description: 'A find and replace over many videos names neither the title nor the description',
    },
    typeFind: {
      id: 'contract.error.bulk.typeFind',
      defaultMessage: 'Type what to find.',
      description: 'A find and replace over many videos has nothing to find',
    },
    categoryNumeric: {
      id: 'contract.error.bulk.categoryNumeric',
      defaultMessage: 'A category is a numeric id.',
      description: "A bulk edit sets the videos' category to something that is not the platform's number for one",
    },
    chooseValue: {
      id: 'contract.error.bulk.chooseValue',
      defaultMessage: 'Choose at least one value to set.',
      description: 'A bulk edit that sets values (visibility, category, licence…) on many videos sets none',
    },
  }),
);
