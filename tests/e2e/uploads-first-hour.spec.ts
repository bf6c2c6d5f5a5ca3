// The Uploads screen in a creator's first hour (issue 32): a paused upload shows what the server holds, never less
// and never zero; the review box holds a template's drop too, and the chosen template stays chosen; finished uploads
// fold into "Done today" below the work under way; the details form shows its essentials without scrolling.
// At a fixed moment (host and page on one clock, in one zone) so that "Done today" never splits at a real midnight.
import { type Page } from '@playwright/test';
import { expect, test } from './support/hosts';
import { demoEmulatorUrl } from './support/contract-client';
import { showScreen } from './support/demo-workspace';
import { runAt, setPageClock } from './support/test-clock';
import { control } from './support/emulator-control';
import { shareHostAndPage } from './support/shared-page';
import { startWebHost, type WebHost } from './support/web-host';
import { videoBytes } from '../support/video-fixture';

const MiB = 1024 * 1024;
const SHOTS = process.env.DESK_SHOTS;

const MOMENT = { now: '2027-01-14T10:00:00Z', zone: 'America/New_York' };
runAt(MOMENT);

let host: WebHost | undefined;

test.use({ viewport: { width: 1280, height: 800 } });

test.afterEach(async () => {
  await host?.stop();
  host = undefined;
});

async function openUploads(page: Page): Promise<void> {
  host = await startWebHost({ args: ['--demo'] });
  await setPageClock(page);
  await page.goto(host.url);
  await showScreen(page, 'Uploads');
}

function row(page: Page, text: string) {
  return page.getByTestId('upload-row').filter({ hasText: text });
}

interface Sessions {
  sessions: Array<{ storedBytes: number; totalBytes: number | null; state: string }>;
}

