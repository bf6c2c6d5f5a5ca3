// The platform's commentThread and comment resources as far as the app reads them, checked with zod so that a server
// answering garbage is an error that says so rather than a crash deep in the screen. Unknown keys are allowed: the
// platform adds fields over time.
import { z } from 'zod';
import { moderationStatusSchema, type CommentQueue, type CommentView } from '../../shared/comments/comment-view';
import { say } from '../language/say';
import { COMMENT_NOTICES } from './comments-messages';

const commentSnippetSchema = z.object({
  authorDisplayName: z.string().optional(),
  authorProfileImageUrl: z.string().optional(),
  authorChannelId: z.object({ value: z.string() }).optional(),
  channelId: z.string().optional(),
  videoId: z.string().optional(),
  parentId: z.string().optional(),
  textOriginal: z.string().optional(),
  textDisplay: z.string().optional(),
  likeCount: z.number().optional(),
  moderationStatus: z.string().optional(),
  publishedAt: z.string().optional(),
  updatedAt: z.string().optional(),
  imageUrl: z.string().optional(),
});

export const commentResourceSchema = z.object({ id: z.string().min(1), snippet: commentSnippetSchema.optional() });
export type CommentResource = z.infer<typeof commentResourceSchema>;

export const commentThreadResourceSchema = z.object({
  id: z.string().min(1),
  snippet: z
    .object({
      videoId: z.string().optional(),
      channelId: z.string().optional(),
      topLevelComment: commentResourceSchema,
      totalReplyCount: z.number().optional(),
      canReply: z.boolean().optional(),
    })
    .optional(),
  replies: z.object({ comments: z.array(commentResourceSchema).default([]) }).optional(),
});
export type CommentThreadResource = z.infer<typeof commentThreadResourceSchema>;

export const commentThreadListSchema = z.object({
  items: z.array(commentThreadResourceSchema).default([]),
  nextPageToken: z.string().optional(),
});
export const commentListSchema = z.object({
  items: z.array(commentResourceSchema).default([]),
  nextPageToken: z.string().optional(),
});

/** The signed-in channel, so its own comments can be told apart (edit and delete are offered only on those). */
export function toCommentView(resource: CommentResource, myChannelId: string | undefined): CommentView {
  const snippet = resource.snippet ?? {};
  const status = moderationStatusSchema.safeParse(snippet.moderationStatus);
  const author = snippet.authorChannelId?.value;
  return {
    id: resource.id,
    ...(snippet.parentId ? { parentId: snippet.parentId } : {}),
    ...(snippet.videoId ? { videoId: snippet.videoId } : {}),
    authorName: snippet.authorDisplayName ?? say(COMMENT_NOTICES.unknownAuthor),
    ...(snippet.authorProfileImageUrl ? { authorAvatarUrl: snippet.authorProfileImageUrl } : {}),
    ...(author ? { authorChannelId: author } : {}),
    // plainText was asked for; textDisplay is the fallback for a server that ignores it (it may hold markup, which the
    // renderer shows as text anyway).
    text: snippet.textOriginal ?? snippet.textDisplay ?? '',
    publishedAt: snippet.publishedAt ?? '',
    ...(snippet.updatedAt ? { updatedAt: snippet.updatedAt } : {}),
    likeCount: snippet.likeCount ?? 0,
    ...(snippet.imageUrl ? { imageUrl: snippet.imageUrl } : {}),
    ...(status.success ? { moderationStatus: status.data } : {}),
    mine: author !== undefined && author === myChannelId,
  };
}

export function threadToCommentView(
  thread: z.infer<typeof commentThreadResourceSchema>,
  myChannelId: string | undefined,
): CommentView {
  const snippet = thread.snippet;
  const top = snippet
    ? toCommentView(snippet.topLevelComment, myChannelId)
    : toCommentView({ id: thread.id }, myChannelId);
  const videoId = top.videoId ?? snippet?.videoId;
  return {
    ...top,
    threadId: thread.id,
    ...(videoId ? { videoId } : {}),
    ...(snippet?.totalReplyCount !== undefined ? { totalReplyCount: snippet.totalReplyCount } : {}),
    ...(snippet?.canReply !== undefined ? { canReply: snippet.canReply } : {}),
  };
}

/**
 * What a queue holds for a moderator in one thread. In the published queue, the thread's top-level comment. In a held
 * or spam queue the platform lists a thread when its top-level comment or one of its replies waits there, with the
 * waiting replies first in `replies`: each comment of the thread in that status is one item to decide on (a reply
 * says whom it answers).
 */
export function threadToQueueItems(
  thread: CommentThreadResource,
  queue: CommentQueue,
  myChannelId: string | undefined,
): CommentView[] {
  const top = threadToCommentView(thread, myChannelId);
  if (queue === 'published') return [top.moderationStatus === undefined ? { ...top, moderationStatus: queue } : top];
  const items: CommentView[] = top.moderationStatus === queue ? [top] : [];
  for (const reply of thread.replies?.comments ?? []) {
    const view = toCommentView(reply, myChannelId);
    if (view.moderationStatus !== queue) continue;
    items.push({
      ...view,
      parentId: view.parentId ?? thread.id,
      inReplyTo: top.authorName,
      ...(view.videoId === undefined && top.videoId !== undefined ? { videoId: top.videoId } : {}),
    });
  }
  return items;
}
