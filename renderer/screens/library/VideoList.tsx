// The channel's videos as a dense table (virtualized with @tanstack/react-virtual, so a channel of thousands scrolls
// smoothly): sortable columns, and rows selected for a bulk edit apart from opening one. A click on a row opens its
// details and selects nothing; its checkbox, Ctrl/Cmd-click (toggle) and Shift-click (a range) select, and so do
// Space and Shift+arrows from the keyboard, where Enter opens. A narrow table (the details open beside it) keeps the
// title, visibility, schedule and altered content answer and gives the title two lines; the full title is the row's tooltip.
import { useVirtualizer } from '@tanstack/react-virtual';
import { useEffect, useRef, type KeyboardEvent, type MouseEvent } from 'react';
import { useIntl, type MessageDescriptor } from 'react-intl';
import { isScheduled, type LibraryVideo } from '../../../shared/library/library-video';
import type { PickModifiers } from './library-selection';
import type { LibrarySort, SortKey } from './library-sort';
import { alteredContentWord, formatCount, formatDate, privacyBadge } from './library-view';
import { LIBRARY } from './library-messages';

/** The Schedule cell of a video that is not scheduled. */
const NO_DATE = '–';

/** A row's height in pixels (CSS .lib-row holds the same). */
const ROW_HEIGHT = 52;

/**
 * `wide`: a column only a wide table shows (the details panel has these figures too); `mid`: one that the narrowest
 * table (beside the details in a small window) drops too. `spoken`: the header's full name where `label` is short.
 */
const COLUMNS: ReadonlyArray<{
  readonly key: SortKey;
  readonly label: MessageDescriptor;
  readonly spoken?: MessageDescriptor;
  readonly numeric?: boolean;
  readonly wide?: boolean;
  readonly mid?: boolean;
}> = [
  { key: 'title', label: LIBRARY.columnTitle },
  { key: 'visibility', label: LIBRARY.columnVisibility },
  { key: 'schedule', label: LIBRARY.columnSchedule, mid: true },
  { key: 'altered', label: LIBRARY.columnAltered, spoken: LIBRARY.columnAlteredSpoken, mid: true },
  { key: 'date', label: LIBRARY.columnDate, wide: true },
  { key: 'views', label: LIBRARY.columnViews, numeric: true, wide: true },
  { key: 'comments', label: LIBRARY.columnComments, numeric: true, wide: true },
  { key: 'likes', label: LIBRARY.columnLikes, numeric: true, wide: true },
];

/**
 * Rows known by index rather than held (the catalogue's matches: every id, the details of those drawn). A row whose
 * details have not come yet is drawn as a placeholder and asked for through `need`.
 */
export interface ListRows {
  readonly count: number;
  readonly idAt: (index: number) => string;
  readonly videoAt: (index: number) => LibraryVideo | undefined;
  readonly need: (start: number, end: number) => void;
  /** Whether every row is picked (the caller knows without reading every id again at each draw). */
  readonly allPicked: boolean;
}

export interface VideoListProps {
  readonly videos: readonly LibraryVideo[];
  /** The catalogue's rows; when given, `videos` is not read. */
  readonly rows?: ListRows;
  /** The video whose details are open. */
  readonly selectedId: string | undefined;
  /** The videos picked for a bulk edit. */
  readonly picked: ReadonlySet<string>;
  /** The row in the tab order (the open one, else the first). */
  readonly activeId: string | undefined;
  readonly now: number;
  readonly sort: LibrarySort | undefined;
  readonly onSort: (key: SortKey) => void;
  readonly onActivate: (id: string) => void;
  readonly onOpen: (id: string) => void;
  readonly onPick: (id: string, modifiers: PickModifiers) => void;
  /** Ctrl/Cmd+A: every shown row. */
  readonly onPickAll: () => void;
  /** The header's checkbox, when every shown row is selected. */
  readonly onPickNone: () => void;
  /** What the list holds, for screen readers: the channel's videos, or a search's results. */
  readonly label?: string;
}

const modifiersOf = (event: MouseEvent | KeyboardEvent): PickModifiers => ({
  range: event.shiftKey,
  toggle: event.ctrlKey || event.metaKey,
});

