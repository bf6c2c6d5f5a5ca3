// A new local date and time in the calendar's zone: the fields of "Move to…" for an entry and of a scheduled change's
// edit, one pair of inputs so both say the zone the same way.
import type { Ref } from 'react';
import { useIntl } from 'react-intl';
import { CALENDAR } from './calendar-messages';

export interface LocalMoment {
  readonly date: string;
  readonly time: string;
}

export function LocalMomentFields({
  value,
  zone,
  onChange,
  dateRef,
}: {
  readonly value: LocalMoment;
  readonly zone: string;
  readonly onChange: (value: LocalMoment) => void;
  /** The date input, focused first by the forms that open on it. */
  readonly dateRef?: Ref<HTMLInputElement>;
}) {
  const say = useIntl().formatMessage;
  return (
    <>
      <label>
        {say(CALENDAR.date)}
        <input
          ref={dateRef}
          type="date"
          value={value.date}
          onChange={(event) => onChange({ ...value, date: event.target.value })}
        />
      </label>
      <label>
        {say(CALENDAR.timeIn, { zone })}
        <input type="time" value={value.time} onChange={(event) => onChange({ ...value, time: event.target.value })} />
      </label>
    </>
  );
}
