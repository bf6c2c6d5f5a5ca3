// How a decision reads on its comment's row.
import type { IntlShape, MessageDescriptor } from 'react-intl';
import type { CommentQueue, DecisionView } from '../../../shared/comments/comment-view';
import { COMMENTS } from './comments-messages';

export const QUEUE_LABELS: Readonly<Record<CommentQueue, MessageDescriptor>> = {
  heldForReview: COMMENTS.queueHeld,
  likelySpam: COMMENTS.queueSpam,
  published: COMMENTS.queuePublished,
};

const DONE: Readonly<Record<DecisionView['decision'], MessageDescriptor>> = {
  publish: COMMENTS.doneApproved,
  reject: COMMENTS.doneRejected,
  ban: COMMENTS.doneBanned,
  hold: COMMENTS.doneHeld,
};

/** Undefined when the row shows no decision (none made, or undone or refused: the row is as it was). */
export function decisionBadge(
  decision: DecisionView | undefined,
  now: number,
  intl: IntlShape,
): { text: string; tone: 'info' | 'ok' | 'warning' } | undefined {
  if (!decision) return undefined;
  const done = intl.formatMessage(DONE[decision.decision]);
  switch (decision.state) {
    case 'waiting': {
      const seconds = Math.max(0, Math.ceil((decision.sendAt - now) / 1000));
      return { text: intl.formatMessage(COMMENTS.badgeWaiting, { done, seconds }), tone: 'info' };
    }
    case 'sending':
      return { text: intl.formatMessage(COMMENTS.badgeSending, { done }), tone: 'info' };
    case 'retrying':
      return {
        text: intl.formatMessage(COMMENTS.badgeRetrying, {
          done,
          reason: decision.message ?? intl.formatMessage(COMMENTS.unreachable),
        }),
        tone: 'warning',
      };
    case 'sent':
      return { text: done, tone: 'ok' };
    case 'refused':
    case 'undone':
      return undefined;
  }
}
