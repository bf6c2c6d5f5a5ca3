// Comment records to the resources clients see (discovery: Comment, CommentThread): the author as the platform
// shows one (handle, avatar, channel URL and id), the text in the requested format, the viewer's own fields, and
// the moderation status only for the owner of the channel, never through the id filter.
import { createHash } from 'node:crypto';
import { commentImageUrl } from './comment-images';
import type { CommentRecord } from './comment-state';
import { textDisplay, type TextFormat } from './comment-text';

/** Replies a thread carries in its `replies` part; comments.list with parentId gives all of them. */
export const REPLIES_SHOWN = 5;

export interface CommentView {
  readonly baseUrl: string;
  /** The signed-in caller's channel; absent for an API key. */
  readonly viewer: string | undefined;
  readonly textFormat: TextFormat;
  /** False for the id filter, whose answers the platform gives without a moderation status. */
  readonly statusVisible: boolean;
  /** The image of an author who is a channel of the platform's own data (the demo channel replying). */
  readonly channelImage: (channelId: string) => string | undefined;
}

export function avatarPath(authorChannelId: string): string {
  return `/_emulator/v1/comments/avatars/${encodeURIComponent(authorChannelId)}.svg`;
}

function authorChannelUrl(handle: string): string {
  return `http://www.youtube.com/@${encodeURIComponent(handle.replace(/^@/, ''))}`;
}

/**
 * A resource with its ETag. The ETag digests what the representation is made of (the record's changing fields and
 * the viewer's view of it) rather than the JSON itself: a page of a hundred threads is hashed in a few small strings.
 */
function withEtag(kind: string, id: string, made: string, body: Record<string, unknown>): Record<string, unknown> {
  const etag = createHash('sha1').update(`${kind}|${id}|${made}`).digest('base64url');
  return { kind, etag, id, ...body };
}

function viewKey(view: CommentView): string {
  return `${view.baseUrl}|${view.viewer ?? ''}|${view.textFormat}|${view.statusVisible}`;
}

/** `parts` of a comment: only `snippet` carries anything besides the id. */
export function projectComment(
  record: CommentRecord,
  view: CommentView,
  parts: readonly string[] = ['snippet'],
): Record<string, unknown> {
  if (!parts.includes('snippet')) return withEtag('youtube#comment', record.id, 'id', {});
  const owner = view.viewer !== undefined && view.viewer === record.channelId;
  const snippet = {
    authorDisplayName: record.authorName,
    authorProfileImageUrl:
      view.channelImage(record.authorChannelId) ?? `${view.baseUrl}${avatarPath(record.authorChannelId)}`,
    authorChannelUrl: authorChannelUrl(record.authorName),
    authorChannelId: { value: record.authorChannelId },
    channelId: record.channelId,
    textDisplay: textDisplay(record.text, view.textFormat),
    textOriginal: record.text,
    ...(record.parentId !== undefined ? { parentId: record.parentId } : {}),
    canRate: view.viewer !== undefined,
    viewerRating: 'none',
    likeCount: record.likeCount,
    ...(owner && view.statusVisible ? { moderationStatus: record.status } : {}),
    publishedAt: new Date(record.publishedAt).toISOString().replace(/\.000Z$/, 'Z'),
    updatedAt: new Date(record.updatedAt).toISOString().replace(/\.000Z$/, 'Z'),
    // 2026-09-30: only a comment with an attached image carries it.
    ...(record.imageUrl !== undefined ? { imageUrl: commentImageUrl(record.imageUrl) } : {}),
  };
  const made = `${viewKey(view)}|${record.updatedAt}|${record.status}|${record.likeCount}|${record.text.length}`;
  return withEtag('youtube#comment', record.id, made, { snippet });
}

export interface ThreadFacts {
  readonly top: CommentRecord;
  /** The replies this thread shows the viewer, oldest first. */
  readonly replies: readonly CommentRecord[];
  /** Published replies: what the platform counts. */
  readonly totalReplyCount: number;
  /** Whether the video (if any) is public: a thread is public when its comment and its video are. */
  readonly videoIsPublic: boolean;
}

export function projectThread(
  facts: ThreadFacts,
  parts: readonly string[],
  view: CommentView,
): Record<string, unknown> {
  const { top } = facts;
  const body: Record<string, unknown> = {};
  if (parts.includes('snippet')) {
    body.snippet = {
      channelId: top.channelId,
      ...(top.videoId !== undefined ? { videoId: top.videoId } : {}),
      topLevelComment: projectComment(top, view),
      canReply: view.viewer !== undefined && top.status === 'published',
      totalReplyCount: facts.totalReplyCount,
      isPublic: top.status === 'published' && facts.videoIsPublic,
    };
  }
  // The platform leaves the part out when there is no reply to show.
  if (parts.includes('replies') && facts.replies.length > 0) {
    body.replies = { comments: facts.replies.slice(0, REPLIES_SHOWN).map((reply) => projectComment(reply, view)) };
  }
  const made = [
    parts.join(','),
    viewKey(view),
    facts.totalReplyCount,
    facts.videoIsPublic,
    ...[top, ...facts.replies.slice(0, REPLIES_SHOWN)].map((c) => `${c.id}:${c.updatedAt}:${c.status}:${c.likeCount}`),
  ].join('|');
  return withEtag('youtube#commentThread', top.id, made, body);
}
