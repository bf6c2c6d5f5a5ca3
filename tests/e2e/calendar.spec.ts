// The release calendar in browser mode, on the demo workspace, as a creator uses it: the demo's scheduled videos on
// their days in the chosen zone; one dragged to another day and its new publishAt seen at the emulator through the
// Data API; a refused move (the emulator's fault control) and a move to a past day rolled back with the reason shown;
// three held uploads spread over a rule's next three slots.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { DateTime } from 'luxon';
import { connectContract, demoEmulatorUrl, stageFile, type ContractClient } from './support/contract-client';
import { openApp, readDemoChannel, showScreen } from './support/demo-workspace';
import { testNow } from './support/test-clock';
import { demoControl, startWebHost, type WebHost } from './support/web-host';
import { videoBytes } from '../support/video-fixture';

const ZONE = 'America/New_York';
const SCHEDULED = [
  { id: 'dQd3moVid05', title: 'Behind the scenes (members)' },
  { id: 'dQd3moVid14', title: 'Premiere: the 2026 gear guide' },
] as const;

let host: WebHost | undefined;
let client: ContractClient | undefined;

test.afterEach(async () => {
  client?.close();
  client = undefined;
  await host?.stop();
  host = undefined;
});

async function publishAtOnPlatform(emulator: string, id: string): Promise<string | undefined> {
  const answer = await readDemoChannel<{ items: Array<{ status: { publishAt?: string } }> }>(
    emulator,
    `/videos?part=status&id=${id}`,
  );
  return answer.items[0]?.status.publishAt;
}

async function openCalendar(page: Page, zone = ZONE): Promise<void> {
  await openApp(page, host!);
  await showScreen(page, 'Calendar');
  await page.getByLabel('Calendar time zone').fill(zone);
  await expect(page.getByTestId('calendar-grid')).toHaveAttribute('aria-busy', 'false');
}

/** Turns the week view to the week that holds `instant` in the zone. */
async function showWeekOf(page: Page, instant: number): Promise<void> {
  const weeks = Math.round(
    DateTime.fromMillis(instant, { zone: ZONE })
      .startOf('week')
      .diff(DateTime.fromMillis(testNow()).setZone(ZONE).startOf('week'), 'weeks').weeks,
  );
  for (let step = 0; step < weeks; step += 1) await page.getByRole('button', { name: 'Next week' }).click();
  await expect(page.locator(`[data-testid="calendar-day"][data-day="${dayKey(instant)}"]`)).toBeVisible();
}

const dayKey = (instant: number): string => DateTime.fromMillis(instant, { zone: ZONE }).toISODate()!;
const dayCell = (page: Page, instant: number) =>
  page.locator(`[data-testid="calendar-day"][data-day="${dayKey(instant)}"]`);
const entryOf = (page: Page, id: string) => page.locator(`[data-testid="calendar-entry"][data-entry-id="${id}"]`);

