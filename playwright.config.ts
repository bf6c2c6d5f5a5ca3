import { availableParallelism } from 'node:os';
import { defineConfig } from '@playwright/test';
import { disableFeaturesArgs, playwrightDisabledFeatures } from './tests/e2e/support/chromium-features';
import type { FixedMoment } from './tests/e2e/support/test-clock';

// Playwright cannot download its own browser on our build machines: use the system Chromium (Debian's package),
// or whatever CHROMIUM_PATH names elsewhere.
const executablePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

// The specs that show or plan by dates, run again at fixed moments by `npm run test:dates` (DESK_E2E_DATES=1): the
// host, its demo emulator and the page start at the moment, in its zone (tests/e2e/support/test-clock.ts).
const DATE_SPECS = /(calendar|quota-plan|quota-meter|library-altered-content)\.spec\.ts$/;
const FIXED_MOMENTS: ReadonlyArray<FixedMoment & { name: string }> = [
  // The evening before Berlin's spring switch (28 March 2027, 02:00 → 03:00): "tomorrow" is a 23-hour day.
  { name: 'at-dst-berlin', now: '2027-03-27T20:00:00Z', zone: 'Europe/Berlin' },
  // The evening before New York's autumn switch (7 November 2027, 02:00 → 01:00): "tomorrow" is a 25-hour day.
  { name: 'at-dst-new-york', now: '2027-11-06T23:00:00Z', zone: 'America/New_York' },
  // Late on 31 December in UTC, already New Year's Day in Auckland: the page's year is not the UTC one.
  { name: 'at-year-end', now: '2027-12-31T22:30:00Z', zone: 'Pacific/Auckland' },
];

export default defineConfig({
  testDir: 'tests/e2e',
  timeout: 60_000,
  expect: {
    timeout: 15_000,
    // Native control chrome (resize grips, scrollbars) is hidden in compared screenshots: it is drawn by Chromium,
    // differs between its builds, and is not the app's look (tests/e2e/support/no-native-chrome.css).
    toHaveScreenshot: { stylePath: 'tests/e2e/support/no-native-chrome.css' },
  },
  // Tests run side by side, each on whichever worker is free, not a whole file on one worker: a test starts its own
  // browser-mode host on port 0 with a fresh data dir (tests/e2e/support/web-host.ts) and keeps what it starts in its
  // own hooks, unless it follows one flow with the tests beside it in a serial block that shares one host and page
  // (support/shared-page.ts). Handing out tests rather than files keeps the workers busy to the end instead of waiting
  // on the one that drew the longest file (in a run under load the files took 9–155 s, one test at most 79 s). Two
  // workers per core: a test waits much of its time (throttled links, restarts, the page), though it is not free: its
  // host, browser context, the demo's sign-in and first page cost ~1.4 CPU seconds before it does anything
  // (docs/commands.md, "Where `npm test` spends its time").
  fullyParallel: true,
  // The run's prepared data dirs, built by the first test that asks for one (support/large-demo-seed.ts), go with it.
  globalTeardown: './tests/e2e/support/seed-teardown.ts',
  workers: 2 * availableParallelism(),
  retries: 0,
  // The first project, unnamed (the screenshots' file names carry a project's name), runs every spec today.
  projects: [
    {},
    ...(process.env.DESK_E2E_DATES === '1'
      ? FIXED_MOMENTS.map(({ name, ...fixedMoment }) => ({
          name,
          testMatch: DATE_SPECS,
          use: { timezoneId: fixedMoment.zone },
          metadata: { fixedMoment },
        }))
      : []),
  ],
  use: {
    headless: true,
    // Off unless asked for (PLAYWRIGHT_TRACE=1): recording costs ~0.5 CPU-s a test, and CI keeps no files of a run.
    trace: process.env.PLAYWRIGHT_TRACE === '1' ? 'retain-on-failure' : 'off',
    launchOptions: {
      executablePath,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
        // Playwright's disabled features and the omnibox popups every context's window would render unseen.
        ...disableFeaturesArgs(playwrightDisabledFeatures()),
      ],
    },
  },
});
