// The review before a change goes live: what changes in the zone's rate limiting rules (rule by rule, field by
// field, the new order) and the changed rule's last log-replay verdict, then "Go live" or "Cancel". A modal
// dialog: Enter confirms, Escape cancels, and focus goes back to what opened it (or to the rules' heading when
// that is gone, as after a save closes the editor).
import { useEffect, useId, useMemo, useRef, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { diffRuleLists } from '../../../shared/rate-limits/code/rule-diff';
import { splitVerdict } from '../../../shared/rate-limits/replay-verdict';
import { verdictWords } from '../../../shared/rate-limits/replay-messages';
import { currentIntl } from '../../components/words';
import { FailureLine } from '../../components/FailureLine';
import { useRateLimits, type PendingReview } from './rate-limits-store';
import { useReviewSettings } from './review-settings-store';
import { RuleDiffView, diffSummary } from './RuleDiffView';
import { REVIEW } from './rate-limits-messages';

const bold = (chunks: ReactNode[]) => <strong>{chunks}</strong>;

/** Where focus goes when the element that opened the review is gone. */
export const REVIEW_FOCUS_FALLBACK_ID = 'rl-rules-title';

function lastVerdict(review: PendingReview): string | undefined {
  if (review.ruleRef === undefined) return undefined;
  const rule =
    review.after.find((r) => r.ref === review.ruleRef) ?? review.before.find((r) => r.ref === review.ruleRef);
  const verdict = rule ? splitVerdict(rule.description).verdict : undefined;
  return verdict ? verdictWords(verdict, currentIntl()) : undefined;
}

function restoreFocus(opener: Element | null): void {
  if (opener instanceof HTMLElement && opener.isConnected && !opener.hasAttribute('disabled')) {
    opener.focus();
    if (document.activeElement === opener) return;
  }
  document.getElementById(REVIEW_FOCUS_FALLBACK_ID)?.focus();
}

function ReviewDialog({ review, children }: { readonly review: PendingReview; readonly children?: ReactNode }) {
  const dialog = useRef<HTMLDialogElement>(null);
  const confirmButton = useRef<HTMLButtonElement>(null);
  const busy = useRateLimits((s) => s.reviewBusy);
  const error = useRateLimits((s) => s.reviewError);
  const confirmReview = useRateLimits((s) => s.confirmReview);
  const cancelReview = useRateLimits((s) => s.cancelReview);
  const togglesSkipReview = useReviewSettings((s) => s.togglesSkipReview);
  const setTogglesSkipReview = useReviewSettings((s) => s.setTogglesSkipReview);
  const titleId = useId();
  const summaryId = useId();
  const diff = useMemo(() => diffRuleLists(review.before, review.after), [review]);
  const verdict = lastVerdict(review);
  const intl = useIntl();
  const say = intl.formatMessage;

  useEffect(() => {
    const opener = document.activeElement;
    dialog.current?.showModal();
    confirmButton.current?.focus();
    return () => restoreFocus(opener);
  }, []);

  return (
    <dialog
      ref={dialog}
      className="rl-review"
      aria-labelledby={titleId}
      aria-describedby={summaryId}
      data-testid="change-review"
      onCancel={(event) => {
        event.preventDefault();
        cancelReview();
      }}
      onKeyDown={(event) => {
        // Enter confirms from anywhere but a control that has its own use for it.
        const target = event.target as HTMLElement;
        if (event.key !== 'Enter' || event.defaultPrevented) return;
        if (target.closest('button, summary, a, input, textarea, select')) return;
        event.preventDefault();
        void confirmReview();
      }}
    >
      <h2 id={titleId}>{review.title}</h2>
      <p id={summaryId}>{say(REVIEW.intro, { summary: diffSummary(diff, intl), b: bold })}</p>
      <div className="rl-review-body">
        <RuleDiffView before={review.before} after={review.after} diff={diff} focusRef={review.ruleRef} />
      </div>
      {verdict && (
        <p className="rl-review-verdict" data-testid="review-verdict">
          {say(REVIEW.lastReplay, { verdict })}
        </p>
      )}
      {children}
      {error && <FailureLine failure={error} className="tile tile-error" testId="review-error" />}
      {review.kind === 'enabled' && (
        <label className="check">
          <input
            type="checkbox"
            checked={togglesSkipReview}
            onChange={(event) => setTogglesSkipReview(event.target.checked)}
          />
          {say(REVIEW.skipToggles)}
        </label>
      )}
      <div className="row rl-review-actions">
        <button
          ref={confirmButton}
          type="button"
          className="primary"
          onClick={() => void confirmReview()}
          disabled={busy}
        >
          {say(busy ? REVIEW.goingLive : REVIEW.goLive)}
        </button>
        <button type="button" onClick={cancelReview} disabled={busy}>
          {say(REVIEW.cancel)}
        </button>
      </div>
    </dialog>
  );
}

/** The review of the change waiting for confirmation, if there is one; `extra` goes under the diff. */
export function ChangeReview({ extra }: { readonly extra?: ReactNode }) {
  const review = useRateLimits((s) => s.review);
  if (!review) return null;
  return <ReviewDialog review={review}>{extra}</ReviewDialog>;
}
