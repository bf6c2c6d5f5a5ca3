// The persisted state of the emulated comments: every comment (top-level and replies, one record each), the authors
// each channel has banned, and the log of moderation calls that tests count. Kept apart from youtube-state.json so
// that a channel with tens of thousands of comments does not slow down every write of the videos' state.
import { z } from 'zod';

export const MODERATION_STATUSES = ['published', 'heldForReview', 'likelySpam', 'rejected'] as const;
export type ModerationStatus = (typeof MODERATION_STATUSES)[number];

const commentSchema = z.object({
  id: z.string(),
  /** Set on replies: the top-level comment they answer (the platform has one level of replies). */
  parentId: z.string().optional(),
  /** Absent for a comment about the channel itself. */
  videoId: z.string().optional(),
  /** The channel the comment is about, or the channel of its video: its owner moderates it. */
  channelId: z.string(),
  authorChannelId: z.string(),
  /** The author's handle, `@name`, which the platform shows as the display name. */
  authorName: z.string(),
  text: z.string(),
  /**
   * An image (or animated GIF) a viewer attached on the site: the API answers its URL as snippet.imageUrl since
   * 2026-09-30 in the revision history. The API itself cannot attach one.
   */
  imageUrl: z.string().optional(),
  status: z.enum(MODERATION_STATUSES),
  likeCount: z.number(),
  /** Milliseconds since the epoch: compared a lot, formatted only when projected. */
  publishedAt: z.number(),
  updatedAt: z.number(),
});

const moderationCallSchema = z.object({
  method: z.string(),
  at: z.number(),
  callerChannelId: z.string(),
  ids: z.array(z.string()),
  moderationStatus: z.string().optional(),
  banAuthor: z.boolean().optional(),
  /** The HTTP status the call was answered with. */
  status: z.number(),
  reason: z.string().optional(),
});

export const commentsStateSchema = z.object({
  version: z.literal(1),
  comments: z.array(commentSchema),
  /** Per channel, the author channel ids whose later comments are rejected on arrival. */
  bans: z.record(z.string(), z.array(z.string())),
  calls: z.array(moderationCallSchema),
});

export type CommentRecord = z.infer<typeof commentSchema>;
export type ModerationCall = z.infer<typeof moderationCallSchema>;
export type CommentsState = z.infer<typeof commentsStateSchema>;
