// After the upload, as a creator lives it in browser mode: the video is followed on the platform until it is
// processed (a browser notification tells it, once the browser allowed them), a rejected one shows the platform's
// reason, and a description whose chapters start at 0:05 is flagged before anything is sent.
import { type Page } from '@playwright/test';
import { expect, test } from './support/hosts';
import { demoEmulatorUrl } from './support/contract-client';
import { showScreen } from './support/demo-workspace';
import { shareHostAndPage } from './support/shared-page';
import { demoControl, startWebHost, type WebHost } from './support/web-host';
import { videoBytes } from '../support/video-fixture';

const MiB = 1024 * 1024;

let host: WebHost | undefined;

test.afterEach(async () => {
  await host?.stop();
  host = undefined;
});

declare global {
  interface Window {
    shownNotifications?: Array<{ title: string; body: string | undefined }>;
  }
}

/** The browser's own Notification, recording what the page shows with it. */
async function recordNotifications(page: Page): Promise<void> {
  await page.context().grantPermissions(['notifications']);
  await page.addInitScript(() => {
    const Real = window.Notification;
    window.shownNotifications = [];
    window.Notification = class extends Real {
      constructor(title: string, options?: NotificationOptions) {
        super(title, options);
        window.shownNotifications!.push({ title, body: options?.body });
      }
    };
  });
}

async function control(path: string, body: unknown): Promise<void> {
  const answer = await fetch(`${demoEmulatorUrl(host!)}/_emulator/v1${path}`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json', ...demoControl },
    body: JSON.stringify(body),
  });
  expect(answer.status, await answer.clone().text()).toBe(200);
}

function row(page: Page, text: string) {
  return page.getByTestId('upload-row').filter({ hasText: text });
}

test('an upload is followed to "processed" and a notification tells it; a rejected one shows its reason', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await recordNotifications(page);
  host = await startWebHost({ args: ['--demo'] });
  await page.goto(host.url);
  await showScreen(page, 'Accounts');
  const settings = page.getByRole('region', { name: 'Notifications' });
  await expect(settings.getByTestId('notification-permission')).toHaveText(
    "This browser shows Channel Desk's notifications.",
  );
  await expect(settings.getByLabel('The platform finished processing a video')).toBeChecked();
  // This creator does not want to hear of every finished upload, only of what the platform did with it: a switch
  // per kind, from the keyboard, kept by the app.
  const finishedSwitch = settings.getByLabel('An upload finished');
  await finishedSwitch.focus();
  await page.keyboard.press('Space');
  await expect(finishedSwitch).not.toBeChecked();
  await page.reload();
  await showScreen(page, 'Accounts');
  await expect(page.getByRole('region', { name: 'Notifications' }).getByLabel('An upload finished')).not.toBeChecked();
  await control('/processing', { delayMs: 2_000 });

  await showScreen(page, 'Uploads');
  await page.getByLabel('Review the details of new videos before they upload').uncheck();
  await page
    .getByTestId('upload-dropzone')
    .drop({ files: { name: 'harbour-walk.mp4', mimeType: 'video/mp4', buffer: videoBytes(1 * MiB) } });
  const walk = row(page, 'harbour-walk');
  await expect(walk.getByTestId('upload-state')).toHaveText('Done', { timeout: 30_000 });
  const status = walk.getByTestId('processing-status');
  await expect(status).toHaveAttribute('data-state', 'uploaded');
  await expect(status).toHaveAttribute('data-state', 'processed', { timeout: 30_000 });
  await expect(status).toContainText('Processed Ready to watch on the platform.');
  // What only the studio can do is listed with the video.
  await walk.getByText('Left to do in the studio').click();
  await expect(walk.getByText('Add an end screen')).toBeVisible();

  // The processing's end was told; the upload's end was not, as the creator chose.
  await expect
    .poll(() => page.evaluate(() => window.shownNotifications!.map((shown) => shown.title)), { timeout: 15_000 })
    .toEqual(['Video processed']);
  expect(await page.evaluate(() => window.shownNotifications!.find((n) => n.title === 'Video processed')?.body)).toBe(
    'harbour-walk',
  );

  // The platform rejects the next one as a duplicate: the row says so with the reason, and a notification too.
  await page
    .getByTestId('upload-dropzone')
    .drop({ files: { name: 'harbour-walk-again.mp4', mimeType: 'video/mp4', buffer: videoBytes(1 * MiB) } });
  const again = row(page, 'harbour-walk-again');
  await expect(again.getByTestId('upload-state')).toHaveText('Done', { timeout: 30_000 });
  const videoId = (await again.getByTestId('video-id').textContent())!;
  await control(`/videos/${videoId}/processing`, { uploadStatus: 'rejected', rejectionReason: 'duplicate' });
  const rejected = again.getByTestId('processing-status');
  await expect(rejected).toHaveAttribute('data-state', 'rejected', { timeout: 30_000 });
  await expect(rejected.getByRole('alert')).toContainText(
    'Rejected The platform refused it: it duplicates a video already uploaded (duplicate).',
  );
  await expect
    .poll(() => page.evaluate(() => window.shownNotifications!.map((shown) => shown.body)), { timeout: 15_000 })
    .toContain('harbour-walk-again: duplicate');

  // The Library shows the same reading of the video.
  await again.getByRole('button', { name: /^Edit .* in the Library$/ }).click();
  await expect(page.getByTestId('video-details').getByTestId('processing-status')).toHaveAttribute(
    'data-state',
    'rejected',
  );
});

