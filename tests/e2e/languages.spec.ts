// The app in the creator's language (issue 39). In the pseudo-locale (en-XA: every catalogue message accented and
// bracketed, a third longer) the converted screens show no text node without its marks (words that are no message
// aside: the platform's data, shown with dir="auto", and names marked translate="no") and no control whose text
// overflows it, at 1280×800. Switching the language in Appearance applies at once, on the screen, keeping its state.
// The screens listed in CONVERTED are those the catalogue speaks for (eslint.config.js's SPEAKS_THE_CATALOGUE);
// the list grows as screens are converted.
import { expect, test, type Page } from '@playwright/test';
import { SCREEN_NAMES } from '../../shared/desktop/screen-messages';
import type { ScreenId } from '../../shared/desktop/screens';
import { intlFor } from '../../shared/i18n/catalogue';
import type { AppLocale } from '../../shared/i18n/locales';
import { SHELL } from '../../renderer/app/shell-messages';
import { WELCOME } from '../../renderer/screens/welcome/welcome-messages';
import { openApp } from './support/demo-workspace';
import { videoBytes } from '../support/video-fixture';
import { startWebHost, type WebHost } from './support/web-host';

const CONVERTED: readonly ScreenId[] = [
  'watermark',
  'accounts',
  'playlists',
  'uploads',
  'comments',
  'channel',
  'library',
  'calendar',
  'rateLimits',
];

/** Parts of converted screens not converted yet, by selector (none left on these screens). */
const NOT_YET: readonly string[] = [];

let host: WebHost;

test.beforeEach(async () => {
  host = await startWebHost();
});

test.afterEach(async () => {
  await host.stop();
});

/** Opens the demo in `locale`'s words (the page's language follows the browser's, as it follows the system's). */
async function openDemoIn(page: Page, locale: AppLocale): Promise<void> {
  const intl = intlFor(locale);
  await openApp(page, host);
  await page.getByRole('button', { name: intl.formatMessage(WELCOME.demoStart) }).click();
  await expect(page.getByRole('navigation', { name: intl.formatMessage(SHELL.screensNav) })).toBeVisible();
}

async function showScreenIn(page: Page, locale: AppLocale, screen: ScreenId): Promise<void> {
  const intl = intlFor(locale);
  const name = intl.formatMessage(SCREEN_NAMES[screen]);
  await page
    .getByRole('navigation', { name: intl.formatMessage(SHELL.screensNav) })
    .getByRole('button', { name })
    .click();
  await expect(page.getByRole('heading', { name, level: 1 })).toBeVisible();
}

/**
 * Visible text nodes (and placeholders, titles, aria names) without the pseudo-locale's marks: no accented letter
 * and no bracket. Text with no letters (figures, punctuation), the platform's data (inside dir="auto") and names that
 * are no message (translate="no": the product's, the languages' own) are not messages.
 */
async function unmarkedTexts(page: Page, within: string): Promise<string[]> {
  return page.evaluate(
    ({ selector, notYet }) => {
      const MARKS = /[[\]\u00c0-\u024f\u1e00-\u1eff]/;
      const LETTERS = /[A-Za-z]{2,}/;
      const exempt = (element: Element | null): boolean =>
        !!element?.closest(['[dir="auto"]', '[translate="no"]', 'code', 'script', 'style', 'svg', ...notYet].join());
      const found: string[] = [];
      for (const root of document.querySelectorAll(selector)) {
        const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
        for (let node = walker.nextNode(); node; node = walker.nextNode()) {
          const text = (node.textContent ?? '').trim();
          const element = node.parentElement;
          if (!text || !LETTERS.test(text) || exempt(element) || MARKS.test(text)) continue;
          if (element && element.getClientRects().length === 0 && !element.closest('select, dialog')) continue;
          found.push(text);
        }
        for (const element of root.querySelectorAll('[placeholder], [title], [aria-label]')) {
          if (exempt(element)) continue;
          for (const name of ['placeholder', 'title', 'aria-label']) {
            const said = element.getAttribute(name);
            if (said && LETTERS.test(said) && !MARKS.test(said)) found.push(`${name}: ${said}`);
          }
        }
      }
      return found;
    },
    { selector: within, notYet: NOT_YET },
  );
}

/** Controls, badges and headers whose text is wider or taller than their box (cut, or spilling out of it). */
async function overflowingControls(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const found: string[] = [];
    const controls = document.querySelectorAll(
      'button, a, label, select, summary, th, [role="tab"], .badge, .chip, .theme-option, legend, h1, h2, h3',
    );
    for (const element of controls) {
      if (!(element instanceof HTMLElement) || element.getClientRects().length === 0) continue;
      const style = getComputedStyle(element);
      if (style.visibility === 'hidden') continue;
      const wider = element.scrollWidth > element.clientWidth + 1 && style.overflowX !== 'visible';
      // Past the right edge of the pane that holds it (the sidebar clips what leaves it) or of the window.
      const pane = element.closest('aside, main, dialog') ?? document.documentElement;
      const right = Math.min(pane.getBoundingClientRect().right, document.documentElement.clientWidth);
      const spills = element.getBoundingClientRect().right > right + 1;
      if (wider || spills) found.push(`${element.tagName.toLowerCase()}: ${(element.textContent ?? '').trim()}`);
    }
    return found;
  });
}

