// comments.list (by id, or the replies of a comment, with pages), comments.insert (a reply) and comments.update (the
// author's own comments only).
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
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
  viewOf,
} from './comment-access';
import { commentErrors } from './comment-errors';
import { newReplyId } from './comment-ids';
import { projectComment } from './comment-projection';
import type { CommentRecord } from './comment-state';
import type { CommentsApi } from './comments-api';
import { decodeCursor, encodeCursor, queryFingerprint } from './page-cursor';

const replyInsertSchema = z.object({
  snippet: z.object({ parentId: z.string().optional(), textOriginal: z.unknown() }),
});

const updateSchema = z.object({
  id: z.string().optional(),
  snippet: z.object({ textOriginal: z.unknown() }),
});

const textErrors = {
  required: () => commentErrors.commentTextRequired('snippet.textOriginal', 'comment'),
  tooLong: () => commentErrors.commentTextTooLong('snippet.textOriginal', 'comment'),
};

export function registerCommentRoutes(app: FastifyInstance, api: CommentsApi): void {
  const index = api.comments.index;

  app.get('/comments', async (request, reply) => {
    const viewer = beginCommentCall(api, request, 'comments.list');
    const query = request.query as Query;
    const parts = parseParts(query, RESOURCE_PARTS.Comment);
    const filter = oneFilter(query, ['id', 'parentId']);
    const textFormat = parseTextFormat(query);
    const maxResults = parseMaxResults(query, { default: 20, min: 1, max: 100 });
    const shown = (record: CommentRecord) => commentVisibleTo(record, viewer) && placeVisible(api, record, viewer);

    if (filter === 'id') {
      const view = viewOf(api, viewer, textFormat, false);
      const items = [...new Set(idList(query))]
        .flatMap((id) => index.get(id) ?? [])
        .filter(shown)
        .map((record) => projectComment(record, view, parts));
      return sendCommentList(request, reply, 'youtube#commentListResponse', { items }, items.length);
    }

    const parentId = stringParam(query, 'parentId') ?? '';
    const parent = index.get(parentId);
    if (!parent || parent.parentId !== undefined || !shown(parent)) throw commentErrors.parentNotFound();
    const replies = index.repliesOf(parent.id).filter(shown);
    const fingerprint = queryFingerprint(['parentId', parent.id, viewer]);
    const cursor = decodeCursor(stringParam(query, 'pageToken'), fingerprint);
    const offset = cursor?.kind === 'offset' ? cursor.offset : 0;
    const end = offset + maxResults;
    const view = viewOf(api, viewer, textFormat, true);
    const items = replies.slice(offset, end).map((record) => projectComment(record, view, parts));
    const nextPageToken = end < replies.length ? encodeCursor(fingerprint, { kind: 'offset', offset: end }) : undefined;
    return sendCommentList(request, reply, 'youtube#commentListResponse', { items, nextPageToken }, maxResults);
  });

  app.post('/comments', async (request, reply) => {
    const author = requireUser(beginCommentCall(api, request, 'comments.insert'));
    const parts = parseParts(request.query as Query, RESOURCE_PARTS.Comment);
    const parsed = replyInsertSchema.safeParse(request.body);
    if (!parsed.success) throw commentErrors.invalidCommentMetadata();
    const { parentId, textOriginal } = parsed.data.snippet;
    if (parentId === undefined || parentId === '') throw commentErrors.parentIdMissing();
    const parent = index.get(parentId);
    if (!parent || parent.status === 'rejected' || !placeVisible(api, parent, author))
      throw commentErrors.parentCommentNotFound();
    if (parent.parentId !== undefined) throw commentErrors.replyNotSupported();
    if (parent.status !== 'published') throw commentErrors.parentCommentIsPrivate();
    const text = checkText(textOriginal, textErrors);
    const record = insertComment(
      api,
      author,
      {
        id: newReplyId(parent.id),
        parentId: parent.id,
        ...(parent.videoId !== undefined ? { videoId: parent.videoId } : {}),
        channelId: parent.channelId,
      },
      text,
      () => commentErrors.insertForbidden(),
    );
    return reply
      .type('application/json; charset=UTF-8')
      .send(projectComment(record, viewOf(api, author, 'html', true), parts));
  });

  app.put('/comments', async (request, reply) => {
    const author = requireUser(beginCommentCall(api, request, 'comments.update'));
    const parts = parseParts(request.query as Query, RESOURCE_PARTS.Comment);
    // Everything a caller may change is in the snippet.
    if (!parts.includes('snippet')) throw commentErrors.invalidCommentMetadata();
    const parsed = updateSchema.safeParse(request.body);
    if (!parsed.success) throw commentErrors.invalidCommentMetadata();
    const record = parsed.data.id === undefined ? undefined : index.get(parsed.data.id);
    if (!record || record.status === 'rejected') throw commentErrors.updateNotFound();
    if (record.authorChannelId !== author) throw commentErrors.updateForbidden();
    const text = checkText(parsed.data.snippet.textOriginal, textErrors);
    const updated = api.comments.updateText(record, text);
    return reply
      .type('application/json; charset=UTF-8')
      .send(projectComment(updated, viewOf(api, author, 'html', true), parts));
  });
}