// One host and one page, notifications not granted: the chapters of a held upload, then the Library's reading of the
// demo's videos (the held upload reaches neither the platform nor the Library).
test.describe('chapters and rejections on one host', () => {
  const shared = shareHostAndPage({ host: { args: ['--demo'] } });
  test.beforeAll(async () => {
    await shared.page.goto(shared.host.url);
  });

  test('a description whose chapters start at 0:05 is flagged, and fixed chapters are not', async () => {
    const { page } = shared;
    // Without the browser's leave, the app asks for it only when the creator presses the button; a refusal is said.
    await showScreen(page, 'Accounts');
    await page.getByRole('button', { name: 'Allow notifications in this browser' }).click();
    await expect(page.getByTestId('notification-permission')).toContainText('blocks');
    await showScreen(page, 'Uploads');
    await page
      .getByTestId('upload-dropzone')
      .drop({ files: { name: 'city-tour.mp4', mimeType: 'video/mp4', buffer: videoBytes(1 * MiB) } });
    const editor = page.getByTestId('metadata-editor');
    const description = editor.getByLabel('Description');
    await description.fill('A walk through town.\n\n0:05 Start\n1:00 Market\n2:30 Harbour');
    await expect(description).toHaveAttribute('aria-invalid', 'true');
    await expect(editor.getByText('Chapters must start at 0:00: the first timestamp is 0:05')).toBeVisible();

    await description.fill('A walk through town.\n\n0:00 Start\n0:04 Gate\n2:30 Harbour');
    await expect(editor.getByText('Chapter "Start" (0:00) lasts 4 s')).toBeVisible();

    await description.press('Control+a');
    await description.pressSequentially('0:00 Start\n1:00 Market\n2:30 Harbour');
    await expect(description).not.toHaveAttribute('aria-invalid', 'true');
    await expect(editor.getByText(/Chapters must|lasts \d+ s/)).toHaveCount(0);
  });

  test('the Library shows a video the platform rejected with its reason, and checks its chapters too', async () => {
    const { page } = shared;
    await showScreen(page, 'Library');
    await page.getByTestId('video-row').filter({ hasText: 'Draft: sponsor segment rough cut' }).click();
    const details = page.getByTestId('video-details');
    const status = details.getByTestId('processing-status');
    await expect(status).toHaveAttribute('data-state', 'rejected');
    await expect(status.getByRole('alert')).toContainText(
      'Rejected The platform refused it: it duplicates a video already uploaded (duplicate).',
    );

    await details.getByLabel('Description').fill('Rough cut.\n0:05 Sponsor\n0:40 Product\n1:10 Outro');
    await expect(details.getByText('Chapters must start at 0:00: the first timestamp is 0:05')).toBeVisible();

    // A processed video lists what only the studio can do.
    await page.keyboard.press('Escape');
    await page.getByTestId('video-row').filter({ hasText: 'Channel trailer' }).click();
    await expect(details.getByTestId('processing-status')).toHaveAttribute('data-state', 'processed');
    await details.getByText('Left to do in the studio').click();
    await expect(details.getByText('Add cards')).toBeVisible();
  });
});
