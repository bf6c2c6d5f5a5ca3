// search.list over the emulator's own content: public videos, channels and (non-uploads) public playlists, or the
// caller's own videos with forMine. 100 quota units a call, as on the platform. Results point at resources and
// have no data of their own: id {kind, videoId|channelId|playlistId} and a snippet.
import type { FastifyInstance } from 'fastify';
import { sendResource } from '../api-call';
import { ApiError, apiErrors } from '../errors/api-error';
import { booleanParam, parseMaxResults, parsePageToken, parseParts, stringParam, type Query } from '../list-request';
import { cutPage, etagOf, listResponse } from '../list-response';
import { thumbnails } from '../projections';
import type { CatalogApi } from '../catalog/catalog-api';
import { beginCatalogCall, requireMine } from '../catalog/caller';
import { checkSearchFilters } from './search-filters';
import { matchScore, parseSearchQuery } from './search-query';

const TYPES = ['video', 'channel', 'playlist'] as const;
type ResultType = (typeof TYPES)[number];
const ORDERS = ['date', 'rating', 'relevance', 'title', 'videoCount', 'viewCount'] as const;

interface Candidate {
  readonly type: ResultType;
  readonly id: string;
  readonly channelId: string;
  readonly title: string;
  readonly description: string;
  readonly publishedAt: string;
  readonly text: string;
  readonly views: number;
  readonly likes: number;
  readonly videoCount: number;
}

function searchError(reason: string, message: string, location?: string): ApiError {
  return new ApiError(400, reason, message, {
    domain: 'youtube.search',
    ...(location ? { location, locationType: 'parameter' as const } : {}),
  });
}

function parseTime(query: Query, name: 'publishedAfter' | 'publishedBefore'): number | undefined {
  const raw = stringParam(query, name);
  if (raw === undefined) return undefined;
  const time = Date.parse(raw);
  if (!/^\d{4}-\d{2}-\d{2}T/.test(raw) || Number.isNaN(time)) {
    const reason = name === 'publishedAfter' ? 'invalidPublishedAfterTime' : 'invalidPublishedBeforeTime';
    throw searchError(reason, `The request specifies an invalid <code>${name}</code> time.`, name);
  }
  return time;
}

function candidates(api: CatalogApi, types: ReadonlySet<ResultType>, mine: string | undefined): Candidate[] {
  const found: Candidate[] = [];
  const countOf = (channelId: string) => api.store.videos().filter((v) => v.channelId === channelId).length;
  if (types.has('video')) {
    for (const video of api.store.videos()) {
      if (mine ? video.channelId !== mine : video.status.privacyStatus !== 'public') continue;
      found.push({
        type: 'video',
        id: video.id,
        channelId: video.channelId,
        title: video.snippet.title,
        description: video.snippet.description,
        publishedAt: video.publishedAt,
        text: [video.snippet.title, video.snippet.description, ...(video.snippet.tags ?? [])].join(' '),
        views: video.viewCount,
        likes: video.likeCount,
        videoCount: 0,
      });
    }
  }
  if (types.has('channel')) {
    for (const channel of api.store.channels()) {
      found.push({
        type: 'channel',
        id: channel.id,
        channelId: channel.id,
        title: channel.title,
        description: channel.description,
        publishedAt: channel.publishedAt,
        text: [channel.title, channel.description, channel.customUrl, channel.branding?.keywords ?? ''].join(' '),
        views: channel.subscriberCount,
        likes: 0,
        videoCount: countOf(channel.id),
      });
    }
  }
  if (types.has('playlist')) {
    for (const playlist of api.store.playlists()) {
      if (playlist.uploads || playlist.privacyStatus !== 'public') continue;
      found.push({
        type: 'playlist',
        id: playlist.id,
        channelId: playlist.channelId,
        title: playlist.title,
        description: playlist.description,
        publishedAt: playlist.publishedAt,
        text: `${playlist.title} ${playlist.description}`,
        views: 0,
        likes: 0,
        videoCount: api.store.itemsOf(playlist.id).length,
      });
    }
  }
  return found;
}