test('the scheduled videos sit on their days; one dragged to another day is rescheduled at the emulator', async ({
  page,
}) => {
  host = await startWebHost({ args: ['--demo'] });
  const emulator = demoEmulatorUrl(host);
  await openCalendar(page);

  // Each scheduled video, on its local day, at its local time.
  for (const video of SCHEDULED) {
    const at = Date.parse((await publishAtOnPlatform(emulator, video.id))!);
    await page.getByRole('button', { name: 'Today' }).click();
    await showWeekOf(page, at);
    const entry = dayCell(page, at).getByTestId('calendar-entry').filter({ hasText: video.title });
    await expect(entry).toBeVisible();
    await expect(entry.locator('time')).toHaveText(DateTime.fromMillis(at, { zone: ZONE }).toFormat('HH:mm'));
    await expect(entry.getByTestId('calendar-entry-state')).toHaveText('Scheduled');
  }

  // The month view shows it too, in its month.
  await page.getByRole('button', { name: 'Month' }).click();
  await page.getByRole('button', { name: 'Today' }).click();
  const first = Date.parse((await publishAtOnPlatform(emulator, SCHEDULED[0].id))!);
  const monthsAhead = (instant: number) =>
    Math.round(
      DateTime.fromMillis(instant, { zone: ZONE })
        .startOf('month')
        .diff(DateTime.fromMillis(testNow()).setZone(ZONE).startOf('month'), 'months').months,
    );
  for (let step = 0; step < monthsAhead(first); step += 1) {
    await page.getByRole('button', { name: 'Next month' }).click();
  }
  await expect(dayCell(page, first).getByText(SCHEDULED[0].title, { exact: true })).toBeVisible();

  // The zone's next clock change is a day of 23 or 25 hours, said on its cell.
  let change = DateTime.fromMillis(testNow()).setZone(ZONE).startOf('day');
  while (change.plus({ days: 1 }).startOf('day').diff(change, 'hours').hours === 24) change = change.plus({ days: 1 });
  const hours = change.plus({ days: 1 }).startOf('day').diff(change, 'hours').hours;
  await page.getByRole('button', { name: 'Today' }).click();
  for (let step = 0; step < monthsAhead(change.toMillis()); step += 1) {
    await page.getByRole('button', { name: 'Next month' }).click();
  }
  await expect(dayCell(page, change.toMillis())).toHaveAttribute('data-hours', String(hours));
  await expect(dayCell(page, change.toMillis()).getByTestId('calendar-day-length')).toHaveText(`${hours} h`);

  // Drag the first to the next day (or the day before, on a Sunday): same local time, the day after.
  await page.getByRole('button', { name: 'Week' }).click();
  await page.getByRole('button', { name: 'Today' }).click();
  await showWeekOf(page, first);
  const local = DateTime.fromMillis(first, { zone: ZONE });
  const target = local.weekday === 7 ? local.minus({ days: 1 }) : local.plus({ days: 1 });
  await entryOf(page, SCHEDULED[0].id).dragTo(dayCell(page, target.toMillis()));
  await expect(dayCell(page, target.toMillis()).getByText(SCHEDULED[0].title, { exact: true })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'now publishes' })).toBeVisible();
  await expect
    .poll(async () => Date.parse((await publishAtOnPlatform(emulator, SCHEDULED[0].id)) ?? ''))
    .toBe(target.toMillis());
  await expect(entryOf(page, SCHEDULED[0].id).locator('time')).toHaveText(local.toFormat('HH:mm'));

  // From the keyboard: Alt+← on the card takes it back a day, to where it was (Alt+→ when it went back from a
  // Sunday: a day before that is today or past, which the platform refuses).
  await entryOf(page, SCHEDULED[0].id)
    .getByRole('button', { name: /^Move “/ })
    .focus();
  await page.keyboard.press(target < local ? 'Alt+ArrowRight' : 'Alt+ArrowLeft');
  await expect.poll(async () => Date.parse((await publishAtOnPlatform(emulator, SCHEDULED[0].id)) ?? '')).toBe(first);
  await expect(dayCell(page, first).getByText(SCHEDULED[0].title, { exact: true })).toBeVisible();
});

test('a refused move and a move to a past day are rolled back with the reason shown', async ({ page, request }) => {
  host = await startWebHost({ args: ['--demo'] });
  const emulator = demoEmulatorUrl(host);
  const video = SCHEDULED[1];
  const before = (await publishAtOnPlatform(emulator, video.id))!;
  const at = Date.parse(before);
  await openCalendar(page);
  // A zone the computer does not know is said, and the calendar stays in the last good one.
  await page.getByLabel('Calendar time zone').fill('Mars/Olympus');
  await expect(page.getByText('Not a time zone this computer knows')).toContainText(`The calendar stays in ${ZONE}.`);
  await page.getByLabel('Calendar time zone').fill(ZONE);
  await showWeekOf(page, at);

  const armed = await request.post(`${emulator}/_emulator/v1/faults`, {
    headers: demoControl,
    data: {
      kind: 'platformError',
      method: 'videos.update',
      reason: 'invalidPublishAt',
      status: 400,
      domain: 'youtube.video',
      message: 'The request metadata specifies an invalid scheduled publishing time.',
    },
  });
  expect(armed.status()).toBe(201);

  const local = DateTime.fromMillis(at, { zone: ZONE });
  const target = local.weekday === 7 ? local.minus({ days: 1 }) : local.plus({ days: 1 });
  await entryOf(page, video.id).dragTo(dayCell(page, target.toMillis()));
  const refused = page.getByTestId('calendar-move-refused');
  await expect(refused).toContainText(`“${video.title}” was not moved; it is back where it was.`);
  await expect(refused).toContainText('invalid scheduled publishing time');
  await expect(dayCell(page, at).getByText(video.title, { exact: true })).toBeVisible();
  expect(await publishAtOnPlatform(emulator, video.id)).toBe(before);

  // "Move to…" yesterday, by the keyboard: refused before anything is sent.
  await page.getByRole('button', { name: 'Dismiss the refused move' }).click();
  await entryOf(page, video.id)
    .getByRole('button', { name: `Move “${video.title}” to…`, exact: false })
    .click();
  const form = page.getByRole('form', { name: `Move “${video.title}”` });
  await expect(form.getByLabel('Date')).toBeFocused();
  await form.getByLabel('Date').fill(DateTime.fromMillis(testNow()).setZone(ZONE).minus({ days: 1 }).toISODate()!);
  await form.getByLabel('Date').press('Enter');
  await expect(refused).toContainText('That time has passed');
  await expect(dayCell(page, at).getByText(video.title, { exact: true })).toBeVisible();
  expect(await publishAtOnPlatform(emulator, video.id)).toBe(before);
});

