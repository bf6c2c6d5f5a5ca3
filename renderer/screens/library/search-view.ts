// The words of the Library's search: how many results a search found (as the platform estimates it), how many are
// loaded, and how many the local filter leaves.
import type { LibraryVideo } from '../../../shared/library/library-video';
import { countOf } from '../../../shared/text/count-words';

export interface SearchCount {
  readonly q: string;
  readonly status: 'searching' | 'more' | undefined;
  /** What the list shows once the local filter is applied. */
  readonly shown: number;
  readonly results: readonly LibraryVideo[];
  /** The platform's estimate of all results. */
  readonly total: number | undefined;
  readonly filter: string;
}

export function searchCountText({ q, status, shown, results, total, filter }: SearchCount): string {
  if (status === 'searching') return `Searching for "${q}"…`;
  const all = Math.max(total ?? results.length, results.length);
  const found =
    all === results.length
      ? `${countOf(all, 'video')} found for "${q}"`
      : `${results.length} of about ${all} videos found for "${q}" shown`;
  const narrowed = filter.trim() === '' ? '' : `; ${shown} match the filter "${filter.trim()}"`;
  return `${found}${narrowed}. Search results, not the full list.`;
}
