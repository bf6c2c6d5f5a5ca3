// Browser mode and the emulator at another moment, for tests: with DESK_TEST_NOW=<ISO instant> the process's Date
// reads that instant at start and runs on at the real rate, so the end-to-end tests can hold the host, the demo
// emulator and the page (Playwright's clock, set to the same instant) at a year end or before a clock change. Only
// Date moves: timers and performance.now() keep the real clock, so heartbeats, throttles and timeouts run as always.
// test-clock-from-env.ts applies it; this file is the pure part.

/** A Date constructor whose clock is `offsetMs` ahead of `Real`'s (behind when negative); its dates are Real's. */
export function shiftedDate(Real: DateConstructor, offsetMs: number): DateConstructor {
  const now = (): number => Real.now() + offsetMs;
  function Shifted(this: unknown, ...args: unknown[]): unknown {
    // `Date()` called without `new` is the current time as text.
    if (new.target === undefined) return new Real(now()).toString();
    return Reflect.construct(Real, args.length === 0 ? [now()] : args, new.target);
  }
  // The same prototype, so `instanceof Date` holds both ways (Node's own dates, e.g. a file's mtime, are Real's).
  Shifted.prototype = Real.prototype;
  Object.defineProperties(Shifted, {
    now: { value: now, writable: true, configurable: true },
    parse: { value: Real.parse, writable: true, configurable: true },
    UTC: { value: Real.UTC, writable: true, configurable: true },
  });
  return Shifted as unknown as DateConstructor;
}

// An instant, not a wall time: without its zone the host's own would decide which moment it is.
const INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})$/;

/**
 * How far ahead of the real clock DESK_TEST_NOW asks to be (ms), or undefined when unset; throws when unreadable.
 * `setAt` (DESK_TEST_NOW_SET_AT: the real epoch ms at which the instant was read) makes the offset exact: without it
 * the process's own start is taken as that moment, and a host that took two seconds to start runs two seconds
 * behind the page its test set to the same instant (a just-finished upload then looked finished before the screen
 * opened).
 */
export function testClockOffset(value: string | undefined, realNow: number, setAt?: string): number | undefined {
  if (value === undefined || value === '') return undefined;
  const at = Date.parse(value);
  if (!INSTANT.test(value) || Number.isNaN(at)) {
    throw new Error(`DESK_TEST_NOW must be an ISO instant such as 2027-12-31T22:30:00Z (got "${value}").`);
  }
  if (setAt === undefined || setAt === '') return at - realNow;
  if (!/^\d{1,16}$/.test(setAt)) {
    throw new Error(`DESK_TEST_NOW_SET_AT must be epoch milliseconds (got "${setAt}").`);
  }
  return at - Number(setAt);
}
