// Picks videos of the channel to add to a playlist: a modal dialog (focus stays inside, Escape closes) with a filter
// and a list of checkboxes. Videos are added in the order they were ticked, and the quota the additions cost is
// shown before anything is sent (each is one playlistItems.insert), with a warning past what is left today.
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { MAX_VIDEOS_PER_ADD, type PlaylistItemView } from '../../../shared/ipc/playlists';
import { QuotaCost } from '../../components/QuotaCost';
import { useQuota } from '../../stores/quota-store';
import { usePlaylists } from './playlists-store';
import { useIntl } from 'react-intl';
import { PRIVACY_LABELS } from './PlaylistForm';
import { FailureLine } from '../../components/FailureLine';
import { PICKER } from './video-picker-messages';

export function VideoPicker({
  playlistTitle,
  items,
  onClose,
}: {
  readonly playlistTitle: string;
  readonly items: readonly PlaylistItemView[];
  readonly onClose: () => void;
}) {
  const say = useIntl().formatMessage;
  const quota = useQuota((state) => state.view);
  const dialog = useRef<HTMLDialogElement>(null);
  const videos = usePlaylists((s) => s.channelVideos);
  const videosError = usePlaylists((s) => s.videosError);
  const busy = usePlaylists((s) => s.busy);
  const loadChannelVideos = usePlaylists((s) => s.loadChannelVideos);
  const addVideos = usePlaylists((s) => s.addVideos);
  const [filter, setFilter] = useState('');
  const [picked, setPicked] = useState<readonly string[]>([]);
  const titleId = useId();
  const filterId = useId();
  const costId = useId();

  useEffect(() => {
    dialog.current?.showModal();
    void loadChannelVideos();
  }, [loadChannelVideos]);

  const inPlaylist = useMemo(() => new Set(items.map((item) => item.videoId)), [items]);
  const shown = useMemo(() => {
    const words = filter.toLowerCase().split(/\s+/).filter(Boolean);
    return (videos ?? []).filter((video) => words.every((word) => video.title.toLowerCase().includes(word)));
  }, [videos, filter]);

  const toggle = (videoId: string) =>
    setPicked((current) =>
      current.includes(videoId)
        ? current.filter((id) => id !== videoId)
        : current.length < MAX_VIDEOS_PER_ADD
          ? [...current, videoId]
          : current,
    );

  const add = async () => {
    if (await addVideos(picked)) onClose();
  };

  return (
    <dialog
      ref={dialog}
      className="pl-picker"
      aria-labelledby={titleId}
      onClose={onClose}
      onCancel={(event) => {
        // While videos are being added, closing would hide how it ends.
        if (busy === 'add') event.preventDefault();
      }}
    >
      <h2 id={titleId}>{say(PICKER.title, { playlist: playlistTitle })}</h2>
      <div className="field">
        <label htmlFor={filterId}>{say(PICKER.filter)}</label>
        <input
          id={filterId}
          type="search"
          value={filter}
          onChange={(event) => setFilter(event.target.value)}
          autoComplete="off"
        />
      </div>
      {videos === undefined && busy === 'videos' && <p className="loading">{say(PICKER.loading)}</p>}
      {videosError && <FailureLine failure={videosError} onRetry={() => void loadChannelVideos()} />}
      {videos !== undefined && shown.length === 0 && (
        <p className="muted">{say(videos.length === 0 ? PICKER.noVideos : PICKER.noMatch)}</p>
      )}
      <ul className="pl-picker-list" aria-label={say(PICKER.list)}>
        {shown.map((video) => {
          const order = picked.indexOf(video.videoId);
          return (
            <li key={video.videoId}>
              <label className="pl-picker-row">
                <input
                  type="checkbox"
                  checked={order >= 0}
                  onChange={() => toggle(video.videoId)}
                  aria-describedby={costId}
                />
                {video.thumbnailUrl ? (
                  <img className="pl-thumb" src={video.thumbnailUrl} alt="" width={96} height={54} />
                ) : (
                  <span className="pl-thumb pl-thumb-empty" aria-hidden="true" />
                )}
                <span className="pl-item-title">
                  <span dir="auto">{video.title}</span>
                  {video.privacy && video.privacy !== 'public' && (
                    <span className="badge badge-muted">{say(PRIVACY_LABELS[video.privacy])}</span>
                  )}
                  {inPlaylist.has(video.videoId) && <span className="muted"> {say(PICKER.already)}</span>}
                </span>
                {order >= 0 && (
                  <span className="pl-order" aria-label={say(PICKER.order, { number: order + 1 })}>
                    {order + 1}
                  </span>
                )}
              </label>
            </li>
          );
        })}
      </ul>
      <p id={costId} className="pl-cost" aria-live="polite">
        {picked.length === 0 ? (
          say(PICKER.howTo)
        ) : (
          <QuotaCost
            quota={quota}
            action={say(PICKER.adds, { count: picked.length })}
            method="playlistItems.insert"
            calls={picked.length}
          />
        )}
      </p>
      <div className="row">
        <button
          type="button"
          className="primary"
          disabled={picked.length === 0 || busy === 'add'}
          onClick={() => void add()}
        >
          {busy === 'add'
            ? say(PICKER.adding, { count: picked.length })
            : picked.length === 0
              ? say(PICKER.addVideos)
              : say(PICKER.add, { count: picked.length })}
        </button>
        <button type="button" onClick={() => dialog.current?.close()} disabled={busy === 'add'}>
          {say(PICKER.cancel)}
        </button>
      </div>
    </dialog>
  );
}
