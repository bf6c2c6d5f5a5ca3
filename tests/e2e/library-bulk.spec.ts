// The bulk editor on the demo workspace, as a creator tries a change before making it: pick every video, choose
// find and replace, and see each video's before and after with the change marked, the changes first and the untouched
// ones counted and folded, the ones the platform would refuse flagged with its reason, and the cost; a pattern RE2
// refuses is said. Applied, the result says what changed and what was already like that, and the selection keeps one
// count.
import { expect, test } from './support/hosts';
import { demoEmulatorUrl } from './support/contract-client';
import { readDemoChannel, showScreen } from './support/demo-workspace';
import { shareHostAndPage } from './support/shared-page';
import { demoControl } from './support/web-host';

// One demo host and one page: the preview first (it applies nothing), then the replacement applied, from a page
// opened again.
const shared = shareHostAndPage({ host: { args: ['--demo'] } });

test('previews a find and replace over the picked videos: changes marked, untouched and refused named, cost', async () => {
  const { page, host } = shared;
  await page.goto(host.url);
  await showScreen(page, 'Library');
  const rows = page.getByTestId('video-row');
  await expect(rows).toHaveCount(12);
  await page.getByTestId('load-more').click();
  await expect(rows).toHaveCount(14);

  // Nothing picked: no bulk edit offered. Pick all, then open the editor.
  await expect(page.getByTestId('bulk-open')).toHaveCount(0);
  await rows.first().focus();
  await page.keyboard.press('ControlOrMeta+a');
  await expect(page.getByTestId('picked-count')).toHaveText('14 selected');
  await page.getByTestId('bulk-open').click();
  const panel = page.getByTestId('bulk-panel');
  await expect(panel.getByRole('heading', { name: 'Bulk edit 14 videos' })).toBeVisible();
  await expect(panel.getByTestId('bulk-problem')).toHaveText('Type what to find.');

  // "the channel" appears in a few descriptions only.
  await panel.getByLabel('Find', { exact: true }).fill('the channel');
  await panel.getByLabel('Replace with', { exact: true }).fill('this channel');
  const summary = panel.getByTestId('bulk-summary');
  await expect(summary).toContainText(/^\d+ will change, \d+ untouched, 0 refused · costs \d+ units$/);
  const changed = panel.locator('[data-testid="bulk-preview-row"][data-outcome="changed"]');
  const untouched = panel.locator('[data-testid="bulk-preview-row"][data-outcome="untouched"]');
  const changedCount = await changed.count();
  expect(changedCount).toBeGreaterThan(0);
  await expect(untouched).toHaveCount(14 - changedCount);
  await expect(summary).toContainText(`costs ${changedCount * 51} units`);
  // The changes come first, whatever their place in the table; the untouched are counted and folded away.
  await expect(panel.getByTestId('bulk-preview-row').first()).toHaveAttribute('data-outcome', 'changed');
  const fold = panel.getByTestId('bulk-untouched');
  await expect(fold.locator('summary')).toHaveText(
    `${14 - changedCount} untouched: the operation changes nothing in them`,
  );
  await expect(untouched.first()).toBeHidden();
  await fold.locator('summary').click();
  await expect(untouched.first()).toBeVisible();
  await expect(changed.first().locator('del').first()).toHaveText('the channel');
  await expect(changed.first().locator('ins').first()).toHaveText('this channel');

  // Titles too, with something the platform refuses in a title.
  await panel.getByLabel('In titles').check();
  await panel.getByLabel('In descriptions').uncheck();
  await panel.getByLabel('Find', { exact: true }).fill('2026');
  await panel.getByLabel('Replace with', { exact: true }).fill('<2026>');
  const refused = panel.locator('[data-testid="bulk-preview-row"][data-outcome="refused"]');
  await expect(refused.first()).toBeVisible();
  await expect(refused.first().getByTestId('bulk-refusal')).toHaveText('Title: The title may not contain "<" or ">".');
  await expect(summary).toContainText(' 0 will change');

  // A regular expression RE2 does not take is said instead of a preview.
  await panel.getByLabel('Regular expression').check();
  await panel.getByLabel('Find', { exact: true }).fill('(\\d+');
  await expect(panel.getByTestId('bulk-problem')).toContainText('Not a regular expression RE2 accepts');
  await panel.getByRole('button', { name: 'Close' }).click();
  await expect(panel).toHaveCount(0);
});

test('applies a replacement as a job, the platform has it, and undo restores every original text', async () => {
  const { page, host } = shared;
  const emulator = demoEmulatorUrl(host);
  await page.goto(host.url);
  await showScreen(page, 'Library');
  const rows = page.getByTestId('video-row');
  await expect(rows).toHaveCount(12);
  await page.getByTestId('load-more').click();
  await expect(rows).toHaveCount(14);
  await page.getByTestId('pick-all').click();
  await page.getByTestId('bulk-open').click();
  const panel = page.getByTestId('bulk-panel');
  const ids = await rows.evaluateAll((elements) => elements.map((row) => row.getAttribute('data-video-id')!));
  const before = await readDemoChannel<{ items: Array<{ id: string; snippet: { description: string } }> }>(
    emulator,
    `/videos?part=snippet&id=${ids.join(',')}`,
  );
  const originals = new Map(before.items.map((video) => [video.id, video.snippet.description]));
  const touched = [...originals].filter(([, description]) => description.includes('the channel')).map(([id]) => id);
  expect(touched.length).toBeGreaterThan(0);

  await panel.getByLabel('Find', { exact: true }).fill('the channel');
  await panel.getByLabel('Replace with', { exact: true }).fill('this channel');
  await expect(panel.getByTestId('bulk-apply')).toHaveText(
    `Apply to ${touched.length} video${touched.length === 1 ? '' : 's'}`,
  );
  await panel.getByTestId('bulk-apply').click();
  const status = panel.getByTestId('bulk-job-status');
  await expect(status).toHaveText(
    `Bulk edit done: ${touched.length} changed; ${14 - touched.length} were already like that.`,
  );
  // The list read again keeps every video it had: one selection, one count, in the header and the export.
  await expect(page.getByTestId('bulk-job-unchanged').locator('summary')).toHaveText(
    `${14 - touched.length} were already like that`,
  );
  await expect(rows).toHaveCount(14);
  await expect(page.getByTestId('picked-count')).toHaveText('14 selected');
  await expect(page.getByTestId('library-export')).toHaveText('Export 14 selected to CSV');
  const read = async () =>
    new Map(
      (
        await readDemoChannel<{ items: Array<{ id: string; snippet: { description: string } }> }>(
          emulator,
          `/videos?part=snippet&id=${ids.join(',')}`,
        )
      ).items.map((video) => [video.id, video.snippet.description]),
    );
  // Each touched video was written exactly once, the others not at all (the emulator counts accepted updates).
  const updates = async () =>
    (await (await fetch(`${emulator}/_emulator/v1/videos/updates`, { headers: demoControl })).json()) as {
      total: number;
      videos: Record<string, number>;
    };
  expect(await updates()).toEqual({ total: touched.length, videos: Object.fromEntries(touched.map((id) => [id, 1])) });
  const applied = await read();
  for (const [id, description] of originals) {
    expect(applied.get(id)).toBe(description.replaceAll('the channel', 'this channel'));
  }

  await panel.getByTestId('bulk-undo').click();
  await expect(status).toHaveText(`Undo done: ${touched.length} changed.`);
  expect(await read()).toEqual(originals);
  expect((await updates()).videos).toEqual(Object.fromEntries(touched.map((id) => [id, 2])));
  await expect(panel.getByTestId('bulk-undo')).toHaveCount(0);
});
