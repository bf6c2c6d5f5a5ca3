// A creator pins the theme from the sidebar (it holds across a reload, drawn in it from the first paint), reaches the
// screen with the skip link, and works the demo checklist by keyboard: it unfolds, ticks what it saw done, remembers a
// step ticked by hand, and goes away when hidden.
import { expect, test } from './support/hosts';
import { openDemo, showScreen } from './support/demo-workspace';
import { shareHostAndPage } from './support/shared-page';

// One host and one page, in order: the theme (which ends on the system's again), the skip link (from the top of a
// reloaded page), then the checklist, which neither touched (still folded, nothing ticked).
const shared = shareHostAndPage();

const background = (page: import('@playwright/test').Page) =>
  page.evaluate(() => getComputedStyle(document.body).backgroundColor);

test('the theme follows the system until pinned, and a pinned theme holds from the first paint', async () => {
  const { page, host } = shared;
  await page.emulateMedia({ colorScheme: 'light' });
  await openDemo(page, host);
  const theme = page.getByTestId('theme-setting');
  await expect(theme.getByRole('radio', { name: 'System' })).toBeChecked();
  const light = await background(page);
  await page.emulateMedia({ colorScheme: 'dark' });
  const dark = await background(page);
  expect(dark).not.toBe(light);

  // Pinned light, the system's dark no longer applies; by keyboard, as radio buttons go.
  await theme.getByRole('radio', { name: 'System' }).focus();
  await page.keyboard.press('ArrowRight');
  await expect(theme.getByRole('radio', { name: 'Light' })).toBeChecked();
  expect(await background(page)).toBe(light);
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');

  // After a reload the pinned theme is on <html> before the app's code runs (theme-boot.js in <head>).
  await page.addInitScript(() => {
    document.addEventListener('readystatechange', () => {
      if (document.readyState === 'interactive')
        (window as unknown as { themeAtParse: string | undefined }).themeAtParse =
          document.documentElement.dataset.theme;
    });
  });
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Uploads', level: 1 })).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { themeAtParse: string | undefined }).themeAtParse)).toBe(
    'light',
  );
  expect(await background(page)).toBe(light);
  await expect(theme.getByRole('radio', { name: 'Light' })).toBeChecked();

  // Back to the system's.
  await theme.getByText('System').click();
  await expect(page.locator('html')).not.toHaveAttribute('data-theme');
  expect(await background(page)).toBe(dark);
});

test('the skip link jumps over the sidebar to the screen', async () => {
  const { page } = shared;
  // From the top of the page, as after opening the app.
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Uploads', level: 1 })).toBeVisible();
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Skip to the screen' });
  await expect(skip).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('main')).toBeFocused();
  // The next Tab lands inside the screen, not in the sidebar.
  await page.keyboard.press('Tab');
  expect(await page.evaluate(() => document.activeElement?.closest('main') !== null)).toBe(true);
});

test('the demo checklist unfolds by keyboard, ticks what it saw, remembers a hand tick, and hides', async () => {
  const { page } = shared;
  const steps = page.getByTestId('first-steps');
  const toggle = steps.getByRole('button', { name: /Demo checklist/ });
  // Folded, it is one line: no step takes room from the screen.
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await expect(steps.getByRole('checkbox')).toHaveCount(0);
  await expect(page.getByTestId('first-steps-count')).toHaveText('0/6');

  await toggle.focus();
  await page.keyboard.press('Enter');
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  await expect(steps.getByRole('checkbox')).toHaveCount(6);
  // The step of the screen shown says what to try here; the others offer a way there.
  await expect(steps).toContainText('Drop any video file on the Uploads screen');
  await expect(steps.getByRole('button', { name: 'Go to Uploads' })).toHaveCount(0);

  // Looking at the rules is that step: it ticks itself.
  await steps.getByRole('button', { name: 'Open Rate limits' }).click();
  await expect(page.getByRole('heading', { name: 'Rate limits', level: 1 })).toBeVisible();
  await expect(steps.getByRole('checkbox', { name: /rate limiting rules/ })).toBeChecked();
  // A step the app cannot see is ticked by hand (Space on the checkbox).
  const own = steps.getByRole('checkbox', { name: /your own channel/ });
  await own.focus();
  await page.keyboard.press('Space');
  await expect(own).toBeChecked();
  await expect(page.getByTestId('first-steps-count')).toHaveText('2/6');

  // Remembered across a reload, unfolded as it was left.
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Uploads', level: 1 })).toBeVisible();
  await expect(page.getByTestId('first-steps-count')).toHaveText('2/6');
  await expect(steps.getByRole('checkbox', { name: /your own channel/ })).toBeChecked();

  // Hidden, it is gone from every screen until Accounts brings it back.
  await steps.getByRole('button', { name: 'Hide these tips' }).click();
  await expect(steps).toHaveCount(0);
  await showScreen(page, 'Accounts');
  await page.getByRole('button', { name: 'Show the first steps again' }).click();
  await expect(page.getByTestId('first-steps-count')).toHaveText('2/6');
});
