// Scheduled changes (issue 36) in the demo workspace: a title change scheduled from a video's details in the Library
// shows on the calendar beside the publish times, is moved a day on from the keyboard, runs once the demo emulator's
// clock passes its time (the platform's title changes, the history says it ran) and is undone from the history. And
// "when it goes live: add to a playlist" set in an upload's details while it uploads becomes a scheduled change of the
// new video, on the calendar at its publish time. And a new thumbnail scheduled from the Library (the image picked,
// kept by the app) shows on the calendar, is run now, shows in the history, and undo puts the previous one back.
import { type Page } from '@playwright/test';
import { expect, test } from './support/hosts';
import sharp from 'sharp';
import { videoBytes } from '../support/video-fixture';
import { demoEmulatorUrl } from './support/contract-client';
import { openApp, readDemoChannel, showScreen } from './support/demo-workspace';
import { demoControl, startWebHost, type WebHost } from './support/web-host';
import { runAt } from './support/test-clock';

// Mid-month, so that "two hours on" is in the month the calendar opens on, whatever day the suite runs.
const MOMENT = { now: '2027-03-10T09:00:00Z', zone: 'Pacific/Auckland' };
runAt(MOMENT);

// The go-live test's host, its own (the Library's changes below share one).
let host: WebHost | undefined;

test.afterEach(async () => {
  await host?.stop();
  host = undefined;
});

const VIDEO = 'dQd3moVid07';
const DAY = 24 * 3_600_000;

async function titleOnPlatform(emulator: string): Promise<string> {
  const list = await readDemoChannel<{ items: Array<{ snippet: { title: string } }> }>(
    emulator,
    `/videos?part=snippet&id=${VIDEO}`,
  );
  return list.items[0]!.snippet.title;
}

test('a go-live change set in the upload details is scheduled for the video once it is uploaded', async ({ page }) => {
  test.setTimeout(120_000);
  host = await startWebHost({ args: ['--demo'] });
  await openApp(page, host);
  await showScreen(page, 'Uploads');
  await page.getByTestId('upload-dropzone').drop({
    files: [{ name: 'golive.mp4', mimeType: 'video/mp4', buffer: videoBytes(2 * 1024 * 1024) }],
  });
  const row = page.getByTestId('upload-row').filter({ hasText: 'golive.mp4' });
  await expect(row.getByTestId('upload-state')).toHaveText('Paused');
  const editor = page.getByTestId('metadata-editor');
  await editor.getByLabel('Title').fill('Go live take');
  // Two hours on, on the hour: in the calendar's month shown at first (the file runs mid-month).
  const publishAt = await page.evaluate(() => {
    const at = new Date(Date.now() + 2 * 3_600_000);
    const two = (n: number) => String(n).padStart(2, '0');
    return `${at.getFullYear()}-${two(at.getMonth() + 1)}-${two(at.getDate())}T${two(at.getHours())}:00`;
  });
  await editor.getByLabel('Publish at (optional)').fill(publishAt);
  await editor.getByRole('button', { name: 'Save details' }).click();
  await expect(row.locator('.up-title')).toHaveText('Go live take');

  const goLive = page.getByTestId('go-live');
  await goLive.getByRole('button', { name: 'Plan what happens when it goes live…' }).click();
  await goLive.getByRole('checkbox', { name: 'Tutorials' }).press('Space');
  await goLive.getByRole('button', { name: 'Save' }).click();
  await expect(goLive.getByTestId('go-live-summary')).toHaveText('When it goes live: add to Tutorials.');

  await row.getByRole('button', { name: 'Start upload Go live take' }).click();
  await expect(row.getByTestId('upload-state')).toHaveText('Done', { timeout: 60_000 });
  await showScreen(page, 'Calendar');
  await expect(page.getByTestId('calendar-change')).toHaveText(/At go-live.*Go live take.*add to 1 playlist/);
});

