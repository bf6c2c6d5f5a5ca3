// The Library over the channel's catalogue (every video kept locally by the main process): where the catalogue
// stands (its cost before a first sync, a sync's progress), the filters and the sort, the ids that match in order
// (the whole answer, so "select all matching" and Shift-ranges need no page), and the details of the rows drawn,
// asked a window at a time and kept in a bounded cache. Nothing here depends on how far the list was scrolled.
import { create } from 'zustand';
import type { CatalogueFilter } from '../../../shared/catalogue/catalogue-query';
import { CATALOGUE_MAX_VIDEOS_A_READ } from '../../../shared/catalogue/catalogue-query';
import type { CatalogueStatus } from '../../../shared/catalogue/catalogue-status';
import type { LibraryVideo } from '../../../shared/library/library-video';
import { desk } from '../../desk/desk';
import { failureOf, type Failure } from '../../desk/failure';
import { resetWithChannel } from '../../stores/channel-scope';
import { nextSort, type LibrarySort, type SortKey } from './library-sort';
import { LIBRARY } from './library-messages';
import { sayNow } from './say-now';

/** Rows' details kept at most (a few screens' worth many times over); the oldest asked go first. */
const CACHE_LIMIT = 3_000;
/** Rows asked at once around the drawn ones. */
const WINDOW = 100;

interface CatalogueState {
  readonly channelId: string | undefined;
  readonly status: CatalogueStatus | undefined;
  readonly failure: Failure | undefined;
  readonly filter: CatalogueFilter;
  readonly sort: LibrarySort | undefined;
  /** The matching ids in the table's order. */
  readonly ids: readonly string[];
  /** Videos in the whole catalogue. */
  readonly known: number;
  /** Whether the shown ids answer the current filters (false while a newer query is on its way). */
  readonly current: boolean;
  /** Details of the rows asked for so far (bounded); `version` changes as it fills. */
  readonly cache: ReadonlyMap<string, LibraryVideo>;
  readonly version: number;
  /** A read's start and end, for the screen's live region (its progress is not read out). */
  readonly announcement: string | undefined;

  /**
   * Reads where the channel's catalogue stands and, when it lists the Library (read once for this channel), its
   * matches; answers whether it does. The quick look goes on after the answer.
   */
  open: (channelId: string) => Promise<boolean>;
  sync: (mode: 'quick' | 'walk' | 'full') => Promise<void>;
  /** Reads these videos' details again (tags, altered content, captions changed outside the app): 1 unit a 50. */
  refreshDetails: (ids: readonly string[]) => Promise<void>;
  setFilter: (change: Partial<CatalogueFilter>) => void;
  sortBy: (key: SortKey) => void;
  /** The rows from `start` to `end` (indexes in `ids`) are drawn: their details are asked if missing. */
  need: (start: number, end: number) => void;
  /** Every video of these ids (a bulk edit's or an export's), asked in reads of 500. */
  videosOf: (ids: readonly string[]) => Promise<LibraryVideo[]>;
  /** A video saved from the details: the row shows it at once. */
  replace: (video: LibraryVideo) => void;
  received: (status: CatalogueStatus) => void;
  /** The catalogue changed under the rows (a bulk edit finished): the ids asked again, the rows read as drawn. */
  refresh: () => void;
}

/** Whether the Library lists from the catalogue: it has been read once for this channel. */
export function catalogueReady(status: CatalogueStatus | undefined, channelId: string | undefined): boolean {
  return status !== undefined && status.channelId === channelId && status.syncedAt !== undefined;
}

