// The optional look-up behind the "new author" condition: the comments carry no author channel's age or uploads, so
// the screen offers to ask channels.list for the authors of the loaded comments, with the cost before it runs.
import { useIntl } from 'react-intl';
import type { CommentView } from '../../../shared/comments/comment-view';
import { FailureLine } from '../../components/FailureLine';
import { lookupCost, useAuthorFacts } from './author-facts-store';
import { RULES } from './comment-rules-messages';
import { COMMENTS } from './comments-messages';

export function AuthorLookup({ comments }: { readonly comments: readonly CommentView[] }) {
  const say = useIntl().formatMessage;
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
            ? say(RULES.lookingUp)
            : say(RULES.lookUp, { count: ids.length, cost: say(COMMENTS.units, { count: units }) })}
        </button>
      ) : (
        <span className="muted">{say(RULES.allLookedUp, { count: known })}</span>
      )}
      <span className="muted">{say(RULES.lookupWhy)}</span>
      <span role="status">{announcement}</span>
      {problem ? <FailureLine failure={problem} onRetry={() => void lookUp(ids)} disabled={busy} /> : null}
    </div>
  );
}
