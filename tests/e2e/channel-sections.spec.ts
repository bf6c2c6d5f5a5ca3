// A creator arranges the channel page in the demo workspace: Channel › Sections lists the demo's four sections with
// their playlists, a section of several playlists is added (the cost said first; the platform has it), sections are
// added until there are 10 and the Add button says why it is off, one is moved by keyboard and the platform has the
// new order, one is removed after asking, and a refusal by the platform (an 11th made behind the app's back) is
// said in plain words. Then Activity: the demo channel's recent activity (a video opened in the Library from it),
// its subscribers and subscriptions, subscribing by address or handle with the duplicate and oneself refused,
// unsubscribing.
import { type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { expect, test } from './support/hosts';
import { demoEmulatorUrl } from './support/contract-client';
import { demoGrant, openDemo, showScreen, type DemoGrant } from './support/demo-workspace';
import { shareHostAndPage } from './support/shared-page';
import { demoControl } from './support/web-host';

// A creator's whole session; on two shared cores it takes a while.
test.setTimeout(120_000);

interface PlatformSection {
  id: string;
  snippet: { type: string; title?: string; position: number };
  contentDetails?: { playlists?: string[] };
}

async function platformSections(request: APIRequestContext, api: DemoGrant): Promise<PlatformSection[]> {
  const answer = await request.get(`${api.emulator}/youtube/v3/channelSections?part=snippet,contentDetails&mine=true`, {
    headers: { authorization: `Bearer ${api.token}` },
  });
  const body = (await answer.json()) as { items: PlatformSection[] };
  return body.items.sort((a, b) => a.snippet.position - b.snippet.position);
}

async function openChannelTab(page: Page, tab: string): Promise<void> {
  await showScreen(page, 'Channel');
  await page.getByRole('tab', { name: tab }).click();
}

/** Drags a row by its handle onto another row's place, in small steps as a hand would (dnd-kit needs the moves). */
async function dragOnto(page: Page, from: Locator, onto: Locator): Promise<void> {
  await from.scrollIntoViewIfNeeded();
  const start = (await from.boundingBox())!;
  const end = (await onto.boundingBox())!;
  await page.mouse.move(start.x + start.width / 2, start.y + start.height / 2);
  await page.mouse.down();
  await page.mouse.move(start.x + start.width / 2, start.y + start.height / 2 - 8, { steps: 4 });
  // Into the upper half of the target, so that the dragged row's centre is nearest the target's.
  await page.mouse.move(start.x + start.width / 2, end.y + end.height / 3, { steps: 20 });
  await page.mouse.up();
}

const sectionTitles = async (page: Page) =>
  (await page.getByTestId('channel-section').locator('.sec-title').allTextContents()).map((text) => text.trim());

// One host and one page: the activity and subscriptions first (they leave the sections as the demo has them), then
// the sections.
test.describe('the channel page on one host', () => {
  const shared = shareHostAndPage({ context: { viewport: { width: 1280, height: 1400 } } });
  test.beforeAll(async () => {
    await openDemo(shared.page, shared.host);
  });

  test('activity: the demo activity, a video opened in the Library, subscribers, subscribe and unsubscribe', async ({
    request,
  }) => {
    const { host, page } = shared;
    await openChannelTab(page, 'Activity and subscribers');
    const activity = page.getByTestId('activity-item');
    await expect(activity.first()).toBeVisible();
    await expect(activity.filter({ hasText: 'Uploaded' }).first()).toBeVisible();
    await expect(page.getByRole('button', { name: 'Load more activity' })).toBeVisible();
    const before = await activity.count();
    await page.getByRole('button', { name: 'Load more activity' }).click();
    await expect.poll(() => activity.count()).toBeGreaterThan(before);
    await expect(activity.filter({ hasText: 'Added to the playlist “Tutorials”' }).first()).toBeVisible();

    // Subscribers: the demo's six, newest first, with the count.
    await expect(page.getByTestId('subscriber-count')).toHaveText('6');
    await expect(page.getByTestId('subscriber').first()).toContainText('Amara Okafor');
    await expect(page.getByTestId('subscriber')).toHaveCount(6);

    // Subscriptions: subscribe by address; the duplicate and oneself are refused in plain words.
    const subscriptions = page.getByTestId('subscription');
    await expect(subscriptions).toHaveCount(3);
    const subscribe = page.getByRole('form', { name: 'Subscribe to a channel' });
    await expect(subscribe).toContainText('Subscribing: 50 units');
    const field = subscribe.getByLabel('Channel ID, handle or address');
    await field.fill('https://www.youtube.com/c/amara');
    await expect(subscribe).toContainText('older address');
    // A handle is looked up first (1 unit more); the demo channel follows @anothercreator already.
    await field.fill('https://www.youtube.com/@anothercreator');
    await expect(subscribe).toContainText('Looking up the handle and subscribing: 51 units');
    await subscribe.getByRole('button', { name: 'Subscribe' }).click();
    await expect(subscribe.getByRole('alert')).toHaveText(
      'You already subscribe to this channel; it is in the list below.',
    );
    await field.fill('https://www.youtube.com/channel/UCViewerAmara00000000001');
    await subscribe.getByRole('button', { name: 'Subscribe' }).click();
    await expect(subscriptions).toHaveCount(4);
    await expect(subscriptions.first()).toContainText('Amara Okafor');
    await expect(field).toHaveValue('');
    const api = await demoGrant(demoEmulatorUrl(host));
    const mine = await request.get(
      `${api.emulator}/youtube/v3/subscriptions?part=snippet&mine=true&forChannelId=UCViewerAmara00000000001`,
      { headers: { authorization: `Bearer ${api.token}` } },
    );
    expect(((await mine.json()) as { items: unknown[] }).items).toHaveLength(1);

    await field.fill('UCViewerAmara00000000001');
    await subscribe.getByRole('button', { name: 'Subscribe' }).click();
    await expect(subscribe.getByRole('alert')).toHaveText(
      'You already subscribe to this channel; it is in the list below.',
    );
    await field.fill(api.channelId);
    await subscribe.getByRole('button', { name: 'Subscribe' }).click();
    await expect(subscribe.getByRole('alert')).toContainText('That is your own channel');

    // Unsubscribe after asking.
    await page.getByRole('button', { name: 'Unsubscribe from “Amara Okafor”' }).click();
    await page
      .getByRole('group', { name: 'Confirm unsubscribing from “Amara Okafor”' })
      .getByRole('button', { name: 'Yes, unsubscribe' })
      .click();
    await expect(subscriptions).toHaveCount(3);
    const gone = await request.get(
      `${api.emulator}/youtube/v3/subscriptions?part=snippet&mine=true&forChannelId=UCViewerAmara00000000001`,
      { headers: { authorization: `Bearer ${api.token}` } },
    );
    expect(((await gone.json()) as { items: unknown[] }).items).toEqual([]);

    // A subscriber the channel does not follow yet can be subscribed to back; the two it follows offer nothing.
    const chloe = page.getByTestId('subscriber').filter({ hasText: 'Chloé Martin' });
    await expect(
      page.getByTestId('subscriber').filter({ hasText: 'Felix Grau Audio' }).getByRole('button'),
    ).toHaveCount(0);
    await chloe.getByRole('button', { name: 'Subscribe back to “Chloé Martin” (50 units)' }).click();
    await expect(subscriptions.filter({ hasText: 'Chloé Martin' })).toHaveCount(1);
    await expect(chloe.getByRole('button')).toHaveCount(0);

    // An upload in the activity opens in the Library.
    const upload = activity.filter({ hasText: 'Uploaded' }).first();
    const title = (await upload.locator('strong').textContent())?.trim() ?? '';
    await upload.getByRole('button', { name: `Open “${title}” in the Library` }).click();
    await expect(page.getByRole('heading', { name: 'Library', level: 1 })).toBeVisible();
    await expect(page.getByTestId('video-details').getByLabel('Title', { exact: true })).toHaveValue(title);
  });

  test('sections: list, add with the cost shown, fill to 10 with the reason shown, move, remove, a refusal', async ({
    request,
  }) => {
    const { host, page } = shared;
    await openChannelTab(page, 'Sections');
    const rows = page.getByTestId('channel-section');
    await expect(rows).toHaveCount(4);
    await expect
      .poll(() => sectionTitles(page))
      .toEqual(['Recent uploads', 'Popular uploads', 'Tutorials', 'Start here']);
    await expect(rows.nth(3)).toContainText('Behind the scenes');
    await expect(page.getByTestId('section-count')).toHaveText('4 of 10');

    // Add a section of several playlists: the title and playlists are asked for, the cost said first.
    await page.getByRole('button', { name: 'Add section' }).click();
    const form = page.getByRole('form', { name: 'New section' });
    await form.getByLabel('Kind of section').selectOption('multiplePlaylists');
    await expect(form).toContainText('Adds it: 50 units');
    await form.getByRole('button', { name: 'Add section' }).click();
    await expect(form.getByRole('alert')).toContainText('This kind of section needs a title.');
    await form.getByLabel('Title', { exact: true }).fill('Learn the craft');
    await form.getByRole('checkbox', { name: /Behind the scenes/ }).check();
    await form.getByRole('checkbox', { name: /Tutorials/ }).check();
    await form.getByRole('button', { name: 'Add section' }).click();
    await expect(form).toBeHidden();
    await expect(rows).toHaveCount(5);
    await expect(rows.nth(4)).toContainText('Learn the craft');
    await expect(rows.nth(4)).toContainText('Behind the scenes');
    const api = await demoGrant(demoEmulatorUrl(host));
    const added = (await platformSections(request, api))[4];
    expect(added?.snippet).toMatchObject({ type: 'multiplePlaylists', title: 'Learn the craft' });
    expect(added?.contentDetails?.playlists).toEqual([
      'PLd3moBehindTheScenes00000000000002',
      'PLd3moTutorials0000000000000000001',
    ]);

    // Fill the page to 10; then Add is off and says why.
    const addButton = page.getByRole('button', { name: 'Add section' });
    for (let count = 5; count < 10; count += 1) {
      await addButton.click();
      await form.getByLabel('Kind of section').selectOption(count % 2 === 0 ? 'allPlaylists' : 'subscriptions');
      await form.getByRole('button', { name: 'Add section' }).click();
      await expect(rows).toHaveCount(count + 1);
    }
    await expect(page.getByTestId('section-count')).toHaveText('10 of 10');
    await expect(addButton).toBeDisabled();
    await expect(page.getByText('A channel shows at most 10 sections; remove one to add another.')).toBeVisible();
    await expect(addButton).toHaveAccessibleDescription(
      'A channel shows at most 10 sections; remove one to add another.',
    );

    // Move "Learn the craft" to the top by keyboard: Alt+Up on its handle, four times.
    const handle = page.getByRole('button', { name: /^Move “Learn the craft”/ });
    for (let step = 0; step < 4; step += 1) {
      await handle.focus();
      await page.keyboard.press('Alt+ArrowUp');
      await expect(handle).toHaveAccessibleName(`Move “Learn the craft”, position ${4 - step} of 10`);
      await expect(page.getByTestId('sec-announcement')).toContainText(`moved to position ${4 - step}`);
    }
    await expect.poll(async () => (await sectionTitles(page))[0]).toBe('Learn the craft');
    expect((await platformSections(request, api))[0]?.snippet.title).toBe('Learn the craft');
    expect((await platformSections(request, api)).map((section) => section.snippet.type).slice(1, 5)).toEqual([
      'recentUploads',
      'popularUploads',
      'singlePlaylist',
      'multiplePlaylists',
    ]);

    // A move the platform fails (503 injected on channelSections.update) goes back, and a notice names the section.
    const armed = await request.post(`${api.emulator}/_emulator/v1/faults`, {
      data: { kind: 'serverError', status: 503, method: 'channelSections.update' },
      headers: demoControl,
    });
    expect(armed.ok()).toBe(true);
    await handle.focus();
    await page.keyboard.press('Alt+ArrowDown');
    const refusedMove = page.getByRole('alert').filter({ hasText: 'The section “Learn the craft” could not be moved' });
    await expect(refusedMove).toContainText('back at position 1');
    await expect.poll(async () => (await sectionTitles(page))[0]).toBe('Learn the craft');
    expect((await platformSections(request, api))[0]?.snippet.title).toBe('Learn the craft');
    await refusedMove.getByRole('button').click();

    // Drag "Tutorials" by its handle onto the second place, as a hand would; the platform has it there.
    await dragOnto(page, page.getByRole('button', { name: /^Move “Tutorials”/ }), rows.nth(1));
    await expect
      .poll(async () => (await sectionTitles(page)).slice(0, 4))
      .toEqual(['Learn the craft', 'Tutorials', 'Recent uploads', 'Popular uploads']);
    await expect
      .poll(async () => (await platformSections(request, api)).slice(0, 4).map((section) => section.snippet.type))
      .toEqual(['multiplePlaylists', 'singlePlaylist', 'recentUploads', 'popularUploads']);

    // Remove one after asking; Add comes back.
    await page.getByRole('button', { name: 'Remove the section “Popular uploads”' }).click();
    const confirm = page.getByRole('group', { name: 'Confirm removing “Popular uploads”' });
    await expect(confirm.getByRole('button', { name: 'Yes, remove' })).toBeFocused();
    await confirm.getByRole('button', { name: 'Yes, remove' }).click();
    await expect(rows).toHaveCount(9);
    await expect(addButton).toBeEnabled();
    expect((await platformSections(request, api)).map((section) => section.snippet.type)).not.toContain(
      'popularUploads',
    );

    // Another device adds a 10th behind the app's back: the platform refuses the app's 11th, said in plain words.
    const behind = await request.post(`${api.emulator}/youtube/v3/channelSections?part=snippet`, {
      headers: { authorization: `Bearer ${api.token}` },
      data: { snippet: { type: 'recentUploads' } },
    });
    expect(behind.ok()).toBe(true);
    await addButton.click();
    await form.getByRole('button', { name: 'Add section' }).click();
    await expect(form.getByRole('alert')).toContainText('the channel already has the 10 sections it allows');
    await expect(form.getByRole('alert')).toContainText('Remove one, then add this one again.');
    await form.getByRole('button', { name: 'Cancel' }).click();
    await page.getByRole('button', { name: 'Reload', exact: true }).click();
    await expect(rows).toHaveCount(10);
    await expect(addButton).toBeDisabled();
  });
});
