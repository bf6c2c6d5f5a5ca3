// One comment of the queue: who wrote it, on which video, when, its text, and what was decided about it. The row is
// an article, not an option: it holds controls (select, reply, replies), and a control may not sit inside another.
// The list's keys act on the current row (aria-current); the row's own controls are in the tab order only while it is
// current, so Tab from the list reaches them without walking every row.
import { useState } from 'react';
import type { CommentView, DecisionView } from '../../../shared/comments/comment-view';
import { useComments } from './comments-store';
import { CommentText } from './CommentText';
import { DecisionBadge } from './DecisionBadge';
import { ReplyBox, ReplyList } from './ReplyThread';

export interface CommentRowProps {
  readonly comment: CommentView;
  readonly decision: DecisionView | undefined;
  readonly current: boolean;
  readonly selected: boolean;
  readonly onPick: () => void;
}

function when(iso: string): string {
  const time = Date.parse(iso);
  return Number.isNaN(time) ? '' : new Date(time).toLocaleString();
}

export function CommentRow({ comment, decision, current, selected, onPick }: CommentRowProps) {
  const toggleSelect = useComments((s) => s.toggleSelect);
  const loadReplies = useComments((s) => s.loadReplies);
  const repliesShown = useComments((s) => s.replies[comment.parentId ?? comment.id] !== undefined);
  const [replying, setReplying] = useState(false);
  const [showReplies, setShowReplies] = useState(false);
  const decided = decision !== undefined && decision.state !== 'undone' && decision.state !== 'refused';
  const threadId = comment.parentId ?? comment.id;
  const replyCount = comment.totalReplyCount ?? 0;
  return (
    <article
      id={`comment-${comment.id}`}
      aria-label={`Comment by ${comment.authorName}`}
      aria-current={current ? 'true' : undefined}
      className={`cm-row${current ? ' cm-current' : ''}${selected ? ' cm-selected' : ''}${decided ? ' cm-decided' : ''}`}
      data-testid="comment-row"
      data-comment-id={comment.id}
      onClick={onPick}
    >
      <input
        type="checkbox"
        className="cm-check"
        checked={selected}
        aria-label={`Select the comment by ${comment.authorName}`}
        tabIndex={current ? 0 : -1}
        onChange={() => toggleSelect(comment.id)}
        onClick={(event) => event.stopPropagation()}
      />
      {comment.authorAvatarUrl ? (
        <img className="cm-avatar" src={comment.authorAvatarUrl} alt="" width={32} height={32} loading="lazy" />
      ) : (
        <span className="cm-avatar cm-avatar-empty" aria-hidden="true" />
      )}
      <div className="cm-body">
        <p className="cm-meta">
          <strong dir="auto">{comment.authorName}</strong>
          {comment.inReplyTo ? <span className="muted"> replying to {comment.inReplyTo}</span> : null}
          <span className="muted"> · </span>
          <span className="muted" dir="auto">
            {comment.videoTitle ?? comment.videoId ?? 'Channel'}
          </span>
          <span className="muted"> · </span>
          <time className="muted" dateTime={comment.publishedAt}>
            {when(comment.publishedAt)}
          </time>
          <DecisionBadge decision={decision} />
        </p>
        <CommentText text={comment.text} />
        <div className="row cm-actions">
          <button type="button" tabIndex={current ? 0 : -1} onClick={() => setReplying(!replying)}>
            Reply
          </button>
          {replyCount > 0 || comment.inReplyTo ? (
            <button
              type="button"
              tabIndex={current ? 0 : -1}
              aria-expanded={showReplies}
              onClick={() => {
                if (!showReplies && !repliesShown) void loadReplies(threadId);
                setShowReplies(!showReplies);
              }}
            >
              {showReplies ? 'Hide replies' : comment.inReplyTo ? 'Show the thread' : `${replyCount} replies`}
            </button>
          ) : null}
        </div>
        {replying ? (
          <ReplyBox
            parent={comment}
            onDone={() => {
              setReplying(false);
              setShowReplies(true);
            }}
          />
        ) : null}
        {showReplies ? <ReplyList parentId={threadId} /> : null}
      </div>
    </article>
  );
}
