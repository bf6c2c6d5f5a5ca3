// One moderation decision waiting in the outbox, as it is kept on disk. Sent, refused and undone decisions leave the
// file: what is in it is exactly what still has to reach the platform.
import { z } from 'zod';
import {
  commentIdSchema,
  commentSettingsSchema,
  decisionSchema,
  moderationStatusSchema,
  type DecisionView,
} from '../../shared/comments/comment-view';

export const OUTBOX_FILE_VERSION = 1;

export const outboxRecordSchema = z.strictObject({
  decisionId: z.string().min(1).max(64),
  groupId: z.string().min(1).max(64),
  commentId: commentIdSchema,
  decision: decisionSchema,
  from: moderationStatusSchema,
  label: z.string().max(200).optional(),
  /**
   * The channel signed in when the decision was made: it is sent only while that channel is signed in, since another
   * channel's token may not moderate its comments. Absent in files written before decisions were tied to a channel.
   */
  channelId: z.string().min(1).max(64).optional(),
  decidedAt: z.number(),
  /** Not before this instant: the end of the undo window, or the next attempt after a passing failure. */
  sendAt: z.number(),
  attempts: z.number().int().min(0),
  /**
   * `sending` is written, with the batch's id, before the request goes out: a record found in that state at start was
   * in flight when the app stopped, and is sent again (setting the same status twice changes nothing).
   */
  state: z.enum(['waiting', 'sending']),
  batchId: z.string().max(64).optional(),
  /** Refused in a batch: sent on its own from now on, so that one bad comment cannot sink 49 good decisions. */
  alone: z.boolean().optional(),
  message: z.string().max(1000).optional(),
});
export type OutboxRecord = z.infer<typeof outboxRecordSchema>;

export const outboxFileSchema = z.strictObject({
  version: z.literal(OUTBOX_FILE_VERSION),
  settings: commentSettingsSchema,
  records: z.array(outboxRecordSchema),
});
export type OutboxFile = z.infer<typeof outboxFileSchema>;

export function recordView(record: OutboxRecord, state?: DecisionView['state'], message?: string): DecisionView {
  const text = message ?? record.message;
  return {
    decisionId: record.decisionId,
    groupId: record.groupId,
    commentId: record.commentId,
    decision: record.decision,
    from: record.from,
    state: state ?? (record.state === 'sending' ? 'sending' : record.attempts > 0 ? 'retrying' : 'waiting'),
    sendAt: record.sendAt,
    attempts: record.attempts,
    ...(record.label !== undefined ? { label: record.label } : {}),
    ...(text !== undefined ? { message: text.slice(0, 1000) } : {}),
  };
}
