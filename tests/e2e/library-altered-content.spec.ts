// The altered or synthetic content answer in the Library of the demo workspace (issue 33): the column and the filter
// show the seeded answers, the details answer one video (read back from the emulator's status), the bulk editor
// answers three at once with its preview (each row's answer before and after), the filter then shows only the answered
// ones, the calendar's details card of the scheduled one says it, and undo takes the three back to "not answered" on
// the platform too.
import { type Page } from '@playwright/test';
import { expect, test } from './support/hosts';
import { demoEmulatorUrl } from './support/contract-client';
import { openApp, readDemoChannel, showScreen } from './support/demo-workspace';
import { startWebHost, type WebHost } from './support/web-host';

let host: WebHost;

test.afterEach(async () => {
  await host?.stop();
});

type StatusList = { items: Array<{ id: string; status: { containsSyntheticMedia?: boolean } }> };

/** Each video's answer as the platform stores it (undefined: not answered). */
async function answers(emulator: string, ids: readonly string[]): Promise<Array<boolean | undefined>> {
  const list = await readDemoChannel<StatusList>(emulator, `/videos?part=status&id=${ids.join(',')}`);
  const byId = new Map(list.items.map((video) => [video.id, video.status.containsSyntheticMedia]));
  return ids.map((id) => byId.get(id));
}

const rowsShown = (page: Page) =>
  page.getByTestId('video-row').evaluateAll((rows) => rows.map((row) => row.getAttribute('data-video-id')!));

test('answers the altered content question in the details and by bulk edit, filters by it, undoes it', async ({
  page,
}) => {
  host = await startWebHost({ args: ['--demo'] });
  const emulator = demoEmulatorUrl(host);
  // The page's clock is the host's (a project may fix the moment): the calendar's week is the emulator's.
  await openApp(page, host);
  await showScreen(page, 'Library');
  const rows = page.getByTestId('video-row');
  await expect(rows).toHaveCount(12);
  const row = (id: string) => page.locator(`[data-testid="video-row"][data-video-id="${id}"]`);

  // The seeded answers: one yes, one no, the rest not answered.
  await expect(row('dQd3moVid02').getByTestId('altered-cell')).toHaveText(/Yes$/);
  await expect(row('dQd3moVid04').getByTestId('altered-cell')).toHaveText(/No$/);
  await expect(row('dQd3moVid01').getByTestId('altered-cell')).toHaveText(/Not answered$/);
  const filter = page.getByTestId('library-altered-filter');
  await filter.selectOption('yes');
  expect(await rowsShown(page)).toEqual(['dQd3moVid02']);
  await expect(page.getByTestId('library-count')).toHaveText(
    '1 of the 12 loaded videos match altered content: answered yes',
  );
  await filter.selectOption('any');
  await expect(rows).toHaveCount(12);

  // One video answered in its details; paid promotion is shown, not offered.
  await row('dQd3moVid01').click();
  const details = page.getByTestId('video-details');
  await expect(details).toHaveAttribute('data-video-id', 'dQd3moVid01');
  const question = details.getByRole('group', { name: 'Altered or synthetic content' });
  await expect(question.getByText('Not answered yet')).toBeVisible();
  await expect(details.getByTestId('paid-promotion')).toContainText('Paid promotion: no');
  await expect(details.getByTestId('paid-promotion')).toContainText('Only the platform’s own studio can change');
  await question.getByRole('radio', { name: 'No' }).check();
  await details.getByRole('button', { name: 'Save' }).click();
  await expect(details.getByTestId('save-outcome')).toHaveText(
    'Saved on the platform: altered or synthetic content answer.',
  );
  expect(await answers(emulator, ['dQd3moVid01'])).toEqual([false]);
  await expect(row('dQd3moVid01').getByTestId('altered-cell')).toHaveText(/No$/);
  await details.getByRole('button', { name: /Close/ }).click();

  // Three unanswered videos answered yes at once: the preview first, then the job, then the platform has it.
  const three = ['dQd3moVid03', 'dQd3moVid05', 'dQd3moVid06'];
  expect(await answers(emulator, three)).toEqual([undefined, undefined, undefined]);
  for (const id of three) await row(id).getByTestId('video-pick').click();
  await expect(page.getByTestId('picked-count')).toHaveText('3 selected');
  await page.getByTestId('bulk-open').click();
  const panel = page.getByTestId('bulk-panel');
  await panel.getByTestId('bulk-kind').selectOption('set');
  await panel.locator('.bulk-fields select').first().selectOption('containsSyntheticMedia');
  await panel.locator('.bulk-fields select').nth(1).selectOption('true');
  await expect(panel.getByTestId('bulk-summary')).toHaveText('3 will change, 0 untouched, 0 refused · costs 153 units');
  const preview = panel.locator('[data-testid="bulk-preview-row"][data-outcome="changed"]');
  await expect(preview).toHaveCount(3);
  await expect(preview.locator('del')).toHaveText(['Not answered', 'Not answered', 'Not answered']);
  await expect(preview.locator('ins')).toHaveText(['Yes', 'Yes', 'Yes']);
  // Nothing is sent before the preview is applied.
  expect(await answers(emulator, three)).toEqual([undefined, undefined, undefined]);
  await panel.getByTestId('bulk-apply').click();
  const status = panel.getByTestId('bulk-job-status');
  await expect(status).toHaveText('Bulk edit done: 3 changed.');
  expect(await answers(emulator, three)).toEqual([true, true, true]);

  // The filter shows only the answered ones, each way.
  await filter.selectOption('yes');
  await expect(rows).toHaveCount(4);
  expect((await rowsShown(page)).sort()).toEqual(['dQd3moVid02', ...three].sort());
  await filter.selectOption('no');
  await expect(rows).toHaveCount(2);
  expect((await rowsShown(page)).sort()).toEqual(['dQd3moVid01', 'dQd3moVid04']);
  await filter.selectOption('unanswered');
  await expect(rows).toHaveCount(12 - 6);
  for (const id of ['dQd3moVid01', 'dQd3moVid02', 'dQd3moVid04', ...three]) await expect(row(id)).toHaveCount(0);

  // The calendar's details card of the scheduled one says the answer.
  await showScreen(page, 'Calendar');
  const card = page.locator('[data-testid="calendar-entry"][data-entry-id="dQd3moVid05"]');
  await expect(page.getByTestId('calendar-grid')).toHaveAttribute('aria-busy', 'false');
  // It publishes in two days: this week's, or (near a week's end) the next.
  if ((await card.count()) === 0) await page.getByRole('button', { name: 'Next week' }).click();
  await card.getByRole('button', { name: /^Open/ }).focus();
  await expect(card.getByTestId('calendar-entry-altered')).toHaveText('Altered or synthetic content: yes');
  await showScreen(page, 'Library');
  await page.getByTestId('bulk-show').click();

  // Undo takes the three back to "not answered" on the platform (an update leaving the answer out clears it).
  await panel.getByTestId('bulk-undo').click();
  await expect(status).toHaveText('Undo done: 3 changed.');
  expect(await answers(emulator, three)).toEqual([undefined, undefined, undefined]);
  await expect(rows).toHaveCount(12 - 3);
});
