// A queue of 10,000 held comments, by keyboard: End walks far down it (pages read as the creator goes, the earlier
// ones dropped from memory), a decides the comment there and u takes it back, and Home goes back to the newest
// comment by reading its page again, and that page only.
import { expect, test } from './support/hosts';
import { connectContract, demoEmulatorUrl } from './support/contract-client';
import { control } from './support/emulator-control';
import { openComments, rowId, trueStatus } from './support/moderation';
import { startWebHost, type WebHost } from './support/web-host';

let host: WebHost | undefined;

test.afterEach(async () => {
  await host?.stop();
  host = undefined;
});

test('10,000 held: End walks far down, a decides there, u undoes, Home reads the first page again', async ({
  page,
}) => {
  test.setTimeout(180_000);
  host = await startWebHost({ args: ['--demo'] });
  const emulator = demoEmulatorUrl(host);
  await control(emulator, 'PUT', '/quota', { limit: 1_000_000 });
  await control(emulator, 'PUT', '/comments/seed-held', { count: 10_000 });
  const client = await connectContract(host);
  await client.call('comments.setSettings', { undoWindowMs: 8000 });
  await page.setViewportSize({ width: 1280, height: 800 });
  await openComments(page, host.url);

  const list = page.getByTestId('comment-list');
  const tab = page.getByTestId('queue-heldForReview');
  await expect(tab).toHaveText(/100\+/);
  const newest = await rowId(page, 0);
  await list.focus();
  // Each End goes to the last kept comment, whose nearness to the end reads the next page.
  await expect(async () => {
    await page.keyboard.press('End');
    // The tab's count is grouped as the language writes numbers (English: "2,100+").
    const count = /\d[\d,]*/.exec((await tab.textContent()) ?? '')?.[0] ?? '0';
    expect(Number(count.replace(/,/g, ''))).toBeGreaterThanOrEqual(2000);
  }).toPass({ timeout: 120_000, intervals: [100] });

  const currentId = async () => ((await list.getAttribute('aria-activedescendant')) ?? '').replace(/^comment-/, '');
  const far = await currentId();
  const row = page.locator(`[data-comment-id="${far}"]`);
  // Seeded comments are numbered oldest first: some 1,900 rows down is below #8,200.
  expect(Number(/\(#(\d+)\)/.exec((await row.textContent()) ?? '')?.[1])).toBeLessThan(8200);
  // The newest comment's page is no longer kept: its row is not in the page.
  await expect(page.locator(`[data-comment-id="${newest}"]`)).toHaveCount(0);

  await page.keyboard.press('k');
  const decided = await currentId();
  await page.keyboard.press('a');
  await expect(page.locator(`[data-comment-id="${decided}"]`).getByTestId('decision-badge')).toContainText('Approved');
  await page.keyboard.press('u');
  await expect(page.locator(`[data-comment-id="${decided}"]`).getByTestId('decision-badge')).toHaveCount(0);
  await expect(page.getByRole('status').filter({ hasText: 'Undone: 1 decision' })).toBeAttached();

  const used = async () => (await control<{ used: number }>(emulator, 'GET', '/quota')).used;
  const beforeHome = await used();
  await page.keyboard.press('Home');
  await expect(list).toHaveAttribute('aria-activedescendant', `comment-${newest}`, { timeout: 30_000 });
  await expect(page.locator(`[data-comment-id="${newest}"]`)).toBeVisible();
  // Its page had been dropped: one list call (1 unit) read it again, and none read the pages between.
  await expect.poll(used).toBe(beforeHome + 1);
  // Nothing was sent: the undone approval never reached the platform.
  await page.waitForTimeout(9000);
  expect(await trueStatus(emulator, decided)).toBe('heldForReview');
  client.close();
});
