// Lines the main process keeps (issue 39): an upload's failure reason is kept with the upload as a line of the
// catalogue, not as words, so a creator who switches the language reads it in the new one, live and after a reload,
// though it was written in English.
import { expect, test } from '@playwright/test';
import { intlFor } from '../../shared/i18n/catalogue';
import { UPLOAD_FAILURES } from '../../electron/uploads/engine/engine-messages';
import { videoBytes } from '../support/video-fixture';
import { demoEmulatorUrl } from './support/contract-client';
import { showScreen } from './support/demo-workspace';
import { control } from './support/emulator-control';
import { startWebHost, type WebHost } from './support/web-host';

let host: WebHost;

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
