// A moderation session in the demo workspace, as a creator runs it: keys decide, undo takes back, the decisions reach
// the platform (read back from the emulator, whoever asks); a bulk approval of 120 goes out in 3 calls; and
// decisions made just before the app is killed are sent once after it starts again.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from './support/hosts';
import { connectContract, demoEmulatorUrl } from './support/contract-client';
import { control } from './support/emulator-control';
import { moderationCalls, openComments, rowId, trueStatus } from './support/moderation';
import { shareHostAndPage } from './support/shared-page';
import { startWebHost, type WebHost } from './support/web-host';

let host: WebHost | undefined;

test.afterEach(async () => {
  await host?.stop();
  host = undefined;
});

// One host and one page for the keyboard session and the bulk approval: the session's decisions are all sent before
// it ends, and the approval opens the screen again (the held comments read afresh) and counts its calls from a
// cleared log.
test.describe('moderation on one host', () => {
  const shared = shareHostAndPage({ host: { args: ['--demo'] } });

  test('a keyboard session approves, rejects, bans and undoes; the platform shows the final statuses', async () => {
    test.setTimeout(120_000);
    const { host, page } = shared;
    const client = await connectContract(host);
    // Long enough for the undo below to land inside the window on a slow machine, short enough to wait out.
    await client.call('comments.setSettings', { undoWindowMs: 8000 });
    const emulator = demoEmulatorUrl(host);
    await openComments(page, host.url);

    const list = page.getByTestId('comment-list');
    await list.focus();
    const [first, second, third] = [await rowId(page, 0), await rowId(page, 1), await rowId(page, 2)];
    const row = (id: string) => page.locator(`[data-comment-id="${id}"]`);

    await page.keyboard.press('?');
    await expect(page.getByTestId('key-help')).toContainText('Reject and ban the author');
    await page.keyboard.press('Escape');
    await expect(page.getByTestId('key-help')).toBeHidden();

    await page.keyboard.press('a');
    await expect(row(first).getByTestId('decision-badge')).toContainText('Approved');
    await expect(list).toHaveAttribute('aria-activedescendant', `comment-${second}`);
    await page.keyboard.press('r');
    await expect(row(second).getByTestId('decision-badge')).toContainText('Rejected');
    await expect(list).toHaveAttribute('aria-activedescendant', `comment-${third}`);
    // A ban is asked about the first time; b again confirms.
    await page.keyboard.press('b');
    await expect(page.getByTestId('ban-question')).toBeVisible();
    await page.keyboard.press('b');
    await expect(row(third).getByTestId('decision-badge')).toContainText('author banned');
    await page.keyboard.press('u');
    await expect(row(third).getByTestId('decision-badge')).toHaveCount(0);

    // Typing in the search box is typing, not moderating.
    await page.getByRole('searchbox', { name: 'Search' }).fill('ab');
    await page.getByRole('searchbox', { name: 'Search' }).fill('');
    await expect(row(first).getByTestId('decision-badge')).toContainText('Approved');

    await expect(row(first).getByTestId('decision-badge')).toHaveAttribute('data-state', 'sent', { timeout: 30_000 });
    await expect(row(second).getByTestId('decision-badge')).toHaveAttribute('data-state', 'sent', { timeout: 30_000 });
    expect(await trueStatus(emulator, first)).toBe('published');
    expect(await trueStatus(emulator, second)).toBe('rejected');
    expect(await trueStatus(emulator, third)).toBe('heldForReview');
    const calls = await moderationCalls(emulator);
    expect(calls.flatMap((call) => call.ids)).not.toContain(third);
    expect(calls.filter((call) => call.banAuthor)).toEqual([]);
    client.close();
  });

  test('a bulk approval of 120 selected comments goes out in 3 calls', async () => {
    test.setTimeout(120_000);
    const { host, page } = shared;
    const emulator = demoEmulatorUrl(host);
    await control(emulator, 'POST', '/comments/seed', {
      count: 150,
      moderationStatus: 'heldForReview',
      videoId: 'dQd3moVid01',
    });
    await openComments(page, host.url);
    await page.getByLabel('Video').selectOption('dQd3moVid01');
    const tab = page.getByTestId('queue-heldForReview');
    await expect(tab).toContainText('+');

    const list = page.getByTestId('comment-list');
    await list.focus();
    // End goes to the last loaded comment, which loads the next page; the count grows past 120.
    await page.keyboard.press('End');
    await expect(async () => {
      const count = Number(/(\d+)/.exec((await tab.textContent()) ?? '')?.[1] ?? 0);
      expect(count).toBeGreaterThan(120);
    }).toPass({ timeout: 30_000 });
    await page.keyboard.press('Home');
    await page.keyboard.press('x');
    for (let step = 0; step < 119; step += 1) await page.keyboard.press('j');
    await page.keyboard.press('Shift+X');

    const approve = page.getByTestId('bulk-approve');
    await expect(approve).toHaveText('Approve 120: 3 calls, 150 units');
    await control(emulator, 'DELETE', '/comments/calls');
    await approve.click();
    await expect(async () => {
      const calls = await moderationCalls(emulator);
      expect(calls.map((call) => call.ids.length)).toEqual([50, 50, 20]);
    }).toPass({ timeout: 30_000 });
    const calls = await moderationCalls(emulator);
    expect(calls.every((call) => call.status === 204 && call.moderationStatus === 'published')).toBe(true);
    expect(new Set(calls.flatMap((call) => call.ids)).size).toBe(120);
    for (const id of [calls[0]!.ids[0]!, calls[2]!.ids[19]!]) expect(await trueStatus(emulator, id)).toBe('published');
  });
});

