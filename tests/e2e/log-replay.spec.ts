// A creator tries the demo blog's rules against yesterday's traffic before trusting them: replays the demo's sample
// access log through the sign-in rule (the password guessers are stopped, a reader who mistyped is flagged), compares
// it with the API rule side by side (the creator's own address and Googlebot are flagged), then with a second draft
// typed beside it with another threshold, cancels a replay of a large log, reads which lines of a broken log could
// not be read, and deploys the draft with the log's verdict.
import { gzipSync } from 'node:zlib';
import { expect, test } from './support/hosts';
import { openDemo } from './support/demo-workspace';
import { startWebHost, type WebHost } from './support/web-host';

let host: WebHost;

test.beforeEach(async () => {
  host = await startWebHost();
});

test.afterEach(async () => {
  await host.stop();
});

const SIGN_IN_RULE = 'Slow down password guessing on the blog sign-in';
const API_RULE = 'Limit the blog API per client address';

test('replay the sample log, compare with a rule and with a second draft, flag own address, cancel, read bad lines, deploy', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await openDemo(page, host, 'Rate limits');
  await page.getByRole('button', { name: `Edit ${SIGN_IN_RULE}` }).click();
  const panel = page.getByRole('region', { name: 'Replay a log' });
  await expect(panel).toBeVisible();

  // The demo keeps an example of the creator's own addresses.
  await expect(panel.getByText('Your own addresses (1) · the demo’s example')).toBeVisible();

  // The sample log through the sign-in rule: the two guessers, and a reader who looks like a visitor.
  await panel.getByRole('button', { name: 'Try with the demo’s sample log' }).click();
  await expect(page.getByTestId('replay-status')).toContainText(
    '1,735 requests replayed (nginx/Apache combined), 1 unreadable line',
  );
  const clients = panel.getByTestId('replay-top-clients');
  await expect(clients.getByRole('listitem')).toHaveText([
    /185\.220\.101\.34 190 stopped of 200/,
    /45\.146\.164\.110 50 stopped of 60/,
    /203\.0\.113\.58 2 stopped of 16/,
  ]);
  await expect(panel.getByTestId('replay-hints')).toContainText(
    'Looks like a visitor 203.0.113.58 behaves like a visitor',
  );
  await expect(panel.getByTestId('replay-chart')).toBeVisible();
  await expect(panel.getByTestId('replay-bad-lines')).toContainText('1 line could not be read');
  await panel.getByTestId('replay-bad-lines').getByText('1 line could not be read').click();
  await expect(panel.getByTestId('replay-bad-lines')).toContainText('Line 579: its request');

  // Side by side with the API rule, by keyboard: the creator's own address and Googlebot are flagged there.
  await panel.getByLabel('Compare with').selectOption({ label: API_RULE });
  await panel.getByRole('button', { name: 'Replay the sample log again' }).press('Enter');
  const drafts = panel.getByTestId('replay-draft');
  await expect(drafts).toHaveCount(2);
  await expect(drafts.nth(0).getByRole('heading', { name: 'This draft' })).toBeVisible();
  await expect(drafts.nth(1).getByRole('heading', { name: API_RULE })).toBeVisible();
  const apiHints = drafts.nth(1).getByTestId('replay-hints').getByRole('listitem');
  await expect(apiHints.nth(0)).toContainText('Your own address');
  await expect(apiHints.nth(0)).toContainText('198.51.100.23 is one of your own addresses');
  await expect(apiHints.nth(1)).toContainText('calls itself Googlebot');
  await expect(drafts.nth(0).getByTestId('replay-hints')).not.toContainText('Your own address');

  // Two typed drafts side by side: the editor's at 5 sign-ins a minute, a second one at 30, through the same log.
  await page.getByTestId('rule-requests').fill('5');
  await panel.getByLabel('Compare with').selectOption({ label: 'A second draft, typed here' });
  const second = panel.getByTestId('replay-second-draft');
  await expect(second.getByTestId('second-draft-requests')).toHaveValue('5');
  await second.getByTestId('second-draft-description').fill('Looser sign-in limit');
  await second.getByTestId('second-draft-requests').fill('30');
  await panel.getByRole('button', { name: 'Replay the sample log again' }).click();
  await expect(drafts).toHaveCount(2);
  await expect(drafts.nth(0).getByRole('heading', { name: 'This draft' })).toBeVisible();
  await expect(drafts.nth(1).getByRole('heading', { name: 'Looser sign-in limit' })).toBeVisible();
  await expect(drafts.nth(0)).toContainText('257 of 1,735 requests stopped (14.8%), from 3 clients');
  await expect(drafts.nth(1)).toContainText('200 of 1,735 requests stopped (11.5%), from 2 clients');
  await page.getByTestId('rule-requests').fill('10');
  await panel.getByLabel('Compare with').selectOption({ label: 'Nothing: this draft alone' });
  await expect(second).toBeHidden();

  // A large log (small gzipped, millions of lines inflated) can be cancelled while it runs.
  const line = '192.0.2.1 - - [24/Nov/2026:09:00:00 +0000] "GET / HTTP/1.1" 200 12 "-" "curl/8.5.0"\n';
  await panel.getByTestId('replay-file').setInputFiles({
    name: 'big-access.log.gz',
    mimeType: 'application/gzip',
    buffer: gzipSync(line.repeat(3_000_000)),
  });
  await expect(page.getByTestId('replay-progress')).toBeVisible();
  await page.getByRole('button', { name: 'Cancel replay' }).click();
  await expect(page.getByTestId('replay-status')).toHaveText('Replay cancelled: nothing was changed.');
  await expect(page.getByTestId('replay-progress')).toBeHidden();

  // A broken log: what can be read is replayed, the rest is named by line number.
  const broken = [
    '203.0.113.9 - - [24/Nov/2026:09:00:00 +0000] "POST /wp-login.php HTTP/1.1" 200 12 "-" "curl/8.5.0"',
    '203.0.113.9 - - [24/Nov/2026:09:00:01 +0000] "POST /wp-login.php HTTP/1.1 200 12',
    'garbage',
    '203.0.113.9 - - [24/Nov/2026:09:00:02 +0000] "POST /wp-login.php HTTP/1.1" 200 12 "-" "curl/8.5.0"',
  ].join('\n');
  await panel
    .getByTestId('replay-file')
    .setInputFiles({ name: 'broken.log', mimeType: 'text/plain', buffer: Buffer.from(broken) });
  await expect(page.getByTestId('replay-status')).toContainText(
    'broken.log: 2 requests replayed (nginx/Apache combined), 2 unreadable lines',
  );
  const bad = panel.getByTestId('replay-bad-lines');
  await bad.getByText('2 lines could not be read').click();
  await expect(bad).toContainText('Line 2: its "request" field is missing or not closed.');
  await expect(bad).toContainText('Line 3: it does not start with a client address.');

  // Deploy from the sample log's answer: the verdict goes with the rule's description.
  await panel.getByRole('button', { name: 'Try with the demo’s sample log' }).click();
  await expect(page.getByTestId('replay-status')).toContainText('1,735 requests replayed');
  await panel.getByRole('button', { name: 'Deploy this draft with the log’s verdict' }).click();
  // The review shows the rule's new name and the verdict it carries before it goes live.
  const review = page.getByRole('dialog', { name: `Save “${SIGN_IN_RULE}”` });
  await expect(review).toContainText('1 rule changed');
  await expect(page.getByTestId('review-verdict')).toContainText('242 of 1,735 requests stopped');
  await review.getByRole('button', { name: 'Go live' }).click();
  const row = page.getByTestId('rule-row').filter({ hasText: SIGN_IN_RULE });
  await expect(row).toContainText('[log replay 2026-11-24: 242 of 1,735 requests stopped, 3 clients]');
});
