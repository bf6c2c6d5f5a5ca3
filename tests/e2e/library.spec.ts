// The Library in browser mode, on the demo workspace, as a creator uses it: the channel's videos with thumbnails,
// the instant filter, a video's details edited and saved (and seen through the Data API as any client would), a
// video deleted after a confirmation, paging, the keyboard, a finished upload's "Edit in Library", and where the figures
// came from (videos.batchGetStats, or videos.list when the emulator makes batchGetStats unavailable).
import { type Page } from '@playwright/test';
import { expect, test } from './support/hosts';
import { demoEmulatorUrl } from './support/contract-client';
import { demoGrant, readDemoChannel, showScreen } from './support/demo-workspace';
import { shareHostAndPage } from './support/shared-page';
import { demoControl, startWebHost } from './support/web-host';
import { videoBytes } from '../support/video-fixture';

// One demo host and one page, each test opening the page again, in the order the demo's changes allow: sorting and
// selecting (which change nothing), the edit and the delete, the keyboard and a video deleted behind the app's back,
// and last the upload that adds a video to the list. The figures without videos.batchGetStats have a host of their own.
const shared = shareHostAndPage({ host: { args: ['--demo'] } });

async function openLibrary(page: Page): Promise<void> {
  await page.goto(shared.host.url);
  await showScreen(page, 'Library');
}

/** The demo channel's video as the Data API gives it to its owner (a token from the emulator's test control). */
async function videoOnPlatform(emulator: string, id: string): Promise<any> {
  return (await readDemoChannel<{ items: unknown[] }>(emulator, `/videos?part=snippet,status&id=${id}`)).items[0];
}

test('the table sorts by a column; a click opens a row, its checkbox, Shift, Ctrl, the keyboard and "select all matching" select', async () => {
  const { page } = shared;
  await openLibrary(page);
  const rows = page.getByTestId('video-row');
  await expect(rows).toHaveCount(12);
  await page.getByTestId('load-more').click();
  await expect(rows).toHaveCount(14);

  // Views, most first; a second click flips; the header says how it is sorted.
  const views = page.getByTestId('sort-views');
  await views.click();
  await expect(views).toHaveAttribute('aria-pressed', 'true');
  const byViews = async () =>
    rows.evaluateAll((elements) =>
      elements
        .sort((a, b) => a.getBoundingClientRect().top - b.getBoundingClientRect().top)
        .map((row) => row.getAttribute('data-video-id')),
    );
  const descending = await byViews();
  await views.click();
  await expect(views).toHaveAccessibleName('Views, sorted ascending');
  const ascending = await byViews();
  expect(ascending[0]).not.toBe(descending[0]);

  // A Ctrl-click toggles without opening, Shift extends; a plain click opens a video and selects nothing.
  const picked = page.getByTestId('picked-count');
  await rows.nth(0).click({ modifiers: ['ControlOrMeta'] });
  await expect(page.getByTestId('video-details')).toHaveCount(0);
  await rows.nth(3).click({ modifiers: ['Shift'] });
  await expect(picked).toHaveText('4 selected');
  await expect(rows.nth(2)).toHaveAttribute('aria-selected', 'true');
  await rows.nth(5).click({ modifiers: ['ControlOrMeta'] });
  await expect(picked).toHaveText('5 selected');
  await rows.nth(6).click();
  await expect(page.getByTestId('video-details')).toBeVisible();
  await expect(rows.nth(6)).toHaveAttribute('aria-selected', 'false');
  await expect(rows.nth(6)).toHaveAttribute('aria-current', 'true');
  await expect(picked).toHaveText('5 selected');
  // The row's checkbox selects (and opens nothing else).
  await rows.nth(7).getByTestId('video-pick').click();
  await expect(picked).toHaveText('6 selected');
  await expect(rows.nth(7)).toHaveAttribute('aria-selected', 'true');
  await expect(rows.nth(7)).not.toHaveAttribute('aria-current', 'true');
  await page.keyboard.press('Escape');
  await page.getByTestId('pick-none').click();

  // The keyboard: Space toggles the focused row, Shift+arrows extend, Enter opens.
  await rows.nth(6).focus();
  await page.keyboard.press('Space');
  await expect(picked).toHaveText('1 selected');
  await page.keyboard.press('Space');
  await expect(picked).toHaveText('No video selected');
  await page.keyboard.press('Space');
  await page.keyboard.press('Shift+ArrowDown');
  await page.keyboard.press('Shift+ArrowDown');
  await expect(picked).toHaveText('3 selected');

  // Select all matching the filter.
  await page.getByTestId('library-filter').fill('tutorial');
  await page.getByTestId('pick-all').click();
  await expect(picked).toHaveText('2 selected');
  await page.getByTestId('pick-none').click();
  await expect(picked).toHaveText('No video selected');
});

