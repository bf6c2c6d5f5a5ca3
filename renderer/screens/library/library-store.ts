// The Library screen's state: the pages of the channel's videos loaded so far (for the signed-in channel only), the
// local filter, the open video, and what is being saved or deleted.
import { create } from 'zustand';
import type { ThumbnailSetResult } from '../../../shared/ipc/thumbnails';
import {
  THUMBNAIL_SIZES,
  type FigureSource,
  type LibraryVideo,
  type ThumbnailSize,
  type Thumbnails,
} from '../../../shared/library/library-video';
import { copyOfMetadata, type VideoMetadata } from '../../../shared/uploads/video-metadata';
import { desk } from '../../desk/desk';
import { failureOf, reworded, type Failure } from '../../desk/failure';
import { keepKnown, NO_SELECTION, pick, pickAll, type LibrarySelection, type PickModifiers } from './library-selection';
import { nextSort, type LibrarySort, type SortKey } from './library-sort';
import type { AlteredFilter } from './library-view';
import { useVideoSearch } from './video-search-store';
import { useCatalogue } from './catalogue-store';
import { resetWithChannel } from '../../stores/channel-scope';
import { LIBRARY } from './library-messages';
import { sayNow } from './say-now';

/** Videos per "load more": a screenful of rows. */
export const PAGE_SIZE = 12;
/** The most the platform gives in one page. */
const MOST_A_PAGE = 50;

interface LibraryState {
  /** The channel the videos are of; another channel (after a sign-in) starts over. */
  readonly channelId: string | undefined;
  readonly videos: readonly LibraryVideo[];
  readonly nextPageToken: string | undefined;
  readonly totalResults: number | undefined;
  /** Where the last page's figures came from (videos.batchGetStats, or videos.list and why). */
  readonly figures: FigureSource | undefined;
  readonly loading: 'first' | 'more' | undefined;
  readonly loadError: Failure | undefined;
  readonly filter: string;
  /** The altered or synthetic content answer the shown videos have. */
  readonly altered: AlteredFilter;
  readonly selectedId: string | undefined;
  /** What is under way for a video. */
  readonly busy: Readonly<Record<string, 'save' | 'delete'>>;
  /** What the last action did, for the screen's live region. */
  readonly announcement: string | undefined;
  /** The videos picked for a bulk edit (not the open one: that is selectedId). */
  readonly picked: LibrarySelection;
  /** The table's chosen column order; undefined keeps the platform's. */
  readonly sort: LibrarySort | undefined;

  /**
   * Reads the first page, unless `catalogued` answers true: the catalogue lists the channel at no cost, and the
   * platform's first page (2 units) would tell nothing it does not know.
   */
  load: (channelId: string, catalogued?: Promise<boolean>) => Promise<void>;
  loadMore: () => Promise<void>;
  setFilter: (filter: string) => void;
  setAltered: (altered: AlteredFilter) => void;
  select: (id: string | undefined) => void;
  /** Opens a video that may not be loaded yet (a finished upload's "Edit in Library"). */
  open: (id: string) => Promise<void>;
  /** Answers the refusal's message, or undefined once saved. */
  save: (id: string, metadata: VideoMetadata) => Promise<Failure | undefined>;
  /** Answers the refusal's message, or undefined once deleted. */
  remove: (id: string) => Promise<Failure | undefined>;
  /** Picks a row among `order` (the rows as shown) with a click's or a key's modifiers. */
  pickVideo: (order: readonly string[], id: string, modifiers?: PickModifiers) => void;
  /** Picks every shown row (all that match the filter or the search). */
  pickAllShown: (order: readonly string[]) => void;
  clearPicked: () => void;
  sortBy: (key: SortKey) => void;
  /** A new thumbnail was set from the details: the list shows the sizes the platform made, without a reload. */
  thumbnailSet: (result: ThumbnailSetResult) => void;
}

