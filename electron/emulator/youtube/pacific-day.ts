// The platform's quota day: it turns at midnight Pacific time (PST or PDT), whatever the caller's time zone.
const pacificDay = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'America/Los_Angeles',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** The Pacific calendar day of `ms`, as YYYY-MM-DD. */
export function pacificDayOf(ms: number): string {
  return pacificDay.format(ms);
}

/** The first instant of the Pacific day after the one `ms` falls in. */
export function nextPacificMidnight(ms: number): number {
  const today = pacificDayOf(ms);
  // Step by hours from a few hours before the next UTC midnight of the same date: a day is 23 to 25 hours long.
  let at = Date.parse(`${today}T00:00:00Z`) + 20 * 3_600_000;
  while (pacificDayOf(at) === today) at += 3_600_000;
  // `at` is within the first hour of the next day: find the minute it began (time zones turn on whole minutes).
  let low = at - 3_600_000;
  while (at - low > 60_000) {
    const mid = low + Math.floor((at - low) / 120_000) * 60_000;
    if (pacificDayOf(mid) === today) low = mid;
    else at = mid;
  }
  return at;
}
