// Where a comment stands after the decisions made here, and so which decisions its row offers: never the one it
// already has (no Approve on a published comment, no Hold on a held one), and none once it is rejected.
import {
  decisionTarget,
  type CommentView,
  type Decision,
  type DecisionView,
  type ModerationStatus,
} from '../../../shared/comments/comment-view';

const STANDING: ReadonlySet<DecisionView['state']> = new Set(['waiting', 'sending', 'retrying', 'sent']);

/** A decision still in force: on its way or sent (not undone, not refused). */
export function isStanding(decision: DecisionView | undefined): decision is DecisionView {
  return decision !== undefined && STANDING.has(decision.state);
}

/** The status a comment shows: its pending or sent decision's, else the platform's. */
export function shownStatus(comment: CommentView, decision: DecisionView | undefined): ModerationStatus | undefined {
  return isStanding(decision) ? decisionTarget(decision.decision).status : comment.moderationStatus;
}

export function rowDecisions(comment: CommentView, decision: DecisionView | undefined): readonly Decision[] {
  switch (shownStatus(comment, decision)) {
    case 'published':
      return ['hold', 'reject', 'ban'];
    case 'rejected':
      return [];
    default:
      return ['publish', 'reject', 'ban'];
  }
}
