// What a reply to a comment takes, known before any call: the platform refuses a reply to a comment that is not
// published, and charges for the refusal. A held or spam comment is published first ("Publish and reply"); a comment
// whose decision has not reached the platform yet waits for it; a rejected one takes no reply.
import type { CommentView, DecisionView } from '../../../shared/comments/comment-view';
import { actionCost, formatUnits } from '../../components/QuotaCost';
import { shownStatus } from './decision-state';

type ReplyMode = 'reply' | 'publishFirst' | 'waitForDecision' | 'closed';

const UNSENT: ReadonlySet<DecisionView['state']> = new Set(['waiting', 'sending', 'retrying']);

export function replyMode(comment: CommentView, decision: DecisionView | undefined): ReplyMode {
  // A reply listed in a queue is answered in its thread, under the top-level comment: the service knows that one's
  // status and refuses there, before any call, if it is not published.
  if (comment.parentId !== undefined) return 'reply';
  if (decision && UNSENT.has(decision.state)) return 'waitForDecision';
  switch (shownStatus(comment, decision)) {
    case 'heldForReview':
    case 'likelySpam':
      return 'publishFirst';
    case 'rejected':
      return 'closed';
    default:
      return 'reply';
  }
}

/** The submit button's words, with what each call costs. */
export function replyButtonLabel(mode: ReplyMode): string {
  const reply = formatUnits(actionCost('comments.insert'));
  return mode === 'publishFirst'
    ? `Publish (${formatUnits(actionCost('comments.setModerationStatus'))}) and reply (${reply})`
    : `Post reply (${reply})`;
}

/** Why the box cannot send now, or undefined when it can. */
export function replyBlockedBecause(mode: ReplyMode): string | undefined {
  switch (mode) {
    case 'waitForDecision':
      return 'Your decision on this comment has not reached the platform yet: reply once it is sent, or undo it first.';
    case 'closed':
      return 'This comment is rejected: the platform takes replies to published comments only.';
    default:
      return undefined;
  }
}
