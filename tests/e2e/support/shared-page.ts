// One browser-mode host and one page for the tests of a describe block (or a file) that follow one flow, each test
// looking at another facet of it: they run in order on one worker (serial mode), each starting where the test before
// left the page (a failed test skips the rest of its block). A test skips the fixed cost a test of its own pays before it does anything (its host, a browser context,
// opening the app, the demo's first page: ~1.4 CPU-s, docs/commands.md). A test that needs a fresh host (it counts
// quota or calls from zero, restarts the host, needs its own throttling or clock) stays out of such a block.
import { type BrowserContextOptions, type Page } from '@playwright/test';
import { test } from './hosts';
import type { FixedMoment } from './test-clock';
import { startWebHost, type WebHost } from './web-host';

export interface SharedHostAndPage {
  readonly host: WebHost;
  readonly page: Page;
}

// What Playwright's own `page` fixture gives a context unless a spec says otherwise (a context made by hand in a
// beforeAll gets none of the config's or the file's `test.use` options).
const PAGE_FIXTURE_DEFAULTS: BrowserContextOptions = {
  locale: 'en-US',
  colorScheme: 'light',
  viewport: { width: 1280, height: 720 },
  acceptDownloads: true,
};

export interface SharedHostOptions {
  /** Passed to startWebHost (e.g. `args: ['--demo']`). */
  readonly host?: Parameters<typeof startWebHost>[0];
  /** The page's context over Playwright's page defaults: its viewport, locale, permissions. */
  readonly context?: BrowserContextOptions;
  /**
   * The moment the host and the page start at, in its zone (what `runAt` does for a test of its own: its beforeEach
   * runs after a beforeAll, so it cannot pin this block's host).
   */
  readonly moment?: FixedMoment;
}

/**
 * Call inside a `test.describe` (or at a file's top level, for all its tests): its tests run serially on one host and
 * one page, made before the first and stopped after the last. Read `host` and `page` inside the tests (they exist
 * once the block's tests run).
 */
export function shareHostAndPage(options: SharedHostOptions = {}): SharedHostAndPage {
  let host: WebHost | undefined;
  let page: Page | undefined;
  test.describe.configure({ mode: 'serial' });
  test.beforeAll(async ({ browser }) => {
    const moment = options.moment;
    if (moment === undefined) {
      host = await startWebHost(options.host);
      page = await browser.newPage({ ...PAGE_FIXTURE_DEFAULTS, ...options.context });
      return;
    }
    // The host's and the page's clocks agree however long the host takes to start, as hostClockEnv keeps them.
    const real = Date.now();
    const offset = Date.parse(moment.now) - real;
    const clockEnv = { DESK_TEST_NOW: moment.now, DESK_TEST_NOW_SET_AT: String(real), TZ: moment.zone };
    host = await startWebHost({ ...options.host, env: { ...clockEnv, ...options.host?.env } });
    page = await browser.newPage({ ...PAGE_FIXTURE_DEFAULTS, timezoneId: moment.zone, ...options.context });
    await page.clock.install({ time: Date.now() + offset });
  });
  test.afterAll(async () => {
    await page?.context().close();
    await host?.stop();
  });
  return {
    get host() {
      if (host === undefined) throw new Error('the shared host exists only while its block runs');
      return host;
    },
    get page() {
      if (page === undefined) throw new Error('the shared page exists only while its block runs');
      return page;
    },
  };
}
