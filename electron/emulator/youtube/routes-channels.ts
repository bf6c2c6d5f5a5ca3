// channels.list: by id, mine, forHandle or forUsername (the demo data has handles only).
import type { FastifyInstance } from 'fastify';
import { apiErrors } from './api-error';
import { beginCall, callerChannelId, sendResource, type DataApi } from './api-call';
import { RESOURCE_PARTS } from './discovery-tables';
import {
  idList,
  oneFilter,
  parseMaxResults,
  parsePageToken,
  parseParts,
  stringParam,
  booleanParam,
  type Query,
} from './list-request';
import { cutPage, listResponse } from './list-response';
import { projectChannel } from './projections';
import type { ChannelRecord } from './youtube-state';

const FILTERS = ['categoryId', 'forHandle', 'forUsername', 'id', 'managedByMe', 'mine', 'mySubscribers'] as const;

export function registerChannelRoutes(app: FastifyInstance, api: DataApi): void {
  app.get('/channels', async (request, reply) => {
    const caller = beginCall(api, request, 'channels.list');
    const query = request.query as Query;
    const parts = parseParts(query, RESOURCE_PARTS.Channel);
    const filter = oneFilter(query, FILTERS);
    const maxResults = parseMaxResults(query, { default: 5, min: 0, max: 50 });
    const offset = parsePageToken(query);
    let found: ChannelRecord[];
    switch (filter) {
      case 'id':
        found = idList(query).flatMap((id) => api.store.channel(id) ?? []);
        break;
      case 'mine': {
        if (booleanParam(query, 'mine') !== true) {
          found = [];
          break;
        }
        const own = callerChannelId(caller);
        if (!own)
          throw apiErrors.unauthenticated(
            'required',
            'The request uses the <code>mine</code> parameter but is not properly authorized.',
          );
        found = api.store.channel(own) ? [api.store.channel(own) as ChannelRecord] : [];
        break;
      }
      case 'forHandle':
      case 'forUsername': {
        const channel = api.store.channelByHandle(stringParam(query, filter) ?? '');
        found = channel ? [channel] : [];
        break;
      }
      default:
        // managedByMe and mySubscribers are for content owners and channel subscribers, which the demo has none of.
        found = [];
    }
    const projection = api.store.projection();
    const page = filter === 'id' ? cutPage(found, 0, found.length) : cutPage(found, offset, maxResults);
    const items = page.items.map((channel) =>
      projectChannel(projection, channel, parts, api.store.videoCountOf(channel.id)),
    );
    return sendResource(
      request,
      reply,
      listResponse('youtube#channelListResponse', { ...page, items }, filter === 'id' ? found.length : maxResults),
    );
  });
}
