// The release calendar in browser mode, on the demo workspace, as a creator uses it: the demo's scheduled videos on
// their days in the chosen zone; one dragged to another day and its new publishAt seen at the emulator through the
// Data API, then undone from the notice, moved by the keyboard and undone by Ctrl+Z; a refused move (the emulator's
// fault control) and a move to a past day rolled back with the reason shown; the "Weekly show" template's Berlin
// slots on a UTC calendar at their local time there, the one an episode holds never shown free; three held uploads
// spread over a rule's next three slots.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type Page } from '@playwright/test';
import { expect, test } from './support/hosts';
import { DateTime } from 'luxon';
import { connectContract, demoEmulatorUrl, stageFile, type ContractClient } from './support/contract-client';
import { openApp, readDemoChannel, showScreen } from './support/demo-workspace';
import { testNow } from './support/test-clock';
import { formatTime } from '../../shared/text/when';
import { demoControl, startWebHost, type WebHost } from './support/web-host';
import { videoBytes } from '../support/video-fixture';

const ZONE = 'America/New_York';
const SCHEDULED = [
  { id: 'dQd3moVid05', title: 'Behind the scenes (members)' },
  { id: 'dQd3moVid14', title: 'Premiere: the 2026 gear guide' },
] as const;

// The page says times in its locale: the spec reads them in the same one.
const LOCALE = 'en-US';
test.use({ locale: LOCALE });
const timeIn = (instant: number, zone = ZONE) => formatTime(instant, { timeZone: zone, locale: LOCALE });

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
    await page.getByRole('button', { name: 'Today', exact: true }).click();
    await showWeekOf(page, at);
    const entry = dayCell(page, at).getByTestId('calendar-entry').filter({ hasText: video.title });
    await expect(entry).toBeVisible();
    await expect(entry.locator('time')).toHaveText(timeIn(at));
    await expect(entry.getByTestId('calendar-entry-state')).toHaveText('Scheduled');
  }

  // The month view shows it too, in its month.
  await page.getByRole('button', { name: 'Month' }).click();
  await page.getByRole('button', { name: 'Today', exact: true }).click();
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
  await expect(
    dayCell(page, first).getByTestId('calendar-entry').filter({ hasText: SCHEDULED[0].title }),
  ).toBeVisible();

  // The zone's next clock change is a day of 23 or 25 hours, said on its cell.
  let change = DateTime.fromMillis(testNow()).setZone(ZONE).startOf('day');
  while (change.plus({ days: 1 }).startOf('day').diff(change, 'hours').hours === 24) change = change.plus({ days: 1 });
  const hours = change.plus({ days: 1 }).startOf('day').diff(change, 'hours').hours;
  await page.getByRole('button', { name: 'Today', exact: true }).click();
  for (let step = 0; step < monthsAhead(change.toMillis()); step += 1) {
    await page.getByRole('button', { name: 'Next month' }).click();
  }
  await expect(dayCell(page, change.toMillis())).toHaveAttribute('data-hours', String(hours));
  await expect(dayCell(page, change.toMillis()).getByTestId('calendar-day-length')).toHaveText(`${hours} h`);

  // Drag the first to the next day (or the day before, on a Sunday): same local time, the day after.
  await page.getByRole('button', { name: 'Week' }).click();
  await page.getByRole('button', { name: 'Today', exact: true }).click();
  await showWeekOf(page, first);
  const local = DateTime.fromMillis(first, { zone: ZONE });
  const target = local.weekday === 7 ? local.minus({ days: 1 }) : local.plus({ days: 1 });
  await entryOf(page, SCHEDULED[0].id).dragTo(dayCell(page, target.toMillis()));
  await expect(
    dayCell(page, target.toMillis()).getByTestId('calendar-entry').filter({ hasText: SCHEDULED[0].title }),
  ).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'now publishes' })).toBeVisible();
  await expect
    .poll(async () => Date.parse((await publishAtOnPlatform(emulator, SCHEDULED[0].id)) ?? ''))
    .toBe(target.toMillis());
  await expect(entryOf(page, SCHEDULED[0].id).locator('time')).toHaveText(timeIn(first));
  const platformAt = async () => Date.parse((await publishAtOnPlatform(emulator, SCHEDULED[0].id)) ?? '');

  // The notice offers Undo: the same call, back to where it was.
  await page.getByRole('button', { name: `Undo the move of “${SCHEDULED[0].title}” (Ctrl+Z)` }).click();
  await expect.poll(platformAt).toBe(first);
  await expect(page.getByRole('status').filter({ hasText: 'Undone:' })).toContainText('is back at');
  await expect(
    dayCell(page, first).getByTestId('calendar-entry').filter({ hasText: SCHEDULED[0].title }),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: /^Undo the move/ })).toHaveCount(0);

  // From the keyboard: Alt+→ (Alt+← on a Sunday) on the card moves it a day, Ctrl+Z takes it back.
  await entryOf(page, SCHEDULED[0].id)
    .getByRole('button', { name: /^Move “/ })
    .focus();
  await page.keyboard.press(local.weekday === 7 ? 'Alt+ArrowLeft' : 'Alt+ArrowRight');
  await expect.poll(platformAt).toBe(target.toMillis());
  await expect(
    dayCell(page, target.toMillis()).getByTestId('calendar-entry').filter({ hasText: SCHEDULED[0].title }),
  ).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'now publishes' })).toBeVisible();
  // Focus went with the card to its new day, so the keyboard goes on from there.
  await expect(entryOf(page, SCHEDULED[0].id).getByRole('button', { name: /^Move “/ })).toBeFocused();
  await page.keyboard.press('ControlOrMeta+z');
  await expect.poll(platformAt).toBe(first);
  await expect(
    dayCell(page, first).getByTestId('calendar-entry').filter({ hasText: SCHEDULED[0].title }),
  ).toBeVisible();
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
  await expect(dayCell(page, at).getByTestId('calendar-entry').filter({ hasText: video.title })).toBeVisible();
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
  await expect(dayCell(page, at).getByTestId('calendar-entry').filter({ hasText: video.title })).toBeVisible();
  expect(await publishAtOnPlatform(emulator, video.id)).toBe(before);
});

