import { availableParallelism } from 'node:os';
import { defineConfig } from '@playwright/test';

// Playwright cannot download its own browser on our build machines: use the system Chromium (Debian's package),
// or whatever CHROMIUM_PATH names elsewhere.
const executablePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export default defineConfig({
  testDir: 'tests/e2e',
  timeout: 60_000,
  expect: { timeout: 15_000 },
  // Spec files run side by side; the tests of one file run in order in one worker. Every test starts its own
  // browser-mode host on port 0 with a fresh data dir (tests/e2e/web-host.ts), so no two share a port or file. Two
  // workers per core: a test mostly waits (throttled links, restarts, the page). Four workers on two cores ran the 34
  // tests in 135 s using 109 CPU seconds (0.8 of a core); one after another they take about 500 s.
  fullyParallel: false,
  workers: 2 * availableParallelism(),
  retries: 0,
  use: {
    headless: true,
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  },
});
