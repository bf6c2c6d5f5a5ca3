// The subscriptions service against a scripted Data API client: oneself refused before any call, a pasted address
// read for its ID, a handle looked up first, the platform’s duplicate refusal said plainly, the subscribers’ filter
// chosen by order.
import { describe, expect, it } from 'vitest';
import { createSubscriptionsService } from '../../../../electron/channel-activity/subscriptions-service';
import { DeskError } from '../../../../electron/ipc/desk-error';
import type { DataApiRequest } from '../../../../electron/platform/data-api-client';
import { scriptedDataApi } from '../../support/scripted-data-api';

const ME = 'UCmeMeMeMeMeMeMeMeMeMe01';
const THEM = 'UCthemThemThemThemThem01';

function scripted(answer: (request: DataApiRequest) => unknown) {
  const { client, requests } = scriptedDataApi(answer);
  return { service: createSubscriptionsService({ dataApi: () => client, channelId: () => ME }), requests };
}

describe('subscriptions service', () => {
  it('refuses oneself before any call, by ID or by address', async () => {
    const { service, requests } = scripted(() => ({}));
    await expect(service.subscribe(ME)).rejects.toMatchObject({ code: 'rejected' });
    await expect(service.subscribe(`https://www.youtube.com/channel/${ME}`)).rejects.toMatchObject({
      message: expect.stringContaining('your own channel'),
    });
    expect(requests).toEqual([]);
  });

  it('subscribes to the ID an address names', async () => {
    const { service, requests } = scripted((request) => ({
      id: 'sub1',
      snippet: {
        title: 'Them',
        publishedAt: '2026-01-01T00:00:00Z',
        resourceId: (request.body as { snippet: { resourceId: object } }).snippet.resourceId,
      },
    }));
    const added = await service.subscribe(`  https://youtube.com/channel/${THEM}/videos `);
    expect(added).toEqual({
      subscriptionId: 'sub1',
      channelId: THEM,
      title: 'Them',
      description: '',
      subscribedAt: '2026-01-01T00:00:00Z',
    });
    expect(requests[0]?.body).toEqual({ snippet: { resourceId: { kind: 'youtube#channel', channelId: THEM } } });
  });

  it('looks a handle up before subscribing, and says so when nobody has it', async () => {
    const { service, requests } = scripted((request) =>
      request.path === '/channels'
        ? { items: request.params?.forHandle === '@them' ? [{ id: THEM }] : [] }
        : {
            id: 'sub2',
            snippet: { resourceId: (request.body as { snippet: { resourceId: object } }).snippet.resourceId },
          },
    );
    expect(await service.subscribe('https://www.youtube.com/@them')).toMatchObject({ channelId: THEM });
    expect(requests.map((request) => [request.path, request.params?.forHandle])).toEqual([
      ['/channels', '@them'],
      ['/subscriptions', undefined],
    ]);
    await expect(service.subscribe('@nobody')).rejects.toMatchObject({
      code: 'not-found',
      message: expect.stringContaining('No channel has the handle @nobody'),
    });
    expect(requests).toHaveLength(3);
  });

  it('refuses one’s own handle after looking it up, before subscribing', async () => {
    const { service, requests } = scripted(() => ({ items: [{ id: ME }] }));
    await expect(service.subscribe('@myself')).rejects.toMatchObject({
      message: expect.stringContaining('your own channel'),
    });
    expect(requests.map((request) => request.path)).toEqual(['/channels']);
  });

  it('the platform’s duplicate refusal is said plainly', async () => {
    const { service } = scripted(() => {
      throw new DeskError('rejected', 'The subscription that you are trying to create already exists.', {
        status: 400,
        reason: 'subscriptionDuplicate',
      });
    });
    await expect(service.subscribe(THEM)).rejects.toMatchObject({
      message: 'You already subscribe to this channel; it is in the list below.',
    });
  });

  it('asks for recent subscribers or all of them, as chosen', async () => {
    const { service, requests } = scripted(() => ({
      pageInfo: { totalResults: 1 },
      items: [
        {
          id: 'x',
          snippet: { publishedAt: '2026-01-01T00:00:00Z' },
          subscriberSnippet: { title: 'A fan', channelId: 'UCfan' },
        },
      ],
    }));
    const recent = await service.subscribers(undefined, true);
    await service.subscribers('p2', false);
    expect(recent).toEqual({
      items: [{ channelId: 'UCfan', title: 'A fan', subscribedAt: '2026-01-01T00:00:00Z' }],
      totalResults: 1,
    });
    expect(requests[0]?.params).toMatchObject({ myRecentSubscribers: true });
    expect(requests[1]?.params).toMatchObject({ mySubscribers: true, pageToken: 'p2' });
  });
});
