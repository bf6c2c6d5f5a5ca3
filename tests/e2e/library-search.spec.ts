// Search within the channel's own videos from the Library, in browser mode on the demo workspace, as a creator uses
// it: typing costs nothing (the free filter stays as it was), Enter asks the platform and shows the results in the
// list with their thumbnails, the quota meter goes down by what the platform charged (one search of the search
// bucket, and videos.list's 1 unit), a private video is found, a result opens its details, a refused search says what to do, and Clear (or
// Escape in the search box) goes back to the full list.
import { type APIRequestContext, type Page } from '@playwright/test';
import { expect, test } from './support/hosts';
import { demoEmulatorUrl } from './support/contract-client';
import { demoControl, startWebHost, type WebHost } from './support/web-host';

let host: WebHost;

test.afterEach(async () => {
  await host?.stop();
});

const figures = /^([\d,]+) of ([\d,]+) units left today$/;
const searchFigures = /^([\d,]+) of ([\d,]+) searches left today$/;

function meterFigure(page: Page, bucket: 'units' | 'search') {
  return page.getByTestId('quota-meter').locator(`[data-bucket="${bucket}"] .quota-figures`);
}

async function meterLeft(page: Page, bucket: 'units' | 'search'): Promise<number> {
  const text = await meterFigure(page, bucket).textContent();
  return Number((bucket === 'units' ? figures : searchFigures).exec(text ?? '')?.[1]?.replace(/,/g, '') ?? NaN);
}

async function emulatorUsed(
  request: APIRequestContext,
  emulator: string,
): Promise<{ units: number; searches: number }> {
  const quota = (await (await request.get(`${emulator}/_emulator/v1/quota`, { headers: demoControl })).json()) as {
    buckets: Record<'units' | 'search', { used: number }>;
  };
  return { units: quota.buckets.units.used, searches: quota.buckets.search.used };
}

test('searches the channel on submit only, shows the results with thumbnails, opens one, and clears', async ({
  page,
  request,
}) => {
  host = await startWebHost({ args: ['--demo'] });
  const emulator = demoEmulatorUrl(host);
  await page.goto(host.url);
  await page.getByRole('navigation', { name: 'Screens' }).getByRole('button', { name: 'Library' }).click();
  await expect(page.getByRole('heading', { name: 'Library', level: 1 })).toBeVisible();
  const rows = page.getByTestId('video-row');
  const trailer = rows.filter({ has: page.getByText('Channel trailer', { exact: true }) });
  await expect(rows).toHaveCount(12);
  await expect(meterFigure(page, 'units')).toHaveText(figures);
  await expect(meterFigure(page, 'search')).toHaveText(searchFigures);

  // The cost is said before anything is sent; typing sends nothing.
  const search = page.getByRole('search', { name: "Search the channel's videos" });
  await expect(search).toContainText('Each search: 1 search');
  const before = await emulatorUsed(request, emulator);
  const meterBefore = { units: await meterLeft(page, 'units'), searches: await meterLeft(page, 'search') };
  const box = page.getByTestId('library-search-input');
  // Key by key, as a creator types: had any keystroke searched, the searches below would be more than one.
  await box.pressSequentially('trailer');
  await expect(rows).toHaveCount(12);
  expect(await emulatorUsed(request, emulator)).toEqual(before);

  // Enter asks the platform: the results replace the list, with thumbnails that really loaded.
  await box.press('Enter');
  await expect(page.getByTestId('library-count')).toHaveText(
    '2 videos found for "trailer". Search results, not the full list.',
  );
  await expect(rows).toHaveCount(2);
  await expect(trailer).toHaveCount(1);
  await expect(rows.filter({ hasText: 'Live stream replay: building the channel trailer' })).toHaveCount(1);
  await expect
    .poll(() =>
      rows
        .locator('img')
        .evaluateAll((images) => images.filter((image) => (image as HTMLImageElement).naturalWidth > 0).length),
    )
    .toBe(2);
  expect(await emulatorUsed(request, emulator)).toEqual({ units: before.units + 1, searches: before.searches + 1 });
  await expect(meterFigure(page, 'units')).toHaveText(
    `${(meterBefore.units - 1).toLocaleString('en-US')} of 10,000 units left today`,
  );
  await expect(meterFigure(page, 'search')).toHaveText(`${meterBefore.searches - 1} of 100 searches left today`);

  // The free filter still narrows what shows, here the results.
  const filter = page.getByTestId('library-filter');
  await filter.fill('replay');
  await expect(rows).toHaveCount(1);
  await filter.fill('');
  await expect(rows).toHaveCount(2);

  // A result opens its details; Escape closes them.
  await trailer.click();
  const details = page.getByTestId('video-details');
  await expect(details.getByLabel('Title')).toHaveValue('Channel trailer');
  await page.keyboard.press('Escape');
  await expect(details).toHaveCount(0);

  // A private video, found by the keyboard with another order.
  await box.fill('draft');
  await page.getByTestId('library-search-order').selectOption('date');
  await box.press('Enter');
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText('Draft: sponsor segment rough cut');
  await expect(rows.first().getByTestId('privacy-badge')).toHaveText('Private');

  // A search the platform refuses says why and what to do; the list is not lost.
  const armed = await request.post(`${emulator}/_emulator/v1/faults`, {
    data: { kind: 'platformError', status: 403, reason: 'quotaExceeded', method: 'search.list' },
    headers: demoControl,
  });
  expect(armed.ok()).toBe(true);
  await box.fill('studio');
  await page.getByTestId('library-search-submit').click();
  const refused = page.getByTestId('library-search-error');
  await expect(refused).toBeVisible();
  await expect(refused).toContainText('quota');
  await expect(refused).toContainText('Use Clear search to go back to the list.');
  await expect(page.getByTestId('library-count')).toHaveText('');

  // Clear returns to the full list; Escape in the search box does the same.
  await page.getByTestId('library-search-clear').click();
  await expect(rows).toHaveCount(12);
  await expect(page.getByTestId('library-count')).toHaveText('12 of 14 videos loaded');
  await expect(box).toBeFocused();
  await box.fill('trailer');
  await box.press('Enter');
  await expect(rows).toHaveCount(2);
  await box.press('Escape');
  await expect(rows).toHaveCount(12);
  await expect(page.getByTestId('library-search-clear')).toHaveCount(0);
});
