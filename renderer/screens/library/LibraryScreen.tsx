// The Library: the channel's uploaded videos with their thumbnails, privacy, dates and figures, paged as the platform
// pages them and filtered locally as you type; selecting one opens its details beside the list. The screen reloads
// the first page each time it opens, so a video that finished uploading meanwhile is there.
import { useEffect, useMemo, useState } from 'react';
import { useAccount } from '../../stores/account-store';
import { useNavigation } from '../../stores/navigation-store';
import { useLibrary } from './library-store';
import { matchesFilter } from './library-view';
import { VideoDetails } from './VideoDetails';
import { VideoList } from './VideoList';
import './library.css';

/** Loads the first page for the signed-in channel, then opens the video another screen asked for, if any. */
function useLibraryLoad(): void {
  const channelId = useAccount((s) => s.account?.channel.id);
  const load = useLibrary((s) => s.load);
  const open = useLibrary((s) => s.open);
  useEffect(() => {
    if (!channelId) return;
    void load(channelId).then(() => {
      const target = useNavigation.getState().videoId;
      if (target === undefined) return;
      useNavigation.getState().videoOpened();
      return open(target);
    });
  }, [channelId, load, open]);
}

export function LibraryScreen() {
  useLibraryLoad();
  const videos = useLibrary((s) => s.videos);
  const filter = useLibrary((s) => s.filter);
  const setFilter = useLibrary((s) => s.setFilter);
  const selectedId = useLibrary((s) => s.selectedId);
  const select = useLibrary((s) => s.select);
  const loading = useLibrary((s) => s.loading);
  const loadError = useLibrary((s) => s.loadError);
  const nextPageToken = useLibrary((s) => s.nextPageToken);
  const totalResults = useLibrary((s) => s.totalResults);
  const loadMore = useLibrary((s) => s.loadMore);
  const announcement = useLibrary((s) => s.announcement);
  const channelId = useAccount((s) => s.account?.channel.id);
  const [now] = useState(Date.now);
  const [activeId, setActiveId] = useState<string | undefined>();

  const shown = useMemo(() => videos.filter((video) => matchesFilter(video, filter)), [videos, filter]);
  const selected = videos.find((video) => video.id === selectedId);
  const tabStop = shown.some((video) => video.id === activeId) ? activeId : (selectedId ?? shown[0]?.id);

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
    <section
      className="screen lib-screen"
      aria-labelledby="lib-title"
      onKeyDown={(event) => {
        // Escape closes the details, unless it is taking back a question (ConfirmButton handles that itself).
        if (event.key !== 'Escape' || !selected) return;
        if ((event.target as HTMLElement).closest('.confirm-group')) return;
        event.preventDefault();
        close();
      }}
    >
      <div className="row lib-head">
        <h1 id="lib-title">Library</h1>
        <label className="lib-filter">
          <span className="visually-hidden">Filter videos by title or tag</span>
          <input
            type="search"
            placeholder="Filter by title or tag"
            value={filter}
            onChange={(event) => setFilter(event.target.value)}
            data-testid="library-filter"
          />
        </label>
        <button
          type="button"
          className="small"
          disabled={loading !== undefined || !channelId}
          onClick={() => channelId && void useLibrary.getState().load(channelId)}
        >
          {loading === 'first' ? 'Loading…' : 'Reload'}
        </button>
      </div>
      <p className="visually-hidden" aria-live="polite">
        {announcement}
      </p>
      <p className="muted" data-testid="library-count">
        {totalResults === undefined
          ? ''
          : filter.trim() === ''
            ? `${videos.length} of ${totalResults} videos loaded`
            : `${shown.length} of the ${videos.length} loaded videos match "${filter.trim()}"`}
      </p>
      {loadError && (
        <p role="alert" className="error">
          {loadError} Use Reload to try again.
        </p>
      )}
      <div className={selected ? 'lib-workbench lib-workbench-open' : 'lib-workbench'}>
        <div className="lib-column">
          {loading === 'first' && videos.length === 0 ? (
            <p className="muted" role="status">
              Loading the channel's videos…
            </p>
          ) : videos.length === 0 && !loadError ? (
            <p className="muted">No videos on this channel yet. Upload one on the Uploads screen.</p>
          ) : shown.length === 0 && videos.length > 0 ? (
            <p className="muted">
              No loaded video matches the filter{nextPageToken ? '; load more to search further' : ''}.
            </p>
          ) : (
            <VideoList
              videos={shown}
              selectedId={selectedId}
              activeId={tabStop}
              now={now}
              onActivate={setActiveId}
              onOpen={(id) => select(id)}
            />
          )}
          {nextPageToken && (
            <button
              type="button"
              className="lib-more"
              disabled={loading !== undefined}
              onClick={() => void loadMore()}
              data-testid="load-more"
            >
              {loading === 'more' ? 'Loading more…' : 'Load more videos'}
            </button>
          )}
        </div>
        {selected && <VideoDetails key={selected.id} video={selected} onClose={close} />}
      </div>
    </section>
  );
}
