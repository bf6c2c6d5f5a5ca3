// The platform's quota day: it turns at midnight Pacific time (PST or PDT), whatever the caller's time zone. When the
// next one begins is shared/platform/quota-reset.ts's nextQuotaReset, the app's rule too.
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
