// Translations as a creator and a translator use them: the per-video matrix (add a language, type its title and
// description, a refusal said before anything is sent, save, the platform has it), and the CSV round trip that adds
// German titles to ten videos: export the picked videos with German columns, fill them in as a translator would,
// import the file, see the preview, apply, and read the titles back at the platform.
import { readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type Page } from '@playwright/test';
import { expect, test } from './support/hosts';
import Papa from 'papaparse';
import { demoEmulatorUrl } from './support/contract-client';
import { readDemoChannel, showScreen } from './support/demo-workspace';
import { shareHostAndPage } from './support/shared-page';
import { demoControl } from './support/web-host';

// One demo host and one page: the CSV round trip first (it picks every lesson there is), then the matrix on a lesson
// of its own, from a page opened again.
const shared = shareHostAndPage({ host: { args: ['--demo'] } });

interface Localized {
  id: string;
  snippet: { title: string; defaultLanguage?: string };
  localizations?: Record<string, { title?: string; description?: string }>;
}

async function readVideos(emulator: string, ids: readonly string[]): Promise<Localized[]> {
  return (
    await readDemoChannel<{ items: Localized[] }>(emulator, `/videos?part=snippet,localizations&id=${ids.join(',')}`)
  ).items;
}

async function addLessons(emulator: string, count: number): Promise<string[]> {
  const answer = await fetch(`${emulator}/_emulator/v1/videos`, {
    method: 'POST',
    headers: { ...demoControl, 'content-type': 'application/json' },
    body: JSON.stringify({
      videos: Array.from({ length: count }, (_, i) => ({
        title: `Lesson ${String(i + 1).padStart(2, '0')}: knots`,
        // A cell a spreadsheet would run: exported as text, read back as it was.
        description: i === 0 ? '=HYPERLINK("https://evil.example")' : `Lesson ${i + 1} of the sailing course.`,
        defaultLanguage: 'en',
      })),
    }),
  });
  expect(answer.status).toBe(200);
  return ((await answer.json()) as { ids: string[] }).ids;
}

async function showLessons(page: Page): Promise<void> {
  await showScreen(page, 'Library');
  await page.getByTestId('library-filter').fill('Lesson');
  await expect(page.getByTestId('library-count')).toContainText('10 of the');
}

test('a CSV round trip adds German titles to ten videos, with a preview first', async () => {
  const { page, host } = shared;
  const emulator = demoEmulatorUrl(host);
  const ids = await addLessons(emulator, 10);
  await page.goto(host.url);
  await showLessons(page);
  await page.getByTestId('pick-all').click();
  await expect(page.getByTestId('picked-count')).toHaveText('10 selected');
  await page.getByTestId('bulk-open').click();
  const panel = page.getByTestId('bulk-panel');
  await panel.getByTestId('csv-open').click();
  const csv = panel.getByTestId('bulk-csv');
  await csv.getByLabel('Add columns for languages (codes, comma-separated)').fill('de');
  const downloading = page.waitForEvent('download');
  await csv.getByTestId('csv-export').click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe('translations.csv');
  const exported = await readFile(await download.path(), 'utf8');
  const table = Papa.parse<Record<string, string>>(exported, { header: true, skipEmptyLines: true });
  expect(table.meta.fields).toEqual([
    'video_id',
    'default_language',
    'title',
    'description',
    'title:de',
    'description:de',
  ]);
  expect(table.data.map((row) => row.video_id).sort()).toEqual([...ids].sort());
  // The formula went out as text (a leading ').
  expect(table.data.find((row) => row.video_id === ids[0])!.description).toBe(`'=HYPERLINK("https://evil.example")`);

  // The translator fills in the German titles.
  for (const row of table.data) row['title:de'] = row.title!.replace('Lesson', 'Lektion').replace('knots', 'Knoten');
  const translated = join(tmpdir(), `translated-${Date.now()}.csv`);
  await writeFile(translated, Papa.unparse(table.data, { newline: '\r\n' }));

  // A file of another shape is named by row and column, and nothing is offered.
  const broken = join(tmpdir(), `broken-${Date.now()}.csv`);
  await writeFile(broken, 'video_id,title:xx\r\nnope,x\r\n');
  await csv.getByTestId('csv-import').setInputFiles(broken);
  await expect(csv.getByTestId('csv-problems')).toHaveText(
    'row 1, column 2: "xx" is not a language the platform offers.',
  );

  await csv.getByTestId('csv-import').setInputFiles(translated);
  await expect(csv.getByTestId('csv-summary')).toHaveText('10 will change, 0 untouched, 0 refused · costs 510 units');
  await expect(csv.locator('[data-testid="bulk-preview-row"][data-outcome="changed"]')).toHaveCount(10);
  await expect(csv.locator('[data-testid="bulk-preview-row"]').first()).toContainText('de: Lektion');
  await csv.getByTestId('csv-apply').click();
  await expect(panel.getByTestId('bulk-job-status')).toHaveText('Bulk edit done: 10 changed.');
  const after = await readVideos(emulator, ids);
  expect(after).toHaveLength(10);
  for (const video of after) {
    expect(video.localizations?.de?.title).toBe(
      video.snippet.title.replace('Lesson', 'Lektion').replace('knots', 'Knoten'),
    );
    expect(video.snippet.defaultLanguage).toBe('en');
  }
  const first = after.find((video) => video.id === ids[0])!;
  expect(first.localizations!.de!.description).toBeUndefined();
});

test("a video's translations matrix: add, edit, a refusal said first, remove, saved at the platform", async () => {
  const { page, host } = shared;
  const emulator = demoEmulatorUrl(host);
  const [id] = await addLessons(emulator, 1);
  await page.goto(host.url);
  await showScreen(page, 'Library');
  await page.locator(`[data-testid="video-row"][data-video-id="${id}"]`).click();
  const details = page.getByTestId('video-details');
  await details.getByTestId('translations-open').click();
  const matrix = details.getByTestId('translations');
  await expect(matrix.getByTestId('translations-default')).toHaveValue('en');
  await matrix.getByTestId('translations-add-language').selectOption('fr');
  await matrix.getByRole('button', { name: 'Add', exact: true }).click();
  await matrix.getByLabel('Title in French').fill('Leçon 01 : <nœuds>');
  await expect(matrix.getByTestId('translations-problem')).toHaveText(
    'fr title: The title may not contain "<" or ">".',
  );
  await expect(matrix.getByTestId('translations-save')).toBeDisabled();
  await matrix.getByLabel('Title in French').fill('Leçon 01 : nœuds');
  await matrix.getByLabel('Description in French').fill('Première leçon du cours de voile.');
  await matrix.getByTestId('translations-add-language').selectOption('de');
  await matrix.getByRole('button', { name: 'Add', exact: true }).click();
  await matrix.getByLabel('Title in German').fill('Lektion 01: Knoten');
  await matrix.getByRole('button', { name: 'Remove German' }).click();
  await expect(matrix.getByTestId('translation-row')).toHaveCount(1);
  await matrix.getByTestId('translations-save').click();
  await expect(matrix.getByTestId('translations-status')).toHaveText('Translations saved.');
  const [video] = await readVideos(emulator, [id!]);
  expect(video!.localizations).toEqual({
    fr: { title: 'Leçon 01 : nœuds', description: 'Première leçon du cours de voile.' },
  });
});
