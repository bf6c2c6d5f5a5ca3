// A channel-wide bulk edit on the big demo channel (issue 34): the affiliate link in some 4,000 descriptions, over
// "Select all N matching". Apply is open above 500 videos, the panel says how many quota days the job takes and its
// finishing day before Apply and while it runs, and the job pauses and resumes from the keyboard and the mouse.
import { expect, test } from '@playwright/test';
import { openDemo } from './support/demo-workspace';
import { startWebHost, type WebHost } from './support/web-host';

let host: WebHost | undefined;

test.afterEach(async () => {
  await host?.stop();
  host = undefined;
});

test('a link changed in every matching description: days and finishing day shown, paused and resumed', async ({
  page,
}) => {
  test.setTimeout(300_000);
  host = await startWebHost({ args: ['--demo-size', 'large'] });
  await openDemo(page, host, 'Library');
  // The read asked at once, while the platform's first page may still be loading: the click is never lost (a read
  // asked while another runs waits for it; a status answered after the click does not put the button back).
  await page.getByTestId('catalogue-sync').click();
  await expect(page.getByTestId('catalogue-bar')).toContainText('All 10,014 videos at hand', { timeout: 240_000 });
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
