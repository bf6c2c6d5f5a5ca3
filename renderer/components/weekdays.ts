// The days of the week as ISO numbers (1 Monday … 7 Sunday, luxon's and the schedules' numbering) with their names.
export const WEEKDAYS: ReadonlyArray<{ readonly day: number; readonly short: string; readonly name: string }> = [
  { day: 1, short: 'Mon', name: 'Monday' },
  { day: 2, short: 'Tue', name: 'Tuesday' },
  { day: 3, short: 'Wed', name: 'Wednesday' },
  { day: 4, short: 'Thu', name: 'Thursday' },
  { day: 5, short: 'Fri', name: 'Friday' },
  { day: 6, short: 'Sat', name: 'Saturday' },
  { day: 7, short: 'Sun', name: 'Sunday' },
];
