// The Library: the channel's uploaded videos with their thumbnails, privacy, dates and figures, paged as the platform
// pages them and filtered locally as you type; a search on the platform (on submit only: it costs quota) shows its
// results in the same list until cleared; selecting one opens its details beside the list. The screen reloads the
// first page each time it opens, so a video that finished uploading meanwhile is there.
import { useEffect, useEffectEvent, useMemo, useState } from 'react';
import { useIntl, type IntlShape } from 'react-intl';
import { SCREEN_NAMES } from '../../../shared/desktop/screen-messages';
import { FailureLine } from '../../components/FailureLine';
import { HelpDisclosure } from '../../components/HelpDisclosure';
import { QuotaCost } from '../../components/QuotaCost';
import { useQuota } from '../../stores/quota-store';
import { reworded } from '../../desk/failure';
import { useAccount } from '../../stores/account-store';
import { useNavigation } from '../../stores/navigation-store';
import { useLibrary } from './library-store';
import { ALTERED_FILTERS, figuresSourceText, matchesAltered, matchesFilter, type AlteredFilter } from './library-view';
import { sortVideos } from './library-sort';
import { VideoDetails } from './VideoDetails';
import { VideoList } from './VideoList';
import type { BulkJobView } from '../../../shared/bulk/bulk-job';
import { BulkEditPanel } from './bulk/BulkEditPanel';
import { LibraryExportButton } from './LibraryExportButton';
import { subscribeBulkEvents, noticedJob, useBulk } from './bulk/bulk-store';
import { selectedVideos, type PickModifiers } from './library-selection';
import { VideoSearchBar } from './VideoSearchBar';
import { useVideoSearch } from './video-search-store';
import { searchCountText } from './search-view';
import { catalogueReady, subscribeCatalogueEvents, useCatalogue } from './catalogue-store';
import { CatalogueBar } from './CatalogueBar';
import { CatalogueFilters } from './CatalogueFilters';
import { CatalogueRefreshButton } from './CatalogueRefreshButton';
import type { LibraryVideo } from '../../../shared/library/library-video';
import type { ListRows } from './VideoList';
import { LIBRARY } from './library-messages';
import './library.css';

/**
 * Shows the signed-in channel from its catalogue when it has one (no quota spent on the platform's first page: its
 * quick look costs 1 unit), else loads the first page; then opens the video another screen asked for, if any.
 */
function useLibraryLoad(): void {
  const channelId = useAccount((s) => s.account?.channel.id);
  const load = useLibrary((s) => s.load);
  const open = useLibrary((s) => s.open);
  useEffect(() => {
    if (!channelId) return;
    // Another channel's search (before a sign-in) has no place here.
    const search = useVideoSearch.getState().search;
    if (search && search.channelId !== channelId) useVideoSearch.getState().clear();
    void load(channelId, useCatalogue.getState().open(channelId)).then(() => {
      const target = useNavigation.getState().videoId;
      if (target === undefined) return;
      useNavigation.getState().videoOpened();
      return open(target);
    });
  }, [channelId, load, open]);
}

/**
 * Escape closes the details wherever focus is (a Save that is done disables its button and focus falls to the
 * page), unless it is taking back a question: ConfirmButton handles that itself.
 */
function EscapeCloses({ active, onEscape }: { readonly active: boolean; readonly onEscape: () => void }) {
  const escape = useEffectEvent(onEscape);
  useEffect(() => {
    if (!active) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || event.defaultPrevented) return;
      if (event.target instanceof Element && event.target.closest('.confirm-group')) return;
      event.preventDefault();
      escape();
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [active]);
  return null;
}

/**
 * A finished bulk job reloads the first page, so the table shows what the platform now holds. The channel's jobs are
 * read when the screen opens: one that went on across a restart of the app is offered (**Show progress**).
 */
function useBulkEvents(): void {
  const channelId = useAccount((s) => s.account?.channel.id);
  useEffect(
    () =>
      subscribeBulkEvents(() => {
        const channelId = useAccount.getState().account?.channel.id;
        // The catalogue lists the channel: it knows what the job wrote; the first page is read only without it.
        if (channelId && !catalogueReady(useCatalogue.getState().status, channelId)) {
          void useLibrary.getState().load(channelId);
        }
        useCatalogue.getState().refresh();
      }),
    [],
  );
  useEffect(() => subscribeCatalogueEvents(), []);
  useEffect(() => {
    if (channelId) void useBulk.getState().loadJobs();
  }, [channelId]);
}

