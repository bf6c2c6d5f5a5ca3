// The queue as a virtualized list (@tanstack/react-virtual, each row measured, since comments differ in length):
// only the rows in view exist in the page, so 10,000 held comments scroll like 10. The list is one focus stop;
// the keyboard session's keys (heard by the screen, so they work before the list is clicked) act on the current row.
// The list is as long as every page reached, but only the kept pages (page-window.ts) have comments: the rows of the
// others stand as placeholders, and the page they need is read when they come into view.
import { useVirtualizer } from '@tanstack/react-virtual';
import { useEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import type { CommentView, Decision } from '../../../shared/comments/comment-view';
import type { Suggestion } from '../../../shared/comments/rules/evaluate';
import { useComments } from './comments-store';
import { CommentRow } from './CommentRow';
import { COMMENTS } from './comments-messages';

export interface CommentListProps {
  /** The kept comments. */
  readonly comments: readonly CommentView[];
  /** The list's row of `comments[0]`. */
  readonly offset: number;
  /** Rows in the list: every page reached. */
  readonly total: number;
  /** A decision made with a row's own button. */
  readonly onDecide: (decision: Decision, comment: CommentView, index: number) => void;
  readonly suggestions: ReadonlyMap<string, Suggestion>;
}

const ROW_ESTIMATE = 110;
/** How long the list is taken to be scrolling to the cursor rather than where the creator scrolled it. */
const FOLLOW_MS = 500;

export function CommentList({ comments, offset, total, onDecide, suggestions }: CommentListProps) {
  const say = useIntl().formatMessage;
  const cursor = useComments((s) => s.cursor);
  const selected = useComments((s) => s.selected);
  const decisions = useComments((s) => s.decisions);
  const loading = useComments((s) => s.loading);
  const showRows = useComments((s) => s.showRows);
  const moveCursor = useComments((s) => s.moveCursor);
  const scroller = useRef<HTMLDivElement>(null);
  // The app does not run the React Compiler, so nothing memoizes around the virtualizer's changing functions.
  // eslint-disable-next-line react-hooks/incompatible-library
  const virtualizer = useVirtualizer({
    count: total,
    getScrollElement: () => scroller.current,
    // A row with an image holds its fixed 120-pixel box (CommentImage.tsx) besides the text; each row is measured.
    estimateSize: (index) => (comments[index - offset]?.imageUrl === undefined ? ROW_ESTIMATE : 240),
    overscan: 6,
    getItemKey: (index) => comments[index - offset]?.id ?? `row-${index}`,
  });
  const items = virtualizer.getVirtualItems();
  const firstInView = items[0]?.index ?? 0;
  const lastInView = items.at(-1)?.index ?? 0;

  // Follows the cursor's row in the whole list: a window moving under it (pages kept and dropped) scrolls nothing.
  const cursorRow = offset + cursor;
  const hasRows = comments.length > 0;
  const followedAt = useRef(0);
  const [recheck, setRecheck] = useState(0);
  useEffect(() => {
    if (!hasRows) return;
    followedAt.current = performance.now();
    virtualizer.scrollToIndex(cursorRow, { align: 'auto' });
  }, [cursorRow, hasRows, virtualizer]);

  useEffect(() => {
    // While the list scrolls to a cursor just moved (Home, say), the rows in view are where it was: reading their
    // page would take the window away from the cursor again.
    // Looked at again once that time has passed, in case the creator scrolled away meanwhile.
    const onTheWay = cursorRow < firstInView || cursorRow > lastInView;
    const since = performance.now() - followedAt.current;
    if (onTheWay && since < FOLLOW_MS) {
      const timer = setTimeout(() => setRecheck((n) => n + 1), FOLLOW_MS - since);
      return () => clearTimeout(timer);
    }
    if (!loading) void showRows(firstInView, lastInView);
    return undefined;
  }, [firstInView, lastInView, cursorRow, offset, comments.length, loading, showRows, recheck]);

  const current = comments[cursor];
  return (
    <div
      ref={scroller}
      className="cm-scroller"
      // A group, not a listbox: its rows hold controls. It stays one focus stop whose keys act on the current row.
      role="group"
      aria-label={say(COMMENTS.listName)}
      aria-activedescendant={current ? `comment-${current.id}` : undefined}
      tabIndex={0}
      data-testid="comment-list"
    >
      <div className="cm-spacer" style={{ height: virtualizer.getTotalSize() }}>
        {items.map((item) => {
          const comment = comments[item.index - offset];
          if (!comment)
            return (
              <div
                key={item.key}
                data-index={item.index}
                className="cm-slot cm-placeholder"
                style={{ transform: `translateY(${item.start}px)`, height: ROW_ESTIMATE }}
                data-testid="comment-placeholder"
                aria-hidden="true"
              />
            );
          return (
            <div
              key={item.key}
              data-index={item.index}
              ref={virtualizer.measureElement}
              className="cm-slot"
              style={{ transform: `translateY(${item.start}px)` }}
            >
              <CommentRow
                comment={comment}
                decision={decisions[comment.id]}
                suggestion={suggestions.get(comment.id)}
                current={item.index - offset === cursor}
                selected={selected[comment.id] === true}
                onPick={() => moveCursor(item.index - offset)}
                onDecide={(decision) => onDecide(decision, comment, item.index - offset)}
              />
            </div>
          );
        })}
      </div>
    </div>
  );
}
