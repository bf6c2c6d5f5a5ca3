// A playlist's cover image in the demo workspace, as a creator handles it: the seeded cover of "First time here" is
// shown with its size, deleted after a question answered by keyboard; a text file and a wide picture are refused in
// the page before anything is sent; a square picture is set with its cost said first, shown, and the platform lists
// it; then it is replaced.
import { type APIRequestContext } from '@playwright/test';
import { expect, test } from './support/hosts';
import sharp from 'sharp';
import { demoEmulatorUrl } from './support/contract-client';
import { demoGrant, openDemo, type DemoGrant } from './support/demo-workspace';
import { startWebHost, type WebHost } from './support/web-host';

let host: WebHost;

test.afterEach(async () => {
  await host?.stop();
});

const picture = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: { r: 30, g: 110, b: 200 } } })
    .png()
    .toBuffer();

async function platformCovers(request: APIRequestContext, api: DemoGrant, playlistId: string) {
  const answer = await request.get(`${api.emulator}/youtube/v3/playlistImages?part=snippet&playlistId=${playlistId}`, {
    headers: api.auth,
  });
  expect(answer.status()).toBe(200);
  return ((await answer.json()) as { items: Array<{ snippet: { width: number; height: number } }> }).items;
}

test('a playlist cover is shown, deleted, refused when it is not a square image, set from a file and replaced', async ({
  page,
  request,
}) => {
  host = await startWebHost();
  await openDemo(page, host, 'Playlists');
  const api = await demoGrant(demoEmulatorUrl(host));
  const playlistId = 'PLd3moStartHere00000000000000000003';

  await page.getByTestId('playlist-card').filter({ hasText: 'First time here' }).click();
  const cover = page.getByTestId('playlist-cover');
  await expect(cover.getByTestId('cover-current')).toContainText('512 × 512');
  await expect(cover.getByText('Deleting the cover: 50 units')).toBeVisible();

  // Delete, asked first; answered from the keyboard.
  await cover.getByRole('button', { name: 'Delete cover of “First time here”' }).click();
  await expect(page.getByRole('group', { name: 'Confirm deleting the cover of “First time here”' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(cover.getByTestId('cover-current')).toBeVisible();
  await cover.getByRole('button', { name: 'Delete cover of “First time here”' }).click();
  await page.getByRole('button', { name: 'Yes, delete' }).focus();
  await page.keyboard.press('Enter');
  await expect(cover.getByTestId('cover-none')).toBeVisible();
  expect(await platformCovers(request, api, playlistId)).toEqual([]);

  // Not an image, then not square: refused in the page, nothing to send.
  const file = cover.getByTestId('cover-file');
  await file.setInputFiles({ name: 'notes.png', mimeType: 'image/png', buffer: Buffer.from('just some text') });
  await expect(cover.getByRole('alert')).toContainText('notes.png is not a PNG or JPEG image');
  await file.setInputFiles({ name: 'wide.png', mimeType: 'image/png', buffer: await picture(1280, 720) });
  await expect(cover.getByRole('alert')).toContainText('wide.png is 1280 × 720; a playlist cover must be square');
  await expect(cover.getByRole('button', { name: 'Set cover' })).toHaveCount(0);

  // A square picture: its cost first, then set, shown, and listed by the platform.
  await file.setInputFiles({ name: 'square.png', mimeType: 'image/png', buffer: await picture(800, 800) });
  await expect(cover.getByText('Setting the cover: 50 units')).toBeVisible();
  await cover.getByRole('button', { name: 'Set cover' }).click();
  await expect(cover.getByTestId('cover-current')).toContainText('800 × 800');
  await expect(cover.getByTestId('cover-image')).toBeVisible();
  expect(await platformCovers(request, api, playlistId)).toEqual([
    expect.objectContaining({ snippet: expect.objectContaining({ width: 800, height: 800 }) }),
  ]);

  // Replaced: playlistImages.update on the same cover.
  await file.setInputFiles({ name: 'bigger.png', mimeType: 'image/png', buffer: await picture(1000, 1000) });
  await expect(cover.getByText('Replacing the cover: 50 units')).toBeVisible();
  await cover.getByRole('button', { name: 'Replace cover' }).click();
  await expect(cover.getByTestId('cover-current')).toContainText('1000 × 1000');
  expect(await platformCovers(request, api, playlistId)).toHaveLength(1);
});
