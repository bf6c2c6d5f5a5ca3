// Said under a dry run whose patterns ran out of time (shared/patterns/match-budget.ts): the counts are then short.
import type { DryRun } from '../../../shared/comments/rules/evaluate';

export function PatternsStopped({ result }: { readonly result: DryRun }) {
  if (!result.patternsStopped) return null;
  return (
    <p className="muted" role="note" data-testid="patterns-stopped">
      Patterns stopped part way: matching them over these comments took too long, so later comments were not checked
      against them. Make them simpler (fewer or shorter repetitions).
    </p>
  );
}
