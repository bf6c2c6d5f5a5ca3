// The app in the creator's language (issue 39). In the pseudo-locale (en-XA: every catalogue message accented and
// bracketed, a third longer) the converted screens show no text node without its marks (words that are no message
// aside: the platform's data, shown with dir="auto", and names marked translate="no") and no control whose text
// overflows it, at 1280×800. In German and in Japanese the same tour passes the accessibility audit (light and dark)
// and, in German, nothing overflows. Switching the language in Appearance applies at once, on the screen, keeping its
// state, and an upload running meanwhile goes on with its row and progress.
// The screens listed in CONVERTED are those the catalogue speaks for (eslint.config.js's SPEAKS_THE_CATALOGUE);
// the list grows as screens are converted.
import { type Page } from '@playwright/test';
import { expect, test } from './support/hosts';
import { SCREEN_NAMES } from '../../shared/desktop/screen-messages';
import type { ScreenId } from '../../shared/desktop/screens';
import { intlFor } from '../../shared/i18n/catalogue';
import { holdEveryLocale } from '../../shared/i18n/every-locale';
import type { AppLocale } from '../../shared/i18n/locales';
import { SHELL } from '../../renderer/app/shell-messages';
import { WELCOME } from '../../renderer/screens/welcome/welcome-messages';
import { videoBytes } from '../support/video-fixture';
import { seriousViolations } from './support/axe-audit';
import { demoEmulatorUrl } from './support/contract-client';
import { demoUploads, openApp } from './support/demo-workspace';
import { control } from './support/emulator-control';
import { shareHostAndPage, type SharedHostAndPage } from './support/shared-page';
import { startWebHost, type WebHost } from './support/web-host';

// The expected words, in every language (a page loads only its own).
holdEveryLocale();

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
  'series',
];

/** Parts of converted screens not converted yet, by selector (none left on these screens). */
const NOT_YET: readonly string[] = [];

let host: WebHost;

/** A host for each test of the describe calling it: the tours start on the welcome screen, nobody signed in. */
function ownHostEachTest(): void {
  test.beforeEach(async () => {
    host = await startWebHost();
  });
  test.afterEach(async () => {
    await host.stop();
  });
}

/** One host and one page for the tests of the describe calling it, in their order (support/shared-page.ts). */
function oneHostAndPage(options: { locale: string; viewport: { width: number; height: number } }): SharedHostAndPage {
  const shared = shareHostAndPage({ context: options });
  test.beforeEach(() => {
    host = shared.host;
  });
  return shared;
}

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
 * Visible text nodes (and placeholders, titles, aria names) with words outside the pseudo-locale's marks. A message
 * there is bracketed and has no plain ASCII letter ("[Şḗḗřīḗḗş]", the values it holds inside its brackets), so what is
 * left once the bracketed parts are taken out must have no word: this also finds a literal beside a message in one
 * text node ("[Ḿéšš] · next"). A message cut by an element of its own (rich text) leaves an open bracket at the end
 * of one node and a closing one at the start of another. Text with no letters (figures, punctuation), the platform's
 * data (inside dir="auto") and names that are no message (translate="no": the product's, the languages' own) are
 * not messages.
 */
