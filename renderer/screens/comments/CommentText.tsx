// A comment's text exactly as its author wrote it: React puts it in a text node (never markup), `dir="auto"` lets
// right-to-left text read right to left, and a long comment is folded until asked for.
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { COMMENTS } from './comments-messages';

const FOLD_AT = 600;

/** `tabbable` false: a queue row that is not current keeps its fold button out of the tab order, as its other controls. */
export function CommentText({ text, tabbable = true }: { readonly text: string; readonly tabbable?: boolean }) {
  const say = useIntl().formatMessage;
  const [open, setOpen] = useState(false);
  const long = text.length > FOLD_AT;
  return (
    <div className="cm-text-wrap">
      <p className="cm-text" dir="auto">
        {long && !open ? say(COMMENTS.folded, { text: text.slice(0, FOLD_AT) }) : text}
      </p>
      {long ? (
        <button
          type="button"
          className="cm-link"
          tabIndex={tabbable ? 0 : -1}
          onClick={() => setOpen(!open)}
          aria-expanded={open}
        >
          {open ? say(COMMENTS.showLess) : say(COMMENTS.showAll, { count: text.length })}
        </button>
      ) : null}
    </div>
  );
}
