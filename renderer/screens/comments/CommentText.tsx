// A comment's text exactly as its author wrote it: React puts it in a text node (never markup), `dir="auto"` lets
// right-to-left text read right to left, and a long comment is folded until asked for.
import { countOf } from '../../../shared/text/count-words';
import { useState } from 'react';

const FOLD_AT = 600;

/** `tabbable` false: a queue row that is not current keeps its fold button out of the tab order, as its other controls. */
export function CommentText({ text, tabbable = true }: { readonly text: string; readonly tabbable?: boolean }) {
  const [open, setOpen] = useState(false);
  const long = text.length > FOLD_AT;
  return (
    <div className="cm-text-wrap">
      <p className="cm-text" dir="auto">
        {long && !open ? `${text.slice(0, FOLD_AT)}…` : text}
      </p>
      {long ? (
        <button
          type="button"
          className="cm-link"
          tabIndex={tabbable ? 0 : -1}
          onClick={() => setOpen(!open)}
          aria-expanded={open}
        >
          {open ? 'Show less' : `Show all (${countOf(text.length, 'character')})`}
        </button>
      ) : null}
    </div>
  );
}