async function unmarkedTexts(page: Page, within: string): Promise<string[]> {
  return page.evaluate(
    ({ selector, notYet }) => {
      const LETTERS = /[A-Za-z]{2,}/;
      const outsideMarks = (text: string): string => {
        let rest = text;
        for (let before = ''; before !== rest;) {
          before = rest;
          rest = rest.replace(/\[[^[\]]*\]/g, ' ');
        }
        return rest.replace(/\[[^\]]*$/, ' ').replace(/^[^[]*\]/, ' ');
      };
      const unmarked = (text: string): boolean => LETTERS.test(outsideMarks(text));
      const exempt = (element: Element | null): boolean =>
        !!element?.closest(['[dir="auto"]', '[translate="no"]', 'code', 'script', 'style', 'svg', ...notYet].join());
      const found: string[] = [];
      for (const root of document.querySelectorAll(selector)) {
        const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
        for (let node = walker.nextNode(); node; node = walker.nextNode()) {
          const text = (node.textContent ?? '').trim();
          const element = node.parentElement;
          if (!text || exempt(element) || !unmarked(text)) continue;
          if (element && element.getClientRects().length === 0 && !element.closest('select, dialog')) continue;
          found.push(text);
        }
        for (const element of root.querySelectorAll('[placeholder], [title], [aria-label]')) {
          if (exempt(element)) continue;
          for (const name of ['placeholder', 'title', 'aria-label']) {
            const said = element.getAttribute(name);
            if (said && unmarked(said)) found.push(`${name}: ${said}`);
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

// On one host and page: the converted screens toured from the welcome screen, then the Uploads screen at work.
test.describe('in the pseudo-locale', () => {
  const shared = oneHostAndPage({ locale: 'en-XA', viewport: { width: 1280, height: 800 } });

  test('the Welcome screen, the frame and the converted screens say every word from the catalogue', async () => {
    const { page } = shared;
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

    // The check bites: a literal beside a message in one text node, one in a node of its own, and an aria name with a
    // literal suffix are found; a message holding the platform's data within its brackets is not.
    await page.evaluate(() => {
      const probe = document.createElement('div');
      probe.id = 'unmarked-probe';
      const mixed = document.createElement('p');
      mixed.textContent = '[Ńéẋŧ ḟīŀé] · next 3';
      const bare = document.createElement('p');
      bare.textContent = 'Loading';
      const named = document.createElement('button');
      named.textContent = '[Ŗéḿǿṽé]';
      named.setAttribute('aria-label', '[Ŗéḿǿṽé] Weekly show now');
      const holding = document.createElement('p');
      holding.textContent = '[Ŧéḿƥŀȧŧé [Weekly show] · ƞéẋŧ 3]';
      probe.append(mixed, bare, named, holding);
      document.querySelector('main')!.append(probe);
    });
    expect(await unmarkedTexts(page, '#unmarked-probe')).toEqual([
      '[Ńéẋŧ ḟīŀé] · next 3',
      'Loading',
      'aria-label: [Ŗéḿǿṽé] Weekly show now',
    ]);
  });

  test('says every word of a held upload, its details and the upload settings from the catalogue', async () => {
    const { page } = shared;
    // Signed in by the test before; opened again, without its probe.
    await openApp(page, host);
    await expect(
      page.getByRole('navigation', { name: intlFor('en-XA').formatMessage(SHELL.screensNav) }),
    ).toBeVisible();
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

/** Opens each converted screen after the Welcome screen and the frame, with `each` run on every one. */
async function tourIn(page: Page, locale: AppLocale, each: (where: string) => Promise<void>): Promise<void> {
  await openApp(page, host);
  await expect(page.getByRole('button', { name: intlFor(locale).formatMessage(WELCOME.demoStart) })).toBeVisible();
  await each('welcome');
  await openDemoIn(page, locale);
  for (const screen of CONVERTED) {
    await showScreenIn(page, locale, screen);
    await page.waitForLoadState('networkidle');
    await each(screen);
  }
}
// Japanese renders without a CJK font on the build machine (boxes for its glyphs): the audit reads the document, not
// the pixels, so it holds; the widths do not, so overflow is looked at in German (the longer words) and the pseudo-locale.
for (const locale of ['de', 'ja'] as const) {
  for (const colorScheme of ['light', 'dark'] as const) {
    test.describe(`in ${locale === 'de' ? 'German' : 'Japanese'}, ${colorScheme}`, () => {
      test.use({ locale, colorScheme, viewport: { width: 1280, height: 800 } });
      ownHostEachTest();
      test('the converted screens pass the WCAG 2 AA audit and say their language', async ({ page }) => {
        test.setTimeout(120_000);
        const found: Record<string, string[]> = {};
        await tourIn(page, locale, async (where) => {
          await expect(page.locator('html')).toHaveAttribute('lang', locale);
          found[where] = await seriousViolations(page);
          if (locale === 'de') {
            const spilled = await overflowingControls(page);
            if (spilled.length > 0) found[`${where} (overflow)`] = spilled;
          }
        });
        expect(found).toEqual(Object.fromEntries(Object.keys(found).map((where) => [where, []])));
      });
    });
  }
}

// On one host and page: the switch on Watermark (which ends back on the system's language), then on Uploads.
test.describe('switching the language', () => {
  const shared = oneHostAndPage({ locale: 'en-US', viewport: { width: 1280, height: 800 } });

  test('applies at once, to the frame and the screen, keeping what was typed, and is kept for the next start', async () => {
    const { page } = shared;
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

  test('on the Uploads screen while an upload runs loses nothing: the upload goes on, its row and progress stay', async () => {
    test.setTimeout(90_000);
    const { page } = shared;
    await showScreenIn(page, 'en', 'uploads');
    const emulator = demoEmulatorUrl(host);
    // 4 MiB at 512 KiB/s: eight seconds of upload, long enough to switch the language twice in the middle of it.
    await control(emulator, 'PUT', '/throttle', { bytesPerSecond: 512 * 1024 });
    await page.getByLabel('Review the details of new videos before they upload').uncheck();
    await page
      .getByTestId('upload-dropzone')
      .drop({ files: { name: 'long-take.mp4', mimeType: 'video/mp4', buffer: videoBytes(4 * 1024 * 1024) } });
    const rows = page.getByTestId('upload-row');
    const bar = rows.filter({ hasText: 'long-take' }).getByRole('progressbar');
    const progress = async () => Number(await bar.getAttribute('aria-valuenow'));
    await expect.poll(progress, { intervals: [100], timeout: 20_000 }).toBeGreaterThan(0);
    // Every value the bar takes from here on is kept: a switch must not send it back (a new upload, a reset row).
    await bar.evaluate((element) => {
      const seen: number[] = [];
      (window as unknown as { seenProgress: number[] }).seenProgress = seen;
      new MutationObserver(() => seen.push(Number(element.getAttribute('aria-valuenow')))).observe(element, {
        attributes: true,
        attributeFilter: ['aria-valuenow'],
      });
    });
    const before = await progress();

    await page.getByTestId('language-setting').selectOption('de');
    await expect(page.getByRole('navigation', { name: 'Bereiche' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(intlFor('de').formatMessage(SCREEN_NAMES.uploads));
    await expect(rows).toHaveCount(1);
    expect(await progress()).toBeGreaterThanOrEqual(before);
    await page.getByTestId('language-setting').selectOption('ja');
    await expect(page.getByRole('navigation', { name: intlFor('ja').formatMessage(SHELL.screensNav) })).toBeVisible();
    await expect(rows).toHaveCount(1);

    // The same upload, on from where it was, to the end: one row, one video on the platform.
    await control(emulator, 'PUT', '/throttle', { bytesPerSecond: null });
    await expect(bar).toHaveAttribute('aria-valuenow', '100', { timeout: 30_000 });
    const seen = await page.evaluate(() => (window as unknown as { seenProgress: number[] }).seenProgress);
    expect(
      seen.every((value, index) => index === 0 || value >= seen[index - 1]!),
      seen.join(' '),
    ).toBe(true);
    expect(seen[0] ?? before).toBeGreaterThanOrEqual(before);
    await expect(rows).toHaveCount(1);
    const titles = (await demoUploads(emulator)).map((video) => video.title);
    expect(titles.filter((title) => title === 'long-take')).toHaveLength(1);
  });
});
