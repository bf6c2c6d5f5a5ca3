// Images to the platform in browser mode, as a creator uses them in the demo workspace: a watermark with a custom
// timing set and removed on the Watermark screen, each seen through the emulator's test control (the API cannot
// read a watermark back); an image that is no image refused in the page with the reason.
import { expect, test, type Page } from '@playwright/test';
import sharp from 'sharp';
import { demoEmulatorUrl } from './contract-client';
import { startWebHost, type WebHost } from './web-host';

let host: WebHost;

test.afterEach(async () => {
  await host?.stop();
});

async function openDemo(page: Page, screen: string): Promise<void> {
  await page.goto(host.url);
  await page.getByRole('button', { name: 'Try the demo workspace' }).click();
  await expect(page.getByRole('heading', { name: 'Uploads', level: 1 })).toBeVisible();
  await page.getByRole('navigation', { name: 'Screens' }).getByRole('button', { name: screen }).click();
}

async function watermarkAtPlatform(emulator: string): Promise<unknown> {
  const info = (await (await fetch(`${emulator}/_emulator/v1/info`)).json()) as { demo: { channelId: string } };
  const answer = await fetch(`${emulator}/_emulator/v1/channels/${info.demo.channelId}/watermark`);
  return ((await answer.json()) as { watermark: unknown }).watermark;
}

const logo = () =>
  sharp({ create: { width: 150, height: 150, channels: 4, background: { r: 230, g: 40, b: 40, alpha: 1 } } })
    .png()
    .toBuffer();

test('sets a watermark for the last 12 seconds, sees it at the platform, and removes it', async ({ page }) => {
  host = await startWebHost();
  await openDemo(page, 'Watermark');
  await expect(page.getByRole('heading', { name: 'Watermark', level: 1 })).toBeVisible();
  const current = page.getByTestId('watermark-current');
  await expect(current).toContainText('None set from Channel Desk.');
  await expect(current).toContainText('The platform cannot report which watermark your channel shows');

  // Not an image, whatever its name says: refused in the page, nothing sent.
  await page.getByTestId('watermark-file').setInputFiles({
    name: 'logo.png',
    mimeType: 'image/png',
    buffer: Buffer.from('Shot list: intro, b-roll, outro.\n'),
  });
  await expect(page.getByRole('region', { name: 'Watermark' }).getByRole('alert')).toContainText(
    'logo.png is not a PNG or JPEG image (it looks like text)',
  );
  await expect(page.getByRole('button', { name: 'Set watermark' })).toBeDisabled();

  await page
    .getByTestId('watermark-file')
    .setInputFiles({ name: 'channel-logo.png', mimeType: 'image/png', buffer: await logo() });
  await expect(page.getByText('channel-logo.png')).toBeVisible();
  await page.getByRole('radio', { name: 'The last seconds of the video' }).check();
  const seconds = page.getByLabel('Seconds before the end');
  await seconds.fill('0');
  await expect(page.getByText('The time before the end must be at least 1 second.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Set watermark' })).toBeDisabled();
  await seconds.fill('12');
  await expect(page.getByTestId('watermark-span')).toHaveText('On a 5:00 video it shows from 4:48 to 5:00.');
  await expect(page.getByRole('img', { name: 'Watermark, top right corner' })).toBeVisible();

  await page.getByRole('button', { name: 'Set watermark' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'The watermark is set' })).toBeVisible();
  await expect(page.getByTestId('watermark-current-timing')).toHaveText('Shows during the last 12 s.');
  const emulator = demoEmulatorUrl(host);
  expect(await watermarkAtPlatform(emulator)).toMatchObject({
    timing: { type: 'offsetFromEnd', offsetMs: '12000', durationMs: '12000' },
    width: 150,
    height: 150,
    mimeType: 'image/png',
  });

  // A reload forgets nothing: the app remembers what it set, since the platform cannot say.
  await page.reload();
  await page.getByRole('navigation', { name: 'Screens' }).getByRole('button', { name: 'Watermark' }).click();
  await expect(page.getByTestId('watermark-current-timing')).toHaveText('Shows during the last 12 s.');
  await expect(page.getByRole('img', { name: 'Current watermark channel-logo.png' })).toBeVisible();

  await page.getByRole('button', { name: 'Remove the watermark' }).click();
  await expect(page.getByText('Remove the watermark from all your videos?')).toBeVisible();
  await page.getByRole('button', { name: 'Yes, remove' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'The watermark is removed.' })).toBeVisible();
  await expect(page.getByTestId('watermark-current')).toContainText('None set from Channel Desk.');
  expect(await watermarkAtPlatform(emulator)).toBeNull();
});

test('sets a watermark from a start time for a duration, by keyboard', async ({ page }) => {
  host = await startWebHost();
  await openDemo(page, 'Watermark');
  await page
    .getByTestId('watermark-file')
    .setInputFiles({ name: 'mark.png', mimeType: 'image/png', buffer: await logo() });
  await page.getByRole('radio', { name: 'The whole video' }).focus();
  await page.keyboard.press('ArrowDown');
  await expect(page.getByRole('radio', { name: 'From a start time, for a while' })).toBeChecked();
  await page.getByLabel('Start (seconds after the video begins)').fill('30');
  await page.getByLabel('Duration (seconds)').fill('45');
  await expect(page.getByTestId('watermark-span')).toHaveText('On a 5:00 video it shows from 0:30 to 1:15.');
  await page.getByRole('button', { name: 'Set watermark' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('watermark-current-timing')).toHaveText('Shows from 30 s after the start, for 45 s.');
  expect(await watermarkAtPlatform(demoEmulatorUrl(host))).toMatchObject({
    timing: { type: 'offsetFromStart', offsetMs: '30000', durationMs: '45000' },
  });
});
