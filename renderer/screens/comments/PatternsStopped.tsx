// Said under a dry run whose patterns ran out of time (shared/patterns/match-budget.ts): the counts are then short.
import { useIntl } from 'react-intl';
import type { DryRun } from '../../../shared/comments/rules/evaluate';
import { RULES } from './comment-rules-messages';

export function PatternsStopped({ result }: { readonly result: DryRun }) {
  const say = useIntl().formatMessage;
  if (!result.patternsStopped) return null;
  return (
    <p className="muted" role="note" data-testid="patterns-stopped">
      {say(RULES.patternsStopped)}
    </p>
  );
}
