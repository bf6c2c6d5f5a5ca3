// A window over one listing's pages, so a queue of 100,000 comments costs the renderer what is on screen: every page
// reached is known by its token and its size (a string and a number each), but only a few contiguous pages keep their
// comments. A page scrolled far away is dropped and read again with its token when the creator comes back; the
// platform pages newest-first lists by the last thread shown, so a token still starts where it did.
import type { CommentView } from '../../../shared/comments/comment-view';

/** Pages (of up to 100) whose comments are kept: the one in view and two either side. */
export const WINDOW_PAGES = 5;

export interface PageWindow {
  /** The token that reads page k (undefined for the first): one per page reached. */
  readonly tokens: readonly (string | undefined)[];
  /** How many rows page k had when it was last read. */
  readonly sizes: readonly number[];
  /** The first page whose comments are kept. */
  readonly first: number;
  /** The kept pages' comments, from `first` on. */
  readonly pages: readonly (readonly CommentView[])[];
  /** The token of the page after the last one reached; undefined once the end is reached. */
  readonly next: string | undefined;
  /** Whether the first page has been read (an empty window knows nothing yet). */
  readonly started: boolean;
}

export const emptyWindow: PageWindow = { tokens: [], sizes: [], first: 0, pages: [], next: undefined, started: false };

export function lastKept(window: PageWindow): number {
  return window.first + window.pages.length - 1;
}

/** Rows before the kept pages: the global index of the first kept row. */
export function offsetOf(window: PageWindow): number {
  let rows = 0;
  for (let page = 0; page < window.first; page += 1) rows += window.sizes[page] ?? 0;
  return rows;
}

/** Rows of every page reached so far. */
export function knownRows(window: PageWindow): number {
  return window.sizes.reduce((sum, size) => sum + size, 0);
}

/** The kept rows, in order. */
export function keptRows(window: PageWindow): CommentView[] {
  return window.pages.flat();
}

/** The page holding a global row (the last page reached for a row past the end). */
export function pageOfRow(window: PageWindow, row: number): number {
  let end = 0;
  for (let page = 0; page < window.sizes.length; page += 1) {
    end += window.sizes[page] ?? 0;
    if (row < end) return page;
  }
  return Math.max(0, window.sizes.length - 1);
}

/** The token that reads `page`: a page reached before, or the one after the last reached. */
export function tokenFor(window: PageWindow, page: number): string | undefined {
  return page < window.tokens.length ? window.tokens[page] : window.next;
}

/** Whether `page` can be read: a page reached before, or the next one while there is one. */
export function canRead(window: PageWindow, page: number): boolean {
  if (!window.started) return page === 0;
  return page >= 0 && (page < window.tokens.length || (page === window.tokens.length && window.next !== undefined));
}

/**
 * The window after page `page` was read: its rows kept (beside the kept pages when it touches them, else alone), the
 * next token learnt when it was the last page reached, then the pages farthest from it dropped down to `keep`.
 */
export function withPage(
  window: PageWindow,
  page: number,
  comments: readonly CommentView[],
  nextToken: string | undefined,
  keep = WINDOW_PAGES,
): PageWindow {
  const tokens = [...window.tokens];
  const sizes = [...window.sizes];
  if (page === tokens.length) tokens.push(page === 0 ? undefined : window.next);
  // The first page read again may hold comments that arrived since, pushing some down into the next kept page: a
  // comment shows once, where it was first kept.
  const last = lastKept(window);
  const touches = window.pages.length > 0 && page >= window.first - 1 && page <= last + 1;
  const elsewhere = new Set(
    touches
      ? window.pages.flatMap((kept, index) => (window.first + index === page ? [] : kept.map((row) => row.id)))
      : [],
  );
  const rows = comments.filter((comment) => !elsewhere.has(comment.id));
  sizes[page] = rows.length;
  const next = page === tokens.length - 1 ? nextToken : window.next;
  let first = page;
  let pages: (readonly CommentView[])[] = [rows];
  if (touches && page >= window.first && page <= last) {
    first = window.first;
    pages = [...window.pages];
    pages[page - first] = rows;
  } else if (touches && page === last + 1) {
    first = window.first;
    pages = [...window.pages, rows];
  } else if (touches) pages = [rows, ...window.pages];
  while (pages.length > keep) {
    if (page - first >= first + pages.length - 1 - page) {
      pages.shift();
      first += 1;
    } else pages.pop();
  }
  return { tokens, sizes, first, pages, next, started: true };
}
