// What was decided about a comment and where that decision is. Only a decision inside its undo window ticks (its
// countdown), so the tick re-renders this badge alone.
import { useIntl } from 'react-intl';
import type { DecisionView } from '../../../shared/comments/comment-view';
import { useNow } from '../../components/use-now';
import { decisionBadge } from './decision-labels';

function Badge({ decision, now }: { readonly decision: DecisionView; readonly now: number }) {
  const badge = decisionBadge(decision, now, useIntl());
  if (!badge) return null;
  return (
    <span className={`badge badge-${badge.tone}`} data-testid="decision-badge" data-state={decision.state}>
      {badge.text}
    </span>
  );
}

function TickingBadge({ decision }: { readonly decision: DecisionView }) {
  return <Badge decision={decision} now={useNow()} />;
}

export function DecisionBadge({ decision }: { readonly decision: DecisionView | undefined }) {
  if (!decision) return null;
  return decision.state === 'waiting' ? <TickingBadge decision={decision} /> : <Badge decision={decision} now={0} />;
}
