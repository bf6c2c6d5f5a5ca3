// What the contract's own checks refuse in the creator's typing that a screen may let through (a tab pasted into a
// search), carried on the zod issue (shared/i18n/said-issue.ts) and said by the router in the language in force.
import { defineMessages } from 'react-intl';
import { untyped } from '../i18n/untyped';

export const CONTRACT_PROBLEMS = untyped(
  defineMessages({
    searchControl: {
      id: 'contract.error.searchControl',
      defaultMessage: 'A search holds no control characters (such as tabs): remove them and search again.',
      description:
        "The Library's search words hold a tab or another invisible control character (pasted with the text)",
    },
    filterControl: {
      id: 'contract.error.filterControl',
      defaultMessage: 'A filter holds no control characters (such as tabs): remove them.',
      description:
        "The words of a filter of the Library's list of videos hold a tab or another invisible control character",
    },
  }),
);
