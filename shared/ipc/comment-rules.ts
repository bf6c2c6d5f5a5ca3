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

export const commentRuleCalls = {
  /** The signed-in channel's rules and saved replies (the starter ones, all off, until the creator saves others). */
  'commentRules.get': call<z.ZodUndefined, CommentRulesSnapshot>(z.undefined()),
  /** Replaces the rule set (an edit, a reorder or an imported file), saved before the answer. */
  'commentRules.setRules': call<typeof ruleSetSchema, RuleSet>(ruleSetSchema),
  'commentRules.setSavedReplies': call<typeof savedRepliesSchema, readonly SavedReply[]>(savedRepliesSchema),
} satisfies CallMap;
