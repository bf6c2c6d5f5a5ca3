// A comment's replies, loaded on demand, with a box to answer and, on the channel's own replies, edit and delete.
import { useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import type { CommentView } from '../../../shared/comments/comment-view';
import { ConfirmButton } from '../../components/ConfirmButton';
import { FailureLine } from '../../components/FailureLine';
import { refusal, type Failure } from '../../desk/failure';
import { useComments } from './comments-store';
import { CommentImage } from './CommentImage';
import { CommentText } from './CommentText';
import { replyBlockedBecause, replyButtonLabel, replyMode } from './reply-mode';
import { SavedReplyPicker } from './SavedReplyPicker';
import { COMMENTS } from './comments-messages';

export function ReplyBox({ parent, onDone }: { readonly parent: CommentView; readonly onDone: () => void }) {
  const intl = useIntl();
  const say = intl.formatMessage;
  const reply = useComments((s) => s.reply);
  const publishAndReply = useComments((s) => s.publishAndReply);
  const mode = replyMode(
    parent,
    useComments((s) => s.decisions[parent.id]),
  );
  const blocked = replyBlockedBecause(mode, intl);
  const [text, setText] = useState('');
  const [problem, setProblem] = useState<Failure>();
  const [busy, setBusy] = useState(false);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (blocked) return;
    if (text.trim() === '') {
      setProblem(refusal('invalid-input', say(COMMENTS.writeFirst)));
      return;
    }
    setBusy(true);
    const refused = await (mode === 'publishFirst' ? publishAndReply(parent, text) : reply(parent, text));
    setBusy(false);
    if (refused) setProblem(refused);
    else {
      setText('');
      onDone();
    }
  };
  return (
    <form className="cm-reply-box" onSubmit={(event) => void submit(event)}>
      <label className="field-label" htmlFor={`reply-${parent.id}`}>
        {say(COMMENTS.replyTo, { author: parent.authorName })}
      </label>
      <textarea
        id={`reply-${parent.id}`}
        value={text}
        rows={2}
        maxLength={10_000}
        dir="auto"
        autoFocus
        aria-invalid={problem ? true : undefined}
        aria-describedby={problem ? `reply-${parent.id}-problem` : undefined}
        onChange={(event) => setText(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === 'Escape') onDone();
        }}
      />
      <SavedReplyPicker
        parent={parent}
        onPick={(filled) => setText(text.trim() === '' ? filled : `${text} ${filled}`)}
      />
      {mode === 'publishFirst' ? (
        <p className="muted" id={`reply-${parent.id}-why`} data-testid="publish-first-note">
          {say(parent.moderationStatus === 'likelySpam' ? COMMENTS.publishFirstSpam : COMMENTS.publishFirstHeld)}
        </p>
      ) : null}
      {blocked ? (
        <p className="muted" data-testid="reply-blocked">
          {blocked}
        </p>
      ) : null}
      {problem ? (
        <div id={`reply-${parent.id}-problem`}>
          <FailureLine failure={problem} className="row error" testId="reply-problem" />
        </div>
      ) : null}
      <div className="row">
        <button type="submit" className="primary" disabled={busy || blocked !== undefined}>
          {busy ? say(COMMENTS.posting) : replyButtonLabel(mode, intl)}
        </button>
        <button type="button" onClick={onDone}>
          {say(COMMENTS.cancel)}
        </button>
      </div>
    </form>
  );
}

function OwnReply({ parentId, reply }: { readonly parentId: string; readonly reply: CommentView }) {
  const say = useIntl().formatMessage;
  const editReply = useComments((s) => s.editReply);
  const deleteReply = useComments((s) => s.deleteReply);
  const [editing, setEditing] = useState(false);
  const [text, setText] = useState(reply.text);
  const [problem, setProblem] = useState<Failure>();
  if (!editing) {
    return (
      <div className="row cm-own-actions">
        <button
          type="button"
          onClick={() => setEditing(true)}
          aria-label={say(COMMENTS.editReply, { text: reply.text.slice(0, 40) })}
        >
          {say(COMMENTS.edit)}
        </button>
        <ConfirmButton
          label={say(COMMENTS.delete)}
          ariaLabel={say(COMMENTS.deleteReply, { text: reply.text.slice(0, 40) })}
          question={say(COMMENTS.deleteReplyQuestion)}
          confirmLabel={say(COMMENTS.yesDelete)}
          keepLabel={say(COMMENTS.keep)}
          groupLabel={say(COMMENTS.deleteReplyGroup)}
          onConfirm={() => void deleteReply(parentId, reply.id)}
        />
      </div>
    );
  }
  return (
    <form
      className="cm-reply-box"
      onSubmit={(event) => {
        event.preventDefault();
        void editReply(parentId, reply.id, text).then((refused) => {
          setProblem(refused);
          if (!refused) setEditing(false);
        });
      }}
    >
      <label className="field-label" htmlFor={`edit-${reply.id}`}>
        {say(COMMENTS.yourReply)}
      </label>
      <textarea
        id={`edit-${reply.id}`}
        value={text}
        rows={2}
        maxLength={10_000}
        dir="auto"
        autoFocus
        onChange={(event) => setText(event.target.value)}
      />
      {problem ? <FailureLine failure={problem} className="row error" testId="reply-problem" /> : null}
      <div className="row">
        <button type="submit" className="primary">
          {say(COMMENTS.save)}
        </button>
        <button type="button" onClick={() => setEditing(false)}>
          {say(COMMENTS.cancel)}
        </button>
      </div>
    </form>
  );
}

export function ReplyList({ parentId }: { readonly parentId: string }) {
  const say = useIntl().formatMessage;
  const state = useComments((s) => s.replies[parentId]);
  const loadReplies = useComments((s) => s.loadReplies);
  if (!state) return null;
  return (
    <div className="cm-replies">
      {state.comments.map((reply) => (
        <div key={reply.id} className="cm-reply" data-testid="comment-reply">
          <p className="cm-meta">
            <strong dir="auto">{reply.authorName}</strong>
            {reply.mine ? <span className="badge badge-muted">{say(COMMENTS.you)}</span> : null}
          </p>
          <CommentText text={reply.text} />
          <CommentImage comment={reply} tabbable />
          {reply.mine ? <OwnReply parentId={parentId} reply={reply} /> : null}
        </div>
      ))}
      {state.loading ? <p className="loading">{say(COMMENTS.loadingReplies)}</p> : null}
      {state.error ? <FailureLine failure={state.error} onRetry={() => void loadReplies(parentId)} /> : null}
      {!state.loading && state.comments.length === 0 && !state.error ? (
        <p className="muted">{say(COMMENTS.noReplies)}</p>
      ) : null}
      {state.nextPageToken && !state.loading ? (
        <button type="button" onClick={() => void loadReplies(parentId)}>
          {say(COMMENTS.moreReplies)}
        </button>
      ) : null}
    </div>
  );
}
