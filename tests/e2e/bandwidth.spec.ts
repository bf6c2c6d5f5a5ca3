// The bandwidth limit, set on the Uploads settings panel as a creator would (keyboard only), measured where it
// counts: at the emulator's upload host, which counts the body bytes it receives. A limit of 4 MiB/s moves 32 MiB
// in 8 s ± 5%, and emptying the limit mid-upload lets the rest through at once.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type Page } from '@playwright/test';
import { expect, test } from './support/hosts';
import { connectContract, demoEmulatorUrl, stageFile, type ContractClient } from './support/contract-client';
import { openDemo, showScreen } from './support/demo-workspace';
import { demoControl, startWebHost, type WebHost } from './support/web-host';
import { videoBytes } from '../support/video-fixture';

const MiB = 1024 * 1024;
const SIZE = 32 * MiB;

let host: WebHost | undefined;
let client: ContractClient | undefined;

test.afterEach(async () => {
  client?.close();
  client = undefined;
  await host?.stop();
  host = undefined;
});

/** Opens the settings panel and types a limit (empty: none), saving with Enter. */
async function setLimit(page: Page, mibPerSecond: string): Promise<void> {
  const form = page.getByRole('form', { name: 'Bandwidth limit' });
  const field = form.getByLabel('Limit outside the windows (MiB/s)');
  await field.fill(mibPerSecond);
  await field.press('Enter');
  await expect(form.getByRole('button', { name: 'Save bandwidth limit' })).toBeDisabled();
}

async function openSettings(page: Page): Promise<void> {
  await showScreen(page, 'Uploads');
  const summary = page.getByText('Upload settings', { exact: true });
  await summary.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('form', { name: 'Bandwidth limit' })).toBeVisible();
}

async function received(emulator: string): Promise<number> {
  const answer = await fetch(`${emulator}/_emulator/v1/uploads`, { headers: demoControl });
  return ((await answer.json()) as { bodyBytesReceived: number }).bodyBytesReceived;
}

async function resetReceived(emulator: string): Promise<void> {
  const answer = await fetch(`${emulator}/_emulator/v1/throttle`, {
    method: 'PUT',
    headers: { ...demoControl, 'content-type': 'application/json' },
    body: JSON.stringify({ resetCount: true }),
  });
  expect(answer.status).toBe(200);
}

async function arrivals(emulator: string): Promise<{ firstByteAt: number; lastByteAt: number }> {
  const answer = await fetch(`${emulator}/_emulator/v1/throttle`, { headers: demoControl });
  return (await answer.json()) as { firstByteAt: number; lastByteAt: number };
}

interface Sample {
  readonly at: number;
  readonly bytes: number;
}

