// One day of the calendar grid: its date (and a 23- or 25-hour day said), its entries in time order, and the free
// slots of the shown rule, each at its local time in the calendar's zone, with the rule's own time beside it when the
// rule is of another zone ("Free slot 5:00 PM (6:00 PM Berlin)"). A day takes drops: an entry dropped on it keeps
// its time of day, one dropped on a free slot takes that slot.
import type { DragEvent } from 'react';
import { useIntl, type IntlShape } from 'react-intl';
import type { CalendarDay } from '../../../shared/calendar/calendar-days';
import type { CalendarEntry } from '../../../shared/calendar/calendar-entry';
import type { MarkedEntry } from '../../../shared/calendar/calendar-marks';
import { placeOfZone } from '../../../shared/calendar/calendar-slots';
import { formatDate, formatTime } from '../../../shared/text/when';
import { CalendarEntryCard } from './CalendarEntryCard';
import { DayChanges, dropChangeOn } from './DayChanges';
import { entryKey } from './calendar-store';
import { CALENDAR } from './calendar-messages';

function dayLengthNote(intl: IntlShape, day: CalendarDay): string | undefined {
  if (day.hours === 23) return intl.formatMessage(CALENDAR.clocksForward);
  if (day.hours === 25) return intl.formatMessage(CALENDAR.clocksBack);
  return undefined;
}

export interface CalendarDayCellProps {
  readonly day: CalendarDay;
  readonly view: 'week' | 'month';
  readonly zone: string;
  readonly now: number;
  readonly entries: readonly MarkedEntry[];
  readonly freeSlots: readonly number[];
  /** The zone of the rule the slots are of. */
  readonly slotZone: string | undefined;
  readonly moving: ReadonlySet<string>;
  readonly picked: ReadonlySet<string>;
  readonly onDragOver: (event: DragEvent) => void;
  /** A drop: `at` gives the entry's new instant. */
  readonly onDrop: (event: DragEvent, at: (entry: CalendarEntry) => number) => void;
  readonly onDayDrop: (entry: CalendarEntry) => number;
  readonly onOpen: (entry: CalendarEntry) => void;
  readonly onMoveTo: (entry: CalendarEntry) => void;
  readonly onTogglePicked: (id: string) => void;
  readonly onStepDay: (entry: CalendarEntry, days: number) => void;
}

export function CalendarDayCell(props: CalendarDayCellProps) {
  const { day, view, zone, now, entries, freeSlots, slotZone, moving, picked } = props;
  const intl = useIntl();
  const say = intl.formatMessage;
  const note = dayLengthNote(intl, day);
  const isToday = now >= day.start && now < day.end;
  const slotElsewhere = slotZone !== undefined && slotZone !== zone;
  return (
    <div
      className={`cal-day${day.inMonth ? '' : ' cal-day-outside'}${day.end <= now ? ' cal-day-past' : ''}${isToday ? ' cal-day-today' : ''}`}
      data-testid="calendar-day"
      data-day={day.key}
      data-hours={day.hours}
      onDragOver={props.onDragOver}
      onDrop={(event) => {
        if (!dropChangeOn(event, day, zone)) props.onDrop(event, props.onDayDrop);
      }}
      role="group"
      aria-label={say(CALENDAR.dayName, {
        date: formatDate(day.start, { timeZone: zone, now }),
        entries: entries.length,
      })}
    >
      <div className="cal-day-head">
        <span className="cal-day-number" translate="no">
          {view === 'week' ? formatDate(day.start, { timeZone: zone, now }) : day.dayOfMonth}
        </span>
        {note && (
          <span className="badge badge-warning" title={note} data-testid="calendar-day-length">
            {say(CALENDAR.dayHours, { hours: day.hours })}
          </span>
        )}
      </div>
      <ul className="cal-entries">
        {entries.map((marked) => (
          <CalendarEntryCard
            key={entryKey(marked.entry)}
            marked={marked}
            zone={zone}
            moving={moving.has(entryKey(marked.entry))}
            picked={picked.has(marked.entry.id)}
            detailsAtEnd={day.weekday >= 5}
            onOpen={() => props.onOpen(marked.entry)}
            onMoveTo={() => props.onMoveTo(marked.entry)}
            onTogglePicked={() => props.onTogglePicked(marked.entry.id)}
            onStepDay={(step) => props.onStepDay(marked.entry, step)}
          />
        ))}
        <DayChanges day={day} zone={zone} />
        {freeSlots.map((at) => (
          <li
            key={at}
            className={`cal-slot${at <= now ? ' cal-slot-past' : ''}`}
            data-testid="calendar-slot"
            data-slot-at={new Date(at).toISOString()}
            onDragOver={props.onDragOver}
            onDrop={(event) => props.onDrop(event, () => at)}
          >
            {slotElsewhere
              ? say(CALENDAR.freeSlotElsewhere, {
                  time: formatTime(at, { timeZone: zone }),
                  past: at <= now ? 'yes' : 'no',
                  ownTime: formatTime(at, { timeZone: slotZone }),
                  place: placeOfZone(slotZone),
                })
              : say(CALENDAR.freeSlot, { time: formatTime(at, { timeZone: zone }), past: at <= now ? 'yes' : 'no' })}
          </li>
        ))}
      </ul>
    </div>
  );
}