test.describe('in the pseudo-locale', () => {
  test.use({ locale: 'en-XA', viewport: { width: 1280, height: 800 } });

  test('the Welcome screen, the frame and the converted screens say every word from the catalogue', async ({
    page,
  }) => {
    await openApp(page, host);
    await expect(page.getByRole('heading', { level: 1 })).toContainText('[');
    expect(await unmarkedTexts(page, 'main')).toEqual([]);
    expect(await overflowingControls(page)).toEqual([]);

    await openDemoIn(page, 'en-XA');
    expect(await unmarkedTexts(page, 'aside')).toEqual([]);
    for (const screen of CONVERTED) {
      await showScreenIn(page, 'en-XA', screen);
      expect(await unmarkedTexts(page, 'aside, main'), screen).toEqual([]);
      expect(await overflowingControls(page), screen).toEqual([]);
    }
  });
});

/**
 * The Uploads screen's own words with an upload held and its details and settings open; the shared fields of the
 * details form (renderer/components/), the go-live editor, the live region's announcements (stores/uploads-store.ts)
 * and the main process's sentences (browser mode's refusals) are converted by other changes of this wave.
 */
const UPLOADS_OWN_PARTS = [
  '.up-dropzone',
  '.up-synthetic-choice',
  '.up-import',
  '.up-summary-row',
  '[data-testid="quota-plan"]',
  '.up-queue',
  '.up-editor-head',
  '.up-editor > .warning',
  '.up-form-section > summary',
  '.up-editor > .row',
  '.up-attach-thumbnail',
  '.up-attach-playlists',
  '.up-attachments > h3',
  '.up-attachments > p',
  '.up-attach-captions > legend',
  '.up-caption-list',
  '.up-settings > summary',
  '.up-settings form[aria-label]:not(.up-watched-add)',
  '.up-bandwidth',
  '.up-watched > h3',
];

test.describe('the Uploads screen at work, in the pseudo-locale', () => {
  test.use({ locale: 'en-XA', viewport: { width: 1280, height: 800 } });

  test('says every word of a held upload, its details and the upload settings from the catalogue', async ({ page }) => {
    await openDemoIn(page, 'en-XA');
    await showScreenIn(page, 'en-XA', 'uploads');
    // Held for review: the row stays still (paused, its details editable) while it is read.
    await page.getByTestId('upload-dropzone').getByRole('checkbox').check();
    await page
      .getByTestId('upload-file-input')
      .setInputFiles({ name: 'held-for-review.mp4', mimeType: 'video/mp4', buffer: videoBytes(1024 * 1024) });
    const row = page.getByTestId('upload-row').filter({ hasText: 'held-for-review' });
    await expect(row).toHaveAttribute('data-state', 'paused', { timeout: 20_000 });
    // A held upload opens its details at once.
    const editor = page.getByTestId('metadata-editor');
    await expect(editor).toBeVisible();
    for (const section of await editor.locator('.up-form-section > summary').all()) await section.click();
    await page.locator('.up-settings > summary').click();
    await expect(page.getByTestId('bandwidth-now')).toBeVisible();
    expect(await unmarkedTexts(page, UPLOADS_OWN_PARTS.join())).toEqual([]);
    expect(await overflowingControls(page)).toEqual([]);
  });
});

test.describe('switching the language', () => {
  test.use({ locale: 'en-US', viewport: { width: 1280, height: 800 } });

  test('applies at once, to the frame and the screen, keeping what was typed, and is kept for the next start', async ({
    page,
  }) => {
    await openDemoIn(page, 'en');
    await showScreenIn(page, 'en', 'watermark');
    await page.getByRole('radio', { name: 'From a start time, for a while' }).check();
    await page.getByRole('spinbutton', { name: /^Start/ }).fill('30');

    await page.getByTestId('language-setting').selectOption('de');
    await expect(page.getByRole('navigation', { name: 'Bereiche' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Wasserzeichen', level: 1 })).toBeVisible();
    await expect(page.getByRole('radio', { name: 'Ab einer Startzeit, für eine Weile' })).toBeChecked();
    await expect(page.getByRole('spinbutton', { name: /^Beginn/ })).toHaveValue('30');
    await expect(page.getByTestId('watermark-span')).toHaveText(
      'In einem Video von 5:00 wird es von 0:30 bis 0:45 angezeigt.',
    );
    await expect(page.locator('html')).toHaveAttribute('lang', 'de');
    await expect(page.getByTestId('quota-summary')).toHaveText(/^Kontingent: heute noch [\d.]+ von 10\.000$/);

    await page.reload();
    await expect(page.getByRole('navigation', { name: 'Bereiche' })).toBeVisible();
    await expect(page.getByTestId('language-setting')).toHaveValue('de');
    await page.getByTestId('language-setting').selectOption('system');
    await expect(page.getByRole('navigation', { name: 'Screens' })).toBeVisible();
  });
});
