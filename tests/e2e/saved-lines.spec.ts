// Lines the main process keeps (issue 39): an upload's failure reason and a scheduled change's state line are kept
// as lines of the catalogue, not as words, so a creator who switches the language reads them in the new one, live
// and after a reload, though they were written in English.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from './support/hosts';
import { intlFor } from '../../shared/i18n/catalogue';
import { holdEveryLocale } from '../../shared/i18n/every-locale';
import { UPLOAD_FAILURES } from '../../electron/uploads/engine/engine-messages';
import { SCHEDULE_FIELD_NAMES, SCHEDULE_STATE_LINES } from '../../electron/schedule/schedule-messages';
import { videoBytes } from '../support/video-fixture';
import { demoEmulatorUrl } from './support/contract-client';
import { openApp, showScreen } from './support/demo-workspace';
import { control } from './support/emulator-control';
import { startWebHost, type WebHost } from './support/web-host';
import { runAt } from './support/test-clock';

// The expected words are said here in German too: this process holds every language (a page loads only its own).
holdEveryLocale();

// Mid-month, so the change scheduled two hours on shows in the week the calendar opens on, whatever day it runs.
runAt({ now: '2027-03-10T09:00:00Z', zone: 'Pacific/Auckland' });

let host: WebHost;
const VIDEO = 'dQd3moVid07';

test.use({ locale: 'en-US', viewport: { width: 1280, height: 800 } });

test.afterEach(async () => {
  await host?.stop();
});

/**
 * The reason as the catalogue words it in `locale`: the host's problem (with the platform's own words, which stay
 * as the platform wrote them), nested in the giving up.
 */
function gaveUpIn(locale: 'en' | 'de'): string {
  const intl = intlFor(locale);
  return intl.formatMessage(UPLOAD_FAILURES.gaveUp, {
    reason: intl.formatMessage(UPLOAD_FAILURES.hostProblemSaid, {
      status: 503,
      said: 'The service is currently unavailable.',
    }),
    attempts: 1,
  });
}

test("a failed upload's reason, written in English, is read in German after a switch and a reload", async ({
  page,
}) => {
  test.setTimeout(90_000);
  host = await startWebHost({ args: ['--demo'] });
  const emulator = demoEmulatorUrl(host);
  await page.goto(host.url);
  await showScreen(page, 'Uploads');
  await page.getByLabel('Review the details of new videos before they upload').uncheck();
  // One attempt without progress, then it stops: the host refuses every data request meanwhile.
  await page.getByText('Upload settings', { exact: true }).click();
  await page.getByLabel('Attempts without progress before stopping').fill('1');
  await page.getByRole('button', { name: 'Save settings' }).click();
  await expect(page.getByTestId('upload-announcement')).toHaveText('The upload settings were saved.');
  await control(emulator, 'POST', '/faults', { kind: 'serverError', status: 503, on: 'data', times: 20 });

  await page
    .getByTestId('upload-dropzone')
    .drop({ files: { name: 'refused-take.mp4', mimeType: 'video/mp4', buffer: videoBytes(1024 * 1024) } });
  const row = page.getByTestId('upload-row').filter({ hasText: 'refused-take' });
  await expect(row.getByTestId('upload-state')).toHaveText('Failed', { timeout: 30_000 });
  await expect(row.getByTestId('upload-error')).toContainText(gaveUpIn('en'));

  await page.getByTestId('language-setting').selectOption('de');
  await expect(row.getByTestId('upload-error')).toContainText(gaveUpIn('de'));
  await expect(row.getByTestId('upload-error')).not.toContainText('Gave up after');

  // Read again from the main process (the page reloaded): still German, as kept.
  await page.reload();
  const again = page.getByTestId('upload-row').filter({ hasText: 'refused-take' });
  await expect(again.getByTestId('upload-error')).toContainText(gaveUpIn('de'));
});

test("a held scheduled change's state line, written in English, is read in German, its field named in German", async ({
  page,
}) => {
  test.setTimeout(90_000);
  host = await startWebHost({ args: ['--demo'] });
  const emulator = demoEmulatorUrl(host);
  await openApp(page, host);
  await showScreen(page, 'Library');
  await page.locator(`[data-testid="video-row"][data-video-id="${VIDEO}"]`).click();
  const details = page.getByTestId('video-details');
  await details.getByTestId('schedule-open').click();
  const form = details.getByTestId('schedule-form');
  await form.getByRole('checkbox', { name: 'Title' }).check();
  await form.getByLabel('New title').fill('Five mistakes (and the fixes)');
  await form.getByTestId('schedule-submit').click();
  await expect(details.getByTestId('schedule-waiting-item')).toHaveCount(1);
  // The title edited meanwhile: the change is held when its time comes, rather than write over it.
  await details.getByRole('textbox', { name: 'Title' }).fill('Edited meanwhile');
  await details.getByRole('button', { name: 'Save' }).click();
  await expect(details.getByRole('button', { name: 'Save' })).toBeDisabled();

  await showScreen(page, 'Calendar');
  const due = Date.parse((await page.getByTestId('calendar-change').getAttribute('data-due-at'))!);
  const { now } = await control<{ now: string }>(emulator, 'GET', '/clock');
  await control(emulator, 'POST', '/clock', { advanceMs: due - Date.parse(now) + 60_000 });
  const held = page.getByTestId('schedule-history-item');
  await expect(held).toHaveCount(1, { timeout: 30_000 });
  const heldIn = (locale: 'en' | 'de') => {
    const intl = intlFor(locale);
    return intl.formatMessage(SCHEDULE_STATE_LINES.held, { fields: intl.formatMessage(SCHEDULE_FIELD_NAMES.title) });
  };
  await expect(held).toContainText(heldIn('en'));

  await page.getByTestId('language-setting').selectOption('de');
  await expect(held).toContainText(heldIn('de'));
  // Read again from the main process (the page reloaded, on its first screen): still German, as kept.
  await page.reload();
  await page.getByRole('navigation', { name: 'Bereiche' }).getByRole('button', { name: 'Kalender' }).click();
  await expect(page.getByTestId('schedule-history-item')).toContainText(heldIn('de'));
});

test('a start notice, worded by the host before the page told its language, is read in German after a switch', async ({
  page,
}) => {
  test.setTimeout(60_000);
  const dataDir = mkdtempSync(join(tmpdir(), 'desk-start-notice-'));
  // Cut off mid-write: the host finds it unreadable while it starts, before any page has said its languages.
  writeFileSync(join(dataDir, 'settings.json'), '{"unansweredSyntheticMedia": "no", ');
  host = await startWebHost({ dataDir, args: ['--demo'] });
  await page.goto(host.url);
  const notices = page.getByTestId('notices');
  await expect(notices).toContainText('Settings were unreadable and have been reset');
  await page.getByTestId('language-setting').selectOption('de');
  await expect(notices).toContainText('Die Einstellungen waren nicht lesbar und wurden zurückgesetzt');
  await expect(notices).not.toContainText('Settings were unreadable');
  // Asked again after a reload (app.notices): still said in German, from its line.
  await page.reload();
  await expect(page.getByTestId('notices')).toContainText('Die Einstellungen waren nicht lesbar');
});
