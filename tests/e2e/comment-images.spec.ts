// A comment with an attached image in the moderation queue, as a creator meets it in the demo workspace: the
// thumbnail (served by the demo's emulator, nothing fetched from elsewhere), opened larger with Enter and closed
// with Escape while the keys stay with the queue; an animated one waits to be played; an image on another host, or
// one that fails to load, leaves a placeholder that says why.
import { type Page } from '@playwright/test';
import { expect, test } from './support/hosts';
import type { CommentView } from '../../shared/comments/comment-view';
import { connectContract, demoEmulatorUrl } from './support/contract-client';
import { control } from './support/emulator-control';
import { openComments } from './support/moderation';
import { startWebHost, type WebHost } from './support/web-host';

let host: WebHost | undefined;

test.afterEach(async () => {
  await host?.stop();
  host = undefined;
});

/** Moves the queue's cursor to the first row, then with j until the comment is the current row (the list is virtualized). */
async function goTo(page: Page, id: string): Promise<void> {
  const list = page.getByTestId('comment-list');
  await list.focus();
  await page.keyboard.press('Home');
  for (let n = 0; n < 200; n += 1) {
    if ((await list.getAttribute('aria-activedescendant')) === `comment-${id}`) return;
    await page.keyboard.press('j');
  }
  throw new Error(`comment ${id} never became the current row`);
}

test('the queue shows an image comment, opens it larger with Enter, closes it with Escape; others show why not', async ({
  page,
}) => {
  test.setTimeout(120_000);
  host = await startWebHost({ args: ['--demo'] });
  const emulator = demoEmulatorUrl(host);
  const client = await connectContract(host);
  const held = (await client.call('comments.listThreads', { queue: 'heldForReview' })).comments as CommentView[];
  client.close();
  const still = held.find((comment) => comment.imageUrl?.endsWith('.png'))!;
  const animated = held.find((comment) => comment.imageUrl?.endsWith('.gif'))!;
  const [elsewhere, broken] = held.filter((comment) => comment.imageUrl === undefined && !comment.parentId);
  // A viewer's image somewhere else, and one on the platform's host that is gone.
  await control(emulator, 'PUT', `/comments/${elsewhere!.id}/image`, { imageUrl: 'https://images.example.net/a.png' });
  await control(emulator, 'PUT', `/comments/${broken!.id}/image`, { imageUrl: '/gone/removed.png' });

  const outside: string[] = [];
  const local = [new URL(host.url).origin, emulator];
  page.on('request', (request) => {
    const url = request.url();
    if (!url.startsWith('data:') && !url.startsWith('blob:') && !local.some((origin) => url.startsWith(origin)))
      outside.push(url);
  });
  await openComments(page, host.url);
  const row = (id: string) => page.locator(`[data-comment-id="${id}"]`);

  await goTo(page, still.id);
  const thumb = row(still.id).getByTestId('comment-image');
  const image = thumb.getByRole('img', { name: `Image attached by the commenter, ${still.authorName}` });
  await expect(image).toBeVisible();
  await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  const box = (await thumb.boundingBox())!;
  expect(box.width).toBeLessThanOrEqual(160);
  expect(box.height).toBeLessThanOrEqual(120);
  // The virtualizer measured the row with its image: the next row starts below it, not over it.
  const slot = page.locator('.cm-slot').filter({ has: row(still.id) });
  const index = Number(await slot.getAttribute('data-index'));
  const rowBox = (await row(still.id).boundingBox())!;
  expect(box.y + box.height).toBeLessThanOrEqual(rowBox.y + rowBox.height);
  const nextBox = (await page.locator(`.cm-slot[data-index="${index + 1}"]`).boundingBox())!;
  expect(nextBox.y).toBeGreaterThanOrEqual(rowBox.y + rowBox.height - 1);

  // Tab from the list reaches the current row's controls: its checkbox, then its image.
  // (A long comment in a row above keeps its "Show all" out of the way too.)
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  await expect(thumb).toBeFocused();
  await page.keyboard.press('Enter');
  const dialog = page.getByTestId('comment-image-dialog');
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('img', { name: `Image attached by the commenter, ${still.authorName}` })).toBeVisible();
  // While it is open, the queue's keys do nothing: j does not move, a does not approve.
  await page.keyboard.press('a');
  await expect(row(still.id).getByTestId('decision-badge')).toHaveCount(0);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(thumb).toBeFocused();
  await expect(page.getByTestId('comment-list')).toHaveAttribute('aria-activedescendant', `comment-${still.id}`);
  // Closed, the keys decide again: a approves the image comment and moves on.
  await page.keyboard.press('a');
  await expect(row(still.id).getByTestId('decision-badge')).toContainText('Approved');

  await goTo(page, animated.id);
  const play = row(animated.id).getByTestId('comment-image-play');
  await expect(play).toHaveText(/Animated image: play/);
  await expect(row(animated.id).locator('img[alt^="Image attached"]')).toHaveCount(0);
  await play.focus();
  await page.keyboard.press('Enter');
  await expect(row(animated.id).getByRole('img', { name: /^Image attached by the commenter/ })).toBeVisible();
  await expect(row(animated.id).getByTestId('comment-image')).toBeFocused();

  await goTo(page, elsewhere!.id);
  await expect(row(elsewhere!.id).getByTestId('comment-image-blocked')).toHaveText(
    'Image not shown: it is not on the platform’s image host.',
  );
  await goTo(page, broken!.id);
  await expect(row(broken!.id).getByTestId('comment-image-failed')).toContainText('could not be loaded');

  expect(outside).toEqual([]);
});