/** Samples the emulator's received count every 50 ms until it reaches `until` bytes past `base`. */
async function sampleUntil(emulator: string, base: number, until: number, timeoutMs: number): Promise<Sample[]> {
  const samples: Sample[] = [];
  const deadline = performance.now() + timeoutMs;
  for (;;) {
    const bytes = (await received(emulator)) - base;
    samples.push({ at: performance.now(), bytes });
    if (bytes >= until) return samples;
    if (performance.now() > deadline) throw new Error(`only ${bytes} of ${until} bytes arrived in ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

async function startUpload(file: string, name: string): Promise<void> {
  const stagingId = await stageFile(host!, file, name, 'video/mp4');
  const { accepted } = await client!.call('uploads.enqueue', {
    files: [
      {
        source: { kind: 'staged', stagingId },
        metadata: { snippet: { title: name }, status: { privacyStatus: 'private' } },
      },
    ],
  });
  expect(accepted).toHaveLength(1);
}

test('4 MiB/s moves 32 MiB in 8 s (−5%, +10%) at the emulator, and lifting the limit mid-upload takes effect', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const workDir = mkdtempSync(join(tmpdir(), 'desk-bandwidth-'));
  const file = join(workDir, 'long-take.mp4');
  writeFileSync(file, videoBytes(SIZE));

  host = await startWebHost();
  await openDemo(page, host);
  client = await connectContract(host);
  const emulator = demoEmulatorUrl(host);
  await openSettings(page);
  await expect(page.getByTestId('bandwidth-now')).toHaveText('Now: no limit.');

  // A refusal first: below the smallest limit, nothing is sent.
  const form = page.getByRole('form', { name: 'Bandwidth limit' });
  await form.getByLabel('Limit outside the windows (MiB/s)').fill('0.01');
  await expect(form.getByText('At least 0.063 MiB/s.')).toBeVisible();
  await expect(form.getByRole('button', { name: 'Save bandwidth limit' })).toBeDisabled();

  await setLimit(page, '4');
  await expect(page.getByTestId('bandwidth-now')).toHaveText('Now: 4 MiB/s.');

  // One 32 MiB chunk (the default chunk size), so the measure is of the body alone. The rate is measured where the
  // bytes arrive: the emulator notes when the first and the last byte since its count was reset came in, so how
  // often this test can poll on a busy machine does not blur the figure.
  await resetReceived(emulator);
  // Listened for before the upload starts: it may be done by the time the last byte is counted.
  const done = client.waitForEvent('uploads.progress', (progress) => progress.state === 'done', 60_000);
  await startUpload(file, 'paced.mp4');
  await sampleUntil(emulator, 0, SIZE, 60_000);
  const { firstByteAt, lastByteAt } = await arrivals(emulator);
  const seconds = (lastByteAt - firstByteAt) / 1000;
  console.log(`32 MiB at 4 MiB/s: ${seconds.toFixed(2)} s from the first to the last byte at the emulator`);
  // Never faster than the limit (the bucket starts empty and earns bytes only as time passes). The slow side carries
  // the machine's load: a clean-clone CI run (lint beside two Playwright workers on two cores) measured 8.66 s, the
  // host held up longer than the bucket's half second of catch-up; an idle machine measured 7.98 s (2026-12-07).
  expect(seconds).toBeGreaterThanOrEqual(8 * 0.95);
  expect(seconds).toBeLessThanOrEqual(8 * 1.1);
  await done;

  // Again at 1 MiB/s (32 s if left), lifted after about 4 MiB: the remaining 28 MiB come at once.
  await setLimit(page, '1');
  const second = join(workDir, 'second-take.mp4');
  writeFileSync(second, videoBytes(SIZE));
  const base2 = await received(emulator);
  await startUpload(second, 'lifted.mp4');
  await sampleUntil(emulator, base2, 4 * MiB, 30_000);
  const liftedAt = performance.now();
  await setLimit(page, '');
  await expect(page.getByTestId('bandwidth-now')).toHaveText('Now: no limit.');
  await sampleUntil(emulator, base2, SIZE, 20_000);
  const rest = (performance.now() - liftedAt) / 1000;
  console.log(`the remaining 28 MiB after lifting the limit: ${rest.toFixed(2)} s (28 s at the old limit)`);
  expect(rest).toBeLessThan(8);
});

test('a time window is added, saved and shown as in force or not, with its days', async ({ page }) => {
  host = await startWebHost();
  await openDemo(page, host);
  await openSettings(page);
  const form = page.getByRole('form', { name: 'Bandwidth limit' });
  await expect(form.getByText('No time windows: the limit above applies all day.')).toBeVisible();
  await form.getByRole('button', { name: 'Add a time window' }).click();
  const window = form.getByRole('group', { name: 'Window 1' });
  await window.getByLabel('Limit (MiB/s)').fill('2');
  await window.getByRole('checkbox', { name: 'Saturday' }).check();
  await window.getByRole('checkbox', { name: 'Sunday' }).check();
  await form.getByRole('button', { name: 'Save bandwidth limit' }).click();
  await expect(form.getByRole('button', { name: 'Save bandwidth limit' })).toBeDisabled();
  // A boundary exists now, so the line says until when.
  await expect(page.getByTestId('bandwidth-now')).toContainText('until');

  client = await connectContract(host);
  const { schedule } = await client.call('bandwidth.get');
  expect(schedule).toEqual({
    otherwise: null,
    windows: [{ from: 9 * 60, to: 18 * 60, days: [6, 7], bytesPerSecond: 2 * MiB }],
  });
  await window.getByRole('button', { name: 'Remove window 1' }).click();
  // The form says "no time windows" as soon as the window is removed; the host has them once the save is done (the
  // button disabled again): read before that, a loaded run found the window still there.
  await expect(form.getByText('No time windows: the limit above applies all day.')).toBeVisible();
  await form.getByRole('button', { name: 'Save bandwidth limit' }).click();
  await expect(form.getByRole('button', { name: 'Save bandwidth limit' })).toBeDisabled();
  const connected = client;
  await expect.poll(async () => (await connected.call('bandwidth.get')).schedule.windows).toEqual([]);
});