export const useCatalogue = create<CatalogueState>((set, get) => {
  let asked = 0;
  const inFlight = new Set<string>();
  /**
   * Statuses taken so far (answers and events). An answer is taken only if none came since its call was made: a
   * status asked as the Library opened and answered after a click on "Read all videos" would put the button back
   * while the read runs (the read's events come only every page).
   */
  let statuses = 0;
  const takeStatus = (status: CatalogueStatus, since: number): boolean => {
    if (statuses !== since) return false;
    statuses++;
    set({ status });
    return true;
  };

  const query = async (): Promise<void> => {
    const ticket = ++asked;
    set({ current: false });
    try {
      const { filter, sort } = get();
      const answer = await desk.call('catalogue.query', {
        filter: { ...filter, visibility: filter.visibility ? [...filter.visibility] : undefined },
        ...(sort ? { sort } : {}),
        now: Date.now(),
      });
      // A newer query (the creator typed on) wins; this one's answer is stale.
      if (ticket !== asked) return;
      set({ ids: answer.ids, known: answer.known, current: true, failure: undefined });
    } catch (error) {
      if (ticket === asked) set({ failure: failureOf(error), current: true });
    }
  };

  const remember = (videos: readonly LibraryVideo[]): void => {
    const cache = new Map(get().cache);
    for (const video of videos) {
      cache.delete(video.id);
      cache.set(video.id, video);
    }
    // A Map iterates in insertion order: the first keys are the longest unasked.
    for (const id of cache.keys()) {
      if (cache.size <= CACHE_LIMIT) break;
      cache.delete(id);
    }
    set({ cache, version: get().version + 1 });
  };

  return {
    channelId: undefined,
    status: undefined,
    failure: undefined,
    filter: {},
    sort: undefined,
    ids: [],
    known: 0,
    current: false,
    cache: new Map(),
    version: 0,
    announcement: undefined,

    async open(channelId) {
      if (get().channelId !== channelId) {
        set({ channelId, status: undefined, ids: [], cache: new Map(), filter: {}, sort: undefined });
      }
      let status: CatalogueStatus;
      const since = statuses;
      try {
        status = await desk.call('catalogue.status');
      } catch (error) {
        set({ failure: failureOf(error) });
        return false;
      }
      if (get().channelId !== channelId) return false;
      const ready = catalogueReady(status, channelId);
      // The matches first (a local read of milliseconds), so the list does not show "none match" before them.
      if (ready) await query();
      if (get().channelId !== channelId) return false;
      set({ failure: undefined });
      // A status told meanwhile (a read the creator started) is newer than this one.
      if (!takeStatus(status, since)) return catalogueReady(get().status, channelId);
      if (!ready) return false;
      // Known already: a quick look (1 unit when nothing changed) brings it up to date, in the background.
      if (status.state === 'ready') void get().sync('quick');
      return true;
    },

    async sync(mode) {
      const since = statuses;
      try {
        const status = await desk.call('catalogue.sync', { mode });
        takeStatus(status, since);
        set({
          failure: undefined,
          announcement:
            mode === 'quick'
              ? get().announcement
              : mode === 'walk'
                ? "Checking the channel's videos for changes."
                : "Reading the channel's videos.",
        });
      } catch (error) {
        set({ failure: failureOf(error) });
      }
    },

    async refreshDetails(ids) {
      const since = statuses;
      try {
        takeStatus(await desk.call('catalogue.refresh', { ids: [...ids] }), since);
        set({ failure: undefined });
      } catch (error) {
        set({ failure: failureOf(error) });
      }
    },

    setFilter(change) {
      set({ filter: { ...get().filter, ...change } });
      void query();
    },

    sortBy(key) {
      set({ sort: nextSort(get().sort, key) });
      void query();
    },

    need(start, end) {
      const { ids, cache } = get();
      const from = Math.max(0, start - WINDOW / 4);
      const wanted = ids
        .slice(from, Math.min(ids.length, Math.max(end + 1, from + WINDOW)))
        .filter((id) => !cache.has(id) && !inFlight.has(id));
      if (wanted.length === 0) return;
      for (const id of wanted) inFlight.add(id);
      void desk
        .call('catalogue.videos', { ids: wanted.slice(0, CATALOGUE_MAX_VIDEOS_A_READ) })
        .then(remember, (error: unknown) => set({ failure: failureOf(error) }))
        .finally(() => {
          for (const id of wanted) inFlight.delete(id);
        });
    },

    async videosOf(ids) {
      const found: LibraryVideo[] = [];
      for (let start = 0; start < ids.length; start += CATALOGUE_MAX_VIDEOS_A_READ) {
        found.push(
          ...(await desk.call('catalogue.videos', { ids: [...ids.slice(start, start + CATALOGUE_MAX_VIDEOS_A_READ)] })),
        );
      }
      return found;
    },

    replace(video) {
      if (get().cache.has(video.id)) remember([video]);
    },

    received(status) {
      if (status.channelId !== get().channelId) return;
      const before = get().status;
      statuses++;
      set({ status });
      if (!catalogueReady(status, status.channelId)) return;
      // A sync ended: rows may have changed, read again as drawn. A sync's page: more ids match.
      if (before?.state === 'syncing' && status.state !== 'syncing') {
        set({ announcement: status.problem ? undefined : sayNow(LIBRARY.announceAtHand, { count: status.count }) });
        get().refresh();
      } else if (before?.count !== status.count || before.syncedAt !== status.syncedAt) void query();
    },

    refresh() {
      set({ cache: new Map(), version: get().version + 1 });
      void query();
    },
  };
});
resetWithChannel(useCatalogue);

/** The catalogue's events keep the store current; answers the function that stops listening. */
export function subscribeCatalogueEvents(): () => void {
  return desk.on('catalogue.changed', (status) => useCatalogue.getState().received(status));
}