test('lists the channel with thumbnails, filters, saves an edit the API then shows, deletes after confirming', async () => {
  const { page, host } = shared;
  const emulator = demoEmulatorUrl(host);
  await openLibrary(page);

  // A first page of 12, each with a thumbnail that really loaded; more behind "Load more".
  const rows = page.getByTestId('video-row');
  await expect(rows).toHaveCount(12);
  await expect(page.getByTestId('library-count')).toHaveText('12 of 14 videos loaded');
  // The figures came through videos.batchGetStats, on its own bucket, which the meter now shows.
  await expect(page.getByTestId('library-figures-source')).toHaveText(
    "Views and likes from the platform's statistics: they do not use the project's daily units.",
  );
  await expect(page.locator('.quota-bucket[data-bucket="stats"]')).toContainText('statistics units left today');
  // Thumbnails load lazily, after their rows appear and once near the view: bring the last row in, then wait for all
  // twelve to have really loaded (a broken one never would).
  const loaded = () =>
    rows
      .locator('img')
      .evaluateAll((images) => images.filter((image) => (image as HTMLImageElement).naturalWidth > 0).length);
  await rows.last().scrollIntoViewIfNeeded();
  await expect.poll(loaded).toBe(12);
  await page.getByTestId('load-more').click();
  await expect(rows).toHaveCount(14);
  await expect(page.getByTestId('load-more')).toHaveCount(0);
  // Every kind of video is there; the scheduled one's badge says so, once, and the Schedule column says when.
  const badges = page.getByTestId('privacy-badge');
  for (const label of ['Public', 'Unlisted', 'Private'])
    await expect(badges.getByText(label, { exact: true }).first()).toBeVisible();
  const premiere = rows.filter({ hasText: 'Premiere: the 2026 gear guide' });
  await expect(premiere.getByTestId('privacy-badge')).toHaveText('Scheduled');
  await expect(premiere.getByTestId('schedule-cell')).not.toHaveText('–');

  // The filter is local and instant, on titles and tags.
  const filter = page.getByTestId('library-filter');
  await filter.fill('tutorial');
  await expect(rows).toHaveCount(2);
  await expect(rows.filter({ hasText: 'How I light my desk setup' })).toHaveCount(1);
  await expect(rows.filter({ hasText: 'Color grading in ten minutes' })).toHaveCount(1);
  await filter.fill('grading');
  await expect(rows).toHaveCount(1);
  await filter.fill('');
  await expect(rows).toHaveCount(14);

  // Open a video: its details, checked with the upload form's rules.
  await rows.filter({ hasText: 'Editing timelapse: a whole episode' }).click();
  const details = page.getByTestId('video-details');
  await expect(details.getByLabel('Title')).toHaveValue('Editing timelapse: a whole episode');
  await expect(details.getByRole('button', { name: 'Save' })).toBeDisabled();
  await details.getByLabel('Title').fill('Editing <timelapse>');
  await expect(details.getByText('The title may not contain "<" or ">".')).toBeVisible();
  await expect(details.getByRole('button', { name: 'Save' })).toBeDisabled();
  await details.getByLabel('Title').fill('Editing timelapse: the whole episode, uncut');
  await details.getByLabel('Unlisted: anyone with the link').check();
  await details.getByRole('button', { name: 'Save' }).click();
  await expect(details.getByTestId('save-outcome')).toHaveText('Saved on the platform: title and visibility.');
  await expect(details.getByRole('button', { name: 'Save' })).toBeDisabled();
  const edited = rows.filter({ hasText: 'Editing timelapse: the whole episode, uncut' });
  await expect(edited.getByTestId('privacy-badge')).toHaveText('Unlisted');

  // The platform has it, and kept what the form does not show (tags, category, description).
  const onPlatform = await videoOnPlatform(emulator, 'dQd3moVid03');
  expect(onPlatform.snippet).toMatchObject({
    title: 'Editing timelapse: the whole episode, uncut',
    categoryId: '24',
    tags: ['editing', 'timelapse'],
    defaultLanguage: 'en',
  });
  expect(onPlatform.snippet.description).toContain('Six hours of editing');
  expect(onPlatform.status.privacyStatus).toBe('unlisted');

  // Escape closes the details; focus is back on the row.
  await page.keyboard.press('Escape');
  await expect(details).toHaveCount(0);
  await expect(edited).toBeFocused();

  // Delete asks first; "Keep it" (or Escape) takes the question back.
  await rows.filter({ hasText: 'Draft: sponsor segment rough cut' }).click();
  await details.getByRole('button', { name: 'Delete video “Draft: sponsor segment rough cut”' }).click();
  const confirm = details.getByRole('group', { name: 'Confirm deleting Draft: sponsor segment rough cut' });
  await confirm.getByRole('button', { name: 'Keep it' }).click();
  await expect(details).toBeVisible();
  await details.getByRole('button', { name: 'Delete video “Draft: sponsor segment rough cut”' }).click();
  await confirm.getByRole('button', { name: 'Yes, delete it' }).click();
  await expect(details).toHaveCount(0);
  await expect(rows).toHaveCount(13);
  await expect(rows.filter({ hasText: 'Draft: sponsor segment rough cut' })).toHaveCount(0);
  expect(await videoOnPlatform(emulator, 'dQd3moVid10')).toBeUndefined();
});

