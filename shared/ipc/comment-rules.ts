// Calls of the comment rules and saved replies: both are kept per channel in the main process (an atomic JSON file
// in the data folder) and run in the page, over comments already listed, so they spend no quota.
import { z } from 'zod';
import { ruleSetSchema, type RuleSet } from '../comments/rules/rule-set';
import { savedRepliesSchema, type SavedReply } from '../comments/saved-replies';
import { call, type CallMap } from './define';

export interface CommentRulesSnapshot {
  readonly ruleSet: RuleSet;
  readonly savedReplies: readonly SavedReply[];
}

/** Most author channels one look-up may name: a queue's worth (the Comments screen holds up to 5,000 comments). */
export const AUTHOR_LOOKUP_MAX = 5000;
/** channels.list takes up to 50 ids a call, 1 quota unit each (the channels.list reference, read 2026-11-25). */
export const AUTHORS_PER_CALL = 50;

export const authorLookupSchema = z.strictObject({
  ids: z
    .array(
      z
        .string()
        .min(1)
        .max(64)
        .regex(/^[A-Za-z0-9_-]+$/),
    )
    .max(AUTHOR_LOOKUP_MAX),
});

export interface AuthorLookup {
  /** What the platform said of each channel it lists, looked up now or earlier in the session. */
  readonly authors: ReadonlyArray<{ readonly id: string; readonly createdAt: number; readonly videoCount: number }>;
  /** Channels the platform did not list (closed, or hidden). */
  readonly missing: readonly string[];
  /** channels.list calls this look-up spent (1 unit each); ids already known for the session cost nothing. */
  readonly calls: number;
}

export const commentRuleCalls = {
  /** The signed-in channel's rules and saved replies (the starter ones, all off, until the creator saves others). */
  'commentRules.get': call<z.ZodUndefined, CommentRulesSnapshot>(z.undefined()),
  /** Replaces the rule set (an edit, a reorder or an imported file), saved before the answer. */
  'commentRules.setRules': call<typeof ruleSetSchema, RuleSet>(ruleSetSchema),
  'commentRules.setSavedReplies': call<typeof savedRepliesSchema, readonly SavedReply[]>(savedRepliesSchema),
  /**
   * The age and uploads of these author channels, for the "new author" condition: channels.list by id
   * (part=snippet,statistics), 50 ids a call, each answer kept for the session so the same author is asked once.
   */
  'commentRules.lookUpAuthors': call<typeof authorLookupSchema, AuthorLookup>(authorLookupSchema),
} satisfies CallMap;
