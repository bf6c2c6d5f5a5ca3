// Pages through one listing of comment threads (a queue, a video, a search) for the export and the sweep: 100 a
// page, one unit of quota a page, with progress after each page, stopping at a page limit or when cancelled.
import type { CommentView } from '../../../shared/comments/comment-view';
import type { CallInput } from '../../../shared/ipc';
import { desk } from '../../desk/desk';

export type ThreadQuery = Omit<CallInput<'comments.listThreads'>, 'pageToken'>;

export interface PageProgress {
  readonly pages: number;
  readonly comments: number;
  /** Units spent so far: commentThreads.list costs 1 a page. */
  readonly units: number;
  readonly more: boolean;
}

/**
 * commentThreads.list costs one unit a call, whatever the page size, up to 100 a page: the commentThreads.list reference
 * and the quota calculator as read on 2026-11-25 (no change to either in the revision history through 2026-09-30).
 */
const LIST_PAGE_UNITS = 1;

export async function pageThrough(
  query: ThreadQuery,
  options: { maxPages: number; signal?: AbortSignal; onPage?: (progress: PageProgress) => void },
): Promise<{ comments: CommentView[]; progress: PageProgress }> {
  const comments: CommentView[] = [];
  let pageToken: string | undefined;
  let progress: PageProgress = { pages: 0, comments: 0, units: 0, more: true };
  while (progress.more && progress.pages < options.maxPages && !options.signal?.aborted) {
    const page = await desk.call('comments.listThreads', { ...query, ...(pageToken ? { pageToken } : {}) });
    comments.push(...page.comments);
    pageToken = page.nextPageToken;
    progress = {
      pages: progress.pages + 1,
      comments: comments.length,
      units: (progress.pages + 1) * LIST_PAGE_UNITS,
      more: pageToken !== undefined,
    };
    options.onPage?.(progress);
  }
  return { comments, progress };
}
