// The catalogs: i18nLanguages.list, i18nRegions.list and videoCategories.list. The i18n lists have no pages and
// no pageInfo in the discovery document; videoCategories.list has them.
import type { FastifyInstance } from 'fastify';
import { apiErrors } from '../errors/api-error';
import { beginCall, sendResource, type DataApi } from '../api-call';
import { RESOURCE_PARTS } from '../../generated/discovery-tables';
import { idList, oneFilter, parseParts, stringParam, type Query } from '../list-request';
import { catalogResponse, listResponse, resource } from '../list-response';
import { CATEGORY_CHANNEL_ID, I18N_LANGUAGES, I18N_REGIONS, isKnownRegion, VIDEO_CATEGORIES } from '../reference-data';

function wholeList(kind: string, items: unknown[]) {
  return listResponse(kind, { items, totalResults: items.length }, items.length);
}

export function registerReferenceRoutes(app: FastifyInstance, api: DataApi): void {
  app.get('/i18nLanguages', async (request, reply) => {
    beginCall(api, request, 'i18nLanguages.list');
    const parts = parseParts(request.query as Query, RESOURCE_PARTS.I18nLanguage);
    const items = I18N_LANGUAGES.map(([id, name]) =>
      resource('youtube#i18nLanguage', id, parts.includes('snippet') ? { snippet: { hl: id, name } } : {}),
    );
    return sendResource(request, reply, catalogResponse('youtube#i18nLanguageListResponse', items));
  });

  app.get('/i18nRegions', async (request, reply) => {
    beginCall(api, request, 'i18nRegions.list');
    const parts = parseParts(request.query as Query, RESOURCE_PARTS.I18nRegion);
    const items = I18N_REGIONS.map(([id, name]) =>
      resource('youtube#i18nRegion', id, parts.includes('snippet') ? { snippet: { gl: id, name } } : {}),
    );
    return sendResource(request, reply, catalogResponse('youtube#i18nRegionListResponse', items));
  });

  app.get('/videoCategories', async (request, reply) => {
    beginCall(api, request, 'videoCategories.list');
    const query = request.query as Query;
    const parts = parseParts(query, RESOURCE_PARTS.VideoCategory);
    const filter = oneFilter(query, ['id', 'regionCode']);
    let categories = VIDEO_CATEGORIES;
    if (filter === 'id') {
      const ids = idList(query);
      categories = VIDEO_CATEGORIES.filter((category) => ids.includes(category.id));
    } else {
      const region = stringParam(query, 'regionCode') ?? '';
      if (!isKnownRegion(region.toUpperCase()))
        throw apiErrors.invalidValue('regionCode', `Invalid value '${region}' for regionCode.`);
    }
    const items = categories.map((category) =>
      resource(
        'youtube#videoCategory',
        category.id,
        parts.includes('snippet')
          ? { snippet: { title: category.title, assignable: category.assignable, channelId: CATEGORY_CHANNEL_ID } }
          : {},
      ),
    );
    return sendResource(request, reply, wholeList('youtube#videoCategoryListResponse', items));
  });
}
