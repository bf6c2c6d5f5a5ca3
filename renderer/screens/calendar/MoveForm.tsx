// "Move to…": the keyboard's way to move an entry (besides dragging it), a local date and time in the calendar's zone.
// A scheduled video's move costs the platform's units, said before it is done.
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { instantOf, localFields } from '../../../shared/calendar/calendar-days';
import type { CalendarEntry } from '../../../shared/calendar/calendar-entry';
import { formatDateTime } from '../../../shared/text/when';
import { LocalMomentFields } from './LocalMomentFields';
import { CALENDAR } from './calendar-messages';

export interface MoveFormProps {
  readonly entry: CalendarEntry;
  readonly zone: string;
  /** What a video's move costs, as the screen words it. */
  readonly cost: ReactNode;
  readonly onMove: (at: number) => void;
  readonly onCancel: () => void;
}

export function MoveForm({ entry, zone, cost, onMove, onCancel }: MoveFormProps) {
  const say = useIntl().formatMessage;
  const [fields, setFields] = useState(() => localFields(entry.at, zone));
  const dateRef = useRef<HTMLInputElement>(null);
  useEffect(() => dateRef.current?.focus(), []);
  const at = instantOf(fields.date, fields.time, zone);
  return (
    <form
      className="card cal-move"
      aria-label={say(CALENDAR.moveForm, { title: entry.title })}
      onSubmit={(event) => {
        event.preventDefault();
        if (at !== undefined) onMove(at);
      }}
      onKeyDown={(event) => {
        if (event.key === 'Escape') onCancel();
      }}
    >
      <h2>{say(CALENDAR.moveForm, { title: entry.title })}</h2>
      <p className="muted">
        <span className="cal-gap-after">
          {say(CALENDAR.moveNow, { when: formatDateTime(entry.at, { timeZone: zone }), zone })}
        </span>
        {entry.kind === 'video' && cost}
      </p>
      <div className="cal-move-fields">
        <LocalMomentFields value={fields} zone={zone} onChange={setFields} dateRef={dateRef} />
        <button type="submit" className="primary" disabled={at === undefined}>
          {say(CALENDAR.move)}
        </button>
        <button type="button" onClick={onCancel}>
          {say(CALENDAR.moveCancel)}
        </button>
      </div>
    </form>
  );
}
