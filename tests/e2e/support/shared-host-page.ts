// One browser-mode host and one page shared by the tests of a file (or of a describe) that walk one flow, each
// checking a facet of it in turn: the tests run in order on one worker (serial mode), each starting from where the
// one before left the page. A test that needs a fresh host (it counts quota or calls from zero, sees the first run,
// restarts the host) keeps its own (`host` in hosts.ts). Each test spared skips a host's start, a browser context,
// opening the app and the demo's sign-in: ~1.5 CPU seconds (docs/commands.md, "Where `npm test` spends its time").
import { test, type BrowserContextOptions, type Page } from '@playwright/test';
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

/**
 * Makes the tests declared beside it serial and gives them one host (started with `host`'s options) and one page
 * (with `page`'s context options over Playwright's defaults), made before the first and stopped after the last.
 */
export function shareHostAndPage(
  options: { host?: Parameters<typeof startWebHost>[0]; page?: BrowserContextOptions } = {},
): SharedHostAndPage {
  test.describe.configure({ mode: 'serial' });
  let host: WebHost | undefined;
  let page: Page | undefined;
  test.beforeAll(async ({ browser }) => {
    host = await startWebHost(options.host);
    page = await browser.newPage({ ...PAGE_FIXTURE_DEFAULTS, ...options.page });
  });
  test.afterAll(async () => {
    await page?.context().close();
    await host?.stop();
  });
  return {
    get host() {
      if (host === undefined) throw new Error('the shared host is made in beforeAll');
      return host;
    },
    get page() {
      if (page === undefined) throw new Error('the shared page is made in beforeAll');
      return page;
    },
  };
}