test('"spread these" gives three held uploads the rule\'s next three slots, private', async ({ page }) => {
  const workDir = mkdtempSync(join(tmpdir(), 'desk-calendar-'));
  host = await startWebHost({ args: ['--demo'] });
  client = await connectContract(host);
  const files = [];
  for (const name of ['Episode 1.mp4', 'Episode 2.mp4', 'Episode 3.mp4']) {
    const path = join(workDir, name);
    writeFileSync(path, videoBytes(64 * 1024));
    files.push({
      source: { kind: 'staged' as const, stagingId: await stageFile(host, path, name, 'video/mp4') },
      metadata: { snippet: { title: name.replace('.mp4', '') }, status: { privacyStatus: 'public' as const } },
    });
  }
  const { accepted } = await client.call('uploads.enqueue', { files, hold: true });
  expect(accepted).toHaveLength(3);

  await openCalendar(page);
  const spread = page.getByTestId('calendar-spread');
  for (const title of ['Episode 1', 'Episode 2', 'Episode 3']) await spread.getByLabel(title).check();
  // A template's slots fill the editor (the demo's "Weekly show": Mon/Wed/Fri 18:00 Berlin)…
  await spread.getByLabel('Slots of a template').selectOption({ label: 'Weekly show' });
  await expect(spread.getByTestId('slot-rule-summary')).toHaveText('Mon, Wed, Fri at 18:00 (Europe/Berlin)');
  // …and can be changed for this spread: every 6 hours from tomorrow 09:00 in the zone, where no demo video sits.
  const first = DateTime.fromMillis(testNow())
    .setZone(ZONE)
    .plus({ days: 1 })
    .set({ hour: 9, minute: 0, second: 0, millisecond: 0 });
  await spread.getByLabel('Every few hours').check();
  await spread.getByLabel('Every (hours)').fill('6');
  await spread.getByLabel('First slot').fill(first.toFormat("yyyy-MM-dd'T'HH:mm"));
  await spread.getByLabel('Time zone').fill(ZONE);
  await expect(spread.getByTestId('spread-preview').locator('li')).toHaveCount(3);
  await spread.getByRole('button', { name: 'Spread 3 uploads' }).click();
  await expect(page.getByRole('status').filter({ hasText: '3 uploads given the next free slots.' })).toBeVisible();

  const expected = [0, 6, 12].map((hours) => first.plus({ hours }).toMillis());
  const page1 = await client.call('uploads.list');
  const byTitle = new Map(page1.uploads.map((upload) => [upload.metadata.snippet.title, upload.metadata.status]));
  expect(['Episode 1', 'Episode 2', 'Episode 3'].map((title) => Date.parse(byTitle.get(title)!.publishAt!))).toEqual(
    expected,
  );
  for (const title of ['Episode 1', 'Episode 2', 'Episode 3'])
    expect(byTitle.get(title)!.privacyStatus).toBe('private');

  // On the calendar, as queued uploads at those times.
  await showWeekOf(page, expected[2]!);
  for (const at of expected.filter((instant) => dayKey(instant) === dayKey(expected[2]!))) {
    await expect(
      page.locator(`[data-testid="calendar-entry"][data-publish-at="${new Date(at).toISOString()}"]`),
    ).toContainText('Queued');
  }
});
