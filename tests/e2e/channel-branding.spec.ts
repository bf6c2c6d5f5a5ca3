// The Channel screen's Branding tab in browser mode, as a creator uses it in the demo workspace: a banner too small
// refused in the page with the size rule named; a generated 2048 × 1152 banner previewed as TV, desktop and mobile
// crop it, applied in two steps and then shown as the channel's banner, seen through the Data API; the description
// and keywords (one of several words) saved, seen at the emulator, and still there after a reload.
import { type Page } from '@playwright/test';
import { expect, test } from './support/hosts';
import sharp from 'sharp';
import { demoEmulatorUrl } from './support/contract-client';
import { openDemo, readDemoChannel, showScreen } from './support/demo-workspace';
import { shareHostAndPage } from './support/shared-page';
import { demoControl } from './support/web-host';

// One host and one page for both: the first test reads the demo's own branding before it changes it; the second
// compares with what it finds (the banner before, the quota used before its retry).
const shared = shareHostAndPage();
test.beforeAll(async () => {
  await openDemo(shared.page, shared.host);
});

async function openChannel(page: Page): Promise<void> {
  await showScreen(page, 'Channel');
  await expect(page.getByTestId('branding-panel')).toBeVisible();
}

interface PlatformBranding {
  channel: { description?: string; keywords?: string; country?: string };
  image?: { bannerExternalUrl?: string };
}

/** The demo channel's brandingSettings as any client of the platform reads them. */
async function brandingAtPlatform(): Promise<PlatformBranding> {
  const body = await readDemoChannel<{ items: Array<{ brandingSettings: PlatformBranding }> }>(
    demoEmulatorUrl(shared.host),
    '/channels?part=brandingSettings&mine=true',
  );
  return body.items[0]!.brandingSettings;
}

/** A banner with a bright safe area on a dark field, so a wrong crop would show. */
async function bannerImage(width: number, height: number): Promise<Buffer> {
  const safe = { width: Math.round((width * 1546) / 2560), height: Math.round((height * 423) / 1440) };
  const inner = await sharp({
    create: { ...safe, channels: 3, background: { r: 250, g: 200, b: 40 } },
  })
    .png()
    .toBuffer();
  return sharp({ create: { width, height, channels: 3, background: { r: 20, g: 40, b: 90 } } })
    .composite([
      { input: inner, left: Math.round((width - safe.width) / 2), top: Math.round((height - safe.height) / 2) },
    ])
    .png()
    .toBuffer();
}

test('replaces the banner with crop previews, refuses a small one, and saves the description and keywords', async () => {
  const { page } = shared;
  await openChannel(page);
  const panel = page.getByTestId('branding-panel');

  // The demo channel's banner and details as the platform has them.
  const before = await brandingAtPlatform();
  await expect(panel.getByRole('img', { name: 'Current banner', exact: true })).toHaveAttribute(
    'src',
    before.image!.bannerExternalUrl!,
  );
  await expect(panel.getByRole('img', { name: 'Current banner on mobile' })).toBeVisible();
  await expect(panel.getByTestId('keyword-list').getByRole('listitem')).toHaveText([
    /studio/,
    /desk setup/,
    /lighting/,
    /editing/,
    /color grading/,
  ]);

  // Too small for a banner: refused in the page with the rule, nothing offered to apply.
  await panel.getByTestId('banner-file').setInputFiles({
    name: 'small.png',
    mimeType: 'image/png',
    buffer: await bannerImage(1000, 500),
  });
  await expect(panel.getByRole('alert')).toContainText(
    'small.png is 1000 × 500; a banner must be at least 2048 × 1152 pixels',
  );
  await expect(panel.getByRole('button', { name: 'Apply banner' })).toHaveCount(0);

  // The smallest the platform takes: previewed as each device crops it, the cost said, then applied.
  await panel.getByTestId('banner-file').setInputFiles({
    name: 'art.png',
    mimeType: 'image/png',
    buffer: await bannerImage(2048, 1152),
  });
  const crops = panel.getByTestId('banner-crops');
  await expect(crops.locator('li')).toHaveText([
    /TV 2048 × 1152/,
    /Desktop 2048 × 338/,
    /Mobile \(safe area\) 1237 × 338/,
  ]);
  for (const device of ['TV', 'desktop', 'mobile']) {
    await expect(crops.getByRole('img', { name: `New banner on ${device}` })).toBeVisible();
  }
  // The mobile preview shows exactly the safe area: 240 px wide, in the banner's shape of 1546 × 423.
  const mobile = await crops.locator('li[data-device="mobile"] .bn-crop').boundingBox();
  expect(mobile!.width).toBeCloseTo(240, 0);
  expect(mobile!.height).toBeCloseTo((240 * 423) / 1546, 0);
  await expect(panel.getByText('Sends the image, then sets it (4 calls): 102 units')).toBeVisible();
  await panel.getByRole('button', { name: 'Apply banner' }).click();

  const steps = panel.getByTestId('banner-steps');
  await expect(steps.locator('li[data-state="done"]')).toHaveCount(2);
  await expect(steps).toContainText('The new banner is set.');
  const applied = await brandingAtPlatform();
  expect(applied.image!.bannerExternalUrl).not.toBe(before.image!.bannerExternalUrl);
  await expect(panel.getByRole('img', { name: 'Current banner', exact: true })).toHaveAttribute(
    'src',
    applied.image!.bannerExternalUrl!,
  );
  // The one served is the image sent.
  const served = await fetch(applied.image!.bannerExternalUrl!);
  expect((await sharp(Buffer.from(await served.arrayBuffer())).metadata()).width).toBe(2048);

  // Description and keywords: one keyword removed, one of two words added with Enter.
  await panel.getByLabel('Description').fill('Studio builds and honest gear reviews, every Friday.');
  await panel.getByRole('button', { name: 'Remove keyword editing' }).click();
  await panel.getByRole('textbox', { name: 'Keywords' }).fill('home office');
  await panel.getByRole('textbox', { name: 'Keywords' }).press('Enter');
  await panel.getByLabel('Description').fill('Studio <builds>');
  await expect(panel.getByText('The description cannot contain < or >')).toBeVisible();
  await expect(panel.getByRole('button', { name: 'Save', exact: true })).toBeDisabled();
  await panel.getByLabel('Description').fill('Studio builds and honest gear reviews, every Friday.');
  await panel.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(panel.getByText('Saved. The channel shows the new details.')).toBeVisible();

  const saved = await brandingAtPlatform();
  expect(saved.channel.description).toBe('Studio builds and honest gear reviews, every Friday.');
  expect(saved.channel.keywords).toBe('studio "desk setup" lighting "color grading" "home office"');
  // The banner set a moment ago went back with the part, untouched.
  expect(saved.image!.bannerExternalUrl).toBe(applied.image!.bannerExternalUrl);

  // A reload reads them from the platform again.
  await page.reload();
  await openChannel(page);
  await expect(panel.getByLabel('Description')).toHaveValue('Studio builds and honest gear reviews, every Friday.');
  await expect(panel.getByTestId('keyword-list').getByRole('listitem')).toHaveText([
    /studio/,
    /desk setup/,
    /lighting/,
    /color grading/,
    /home office/,
  ]);
  await expect(panel.getByRole('img', { name: 'Current banner', exact: true })).toHaveAttribute(
    'src',
    applied.image!.bannerExternalUrl!,
  );
});

