// The Comments screen's rules and saved replies: a mirror of what the main process keeps for the channel. Every
// change is sent whole and saved before the store takes it, so what the screen shows is what is on disk.
import { create } from 'zustand';
import { EMPTY_RULE_SET, type CommentRule, type RuleSet } from '../../../shared/comments/rules/rule-set';
import type { SavedReply } from '../../../shared/comments/saved-replies';
import { desk } from '../../desk/desk';
import { failureOf, type Failure } from '../../desk/failure';
import { resetWithChannel } from '../../stores/channel-scope';

interface RulesState {
  readonly ruleSet: RuleSet;
  readonly savedReplies: readonly SavedReply[];
  readonly loaded: boolean;
  load: () => Promise<void>;
  /** Saves a whole rule set (an edit or an imported file); answers the refusal, if any. */
  saveRules: (ruleSet: RuleSet) => Promise<Failure | undefined>;
  setEnabled: (ruleId: string, enabled: boolean) => Promise<Failure | undefined>;
  move: (ruleId: string, by: -1 | 1) => Promise<Failure | undefined>;
  remove: (ruleId: string) => Promise<Failure | undefined>;
  add: (rule: CommentRule) => Promise<Failure | undefined>;
  saveReplies: (replies: readonly SavedReply[]) => Promise<Failure | undefined>;
}

export const useCommentRules = create<RulesState>((set, get) => {
  // Changes apply one after the other, each to the set the previous one saved: three quick switches turn on three
  // rules, not the last one over a set read before the first was saved.
  let queue: Promise<unknown> = Promise.resolve();
  const withRules = (change: (rules: CommentRule[]) => CommentRule[]): Promise<Failure | undefined> => {
    const next = queue.then(() => get().saveRules({ ...get().ruleSet, rules: change([...get().ruleSet.rules]) }));
    queue = next;
    return next;
  };
  return {
    ruleSet: EMPTY_RULE_SET,
    savedReplies: [],
    loaded: false,

    async load() {
      try {
        const snapshot = await desk.call('commentRules.get');
        set({ ruleSet: snapshot.ruleSet, savedReplies: snapshot.savedReplies, loaded: true });
      } catch {
        // Without its rules the screen still moderates; the Rules panel says it could not read them.
        set({ loaded: false });
      }
    },

    async saveRules(ruleSet) {
      try {
        set({ ruleSet: await desk.call('commentRules.setRules', ruleSet) });
        return undefined;
      } catch (error) {
        return failureOf(error);
      }
    },

    setEnabled: (ruleId, enabled) =>
      withRules((rules) => rules.map((rule) => (rule.id === ruleId ? { ...rule, enabled } : rule))),

    move: (ruleId, by) =>
      withRules((rules) => {
        const from = rules.findIndex((rule) => rule.id === ruleId);
        const to = from + by;
        if (from < 0 || to < 0 || to >= rules.length) return rules;
        const [rule] = rules.splice(from, 1);
        rules.splice(to, 0, rule!);
        return rules;
      }),

    remove: (ruleId) => withRules((rules) => rules.filter((rule) => rule.id !== ruleId)),

    add: (rule) => withRules((rules) => [...rules, rule]),

    async saveReplies(replies) {
      try {
        set({ savedReplies: await desk.call('commentRules.setSavedReplies', [...replies]) });
        return undefined;
      } catch (error) {
        return failureOf(error);
      }
    },
  };
});
resetWithChannel(useCommentRules);
