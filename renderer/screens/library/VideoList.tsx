// The channel's videos as a list a keyboard can walk: one row is in the tab order, the arrows (and Home, End) move
// between rows, Enter or Space opens the details.
import { useRef, type KeyboardEvent } from 'react';
import type { LibraryVideo } from '../../../shared/library/library-video';
import { formatCount, formatDate, formatLength, privacyBadge } from './library-view';

export interface VideoListProps {
  readonly videos: readonly LibraryVideo[];
  readonly selectedId: string | undefined;
  /** The row in the tab order (the selected one, else the first). */
  readonly activeId: string | undefined;
  readonly now: number;
  readonly onActivate: (id: string) => void;
  readonly onOpen: (id: string) => void;
  /** What the list holds, for screen readers: the channel's videos, or a search's results. */
  readonly label?: string;
}

export function VideoList({
  videos,
  selectedId,
  activeId,
  now,
  onActivate,
  onOpen,
  label = 'Videos of the channel',
}: VideoListProps) {
  const rows = useRef(new Map<string, HTMLLIElement>());
  const focusAt = (index: number) => {
    const video = videos[Math.max(0, Math.min(videos.length - 1, index))];
    if (!video) return;
    onActivate(video.id);
    rows.current.get(video.id)?.focus();
  };
  const onKeyDown = (event: KeyboardEvent<HTMLLIElement>, index: number, id: string) => {
    const moves: Record<string, number> = {
      ArrowDown: index + 1,
      ArrowRight: index + 1,
      ArrowUp: index - 1,
      ArrowLeft: index - 1,
      Home: 0,
      End: videos.length - 1,
    };
    const target = moves[event.key];
    if (target !== undefined) {
      event.preventDefault();
      focusAt(target);
    } else if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      onOpen(id);
    }
  };

  return (
    <ul className="lib-list" role="listbox" aria-label={label} data-testid="video-list">
      {videos.map((video, index) => {
        const badge = privacyBadge(video, now);
        const thumbnail = video.thumbnails.medium ?? video.thumbnails.default ?? video.thumbnails.high;
        return (
          <li
            key={video.id}
            ref={(element) => {
              if (element) rows.current.set(video.id, element);
              else rows.current.delete(video.id);
            }}
            role="option"
            aria-selected={video.id === selectedId}
            tabIndex={video.id === activeId ? 0 : -1}
            className={`tile lib-row${video.id === selectedId ? ' lib-row-selected' : ''}`}
            data-testid="video-row"
            data-video-id={video.id}
            onClick={() => onOpen(video.id)}
            onFocus={() => onActivate(video.id)}
            onKeyDown={(event) => onKeyDown(event, index, video.id)}
          >
            {thumbnail ? (
              <img className="lib-row-thumb" src={thumbnail.url} alt="" width={160} height={90} loading="lazy" />
            ) : (
              <span className="lib-row-thumb lib-row-thumb-empty" aria-hidden="true" />
            )}
            <div className="lib-row-main">
              <strong className="lib-row-title">{video.title}</strong>
              <span className="lib-row-meta">
                <span className={`badge badge-${badge.tone}`} data-testid="privacy-badge">
                  {badge.label}
                </span>
                <span className="muted">
                  {formatDate(video.publishedAt)} · {formatLength(video.durationSec)}
                </span>
              </span>
            </div>
            <dl className="lib-row-stats">
              <div>
                <dt>Views</dt>
                <dd>{formatCount(video.viewCount)}</dd>
              </div>
              <div>
                <dt>Likes</dt>
                <dd>{formatCount(video.likeCount)}</dd>
              </div>
              <div>
                <dt>Comments</dt>
                <dd>{formatCount(video.commentCount)}</dd>
              </div>
            </dl>
          </li>
        );
      })}
    </ul>
  );
}
