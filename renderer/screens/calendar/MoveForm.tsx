// "Move to…": the keyboard's way to move an entry (besides dragging it), a local date and time in the calendar's zone.
// A scheduled video's move costs the platform's units, said before it is done.
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { instantOf, localFields } from '../../../shared/calendar/calendar-days';
import type { CalendarEntry } from '../../../shared/calendar/calendar-entry';
import { formatDateTime } from '../../../shared/text/when';
import { LocalMomentFields } from './LocalMomentFields';

export interface MoveFormProps {
  readonly entry: CalendarEntry;
  readonly zone: string;
  /** What a video's move costs, as the screen words it. */
  readonly cost: ReactNode;
  readonly onMove: (at: number) => void;
  readonly onCancel: () => void;
}

export function MoveForm({ entry, zone, cost, onMove, onCancel }: MoveFormProps) {
  const [fields, setFields] = useState(() => localFields(entry.at, zone));
  const dateRef = useRef<HTMLInputElement>(null);
  useEffect(() => dateRef.current?.focus(), []);
  const at = instantOf(fields.date, fields.time, zone);
  return (
    <form
      className="card cal-move"
      aria-label={`Move “${entry.title}”`}
      onSubmit={(event) => {
        event.preventDefault();
        if (at !== undefined) onMove(at);
      }}
      onKeyDown={(event) => {
        if (event.key === 'Escape') onCancel();
      }}
    >
      <h2>Move “{entry.title}”</h2>
      <p className="muted">
        Now {formatDateTime(entry.at, { timeZone: zone })} ({zone}). {entry.kind === 'video' && cost}
      </p>
      <div className="cal-move-fields">
        <LocalMomentFields value={fields} zone={zone} onChange={setFields} dateRef={dateRef} />
        <button type="submit" className="primary" disabled={at === undefined}>
          Move
        </button>
        <button type="button" onClick={onCancel}>
          Cancel
        </button>
      </div>
    </form>
  );
}
