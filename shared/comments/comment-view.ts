// What the Comments screen shows of a comment and of a moderation decision. The main process turns the platform's
// commentThread and comment resources into these; the renderer never sees a raw resource.
import { z } from 'zod';

/** The queues a creator moderates. `rejected` is a decision, not a queue: rejected comments leave the lists. */
export const commentQueues = ['heldForReview', 'likelySpam', 'published'] as const;
export type CommentQueue = (typeof commentQueues)[number];
export const commentQueueSchema = z.enum(commentQueues);

/** Every status the platform reports for a comment. */
export const moderationStatuses = ['published', 'heldForReview', 'likelySpam', 'rejected'] as const;
export type ModerationStatus = (typeof moderationStatuses)[number];
export const moderationStatusSchema = z.enum(moderationStatuses);

/** What a creator decides; each maps onto one setModerationStatus call's (status, banAuthor). */
export const decisions = ['publish', 'reject', 'ban', 'hold'] as const;
export type Decision = (typeof decisions)[number];
export const decisionSchema = z.enum(decisions);

/** The statuses setModerationStatus accepts (likelySpam is the platform's own verdict, never set by a client). */
export type SettableStatus = 'published' | 'heldForReview' | 'rejected';

export function decisionTarget(decision: Decision): { status: SettableStatus; banAuthor: boolean } {
  switch (decision) {
    case 'publish':
      return { status: 'published', banAuthor: false };
    case 'reject':
      return { status: 'rejected', banAuthor: false };
    case 'ban':
      return { status: 'rejected', banAuthor: true };
    case 'hold':
      return { status: 'heldForReview', banAuthor: false };
  }
}

/** Platform ids are short URL-safe strings; bounding them keeps hostile payloads small. */
export const commentIdSchema = z
  .string()
  .min(1)
  .max(128)
  .regex(/^[A-Za-z0-9_.-]+$/, 'A comment id holds letters, digits, ".", "_" and "-" only.');
export const videoIdSchema = z
  .string()
  .min(1)
  .max(64)
  .regex(/^[A-Za-z0-9_-]+$/, 'A video id holds letters, digits, "_" and "-" only.');

export interface CommentView {
  readonly id: string;
  /** The thread's id for a top-level comment (the same as its id on the platform); absent for a reply. */
  readonly threadId?: string;
  readonly parentId?: string;
  /** For a reply listed in a queue: the author of the comment it answers. */
  readonly inReplyTo?: string;
  readonly videoId?: string;
  readonly videoTitle?: string;
  readonly authorName: string;
  readonly authorAvatarUrl?: string;
  readonly authorChannelId?: string;
  /** The image a viewer attached (snippet.imageUrl, 2026-09-30), as the platform gave it: the host is judged on it. */
  readonly imageUrl?: string;
  /** Where the page loads it from: the same URL, or the emulator's copy while the app talks to an emulator. */
  readonly imageSrc?: string;
  /** Plain text as the author wrote it: the renderer shows it as text, never as markup. */
  readonly text: string;
  readonly publishedAt: string;
  readonly updatedAt?: string;
  readonly likeCount: number;
  readonly moderationStatus?: ModerationStatus;
  readonly totalReplyCount?: number;
  readonly canReply?: boolean;
  /** Written by the signed-in channel, so it may be edited and deleted here. */
  readonly mine: boolean;
}

export interface CommentPage {
  readonly comments: readonly CommentView[];
  readonly nextPageToken?: string;
}

/** Where a decision is on its way to the platform. The last three are final: the entry has left the outbox. */
export const decisionStates = ['waiting', 'sending', 'retrying', 'sent', 'refused', 'undone'] as const;
export type DecisionState = (typeof decisionStates)[number];

export const decisionViewSchema = z.strictObject({
  decisionId: z.string().max(64),
  /** Decisions made by one key press or one bulk action share a group; `u` undoes the last group. */
  groupId: z.string().max(64),
  commentId: commentIdSchema,
  decision: decisionSchema,
  /** The status the comment had before, restored on screen when the decision is undone or refused. */
  from: moderationStatusSchema,
  state: z.enum(decisionStates),
  /** When it leaves the undo window (ms since the epoch), or its next attempt after a passing failure. */
  sendAt: z.number(),
  attempts: z.number().int().min(0),
  /** Names the comment in notices (author and the start of its text), as the screen described it. */
  label: z.string().max(200).optional(),
  /** Why it was refused, or why the last attempt failed. */
  message: z.string().max(1000).optional(),
});
export type DecisionView = z.infer<typeof decisionViewSchema>;

export const commentSettingsSchema = z.strictObject({
  /** How long a decision waits before it is sent, so `u` can take it back without a call. */
  undoWindowMs: z
    .number()
    .int()
    .min(0)
    .max(24 * 60 * 60 * 1000),
});
export type CommentSettings = z.infer<typeof commentSettingsSchema>;
export const DEFAULT_COMMENT_SETTINGS: CommentSettings = { undoWindowMs: 5000 };

/** The platform takes at most 50 ids per setModerationStatus call, and charges 50 units per call. */
export const MODERATION_BATCH_SIZE = 50;
export const MODERATION_CALL_UNITS = 50;

/** The calls and units a decision on `count` comments costs (one status, so one group of batches). */
export function moderationCost(count: number): { calls: number; units: number } {
  const calls = Math.ceil(count / MODERATION_BATCH_SIZE);
  return { calls, units: calls * MODERATION_CALL_UNITS };
}
