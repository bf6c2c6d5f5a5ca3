// One entry of the calendar: its time, thumbnail, title and state, its marks (past, conflict), a way to its place (the
// Library's row or the Uploads screen) and, when it can move, a drag handle (the whole card) and "Move to…".
import { formatLocal } from '../../../shared/calendar/calendar-days';
import type { CalendarEntryState } from '../../../shared/calendar/calendar-entry';
import type { MarkedEntry } from '../../../shared/calendar/calendar-marks';
import type { BadgeTone } from '../../components/badge';
import { entryKey } from './calendar-store';

const STATES: Readonly<Record<CalendarEntryState, { label: string; tone: BadgeTone }>> = {
  scheduled: { label: 'Scheduled', tone: 'info' },
  queued: { label: 'Queued', tone: 'neutral' },
  uploading: { label: 'Uploading', tone: 'warning' },
};

export interface CalendarEntryCardProps {
  readonly marked: MarkedEntry;
  readonly zone: string;
  readonly moving: boolean;
  readonly picked: boolean;
  readonly onOpen: () => void;
  readonly onMoveTo: () => void;
  readonly onTogglePicked: () => void;
  /** Alt+← / Alt+→ on the card: the same time a day earlier or later. */
  readonly onStepDay: (days: number) => void;
}

export function CalendarEntryCard({
  marked,
  zone,
  moving,
  picked,
  onOpen,
  onMoveTo,
  onTogglePicked,
  onStepDay,
}: CalendarEntryCardProps) {
  const { entry, past, conflict } = marked;
  const state = STATES[entry.state];
  const iso = new Date(entry.at).toISOString();
  return (
    <li
      className={`cal-entry${past ? ' cal-entry-past' : ''}${conflict ? ' cal-entry-conflict' : ''}${moving ? ' cal-entry-moving' : ''}`}
      draggable={entry.movable && !moving}
      onDragStart={(event) => {
        event.dataTransfer.setData('application/x-desk-calendar-entry', entryKey(entry));
        event.dataTransfer.effectAllowed = 'move';
      }}
      data-testid="calendar-entry"
      data-entry-kind={entry.kind}
      data-entry-id={entry.id}
      data-publish-at={iso}
      onKeyDown={(event) => {
        if (!entry.movable || moving || !event.altKey) return;
        if (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight') return;
        event.preventDefault();
        onStepDay(event.key === 'ArrowLeft' ? -1 : 1);
      }}
    >
      <div className="cal-entry-head">
        {entry.thumbnailUrl && <img className="cal-entry-thumb" src={entry.thumbnailUrl} alt="" loading="lazy" />}
        <time dateTime={iso}>{formatLocal(entry.at, zone, 'HH:mm')}</time>
        <span className="cal-entry-title" title={entry.title}>
          {entry.title}
        </span>
      </div>
      <div className="cal-entry-marks">
        <span className={`badge badge-${state.tone}`} data-testid="calendar-entry-state">
          {moving ? 'Moving…' : state.label}
        </span>
        {past && <span className="badge badge-muted">Past</span>}
        {conflict && (
          <span className="badge badge-error" title="Another entry publishes in the same minute.">
            Conflict
          </span>
        )}
      </div>
      <div className="cal-entry-actions">
        <button
          type="button"
          className="small"
          onClick={onOpen}
          aria-label={
            entry.kind === 'video' ? `Open “${entry.title}” in the Library` : `Open “${entry.title}” in Uploads`
          }
        >
          Open
        </button>
        {entry.movable && (
          <button
            type="button"
            className="small"
            onClick={onMoveTo}
            disabled={moving}
            aria-label={`Move “${entry.title}” to… (Alt+arrows: a day earlier or later)`}
          >
            Move…
          </button>
        )}
        {entry.kind === 'upload' && entry.movable && (
          <label className="cal-entry-pick">
            <input type="checkbox" checked={picked} onChange={onTogglePicked} aria-label={`Spread “${entry.title}”`} />
            Spread
          </label>
        )}
      </div>
    </li>
  );
}