async function quotaUsed(): Promise<number> {
  const answer = await fetch(`${demoEmulatorUrl(shared.host)}/_emulator/v1/quota`, { headers: demoControl });
  return ((await answer.json()) as { used: number }).used;
}

test('a banner whose second step fails is set later by retrying that step alone, even after a reload', async () => {
  const { page } = shared;
  await openChannel(page);
  const panel = page.getByTestId('branding-panel');
  const before = await brandingAtPlatform();

  // The platform fails the next channels.update once; the image itself goes through.
  const armed = await fetch(`${demoEmulatorUrl(shared.host)}/_emulator/v1/faults`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...demoControl },
    body: JSON.stringify({ method: 'channels.update', kind: 'serverError', status: 503 }),
  });
  expect(armed.ok).toBe(true);
  await panel.getByTestId('banner-file').setInputFiles({
    name: 'wide.png',
    mimeType: 'image/png',
    buffer: await bannerImage(2560, 1440),
  });
  await panel.getByRole('button', { name: 'Apply banner' }).click();
  const steps = panel.getByTestId('banner-steps');
  await expect(steps.locator('li[data-state="done"]')).toHaveCount(1);
  await expect(steps.locator('li[data-state="failed"]')).toHaveCount(1);
  const waiting = panel.getByTestId('banner-waiting');
  await expect(waiting).toHaveAttribute('role', 'alert');
  await expect(waiting).toContainText('Retrying does not send the image again.');
  expect((await brandingAtPlatform()).image).toEqual(before.image);

  // A reload still offers step 2: the main process kept the URL step 1 answered.
  await page.reload();
  await openChannel(page);
  await expect(waiting).toContainText('only setting it on the channel is left');
  const usedBefore = await quotaUsed();
  await waiting.getByRole('button', { name: 'Retry setting the banner' }).click();
  await expect(steps).toContainText('The new banner is set.');
  await expect(waiting).toHaveCount(0);

  // Step 2 alone: one read and one update (51 units), no second upload (50 more).
  expect((await quotaUsed()) - usedBefore).toBe(51);
  const after = await brandingAtPlatform();
  expect(after.image!.bannerExternalUrl).not.toBe(before.image!.bannerExternalUrl);
  await expect(panel.getByRole('img', { name: 'Current banner', exact: true })).toHaveAttribute(
    'src',
    after.image!.bannerExternalUrl!,
  );
  const served = await fetch(after.image!.bannerExternalUrl!);
  expect((await sharp(Buffer.from(await served.arrayBuffer())).metadata()).width).toBe(2560);
});