export const useLibrary = create<LibraryState>((set, get) => {
  const setBusy = (id: string, action: 'save' | 'delete' | undefined): void => {
    const { [id]: _previous, ...rest } = get().busy;
    set({ busy: action ? { ...rest, [id]: action } : rest });
  };
  // A video may show in the list, in the search results, or both: an edit shows in each.
  const replace = (video: LibraryVideo): void => {
    set({ videos: get().videos.map((candidate) => (candidate.id === video.id ? video : candidate)) });
    useVideoSearch.getState().replace(video);
    useCatalogue.getState().replace(video);
  };

  return {
    channelId: undefined,
    videos: [],
    nextPageToken: undefined,
    totalResults: undefined,
    figures: undefined,
    loading: undefined,
    loadError: undefined,
    filter: '',
    altered: 'any',
    selectedId: undefined,
    busy: {},
    announcement: undefined,
    picked: NO_SELECTION,
    sort: undefined,

    pickVideo(order, id, modifiers) {
      const picked = pick(get().picked, order, id, modifiers);
      set({ picked, announcement: sayNow(LIBRARY.announceSelected, { count: picked.ids.size }) });
    },
    pickAllShown(order) {
      const picked = pickAll(get().picked, order);
      set({ picked, announcement: sayNow(LIBRARY.announceAllSelected, { count: picked.ids.size }) });
    },
    clearPicked: () => set({ picked: NO_SELECTION, announcement: sayNow(LIBRARY.announceCleared) }),
    sortBy: (key) => set({ sort: nextSort(get().sort, key) }),

    async load(channelId, catalogued) {
      const again = get().channelId === channelId;
      if (!again) {
        set({ videos: [], selectedId: undefined, filter: '', altered: 'any', channelId, picked: NO_SELECTION });
      }
      // A reload (Reload, or after a bulk edit) reads as many as were loaded, so the selection and the rows the
      // creator scrolled to are still there, with what the platform now holds.
      const wanted = again ? Math.max(PAGE_SIZE, get().videos.length) : PAGE_SIZE;
      set({ loading: 'first', loadError: undefined });
      try {
        if (catalogued && (await catalogued)) return;
        let page = await desk.call('library.list', { pageSize: Math.min(MOST_A_PAGE, wanted) });
        const videos = [...page.videos];
        while (videos.length < wanted && page.nextPageToken) {
          page = await desk.call('library.list', {
            pageSize: Math.min(MOST_A_PAGE, wanted - videos.length),
            pageToken: page.nextPageToken,
          });
          const known = new Set(videos.map((video) => video.id));
          videos.push(...page.videos.filter((video) => !known.has(video.id)));
          if (page.videos.length === 0) break;
        }
        if (get().channelId !== channelId) return;
        set({
          videos,
          nextPageToken: page.nextPageToken,
          totalResults: page.totalResults,
          figures: page.figures,
        });
      } catch (error) {
        set({ loadError: failureOf(error) });
      } finally {
        set({ loading: undefined });
      }
    },

    async loadMore() {
      const { nextPageToken, channelId, loading } = get();
      if (!nextPageToken || loading) return;
      set({ loading: 'more', loadError: undefined });
      try {
        const page = await desk.call('library.list', { pageSize: PAGE_SIZE, pageToken: nextPageToken });
        if (get().channelId !== channelId) return;
        const known = new Set(get().videos.map((video) => video.id));
        set({
          videos: [...get().videos, ...page.videos.filter((video) => !known.has(video.id))],
          nextPageToken: page.nextPageToken,
          totalResults: page.totalResults,
          figures: page.figures,
          announcement: sayNow(LIBRARY.announceMoreLoaded, { count: page.videos.length }),
        });
      } catch (error) {
        set({ loadError: failureOf(error) });
      } finally {
        set({ loading: undefined });
      }
    },

    thumbnailSet(result) {
      const video =
        get().videos.find((candidate) => candidate.id === result.videoId) ??
        useVideoSearch.getState().results.find((candidate) => candidate.id === result.videoId);
      if (!video) return;
      const thumbnails: Thumbnails = {};
      for (const { name, ...size } of result.sizes) {
        if ((THUMBNAIL_SIZES as readonly string[]).includes(name)) thumbnails[name as ThumbnailSize] = size;
      }
      replace({ ...video, thumbnails });
    },

    setFilter: (filter) => set({ filter }),
    setAltered: (altered) => set({ altered }),
    select: (selectedId) => set({ selectedId }),

    async open(id) {
      if (!get().videos.some((video) => video.id === id)) {
        try {
          const video = await desk.call('library.get', { id });
          if (!get().videos.some((candidate) => candidate.id === id)) set({ videos: [video, ...get().videos] });
        } catch (error) {
          set({
            loadError: reworded(failureOf(error), (message) => sayNow(LIBRARY.openFailed, { id, message })),
          });
          return;
        }
      }
      set({ selectedId: id, filter: '', altered: 'any' });
    },

    async save(id, metadata) {
      setBusy(id, 'save');
      try {
        // The contract's arrays are mutable; the form's are not. Every field goes: the main process decides what the
        // platform is sent (merge-edits), so dropping one here would hide it from that decision.
        const video = await desk.call('library.update', { id, metadata: copyOfMetadata(metadata) });
        replace(video);
        return undefined;
      } catch (error) {
        return failureOf(error);
      } finally {
        setBusy(id, undefined);
      }
    },

    async remove(id) {
      setBusy(id, 'delete');
      const title =
        (get().videos.find((video) => video.id === id) ?? useVideoSearch.getState().results.find((v) => v.id === id))
          ?.title ?? id;
      try {
        await desk.call('library.delete', { id });
        useVideoSearch.getState().remove(id);
        const videos = get().videos.filter((video) => video.id !== id);
        set({
          videos,
          picked: keepKnown(get().picked, new Set(videos.map((video) => video.id))),
          selectedId: get().selectedId === id ? undefined : get().selectedId,
          totalResults: Math.max(0, (get().totalResults ?? 1) - 1),
          announcement: sayNow(LIBRARY.announceDeleted, { title }),
        });
        return undefined;
      } catch (error) {
        return failureOf(error);
      } finally {
        setBusy(id, undefined);
      }
    },
  };
});
// Issue 21: another channel chosen shows none of this one's videos, searches, bulk edits or thumbnails.
resetWithChannel(useLibrary);
