// Methods of the seed that the current discovery document no longer has, with the response schemas of the last
// document that did (guideCategories.list left it in 2020; the schemas below are that document's
// GuideCategoryListResponse and GuideCategory). The check holds their answers to these as it does the others.
import type { SchemaNode } from '../generated/schema-node';

const pageInfo: SchemaNode = {
  type: 'object',
  properties: {
    totalResults: { type: 'integer', format: 'int32' },
    resultsPerPage: { type: 'integer', format: 'int32' },
  },
};

export const LEGACY_SCHEMAS: Readonly<Record<string, SchemaNode>> = {
  GuideCategoryListResponse: {
    type: 'object',
    properties: {
      kind: { type: 'string', const: 'youtube#guideCategoryListResponse' },
      etag: { type: 'string' },
      nextPageToken: { type: 'string' },
      prevPageToken: { type: 'string' },
      pageInfo,
      tokenPagination: { type: 'object', properties: {} },
      eventId: { type: 'string' },
      visitorId: { type: 'string' },
      items: { type: 'array', items: { ref: 'GuideCategory' } },
    },
  },
  GuideCategory: {
    type: 'object',
    properties: {
      kind: { type: 'string', const: 'youtube#guideCategory' },
      etag: { type: 'string' },
      id: { type: 'string' },
      snippet: { type: 'object', properties: { channelId: { type: 'string' }, title: { type: 'string' } } },
    },
  },
};

/** The response schema of each retired method, as METHOD_RESPONSES gives it for current ones. */
export const LEGACY_METHOD_RESPONSES: Readonly<Record<string, string>> = {
  'guideCategories.list': 'GuideCategoryListResponse',
};
