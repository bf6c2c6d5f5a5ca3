// An expression change word by word: removed words struck through, added ones marked, the rest as it was.
import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import { diffExpressions } from '../../../shared/rate-limits/code/expression-diff';
import { EXPRESSION_DIFF } from './rate-limits-messages';

export function ExpressionDiffText({ before, after }: { readonly before: string; readonly after: string }) {
  const say = useIntl().formatMessage;
  const runs = useMemo(() => diffExpressions(before, after), [before, after]);
  return (
    <code className="rl-expr-diff" data-testid="expression-diff">
      {runs.map((run, i) =>
        run.kind === 'same' ? (
          <span key={i}>{run.text}</span>
        ) : run.kind === 'removed' ? (
          <del key={i} aria-label={say(EXPRESSION_DIFF.removed, { text: run.text })}>
            {run.text}
          </del>
        ) : (
          <ins key={i} aria-label={say(EXPRESSION_DIFF.added, { text: run.text })}>
            {run.text}
          </ins>
        ),
      )}
    </code>
  );
}
