// A creator builds a playlist in the demo workspace: creates it, adds three videos from the channel (the cost shown
// before sending), reorders them by dragging and by keyboard, and the platform (asked through the Data API) has the
// same order. A move that fails (a fault injected at the emulator, then a genuine refusal) is put back on screen, and
// a notice names the video.
import { type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { expect, test } from './support/hosts';
import { demoEmulatorUrl } from './support/contract-client';
import { demoGrant, openDemo, showScreen, type DemoGrant } from './support/demo-workspace';
import { shareHostAndPage } from './support/shared-page';
import { demoControl } from './support/web-host';

// One creator's whole session (about 20 s alone); on two shared cores it has taken three times that.
test.setTimeout(120_000);

// One host and one page for both; the playlist the first makes is deleted behind the app's back before the second,
// which starts from the demo's three.
const shared = shareHostAndPage({
  // Tall enough that the list is in view while dragging: near an edge dnd-kit scrolls the page under the pointer.
  context: { viewport: { width: 1280, height: 1400 } },
});
test.beforeAll(async () => {
  await openDemo(shared.page, shared.host);
});

async function playlistIdNamed(request: APIRequestContext, api: DemoGrant, title: string): Promise<string> {
  const answer = await request.get(`${api.emulator}/youtube/v3/playlists?part=snippet&mine=true&maxResults=50`, {
    headers: { authorization: `Bearer ${api.token}` },
  });
  const body = (await answer.json()) as { items: Array<{ id: string; snippet: { title: string } }> };
  const found = body.items.find((playlist) => playlist.snippet.title === title);
  expect(found, `the platform lists “${title}”`).toBeTruthy();
  return found!.id;
}

async function platformOrder(request: APIRequestContext, api: DemoGrant, playlistId: string): Promise<string[]> {
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
  request,
}) => {
  const { host, page } = shared;
  await showScreen(page, 'Playlists');

  // The demo channel's three playlists, with their privacy and counts; not the uploads playlist.
  const cards = page.getByTestId('playlist-card');
  await expect(cards).toHaveCount(3);
  await expect(cards.filter({ hasText: 'First time here' })).toContainText('4 videos');
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
  await picker.getByLabel('Filter by title').fill('light my');
  await expect(picker.getByRole('checkbox')).toHaveCount(1);
  await picker.getByRole('checkbox').check();
  await picker.getByLabel('Filter by title').fill('');
  await picker.getByRole('listitem').filter({ hasText: 'Studio tour 2026' }).getByRole('checkbox').check();
  await picker.getByRole('listitem').filter({ hasText: 'Color grading in ten minutes' }).getByRole('checkbox').check();
  await expect(picker).toContainText('Adds 3 videos: 150 units');
  await picker.getByRole('button', { name: 'Add 3 videos' }).click();
  await expect(picker).toBeHidden();
  const titles = ['How I light my desk setup', 'Studio tour 2026', 'Color grading in ten minutes'];
  await expect.poll(() => screenOrder(page)).toEqual(titles);
  await expect(cards.filter({ hasText: 'Best of the desk' })).toContainText('3 videos');

  const api = await demoGrant(demoEmulatorUrl(host));
  const playlistId = await playlistIdNamed(request, api, 'Best of the desk');
  expect(await platformOrder(request, api, playlistId)).toEqual(titles);

  // Drag the last video to the top.
  const rows = page.getByTestId('playlist-item');
  await dragOnto(page, handleOf(page, 'Color grading in ten minutes'), rows.first());
  const dragged = ['Color grading in ten minutes', 'How I light my desk setup', 'Studio tour 2026'];
  await expect.poll(() => screenOrder(page)).toEqual(dragged);
  await expect.poll(() => platformOrder(request, api, playlistId)).toEqual(dragged);

  // And by keyboard: Alt+Down on the focused handle moves the first video one place down, once the drag's move is
  // saved (until its answer reaches the page, the handles are aria-disabled and take no move).
  const moveSaved = () => expect(page.locator('[data-handle-for][aria-disabled="true"]')).toHaveCount(0);
  await moveSaved();
  await handleOf(page, 'Color grading in ten minutes').focus();
  await page.keyboard.press('Alt+ArrowDown');
  const keyed = ['How I light my desk setup', 'Color grading in ten minutes', 'Studio tour 2026'];
  await expect.poll(() => screenOrder(page)).toEqual(keyed);
  await expect.poll(() => platformOrder(request, api, playlistId)).toEqual(keyed);
  await expect(handleOf(page, 'Color grading in ten minutes')).toBeFocused();

  // dnd-kit's keyboard sensor: Space picks the video up, arrows carry it, Space drops it (and back again).
  // Each key waits for what dnd-kit announces to screen readers, which names the video.
  const spoken = page.locator('[id^="DndLiveRegion"]');
  await moveSaved();
  await handleOf(page, 'Studio tour 2026').focus();
  await page.keyboard.press('Space');
  await expect(spoken).toContainText('“Studio tour 2026” is over position 3 of 3.');
  // dnd-kit announces the pick-up before its keyboard sensor listens for arrows (it starts listening in a
  // setTimeout(0), so that the key that picked the item up is not taken as a move): let that timer run first.
  await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 0)));
  await page.keyboard.press('ArrowUp');
  await expect(spoken).toContainText('“Studio tour 2026” is over position 2 of 3.');
  await page.keyboard.press('Space');
  await expect
    .poll(() => screenOrder(page))
    .toEqual(['How I light my desk setup', 'Studio tour 2026', 'Color grading in ten minutes']);
  await expect
    .poll(() => platformOrder(request, api, playlistId))
    .toEqual(['How I light my desk setup', 'Studio tour 2026', 'Color grading in ten minutes']);
  await moveSaved();
  await handleOf(page, 'Studio tour 2026').focus();
  await page.keyboard.press('Alt+ArrowDown');
  await expect.poll(() => platformOrder(request, api, playlistId)).toEqual(keyed);

  // A failure injected at the platform (503 on playlistItems.update) during a drag: the order on screen goes back,
  // a notice names the video, and the platform's order never changed.
  const armed = await request.post(`${api.emulator}/_emulator/v1/faults`, {
    data: { kind: 'serverError', status: 503, method: 'playlistItems.update' },
    headers: demoControl,
  });
  expect(armed.ok()).toBe(true);
  await moveSaved();
  await dragOnto(page, handleOf(page, 'Studio tour 2026'), rows.first());
  const injected = page.getByRole('alert').filter({ hasText: '“Studio tour 2026” could not be moved' });
  await expect(injected).toBeVisible();
  await expect(injected).toContainText('back at position 3');
  await expect.poll(() => screenOrder(page)).toEqual(keyed);
  expect(await platformOrder(request, api, playlistId)).toEqual(keyed);
  await injected.getByRole('button').click();
  await expect(injected).toBeHidden();

  // A genuine refusal: the item was removed behind the app's back (another device, say). The screen
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
  const refused = page.getByRole('alert').filter({ hasText: '“Studio tour 2026” could not be moved' });
  await expect(refused).toBeVisible();
  await expect(refused).toContainText('cannot be found');
  await expect.poll(() => screenOrder(page)).toEqual(keyed);

  // Reload shows the playlist as the platform has it.
  await page.getByRole('button', { name: 'Reload', exact: true }).click();
  await expect.poll(() => screenOrder(page)).toEqual(['How I light my desk setup', 'Color grading in ten minutes']);
});

