// The Comments screen in a creator's first hour: every decision by mouse alone (the row's own buttons and Undo), the
// keys working the moment the screen opens from the sidebar, and a reply to a held comment that spends nothing until
// the comment is published, then both calls. Each outcome is read back from the emulator, whoever asks.
import { type Page } from '@playwright/test';
import { expect, test } from './support/hosts';
import { connectContract, demoEmulatorUrl } from './support/contract-client';
import { control } from './support/emulator-control';
import { moderationCalls, openComments, rowId, trueStatus } from './support/moderation';
import { shareHostAndPage } from './support/shared-page';

const writes = async (emulator: string) =>
  (await control<{ writes: Array<{ method: string }> }>(emulator, 'GET', '/writes')).writes.map(
    (write) => write.method,
  );

async function arriveFromSidebar(page: Page, url: string): Promise<void> {
  await page.setViewportSize({ width: 1280, height: 800 });
  await openComments(page, url);
}

const rowIds = async (page: Page, count: number) =>
  Promise.all(Array.from({ length: count }, async (_, index) => rowId(page, index)));

// One host and one page; each test arrives from the sidebar again (the list read afresh). The reply first, with the
// default undo window; then the mouse's decisions, each sent before it ends; then the keys, whose one approval is
// undone and whose rule suggests nothing.
test.describe('the first hour on one host', () => {
  const shared = shareHostAndPage({ host: { args: ['--demo'] } });

  test('a reply to a held comment spends nothing until it is published; Publish and reply makes both calls', async () => {
    test.setTimeout(120_000);
    const { host, page } = shared;
    const client = await connectContract(host);
    const emulator = demoEmulatorUrl(host);
    await arriveFromSidebar(page, host.url);
    const held = page
      .getByTestId('comment-row')
      .filter({ hasNot: page.getByText('replying to') })
      .first();
    const heldId = (await held.getAttribute('data-comment-id'))!;
    expect(await trueStatus(emulator, heldId)).toBe('heldForReview');
    await control(emulator, 'POST', '/writes/reset');

    // The service refuses a plain reply before any call, in words a creator reads.
    await expect(client.call('comments.reply', { parentId: heldId, text: 'Thanks!' })).rejects.toThrow(
      /held for review, so the platform would refuse a reply/,
    );
    expect(await writes(emulator)).toEqual([]);

    await held.getByRole('button', { name: 'Reply' }).click();
    await held.getByRole('textbox', { name: /^Reply to / }).fill('Thanks for this, it helps!');
    await expect(held.getByTestId('publish-first-note')).toContainText('held for review');
    await held.getByRole('button', { name: 'Publish (50 units) and reply (50 units)' }).click();
    await expect(held.getByTestId('comment-reply').filter({ hasText: 'Thanks for this, it helps!' })).toBeVisible();
    await expect(held.getByTestId('published-badge')).toBeVisible();
    expect(await writes(emulator)).toEqual(['comments.setModerationStatus', 'comments.insert']);
    expect(await trueStatus(emulator, heldId)).toBe('published');
    client.close();
  });

  test('by mouse alone: approve, reject, reject and ban, and undo, each seen at the platform', async () => {
    test.setTimeout(120_000);
    const { host, page } = shared;
    const client = await connectContract(host);
    await client.call('comments.setSettings', { undoWindowMs: 8000 });
    const emulator = demoEmulatorUrl(host);
    await arriveFromSidebar(page, host.url);
    const [approved, rejected, banned, undone] = await rowIds(page, 4);
    const row = (id: string) => page.locator(`[data-comment-id="${id}"]`);
    const decide = async (id: string, name: string) => {
      // The buttons show on the row under the mouse.
      await row(id).hover();
      await row(id).getByRole('button', { name, exact: true }).click();
    };

    await decide(approved!, 'Approve');
    await expect(row(approved!).getByTestId('decision-badge')).toContainText('Approved');
    // An approved comment offers no Approve again: what it can still become.
    await row(approved!).hover();
    await expect(
      row(approved!)
        .getByRole('group', { name: /^Decide on/ })
        .getByRole('button'),
    ).toHaveText(['Hold', 'Reject', 'Reject and ban']);
    await decide(rejected!, 'Reject');
    await expect(row(rejected!).getByTestId('decision-badge')).toContainText('Rejected');
    await decide(banned!, 'Reject and ban');
    await page.getByTestId('ban-question').getByRole('button', { name: 'Yes, reject and ban' }).click();
    await expect(row(banned!).getByTestId('decision-badge')).toContainText('author banned');
    await decide(undone!, 'Approve');
    await expect(row(undone!).getByTestId('decision-badge')).toContainText('Approved');
    await row(undone!).getByRole('button', { name: 'Undo' }).click();
    await expect(row(undone!).getByTestId('decision-badge')).toHaveCount(0);

    for (const id of [approved!, rejected!, banned!])
      await expect(row(id).getByTestId('decision-badge')).toHaveAttribute('data-state', 'sent', { timeout: 30_000 });
    expect(await trueStatus(emulator, approved!)).toBe('published');
    expect(await trueStatus(emulator, rejected!)).toBe('rejected');
    expect(await trueStatus(emulator, banned!)).toBe('rejected');
    expect(await trueStatus(emulator, undone!)).toBe('heldForReview');
    const calls = await moderationCalls(emulator);
    expect(calls.flatMap((call) => call.ids)).not.toContain(undone);
    expect(calls.filter((call) => call.banAuthor).flatMap((call) => call.ids)).toEqual([banned]);
    client.close();
  });

  test('the keys work from the moment the screen opens: ? shows them, Escape closes them, a approves; no rule suggests what a comment already is', async () => {
    test.setTimeout(120_000);
    const { host, page } = shared;
    const client = await connectContract(host);
    await client.call('comments.setSettings', { undoWindowMs: 60_000 });
    await arriveFromSidebar(page, host.url);
    const [first, second] = await rowIds(page, 2);
    const list = page.getByTestId('comment-list');

    // No click into the list first.
    await page.keyboard.press('?');
    await expect(page.getByTestId('key-help')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByTestId('key-help')).toBeHidden();
    await expect(list).toBeFocused();
    await page.keyboard.press('a');
    await expect(page.locator(`[data-comment-id="${first}"]`).getByTestId('decision-badge')).toContainText('Approved');
    await expect(list).toHaveAttribute('aria-activedescendant', `comment-${second}`);

    // Opened with the mouse, the keys panel closes with Escape too, and focus goes back to the list.
    await page.getByRole('button', { name: 'Keys (?)' }).click();
    await expect(page.getByTestId('key-help')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByTestId('key-help')).toBeHidden();
    await expect(list).toBeFocused();
    // Focus back in the sidebar: the letters still act on the screen.
    await page.getByRole('navigation', { name: 'Screens' }).getByRole('button', { name: 'Comments' }).focus();
    await page.keyboard.press('u');
    await expect(page.locator(`[data-comment-id="${first}"]`).getByTestId('decision-badge')).toHaveCount(0);
    // Hearts and pins are said once, not on every comment.
    await expect(page.getByTestId('heart-pin-note')).toHaveCount(1);

    // A rule that holds links suggests nothing in Held for review: those comments are held already.
    await page.getByRole('button', { name: /^Rules/ }).click();
    const panel = page.getByTestId('rules-panel');
    await panel.getByTestId('dry-run-loaded').click();
    const links = panel.locator('[data-testid="dry-run-line"][data-rule-id="outside-links"]');
    await expect(links).toContainText(/(\d+) already held, left alone; 0 suggestions/);
    await links.getByRole('button', { name: 'Switch on Link to another site' }).click();
    await expect(page.getByRole('button', { name: 'Rules (1 on)' })).toBeVisible();
    await expect(page.getByTestId('comment-row').first()).toBeVisible();
    await expect(page.getByTestId('rule-badge')).toHaveCount(0);
    client.close();
  });
});
