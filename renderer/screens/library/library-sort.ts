// The Library table's column orders. Without a chosen column the rows keep the platform's order (newest upload
// first); a column sorts its way, ties keeping the platform's order, and a hidden figure sorts after any number.
import { isScheduled, type LibraryVideo } from '../../../shared/library/library-video';

import type { SortKey } from '../../../shared/library/library-sort-keys';

export type { SortKey } from '../../../shared/library/library-sort-keys';

export interface LibrarySort {
  readonly key: SortKey;
  readonly direction: 'ascending' | 'descending';
}

const VISIBILITY_ORDER = { public: 0, unlisted: 1, private: 2 } as const;

type Value = string | number | undefined;

function valueOf(video: LibraryVideo, key: SortKey, now: number): Value {
  switch (key) {
    case 'title':
      return video.title.toLocaleLowerCase();
    case 'visibility':
      return isScheduled(video, now) ? 3 : VISIBILITY_ORDER[video.privacyStatus];
    case 'schedule':
      return isScheduled(video, now) && video.publishAt ? Date.parse(video.publishAt) : undefined;
    case 'altered':
      // Yes before no; not answered last, as a missing figure is.
      return video.containsSyntheticMedia === undefined ? undefined : video.containsSyntheticMedia ? 0 : 1;
    case 'date':
      return Date.parse(video.publishedAt);
    case 'views':
      return video.viewCount;
    case 'comments':
      return video.commentCount;
    case 'likes':
      return video.likeCount;
  }
}

function compare(a: Value, b: Value): number {
  if (a === undefined || b === undefined) return a === b ? 0 : a === undefined ? 1 : -1;
  if (typeof a === 'string' && typeof b === 'string') return a.localeCompare(b);
  return (a as number) - (b as number);
}

export function sortVideos(
  videos: readonly LibraryVideo[],
  sort: LibrarySort | undefined,
  now: number,
): readonly LibraryVideo[] {
  if (!sort) return videos;
  const sign = sort.direction === 'ascending' ? 1 : -1;
  const keyed = videos.map((video, index) => ({ video, index, value: valueOf(video, sort.key, now) }));
  keyed.sort((x, y) => {
    // Missing figures go last in both directions.
    if (x.value === undefined || y.value === undefined) return compare(x.value, y.value) || x.index - y.index;
    return sign * compare(x.value, y.value) || x.index - y.index;
  });
  return keyed.map(({ video }) => video);
}

/** A header click: a new column sorts ascending (figures and dates descending, biggest first), again flips it. */
export function nextSort(current: LibrarySort | undefined, key: SortKey): LibrarySort {
  if (current?.key === key) {
    return { key, direction: current.direction === 'ascending' ? 'descending' : 'ascending' };
  }
  const textual = key === 'title' || key === 'visibility' || key === 'schedule' || key === 'altered';
  return { key, direction: textual ? 'ascending' : 'descending' };
}
