// The bulk edit's promise on a channel of forty-odd videos, as issue 20 asks it: replace a link in 37 descriptions
// (3 others lack it, 1 would grow past the platform's 5,000 bytes), where the preview names the 3 untouched and the
// 1 refused; apply; the app is killed hard (SIGKILL) in the middle of the job, while the platform holds the answer
// of a write that landed; started again on the same data, the job finishes by itself; the emulator counts each video
// written exactly once; and undo restores every original text.
import { mkdtempSync } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { expect, test } from './support/hosts';
import { demoEmulatorUrl } from './support/contract-client';
import { readDemoChannel, showScreen } from './support/demo-workspace';
import { demoControl, startWebHost, type WebHost } from './support/web-host';

const OLD = 'https://old-shop.example/kit';
const NEW = 'https://shop.example/season-three-kit';
const TITLE = 'Season three';

let host: WebHost | undefined;

test.afterEach(async () => {
  await host?.stop();
  host = undefined;
});

interface Seeded {
  readonly title: string;
  readonly description: string;
}

/** 41 videos: 37 with the link, 3 without, and 1 with it whose description the longer link takes past 5,000 bytes. */
function season(): Seeded[] {
  const videos: Seeded[] = [];
  for (let n = 1; n <= 41; n++) {
    const title = `${TITLE}, episode ${String(n).padStart(2, '0')}`;
    if (n % 10 === 5 && n < 35) videos.push({ title, description: `Episode ${n}. Nothing to buy here.` });
    else if (n === 41) {
      const head = `Episode ${n}, with the full transcript. Kit: ${OLD}\n`;
      videos.push({ title, description: head + 'a'.repeat(4_995 - head.length) });
    } else videos.push({ title, description: `Episode ${n}.\nThe kit: ${OLD}\nThanks for watching.` });
  }
  return videos;
}

