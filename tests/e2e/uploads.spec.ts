// The Uploads screen in browser mode, as a creator uses it: drop files (the page copies them to the host's staging
// area, since a browser reveals no paths), see what was refused and why, review a video's details before it is sent
// (a translation added there goes with it) and watch it reach "done", fix the details of one still waiting, pause
// and resume, tune the settings.
import { type Page } from '@playwright/test';
import { expect, test } from './support/hosts';
import { demoEmulatorUrl } from './support/contract-client';
import { demoUploads, openDemo, readDemoChannel, showScreen } from './support/demo-workspace';
import { shareHostAndPage } from './support/shared-page';
import { demoControl } from './support/web-host';
import { videoBytes } from '../support/video-fixture';

const MiB = 1024 * 1024;

async function openUploads(page: Page, url: string): Promise<void> {
  await page.goto(url);
  await showScreen(page, 'Uploads');
}

function row(page: Page, text: string) {
  return page.getByTestId('upload-row').filter({ hasText: text });
}

// One host and one page: the first upload and the cleared list, a drop on another screen (held, since new videos wait
// for review), then the creator who lets new videos go at once.
test.describe('uploads on one host', () => {
  const shared = shareHostAndPage();

  test('a dropped video uploads to done and a text file is refused with the reason', async () => {
    const { host, page } = shared;
    await openDemo(page, host);
    await openUploads(page, host.url);
    await expect(page.getByTestId('upload-queue-empty')).toBeVisible();

    // Larger than one staging chunk (8 MiB), so the page copies it in two appends.
    const video = videoBytes(9 * MiB);
    await page.getByTestId('upload-dropzone').drop({
      files: [
        { name: 'first-take.mp4', mimeType: 'video/mp4', buffer: video },
        { name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('Shot list: intro, b-roll, outro.\n') },
      ],
    });

    // The page looked at the text file's first bytes (with the main process's own check) and said why it is no video.
    const refused = page.getByTestId('refused-file');
    await expect(refused).toHaveCount(1);
    await expect(refused).toContainText('notes.txt is not a video file');
    await expect(refused).toContainText('text');

    // New videos wait for their details to be reviewed: the first one's form opens by itself, nothing is sent yet.
    const upload = row(page, 'first-take.mp4');
    await expect(upload.getByTestId('upload-state')).toHaveText('Paused');
    const editor = page.getByTestId('metadata-editor');
    await expect(editor.getByLabel('Title')).toHaveValue('first-take');
    await editor.getByLabel('Title').fill('First take, final cut');
    await editor.getByLabel('Description').fill('Recorded in one go.');
    // A translation is added in the details, beside the language of the default texts, and goes with the upload. Both
    // are folded into named sections below the essentials.
    await editor.getByTestId('details-translations').locator('summary').click();
    const translations = editor.getByTestId('translations');
    await translations.getByLabel('Add a translation').selectOption('de');
    await translations.getByRole('button', { name: 'Add translation' }).click();
    await translations.getByLabel('German title').fill('Erster Take');
    await expect(translations.getByText(/^Translations need the language/)).toBeVisible();
    // The section that holds the language opens by itself: the translations need it.
    await expect(editor.getByTestId('details-upload-only').locator('summary')).toContainText('needs a fix');
    await editor.getByRole('combobox', { name: 'Language', exact: true }).selectOption('en');
    await editor.getByRole('button', { name: 'Save details' }).click();
    await expect(upload.locator('.up-title')).toHaveText('First take, final cut');
    await upload.getByRole('button', { name: 'Start upload First take, final cut' }).click();
    await expect(upload.getByTestId('upload-state')).toHaveText('Done', { timeout: 30_000 });
    await expect(upload.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '100');
    await expect(upload.getByTestId('upload-stats')).toContainText('9.0 MiB of 9.0 MiB');
    const videoId = (await upload.getByTestId('video-id').textContent())!;
    expect(videoId).toMatch(/^[\w-]{11}$/);
    // A done upload offers only what makes sense for it.
    await expect(upload.getByRole('button', { name: /^Remove/ })).toBeVisible();
    await expect(upload.getByRole('button', { name: /^(Pause|Cancel|Retry)/ })).toHaveCount(0);

    // The platform holds exactly the dropped bytes, under the title taken from the file name.
    const emulator = demoEmulatorUrl(host);
    const media = (await (
      await fetch(`${emulator}/_emulator/v1/videos/${videoId}/media`, { headers: demoControl })
    ).json()) as { size: number };
    expect(media.size).toBe(video.length);
    expect(await demoUploads(emulator)).toEqual(expect.arrayContaining([{ title: 'First take, final cut', videoId }]));
    const sent = await readDemoChannel<{
      items: Array<{ snippet: { defaultLanguage?: string }; localizations?: Record<string, { title?: string }> }>;
    }>(emulator, `/videos?part=snippet,localizations&id=${videoId}`);
    expect(sent.items[0]).toMatchObject({
      snippet: { defaultLanguage: 'en' },
      localizations: { de: { title: 'Erster Take' } },
    });

    // Clearing finished uploads empties the list; the refusal stays until dismissed.
    await page.getByRole('button', { name: 'Clear finished' }).click();
    await expect(page.getByTestId('upload-queue-empty')).toBeVisible();
    await refused.getByRole('button', { name: /^Dismiss/ }).click();
    await expect(refused).toHaveCount(0);
  });

  test('a video dropped on another screen lands on the Uploads screen instead of replacing the app', async () => {
    const { page } = shared;
    await page.getByRole('navigation', { name: 'Screens' }).getByRole('button', { name: 'Accounts' }).click();
    await expect(page.getByTestId('connected-channel')).toBeVisible();
    await page
      .getByTestId('connected-channel')
      .drop({ files: { name: 'from-accounts.mp4', mimeType: 'video/mp4', buffer: videoBytes(1 * MiB) } });
    await expect(page.getByRole('heading', { name: 'Uploads', level: 1 })).toBeVisible();
    await expect(row(page, 'from-accounts.mp4').getByTestId('upload-state')).toHaveText('Paused');
    expect(page.url()).toMatch(/^http:\/\/127\.0\.0\.1:\d+\//);
  });

  test('a waiting upload gets new details; a retrying one is paused and resumed; settings are checked', async () => {
    test.setTimeout(120_000);
    const { host, page } = shared;
    const emulator = demoEmulatorUrl(host);
    await showScreen(page, 'Uploads');
    // This creator lets new videos go at once.
    await page.getByLabel('Review the details of new videos before they upload').uncheck();

    // Settings: a value the main process would refuse is flagged at once; small chunks make many requests.
    await page.getByText('Upload settings', { exact: true }).click();
    const chunkSize = page.getByLabel('Chunk size (MiB)');
    await chunkSize.fill('0.3');
    await expect(page.getByText('The chunk size must be a multiple of 0.25 MiB (256 KiB).')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Save settings' })).toBeDisabled();
    await chunkSize.fill('0.25');
    await page.getByRole('button', { name: 'Save settings' }).click();
    await expect(page.getByTestId('upload-announcement')).toHaveText('The upload settings were saved.');

    // The upload host answers the first data request with 503 and Retry-After: the first upload waits, holding the
    // only slot (one upload at a time), so the second stays queued with its details still editable.
    const armed = await fetch(`${emulator}/_emulator/v1/faults`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...demoControl },
      body: JSON.stringify({ kind: 'serverError', status: 503, retryAfter: 60, on: 'data' }),
    });
    expect(armed.status).toBe(201);

    await page
      .getByTestId('upload-dropzone')
      .drop({ files: { name: 'long-interview.mp4', mimeType: 'video/mp4', buffer: videoBytes(2 * MiB) } });
    const first = row(page, 'long-interview.mp4');
    await expect(first.getByTestId('upload-state')).toHaveText('Retrying', { timeout: 20_000 });
    await expect(first).toContainText('Trying again in');

    // The picker is the other way in (and the keyboard's).
    await page
      .getByTestId('upload-file-input')
      .setInputFiles({ name: 'trailer-v2.mp4', mimeType: 'video/mp4', buffer: videoBytes(1 * MiB) });
    const second = row(page, 'trailer-v2.mp4');
    await expect(second.getByTestId('upload-state')).toHaveText('Queued');

    await second.getByRole('button', { name: 'Edit details of trailer-v2' }).click();
    const editor = page.getByTestId('metadata-editor');
    const title = editor.getByLabel('Title');
    await title.fill('Launch <trailer>');
    await expect(editor.getByText('The title may not contain "<" or ">".')).toBeVisible();
    await expect(editor.getByRole('button', { name: 'Save details' })).toBeDisabled();
    await title.fill('Launch trailer');
    await editor.getByText('Tags, category, audience and licence').click();
    await editor.getByLabel('Tags').fill('launch, trailer, behind the scenes');
    await expect(editor.getByText('34 / 500')).toBeVisible();
    await editor.getByLabel('Unlisted: anyone with the link').check();
    // The categories come from the platform (videoCategories.list, assignable ones only).
    await editor.getByLabel('Category').selectOption({ label: 'Education' });
    await editor.getByRole('button', { name: 'Save details' }).click();
    await expect(second.locator('.up-title')).toHaveText('Launch trailer');
    await expect(second).toContainText('unlisted');

    // Pausing the waiting upload frees the slot: the second one goes, with its new details.
    await first.getByRole('button', { name: 'Pause long-interview' }).click();
    await expect(first.getByTestId('upload-state')).toHaveText('Paused');
    await expect(second.getByTestId('upload-state')).toHaveText('Done', { timeout: 30_000 });
    // Its details went to the platform with it: the form says so rather than accept edits that could not land.
    await expect(editor).toContainText('This upload has started');

    await first.getByRole('button', { name: 'Resume long-interview' }).click();
    await expect(first.getByTestId('upload-state')).toHaveText('Done', { timeout: 30_000 });
    await expect(first.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '100');

    const videos = await demoUploads(emulator);
    const titles = videos.map((video) => video.title);
    expect(titles).toEqual(expect.arrayContaining(['Launch trailer', 'long-interview']));
    expect(titles.filter((t) => t === 'long-interview')).toHaveLength(1);
    // The edited details are what the platform got.
    const trailerId = videos.find((video) => video.title === 'Launch trailer')!.videoId;
    const listed = await readDemoChannel<{
      items: Array<{ snippet: { tags?: string[]; categoryId?: string }; status: { privacyStatus: string } }>;
    }>(emulator, `/videos?part=snippet,status&id=${trailerId}`);
    expect(listed.items[0]).toMatchObject({
      snippet: { tags: ['launch', 'trailer', 'behind the scenes'], categoryId: '27' },
      status: { privacyStatus: 'unlisted' },
    });
  });
});