test('rename, describe and make a playlist private, then delete it after confirming', async ({ request }) => {
  const { host, page } = shared;
  const api = await demoGrant(demoEmulatorUrl(host));
  // The playlist the test before made is deleted elsewhere; the app reads the channel's playlists afresh.
  const made = await playlistIdNamed(request, api, 'Best of the desk');
  const deleted = await request.delete(`${api.emulator}/youtube/v3/playlists?id=${made}`, {
    headers: { authorization: `Bearer ${api.token}` },
  });
  expect(deleted.status()).toBe(204);
  await page.reload();
  await showScreen(page, 'Playlists');
  const cards = page.getByTestId('playlist-card');
  await expect(cards).toHaveCount(3);
  await cards.filter({ hasText: 'Tutorials' }).click();
  await expect(page.getByRole('heading', { name: 'Tutorials', level: 2 })).toBeVisible();
  await expect(page.getByTestId('playlist-item')).toHaveCount(3);

  await page.getByText('Title, description and privacy').click();
  const form = page.getByRole('form', { name: 'Details of “Tutorials”' });
  await expect(form.getByRole('button', { name: 'Save changes' })).toBeDisabled();
  await form.getByLabel('Title').fill('');
  await expect(form).toContainText('A playlist needs a title.');
  await form.getByLabel('Title').fill('Tutorials, step by step');
  await form.getByLabel('Description').fill('Lighting, grading and the rest, in the order to learn them.');
  await form.getByLabel('Privacy').selectOption('private');
  await form.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByRole('heading', { name: 'Tutorials, step by step', level: 2 })).toBeVisible();
  await expect(cards.filter({ hasText: 'Tutorials, step by step' })).toContainText('Private');
  await expect(cards.filter({ hasText: 'Tutorials, step by step' })).toContainText('3 videos');

  const answer = await request.get(
    `${api.emulator}/youtube/v3/playlists?part=snippet,status&id=PLd3moTutorials0000000000000000001`,
    { headers: { authorization: `Bearer ${api.token}` } },
  );
  const [saved] = ((await answer.json()) as { items: Array<{ snippet: Record<string, string>; status: object }> })
    .items;
  expect(saved?.snippet.title).toBe('Tutorials, step by step');
  expect(saved?.snippet.description).toBe('Lighting, grading and the rest, in the order to learn them.');
  expect(saved?.status).toEqual({ privacyStatus: 'private' });

  // Delete asks first; Escape takes the question back.
  await page.getByRole('button', { name: 'Delete playlist “Tutorials, step by step”' }).click();
  const confirm = page.getByRole('group', { name: 'Confirm deleting “Tutorials, step by step”' });
  await expect(confirm.getByRole('button', { name: 'Yes, delete' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(confirm).toBeHidden();
  await page.getByRole('button', { name: 'Delete playlist “Tutorials, step by step”' }).click();
  await confirm.getByRole('button', { name: 'Yes, delete' }).click();
  await expect(cards).toHaveCount(2);
  await expect(page.getByTestId('pl-announcement')).toHaveText('The playlist “Tutorials, step by step” was deleted.');
  const gone = await request.get(`${api.emulator}/youtube/v3/playlists?part=id&id=PLd3moTutorials0000000000000000001`, {
    headers: { authorization: `Bearer ${api.token}` },
  });
  expect(((await gone.json()) as { items: unknown[] }).items).toEqual([]);
});
