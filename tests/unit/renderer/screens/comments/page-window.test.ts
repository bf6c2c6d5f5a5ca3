// The window over a queue's pages: every page reached is known by its token and size, only a few pages keep their
// comments, the far ones are dropped as the creator moves on and read again (with the same token) on the way back.
import { describe, expect, it } from 'vitest';
import type { CommentView } from '../../../../../shared/comments/comment-view';
import {
  canRead,
  emptyWindow,
  keptRows,
  knownRows,
  offsetOf,
  pageOfRow,
  tokenFor,
  withPage,
  type PageWindow,
} from '../../../../../renderer/screens/comments/page-window';

function page(index: number, size = 100): CommentView[] {
  return Array.from({ length: size }, (_, n) => ({
    id: `c${index}-${n}`,
    authorName: '@a',
    text: 't',
    publishedAt: '2026-03-01T10:00:00Z',
    likeCount: 0,
    mine: false,
  }));
}

/** Reads pages 0..count-1 in order, as scrolling down does. */
function scrolled(count: number, keep = 3): PageWindow {
  let window = emptyWindow;
  for (let n = 0; n < count; n += 1) window = withPage(window, n, page(n), `t${n + 1}`, keep);
  return window;
}

describe('page window', () => {
  it('keeps only `keep` pages of comments however far the creator scrolls, knowing every page reached', () => {
    const window = scrolled(1000);
    expect(window.pages).toHaveLength(3);
    expect(window.first).toBe(997);
    expect(keptRows(window)).toHaveLength(300);
    expect(knownRows(window)).toBe(100_000);
    expect(offsetOf(window)).toBe(99_700);
    expect(window.tokens).toHaveLength(1000);
    expect(window.tokens[0]).toBeUndefined();
    expect(window.tokens[500]).toBe('t500');
  });

  it('drops the page farthest from the one read: going back reads an earlier page and drops the last', () => {
    const down = scrolled(6);
    expect([down.first, down.pages.length]).toEqual([3, 3]);
    expect(tokenFor(down, 2)).toBe('t2');
    const back = withPage(down, 2, page(2), 'ignored', 3);
    expect([back.first, back.pages.length]).toEqual([2, 3]);
    expect(keptRows(back)[0]!.id).toBe('c2-0');
    expect(keptRows(back).at(-1)!.id).toBe('c4-99');
    // The next token is still the one after the last page reached, not what the earlier page said.
    expect(back.next).toBe('t6');
    expect(offsetOf(back)).toBe(200);
  });

  it('jumps: a page far from the kept ones is kept alone', () => {
    const far = withPage(scrolled(10), 1, page(1), 'x', 3);
    expect(far.first).toBe(1);
    expect(far.pages).toHaveLength(1);
    expect(knownRows(far)).toBe(1000);
  });

  it('a page read again after decisions is shorter: the rows after it move up', () => {
    const window = scrolled(4);
    const again = withPage(window, 2, page(2, 90), 'ignored', 3);
    expect(knownRows(again)).toBe(390);
    expect(offsetOf(again)).toBe(100);
    expect(pageOfRow(again, 289)).toBe(2);
    expect(pageOfRow(again, 290)).toBe(3);
  });

  it('shows a comment once when the first page read again pushed it into the next kept page', () => {
    let window = withPage(emptyWindow, 0, page(0, 3), 't1', 3);
    window = withPage(window, 1, [page(0, 3)[2]!, ...page(1, 2)], undefined, 3);
    expect(keptRows(window).map((row) => row.id)).toEqual(['c0-0', 'c0-1', 'c0-2', 'c1-0', 'c1-1']);
    expect(knownRows(window)).toBe(5);
  });

  it('reads the first page, pages reached and the next one only', () => {
    expect(canRead(emptyWindow, 0)).toBe(true);
    expect(canRead(emptyWindow, 1)).toBe(false);
    const window = scrolled(3);
    expect(canRead(window, 3)).toBe(true);
    expect(canRead(window, 4)).toBe(false);
    const ended = withPage(window, 3, page(3, 20), undefined, 3);
    expect(canRead(ended, 4)).toBe(false);
    expect(ended.next).toBeUndefined();
  });
});
