// What a newcomer meets on every screen of the demo workspace (issue 32, "Everywhere"): a sidebar that fits a
// 1280×800 and a 1024×768 window with its theme setting in view and its checklist readable, the page loading with no
// failed request (its icon included), the checklist's "look at the rules" step ticked by opening Rate limits even
// while the checklist is hidden, and the app's own file picker taking a dropped image.
import { type Page } from '@playwright/test';
import { expect, test } from './support/hosts';
import sharp from 'sharp';
import { openDemo, showScreen } from './support/demo-workspace';
import { shareHostAndPage } from './support/shared-page';

// One host and one page, in order: the checklist's step ticked while hidden (first, while nothing has ticked it), the
// file picker, then the sidebar at each size, each from the system's theme and the checklist folded.
const shared = shareHostAndPage();

// Every request the page made, the demo's sign-in included, from the start of the first test: none may fail.
const failed: string[] = [];
test.beforeAll(() => {
  const { page } = shared;
  page.on('requestfailed', (request) => failed.push(`${request.url()} ${request.failure()?.errorText}`));
  page.on('response', (response) => {
    if (response.status() >= 400) failed.push(`${response.url()} ${response.status()}`);
  });
});

/** Whether the element lies wholly inside the window, the page itself not scrolled. */
async function inView(page: Page, testId: string): Promise<boolean> {
  const box = await page.getByTestId(testId).boundingBox();
  const size = page.viewportSize()!;
  const scrolled = await page.evaluate(() => window.scrollY);
  return box !== null && scrolled === 0 && box.y >= 0 && box.y + box.height <= size.height;
}

test('opening Rate limits ticks the checklist step, even while the checklist is hidden', async () => {
  const { page, host } = shared;
  await openDemo(page, host);
  await page.getByRole('button', { name: 'Hide these tips' }).click();
  await expect(page.getByTestId('first-steps')).toHaveCount(0);
  await showScreen(page, 'Rate limits');
  await showScreen(page, 'Accounts');
  await page.getByRole('button', { name: 'Show the first steps again' }).click();
  const steps = page.getByTestId('first-steps');
  await expect(steps.getByRole('checkbox', { name: /rate limiting rules/ })).toBeChecked();
  await expect(steps.getByTestId('first-steps-count')).toHaveText('1/6');
});

test('the file picker is the app’s own, and takes an image dropped on it (a playlist cover)', async () => {
  const { page } = shared;
  await showScreen(page, 'Playlists');
  await page.getByTestId('playlist-card').filter({ hasText: 'First time here' }).click();
  const cover = page.getByTestId('playlist-cover');
  const drop = cover.getByTestId('cover-drop');
  await expect(drop).toContainText('Drop an image to replace the cover');
  await expect(drop).toContainText('Choose an image…');
  // The browser's own "Choose File / No file chosen" control is hidden away (still there for the keyboard).
  const input = await cover.getByTestId('cover-file').boundingBox();
  expect(input!.width).toBeLessThanOrEqual(1);

  const square = await sharp({ create: { width: 800, height: 800, channels: 3, background: '#1e6ec8' } })
    .png()
    .toBuffer();
  await drop.drop({ files: [{ name: 'square.png', mimeType: 'image/png', buffer: square }] });
  await expect(cover.getByText('Replacing the cover: 50 units')).toBeVisible();
  await cover.getByRole('button', { name: 'Replace cover' }).click();
  await expect(cover.getByTestId('cover-current')).toContainText('800 × 800');
  // Kept by the picker: the window's own drop handler did not take the image to Uploads as a video.
  await expect(page.getByRole('heading', { name: 'Playlists', level: 1 })).toBeVisible();
});
for (const [width, height] of [
  [1280, 800],
  [1024, 768],
] as const) {
  test(`the sidebar fits ${width}×${height}: quota line, checklist and theme in view, no request fails`, async () => {
    const { page } = shared;
    await page.setViewportSize({ width, height });
    // From the system's theme and the checklist folded, whatever the test before left.
    await page.getByTestId('theme-setting').getByText('System').click();
    await expect(page.locator('html')).not.toHaveAttribute('data-theme');
    const steps = page.getByTestId('first-steps');
    const toggle = steps.getByRole('button', { name: /Demo checklist/ });
    if ((await toggle.getAttribute('aria-expanded')) === 'true') await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');

    // The checklist unfolded on the screen whose step has the longest text: still everything fits.
    await toggle.click();
    await showScreen(page, 'Rate limits');
    await expect(steps.locator('.checklist-text')).toBeVisible();
    for (const testId of ['quota-summary', 'first-steps-count', 'theme-setting']) {
      expect(await inView(page, testId), `${testId} is in view at ${width}×${height}`).toBe(true);
    }
    await page.getByTestId('theme-setting').getByText('Dark').click();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    // The sidebar itself does not scroll past its foot, and a step's title is not squeezed to a word a line.
    const sidebar = page.locator('aside.sidebar');
    expect(await sidebar.evaluate((aside) => aside.scrollHeight - aside.clientHeight)).toBeLessThanOrEqual(1);
    const label = await steps.locator('[data-step="upload"] label').boundingBox();
    expect(label!.width).toBeGreaterThan(100);

    // The page names its icon, and the host serves it.
    const icon = await page.locator('link[rel="icon"]').getAttribute('href');
    expect(icon).toBeTruthy();
    const answer = await page.request.get(new URL(icon!, page.url()).href);
    expect(answer.status()).toBe(200);
    expect(answer.headers()['content-type']).toContain('image/svg+xml');
    expect(failed).toEqual([]);
  });
}
