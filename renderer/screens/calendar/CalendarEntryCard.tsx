// One entry of the calendar: its time, state and title (on up to two lines, so a week of narrow days still reads), its
// marks (past, conflict), a way to its place (the Library's row or the Uploads screen) and, when it can move, a drag
// handle (the whole card) and "Move…". Hovering the card or focusing one of its buttons shows its details in full;
// Escape hides them until the pointer or the focus leaves.
import { useId, useState } from 'react';
import type { CalendarEntry, CalendarEntryState } from '../../../shared/calendar/calendar-entry';
import type { MarkedEntry } from '../../../shared/calendar/calendar-marks';
import { formatDateTimeWithDistance, formatTime } from '../../../shared/text/when';
import type { BadgeTone } from '../../components/badge';
import { entryKey } from './calendar-store';

const STATES: Readonly<Record<CalendarEntryState, { label: string; tone: BadgeTone }>> = {
  scheduled: { label: 'Scheduled', tone: 'info' },
  queued: { label: 'Queued', tone: 'neutral' },
  uploading: { label: 'Uploading', tone: 'warning' },
};

/** What the entry is, in a creator's words. */
const WHAT_IT_IS: Readonly<Record<CalendarEntryState, string>> = {
  scheduled: 'A scheduled video on the channel.',
  queued: 'A queued upload, not sent yet: its details can still change.',
  uploading: 'An upload being sent: its time went with it and can change once it is on the channel.',
};

export interface CalendarEntryCardProps {
  readonly marked: MarkedEntry;
  readonly zone: string;
  readonly moving: boolean;
  readonly picked: boolean;
  /** The details card opens towards the start of the line (for the last days of a week, near the right edge). */
  readonly detailsAtEnd: boolean;
  readonly onOpen: () => void;
  readonly onMoveTo: () => void;
  readonly onTogglePicked: () => void;
  /** Alt+← / Alt+→ on the card: the same time a day earlier or later. */
  readonly onStepDay: (days: number) => void;
}

function EntryDetails({
  id,
  marked,
  zone,
}: {
  readonly id: string;
  readonly marked: MarkedEntry;
  readonly zone: string;
}) {
  const { entry, past, conflict } = marked;
  return (
    <div className="cal-entry-details" id={id} role="tooltip" data-testid="calendar-entry-details">
      <strong>{entry.title}</strong>
      <span>
        {formatDateTimeWithDistance(entry.at, { timeZone: zone })} · {zone}
      </span>
      {!past && <span>Visibility: private until then; the platform makes it public at its time.</span>}
      <span>{WHAT_IT_IS[entry.state]}</span>
      {entry.containsSyntheticMedia !== undefined && (
        <span data-testid="calendar-entry-altered">
          Altered or synthetic content: {entry.containsSyntheticMedia ? 'yes' : 'no'}
        </span>
      )}
      {past && <span>Its time has passed.</span>}
      {conflict && <span>Another entry publishes in the same minute.</span>}
    </div>
  );
}

const openLabel = (entry: CalendarEntry) =>
  entry.kind === 'video' ? `Open “${entry.title}” in the Library` : `Open “${entry.title}” in Uploads`;

export function CalendarEntryCard({
  marked,
  zone,
  moving,
  picked,
  detailsAtEnd,
  onOpen,
  onMoveTo,
  onTogglePicked,
  onStepDay,
}: CalendarEntryCardProps) {
  const { entry, past, conflict } = marked;
  const state = STATES[entry.state];
  const iso = new Date(entry.at).toISOString();
  const detailsId = useId();
  const [detailsHidden, setDetailsHidden] = useState(false);
  return (
    <li
      className={`cal-entry${past ? ' cal-entry-past' : ''}${conflict ? ' cal-entry-conflict' : ''}${moving ? ' cal-entry-moving' : ''}${detailsHidden ? ' cal-entry-quiet' : ''}${detailsAtEnd ? ' cal-entry-end' : ''}`}
      draggable={entry.movable && !moving}
      onDragStart={(event) => {
        event.dataTransfer.setData('application/x-desk-calendar-entry', entryKey(entry));
        event.dataTransfer.effectAllowed = 'move';
      }}
      onMouseLeave={() => setDetailsHidden(false)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) setDetailsHidden(false);
      }}
      data-testid="calendar-entry"
      data-entry-kind={entry.kind}
      data-entry-id={entry.id}
      data-publish-at={iso}
      onKeyDown={(event) => {
        if (event.key === 'Escape' && !detailsHidden) {
          setDetailsHidden(true);
          return;
        }
        if (!entry.movable || moving || !event.altKey) return;
        if (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight') return;
        event.preventDefault();
        onStepDay(event.key === 'ArrowLeft' ? -1 : 1);
      }}
    >
      <div className="cal-entry-head">
        {entry.thumbnailUrl && <img className="cal-entry-thumb" src={entry.thumbnailUrl} alt="" loading="lazy" />}
        <time dateTime={iso}>{formatTime(entry.at, { timeZone: zone })}</time>
        <span className={`badge badge-${state.tone}`} data-testid="calendar-entry-state">
          {moving ? 'Moving…' : state.label}
        </span>
      </div>
      <span className="cal-entry-title">{entry.title}</span>
      {(past || conflict) && (
        <div className="cal-entry-marks">
          {past && <span className="badge badge-muted">Past</span>}
          {conflict && <span className="badge badge-error">Conflict</span>}
        </div>
      )}
      <div className="cal-entry-actions">
        <button
          type="button"
          className="small"
          onClick={onOpen}
          aria-label={openLabel(entry)}
          aria-describedby={detailsId}
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
            aria-describedby={detailsId}
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
      <EntryDetails id={detailsId} marked={marked} zone={zone} />
    </li>
  );
}
