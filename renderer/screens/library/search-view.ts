// The words of the Library's search: how many results a search found (as the platform estimates it), how many are
// loaded, and how many the local filter leaves.
import type { IntlShape } from 'react-intl';
import type { LibraryVideo } from '../../../shared/library/library-video';
import { LIBRARY } from './library-messages';

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

export function searchCountText(intl: IntlShape, { q, status, shown, results, total, filter }: SearchCount): string {
  const say = intl.formatMessage;
  if (status === 'searching') return say(LIBRARY.searchingFor, { q });
  const all = Math.max(total ?? results.length, results.length);
  const found =
    all === results.length
      ? say(LIBRARY.foundAll, { all, q })
      : say(LIBRARY.foundSome, { loaded: results.length, all, q });
  return filter.trim() === ''
    ? say(LIBRARY.searchCount, { found })
    : say(LIBRARY.searchCountFiltered, { found, shown, filter: filter.trim() });
}
