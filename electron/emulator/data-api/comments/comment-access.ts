// What the comment routes share: who the caller is, the text format asked for, which videos a caller may see,
// the rules of a comment's text, and the facts of a thread as a given viewer sees it.
import type { FastifyReply, FastifyRequest } from 'fastify';
import { beginCall, callerChannelId, sendResource } from '../api-call';
import { apiErrors } from '../errors/api-error';
import { stringParam, type Query } from '../list-request';
import { listResponse } from '../list-response';
import { thumbnails } from '../projections';
import type { VideoRecord } from '../youtube-state';
import type { CommentMethod } from '../../faults/comment-faults';
import type { ListedStatus } from './comment-index';
import type { CommentView, ThreadFacts } from './comment-projection';
import type { CommentRecord } from './comment-state';
import type { TextFormat } from './comment-text';
import type { CommentsApi } from './comments-api';

/** The platform's limit on a comment's text, in characters. */
const MAX_COMMENT_CHARS = 10_000;

/** Identifies the caller, charges the method's quota and applies an armed fault; returns the caller's channel. */
export function beginCommentCall(api: CommentsApi, request: FastifyRequest, method: CommentMethod): string | undefined {
  const viewer = callerChannelId(beginCall(api.data, request, method));
  api.faults.hit(method);
  return viewer;
}

/** For writes: an API key identifies no one who could write. */
export function requireUser(viewer: string | undefined): string {
  if (viewer === undefined) throw apiErrors.unauthenticated('required', 'Login Required.');
  return viewer;
}

export function parseTextFormat(query: Query): TextFormat {
  const value = stringParam(query, 'textFormat');
  if (value === undefined || value === 'html' || value === 'textFormatUnspecified') return 'html';
  if (value === 'plainText') return 'plainText';
  throw apiErrors.invalidValue(
    'textFormat',
    `Invalid value '${value}'. Allowed values: [textFormatUnspecified, html, plainText]`,
  );
}

export function viewOf(
  api: CommentsApi,
  viewer: string | undefined,
  textFormat: TextFormat,
  statusVisible: boolean,
): CommentView {
  const baseUrl = api.data.ctx.baseUrl();
  return {
    baseUrl,
    viewer,
    textFormat,
    statusVisible,
    channelImage: (channelId) =>
      api.data.store.channel(channelId) ? thumbnails(baseUrl, 'channel', channelId).default?.url : undefined,
  };
}

export function videoVisibleTo(video: VideoRecord, viewer: string | undefined): boolean {
  return video.status.privacyStatus !== 'private' || video.channelId === viewer;
}

/** Whether a comment shows to this viewer at all: published ones to everyone, held and spam to the owner. */
export function commentVisibleTo(record: CommentRecord, viewer: string | undefined): boolean {
  if (record.status === 'rejected') return false;
  return record.status === 'published' || record.channelId === viewer;
}

/** A comment's video still exists and the viewer may see it (a comment about the channel has none). */
export function placeVisible(api: CommentsApi, record: CommentRecord, viewer: string | undefined): boolean {
  if (record.videoId === undefined) return true;
  const video = api.data.store.video(record.videoId);
  return video !== undefined && videoVisibleTo(video, viewer);
}

/** The text of a new or edited comment: required, at most 10,000 characters. */
export function checkText(text: unknown, errors: { required: () => Error; tooLong: () => Error }): string {
  if (typeof text !== 'string' || text.trim() === '') throw errors.required();
  if ([...text].length > MAX_COMMENT_CHARS) throw errors.tooLong();
  return text;
}

/**
 * Stores a new comment (a top-level one, or a reply naming its parent) by the signed-in `author`, whose channel must
 * exist (else `forbidden`). A banned author's comment is stored rejected, but the author is answered with the comment
 * as if it were published: the platform does not tell them. Answers that comment.
 */
export function insertComment(
  api: CommentsApi,
  author: string,
  place: Pick<CommentRecord, 'id' | 'parentId' | 'videoId' | 'channelId'>,
  text: string,
  forbidden: () => Error,
): CommentRecord {
  const authorChannel = api.data.store.channel(author);
  if (!authorChannel) throw forbidden();
  const now = api.data.ctx.now();
  const record: CommentRecord = {
    ...place,
    authorChannelId: author,
    authorName: authorChannel.customUrl,
    text,
    status: 'published',
    likeCount: 0,
    publishedAt: now,
    updatedAt: now,
  };
  api.comments.insert(record);
  return record;
}

/** A thread as shown in a list of `listed` comments (or by id): the replies of that status and the published ones. */
export function threadFacts(
  api: CommentsApi,
  top: CommentRecord,
  viewer: string | undefined,
  listed: ListedStatus | undefined,
): ThreadFacts {
  const all = api.comments.index.repliesOf(top.id);
  const owner = viewer !== undefined && viewer === top.channelId;
  // In a held or spam queue the replies waiting for a decision come first, then the published ones.
  const waiting =
    owner && listed !== undefined && listed !== 'published' ? all.filter((reply) => reply.status === listed) : [];
  const replies = [...waiting, ...all.filter((reply) => reply.status === 'published')];
  const video = top.videoId === undefined ? undefined : api.data.store.video(top.videoId);
  return {
    top,
    replies,
    totalReplyCount: all.reduce((count, reply) => count + (reply.status === 'published' ? 1 : 0), 0),
    videoIsPublic: top.videoId === undefined || video?.status.privacyStatus === 'public',
  };
}

/**
 * Answers a list of comments or threads (`kind` is the list's, e.g. `youtube#commentListResponse`). As on the
 * platform, pageInfo.totalResults counts only what is on this page; a queue's size takes paging through it.
 */
export function sendCommentList(
  request: FastifyRequest,
  reply: FastifyReply,
  kind: string,
  page: { readonly items: readonly unknown[]; readonly nextPageToken?: string | undefined },
  resultsPerPage: number,
): FastifyReply {
  const { items, nextPageToken } = page;
  return sendResource(
    request,
    reply,
    listResponse(
      kind,
      { items, totalResults: items.length, ...(nextPageToken ? { nextPageToken } : {}) },
      resultsPerPage,
    ),
  );
}
