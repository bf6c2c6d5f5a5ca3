// subscriptions.list (mine, channelId, id, mySubscribers, myRecentSubscribers; order; forChannelId), insert (not
// to oneself, never twice) and delete (only one's own). A channel's subscriber count follows.
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { sendResource } from '../api-call';
import { apiErrors } from '../errors/api-error';
import { RESOURCE_PARTS } from '../../generated/discovery-tables';
import {
  booleanParam,
  idList,
  oneFilter,
  parseMaxResults,
  parsePageToken,
  parseParts,
  stringParam,
  type Query,
} from '../list-request';
import { cutPage, listResponse } from '../list-response';
import { channelProfile, nowIso, type CatalogApi } from '../catalog/catalog-api';
import { subscriptionErrors } from '../catalog/catalog-errors';
import { subscriptionId } from '../catalog/catalog-ids';
import type { SubscriptionRecord } from '../catalog/catalog-state';
import { beginCatalogCall, beginUserCall, requireMine } from '../catalog/caller';
import { projectSubscription } from './subscription-resource';

const FILTERS = ['channelId', 'id', 'mine', 'myRecentSubscribers', 'mySubscribers'] as const;
const ORDERS = ['alphabetical', 'relevance', 'unread'] as const;

const insertSchema = z.object({
  snippet: z.object({
    resourceId: z.object({ kind: z.string().max(64).optional(), channelId: z.string().min(1).max(64) }),
  }),
  contentDetails: z.object({ activityType: z.enum(['all', 'uploads']).optional() }).optional(),
});

function latestUpload(api: CatalogApi, channelId: string): string {
  return api.store
    .videos()
    .filter((video) => video.channelId === channelId && video.status.privacyStatus === 'public')
    .reduce((latest, video) => (video.publishedAt > latest ? video.publishedAt : latest), '');
}

function ordered(api: CatalogApi, found: SubscriptionRecord[], order: string): SubscriptionRecord[] {
  const title = (id: string) => channelProfile(api, id)?.title ?? '';
  if (order === 'alphabetical') return found.sort((a, b) => title(a.channelId).localeCompare(title(b.channelId)));
  // unread: channels with the newest uploads first (the emulator keeps no per-viewer read marks).
  if (order === 'unread')
    return found.sort((a, b) => latestUpload(api, b.channelId).localeCompare(latestUpload(api, a.channelId)));
  return found.sort((a, b) => b.publishedAt.localeCompare(a.publishedAt));
}

function changeSubscriberCount(api: CatalogApi, channelId: string, by: number): void {
  if (!api.store.channel(channelId)) return;
  api.store.change((state) => {
    const channel = state.channels.find((candidate) => candidate.id === channelId);
    if (channel) channel.subscriberCount = Math.max(0, channel.subscriberCount + by);
  });
}

export function registerSubscriptionRoutes(app: FastifyInstance, api: CatalogApi): void {
  app.get('/subscriptions', async (request, reply) => {
    const viewer = beginCatalogCall(api, request, 'subscriptions.list');
    const query = request.query as Query;
    const parts = parseParts(query, RESOURCE_PARTS.Subscription);
    const filter = oneFilter(query, FILTERS);
    const maxResults = parseMaxResults(query, { default: 5, min: 0, max: 50 });
    const offset = parsePageToken(query);
    const order = stringParam(query, 'order') ?? 'relevance';
    if (!(ORDERS as readonly string[]).includes(order)) {
      throw apiErrors.invalidValue('order', `Invalid value '${order}'. Expected one of: ${ORDERS.join(', ')}`);
    }
    const forChannels = idList(query, 'forChannelId');
    const all = api.catalog.read((state) => state.subscriptions);
    let found: SubscriptionRecord[];
    switch (filter) {
      case 'id': {
        const ids = idList(query);
        found = all.filter((subscription) => ids.includes(subscription.id));
        break;
      }
      case 'mine': {
        const me = booleanParam(query, 'mine') ? requireMine(viewer) : undefined;
        found = all.filter((subscription) => subscription.subscriberId === me);
        break;
      }
      case 'channelId': {
        const channelId = stringParam(query, 'channelId') ?? '';
        if (!channelProfile(api, channelId)) throw subscriptionErrors.subscriberNotFound();
        found = all.filter((subscription) => subscription.subscriberId === channelId);
        break;
      }
      default: {
        // mySubscribers and myRecentSubscribers: who subscribes to the caller's channel.
        const me = booleanParam(query, filter) ? requireMine(viewer, filter) : undefined;
        found = all.filter((subscription) => subscription.channelId === me);
      }
    }
    if (forChannels.length > 0) found = found.filter((subscription) => forChannels.includes(subscription.channelId));
    found = filter === 'myRecentSubscribers' ? ordered(api, [...found], 'relevance') : ordered(api, [...found], order);
    const page = cutPage(found, offset, maxResults);
    const items = page.items.map((subscription) => projectSubscription(api, subscription, parts));
    return sendResource(
      request,
      reply,
      listResponse('youtube#subscriptionListResponse', { ...page, items }, maxResults),
    );
  });

  app.post('/subscriptions', async (request, reply) => {
    const me = beginUserCall(api, request, 'subscriptions.insert');
    const parts = parseParts(request.query as Query, RESOURCE_PARTS.Subscription);
    const parsed = insertSchema.safeParse(request.body);
    if (!parsed.success) {
      throw apiErrors.invalidValue(
        'snippet.resourceId.channelId',
        'A subscription names its channel in snippet.resourceId.channelId.',
      );
    }
    const channelId = parsed.data.snippet.resourceId.channelId;
    if (channelId === me) throw subscriptionErrors.self();
    if (!channelProfile(api, channelId)) throw subscriptionErrors.publisherNotFound('snippet.resourceId');
    const duplicate = api.catalog.read((state) =>
      state.subscriptions.some(
        (subscription) => subscription.subscriberId === me && subscription.channelId === channelId,
      ),
    );
    if (duplicate) throw subscriptionErrors.duplicate();
    const record: SubscriptionRecord = {
      id: subscriptionId(),
      subscriberId: me,
      channelId,
      publishedAt: nowIso(api),
      activityType: parsed.data.contentDetails?.activityType ?? 'all',
    };
    api.catalog.change((state) => state.subscriptions.push(record));
    changeSubscriberCount(api, channelId, 1);
    return reply.type('application/json; charset=UTF-8').send(projectSubscription(api, record, parts));
  });

  app.delete('/subscriptions', async (request, reply) => {
    const me = beginUserCall(api, request, 'subscriptions.delete');
    const id = stringParam(request.query as Query, 'id');
    if (!id) throw apiErrors.required('id');
    const record = api.catalog.read((state) => state.subscriptions.find((subscription) => subscription.id === id));
    if (!record) throw subscriptionErrors.notFound();
    if (record.subscriberId !== me) throw subscriptionErrors.forbidden();
    api.catalog.change((state) => {
      state.subscriptions = state.subscriptions.filter((subscription) => subscription.id !== id);
    });
    changeSubscriberCount(api, record.channelId, -1);
    return reply.code(204).send();
  });
}
