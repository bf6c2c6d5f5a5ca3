// A channel-wide bulk edit on the big demo channel (issue 34): the affiliate link in some 4,000 descriptions, over
// "Select all N matching". Apply is open above 500 videos, the panel says how many quota days the job takes and its
// finishing day before Apply and while it runs, and the job pauses and resumes from the keyboard and the mouse. It
// starts from the channel read already (a copy of the run's prepared big demo, support/hosts.ts); library-catalogue
// reads it through the screen, clicking the read while the first page loads.
import { expect, test } from './support/hosts';
import { openSignedInDemo } from './support/demo-workspace';
import { startWebHost, type WebHost } from './support/web-host';

let host: WebHost | undefined;

test.afterEach(async () => {
  await host?.stop();
  host = undefined;
});

test('a link changed in every matching description: days and finishing day shown, paused and resumed', async ({
  page,
  syncedLargeDemoDir,
}) => {
  test.setTimeout(120_000);
  host = await startWebHost({ dataDir: syncedLargeDemoDir, args: ['--demo-size', 'large'] });
  await openSignedInDemo(page, host, 'Library');
  await expect(page.getByTestId('catalogue-bar')).toContainText('All 10,014 videos at hand');
  await page.getByTestId('library-description-filter').fill('tag=deskdemo-20');
  await expect(page.getByTestId('library-count')).toHaveText(/^[\d,]+ of 10,014 videos match$/);
  await page.getByTestId('pick-all').click();
  await page.getByTestId('bulk-open').click();
  await page.getByTestId('bulk-kind').selectOption('replace');
  await page.getByRole('textbox', { name: 'Find', exact: true }).fill('tag=deskdemo-20');
  await page.getByRole('textbox', { name: 'Replace with' }).fill('tag=deskdemo-21');

  await expect(page.getByTestId('bulk-days')).toContainText(
    /^About \d+ days by the quota \(196 videos a day\), finishing \w{3}, \w{3} \d+/,
  );
  await expect(page.getByTestId('bulk-too-many')).toHaveCount(0);
  const apply = page.getByTestId('bulk-apply');
  await expect(apply).toBeEnabled();
  await apply.click();

  const job = page.getByTestId('bulk-job');
  await expect(job).toHaveAttribute('data-status', 'running');
  await expect(page.getByTestId('bulk-job-status')).toContainText(/of [\d,]+ videos; about \d+ days more, finishing/);
  await page.getByTestId('bulk-pause').focus();
  await page.keyboard.press('Enter');
  await expect(job).toHaveAttribute('data-status', 'paused');
  await expect(page.getByTestId('bulk-job-status')).toContainText(/paused after [\d,]+ of [\d,]+ videos/);
  await page.getByTestId('bulk-resume').click();
  await expect(job).toHaveAttribute('data-status', 'running');
  await page.getByTestId('bulk-pause').click();
  await expect(job).toHaveAttribute('data-status', 'paused');
});
