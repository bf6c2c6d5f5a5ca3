// The days of the week as ISO numbers (1 Monday … 7 Sunday, luxon's and the schedules' numbering) with their English
// names; a screen says them in the language in force with weekdayWords (the catalogue's components.weekday.*).
import type { IntlShape } from 'react-intl';
import { WEEKDAY } from './components-messages';
import { currentIntl } from './words';

export const WEEKDAYS: ReadonlyArray<{ readonly day: number; readonly short: string; readonly name: string }> = [
  { day: 1, short: 'Mon', name: 'Monday' },
  { day: 2, short: 'Tue', name: 'Tuesday' },
  { day: 3, short: 'Wed', name: 'Wednesday' },
  { day: 4, short: 'Thu', name: 'Thursday' },
  { day: 5, short: 'Fri', name: 'Friday' },
  { day: 6, short: 'Sat', name: 'Saturday' },
  { day: 7, short: 'Sun', name: 'Sunday' },
];

/** An ISO weekday's short and full names in the language in force (or `intl`'s). */
export function weekdayWords(day: number, intl: IntlShape = currentIntl()): { short: string; name: string } {
  return {
    short: intl.formatMessage(WEEKDAY.short, { day: String(day) }),
    name: intl.formatMessage(WEEKDAY.name, { day: String(day) }),
  };
}
