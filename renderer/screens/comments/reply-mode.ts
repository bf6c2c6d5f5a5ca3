// What a reply to a comment takes, known before any call: the platform refuses a reply to a comment that is not
// published, and charges for the refusal. A held or spam comment is published first ("Publish and reply"); a comment
// whose decision has not reached the platform yet waits for it; a rejected one takes no reply.
import type { CommentView, DecisionView } from '../../../shared/comments/comment-view';
import type { IntlShape } from 'react-intl';
import { actionCost } from '../../components/QuotaCost';
import { COMMENTS } from './comments-messages';
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
export function replyButtonLabel(mode: ReplyMode, intl: IntlShape): string {
  const replyUnits = actionCost('comments.insert');
  return mode === 'publishFirst'
    ? intl.formatMessage(COMMENTS.publishAndReply, {
        publishCost: intl.formatMessage(COMMENTS.units, { count: actionCost('comments.setModerationStatus') }),
        replyCost: intl.formatMessage(COMMENTS.units, { count: replyUnits }),
      })
    : intl.formatMessage(COMMENTS.postReply, { units: replyUnits });
}

/** Why the box cannot send now, or undefined when it can. */
export function replyBlockedBecause(mode: ReplyMode, intl: IntlShape): string | undefined {
  switch (mode) {
    case 'waitForDecision':
      return intl.formatMessage(COMMENTS.replyWait);
    case 'closed':
      return intl.formatMessage(COMMENTS.replyClosed);
    default:
      return undefined;
  }
}
