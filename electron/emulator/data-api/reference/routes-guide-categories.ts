// guideCategories.list: in the seed's catalog but gone from the current discovery document (the platform retired
// guide categories). It answers with the shape the method had, taken from the discovery document revisions that
// still described it (GuideCategoryListResponse: kind, etag, nextPageToken, prevPageToken, pageInfo, items of
// youtube#guideCategory {kind, etag, id, snippet: {channelId, title}}), with ids as the platform wrote them: "GC"
// and the base64 of the category's name.
import type { FastifyInstance } from 'fastify';
import { beginCall, sendResource } from '../api-call';
import { apiErrors } from '../errors/api-error';
import { idList, oneFilter, parseParts, stringParam, type Query } from '../list-request';
import { listResponse, resource } from '../list-response';
import { CATEGORY_CHANNEL_ID, isKnownRegion } from '../reference-data';
import type { CatalogApi } from '../catalog/catalog-api';

const NAMES = [
  'Best of YouTube',
  'Paid Channels',
  'Music',
  'Comedy',
  'Film & Entertainment',
  'Gaming',
  'Beauty & Fashion',
  'Sports',
  'Tech',
  'Cooking & Health',
  'News & Politics',
] as const;

const GUIDE_CATEGORIES = NAMES.map((title) => ({ id: `GC${Buffer.from(title).toString('base64')}`, title }));

export function registerGuideCategoryRoutes(app: FastifyInstance, api: CatalogApi): void {
  app.get('/guideCategories', async (request, reply) => {
    // The generated scope table has no entry for a method the discovery document dropped; guideCategories.list
    // took the scopes videoCategories.list takes, so callers are identified as for that one.
    beginCall(api, request, 'guideCategories.list', { scopesOf: 'videoCategories.list' });
    const query = request.query as Query;
    const parts = parseParts(query, ['snippet']);
    const filter = oneFilter(query, ['id', 'regionCode']);
    let found = GUIDE_CATEGORIES;
    if (filter === 'id') {
      const ids = idList(query);
      found = GUIDE_CATEGORIES.filter((category) => ids.includes(category.id));
    } else {
      const region = stringParam(query, 'regionCode') ?? '';
      if (!isKnownRegion(region.toUpperCase())) {
        throw apiErrors.notFound(
          'notFound',
          `The region code "${region}" does not identify a region the platform serves.`,
        );
      }
    }
    const items = found.map((category) =>
      resource(
        'youtube#guideCategory',
        category.id,
        parts.includes('snippet') ? { snippet: { channelId: CATEGORY_CHANNEL_ID, title: category.title } } : {},
      ),
    );
    return sendResource(
      request,
      reply,
      listResponse('youtube#guideCategoryListResponse', { items, totalResults: items.length }, items.length),
    );
  });
}
