// Retry-After comes either as delta-seconds or as an HTTP date (RFC 9110 section 10.2.3).

/** Milliseconds to wait from `now`, or undefined when the header is absent or unreadable. A past date means 0. */
export function parseRetryAfter(header: string | string[] | undefined, now: number): number | undefined {
  const value = (Array.isArray(header) ? header[0] : header)?.trim();
  if (!value) return undefined;
  if (/^\d+$/.test(value)) {
    const seconds = Number(value);
    return Number.isSafeInteger(seconds) ? seconds * 1000 : undefined;
  }
  // Only the forms of an HTTP date (they all name a weekday and a time in GMT); Date.parse accepts far more.
  if (!/^[A-Za-z]{3,9},? .*\d{2}:\d{2}:\d{2} GMT$/.test(value)) return undefined;
  const instant = Date.parse(value);
  if (Number.isNaN(instant)) return undefined;
  return Math.max(0, instant - now);
}
