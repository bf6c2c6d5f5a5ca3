// The moment a test runs at. A project in playwright.config.ts may fix one (`metadata.fixedMoment`: an ISO instant
// and a zone); then the browser-mode host with its demo emulator (DESK_TEST_NOW and TZ) and the page (Playwright's
// clock; the project's timezoneId) start at that instant and run on at the real rate, so timers, heartbeats and
// throttles behave as always. A spec whose dates are written out pins its own moment with `runAt`. Otherwise the
// test runs today, as the app does.
import { test, type Page } from '@playwright/test';

export interface FixedMoment {
  /** An ISO instant with its zone, e.g. 2027-12-31T22:30:00Z. */
  readonly now: string;
  /** The IANA zone of the host and the page. */
  readonly zone: string;
}

const runKey = (): string => `${test.info().testId}#${test.info().retry}`;

// The moments the specs' own runAt pinned, per test run.
const pinned = new Map<string, FixedMoment>();

/**
 * Runs every test of the file calling it at `moment` (before its own hooks: call it first), e.g. a spec that
 * schedules on days written out, which would be past once that day came. The page runs in the moment's zone.
 */
export function runAt(moment: FixedMoment): void {
  // The page in the host's zone, as the desktop app's window always is: a page in the runner's zone and a host in
  // another disagree about which day an instant falls on.
  test.use({ timezoneId: moment.zone });
  test.beforeEach(() => {
    pinned.set(runKey(), moment);
  });
}

function fixedMoment(): FixedMoment | undefined {
  try {
    return pinned.get(runKey()) ?? (test.info().project.metadata as { fixedMoment?: FixedMoment }).fixedMoment;
  } catch {
    // Not inside a test (the soak, a benchmark): today.
    return undefined;
  }
}

// Per test run: fixed when the test first asks (its first host starts at the instant), so a restarted host and a
// second page continue from where the first left off rather than going back in time.
const offsets = new Map<string, number>();

/** How far the test's clock runs ahead of the real one (ms), fixed when the test first asks; 0 today. */
function testOffset(): number {
  const fixed = fixedMoment();
  if (fixed === undefined) return 0;
  const run = runKey();
  let offset = offsets.get(run);
  if (offset === undefined) {
    offset = Date.parse(fixed.now) - Date.now();
    offsets.set(run, offset);
  }
  return offset;
}

/** The test's now in ms: today's, or its project's fixed moment plus the time since the test first asked. */
export function testNow(): number {
  return Date.now() + testOffset();
}

/** What a host of this test adds to its environment: its clock and zone when the project fixes them. */
export function hostClockEnv(): Record<string, string> {
  const fixed = fixedMoment();
  if (fixed === undefined) return {};
  // With the real moment it stands for, so the host's clock agrees with the page's however long the host takes to
  // start (its own start would otherwise be taken as that moment).
  const real = Date.now();
  return {
    DESK_TEST_NOW: new Date(real + testOffset()).toISOString(),
    DESK_TEST_NOW_SET_AT: String(real),
    TZ: fixed.zone,
  };
}

const clocked = new WeakSet<Page>();

/** Starts the page's clock at the test's now before the app loads (once a page: it runs on from there). */
export async function setPageClock(page: Page): Promise<void> {
  if (fixedMoment() === undefined || clocked.has(page)) return;
  clocked.add(page);
  await page.clock.install({ time: testNow() });
}
