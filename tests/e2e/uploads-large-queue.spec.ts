// The Uploads screen with 5,000 uploads waiting (issue 34): it opens quickly, scrolls through a window of rows,
// finds an upload by name, and pauses and resumes the whole queue. The queue is written before the app starts
// (tests/support/seed-upload-queue.ts), as a creator's queue would be found after a restart.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from './support/hosts';
import { DEMO_CHANNEL_ID } from '../../electron/emulator/data-api/demo-seed';
import { seedUploadQueue } from '../support/seed-upload-queue';
import { openApp, showScreen } from './support/demo-workspace';
import { startWebHost, type WebHost } from './support/web-host';

const QUEUED = 5_000;

let host: WebHost | undefined;

test.afterEach(async () => {
  await host?.stop();
  host = undefined;
});

test('5,000 waiting uploads: the screen opens, scrolls, finds one, pauses and resumes them all', async ({ page }) => {
  test.setTimeout(180_000);
  await page.setViewportSize({ width: 1280, height: 800 });
  const dataDir = join(mkdtempSync(join(tmpdir(), 'desk-large-queue-')), 'data');
  await seedUploadQueue(dataDir, QUEUED, { state: 'paused', channelId: DEMO_CHANNEL_ID });
  host = await startWebHost({ dataDir, args: ['--demo'] });

  // The seeded queue belongs to the demo channel, so the app opens signed in to it.
  await openApp(page, host);
  await expect(page.getByRole('heading', { name: 'Uploads', level: 1 })).toBeVisible({ timeout: 30_000 });
  const rows = page.getByTestId('upload-row');
  await expect(page.getByTestId('upload-summary')).toHaveText('5,000 uploads: 5,000 paused');
  await expect(rows.first()).toContainText('Episode 1.mp4');

  // Back to the screen from another: the rows are there at once.
  await showScreen(page, 'Library');
  const openedAt = Date.now();
  await page.getByRole('navigation', { name: 'Screens' }).getByRole('button', { name: 'Uploads' }).click();
  await expect(rows.first()).toBeVisible();
  const openMs = Date.now() - openedAt;
  console.log(`Uploads screen with ${QUEUED} queued: rows shown ${openMs} ms after the click`);
  // The target is 1 s; the bound leaves room for a busy shared machine.
  expect(openMs).toBeLessThan(3_000);

  // Only a window of rows is in the page, and scrolling reaches the last.
  expect(await rows.count()).toBeLessThan(60);
  const scroller = page.getByTestId('upload-queue-scroller');
  await scroller.evaluate((element) => element.scrollTo({ top: element.scrollHeight }));
  await expect(rows.filter({ hasText: 'Episode 5000.mp4' })).toBeVisible();
  expect(await rows.count()).toBeLessThan(60);

  // Find one by a part of its name, with the keyboard.
  const find = page.getByRole('searchbox', { name: 'Find' });
  await find.focus();
  await page.keyboard.type('episode 4321');
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText('Episode 4321.mp4');
  await find.fill('no such episode');
  await expect(page.getByTestId('upload-queue-no-match')).toHaveText('No upload matches “no such episode”.');
  await find.fill('');
  await expect(rows.first()).toContainText('Episode 1.mp4');

  // The whole queue: resumed (one starts), then paused again, every one of the 5,000.
  const toolbar = page.getByRole('toolbar', { name: 'The whole queue' });
  await toolbar.getByRole('button', { name: 'Resume all' }).click();
  await expect(page.getByTestId('upload-summary')).not.toContainText('5,000 paused');
  await toolbar.getByRole('button', { name: 'Pause all' }).click();
  await expect(toolbar.getByRole('button', { name: 'Pause all' })).toBeDisabled({ timeout: 30_000 });
  await expect(page.getByTestId('upload-summary')).toHaveText(
    // The one started before Pause all may have finished; the summary names states in the queue's order.
    /^5,000 uploads: [\d,]+ paused(, [\d,]+ done)?$/,
  );
});