export function registerSearchRoutes(app: FastifyInstance, api: CatalogApi): void {
  app.get('/search', async (request, reply) => {
    const viewer = beginCatalogCall(api, request, 'search.list');
    const query = request.query as Query;
    parseParts(query, ['snippet']);
    const maxResults = parseMaxResults(query, { default: 5, min: 0, max: 50 });
    const offset = parsePageToken(query);
    const order = stringParam(query, 'order') ?? 'relevance';
    if (!(ORDERS as readonly string[]).includes(order)) {
      throw apiErrors.invalidValue('order', `Invalid value '${order}'. Expected one of: ${ORDERS.join(', ')}`);
    }
    const typeList = (stringParam(query, 'type') ?? 'video,channel,playlist').split(',').map((t) => t.trim());
    for (const type of typeList) {
      if (!(TYPES as readonly string[]).includes(type)) {
        throw apiErrors.invalidValue('type', `Invalid value '${type}'. Values must be video, channel or playlist.`);
      }
    }
    const types = new Set(typeList as ResultType[]);
    checkSearchFilters(query, typeList);
    const forMine = booleanParam(query, 'forMine') === true;
    const channelId = stringParam(query, 'channelId');
    // forMine narrows to the caller's own videos; channelId may narrow further (the platform documents the pair).
    const mine = forMine ? requireMine(viewer, 'forMine') : undefined;
    const after = parseTime(query, 'publishedAfter');
    const before = parseTime(query, 'publishedBefore');
    const q = parseSearchQuery(stringParam(query, 'q') ?? '');
    const scored = candidates(api, types, mine)
      .filter((candidate) => channelId === undefined || candidate.channelId === channelId)
      .filter((candidate) => after === undefined || Date.parse(candidate.publishedAt) >= after)
      .filter((candidate) => before === undefined || Date.parse(candidate.publishedAt) < before)
      .map((candidate) => ({ candidate, score: matchScore(q, candidate.text) }))
      .filter(({ score }) => score >= 0);
    const sorted = scored.sort((a, b) => {
      const x = a.candidate;
      const y = b.candidate;
      switch (order) {
        case 'date':
          return y.publishedAt.localeCompare(x.publishedAt);
        case 'rating':
          return y.likes - x.likes;
        case 'title':
          return x.title.localeCompare(y.title);
        case 'videoCount':
          return y.videoCount - x.videoCount;
        case 'viewCount':
          return y.views - x.views;
        default:
          return b.score - a.score || y.views - x.views;
      }
    });
    const page = cutPage(sorted, offset, maxResults);
    const baseUrl = api.ctx.baseUrl();
    const items = page.items.map(({ candidate }) => {
      const idKey = `${candidate.type}Id`;
      const id = { kind: `youtube#${candidate.type}`, [idKey]: candidate.id };
      const snippet = {
        publishedAt: candidate.publishedAt,
        channelId: candidate.channelId,
        title: candidate.title,
        description: candidate.description,
        thumbnails:
          candidate.type === 'channel'
            ? thumbnails(baseUrl, 'channel', candidate.id)
            : candidate.type === 'video'
              ? thumbnails(baseUrl, 'video', candidate.id)
              : (() => {
                  const first = api.store.itemsOf(candidate.id)[0];
                  return first ? thumbnails(baseUrl, 'video', first.videoId) : {};
                })(),
        channelTitle: api.store.channel(candidate.channelId)?.title ?? '',
        liveBroadcastContent: 'none',
      };
      const body = { kind: 'youtube#searchResult', id, snippet };
      return { kind: body.kind, etag: etagOf(body), id, snippet };
    });
    const regionCode = (stringParam(query, 'regionCode') ?? 'US').toUpperCase();
    const list = listResponse('youtube#searchListResponse', { ...page, items }, maxResults);
    const { kind, etag, ...rest } = list;
    return sendResource(request, reply, { kind, etag, ...rest, regionCode });
  });
}
