// The Library on a big channel (issue 34): the demo channel seeded with 10,000 generated videos (`--demo-size
// large`). Before the first read the Library says what reading every video costs; the read shows its progress; then
// the title filter narrows 10,000 videos as you type, the description filter finds every video with the affiliate
// link, "Select all N matching" selects every one of them (not a loaded page), and a restart finds the catalogue as
// it was left, read again for 1 unit. The read is asked from a second window at once, while its first page may still
// be loading: the click is never lost (a read asked while another runs waits for it; a status answered after the
// click does not put the button back). The specs that start from a read big channel take a copy of one made once per
// run (support/hosts.ts, `syncedLargeDemoDir`): this one is where the read itself is proved.
import { expect, test } from './support/hosts';
import { openDemo, openSignedInDemo, showScreen } from './support/demo-workspace';
import { startWebHost, type WebHost } from './support/web-host';

let host: WebHost | undefined;

test.afterEach(async () => {
  await host?.stop();
  host = undefined;
});

const number = new Intl.NumberFormat('en-US');

test('a channel of 10,014 videos: read once with progress, filtered as you type, all matching selected, kept across a restart', async ({
  page: firstWindow,
  context,
}) => {
  test.setTimeout(240_000);
  host = await startWebHost({ args: ['--demo-size', 'large'] });
  await openDemo(firstWindow, host, 'Library');

  await expect(firstWindow.getByTestId('catalogue-bar')).toContainText(
    'reading 10,014 videos: 402 units, about 2 minutes, once.',
  );
  // Before the read, the list is the platform's pages, as on a small channel.
  await expect(firstWindow.getByTestId('library-count')).toHaveText('12 of 10,014 videos loaded');
  await firstWindow.close();

  // Another window asks the read as soon as its Library shows, while the platform's first page may still be loading.
  const page = await context.newPage();
  await openSignedInDemo(page, host, 'Library');
  await page.getByTestId('catalogue-sync').click();
  const bar = page.getByTestId('catalogue-bar');
  await expect(page.getByTestId('catalogue-progress')).toBeVisible();
  await expect(bar).toContainText(/Reading the channel's videos: [\d,]+ of 10,014 videos \(\d+ units so far\)/);
  await expect(bar).toContainText('All 10,014 videos at hand', { timeout: 180_000 });
  const count = page.getByTestId('library-count');
  await expect(count).toHaveText('All 10,014 videos of the channel');

  // The filter narrows all of them as the creator types, word by word.
  const filter = page.getByTestId('library-filter');
  await expect(filter).toHaveAttribute('placeholder', 'Filter all videos (free)');
  const matched = async (): Promise<number> => Number((await count.textContent())!.split(' of ')[0]!.replace(/,/g, ''));
  await filter.pressSequentially('drone', { delay: 40 });
  await expect(count).toHaveText(/^[\d,]+ of 10,014 videos match$/);
  const drone = await matched();
  expect(drone).toBeGreaterThan(300);
  await filter.pressSequentially(' lisbon', { delay: 40 });
  await expect.poll(matched).toBeLessThan(drone);
  const lisbon = await matched();
  expect(lisbon).toBeGreaterThan(0);
  for (const title of await page.getByTestId('video-row').locator('.lib-cell-title').allTextContents()) {
    expect(title.toLowerCase()).toContain('drone');
  }

  // Every video with the affiliate link, however far down, selected at once.
  await filter.fill('');
  await page.getByTestId('library-description-filter').fill('tag=deskdemo-20');
  // Some 40% of the seeded descriptions carry it (the counts of the filters before show until its answer).
  await expect.poll(async () => ((n) => n > 3_000 && n < 10_014)(await matched())).toBe(true);
  const linked = await matched();
  await page.getByTestId('pick-all').click();
  await expect(page.getByTestId('picked-count')).toHaveText(`${number.format(linked)} selected`);
  await expect(page.getByTestId('library-export')).toHaveText(`Export ${number.format(linked)} selected to CSV`);
  await expect(page.getByTestId('bulk-open')).toHaveText(`Bulk edit ${number.format(linked)}…`);

  // The catalogue stays in the data folder: after a restart, the Library lists all of it without reading it again.
  const dataDir = host.dataDir;
  await host.stop();
  host = await startWebHost({ dataDir, args: ['--demo-size', 'large'] });
  await page.goto(host.url);
  await showScreen(page, 'Library');
  await expect(page.getByTestId('catalogue-bar')).toContainText('All 10,014 videos at hand');
  await expect(page.getByTestId('library-count')).toHaveText('All 10,014 videos of the channel');
});
