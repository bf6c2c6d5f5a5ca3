// Browser mode: leaving the page while uploads run asks first (the browser's own question); with nothing running
// the page closes without one. The desktop app asks in the main process instead (unit-tested with Electron
// replaced: tests/unit/electron/desktop/close-guard.test.ts and main.test.ts).
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from './support/hosts';
import { connectContract, stageFile, type ContractClient } from './support/contract-client';
import { openDemo, showScreen } from './support/demo-workspace';
import { startWebHost, type WebHost } from './support/web-host';
import { videoBytes } from '../support/video-fixture';

const MiB = 1024 * 1024;

let host: WebHost | undefined;
let client: ContractClient | undefined;

test.afterEach(async () => {
  client?.close();
  client = undefined;
  await host?.stop();
  host = undefined;
});

test('leaving while an upload runs asks first; once it is paused, the page closes without asking', async ({ page }) => {
  host = await startWebHost();
  await openDemo(page, host);
  client = await connectContract(host);
  // Slow enough that the upload is still running when the page is closed.
  await client.call('bandwidth.set', { otherwise: 64 * 1024, windows: [] });
  const file = join(mkdtempSync(join(tmpdir(), 'desk-leave-')), 'long-take.mp4');
  writeFileSync(file, videoBytes(2 * MiB));
  const stagingId = await stageFile(host, file, 'long-take.mp4', 'video/mp4');
  const sending = client.waitForEvent('uploads.progress', (progress) => progress.state === 'uploading');
  await client.call('uploads.enqueue', {
    files: [
      {
        source: { kind: 'staged', stagingId },
        metadata: { snippet: { title: 'Long take' }, status: { privacyStatus: 'private' } },
      },
    ],
  });
  await sending;
  // A browser asks only on a page the user has interacted with.
  await showScreen(page, 'Uploads');
  await expect(page.getByTestId('upload-row').getByTestId('upload-state')).toHaveText('Uploading');

  const asked = page.waitForEvent('dialog');
  await page.close({ runBeforeUnload: true });
  const dialog = await asked;
  expect(dialog.type()).toBe('beforeunload');
  await dialog.dismiss();
  expect(page.isClosed()).toBe(false);

  await page.getByRole('button', { name: 'Pause all' }).click();
  await expect(page.getByTestId('upload-row').getByTestId('upload-state')).toHaveText('Paused');
  let askedAgain = false;
  page.on('dialog', (again) => {
    askedAgain = true;
    void again.dismiss();
  });
  await page.close({ runBeforeUnload: true });
  await expect.poll(() => page.isClosed()).toBe(true);
  expect(askedAgain).toBe(false);
});