test('the keyboard walks the list and opens a video; a refusal of the platform is said and loses nothing', async () => {
  const { page, host } = shared;
  await openLibrary(page);
  const rows = page.getByTestId('video-row');
  await expect(rows).toHaveCount(12);
  await rows.first().focus();
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowDown');
  await expect(rows.nth(2)).toBeFocused();
  await page.keyboard.press('End');
  await expect(rows.nth(11)).toBeFocused();
  await page.keyboard.press('Home');
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  const details = page.getByTestId('video-details');
  await expect(details).toHaveAttribute('data-video-id', 'dQd3moVid06');
  await expect(details.getByRole('heading', { name: 'Color grading in ten minutes' })).toBeFocused();

  // Another client deletes the video meanwhile: the save is refused with a message, and the form keeps the edit.
  const owner = await demoGrant(demoEmulatorUrl(host), ['youtube']);
  const removed = await fetch(`${owner.dataApiBaseUrl}/videos?id=dQd3moVid06`, {
    method: 'DELETE',
    headers: owner.auth,
  });
  expect(removed.status).toBe(204);
  await details.getByLabel('Title').fill('Color grading, revisited');
  await details.getByRole('button', { name: 'Save' }).click();
  await expect(details.getByTestId('save-error')).toContainText('no longer on the channel');
  await expect(details.getByLabel('Title')).toHaveValue('Color grading, revisited');
});

test('a finished upload\'s "Edit in Library" opens its details', async () => {
  test.setTimeout(90_000);
  const { page, host } = shared;
  await page.goto(host.url);
  await expect(page.getByRole('heading', { name: 'Uploads', level: 1 })).toBeVisible();
  await page.getByLabel('Review the details of new videos before they upload').uncheck();
  await page.getByTestId('upload-dropzone').drop({
    files: { name: 'launch-day.mp4', mimeType: 'video/mp4', buffer: videoBytes(256 * 1024) },
  });
  const upload = page.getByTestId('upload-row').filter({ hasText: 'launch-day' });
  await expect(upload.getByTestId('upload-state')).toHaveText('Done', { timeout: 60_000 });
  const videoId = (await upload.getByTestId('video-id').textContent())!;

  await upload.getByRole('button', { name: 'Edit launch-day in the Library' }).click();
  await expect(page.getByRole('heading', { name: 'Library', level: 1 })).toBeVisible();
  const details = page.getByTestId('video-details');
  await expect(details).toHaveAttribute('data-video-id', videoId);
  await expect(details.getByLabel('Title')).toHaveValue('launch-day');
  await expect(page.getByTestId('video-row').first()).toHaveAttribute('data-video-id', videoId);
});

test('the figures come from videos.list when the platform does not serve videos.batchGetStats, and it says so', async ({
  page,
  request,
}) => {
  // A host of its own: the shared one's meter has shown the statistics bucket since its first list.
  const host = await startWebHost({ args: ['--demo'] });
  try {
    const emulator = demoEmulatorUrl(host);
    const armed = await request.post(`${emulator}/_emulator/v1/faults`, {
      headers: demoControl,
      data: { kind: 'unavailable', as: 'notServed', method: 'videos.batchGetStats' },
    });
    expect(armed.status()).toBe(201);
    await page.goto(host.url);
    await showScreen(page, 'Library');
    await expect(page.getByTestId('library-figures-source')).toHaveText(
      "Views and likes read with the videos, from the project's daily units, because the platform's statistics are not offered here.",
    );
    // The figures are there all the same: the demo's studio tour has been watched.
    const row = page.getByTestId('video-row').filter({ hasText: 'Studio tour 2026' });
    await expect(row).toContainText('18.4K');
    await expect(page.locator('.quota-bucket[data-bucket="stats"]')).toHaveCount(0);
  } finally {
    await host.stop();
  }
});
