// The platform's altered or synthetic content question (status.containsSyntheticMedia, discovery revision
// 20260924), as a new creator meets it: asked once before the first upload what unanswered uploads do (no silent
// "no"), answered per upload in its details, and the answer reaching the platform with the video.
import { type Page } from '@playwright/test';
import { expect, test } from './support/hosts';
import { demoEmulatorUrl } from './support/contract-client';
import { readDemoChannel, showScreen } from './support/demo-workspace';
import { control } from './support/emulator-control';
import { startWebHost, type WebHost } from './support/web-host';
import { videoBytes } from '../support/video-fixture';

let host: WebHost | undefined;

test.use({ viewport: { width: 1280, height: 800 } });

test.afterEach(async () => {
  await host?.stop();
  host = undefined;
});

async function openUploads(page: Page): Promise<WebHost> {
  // A data folder where the creator has not chosen yet, as on a new computer.
  host = await startWebHost({ args: ['--demo'], unchosen: true });
  await page.goto(host.url);
  await showScreen(page, 'Uploads');
  return host;
}

async function statusOnPlatform(emulator: string, videoId: string): Promise<{ containsSyntheticMedia?: boolean }> {
  const answer = await readDemoChannel<{ items: Array<{ status: { containsSyntheticMedia?: boolean } }> }>(
    emulator,
    `/videos?part=status&id=${videoId}`,
  );
  return answer.items[0]!.status;
}

test('an unanswered upload waits, its answer in the details goes with it, and the choice is asked once', async ({
  page,
}) => {
  const desk = await openUploads(page);
  const emulator = demoEmulatorUrl(desk);
  const card = page.getByRole('region', { name: 'One question before your uploads' });
  await expect(card).toBeVisible();
  await expect(card).toContainText('altered or synthetically generated');

  // Dropped without review and without an answer: held, nothing sent.
  await page.getByLabel('Review the details of new videos before they upload').uncheck();
  await page
    .getByTestId('upload-dropzone')
    .drop({ files: { name: 'street-scene.mp4', mimeType: 'video/mp4', buffer: videoBytes(512 * 1024) } });
  const upload = page.getByTestId('upload-row').filter({ hasText: 'street-scene' });
  await expect(upload).toContainText('altered or synthetic content');
  await expect(upload.getByTestId('upload-state')).toHaveText('Paused');
  expect((await control<{ sessions: unknown[] }>(emulator, 'GET', '/uploads')).sessions).toHaveLength(0);

  // The choice made once by keyboard: uploads without an answer are held until answered; the card goes.
  await card.getByRole('button', { name: 'Hold them until I answer' }).focus();
  await page.keyboard.press('Enter');
  await expect(card).toHaveCount(0);

  // Answered in the upload's details (the question says why the upload waits), saved, started.
  await upload.getByRole('button', { name: /^Edit details of/ }).click();
  const editor = page.getByTestId('metadata-editor');
  const question = editor.getByRole('group', { name: 'Altered or synthetic content' });
  await expect(question).toContainText('This upload waits for this answer');
  await question.getByRole('radio', { name: 'Yes, it contains altered or synthetic content' }).check();
  await editor.getByRole('button', { name: 'Save details' }).click();
  await upload
    .getByRole('button', { name: /^(Start upload|Resume|Retry)/ })
    .first()
    .click();
  await expect(upload.getByTestId('upload-state')).toHaveText('Done', { timeout: 30_000 });
  const videoId = (await upload.getByTestId('video-id').textContent())!;
  expect(await statusOnPlatform(emulator, videoId)).toMatchObject({ containsSyntheticMedia: true });

  // The choice stays made after a reload, and the upload settings can change it.
  await page.reload();
  await showScreen(page, 'Uploads');
  await expect(page.getByRole('region', { name: 'One question before your uploads' })).toHaveCount(0);
  await page.getByText('Upload settings', { exact: true }).click();
  const setting = page.getByLabel('Uploads without an answer to the altered or synthetic content question');
  await expect(setting).toHaveValue('hold');
  await setting.selectOption('no');
  await expect(setting).toHaveValue('no');
});