async function control<T>(emulator: string, method: string, path: string, body?: unknown): Promise<T> {
  const answer = await fetch(`${emulator}/_emulator/v1${path}`, {
    method,
    headers: { ...demoControl, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  if (!answer.ok) throw new Error(`${method} ${path}: ${answer.status} ${await answer.text()}`);
  return (await answer.json()) as T;
}

type Updates = { total: number; videos: Record<string, number> };

async function descriptions(emulator: string, ids: readonly string[]): Promise<Map<string, string>> {
  const read = await readDemoChannel<{ items: Array<{ id: string; snippet: { description: string } }> }>(
    emulator,
    `/videos?part=snippet&maxResults=50&id=${ids.join(',')}`,
  );
  return new Map(read.items.map((video) => [video.id, video.snippet.description]));
}

/** Loads every page of the Library, then filters it to the season. */
async function showSeason(page: Page): Promise<void> {
  await showScreen(page, 'Library');
  const count = page.getByTestId('library-count');
  await expect(count).toContainText(/^\d+ of 55 videos loaded$/);
  while ((await count.textContent()) !== '55 of 55 videos loaded') {
    const before = await count.textContent();
    await page.getByTestId('load-more').click();
    await expect(count).not.toHaveText(before!);
  }
  await page.getByTestId('library-filter').fill(TITLE);
  await expect(count).toHaveText(`41 of the 55 loaded videos match "${TITLE}"`);
}

test('a link replaced in 37 of 41 descriptions survives SIGKILL mid-job: each video written once, undo restores all', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const dataDir = join(mkdtempSync(join(tmpdir(), 'desk-bulk-kill-')), 'data');
  host = await startWebHost({ dataDir, args: ['--demo'] });
  let emulator = demoEmulatorUrl(host);
  const seeded = season();
  const { ids } = await control<{ ids: string[] }>(emulator, 'POST', '/videos', { videos: seeded });
  const originals = await descriptions(emulator, ids);
  const titleOf = new Map(ids.map((id, index) => [id, seeded[index]!.title]));
  const lacking = ids.filter((id) => !originals.get(id)!.includes(OLD));
  const refusedId = ids[40]!;
  const changing = ids.filter((id) => !lacking.includes(id) && id !== refusedId);
  expect([lacking.length, changing.length]).toEqual([3, 37]);

  await page.goto(host.url);
  await showSeason(page);
  await page.getByTestId('pick-all').click();
  await expect(page.getByTestId('picked-count')).toHaveText('41 selected');
  await page.getByTestId('bulk-open').click();
  const panel = page.getByTestId('bulk-panel');
  await panel.getByLabel('Find', { exact: true }).fill(OLD);
  await panel.getByLabel('Replace with', { exact: true }).fill(NEW);
  await expect(panel.getByTestId('bulk-summary')).toHaveText(
    '37 will change, 3 untouched, 1 refused · costs 1,887 units',
  );
  // The preview names the three the edit leaves alone and the one the platform would refuse, with its reason.
  const rowsOf = (outcome: string) => panel.locator(`[data-testid="bulk-preview-row"][data-outcome="${outcome}"]`);
  // Newest first, as the table lists them.
  await expect(rowsOf('untouched').locator('strong')).toHaveText(lacking.map((id) => titleOf.get(id)!).reverse());
  await expect(rowsOf('refused').locator('strong')).toHaveText([titleOf.get(refusedId)!]);
  await expect(rowsOf('refused').getByTestId('bulk-refusal')).toContainText(
    'Description: The description takes 5004 bytes; at most 5000 are allowed',
  );

  // The platform answers slowly: the kill lands while a write has landed and its answer is on its way.
  await control(emulator, 'POST', '/faults', { kind: 'slow', ms: 400, method: 'videos.update', times: 1_000 });
  await panel.getByTestId('bulk-apply').click();
  await expect(panel.getByTestId('bulk-job-status')).toContainText('Bulk edit:');
  await expect.poll(async () => (await control<Updates>(emulator, 'GET', '/videos/updates')).total).toBeGreaterThan(3);
  host.process.kill('SIGKILL');
  await new Promise((resolve) => host!.process.once('exit', resolve));
  // Killed in the middle: some written, not all.
  expect(await updatesOnDisk(dataDir)).toBeLessThan(37);

  host = await startWebHost({ dataDir });
  emulator = demoEmulatorUrl(host);
  await page.goto(host.url);
  await showScreen(page, 'Library');
  await page.getByTestId('bulk-show').click();
  const status = page.getByTestId('bulk-panel').getByTestId('bulk-job-status');
  await expect(status).toHaveText('Bulk edit done: 37 changed; 3 were already like that; 1 refused.', {
    timeout: 60_000,
  });
  expect(await control<Updates>(emulator, 'GET', '/videos/updates')).toEqual({
    total: 37,
    videos: Object.fromEntries(changing.map((id) => [id, 1])),
  });
  const applied = await descriptions(emulator, ids);
  for (const id of ids) {
    expect(applied.get(id)).toBe(changing.includes(id) ? originals.get(id)!.replace(OLD, NEW) : originals.get(id));
  }

  await page.getByTestId('bulk-undo').click();
  await expect(status).toHaveText('Undo done: 37 changed.', {
    timeout: 60_000,
  });
  expect(await descriptions(emulator, ids)).toEqual(originals);
  expect((await control<Updates>(emulator, 'GET', '/videos/updates')).videos).toEqual(
    Object.fromEntries(changing.map((id) => [id, 2])),
  );
});

/** The updates the demo emulator had on disk when the app died (its state lives in the app's data folder). */
async function updatesOnDisk(dataDir: string): Promise<number> {
  const file = (await readdir(dataDir, { recursive: true })).find((entry) => entry.endsWith('youtube-state.json'));
  if (file === undefined) throw new Error('no emulator state in the data folder');
  const state = JSON.parse(await readFile(join(dataDir, file), 'utf8')) as { videos: Array<{ updates?: number }> };
  return state.videos.reduce((sum, video) => sum + (video.updates ?? 0), 0);
}
