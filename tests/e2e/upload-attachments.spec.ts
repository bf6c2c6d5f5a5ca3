// Attachments on upload, as a creator uses them in browser mode: a video dropped on Uploads gets a thumbnail and a
// playlist in its details, the transfer finishes, and the app is killed hard (SIGKILL) before the attachments are
// done: the platform's daily quota ran out right after the transfer, so the steps wait, saved in the queue. Started
// again on the same data dir (the demo emulator starts with a fresh quota), the app does each remaining step
// exactly once, and never uploads the video again.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type Page } from '@playwright/test';
import { expect, test } from './support/hosts';
import { connectContract, demoEmulatorUrl } from './support/contract-client';
import { demoInfo, readDemoChannel, showScreen } from './support/demo-workspace';
import { demoControl, startWebHost, type WebHost } from './support/web-host';
import { pngBytes } from '../support/attachment-fixture';
import { videoBytes } from '../support/video-fixture';

const TUTORIALS = 'PLd3moTutorials0000000000000000001';

let host: WebHost | undefined;

test.afterEach(async () => {
  await host?.stop();
  host = undefined;
});

async function openUploads(page: Page, url: string): Promise<void> {
  await page.goto(url);
  await showScreen(page, 'Uploads');
}

async function emulatorJson<T>(emulator: string, path: string, init?: RequestInit): Promise<T> {
  const answer = await fetch(`${emulator}${path}`, { ...init, headers: { ...init?.headers, ...demoControl } });
  if (!answer.ok) throw new Error(`${path}: ${answer.status} ${await answer.text()}`);
  return (await answer.json()) as T;
}

/** Reads the platform as any client would: the playlist's items holding the video, and the video's thumbnails. */
async function platformView(emulator: string, videoId: string) {
  const items = await readDemoChannel<{ items: unknown[] }>(
    emulator,
    `/playlistItems?part=snippet&maxResults=50&playlistId=${TUTORIALS}&videoId=${videoId}`,
  );
  const videos = await readDemoChannel<{
    items: Array<{ snippet: { thumbnails: Record<string, { url: string; width?: number }> } }>;
  }>(emulator, `/videos?part=snippet&id=${videoId}`);
  const uploads = await emulatorJson<{ videos: Array<{ id: string; title: string }> }>(
    emulator,
    '/_emulator/v1/videos',
  );
  return {
    inPlaylist: items.items.length,
    thumbnails: videos.items[0]?.snippet.thumbnails ?? {},
    copies: uploads.videos.filter((video) => video.title === 'Attached take').length,
  };
}

test('thumbnail and playlist attached to an upload are done exactly once across a SIGKILL', async ({ page }) => {
  test.setTimeout(180_000);
  const workDir = mkdtempSync(join(tmpdir(), 'desk-attach-'));
  const dataDir = join(workDir, 'data');
  host = await startWebHost({ dataDir, args: ['--demo'] });
  const emulator = demoEmulatorUrl(host);
  await openUploads(page, host.url);

  // The video waits for its details to be reviewed; its form opens by itself.
  await page.getByTestId('upload-dropzone').drop({
    files: [{ name: 'attached-take.mp4', mimeType: 'video/mp4', buffer: videoBytes(2 * 1024 * 1024) }],
  });
  const row = page.getByTestId('upload-row').filter({ hasText: 'attached-take.mp4' });
  await expect(row.getByTestId('upload-state')).toHaveText('Paused');
  const editor = page.getByTestId('metadata-editor');
  await editor.getByLabel('Title').fill('Attached take');
  await editor.getByRole('button', { name: 'Save details' }).click();
  await expect(row.locator('.up-title')).toHaveText('Attached take');

  // A picture that is no thumbnail is refused in the page, saying why; a 1280×720 PNG is taken. The thumbnail is among
  // the details' essentials; the playlists are in "Once it is uploaded".
  const attachments = page.getByTestId('attachments');
  const thumbnail = editor.getByRole('group', { name: 'Thumbnail' });
  await thumbnail.getByTestId('thumbnail-input').setInputFiles({
    name: 'small.png',
    mimeType: 'image/png',
    buffer: pngBytes(320, 180),
  });
  await expect(thumbnail.getByTestId('thumbnail-problem')).toContainText('at least 640 px wide');
  await thumbnail.getByTestId('thumbnail-input').setInputFiles({
    name: 'cover.png',
    mimeType: 'image/png',
    buffer: pngBytes(1280, 720),
  });
  await expect(thumbnail.getByTestId('thumbnail-choice')).toContainText('cover.png');
  await expect(thumbnail.getByRole('img', { name: 'Thumbnail preview: cover.png' })).toBeVisible();
  await attachments.getByRole('checkbox', { name: /^Tutorials/ }).check();
  await expect(row.getByTestId('upload-step')).toHaveText([/Thumbnail cover\.png\s*To do/, /"Tutorials"\s*To do/]);

  // The uploads bucket takes the video, but the shared units left are too few for the thumbnail (50): the
  // attachments will have to wait.
  const quota = await emulatorJson<{ used: number }>(emulator, '/_emulator/v1/quota');
  await emulatorJson(emulator, '/_emulator/v1/quota', {
    method: 'PUT',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ limit: quota.used + 20 }),
  });
  await row.getByRole('button', { name: 'Start upload Attached take' }).click();
  await expect(row.getByTestId('upload-state')).toHaveText('Done', { timeout: 60_000 });
  const thumbnailStep = row.locator('[data-testid="upload-step"][data-step="thumbnail"]');
  await expect(thumbnailStep.getByTestId('upload-step-note')).toContainText('daily quota units are used up');
  const videoId = (await row.getByTestId('video-id').textContent())!;
  const before = await platformView(emulator, videoId);
  expect(before).toMatchObject({ inPlaylist: 0, copies: 1 });
  expect(before.thumbnails.maxres).toBeUndefined();

  // Killed with the steps still to do: nothing is flushed, only what was saved counts.
  host.process.kill('SIGKILL');
  await new Promise((resolve) => host!.process.once('exit', resolve));

  host = await startWebHost({ dataDir });
  const client = await connectContract(host);
  const finished = async () => (await client.call('uploads.list')).uploads.find((upload) => upload.videoId === videoId);
  await expect
    .poll(async () => (await finished())?.steps?.map((step) => step.state), { timeout: 30_000 })
    .toEqual(['done', 'done']);
  const after = await platformView(demoEmulatorUrl(host), videoId);
  expect(after.inPlaylist).toBe(1);
  expect(after.copies).toBe(1);
  expect(after.thumbnails.maxres).toMatchObject({ width: 1280 });

  // The page shows both steps done on the upload's row, folded into Done today (it finished before the page opened).
  await openUploads(page, host.url);
  await page.getByTestId('uploads-done-today').locator('summary').click();
  const restarted = page.getByTestId('upload-row').filter({ hasText: 'Attached take' });
  await expect(restarted.getByTestId('upload-step')).toHaveText([/Thumbnail cover\.png\s*Done/, /"Tutorials"\s*Done/]);
  client.close();
});

