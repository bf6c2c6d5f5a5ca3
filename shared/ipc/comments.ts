// Calls and events of comment moderation. Decisions go through the main process's outbox: `comments.decide` answers
// once they are saved to disk, and `comments.decisions` events follow each one until it is sent, refused or undone.
import { z } from 'zod';
import {
  commentIdSchema,
  commentQueueSchema,
  commentSettingsSchema,
  decisionSchema,
  decisionViewSchema,
  moderationStatusSchema,
  videoIdSchema,
  type CommentPage,
  type CommentSettings,
  type CommentView,
  type DecisionView,
} from '../comments/comment-view';
import { call, type CallMap, type EventMap } from './define';

/** Longest comment the platform accepts. */
export const COMMENT_TEXT_MAX = 10_000;
/** Most comments one bulk decision may name (20 calls of 50). */
export const DECISION_MAX_COMMENTS = 1000;

const pageTokenSchema = z.string().min(1).max(512);

export const listThreadsInputSchema = z.strictObject({
  queue: commentQueueSchema,
  /** One video's comments; without it, every comment on the signed-in channel. */
  videoId: videoIdSchema.optional(),
  /** The platform's own search (searchTerms). */
  search: z.string().trim().min(1).max(200).optional(),
  order: z.enum(['time', 'relevance']).optional(),
  pageToken: pageTokenSchema.optional(),
});

const listRepliesInputSchema = z.strictObject({ parentId: commentIdSchema, pageToken: pageTokenSchema.optional() });
const commentTextSchema = z.string().trim().min(1).max(COMMENT_TEXT_MAX);
const replyInputSchema = z.strictObject({ parentId: commentIdSchema, text: commentTextSchema });
const editInputSchema = z.strictObject({ id: commentIdSchema, text: commentTextSchema });
const idInputSchema = z.strictObject({ id: commentIdSchema });

export const decideInputSchema = z.strictObject({
  decision: decisionSchema,
  comments: z
    .array(
      z.strictObject({
        id: commentIdSchema,
        /** Its status on screen now, restored if the decision is undone or refused. */
        from: moderationStatusSchema,
        label: z.string().max(200).optional(),
      }),
    )
    .min(1)
    .max(DECISION_MAX_COMMENTS),
});
const undoInputSchema = z.strictObject({ groupId: z.string().min(1).max(64) });

export interface DecideResult {
  readonly groupId: string;
  readonly decisions: readonly DecisionView[];
}

export interface UndoResult {
  /** Decisions taken back before anything was sent. */
  readonly undone: readonly DecisionView[];
  /** Comment ids whose decision had already gone out (or was on its way): undo cannot take those back silently. */
  readonly tooLate: readonly string[];
}

export interface OutboxSnapshot {
  readonly decisions: readonly DecisionView[];
  readonly settings: CommentSettings;
}

export interface VideoChoice {
  readonly id: string;
  readonly title: string;
}

export const commentCalls = {
  /** One page (up to 100) of the channel's (or one video's) comment threads in a queue, newest first by default. */
  'comments.listThreads': call<typeof listThreadsInputSchema, CommentPage>(listThreadsInputSchema),
  'comments.listReplies': call<typeof listRepliesInputSchema, CommentPage>(listRepliesInputSchema),
  'comments.reply': call<typeof replyInputSchema, CommentView>(replyInputSchema),
  /**
   * Publishes one held or spam comment at once (not through the outbox), so that it can take a reply: the platform
   * refuses, after charging, a reply to a comment that is not published.
   */
  'comments.publish': call<typeof idInputSchema, void>(idInputSchema),
  /** Own replies only: the platform refuses to edit someone else's comment. */
  'comments.edit': call<typeof editInputSchema, CommentView>(editInputSchema),
  'comments.delete': call<typeof idInputSchema, void>(idInputSchema),
  /** The channel's videos, for the filter (its latest 50 uploads). */
  'comments.videos': call<z.ZodUndefined, readonly VideoChoice[]>(z.undefined()),
  /** Records decisions (saved before the answer) to be sent once the undo window has passed. */
  'comments.decide': call<typeof decideInputSchema, DecideResult>(decideInputSchema),
  /** Takes back the decisions of one group that have not been sent yet. */
  'comments.undo': call<typeof undoInputSchema, UndoResult>(undoInputSchema),
  'comments.outbox': call<z.ZodUndefined, OutboxSnapshot>(z.undefined()),
  'comments.getSettings': call<z.ZodUndefined, CommentSettings>(z.undefined()),
  'comments.setSettings': call<typeof commentSettingsSchema, CommentSettings>(commentSettingsSchema),
} satisfies CallMap;

export const commentEvents = {
  /** Decisions whose state changed (recorded, sending, retrying, sent, refused, undone). */
  'comments.decisions': z.strictObject({ decisions: z.array(decisionViewSchema).max(DECISION_MAX_COMMENTS) }),
} satisfies EventMap;
