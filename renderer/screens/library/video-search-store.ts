// The Library's search of the channel's own videos on the platform. Each search or further page spends one of the
// project's 100 searches a day, so nothing here runs as the creator types: only submit() and more() call the platform. The answer to an
// older search that is still under way when a newer one starts, or after Clear, is dropped.
import { create } from 'zustand';
import type { SearchOrder } from '../../../shared/ipc/library';
import type { LibraryVideo } from '../../../shared/library/library-video';

import { desk } from '../../desk/desk';
import { failureOf, type Failure } from '../../desk/failure';
import { resetWithChannel } from '../../stores/channel-scope';
import { LIBRARY } from './library-messages';
import { sayNow } from './say-now';

/** Results per page: the platform gives at most 50; 25 is two screenfuls of rows. */
export const SEARCH_PAGE_SIZE = 25;

export interface SubmittedSearch {
  readonly q: string;
  readonly order: SearchOrder;
  /** The channel searched; another channel (after a sign-in) does not see these results. */
  readonly channelId: string;
}

interface VideoSearchState {
  /** The search whose results show, once submitted; undefined shows the full list. */
  readonly search: SubmittedSearch | undefined;
  readonly results: readonly LibraryVideo[];
  readonly nextPageToken: string | undefined;
  /** As the platform estimates it. */
  readonly totalResults: number | undefined;
  readonly status: 'searching' | 'more' | undefined;
  readonly error: Failure | undefined;
  /** What the last search did, for the screen's live region. */
  readonly announcement: string | undefined;

  submit: (search: SubmittedSearch) => Promise<void>;
  more: () => Promise<void>;
  clear: () => void;
  /** A video was saved (or got a thumbnail) from the details: its result row shows it. */
  replace: (video: LibraryVideo) => void;
  /** A video was deleted: its result row goes. */
  remove: (id: string) => void;
}

/** No search: the full list shows. */
const NO_SEARCH = {
  search: undefined,
  results: [],
  nextPageToken: undefined,
  totalResults: undefined,
  status: undefined,
  error: undefined,
} as const;

const found = (count: number, q: string) =>
  count === 0 ? sayNow(LIBRARY.announceNothingFound, { q }) : sayNow(LIBRARY.announceFound, { count });

export const useVideoSearch = create<VideoSearchState>((set, get) => {
  // Which call's answer may still land: a newer search or Clear moves it on.
  let generation = 0;

  return {
    ...NO_SEARCH,
    announcement: undefined,

    async submit(search) {
      const mine = ++generation;
      set({
        search,
        results: [],
        nextPageToken: undefined,
        totalResults: undefined,
        status: 'searching',
        error: undefined,
      });
      try {
        const page = await desk.call('library.search', {
          q: search.q,
          order: search.order,
          pageSize: SEARCH_PAGE_SIZE,
        });
        if (mine !== generation) return;
        set({
          results: page.videos,
          nextPageToken: page.nextPageToken,
          totalResults: page.totalResults,
          announcement: found(page.videos.length, search.q),
        });
      } catch (error) {
        if (mine === generation) set({ error: failureOf(error) });
      } finally {
        if (mine === generation) set({ status: undefined });
      }
    },

    async more() {
      const { search, nextPageToken, status } = get();
      if (!search || !nextPageToken || status) return;
      const mine = ++generation;
      set({ status: 'more', error: undefined });
      try {
        const page = await desk.call('library.search', {
          q: search.q,
          order: search.order,
          pageSize: SEARCH_PAGE_SIZE,
          pageToken: nextPageToken,
        });
        if (mine !== generation) return;
        const known = new Set(get().results.map((video) => video.id));
        const added = page.videos.filter((video) => !known.has(video.id));
        set({
          results: [...get().results, ...added],
          nextPageToken: page.nextPageToken,
          totalResults: page.totalResults,
          announcement: sayNow(LIBRARY.announceMoreResults, { count: added.length }),
        });
      } catch (error) {
        if (mine === generation) set({ error: failureOf(error) });
      } finally {
        if (mine === generation) set({ status: undefined });
      }
    },

    clear() {
      generation += 1;
      set({ ...NO_SEARCH, announcement: sayNow(LIBRARY.announceSearchCleared) });
    },

    replace(video) {
      set({ results: get().results.map((candidate) => (candidate.id === video.id ? video : candidate)) });
    },

    remove(id) {
      set({ results: get().results.filter((video) => video.id !== id) });
    },
  };
});
// Issue 21: another channel chosen shows none of this one's videos, searches, bulk edits or thumbnails.
resetWithChannel(useVideoSearch);
