// Why a rule cannot be moved where asked, or a change cannot be previewed, in the language given: the main process's
// in force (sayingIntl) or the screen's.
import type { IntlShape } from 'react-intl';
import { defineMessages } from 'react-intl';
import { untyped } from '../i18n/untyped';
import type { PositionProblem } from './rule-order';

const POSITION = untyped(
  defineMessages({
    noRule: {
      id: 'rateLimits.position.noRule',
      defaultMessage: 'There is no rule {rule} in this ruleset.',
      description: "Moving a rule that is not in the zone's rate limiting rules; {rule} is the rule's id",
    },
    outOfRange: {
      id: 'rateLimits.position.outOfRange',
      defaultMessage: 'The position must be from 1 to {count, number}.',
      description: 'Moving a rule to a place past the end of the list; {count} is the number of rules',
    },
    itself: {
      id: 'rateLimits.position.itself',
      defaultMessage: 'A rule cannot be placed relative to itself.',
      description: 'Moving a rule before or after itself',
    },
    noTarget: {
      id: 'rateLimits.position.noTarget',
      defaultMessage: 'There is no rule {rule} in this ruleset to place it next to.',
      description: "Moving a rule next to one that is gone; {rule} is that rule's id",
    },
    gone: {
      id: 'rateLimits.position.gone',
      defaultMessage: 'That rule is no longer in the list; reload the rules.',
      description: 'Reviewing a change to a rule that was deleted meanwhile',
    },
  }),
);

export function positionProblemText(problem: PositionProblem | { readonly kind: 'gone' }, intl: IntlShape): string {
  switch (problem.kind) {
    case 'no-rule':
      return intl.formatMessage(POSITION.noRule, { rule: problem.rule });
    case 'out-of-range':
      return intl.formatMessage(POSITION.outOfRange, { count: problem.count });
    case 'itself':
      return intl.formatMessage(POSITION.itself);
    case 'no-target':
      return intl.formatMessage(POSITION.noTarget, { rule: problem.rule });
    case 'gone':
      return intl.formatMessage(POSITION.gone);
  }
}
