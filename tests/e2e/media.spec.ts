// Images to the platform in browser mode, as a creator uses them in the demo workspace: a custom thumbnail set on a
// demo video from its details in the Library (checked in the page, previewed, uploaded; the sizes made shown and
// seen through the Data API; an unverified channel told what to do), and a watermark with a custom timing set and
// removed on the Watermark screen, each seen through the emulator's test control (the API cannot read a watermark
// back); images that are no use refused in the page with the reason.
import { expect, test } from './support/hosts';
import sharp from 'sharp';
import { demoEmulatorUrl } from './support/contract-client';
import { demoInfo, openDemo, readDemoChannel, showScreen } from './support/demo-workspace';
import { shareHostAndPage } from './support/shared-page';
import { demoControl } from './support/web-host';

async function thumbnailsAtPlatform(emulator: string, videoId: string): Promise<Record<string, { url: string }>> {
  const body = await readDemoChannel<{ items: Array<{ snippet: { thumbnails: Record<string, { url: string }> } }> }>(
    emulator,
    `/videos?part=snippet&id=${videoId}`,
  );
  return body.items[0]!.snippet.thumbnails;
}

const picture = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: { r: 20, g: 90, b: 220 } } })
    .png()
    .toBuffer();

async function watermarkAtPlatform(emulator: string): Promise<unknown> {
  const info = await demoInfo(emulator);
  const answer = await fetch(`${emulator}/_emulator/v1/channels/${info.demo.channelId}/watermark`, {
    headers: demoControl,
  });
  return ((await answer.json()) as { watermark: unknown }).watermark;
}

const logo = () =>
  sharp({ create: { width: 150, height: 150, channels: 4, background: { r: 230, g: 40, b: 40, alpha: 1 } } })
    .png()
    .toBuffer();

// The three share one host and one page: the watermark set and removed, then set again another way; then the
// thumbnail, last since it leaves the channel unverified.
test.describe('images to the platform', () => {
  const shared = shareHostAndPage();
  test.beforeAll(async () => {
    await openDemo(shared.page, shared.host);
  });

  test('sets a watermark for the last 12 seconds, sees it at the platform, and removes it', async () => {
    const { host, page } = shared;
    await showScreen(page, 'Watermark');
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

  test('sets a watermark from a start time for a duration, by keyboard', async () => {
    const { host, page } = shared;
    await showScreen(page, 'Watermark');
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

  test('sets a custom thumbnail on a demo video in the Library and sees the sizes made', async () => {
    const { host, page } = shared;
    await showScreen(page, 'Library');
    await page.getByTestId('video-row').filter({ hasText: 'Studio tour 2026' }).click();
    const details = page.getByTestId('video-details');
    await expect(details.getByTestId('current-thumbnail')).toBeVisible();

    // Too narrow for the platform: refused in the page, nothing sent.
    await details.getByTestId('thumbnail-file').setInputFiles({
      name: 'small.png',
      mimeType: 'image/png',
      buffer: await picture(400, 225),
    });
    await expect(details.getByRole('alert')).toContainText('small.png is 400 px wide');
    await expect(details.getByRole('button', { name: 'Upload thumbnail' })).toHaveCount(0);

    // 4:3: accepted with the advice, previewed letterboxed at each size the platform will make.
    await details.getByTestId('thumbnail-file').setInputFiles({
      name: 'cover.png',
      mimeType: 'image/png',
      buffer: await picture(1600, 1200),
    });
    await expect(details.getByText('cover.png is 1600 × 1200, not 16:9')).toBeVisible();
    // 1200 px high: enough for fhd (1080 high) too, which the platform makes since 2026-09-11.
    for (const name of ['default', 'medium', 'high', 'standard', 'maxres', 'fhd']) {
      await expect(details.getByRole('img', { name: new RegExp(`^Preview at ${name} size`) })).toBeVisible();
    }
    await details.getByRole('button', { name: 'Upload thumbnail' }).click();
    await expect(details.getByText('The platform made 6 sizes of the new thumbnail.')).toBeVisible();
    const made = details.getByTestId('thumbnail-sizes').locator('li');
    await expect(made).toHaveCount(6);
    await expect(made.filter({ hasText: 'maxres 1280 × 720' })).toBeVisible();
    await expect(made.filter({ hasText: 'fhd 1920 × 1080' })).toBeVisible();

    // The platform shows them from now on, to any client.
    const emulator = demoEmulatorUrl(host);
    const listed = await thumbnailsAtPlatform(emulator, 'dQd3moVid01');
    expect(Object.keys(listed).sort()).toEqual(['default', 'fhd', 'high', 'maxres', 'medium', 'standard']);
    await expect(details.getByTestId('current-thumbnail')).toHaveAttribute('src', listed.medium!.url);
    // The Library's list shows it too, without a reload (the placeholders were drawn SVGs).
    const row = page.getByTestId('video-row').filter({ hasText: 'Studio tour 2026' });
    await expect(row.locator('img')).toHaveAttribute('src', /\/_emulator\/v1\/media\//);

    // A channel the platform has not verified: the refusal says what to do, with the way there.
    const info = await demoInfo(emulator);
    await fetch(`${emulator}/_emulator/v1/channels/${info.demo.channelId}/verification`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json', ...demoControl },
      body: JSON.stringify({ verified: false }),
    });
    await details.getByTestId('thumbnail-file').setInputFiles({
      name: 'again.png',
      mimeType: 'image/png',
      buffer: await picture(1280, 720),
    });
    await details.getByRole('button', { name: 'Upload thumbnail' }).click();
    await expect(details.getByRole('alert')).toContainText('verify your channel');
    await expect(details.getByRole('link', { name: 'Verify your channel on the platform' })).toHaveAttribute(
      'href',
      'https://www.youtube.com/verify',
    );
    expect((await thumbnailsAtPlatform(emulator, 'dQd3moVid01')).maxres!.url).toBe(listed.maxres!.url);
  });
});