test('the "Weekly show" slots (18:00 Berlin) show at their time on a UTC calendar; the one an episode holds is not free', async ({
  page,
}) => {
  const BERLIN = 'Europe/Berlin';
  const workDir = mkdtempSync(join(tmpdir(), 'desk-calendar-'));
  host = await startWebHost({ args: ['--demo'] });
  client = await connectContract(host);
  // An episode at the template's slot on Wednesday of next week, as a drop with the template plans it.
  const slot = DateTime.fromMillis(testNow())
    .setZone(BERLIN)
    .startOf('week')
    .plus({ weeks: 1, days: 2 })
    .set({ hour: 18 });
  const at = slot.toMillis();
  const title = 'Episode 3: Show Something Rather Long for a Narrow Day';
  const path = join(workDir, 'episode-3.mp4');
  writeFileSync(path, videoBytes(64 * 1024));
  const { accepted } = await client.call('uploads.enqueue', {
    files: [
      {
        source: { kind: 'staged', stagingId: await stageFile(host, path, 'episode-3.mp4', 'video/mp4') },
        metadata: { snippet: { title }, status: { privacyStatus: 'private', publishAt: slot.toUTC().toISO()! } },
      },
    ],
    hold: true,
  });
  expect(accepted).toHaveLength(1);

  await openCalendar(page, 'UTC');
  await expect(page.getByTestId('calendar-slots-source')).toHaveText(
    'Free slots of “Weekly show”: Mon, Wed, and Fri at 18:00 (Europe/Berlin), shown at their time in UTC.',
  );
  const weeks = Math.round(
    DateTime.fromMillis(at, { zone: 'UTC' })
      .startOf('week')
      .diff(DateTime.fromMillis(testNow()).setZone('UTC').startOf('week'), 'weeks').weeks,
  );
  for (let step = 0; step < weeks; step += 1) await page.getByRole('button', { name: 'Next week' }).click();
  const cell = page.locator(
    `[data-testid="calendar-day"][data-day="${DateTime.fromMillis(at, { zone: 'UTC' }).toISODate()}"]`,
  );
  const episode = cell.getByTestId('calendar-entry').filter({ hasText: title });
  await expect(episode.locator('time')).toHaveText(timeIn(at, 'UTC'));
  // Its slot is taken: no "free slot" under it, at any hour of its day.
  await expect(cell.getByTestId('calendar-slot')).toHaveCount(0);
  // The week's other slots, Monday and Friday, are free: at their time here, with Berlin's beside it.
  const slots = page.getByTestId('calendar-slot');
  await expect(slots).toHaveCount(2);
  for (const free of await slots.all()) {
    const instant = Date.parse((await free.getAttribute('data-slot-at'))!);
    expect(DateTime.fromMillis(instant, { zone: BERLIN }).toFormat('ccc HH:mm')).toMatch(/^(Mon|Fri) 18:00$/);
    await expect(free).toHaveText(`Free slot ${timeIn(instant, 'UTC')} (${timeIn(instant, BERLIN)} Berlin)`);
  }

  // The card's details, from the keyboard: the whole title, the time with its zone, what it is; Escape hides them.
  const details = episode.getByTestId('calendar-entry-details');
  await expect(details).toBeHidden();
  await episode.getByRole('button', { name: `Open “${title}” in Uploads` }).focus();
  await expect(details).toBeVisible();
  await expect(details).toContainText(title);
  await expect(details).toContainText(`${timeIn(at, 'UTC')}`);
  await expect(details).toContainText('UTC');
  await expect(details).toContainText('A queued upload, not sent yet');
  await expect(details).toContainText('Visibility: private until then');
  await page.keyboard.press('Escape');
  await expect(details).toBeHidden();
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
  await expect(spread.getByTestId('slot-rule-summary')).toHaveText('Mon, Wed, and Fri at 18:00 (Europe/Berlin)');
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
