// How a decision reads on its comment's row.
import type { CommentQueue, DecisionView } from '../../../shared/comments/comment-view';

export const QUEUE_LABELS: Record<CommentQueue, string> = {
  heldForReview: 'Held for review',
  likelySpam: 'Likely spam',
  published: 'Published',
};

const DONE: Record<DecisionView['decision'], string> = {
  publish: 'Approved',
  reject: 'Rejected',
  ban: 'Rejected, author banned',
  hold: 'Held for review',
};

/** Undefined when the row shows no decision (none made, or undone or refused: the row is as it was). */
export function decisionBadge(
  decision: DecisionView | undefined,
  now: number,
): { text: string; tone: 'info' | 'ok' | 'warning' } | undefined {
  if (!decision) return undefined;
  const done = DONE[decision.decision];
  switch (decision.state) {
    case 'waiting': {
      const seconds = Math.max(0, Math.ceil((decision.sendAt - now) / 1000));
      return { text: `${done} · sent in ${seconds} s (u to undo)`, tone: 'info' };
    }
    case 'sending':
      return { text: `${done} · sending`, tone: 'info' };
    case 'retrying':
      return {
        text: `${done} · waiting to retry (${decision.message ?? 'the platform could not be reached'})`,
        tone: 'warning',
      };
    case 'sent':
      return { text: done, tone: 'ok' };
    case 'refused':
    case 'undone':
      return undefined;
  }
}
