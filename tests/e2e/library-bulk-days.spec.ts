// A channel-wide bulk edit on the big demo channel crossing quota days, with a restart in the middle (issue 34): the
// link in every matching description of 10,014 videos, where the platform's day allows a few videos only. The job
// writes what today pays for, then waits for the reset (saying so); the platform's clock moved past midnight Pacific,
// it goes on by itself; the app stopped and started again, it goes on from where it was; no video is written twice
// and every one written holds the new link. It starts from the channel read already (a copy of the run's prepared big
// demo, support/hosts.ts); library-catalogue reads it through the screen.
import type { Page } from '@playwright/test';
import { nextQuotaReset } from '../../shared/platform/quota-reset';
import { demoEmulatorUrl } from './support/contract-client';
import { openSignedInDemo, readDemoChannel, showScreen } from './support/demo-workspace';
import { control } from './support/emulator-control';
import { expect, test } from './support/hosts';
import { startWebHost, type WebHost } from './support/web-host';

const OLD = 'tag=deskdemo-20';
const NEW = 'tag=deskdemo-21';
/** A video's fresh read (videos.list) and its write (videos.update). */
const UNITS_A_VIDEO = 51;

let host: WebHost | undefined;

test.afterEach(async () => {
  await host?.stop();
  host = undefined;
});

type Updates = { total: number; videos: Record<string, number> };
const updates = (emulator: string) => control<Updates>(emulator, 'GET', '/videos/updates');

/** The platform's day allows `videos` more videos than it has spent. */
async function allowToday(emulator: string, videos: number): Promise<void> {
  const { used } = await control<{ used: number }>(emulator, 'GET', '/quota');
  await control(emulator, 'PUT', '/quota', { limit: used + videos * UNITS_A_VIDEO });
}

/** Waits until the job writes no more today: it says it waits for the reset, and the platform's count stays put. */
async function waitingForTheReset(page: Page, emulator: string): Promise<number> {
  let last = -1;
  await expect
    .poll(
      async () => {
        const { total } = await updates(emulator);
        const still = total === last;
        last = total;
        return still;
      },
      { timeout: 60_000, intervals: [3_000] },
    )
    .toBe(true);
  await expect(page.getByTestId('bulk-job-status')).toContainText('waits for the quota reset');
  expect(last).toBeGreaterThan(0);
  return last;
}

/** Moves the platform's clock a minute past its next quota reset (midnight Pacific). */
async function nextDay(emulator: string): Promise<void> {
  const { now } = await control<{ now: string }>(emulator, 'GET', '/clock');
  const at = Date.parse(now);
  await control(emulator, 'POST', '/clock', { advanceMs: nextQuotaReset(at) - at + 60_000 });
}

test('a link changed over the big channel crosses two quota days and a restart: each video written once', async ({
  page,
  syncedLargeDemoDir: dataDir,
}) => {
  test.setTimeout(300_000);
  host = await startWebHost({ dataDir, args: ['--demo-size', 'large'] });
  await openSignedInDemo(page, host, 'Library');
  let emulator = demoEmulatorUrl(host);
  await expect(page.getByTestId('catalogue-bar')).toContainText('All 10,014 videos at hand');

  // Day 1: room for three videos.
  await allowToday(emulator, 3);
  await page.getByTestId('library-description-filter').fill(OLD);
  await expect(page.getByTestId('library-count')).toHaveText(/^[\d,]+ of 10,014 videos match$/);
  await page.getByTestId('pick-all').click();
  await page.getByTestId('bulk-open').click();
  await page.getByTestId('bulk-kind').selectOption('replace');
  await page.getByRole('textbox', { name: 'Find', exact: true }).fill(OLD);
  await page.getByRole('textbox', { name: 'Replace with' }).fill(NEW);
  await page.getByTestId('bulk-apply').click();
  await expect(page.getByTestId('bulk-job')).toHaveAttribute('data-status', 'running');
  const firstDay = await waitingForTheReset(page, emulator);
  expect(firstDay).toBeLessThanOrEqual(3);

  // Day 2: the platform's clock past midnight Pacific; the job looks again (within seconds: its look is local) and
  // goes on by itself.
  await nextDay(emulator);
  await expect
    .poll(async () => (await updates(emulator)).total, { timeout: 30_000, intervals: [1_000] })
    .toBeGreaterThan(firstDay);
  const beforeRestart = await waitingForTheReset(page, emulator);

  // The app stops and starts again on the same data: the job is read back (its values from their own file) and goes
  // on. The new platform's day is a fresh one: it gets room for two videos.
  const written = await updates(emulator);
  expect(written.total).toBe(beforeRestart);
  await host.stop();
  host = await startWebHost({ dataDir });
  emulator = demoEmulatorUrl(host);
  await allowToday(emulator, 2);
  await page.goto(host.url);
  await showScreen(page, 'Library');
  await page.getByTestId('bulk-show').click();
  await expect(page.getByTestId('bulk-job')).toHaveAttribute('data-status', 'running');
  const afterRestart = await waitingForTheReset(page, emulator);
  // The platform keeps its count of writes across the restart: more videos written, and none twice.
  expect(afterRestart).toBeGreaterThan(beforeRestart);
  const now = await updates(emulator);
  expect(Object.entries(now.videos).filter(([, count]) => count !== 1)).toEqual([]);
  for (const id of Object.keys(written.videos)) expect(now.videos[id]).toBe(1);

  // What was written holds the new link where the old one was (read with room in the day for the read itself).
  await control(emulator, 'PUT', '/quota', { limit: 1_000_000 });
  const ids = Object.keys(now.videos).slice(0, 50);
  const read = await readDemoChannel<{ items: Array<{ id: string; snippet: { description: string } }> }>(
    emulator,
    `/videos?part=snippet&maxResults=50&id=${ids.join(',')}`,
  );
  expect(read.items).toHaveLength(ids.length);
  for (const video of read.items) {
    expect(video.snippet.description).toContain(NEW);
    expect(video.snippet.description).not.toContain(OLD);
  }
});