test('decisions made just before a SIGKILL are sent exactly once after the restart', async ({ page }) => {
  test.setTimeout(180_000);
  const dataDir = join(mkdtempSync(join(tmpdir(), 'desk-comments-')), 'data');
  host = await startWebHost({ dataDir, args: ['--demo'] });
  let client = await connectContract(host);
  // Long enough that nothing is sent before the kill.
  await client.call('comments.setSettings', { undoWindowMs: 15_000 });
  await openComments(page, host.url);
  const list = page.getByTestId('comment-list');
  await list.focus();
  const ids = [await rowId(page, 0), await rowId(page, 1), await rowId(page, 2)];
  for (const id of ids) {
    await page.keyboard.press('a');
    await expect(page.locator(`[data-comment-id="${id}"]`).getByTestId('decision-badge')).toHaveAttribute(
      'data-state',
      'waiting',
    );
  }
  // The badges show only once the outbox answered, which it does after the decisions are on disk.
  host.process.kill('SIGKILL');
  await new Promise((resolve) => host!.process.once('exit', resolve));
  client.close();

  host = await startWebHost({ dataDir });
  client = await connectContract(host);
  const emulator = demoEmulatorUrl(host);
  const pending = await client.call('comments.outbox');
  expect(pending.decisions.map((decision) => decision.commentId).sort()).toEqual([...ids].sort());
  const sent = new Set<string>();
  const allSent = new Promise<void>((resolve) => {
    client.on('comments.decisions', ({ decisions }) => {
      for (const decision of decisions) if (decision.state === 'sent') sent.add(decision.commentId);
      if (ids.every((id) => sent.has(id))) resolve();
    });
  });
  await allSent;
  expect((await client.call('comments.outbox')).decisions).toEqual([]);
  const calls = await moderationCalls(emulator);
  // Each decision left the window at its own time, so they may go in one call or several; each id goes once.
  expect(calls.every((call) => call.status === 204 && call.moderationStatus === 'published')).toBe(true);
  expect(calls.flatMap((call) => call.ids).sort()).toEqual([...ids].sort());
  for (const id of ids) expect(await trueStatus(emulator, id)).toBe('published');
  client.close();
});
