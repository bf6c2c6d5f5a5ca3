// A creator builds a playlist in the demo workspace: creates it, adds three videos from the channel (the cost shown
// before sending), reorders them by dragging and by keyboard, and the platform (asked through the Data API) has the
// same order. A move the platform refuses is put back on screen, and a notice names the video.
import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { demoEmulatorUrl } from './contract-client';
import { startWebHost, type WebHost } from './web-host';

let host: WebHost;

// Tall enough that the list is in view while dragging: near an edge dnd-kit scrolls the page under the pointer.
test.use({ viewport: { width: 1280, height: 1400 } });

test.beforeEach(async () => {
  host = await startWebHost();
});

test.afterEach(async () => {
  await host.stop();
});

interface Api {
  readonly emulator: string;
  readonly token: string;
}

async function demoApi(request: APIRequestContext): Promise<Api> {
  const emulator = demoEmulatorUrl(host);
  const info = (await (await request.get(`${emulator}/_emulator/v1/info`)).json()) as { demo: { channelId: string } };
  const minted = (await (
    await request.post(`${emulator}/_emulator/v1/tokens`, { data: { channelId: info.demo.channelId } })
  ).json()) as { accessToken?: string; access_token?: string };
  const token = minted.accessToken ?? minted.access_token ?? '';
  expect(token).not.toBe('');
  return { emulator, token };
}

async function playlistIdNamed(request: APIRequestContext, api: Api, title: string): Promise<string> {
  const answer = await request.get(`${api.emulator}/youtube/v3/playlists?part=snippet&mine=true&maxResults=50`, {
    headers: { authorization: `Bearer ${api.token}` },
  });
  const body = (await answer.json()) as { items: Array<{ id: string; snippet: { title: string } }> };
  const found = body.items.find((playlist) => playlist.snippet.title === title);
  expect(found, `the platform lists “${title}”`).toBeTruthy();
  return found!.id;
}

async function platformOrder(request: APIRequestContext, api: Api, playlistId: string): Promise<string[]> {
  const answer = await request.get(
    `${api.emulator}/youtube/v3/playlistItems?part=snippet&maxResults=50&playlistId=${playlistId}`,
    { headers: { authorization: `Bearer ${api.token}` } },
  );
  const body = (await answer.json()) as { items: Array<{ snippet: { title: string } }> };
  return body.items.map((item) => item.snippet.title);
}

async function screenOrder(page: Page): Promise<string[]> {
  return (await page.getByTestId('playlist-item').locator('.pl-item-title > span:first-child').allTextContents()).map(
    (text) => text.trim(),
  );
}

/** Drags a row by its handle onto another row's place, in small steps as a hand would (dnd-kit needs the moves). */
async function dragOnto(page: Page, from: Locator, onto: Locator): Promise<void> {
  await from.scrollIntoViewIfNeeded();
  const start = (await from.boundingBox())!;
  const end = (await onto.boundingBox())!;
  await page.mouse.move(start.x + start.width / 2, start.y + start.height / 2);
  await page.mouse.down();
  await page.mouse.move(start.x + start.width / 2, start.y + start.height / 2 + 8, { steps: 4 });
  // Into the upper half of the target, so that the dragged row's centre is nearest the target's.
  await page.mouse.move(start.x + start.width / 2, end.y + end.height / 3, { steps: 20 });
  await page.mouse.up();
}

const handleOf = (page: Page, title: string) => page.getByRole('button', { name: new RegExp(`^Move “${title}”`) });

