// The moderation status of each comment the app has listed, as the platform last said it or as a decision sent since
// made it. A reply to a held or spam comment is refused by the platform only after it has charged the call, so the
// service reads this first and spends nothing on a reply it knows will be refused.
import { decisionTarget, type DecisionView, type ModerationStatus } from '../../shared/comments/comment-view';

/** Enough for the Comments screen's largest queue (5,000 loaded) and its threads' replies; the oldest go first. */
const KEPT = 20_000;

export class KnownStatuses {
  private readonly statuses = new Map<string, ModerationStatus>();

  constructor(private readonly kept = KEPT) {}

  get(id: string): ModerationStatus | undefined {
    return this.statuses.get(id);
  }

  note(id: string, status: ModerationStatus): void {
    this.statuses.delete(id);
    this.statuses.set(id, status);
    if (this.statuses.size > this.kept) {
      const oldest = this.statuses.keys().next().value;
      if (oldest !== undefined) this.statuses.delete(oldest);
    }
  }

  /** A decision the outbox has sent is the comment's status now. */
  noteDecisions(views: readonly DecisionView[]): void {
    for (const view of views)
      if (view.state === 'sent') this.note(view.commentId, decisionTarget(view.decision).status);
  }
}
