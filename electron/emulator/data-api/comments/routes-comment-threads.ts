// commentThreads.list (exactly one of allThreadsRelatedToChannelId, channelId, id, videoId; held and spam queues
// for the owner only; newest first or by relevance; search; pages) and commentThreads.insert (a top-level comment).
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { apiErrors } from '../errors/api-error';
import { RESOURCE_PARTS } from '../../generated/discovery-tables';
import { idList, oneFilter, parseMaxResults, parseParts, stringParam, type Query } from '../list-request';
import {
  beginCommentCall,
  checkText,
  commentVisibleTo,
  insertComment,
  parseTextFormat,
  placeVisible,
  requireUser,
  sendCommentList,
  threadFacts,
  videoVisibleTo,
  viewOf,
} from './comment-access';
import { commentErrors } from './comment-errors';
import { newTopLevelId } from './comment-ids';
import type { ListedStatus, Scope } from './comment-index';
import { projectThread } from './comment-projection';
import type { CommentsApi } from './comments-api';
import { decodeCursor, encodeCursor, queryFingerprint } from './page-cursor';
import { selectThreads } from './thread-query';

const FILTERS = ['allThreadsRelatedToChannelId', 'channelId', 'id', 'videoId'] as const;

function parseListedStatus(query: Query): ListedStatus {
  const value = stringParam(query, 'moderationStatus');
  if (value === undefined || value === 'published') return 'published';
  if (value === 'heldForReview' || value === 'likelySpam') return value;
  throw apiErrors.invalidValue(
    'moderationStatus',
    `Invalid value '${value}'. Allowed values: [heldForReview, likelySpam, published]`,
  );
}

function parseOrder(query: Query): 'time' | 'relevance' {
  const value = stringParam(query, 'order');
  if (value === undefined || value === 'time' || value === 'orderUnspecified') return 'time';
  if (value === 'relevance') return 'relevance';
  throw apiErrors.invalidValue(
    'order',
    `Invalid value '${value}'. Allowed values: [orderUnspecified, time, relevance]`,
  );
}

const threadInsertSchema = z.object({
  snippet: z.object({
    videoId: z.string().optional(),
    channelId: z.string().optional(),
    topLevelComment: z.object({ snippet: z.object({ textOriginal: z.unknown() }).optional() }).optional(),
  }),
});

export function registerCommentThreadRoutes(app: FastifyInstance, api: CommentsApi): void {
  app.get('/commentThreads', async (request, reply) => {
    const viewer = beginCommentCall(api, request, 'commentThreads.list');
    const query = request.query as Query;
    const parts = parseParts(query, RESOURCE_PARTS.CommentThread);
    const filter = oneFilter(query, FILTERS);
    const textFormat = parseTextFormat(query);
    const maxResults = parseMaxResults(query, { default: 20, min: 1, max: 100 });
    const order = parseOrder(query);
    const index = api.comments.index;

    if (filter === 'id') {
      for (const parameter of ['moderationStatus', 'searchTerms'])
        if (stringParam(query, parameter) !== undefined) throw commentErrors.incompatibleWithId(parameter);
      const view = viewOf(api, viewer, textFormat, false);
      const items = [...new Set(idList(query))]
        .flatMap((id) => index.get(id) ?? [])
        .filter((top) => top.parentId === undefined && commentVisibleTo(top, viewer) && placeVisible(api, top, viewer))
        .map((top) => projectThread(threadFacts(api, top, viewer, undefined), parts, view));
      return sendCommentList(request, reply, 'youtube#commentThreadListResponse', { items }, items.length);
    }

    const status = parseListedStatus(query);
    const value = stringParam(query, filter) ?? '';
    let scope: Scope;
    let owner: string;
    if (filter === 'videoId') {
      const video = api.data.store.video(value);
      if (!video || !videoVisibleTo(video, viewer)) throw commentErrors.videoNotFound('videoId');
      scope = { kind: 'video', videoId: video.id };
      owner = video.channelId;
    } else {
      if (!api.data.store.channel(value)) throw commentErrors.channelNotFound(filter);
      scope =
        filter === 'channelId' ? { kind: 'discussion', channelId: value } : { kind: 'allRelated', channelId: value };
      owner = value;
    }
    if (status !== 'published' && viewer !== owner) throw commentErrors.threadsForbidden();

    const searchTerms = stringParam(query, 'searchTerms');
    const fingerprint = queryFingerprint([filter, value, status, order, searchTerms, viewer]);
    const page = selectThreads(
      index,
      {
        scope,
        status,
        order,
        terms: (searchTerms ?? '').toLowerCase().split(/\s+/).filter(Boolean),
        maxResults,
        visible: (top) => placeVisible(api, top, viewer),
      },
      decodeCursor(stringParam(query, 'pageToken'), fingerprint),
    );
    const view = viewOf(api, viewer, textFormat, true);
    const items = page.threads.map((top) => projectThread(threadFacts(api, top, viewer, status), parts, view));
    const nextPageToken = page.next ? encodeCursor(fingerprint, page.next) : undefined;
    return sendCommentList(request, reply, 'youtube#commentThreadListResponse', { items, nextPageToken }, maxResults);
  });

  app.post('/commentThreads', async (request, reply) => {
    const author = requireUser(beginCommentCall(api, request, 'commentThreads.insert'));
    const parts = parseParts(request.query as Query, RESOURCE_PARTS.CommentThread);
    const parsed = threadInsertSchema.safeParse(request.body);
    if (!parsed.success) throw commentErrors.invalidCommentThreadMetadata();
    const { snippet } = parsed.data;
    const text = checkText(snippet.topLevelComment?.snippet?.textOriginal, {
      required: () => commentErrors.commentTextRequired('snippet.topLevelComment.snippet.textOriginal', 'thread'),
      tooLong: () => commentErrors.commentTextTooLong('snippet.topLevelComment.snippet.textOriginal', 'thread'),
    });
    let videoId: string | undefined;
    let channelId: string;
    if (snippet.videoId !== undefined) {
      const video = api.data.store.video(snippet.videoId);
      if (!video || !videoVisibleTo(video, author)) throw commentErrors.insertVideoNotFound();
      videoId = video.id;
      channelId = video.channelId;
    } else if (snippet.channelId !== undefined) {
      if (!api.data.store.channel(snippet.channelId)) throw commentErrors.insertChannelNotFound();
      channelId = snippet.channelId;
    } else {
      throw commentErrors.channelOrVideoIdMissing();
    }
    const record = insertComment(
      api,
      author,
      { id: newTopLevelId(), ...(videoId !== undefined ? { videoId } : {}), channelId },
      text,
      () => commentErrors.threadInsertForbidden(),
    );
    const body = projectThread(threadFacts(api, record, author, undefined), parts, viewOf(api, author, 'html', true));
    return reply.type('application/json; charset=UTF-8').send(body);
  });
}