async function shot(page: Page, name: string): Promise<void> {
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/${name}.png` });
}

// One host and one page at the moment above: a held upload's details, then the pause (the upload held for review
// never reaches the platform: the session the pause reads is the first). The other two keep a host of their own:
// the template's finds nothing sent and its picker as the demo has them; "Done today" counts every finished upload.
test.describe('held, then paused, on one host', () => {
  const shared = shareHostAndPage({
    host: { args: ['--demo'] },
    context: { viewport: { width: 1280, height: 800 } },
    moment: MOMENT,
  });
  test.beforeAll(async () => {
    await shared.page.goto(shared.host.url);
  });

  test('the details of a held upload show their essentials without scrolling at 1280×800', async () => {
    const { page } = shared;
    await showScreen(page, 'Uploads');
    await page
      .getByTestId('upload-dropzone')
      .drop({ files: { name: 'first-take.mp4', mimeType: 'video/mp4', buffer: videoBytes(128 * 1024) } });
    const editor = page.getByTestId('metadata-editor');
    await expect(editor.getByLabel('Title')).toHaveValue('first-take');
    await shot(page, 'details');
    for (const field of [
      editor.getByLabel('Title'),
      editor.getByLabel('Description'),
      editor.getByRole('radio', { name: /^Private/ }),
      editor.getByRole('radio', { name: /^Public/ }),
      editor.getByLabel('Publish at (optional)'),
      editor.getByRole('button', { name: 'Choose image…' }),
    ]) {
      await expect(field).toBeInViewport({ ratio: 1 });
    }
    // The rest is folded into named sections, each a keyboard stop that opens with Enter.
    const more = editor.getByText('Tags, category, audience and licence');
    await more.focus();
    await page.keyboard.press('Enter');
    await expect(editor.getByLabel('Tags')).toBeVisible();
    await page.keyboard.press('Tab');
    await expect(editor.getByLabel('Tags')).toBeFocused();
  });

  test('a paused upload shows the bytes the server holds, after a reload too, and resumes from them', async () => {
    const { host, page } = shared;
    await showScreen(page, 'Uploads');
    const emulator = demoEmulatorUrl(host);
    // Slow enough to pause halfway: 6 MiB at 1 MiB/s, sent in one chunk (the default chunk is larger than the file).
    await control(emulator, 'PUT', '/throttle', { bytesPerSecond: 1 * MiB });
    await page.getByLabel('Review the details of new videos before they upload').uncheck();
    await page
      .getByTestId('upload-dropzone')
      .drop({ files: { name: 'long-take.mp4', mimeType: 'video/mp4', buffer: videoBytes(6 * MiB) } });
    const upload = row(page, 'long-take');
    const bar = upload.getByRole('progressbar');
    // Every value the bar takes from here on is kept, to see that it never goes back.
    await bar.evaluate((element) => {
      const seen: number[] = [Number(element.getAttribute('aria-valuenow'))];
      (window as unknown as { progressSeen: number[] }).progressSeen = seen;
      new MutationObserver(() => seen.push(Number(element.getAttribute('aria-valuenow')))).observe(element, {
        attributes: true,
        attributeFilter: ['aria-valuenow'],
      });
    });
    // Halfway or so on the server's side (its confirmed offset grows chunk by chunk).
    await expect
      .poll(async () => (await control<Sessions>(emulator, 'GET', '/uploads')).sessions[0]?.storedBytes ?? 0, {
        timeout: 30_000,
      })
      .toBeGreaterThan(2 * MiB);
    await expect.poll(async () => Number(await bar.getAttribute('aria-valuenow'))).toBeGreaterThan(30);
    await shot(page, 'uploading');
    await upload.getByRole('button', { name: 'Pause long-take' }).click();
    await expect(upload.getByTestId('upload-state')).toHaveText('Paused');

    const [session] = (await control<Sessions>(emulator, 'GET', '/uploads')).sessions;
    const stored = session!.storedBytes;
    expect(stored).toBeGreaterThan(MiB);
    expect(stored).toBeLessThan(6 * MiB);
    const percent = String(Math.floor((stored / (6 * MiB)) * 100));
    const amount = `${(stored / MiB).toFixed(1)} MiB of 6.0 MiB`;
    await expect(bar).toHaveAttribute('aria-valuenow', percent);
    await expect(upload.getByTestId('upload-stats')).toContainText(`${percent}%`);
    await expect(upload.getByTestId('upload-stats')).toContainText(amount);
    await shot(page, 'paused');
    const seen = await page.evaluate(() => (window as unknown as { progressSeen: number[] }).progressSeen);
    expect(seen.length).toBeGreaterThan(1);
    for (let i = 1; i < seen.length; i += 1)
      expect(seen[i], `progress went ${seen.join(' → ')}`).toBeGreaterThanOrEqual(seen[i - 1]!);

    // The offset was saved with the queue: a reload (the host reads it again) shows the same.
    await page.reload();
    await expect(row(page, 'long-take').getByRole('progressbar')).toHaveAttribute('aria-valuenow', percent);
    await expect(row(page, 'long-take').getByTestId('upload-stats')).toContainText(amount);

    await control(emulator, 'PUT', '/throttle', { bytesPerSecond: null });
    const resumed = row(page, 'long-take');
    await resumed.getByRole('button', { name: 'Resume long-take' }).click();
    // From the server's offset, never from zero.
    await expect
      .poll(async () => Number(await resumed.getByRole('progressbar').getAttribute('aria-valuenow')), {
        intervals: [50],
        timeout: 30_000,
      })
      .toBe(100);
    await expect(resumed.getByTestId('upload-state')).toHaveText('Done');
  });
});

test('the review box holds a template drop until Start, and the chosen template stays chosen', async ({ page }) => {
  await openUploads(page);
  const emulator = demoEmulatorUrl(host!);
  const box = page.getByLabel('Review the details of new videos before they upload');
  await expect(box).toBeChecked();
  const picker = page.getByLabel('Template for the next drop');
  await picker.selectOption({ label: 'Weekly show' });
  // Said before the drop: the box wins over the template's own "start at once".
  await expect(page.getByTestId('template-drop-help')).toContainText('They wait for your review before they upload');
  await page
    .getByTestId('upload-dropzone')
    .drop({ files: { name: 'Show_S01E01.mp4', mimeType: 'video/mp4', buffer: videoBytes(256 * 1024) } });
  const episode = page.getByTestId('upload-row').first();
  await expect(episode.getByTestId('upload-state')).toHaveText('Paused');
  // Scheduled by the template: the row says when it goes public, with its distance.
  await expect(episode.getByTestId('upload-visibility')).toHaveText(
    /^Goes public \w{3}, \w{3} \d+, .+ \((in|tomorrow)/,
  );
  // Nothing reached the platform while it waits for review.
  expect((await control<Sessions>(emulator, 'GET', '/uploads')).sessions).toHaveLength(0);
  await expect(picker).toHaveValue(/.+/);
  await expect(picker.locator('option:checked')).toHaveText('Weekly show');
  await shot(page, 'template-held');

  // Kept for the channel: a reload shows the same choice.
  await page.reload();
  await expect(page.getByLabel('Template for the next drop').locator('option:checked')).toHaveText('Weekly show');

  await page
    .getByTestId('upload-row')
    .first()
    .getByRole('button', { name: /^Start upload/ })
    .click();
  await expect(page.getByTestId('upload-row').first().getByTestId('upload-state')).toHaveText('Done', {
    timeout: 30_000,
  });
  expect((await control<Sessions>(emulator, 'GET', '/uploads')).sessions).toHaveLength(1);
});

test('finished uploads fold into Done today below new work, with one count of what is shown', async ({ page }) => {
  await openUploads(page);
  await page.getByLabel('Review the details of new videos before they upload').uncheck();
  await page.getByTestId('upload-dropzone').drop({
    files: ['morning', 'noon'].map((name) => ({
      name: `${name}.mp4`,
      mimeType: 'video/mp4',
      buffer: videoBytes(128 * 1024),
    })),
  });
  // Finished while the screen is open: they stay where the creator watched them.
  await expect(row(page, 'morning').getByTestId('upload-state')).toHaveText('Done', { timeout: 30_000 });
  await expect(row(page, 'noon').getByTestId('upload-state')).toHaveText('Done', { timeout: 30_000 });

  await page.reload();
  const doneToday = page.getByTestId('uploads-done-today');
  await expect(doneToday.locator('summary')).toHaveText('Done today (2 uploads)');
  await expect(page.getByTestId('upload-row')).toHaveCount(0);
  await expect(page.getByTestId('upload-summary')).toHaveText('2 uploads: 2 done');
  await expect(page.getByTestId('upload-queue-empty')).toHaveCount(0);

  await page.getByLabel('Review the details of new videos before they upload').check();
  await page
    .getByTestId('upload-dropzone')
    .drop({ files: { name: 'evening.mp4', mimeType: 'video/mp4', buffer: videoBytes(128 * 1024) } });
  // New work is the first row of the screen, above the fold.
  await expect(page.getByTestId('upload-row').first()).toContainText('evening');
  await expect(page.getByTestId('upload-summary')).toHaveText('3 uploads: 1 paused, 2 done');
  await shot(page, 'done-today');

  await doneToday.locator('summary').click();
  await expect(doneToday.getByTestId('upload-row')).toHaveCount(2);
  await expect(doneToday.getByTestId('upload-row').first()).toContainText(/noon|morning/);
  await page.getByRole('button', { name: 'Clear finished' }).click();
  await expect(doneToday).toHaveCount(0);
  await expect(page.getByTestId('upload-summary')).toHaveText('1 upload: 1 paused');
});
