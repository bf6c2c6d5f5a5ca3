// commentThreads.list's selection: which threads of a scope and status match the search terms and the viewer, in
// the order asked for, one page at a time. Newest-first pages walk the index from the cursor and stop as soon as
// the page is full; relevance needs every match ranked first.
import type { CommentIndex, ListedStatus, Scope } from './comment-index';
import type { CommentRecord } from './comment-state';
import type { Cursor } from './page-cursor';
import type { ThreadKey } from './sorted-threads';

export interface ThreadQuery {
  readonly scope: Scope;
  readonly status: ListedStatus;
  readonly order: 'time' | 'relevance';
  /** Lowercase words that must all appear in the thread's text or authors. */
  readonly terms: readonly string[];
  readonly maxResults: number;
  /** Whether a thread may be shown (its video exists and the viewer may see it). */
  readonly visible: (top: CommentRecord) => boolean;
}

export interface ThreadPage {
  readonly threads: readonly CommentRecord[];
  readonly next?: Cursor;
}

/** Whether one comment of the thread (the top-level one, or a reply the list shows) has every term. */
function matchesTerms(index: CommentIndex, top: CommentRecord, query: ThreadQuery): boolean {
  if (query.terms.length === 0) return true;
  const has = (comment: CommentRecord) => {
    const text = `${comment.authorName} ${comment.text}`.toLowerCase();
    return query.terms.every((term) => text.includes(term));
  };
  return (
    has(top) ||
    index
      .repliesOf(top.id)
      .some((reply) => (reply.status === 'published' || reply.status === query.status) && has(reply))
  );
}

/** Likes, then published replies weigh most; ties go to the newer thread. */
function relevance(index: CommentIndex, top: CommentRecord): number {
  const replies = index.repliesOf(top.id).filter((reply) => reply.status === 'published').length;
  return top.likeCount + 5 * replies;
}

export function selectThreads(index: CommentIndex, query: ThreadQuery, cursor: Cursor | undefined): ThreadPage {
  const list = index.threads(query.scope, query.status);
  if (!list) return { threads: [] };
  const accept = (key: ThreadKey): CommentRecord | undefined => {
    const top = index.get(key.id);
    return top && query.visible(top) && matchesTerms(index, top, query) ? top : undefined;
  };

  if (query.order === 'time') {
    const start = cursor?.kind === 'after' ? list.after(cursor.key) : 0;
    const threads: CommentRecord[] = [];
    for (const key of list.from(start)) {
      const top = accept(key);
      if (!top) continue;
      if (threads.length === query.maxResults) {
        const last = threads[threads.length - 1] as CommentRecord;
        return { threads, next: { kind: 'after', key: { publishedAt: last.publishedAt, id: last.id } } };
      }
      threads.push(top);
    }
    return { threads };
  }

  const ranked: Array<{ top: CommentRecord; score: number }> = [];
  for (const key of list.from(0)) {
    const top = accept(key);
    if (top) ranked.push({ top, score: relevance(index, top) });
  }
  // The list is newest first and the sort is stable: equal scores keep that order.
  ranked.sort((a, b) => b.score - a.score);
  const offset = cursor?.kind === 'offset' ? cursor.offset : 0;
  const threads = ranked.slice(offset, offset + query.maxResults).map(({ top }) => top);
  const end = offset + query.maxResults;
  return { threads, ...(end < ranked.length ? { next: { kind: 'offset', offset: end } } : {}) };
}