function noticedText(job: BulkJobView, intl: IntlShape): string {
  const finished = job.items.filter((item) => item.state !== 'pending' && item.state !== 'sending').length;
  if (job.status === 'done') {
    const updated = job.items.filter((item) => item.state === 'updated').length;
    return intl.formatMessage(LIBRARY.noticedDone, { updated, total: job.items.length });
  }
  return intl.formatMessage(LIBRARY.noticedRunning, {
    kind: job.kind,
    status: job.status,
    finished,
    total: job.items.length,
  });
}

/** What the filters leave of the loaded videos: `3 of the 50 loaded videos match "drone" and altered content: answered yes`. */
function filteredCount(
  intl: IntlShape,
  counts: { readonly shown: number; readonly loaded: number },
  filter: string,
  altered: AlteredFilter,
): string {
  const text = filter.trim();
  const what = text === '' ? 'altered' : altered === 'any' ? 'text' : 'both';
  return intl.formatMessage(LIBRARY.countFiltered, { ...counts, what, text, answer: altered });
}

export function LibraryScreen() {
  const intl = useIntl();
  const say = intl.formatMessage;
  const quota = useQuota((state) => state.view);
  useLibraryLoad();
  useBulkEvents();
  const videos = useLibrary((s) => s.videos);
  const filter = useLibrary((s) => s.filter);
  const setFilter = useLibrary((s) => s.setFilter);
  const altered = useLibrary((s) => s.altered);
  const setAltered = useLibrary((s) => s.setAltered);
  const filtering = filter.trim() !== '' || altered !== 'any';
  const selectedId = useLibrary((s) => s.selectedId);
  const select = useLibrary((s) => s.select);
  const loading = useLibrary((s) => s.loading);
  const loadError = useLibrary((s) => s.loadError);
  const nextPageToken = useLibrary((s) => s.nextPageToken);
  const totalResults = useLibrary((s) => s.totalResults);
  const figures = useLibrary((s) => s.figures);
  const figuresSource = figuresSourceText(figures, intl);
  const loadMore = useLibrary((s) => s.loadMore);
  const announcement = useLibrary((s) => s.announcement);
  const picked = useLibrary((s) => s.picked);
  const sort = useLibrary((s) => s.sort);
  const sortBy = useLibrary((s) => s.sortBy);
  const pickVideo = useLibrary((s) => s.pickVideo);
  const pickAllShown = useLibrary((s) => s.pickAllShown);
  const clearPicked = useLibrary((s) => s.clearPicked);
  const channelId = useAccount((s) => s.account?.channel.id);
  const search = useVideoSearch((s) => s.search);
  const results = useVideoSearch((s) => s.results);
  const searchStatus = useVideoSearch((s) => s.status);
  const searchError = useVideoSearch((s) => s.error);
  const searchTotal = useVideoSearch((s) => s.totalResults);
  const searchNext = useVideoSearch((s) => s.nextPageToken);
  const searchMore = useVideoSearch((s) => s.more);
  const searchAnnouncement = useVideoSearch((s) => s.announcement);
  const [now] = useState(Date.now);
  const [activeId, setActiveId] = useState<string | undefined>();
  const [bulkOpen, setBulkOpen] = useState(false);
  // The picked videos read from the catalogue for the bulk editor (all of them, however many).
  const [bulkSet, setBulkSet] = useState<readonly LibraryVideo[]>();
  const catalogueStatus = useCatalogue((s) => s.status);
  const catalogueFilter = useCatalogue((s) => s.filter);
  const matchIds = useCatalogue((s) => s.ids);
  const known = useCatalogue((s) => s.known);
  const cache = useCatalogue((s) => s.cache);
  const catalogueSort = useCatalogue((s) => s.sort);
  const catalogueAnnouncement = useCatalogue((s) => s.announcement);
  const catalogueFailure = useCatalogue((s) => s.failure);
  const bulkShownId = useBulk((s) => s.shownId);
  const bulkNoticed = useBulk((s) => noticedJob(s.jobs));

  // Results of another channel's search (before a sign-in) never show.
  const searching = search !== undefined && search.channelId === channelId;
  const source = searching ? results : videos;
  const shown = useMemo(
    () =>
      sortVideos(
        source.filter((video) => matchesFilter(video, filter) && matchesAltered(video, altered)),
        sort,
        now,
      ),
    [source, filter, altered, sort, now],
  );
  // Once read, the catalogue answers the list: every video of the channel, filtered and sorted locally.
  const fromCatalogue = !searching && catalogueReady(catalogueStatus, channelId);
  const shownOrder = useMemo(() => shown.map((video) => video.id), [shown]);
  const order = fromCatalogue ? matchIds : shownOrder;
  const catalogueFiltering =
    fromCatalogue &&
    (filtering ||
      Boolean(catalogueFilter.description?.trim()) ||
      catalogueFilter.visibility !== undefined ||
      catalogueFilter.from !== undefined ||
      catalogueFilter.to !== undefined ||
      (catalogueFilter.captions ?? 'any') !== 'any');
  const selected =
    videos.find((video) => video.id === selectedId) ??
    results.find((video) => video.id === selectedId) ??
    (selectedId === undefined ? undefined : cache.get(selectedId));
  // One selection, one count: the header, the export and the bulk editor all take these (the shown ones in the table's
  // order, then any the filter hides).
  const pickedVideos = useMemo(
    () => selectedVideos(picked.ids, shown, [...videos, ...results]),
    [picked, shown, videos, results],
  );
  // The catalogue's picked ids in the table's order, then any the filters hide.
  const pickedIds = useMemo(() => {
    if (!fromCatalogue) return pickedVideos.map((video) => video.id);
    const inOrder = matchIds.filter((id) => picked.ids.has(id));
    const matching = new Set(inOrder);
    return [...inOrder, ...[...picked.ids].filter((id) => !matching.has(id))];
  }, [fromCatalogue, matchIds, picked, pickedVideos]);
  const pickedCount = fromCatalogue ? pickedIds.length : pickedVideos.length;
  const loadPicked = (): Promise<readonly LibraryVideo[]> =>
    fromCatalogue ? useCatalogue.getState().videosOf(pickedIds) : Promise.resolve(pickedVideos);
  const loadShown = (): Promise<readonly LibraryVideo[]> =>
    fromCatalogue ? useCatalogue.getState().videosOf(matchIds) : Promise.resolve(shown);
  const allMatchingPicked = useMemo(
    () => matchIds.length > 0 && matchIds.every((id) => picked.ids.has(id)),
    [matchIds, picked],
  );
  const rows: ListRows | undefined = fromCatalogue
    ? {
        count: matchIds.length,
        idAt: (index) => matchIds[index]!,
        videoAt: (index) => cache.get(matchIds[index]!),
        need: useCatalogue.getState().need,
        allPicked: allMatchingPicked,
      }
    : undefined;
  const bulkVideos = useMemo(() => {
    if (!bulkOpen) return undefined;
    if (fromCatalogue && bulkSet) return bulkSet;
    // A job shown without a selection (one that went on across a restart): the loaded videos name its rows.
    if (picked.ids.size === 0) return bulkShownId !== undefined ? [...videos, ...results] : undefined;
    return pickedVideos;
  }, [bulkOpen, bulkShownId, picked, pickedVideos, videos, results, fromCatalogue, bulkSet]);
  const tabStop = activeId !== undefined && order.includes(activeId) ? activeId : (selectedId ?? order[0]);
  const listProps = {
    videos: shown,
    rows,
    selectedId,
    picked: picked.ids,
    activeId: tabStop,
    now,
    sort: fromCatalogue ? catalogueSort : sort,
    onSort: fromCatalogue ? useCatalogue.getState().sortBy : sortBy,
    onActivate: setActiveId,
    onOpen: (id: string) => select(id),
    onPick: (id: string, modifiers: PickModifiers) => pickVideo(order, id, modifiers),
    onPickAll: () => pickAllShown(order),
    onPickNone: clearPicked,
  };

  const close = () => {
    const wasOpen = selectedId;
    select(undefined);
    // Back to the row the details were of, so the keyboard continues in the list.
    if (wasOpen) {
      setActiveId(wasOpen);
      requestAnimationFrame(() =>
        document.querySelector<HTMLElement>(`[data-testid="video-row"][data-video-id="${wasOpen}"]`)?.focus(),
      );
    }
  };

  return (
    <section className="screen lib-screen" aria-labelledby="lib-title">
      <EscapeCloses active={selected !== undefined} onEscape={close} />
      <div className="row lib-head">
        <h1 id="lib-title">{say(SCREEN_NAMES.library)}</h1>
        <label className="lib-filter">
          <span className="visually-hidden">
            {say(fromCatalogue ? LIBRARY.filterAllName : LIBRARY.filterLoadedName)}
          </span>
          <input
            type="search"
            placeholder={say(fromCatalogue ? LIBRARY.filterAllPlaceholder : LIBRARY.filterLoadedPlaceholder)}
            value={filter}
            onChange={(event) => {
              setFilter(event.target.value);
              useCatalogue.getState().setFilter({ text: event.target.value });
            }}
            data-testid="library-filter"
          />
        </label>
        <label className="lib-filter-altered">
          <span className="visually-hidden">{say(LIBRARY.alteredFilterName)}</span>
          <select
            value={altered}
            onChange={(event) => {
              setAltered(event.target.value as AlteredFilter);
              useCatalogue.getState().setFilter({ altered: event.target.value as AlteredFilter });
            }}
            data-testid="library-altered-filter"
          >
            {ALTERED_FILTERS.map((choice) => (
              <option key={choice} value={choice}>
                {say(LIBRARY.alteredFilterOption, { answer: choice })}
              </option>
            ))}
          </select>
        </label>
        <button
          type="button"
          className="small"
          disabled={loading !== undefined || !channelId}
          onClick={() => {
            if (!channelId) return;
            // From the catalogue, its quick look: new uploads and deletions show (1 unit when nothing changed).
            if (fromCatalogue) void useCatalogue.getState().sync('quick');
            else void useLibrary.getState().load(channelId);
          }}
        >
          {say(loading === 'first' ? LIBRARY.loading : LIBRARY.reload)}
        </button>
      </div>
      {fromCatalogue && <CatalogueFilters filter={catalogueFilter} onChange={useCatalogue.getState().setFilter} />}
      <VideoSearchBar channelId={channelId} />
      {!searching && (
        <CatalogueBar
          status={catalogueStatus?.channelId === channelId ? catalogueStatus : undefined}
          platformCount={totalResults}
          onSync={(mode) => void useCatalogue.getState().sync(mode)}
        />
      )}
      {/* A read that could not start (or a catalogue that could not answer) says why: no click comes to nothing. */}
      {!searching && catalogueFailure && <FailureLine failure={catalogueFailure} testId="catalogue-failure" />}
      <HelpDisclosure label={say(LIBRARY.helpLabel)} className="lib-search-help">
        <p>
          {say(fromCatalogue ? LIBRARY.helpFilterAll : LIBRARY.helpFilterLoaded)} {say(LIBRARY.helpSearch)}
        </p>
      </HelpDisclosure>
      <p className="visually-hidden" aria-live="polite">
        {announcement}
      </p>
      <p className="visually-hidden" aria-live="polite">
        {searchAnnouncement}
      </p>
      <p className="visually-hidden" aria-live="polite">
        {catalogueAnnouncement}
      </p>
      <p className="muted" data-testid="library-count">
        {searching
          ? searchError && results.length === 0
            ? ''
            : searchCountText(intl, {
                q: search.q,
                status: searchStatus,
                shown: shown.length,
                results,
                total: searchTotal,
                filter,
              })
          : fromCatalogue
            ? catalogueFiltering
              ? say(LIBRARY.countMatching, { matching: matchIds.length, known })
              : say(LIBRARY.countAll, { known })
            : totalResults === undefined
              ? ''
              : !filtering
                ? say(LIBRARY.countLoaded, { loaded: videos.length, total: totalResults })
                : filteredCount(intl, { shown: shown.length, loaded: videos.length }, filter, altered)}
      </p>
      {!searching && !fromCatalogue && figuresSource && (
        <details className="muted lib-figures-source">
          <summary data-testid="library-figures-source">{figuresSource.text}</summary>
          <p>{figuresSource.technical}</p>
        </details>
      )}
      {order.length > 0 && (
        <div className="row lib-pick-bar" role="group" aria-label={say(LIBRARY.selectionGroup)}>
          <span data-testid="picked-count">
            {pickedCount === 0 ? say(LIBRARY.noneSelected) : say(LIBRARY.selected, { count: pickedCount })}
          </span>
          {pickedCount === 0 && <span className="muted lib-pick-hint">{say(LIBRARY.pickHint)}</span>}
          <button
            type="button"
            className="small"
            onClick={() => pickAllShown(order)}
            disabled={order.length > 0 && order.every((id) => picked.ids.has(id))}
            data-testid="pick-all"
          >
            {say(filtering || searching || catalogueFiltering ? LIBRARY.selectAllMatching : LIBRARY.selectAll, {
              count: order.length,
            })}
          </button>
          <LibraryExportButton
            count={pickedCount > 0 ? pickedCount : order.length}
            load={pickedCount > 0 ? loadPicked : loadShown}
            picked={pickedCount > 0}
          />
          {pickedCount > 0 && (
            <>
              <button type="button" className="small" onClick={clearPicked} data-testid="pick-none">
                {say(LIBRARY.clearSelection)}
              </button>
              {fromCatalogue && <CatalogueRefreshButton ids={pickedIds} />}
              <button
                type="button"
                className="small primary"
                onClick={() => {
                  select(undefined);
                  if (!fromCatalogue) {
                    setBulkOpen(true);
                    return;
                  }
                  void loadPicked().then((loaded) => {
                    setBulkSet(loaded);
                    setBulkOpen(true);
                  });
                }}
                data-testid="bulk-open"
              >
                {say(LIBRARY.bulkEdit, { count: pickedCount })}
              </button>
            </>
          )}
        </div>
      )}
      {bulkNoticed && !(bulkOpen && bulkShownId === bulkNoticed.id) && (
        <div className="row lib-pick-bar" data-testid="bulk-noticed">
          <span>{noticedText(bulkNoticed, intl)}</span>
          <button
            type="button"
            className="small"
            onClick={() => {
              select(undefined);
              useBulk.getState().show(bulkNoticed.id);
              setBulkOpen(true);
            }}
            data-testid="bulk-show"
          >
            {say(bulkNoticed.status === 'done' ? LIBRARY.showResults : LIBRARY.showProgress)}
          </button>
        </div>
      )}
      {loadError && !searching && (
        <FailureLine
          failure={loadError}
          retryLabel={say(LIBRARY.reload)}
          onRetry={channelId ? () => void useLibrary.getState().load(channelId) : undefined}
          disabled={loading !== undefined}
        />
      )}
      {searching && searchError && (
        <FailureLine
          failure={reworded(searchError, (message) => say(LIBRARY.searchFailed, { message }))}
          testId="library-search-error"
        />
      )}
      <div className={selected || bulkVideos ? 'lib-workbench lib-workbench-open' : 'lib-workbench'}>
        <div className="lib-column">
          {searching ? (
            searchStatus === 'searching' ? (
              <p className="muted" role="status">
                {say(LIBRARY.searchingChannel, { q: search.q })}
              </p>
            ) : results.length === 0 ? (
              searchError ? null : (
                <p className="muted">{say(LIBRARY.searchNothing, { q: search.q })}</p>
              )
            ) : shown.length === 0 ? (
              <p className="muted">{say(LIBRARY.noResultMatches)}</p>
            ) : (
              <VideoList {...listProps} label={say(LIBRARY.foundLabel, { q: search.q })} />
            )
          ) : fromCatalogue ? (
            matchIds.length === 0 ? (
              <p className="muted">{say(LIBRARY.catalogueNoMatch)}</p>
            ) : (
              <VideoList {...listProps} />
            )
          ) : loading === 'first' && videos.length === 0 ? (
            <p className="muted" role="status">
              {say(LIBRARY.loadingVideos)}
            </p>
          ) : videos.length === 0 && !loadError ? (
            <p className="muted">{say(LIBRARY.noVideos)}</p>
          ) : shown.length === 0 && videos.length > 0 ? (
            <p className="muted">{say(LIBRARY.noLoadedMatch, { more: nextPageToken ? 'yes' : 'no' })}</p>
          ) : (
            <VideoList {...listProps} />
          )}
          {searching && searchNext && (
            <div className="row lib-more-row">
              <button
                type="button"
                className="lib-more"
                disabled={searchStatus !== undefined}
                onClick={() => void searchMore()}
                data-testid="search-more"
              >
                {say(searchStatus === 'more' ? LIBRARY.loadingMoreResults : LIBRARY.moreResults)}
              </button>
              <QuotaCost quota={quota} action={say(LIBRARY.eachPage)} method="search.list" />
            </div>
          )}
          {!searching && !fromCatalogue && nextPageToken && (
            <button
              type="button"
              className="lib-more"
              disabled={loading !== undefined}
              onClick={() => void loadMore()}
              data-testid="load-more"
            >
              {say(loading === 'more' ? LIBRARY.loadingMore : LIBRARY.loadMore)}
            </button>
          )}
        </div>
        {selected ? (
          <VideoDetails key={selected.id} video={selected} onClose={close} />
        ) : (
          bulkVideos && <BulkEditPanel videos={bulkVideos} onClose={() => setBulkOpen(false)} />
        )}
      </div>
    </section>
  );
}