test('create a playlist, add three videos, reorder by drag and keyboard, and see a refused move rolled back', async ({
  page,
  request,
}) => {
  await page.goto(host.url);
  await page.getByRole('button', { name: 'Try the demo workspace' }).click();
  await expect(page.getByRole('heading', { name: 'Uploads', level: 1 })).toBeVisible();
  await page.getByRole('navigation', { name: 'Screens' }).getByRole('button', { name: 'Playlists' }).click();
  await expect(page.getByRole('heading', { name: 'Playlists', level: 1 })).toBeVisible();

  // The demo channel's three playlists, with their privacy and counts; not the uploads playlist.
  const cards = page.getByTestId('playlist-card');
  await expect(cards).toHaveCount(3);
  await expect(cards.filter({ hasText: 'Start here' })).toContainText('4 videos');
  await expect(cards.filter({ hasText: 'Behind the scenes' })).toContainText('Unlisted');
  await expect(page.getByRole('navigation', { name: 'Your playlists' })).not.toContainText('Uploads from');

  // Create.
  await page.getByRole('button', { name: 'New playlist' }).click();
  const form = page.getByRole('form', { name: 'New playlist' });
  await form.getByLabel('Title').fill('x'.repeat(151));
  await expect(form).toContainText('at most 150');
  await form.getByLabel('Title').fill('Best of the desk');
  await form.getByLabel('Description').fill('The three I would show a friend.');
  await form.getByLabel('Privacy').selectOption('unlisted');
  await form.getByRole('button', { name: 'Create playlist' }).click();
  await expect(cards).toHaveCount(4);
  await expect(page.getByRole('heading', { name: 'Best of the desk', level: 2 })).toBeVisible();
  await expect(page.getByText('This playlist is empty.')).toBeVisible();

  // Add three videos from the channel, in the order ticked, with the cost said first.
  await page.getByRole('button', { name: 'Add videos…' }).click();
  const picker = page.getByRole('dialog', { name: 'Add videos to “Best of the desk”' });
  await expect(picker.getByText('Studio tour 2026')).toBeVisible();
  await picker.getByLabel('Filter by title').fill('light');
  await expect(picker.getByRole('checkbox')).toHaveCount(1);
  await picker.getByRole('checkbox').check();
  await picker.getByLabel('Filter by title').fill('');
  await picker.getByRole('listitem').filter({ hasText: 'Studio tour 2026' }).getByRole('checkbox').check();
  await picker.getByRole('listitem').filter({ hasText: 'Color grading in ten minutes' }).getByRole('checkbox').check();
  await expect(picker).toContainText('Adding 3 videos costs 150 quota units (50 each)');
  await picker.getByRole('button', { name: 'Add 3 videos' }).click();
  await expect(picker).toBeHidden();
  const titles = ['How I light my desk setup', 'Studio tour 2026', 'Color grading in ten minutes'];
  await expect.poll(() => screenOrder(page)).toEqual(titles);
  await expect(cards.filter({ hasText: 'Best of the desk' })).toContainText('3 videos');

  const api = await demoApi(request);
  const playlistId = await playlistIdNamed(request, api, 'Best of the desk');
  expect(await platformOrder(request, api, playlistId)).toEqual(titles);

  // Drag the last video to the top.
  const rows = page.getByTestId('playlist-item');
  await dragOnto(page, handleOf(page, 'Color grading in ten minutes'), rows.first());
  const dragged = ['Color grading in ten minutes', 'How I light my desk setup', 'Studio tour 2026'];
  await expect.poll(() => screenOrder(page)).toEqual(dragged);
  await expect.poll(() => platformOrder(request, api, playlistId)).toEqual(dragged);

  // And by keyboard: Alt+Down on the focused handle moves the first video one place down.
  await handleOf(page, 'Color grading in ten minutes').focus();
  await page.keyboard.press('Alt+ArrowDown');
  const keyed = ['How I light my desk setup', 'Color grading in ten minutes', 'Studio tour 2026'];
  await expect.poll(() => screenOrder(page)).toEqual(keyed);
  await expect.poll(() => platformOrder(request, api, playlistId)).toEqual(keyed);
  await expect(handleOf(page, 'Color grading in ten minutes')).toBeFocused();

  // The platform refuses a move: the item was removed behind the app's back (another device, say). The screen
  // still shows it; moving it fails, the order goes back and a notice names the video.
  const listed = await request.get(
    `${api.emulator}/youtube/v3/playlistItems?part=snippet&maxResults=50&playlistId=${playlistId}`,
    { headers: { authorization: `Bearer ${api.token}` } },
  );
  const studio = ((await listed.json()) as { items: Array<{ id: string; snippet: { title: string } }> }).items.find(
    (item) => item.snippet.title === 'Studio tour 2026',
  )!;
  const removed = await request.delete(`${api.emulator}/youtube/v3/playlistItems?id=${studio.id}`, {
    headers: { authorization: `Bearer ${api.token}` },
  });
  expect(removed.status()).toBe(204);
  await dragOnto(page, handleOf(page, 'Studio tour 2026'), rows.first());
  const alert = page.getByRole('alert').filter({ hasText: '“Studio tour 2026” could not be moved' });
  await expect(alert).toBeVisible();
  await expect(alert).toContainText('back at position 3');
  await expect.poll(() => screenOrder(page)).toEqual(keyed);

  // Reload shows the playlist as the platform has it.
  await page.getByRole('button', { name: 'Reload', exact: true }).click();
  await expect.poll(() => screenOrder(page)).toEqual(['How I light my desk setup', 'Color grading in ten minutes']);
});
