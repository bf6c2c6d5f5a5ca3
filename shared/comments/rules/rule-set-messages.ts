// What the rule set's schema refuses beyond shapes, carried on the zod issue (shared/i18n/said-issue.ts): said in the
// creator's language by the rules import (RulesPanel) and by the router.
import { defineMessages } from 'react-intl';
import { untyped } from '../../i18n/untyped';

export const RULE_SET_PROBLEMS = untyped(
  defineMessages({
    sharedId: {
      id: 'comments.rules.error.sharedId',
      defaultMessage: 'Two rules share an id.',
      description: "A rule set (of the creator's comment rules, saved or imported from a file) names two rules alike",
    },
  }),
);