test('an image dropped with its video becomes its thumbnail; a refused step says why and is retried alone', async ({
  page,
}) => {
  test.setTimeout(120_000);
  host = await startWebHost({ args: ['--demo'] });
  const emulator = demoEmulatorUrl(host);
  await openUploads(page, host.url);
  const info = await demoInfo(emulator);
  const verification = `/_emulator/v1/channels/${info.demo.channelId}/verification`;
  const setVerified = (verified: boolean) =>
    emulatorJson(emulator, verification, {
      method: 'PUT',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ verified }),
    });

  // An image alone is no video: it is refused with what to do instead.
  await page.getByTestId('upload-dropzone').drop({
    files: [{ name: 'lonely.png', mimeType: 'image/png', buffer: pngBytes(1280, 720) }],
  });
  await expect(page.getByTestId('refused-file').filter({ hasText: 'lonely.png' })).toContainText(
    'drop it on Thumbnail in the video',
  );

  await page.getByTestId('upload-dropzone').drop({
    files: [
      { name: 'second-take.mp4', mimeType: 'video/mp4', buffer: videoBytes(1024 * 1024) },
      { name: 'second-cover.png', mimeType: 'image/png', buffer: pngBytes(1280, 720) },
    ],
  });
  const row = page.getByTestId('upload-row').filter({ hasText: 'second-take.mp4' });
  await expect(row.getByTestId('upload-step')).toHaveText([/Thumbnail second-cover\.png\s*To do/]);

  // The channel is not verified: the platform refuses custom thumbnails; the row says so and offers a Retry.
  await setVerified(false);
  await row.getByRole('button', { name: 'Start upload second-take' }).click();
  await expect(row.getByTestId('upload-state')).toHaveText('Done', { timeout: 60_000 });
  const step = row.locator('[data-testid="upload-step"][data-step="thumbnail"]');
  await expect(step).toHaveAttribute('data-state', 'failed');
  await expect(step.getByTestId('upload-step-error')).toContainText('verif');
  await expect(row.getByTestId('upload-state')).toHaveText('Done');

  await setVerified(true);
  await step.getByRole('button', { name: 'Retry: Thumbnail second-cover.png' }).click();
  await expect(step).toHaveAttribute('data-state', 'done');
  const videoId = (await row.getByTestId('video-id').textContent())!;
  const view = await platformView(emulator, videoId);
  expect(view.thumbnails.maxres).toMatchObject({ width: 1280 });
  const videos = await emulatorJson<{ videos: Array<{ title: string }> }>(emulator, '/_emulator/v1/videos');
  expect(videos.videos.filter((video) => video.title === 'second-take')).toHaveLength(1);
});
