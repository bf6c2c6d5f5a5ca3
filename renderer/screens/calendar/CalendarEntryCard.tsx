// One entry of the calendar: its time, state and title (on up to two lines, so a week of narrow days still reads), its
// marks (past, conflict), a way to its place (the Library's row or the Uploads screen) and, when it can move, a drag
// handle (the whole card) and "Move…". Hovering the card or focusing one of its buttons shows its details in full;
// Escape hides them until the pointer or the focus leaves.
import { useId, useState } from 'react';
import { useIntl, type MessageDescriptor } from 'react-intl';
import type { CalendarEntry, CalendarEntryState } from '../../../shared/calendar/calendar-entry';
import type { MarkedEntry } from '../../../shared/calendar/calendar-marks';
import { formatDateTimeWithDistance, formatTime } from '../../../shared/text/when';
import type { BadgeTone } from '../../components/badge';
import { entryKey } from './calendar-store';
import { CALENDAR } from './calendar-messages';

const STATES: Readonly<Record<CalendarEntryState, { label: MessageDescriptor; tone: BadgeTone }>> = {
  scheduled: { label: CALENDAR.stateScheduled, tone: 'info' },
  queued: { label: CALENDAR.stateQueued, tone: 'neutral' },
  uploading: { label: CALENDAR.stateUploading, tone: 'warning' },
};

/** What the entry is, in a creator's words. */
const WHAT_IT_IS: Readonly<Record<CalendarEntryState, MessageDescriptor>> = {
  scheduled: CALENDAR.isScheduled,
  queued: CALENDAR.isQueued,
  uploading: CALENDAR.isUploading,
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
  const say = useIntl().formatMessage;
  const { entry, past, conflict } = marked;
  return (
    <div className="cal-entry-details" id={id} role="tooltip" data-testid="calendar-entry-details">
      <strong dir="auto">{entry.title}</strong>
      <span>{say(CALENDAR.detailsWhen, { when: formatDateTimeWithDistance(entry.at, { timeZone: zone }), zone })}</span>
      {!past && <span>{say(CALENDAR.privateUntil)}</span>}
      <span>{say(WHAT_IT_IS[entry.state])}</span>
      {entry.containsSyntheticMedia !== undefined && (
        <span data-testid="calendar-entry-altered">
          {say(CALENDAR.altered, { answer: entry.containsSyntheticMedia ? 'yes' : 'no' })}
        </span>
      )}
      {past && <span>{say(CALENDAR.passed)}</span>}
      {conflict && <span>{say(CALENDAR.sameMinute)}</span>}
    </div>
  );
}

const openLabel = (entry: CalendarEntry): MessageDescriptor =>
  entry.kind === 'video' ? CALENDAR.openInLibrary : CALENDAR.openInUploads;

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
  const say = useIntl().formatMessage;
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
        <time dateTime={iso} translate="no">
          {formatTime(entry.at, { timeZone: zone })}
        </time>
        <span className={`badge badge-${state.tone}`} data-testid="calendar-entry-state">
          {moving ? say(CALENDAR.moving) : say(state.label)}
        </span>
      </div>
      <span className="cal-entry-title" dir="auto">
        {entry.title}
      </span>
      {(past || conflict) && (
        <div className="cal-entry-marks">
          {past && <span className="badge badge-muted">{say(CALENDAR.past)}</span>}
          {conflict && <span className="badge badge-error">{say(CALENDAR.conflict)}</span>}
        </div>
      )}
      <div className="cal-entry-actions">
        <button
          type="button"
          className="small"
          onClick={onOpen}
          aria-label={say(openLabel(entry), { title: entry.title })}
          aria-describedby={detailsId}
        >
          {say(CALENDAR.open)}
        </button>
        {entry.movable && (
          <button
            type="button"
            className="small"
            onClick={onMoveTo}
            disabled={moving}
            aria-label={say(CALENDAR.moveToName, { title: entry.title })}
            aria-describedby={detailsId}
          >
            {say(CALENDAR.moveTo)}
          </button>
        )}
        {entry.kind === 'upload' && entry.movable && (
          <label className="cal-entry-pick">
            <input
              type="checkbox"
              checked={picked}
              onChange={onTogglePicked}
              aria-label={say(CALENDAR.spreadPickName, { title: entry.title })}
            />
            {say(CALENDAR.spreadPick)}
          </label>
        )}
      </div>
      <EntryDetails id={detailsId} marked={marked} zone={zone} />
    </li>
  );
}