// The Library's scheduled changes of one video on one demo host and page: the thumbnail's first (run now), then the
// title's, run by moving the demo emulator's clock a day on (after which nothing more may be scheduled "soon").
test.describe('changes scheduled from the Library', () => {
  test.describe.configure({ mode: 'serial' });
  let shared: WebHost | undefined;
  let page: Page;
  /** Started by the first test, once the moment it runs at is pinned (runAt): the page's clock agrees with it. */
  const libraryHost = async (): Promise<WebHost> => (shared ??= await startWebHost({ args: ['--demo'] }));

  test.beforeAll(async ({ browser }) => {
    // As Playwright's own page would be in this file (a page made here gets none of its options).
    page = await browser.newPage({
      locale: 'en-US',
      colorScheme: 'light',
      viewport: { width: 1280, height: 720 },
      timezoneId: MOMENT.zone,
    });
  });

  test.afterAll(async () => {
    await page.context().close();
    await shared?.stop();
  });

  test('schedules a thumbnail from the Library, runs it now from the calendar, and undo puts the previous one back', async () => {
    const host = await libraryHost();
    const emulator = demoEmulatorUrl(host);
    const picture = (r: number, g: number, b: number) =>
      sharp({ create: { width: 1280, height: 720, channels: 3, background: { r, g, b } } })
        .png()
        .toBuffer();
    /** The red of the video's largest thumbnail on the platform now (0–255). */
    const redAtPlatform = async () => {
      const list = await readDemoChannel<{
        items: Array<{ snippet: { thumbnails: Record<string, { url: string; width: number }> } }>;
      }>(emulator, `/videos?part=snippet&id=${VIDEO}`);
      const sizes = Object.values(list.items[0]!.snippet.thumbnails).sort((a, b) => b.width - a.width);
      const image = Buffer.from(await (await fetch(sizes[0]!.url)).arrayBuffer());
      return (await sharp(image).stats()).channels[0]!.mean;
    };

    await openApp(page, host);
    await showScreen(page, 'Library');
    await page.locator(`[data-testid="video-row"][data-video-id="${VIDEO}"]`).click();
    const details = page.getByTestId('video-details');
    // A blue thumbnail set now, as the Library sets one.
    await details.getByTestId('thumbnail-file').setInputFiles({
      name: 'blue.png',
      mimeType: 'image/png',
      buffer: await picture(20, 90, 220),
    });
    await details.getByRole('button', { name: 'Upload thumbnail' }).click();
    await expect(details.getByText(/^The platform made \d+ sizes of the new thumbnail\.$/)).toBeVisible();
    expect(await redAtPlatform()).toBeLessThan(60);

    await details.getByTestId('schedule-open').click();
    const form = details.getByTestId('schedule-form');
    await form.getByRole('checkbox', { name: 'Thumbnail' }).check();
    await expect(form.getByTestId('schedule-submit')).toBeDisabled();
    await form.getByTestId('schedule-thumbnail-file').setInputFiles({
      name: 'red.png',
      mimeType: 'image/png',
      buffer: await picture(220, 30, 30),
    });
    await expect(form.getByTestId('schedule-thumbnail-undo')).toHaveText(/^Undo can put the current thumbnail back/);
    await expect(form.getByTestId('schedule-cost')).toHaveText('Needs: 51 units');
    await form.getByTestId('schedule-submit').click();
    await expect(details.getByTestId('schedule-waiting-item')).toHaveText(/Waiting.*Thumbnail → red\.png/);

    await showScreen(page, 'Calendar');
    const card = page.getByTestId('calendar-change');
    await expect(card.getByTestId('calendar-change-what')).toHaveText('Thumbnail → red.png · 51 units');
    await card.getByRole('button', { name: /^Run now/ }).click();
    const ran = page.getByTestId('schedule-history-item');
    await expect(ran.getByText('Done', { exact: true })).toBeVisible({ timeout: 30_000 });
    await expect(ran.getByTestId('schedule-history-thumbnail')).toHaveText('Set red.png as the thumbnail.');
    expect(await redAtPlatform()).toBeGreaterThan(180);

    await ran.getByRole('button', { name: /^Undo the change/ }).click();
    await expect(ran.getByText('Undone', { exact: true })).toBeVisible();
    expect(await redAtPlatform()).toBeLessThan(60);
  });

  test('schedules a title change from the Library, moves it on the calendar, runs it on the clock, undoes it', async () => {
    const host = await libraryHost();
    const emulator = demoEmulatorUrl(host);
    const original = await titleOnPlatform(emulator);
    await openApp(page, host);
    await showScreen(page, 'Library');
    await page.locator(`[data-testid="video-row"][data-video-id="${VIDEO}"]`).click();
    const details = page.getByTestId('video-details');
    await details.getByTestId('schedule-open').click();
    const form = details.getByTestId('schedule-form');
    await form.getByRole('checkbox', { name: 'Title' }).check();
    await form.getByLabel('New title').fill('Five mistakes (and the fixes)');
    await expect(form.getByTestId('schedule-cost')).toHaveText(/^Needs: 51 units/);
    await form.getByTestId('schedule-submit').click();
    await expect(details.getByTestId('schedule-waiting-item')).toHaveText(
      /Waiting.*Title → “Five mistakes \(and the fixes\)”/,
    );

    await showScreen(page, 'Calendar');
    const card = page.getByTestId('calendar-change');
    await expect(card).toHaveCount(1);
    await expect(card.getByTestId('calendar-change-what')).toHaveText(
      'Title → “Five mistakes (and the fixes)” · 51 units',
    );
    const due = Date.parse((await card.getAttribute('data-due-at'))!);

    // A day on, from the keyboard: Edit…, the date, Enter.
    await card.getByRole('button', { name: /^Edit the change/ }).click();
    const nextDay = await page.evaluate((at) => new Date(at).toLocaleDateString('en-CA'), due + DAY);
    await card.getByLabel('Date').fill(nextDay);
    await card.getByLabel('Date').press('Enter');
    await expect(card).toHaveAttribute('data-due-at', new Date(due + DAY).toISOString());
    expect(await titleOnPlatform(emulator)).toBe(original);

    // The platform's clock passes the new time: the app makes the change on its next look at the clock.
    const now = Date.parse(
      ((await (await fetch(`${emulator}/_emulator/v1/clock`, { headers: demoControl })).json()) as { now: string }).now,
    );
    const moved = await fetch(`${emulator}/_emulator/v1/clock`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...demoControl },
      body: JSON.stringify({ advanceMs: due + DAY - now + 60_000 }),
    });
    expect(moved.status).toBe(200);
    // The thumbnail's change of the same video, run before, is in the history too: this one changed the title.
    const ran = page.getByTestId('schedule-history-item').filter({ hasText: 'Title: ' });
    await expect(ran).toHaveCount(1, { timeout: 30_000 });
    await expect(ran.getByText('Done', { exact: true })).toBeVisible();
    await expect(ran).toContainText(`Title: “${original}” → “Five mistakes (and the fixes)”`);
    await expect(card).toHaveCount(0);
    expect(await titleOnPlatform(emulator)).toBe('Five mistakes (and the fixes)');

    await ran.getByRole('button', { name: /^Undo the change/ }).click();
    await expect(ran.getByText('Undone', { exact: true })).toBeVisible();
    expect(await titleOnPlatform(emulator)).toBe(original);
  });
});
