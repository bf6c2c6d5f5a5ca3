// The optional look-up behind the "new author" condition: the comments carry no author channel's age or uploads, so
// the screen offers to ask channels.list for the authors of the loaded comments, with the cost before it runs.
import { countOf } from '../../../shared/text/count-words';
import type { CommentView } from '../../../shared/comments/comment-view';
import { FailureLine } from '../../components/FailureLine';
import { lookupCost, useAuthorFacts } from './author-facts-store';

export function AuthorLookup({ comments }: { readonly comments: readonly CommentView[] }) {
  const asked = useAuthorFacts((s) => s.asked);
  const known = useAuthorFacts((s) => s.authors.size);
  const busy = useAuthorFacts((s) => s.busy);
  const problem = useAuthorFacts((s) => s.problem);
  const announcement = useAuthorFacts((s) => s.announcement);
  const lookUp = useAuthorFacts((s) => s.lookUp);
  const { ids, units } = lookupCost(comments, asked);
  return (
    <div className="row" data-testid="author-lookup">
      {ids.length > 0 ? (
        <button type="button" disabled={busy} onClick={() => void lookUp(ids)}>
          {busy
            ? 'Looking up authors…'
            : `Look up ${countOf(ids.length, 'author channel')} (${countOf(units, 'unit')})`}
        </button>
      ) : (
        <span className="muted">
          Every author of the loaded comments is looked up ({countOf(known, 'channel')} known).
        </span>
      )}
      <span className="muted">For “new author” rules: their channel&apos;s age and uploads, from channels.list.</span>
      <span role="status">{announcement}</span>
      {problem ? <FailureLine failure={problem} onRetry={() => void lookUp(ids)} disabled={busy} /> : null}
    </div>
  );
}
