// One comment of the queue: who wrote it, on which video, when, its text, and what was decided about it. The row is
// an article, not an option: it holds controls (select, decide, reply, replies), and a control may not sit inside
// another. The list's keys act on the current row (aria-current); the row's own controls are in the tab order only
// while it is current, so Tab from the list reaches them without walking every row. The decision buttons show on the
// current row and the one under the mouse; the list is virtualized, so only rows in view have any.
import { useState } from 'react';
import { useIntl } from 'react-intl';
import {
  MODERATION_CALL_UNITS,
  type CommentView,
  type Decision,
  type DecisionView,
} from '../../../shared/comments/comment-view';
import type { Suggestion } from '../../../shared/comments/rules/evaluate';
import { formatDateTime, formatRelative } from '../../../shared/text/when';
import { useComments } from './comments-store';
import { isStanding, rowDecisions } from './decision-state';
import { CommentImage } from './CommentImage';
import { CommentText } from './CommentText';
import { DecisionBadge } from './DecisionBadge';
import { ReplyBox, ReplyList } from './ReplyThread';
import { SUGGESTION_VERBS } from './rule-labels';
import { COMMENTS } from './comments-messages';

export interface CommentRowProps {
  readonly comment: CommentView;
  readonly decision: DecisionView | undefined;
  /** What a switched-on rule suggests, shown while nothing is decided. */
  readonly suggestion?: Suggestion | undefined;
  readonly current: boolean;
  readonly selected: boolean;
  readonly onPick: () => void;
  /** A decision by mouse (or Enter on a button): the same as its key. */
  readonly onDecide: (decision: Decision) => void;
}

export function CommentRow({ comment, decision, suggestion, current, selected, onPick, onDecide }: CommentRowProps) {
  const say = useIntl().formatMessage;
  const toggleSelect = useComments((s) => s.toggleSelect);
  const loadReplies = useComments((s) => s.loadReplies);
  const repliesShown = useComments((s) => s.replies[comment.parentId ?? comment.id] !== undefined);
  const undoGroup = useComments((s) => s.undoGroup);
  const canUndo = useComments((s) => decision !== undefined && s.undoStack.includes(decision.groupId));
  const queue = useComments((s) => s.queue);
  const [replying, setReplying] = useState(false);
  const [showReplies, setShowReplies] = useState(false);
  const decided = isStanding(decision);
  const threadId = comment.parentId ?? comment.id;
  const replyCount = comment.totalReplyCount ?? 0;
  return (
    <article
      id={`comment-${comment.id}`}
      aria-label={say(COMMENTS.rowName, { author: comment.authorName })}
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
        aria-label={say(COMMENTS.rowSelect, { author: comment.authorName })}
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
          {comment.inReplyTo ? (
            <span className="muted"> {say(COMMENTS.replyingTo, { author: comment.inReplyTo })}</span>
          ) : null}
          <span className="muted cm-dot" aria-hidden="true" />
          {(comment.videoTitle ?? comment.videoId) ? (
            <span className="muted" dir="auto">
              {comment.videoTitle ?? comment.videoId}
            </span>
          ) : (
            <span className="muted">{say(COMMENTS.channelItself)}</span>
          )}
          <span className="muted cm-dot" aria-hidden="true" />
          <time
            className="muted"
            dateTime={comment.publishedAt}
            title={formatDateTime(comment.publishedAt)}
            translate="no"
          >
            {formatRelative(comment.publishedAt)}
          </time>
          <DecisionBadge decision={decision} />
          {!decided && comment.moderationStatus === 'published' && queue !== 'published' ? (
            <span className="badge badge-ok" data-testid="published-badge">
              {say(COMMENTS.publishedBadge)}
            </span>
          ) : null}
          {isStanding(decision) && canUndo ? (
            <button
              type="button"
              className="cm-undo"
              data-testid="row-undo"
              tabIndex={current ? 0 : -1}
              onClick={(event) => {
                event.stopPropagation();
                void undoGroup(decision.groupId);
              }}
            >
              {/* Once sent, undoing is another decision (back to Held for review), and costs its call. */}
              {decision.state === 'waiting'
                ? say(COMMENTS.undo)
                : say(COMMENTS.undoPaid, { units: MODERATION_CALL_UNITS })}
            </button>
          ) : null}
          {suggestion && !decided ? (
            <span
              className="badge badge-warning"
              data-testid="rule-badge"
              data-rule-id={suggestion.ruleId}
              title={say(COMMENTS.suggestionTitle, { why: suggestion.why })}
            >
              {say(COMMENTS.suggestion, {
                verb: say(SUGGESTION_VERBS[suggestion.decision]),
                rule: suggestion.ruleName,
              })}
            </span>
          ) : null}
        </p>
        <CommentText text={comment.text} tabbable={current} />
        <CommentImage comment={comment} tabbable={current} />
        <div className="row cm-actions">
          <button type="button" tabIndex={current ? 0 : -1} onClick={() => setReplying(!replying)}>
            {say(COMMENTS.reply)}
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
              {showReplies
                ? say(COMMENTS.hideReplies)
                : comment.inReplyTo
                  ? say(COMMENTS.showThread)
                  : say(COMMENTS.replyCount, { count: replyCount })}
            </button>
          ) : null}
          <span
            className="row cm-decide"
            role="group"
            aria-label={say(COMMENTS.decideGroup, { author: comment.authorName })}
          >
            {rowDecisions(comment, decision).map((choice) => (
              <button
                key={choice}
                type="button"
                tabIndex={current ? 0 : -1}
                className={choice === 'publish' ? 'primary' : undefined}
                data-decision={choice}
                onClick={(event) => {
                  event.stopPropagation();
                  onDecide(choice);
                }}
              >
                {say(SUGGESTION_VERBS[choice])}
              </button>
            ))}
          </span>
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
