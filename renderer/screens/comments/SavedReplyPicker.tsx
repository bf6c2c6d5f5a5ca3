// Saved replies in the reply box: one pick puts the reply in, {author} and {video} filled for this comment; the
// creator edits it before posting. New ones are saved from the box's text.
import { useState } from 'react';
import { useIntl } from 'react-intl';
import type { CommentView } from '../../../shared/comments/comment-view';
import { fillPlaceholders, SAVED_REPLIES_MAX } from '../../../shared/comments/saved-replies';
import { FailureLine } from '../../components/FailureLine';
import { refusal, type Failure } from '../../desk/failure';
import { useCommentRules } from './rules-store';
import { COMMENTS } from './comments-messages';

export function SavedReplyPicker({
  parent,
  onPick,
}: {
  readonly parent: CommentView;
  readonly onPick: (text: string) => void;
}) {
  const say = useIntl().formatMessage;
  const replies = useCommentRules((s) => s.savedReplies);
  const saveReplies = useCommentRules((s) => s.saveReplies);
  const [adding, setAdding] = useState(false);
  const [name, setName] = useState('');
  const [text, setText] = useState('');
  const [problem, setProblem] = useState<Failure>();
  return (
    <div className="row cm-saved-replies">
      <label>
        <span className="field-label">{say(COMMENTS.savedReply)}</span>
        <select
          value=""
          onChange={(event) => {
            const chosen = replies.find((reply) => reply.id === event.target.value);
            if (chosen)
              onPick(
                fillPlaceholders(chosen.text, {
                  author: parent.authorName,
                  // An unknown title reads "this video" in the creator's language: the reply is their own text.
                  video: parent.videoTitle || say(COMMENTS.savedReplyUntitled),
                }),
              );
          }}
        >
          <option value="">{say(COMMENTS.choose)}</option>
          {replies.map((reply) => (
            <option key={reply.id} value={reply.id} dir="auto">
              {reply.name}
            </option>
          ))}
        </select>
      </label>
      {adding ? (
        <span className="row" role="group" aria-label={say(COMMENTS.newSavedReply)}>
          <input
            aria-label={say(COMMENTS.savedReplyName)}
            value={name}
            maxLength={60}
            onChange={(event) => setName(event.target.value)}
          />
          <input
            aria-label={say(COMMENTS.savedReplyText)}
            value={text}
            maxLength={2000}
            onChange={(event) => setText(event.target.value)}
          />
          <button
            type="button"
            onClick={() => {
              if (name.trim() === '' || text.trim() === '')
                return setProblem(refusal('invalid-input', say(COMMENTS.savedReplyMissing)));
              const reply = { id: `reply-${Date.now().toString(36)}`, name: name.trim(), text: text.trim() };
              void saveReplies([...replies, reply].slice(-SAVED_REPLIES_MAX)).then((refused) => {
                setProblem(refused);
                if (!refused) setAdding(false);
              });
            }}
          >
            {say(COMMENTS.save)}
          </button>
        </span>
      ) : (
        <button type="button" onClick={() => setAdding(true)}>
          {say(COMMENTS.newSavedReply)}
        </button>
      )}
      {problem ? <FailureLine failure={problem} className="row error" /> : null}
    </div>
  );
}
