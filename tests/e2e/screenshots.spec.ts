// The look of every screen of the demo workspace in the light and the dark theme, at 1280×800 and 1024×768, compared
// with the committed
// baselines (screenshots.spec.ts-snapshots/), so a change in look is a reviewed change: `npx playwright test
// tests/e2e/screenshots.spec.ts --update-snapshots` after a deliberate one. What changes from run to run is masked:
// times, the channel's generated id, the quota line's figures (they count the calls the page happened to make).
// What Chromium draws of its own (resize grips, scrollbars) is hidden, so the baselines hold on any Chromium build;
// they were made with Debian's Chromium 156.0.8078.129. The host, its emulator and the page run from one fixed
// moment (tests/e2e/support/test-clock.ts), so the calendar's month and every date drawn from the demo's data are the
// same on any day the suite runs.
import { type Page } from '@playwright/test';
import { expect, test } from './support/hosts';
import { SIDEBAR_SCREENS } from '../../shared/desktop/screens';
import { openApp, openDemo, showScreen } from './support/demo-workspace';
import { runAt } from './support/test-clock';
import { startWebHost, type WebHost } from './support/web-host';

runAt({ now: '2026-11-25T10:00:05Z', zone: 'UTC' });

// Every screen of the sidebar, in its order (shared/desktop/screens.ts).
const SCREENS = SIDEBAR_SCREENS.map((screen) => screen.label);

// bypassCSP: the app's strict CSP refuses inline styles, and Playwright hides native control chrome (resize grips,
// scrollbars: tests/e2e/support/no-native-chrome.css, set in playwright.config.ts) with an inline style while it
// takes each picture. Without it the style was silently refused and a baseline held Chromium's own grip. The CSP
// itself is held by the security and foundation specs, which keep it on.
test.use({
  viewport: { width: 1280, height: 800 },
  deviceScaleFactor: 1,
  locale: 'en-US',
  timezoneId: 'UTC',
  bypassCSP: true,
});

// The two themes are independent (each test starts its own host): on two workers the file takes half as long.
test.describe.configure({ mode: 'parallel' });

let host: WebHost;

test.beforeEach(async () => {
  host = await startWebHost();
});

test.afterEach(async () => {
  await host.stop();
});

function changing(page: Page) {
  return [
    page.locator('time'),
    // Clock times said in a sentence (a token verified at, a ruleset updated at, a channel confirmed at).
    page.getByText(/\d{1,2}:\d{2}(:\d{2})?\s?[AP]M/),
    page.getByTestId('channel-id'),
    page.getByTestId('quota-summary'),
    page.locator('[data-testid="first-steps-count"]'),
  ];
}

/**
 * Clock times said in a sentence are masked, but their length still moves what follows them on the line ("9:57 PM"
 * and "10:03 PM" push a button by one digit's width): each is written as one fixed time of the same shape, now and
 * whenever the page writes one later (a screen's data arrives over the WebSocket, which `networkidle` does not wait
 * for, so a text can appear after the screen looked settled).
 */
async function freezeClockTexts(page: Page): Promise<void> {
  await page.evaluate(() => {
    const freeze = (): void => {
      const clock = /(\d{1,2}\/\d{1,2}\/\d{4},\s)?\d{1,2}:\d{2}(:\d{2})?(\s?)([AP]M)/g;
      const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const text = node.nodeValue ?? '';
        // <time> elements (comments' dates) are left alone: virtualized lists draw them anew at any moment.
        if (text.search(clock) === -1 || node.parentElement?.closest('time')) continue;
        const frozen = text.replace(
          clock,
          (_match, date: string | undefined, seconds: string | undefined, space: string, half: string) =>
            `${date ? '11/25/2026, ' : ''}10:00${seconds ? ':00' : ''}${space}${half}`,
        );
        // Only a change is written, so the observer's own writes end the loop.
        if (frozen !== text) node.nodeValue = frozen;
      }
    };
    freeze();
    const marked = window as unknown as { clockFrozen?: boolean };
    if (marked.clockFrozen) return;
    marked.clockFrozen = true;
    new MutationObserver(freeze).observe(document.body, { subtree: true, childList: true, characterData: true });
  });
}

/** Waits for a screen to settle: no request in flight and every image in view decoded. */
async function settled(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle');
  await page.evaluate(async () => {
    await Promise.all(
      [...document.images].map((image) => (image.complete ? Promise.resolve() : image.decode().catch(() => {}))),
    );
  });
}

const SIZES = [
  { width: 1280, height: 800, suffix: '' },
  { width: 1024, height: 768, suffix: '-1024' },
] as const;

for (const size of SIZES) {
  for (const colorScheme of ['light', 'dark'] as const) {
    test(`every screen looks as reviewed in the ${colorScheme} theme at ${size.width}×${size.height}`, async ({
      page,
    }) => {
      // Ten screens, each settled and then pictured: more than one default test's time under load.
      test.setTimeout(180_000);
      await page.setViewportSize({ width: size.width, height: size.height });
      await page.emulateMedia({ colorScheme, reducedMotion: 'reduce' });
      await openApp(page, host);
      await expect(page.getByRole('button', { name: 'Try the demo workspace' })).toBeVisible();
      await settled(page);
      await expect(page).toHaveScreenshot(`welcome-${colorScheme}${size.suffix}.png`, { animations: 'disabled' });
      await openDemo(page, host);
      for (const screen of SCREENS) {
        await showScreen(page, screen);
        await settled(page);
        await freezeClockTexts(page);
        const name = `${screen.toLowerCase().replace(/\s+/g, '-')}-${colorScheme}${size.suffix}.png`;
        await expect(page).toHaveScreenshot(name, {
          animations: 'disabled',
          mask: changing(page),
          maskColor: '#8a8f98',
          caret: 'hide',
        });
      }
    });
  }
}
