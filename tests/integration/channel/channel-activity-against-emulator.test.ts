// The Activity tab's services with the app's own Data API client against the emulator (conformance mode on): the
// demo channel's activity told with what it concerns (own videos marked for the Library, playlist additions with
// the playlist's title), paged; its subscribers and subscriptions, paged; subscribing by an address, an ID and a handle,
// the duplicate and oneself refused in plain words, and unsubscribing.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createActivityService, type ActivityService } from '../../../electron/channel-activity/activity-service';
import {
  createSubscriptionsService,
  type SubscriptionsService,
} from '../../../electron/channel-activity/subscriptions-service';
import type { ActivityView } from '../../../shared/ipc/channel-activity';
import { OTHER_CHANNEL_ID } from '../../../electron/emulator/data-api/demo-seed';
import { startEmulatorHarness, type EmulatorHarness } from '../support/emulator-harness';

const AMARA = 'UCViewerAmara00000000001';

let fx: EmulatorHarness;
let activity: ActivityService;
let subscriptions: SubscriptionsService;
let token: string;

beforeAll(async () => {
  fx = await startEmulatorHarness();
  await fx.json('PUT', '/_emulator/v1/quota', { limit: 1_000_000 });
  token = await fx.token();
  const client = fx.dataApiClient();
  const options = { dataApi: () => client, channelId: () => fx.info.demo.channelId };
  activity = createActivityService(options);
  subscriptions = createSubscriptionsService(options);
});
afterAll(async () => {
  await fx.close();
});

describe('channel activity against the emulator', () => {
  it('pages through the activity, newest first, own uploads marked and playlist additions named', async () => {
    const seen: ActivityView[] = [];
    let pageToken: string | undefined;
    let pages = 0;
    do {
      const page = await activity.activities(pageToken);
      seen.push(...page.items);
      pageToken = page.nextPageToken;
      pages += 1;
    } while (pageToken && pages < 20);
    expect(pages).toBeGreaterThan(1);
    const times = seen.map((item) => item.publishedAt);
    expect(times).toEqual([...times].sort().reverse());
    const uploads = seen.filter((item) => item.type === 'upload');
    expect(uploads.length).toBe(14);
    expect(uploads.every((item) => item.ownVideo)).toBe(true);
    const additions = seen.filter((item) => item.type === 'playlistItem');
    expect(additions.length).toBeGreaterThan(0);
    expect(additions.map((item) => item.playlistTitle)).toContain('Tutorials');
    const follows = seen.filter((item) => item.type === 'subscription');
    expect(follows.map((item) => item.title)).toContain('Felix Grau Audio');
  });

  it('lists subscribers (newest first on request) and subscriptions with their names', async () => {
    const subscribers = await subscriptions.subscribers(undefined, true);
    expect(subscribers.totalResults).toBe(6);
    expect(subscribers.items.map((subscriber) => subscriber.title)).toEqual([
      'Amara Okafor',
      'Ben Larsen Films',
      'Chloé Martin',
      'Dev builds things',
      'Emi Tanaka',
      'Felix Grau Audio',
    ]);
    const following = await subscriptions.subscriptions(undefined);
    expect(following.items.map((item) => item.channelId).sort()).toEqual(
      [fx.info.demo.otherChannelId, 'UCViewerBenLarsen0000002', 'UCViewerFelixGrau0000006'].sort(),
    );
    expect(following.items.every((item) => item.title !== item.channelId)).toBe(true);
  });

  it('subscribes by handle: looked up first (1 unit), a handle nobody has and one’s own said plainly', async () => {
    const quotaUsed = async () => (await fx.controlOk('GET', '/_emulator/v1/quota')).used as number;
    // The demo channel follows @anothercreator already: the refusal proves the handle was found.
    const before = await quotaUsed();
    await expect(subscriptions.subscribe('https://www.youtube.com/@AnotherCreator/videos')).rejects.toMatchObject({
      details: { reason: 'subscriptionDuplicate' },
    });
    expect((await quotaUsed()) - before).toBe(1 + 50);
    const following = await fx.api(`/subscriptions?part=id&mine=true&forChannelId=${OTHER_CHANNEL_ID}`, token);
    await subscriptions.unsubscribe((following.body.items as Array<{ id: string }>)[0]!.id);
    expect(await subscriptions.subscribe('@anothercreator')).toMatchObject({ channelId: OTHER_CHANNEL_ID });

    await expect(subscriptions.subscribe('@democreator')).rejects.toMatchObject({
      code: 'rejected',
      message: expect.stringContaining('your own channel'),
    });
    await expect(subscriptions.subscribe('@nobody.has.this')).rejects.toMatchObject({
      code: 'not-found',
      message: 'No channel has the handle @nobody.has.this. Check its spelling on the channel’s page.',
    });
  });

  it('subscribes by address, refuses the duplicate and oneself in plain words, and unsubscribes', async () => {
    const added = await subscriptions.subscribe(`https://www.youtube.com/channel/${AMARA}?view=about`);
    expect(added).toMatchObject({ channelId: AMARA, title: 'Amara Okafor' });
    await expect(subscriptions.subscribe(AMARA)).rejects.toMatchObject({
      message: 'You already subscribe to this channel; it is in the list below.',
      details: { reason: 'subscriptionDuplicate' },
    });
    const used = (await fx.controlOk('GET', '/_emulator/v1/quota')).used as number;
    await expect(subscriptions.subscribe(fx.info.demo.channelId)).rejects.toMatchObject({
      code: 'rejected',
      message: expect.stringContaining('your own channel'),
    });
    // Refused before any call: no unit spent.
    expect((await fx.controlOk('GET', '/_emulator/v1/quota')).used).toBe(used);
    await expect(subscriptions.subscribe('UCnobodyHasThisChannel01')).rejects.toMatchObject({
      message: expect.stringContaining('No channel has the ID UCnobodyHasThisChannel01'),
    });
    await expect(subscriptions.subscribe('https://www.youtube.com/c/amara')).rejects.toMatchObject({
      code: 'invalid-input',
      message: expect.stringContaining('handle (@name)'),
    });

    expect(await subscriptions.unsubscribe(added.subscriptionId)).toBeNull();
    const after = await fx.api(`/subscriptions?part=id&mine=true&forChannelId=${AMARA}`, token);
    expect(after.body.items).toEqual([]);
    await expect(subscriptions.unsubscribe(added.subscriptionId)).rejects.toMatchObject({
      message: expect.stringContaining('already gone'),
    });
  });
});
