// The queue as a virtualized list (@tanstack/react-virtual, each row measured, since comments differ in length):
// only the rows in view exist in the page, so 10,000 held comments scroll like 10. The list is one focus stop;
// the keyboard session's keys (heard by the screen, so they work before the list is clicked) act on the current row,
// and the next page loads as the end comes near.
import { useVirtualizer } from '@tanstack/react-virtual';
import { useEffect, useRef } from 'react';
import type { CommentView, Decision } from '../../../shared/comments/comment-view';
import type { Suggestion } from '../../../shared/comments/rules/evaluate';
import { useComments } from './comments-store';
import { CommentRow } from './CommentRow';

export interface CommentListProps {
  readonly comments: readonly CommentView[];
  /** A decision made with a row's own button. */
  readonly onDecide: (decision: Decision, comment: CommentView, index: number) => void;
  readonly suggestions: ReadonlyMap<string, Suggestion>;
}

/** Load the next page when the last rows in view are this close to the end. */
const PREFETCH_ROWS = 20;

export function CommentList({ comments, onDecide, suggestions }: CommentListProps) {
  const cursor = useComments((s) => s.cursor);
  const selected = useComments((s) => s.selected);
  const decisions = useComments((s) => s.decisions);
  const moreToLoad = useComments((s) => s.nextPageToken !== undefined);
  const loading = useComments((s) => s.loading);
  const loadMore = useComments((s) => s.loadMore);
  const moveCursor = useComments((s) => s.moveCursor);
  const scroller = useRef<HTMLDivElement>(null);
  // The app does not run the React Compiler, so nothing memoizes around the virtualizer's changing functions.
  // eslint-disable-next-line react-hooks/incompatible-library
  const virtualizer = useVirtualizer({
    count: comments.length,
    getScrollElement: () => scroller.current,
    // A row with an image holds its fixed 120-pixel box (CommentImage.tsx) besides the text; each row is measured.
    estimateSize: (index) => (comments[index]?.imageUrl === undefined ? 110 : 240),
    overscan: 6,
    getItemKey: (index) => comments[index]?.id ?? index,
  });
  const items = virtualizer.getVirtualItems();
  const lastInView = items.at(-1)?.index ?? 0;

  useEffect(() => {
    if (moreToLoad && !loading && lastInView >= comments.length - PREFETCH_ROWS) void loadMore();
  }, [lastInView, comments.length, moreToLoad, loading, loadMore]);

  useEffect(() => {
    if (comments.length > 0) virtualizer.scrollToIndex(cursor, { align: 'auto' });
  }, [cursor, comments.length, virtualizer]);

  const current = comments[cursor];
  return (
    <div
      ref={scroller}
      className="cm-scroller"
      // A group, not a listbox: its rows hold controls. It stays one focus stop whose keys act on the current row.
      role="group"
      aria-label="Comments (j and k move, a approves, r rejects, b bans, s takes the suggestion, x selects, u undoes, ? shows the keys)"
      aria-activedescendant={current ? `comment-${current.id}` : undefined}
      tabIndex={0}
      data-testid="comment-list"
    >
      <div className="cm-spacer" style={{ height: virtualizer.getTotalSize() }}>
        {items.map((item) => {
          const comment = comments[item.index]!;
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
                current={item.index === cursor}
                selected={selected[comment.id] === true}
                onPick={() => moveCursor(item.index)}
                onDecide={(decision) => onDecide(decision, comment, item.index)}
              />
            </div>
          );
        })}
      </div>
    </div>
  );
}