export function VideoList({
  videos,
  selectedId,
  picked,
  activeId,
  now,
  sort,
  onSort,
  onActivate,
  onOpen,
  onPick,
  onPickAll,
  onPickNone,
  label,
  rows,
}: VideoListProps) {
  const intl = useIntl();
  const say = intl.formatMessage;
  const count = rows ? rows.count : videos.length;
  const idAt = (index: number): string | undefined => (rows ? rows.idAt(index) : videos[index]?.id);
  const videoAt = (index: number): LibraryVideo | undefined => (rows ? rows.videoAt(index) : videos[index]);
  const scroller = useRef<HTMLDivElement>(null);
  const rowElements = useRef(new Map<string, HTMLDivElement>());
  // Rows to focus once the virtualizer has drawn them (a row far off is not in the page until scrolled to).
  const focusWanted = useRef<string | undefined>(undefined);
  // The app does not run the React Compiler, so nothing memoizes around the virtualizer's changing functions.
  // eslint-disable-next-line react-hooks/incompatible-library
  const virtualizer = useVirtualizer({
    count,
    getScrollElement: () => scroller.current,
    estimateSize: () => ROW_HEIGHT,
    // Generous, so a page of videos is in the page at once (find-in-page, and tests, see a whole page).
    overscan: 12,
    getItemKey: (index) => idAt(index) ?? index,
  });
  const drawn = virtualizer.getVirtualItems();
  const firstDrawn = drawn[0]?.index ?? 0;
  const lastDrawn = drawn.at(-1)?.index ?? -1;
  useEffect(() => {
    if (rows && lastDrawn >= firstDrawn) rows.need(firstDrawn, lastDrawn);
  }, [rows, firstDrawn, lastDrawn]);

  useEffect(() => {
    const id = focusWanted.current;
    if (id === undefined) return;
    const row = rowElements.current.get(id);
    if (row) {
      focusWanted.current = undefined;
      row.focus();
    }
  });

  const focusAt = (index: number, event: KeyboardEvent) => {
    const clamped = Math.max(0, Math.min(count - 1, index));
    const id = idAt(clamped);
    if (id === undefined) return;
    onActivate(id);
    if (event.shiftKey) onPick(id, { range: true });
    focusWanted.current = id;
    virtualizer.scrollToIndex(clamped, { align: 'auto' });
    rowElements.current.get(id)?.focus();
  };
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>, index: number, id: string) => {
    const page = Math.max(1, Math.floor((scroller.current?.clientHeight ?? ROW_HEIGHT * 10) / ROW_HEIGHT) - 1);
    const moves: Record<string, number> = {
      ArrowDown: index + 1,
      ArrowRight: index + 1,
      ArrowUp: index - 1,
      ArrowLeft: index - 1,
      PageDown: index + page,
      PageUp: index - page,
      Home: 0,
      End: count - 1,
    };
    const target = moves[event.key];
    if (target !== undefined) {
      event.preventDefault();
      focusAt(target, event);
    } else if (event.key === ' ') {
      event.preventDefault();
      onPick(id, { toggle: true, range: event.shiftKey });
    } else if (event.key === 'Enter') {
      event.preventDefault();
      onOpen(id);
    } else if ((event.key === 'a' || event.key === 'A') && (event.ctrlKey || event.metaKey)) {
      event.preventDefault();
      onPickAll();
    }
  };
  // Opening and selecting are two gestures: a plain click opens, a click with Ctrl/Cmd or Shift selects.
  const onClick = (event: MouseEvent, id: string) => {
    const modifiers = modifiersOf(event);
    if (modifiers.range || modifiers.toggle) onPick(id, modifiers);
    else onOpen(id);
  };
  const allPicked = rows ? rows.allPicked : videos.length > 0 && videos.every((video) => picked.has(video.id));

  return (
    <div className="lib-table" data-testid="video-table">
      <div className="lib-table-head" role="group" aria-label={say(LIBRARY.sortGroup)}>
        <span className="lib-cell-check">
          <input
            type="checkbox"
            checked={allPicked}
            onChange={() => (allPicked ? onPickNone() : onPickAll())}
            aria-label={allPicked ? say(LIBRARY.clearTheSelection) : say(LIBRARY.selectAllShown, { count })}
            data-testid="pick-all-check"
          />
        </span>
        <span className="lib-cell-thumb" aria-hidden="true" />
        {COLUMNS.map((column) => {
          const active = sort?.key === column.key;
          const arrow = active ? (sort.direction === 'ascending' ? ' ▲' : ' ▼') : '';
          const name = say(column.spoken ?? column.label);
          return (
            <button
              key={column.key}
              type="button"
              className={`lib-sort${column.numeric ? ' lib-cell-num' : ''}${column.wide ? ' lib-col-wide' : ''}${column.mid ? ' lib-col-mid' : ''}${active ? ' lib-sort-active' : ''}`}
              aria-pressed={active}
              aria-label={active ? say(LIBRARY.columnSorted, { column: name, direction: sort.direction }) : name}
              title={column.spoken ? name : undefined}
              onClick={() => onSort(column.key)}
              data-testid={`sort-${column.key}`}
            >
              {say(column.label)}
              <span aria-hidden="true">{arrow}</span>
            </button>
          );
        })}
      </div>
      <div
        ref={scroller}
        className="lib-scroller"
        role="listbox"
        aria-multiselectable="true"
        aria-label={say(LIBRARY.listLabel, { label: label ?? say(LIBRARY.listChannel) })}
        data-testid="video-list"
      >
        <div className="lib-spacer" style={{ height: virtualizer.getTotalSize() }}>
          {drawn.map((item) => {
            const video = videoAt(item.index);
            if (!video) return <PlaceholderRow key={item.key} start={item.start} />;
            const badge = privacyBadge(video, now, intl);
            const thumbnail = video.thumbnails.default ?? video.thumbnails.medium ?? video.thumbnails.high;
            const isPicked = picked.has(video.id);
            const scheduled = isScheduled(video, now) && video.publishAt;
            return (
              <div
                key={item.key}
                ref={(element) => {
                  if (element) rowElements.current.set(video.id, element);
                  else rowElements.current.delete(video.id);
                }}
                role="option"
                aria-selected={isPicked}
                aria-current={video.id === selectedId ? 'true' : undefined}
                tabIndex={video.id === activeId ? 0 : -1}
                className={`lib-row${isPicked ? ' lib-row-picked' : ''}${video.id === selectedId ? ' lib-row-selected' : ''}`}
                style={{ transform: `translateY(${item.start}px)` }}
                data-testid="video-row"
                data-video-id={video.id}
                onClick={(event) => onClick(event, video.id)}
                onFocus={() => onActivate(video.id)}
                onKeyDown={(event) => onKeyDown(event, item.index, video.id)}
              >
                {/* The row is the option and says it is selected; the box is its mouse target and its look, drawn
                    rather than an input, which inside the option would be a second stop for assistive technology. */}
                <span
                  className={`lib-cell-check lib-check${isPicked ? ' lib-check-on' : ''}`}
                  aria-hidden="true"
                  onClick={(event) => {
                    event.stopPropagation();
                    onPick(video.id, { toggle: true, range: event.shiftKey });
                  }}
                  data-testid="video-pick"
                />
                {thumbnail ? (
                  <img className="lib-cell-thumb" src={thumbnail.url} alt="" width={64} height={36} />
                ) : (
                  <span className="lib-cell-thumb lib-thumb-empty" aria-hidden="true" />
                )}
                <strong className="lib-cell-title" title={video.title} dir="auto">
                  {video.title}
                </strong>
                <span className="lib-cell-badge">
                  <span className={`badge badge-${badge.tone}`} data-testid="privacy-badge">
                    {badge.label}
                  </span>
                </span>
                <span className="muted lib-cell-when lib-col-mid" data-testid="schedule-cell">
                  {scheduled ? say(LIBRARY.cellDate, { date: formatDate(video.publishAt, true) }) : NO_DATE}
                </span>
                <span
                  className={`lib-cell-altered lib-col-mid${video.containsSyntheticMedia === true ? '' : ' muted'}`}
                  data-testid="altered-cell"
                >
                  <span className="visually-hidden">{say(LIBRARY.cellAltered)} </span>
                  {alteredContentWord(video.containsSyntheticMedia, intl)}
                </span>
                <span className="muted lib-cell-when lib-col-wide">
                  {say(LIBRARY.cellDate, { date: formatDate(video.publishedAt) })}
                </span>
                <span className="lib-cell-num lib-col-wide">
                  <span className="visually-hidden">{say(LIBRARY.cellViews)} </span>
                  {formatCount(video.viewCount)}
                </span>
                <span className="lib-cell-num lib-col-wide">
                  <span className="visually-hidden">{say(LIBRARY.cellComments)} </span>
                  {formatCount(video.commentCount)}
                </span>
                <span className="lib-cell-num lib-col-wide">
                  <span className="visually-hidden">{say(LIBRARY.cellLikes)} </span>
                  {formatCount(video.likeCount)}
                </span>
              </div>
            );
          })}
        </div>
      </div>
    </div>
  );
}

/** A row whose details are on their way (a few milliseconds from the catalogue). */
function PlaceholderRow({ start }: { readonly start: number }) {
  const say = useIntl().formatMessage;
  return (
    <div className="lib-row lib-row-placeholder" style={{ transform: `translateY(${start}px)` }} aria-hidden="true">
      <span className="lib-cell-check" />
      <span className="lib-cell-thumb lib-thumb-empty" />
      <span className="muted lib-cell-title">{say(LIBRARY.rowLoading)}</span>
    </div>
  );
}
