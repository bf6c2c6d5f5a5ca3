// Taking the rules' suggestions: each comment still undecided goes to the outbox with its rule's decision, one group
// per decision, so `u` takes back the last of them and the outbox sends them 50 to a call.
import type { CommentView, Decision, DecisionView } from '../../../shared/comments/comment-view';
import type { AuthorFacts } from '../../../shared/comments/rules/conditions';
import { suggest, type Suggestion } from '../../../shared/comments/rules/evaluate';
import type { RuleSet } from '../../../shared/comments/rules/rule-set';
import { COMMENTS } from './comments-messages';
import { sayNow } from './say-now';
import { FLAGGED_MAX, useComments } from './comments-store';
import { isStanding } from './decision-state';

/** What the switched-on rules suggest about these comments, as of now (an author channel's age is counted from it). */
export function suggestionsNow(
  ruleSet: RuleSet,
  comments: readonly CommentView[],
  authors?: ReadonlyMap<string, AuthorFacts>,
): Map<string, Suggestion> {
  return suggest(ruleSet, comments, { now: Date.now(), ...(authors ? { authors } : {}) });
}

/**
 * The comments any rule (on or off) matches, for the store to keep after a dry run over the whole queue: switching a
 * rule on afterwards and taking every suggestion then reaches them, though their pages are no longer kept.
 */
export function flaggedBy(
  ruleSet: RuleSet,
  comments: readonly CommentView[],
  authors?: ReadonlyMap<string, AuthorFacts>,
): CommentView[] {
  const everyRule = { ...ruleSet, rules: ruleSet.rules.map((rule) => ({ ...rule, enabled: true })) };
  const matched = suggestionsNow(everyRule, comments, authors);
  return comments.filter((comment) => matched.has(comment.id)).slice(0, FLAGGED_MAX);
}

/** The kept comments and the flagged ones beyond them, each once. */
export function withFlagged(comments: readonly CommentView[], flagged: readonly CommentView[]): CommentView[] {
  const kept = new Set(comments.map((comment) => comment.id));
  return [...comments, ...flagged.filter((comment) => !kept.has(comment.id))];
}

/** The comments with a suggestion and no decision standing, by the decision suggested. */
export function pendingSuggestions(
  comments: readonly CommentView[],
  suggestions: ReadonlyMap<string, Suggestion>,
  decisions: Readonly<Record<string, DecisionView>>,
): Map<Decision, CommentView[]> {
  const byDecision = new Map<Decision, CommentView[]>();
  for (const comment of comments) {
    const suggestion = suggestions.get(comment.id);
    const decision = decisions[comment.id];
    if (!suggestion || isStanding(decision)) continue;
    const list = byDecision.get(suggestion.decision) ?? [];
    list.push(comment);
    byDecision.set(suggestion.decision, list);
  }
  return byDecision;
}

/** Decides every pending suggestion among `comments`; answers how many were taken. */
export async function takeSuggestions(
  comments: readonly CommentView[],
  suggestions: ReadonlyMap<string, Suggestion>,
): Promise<number> {
  const store = useComments.getState();
  let taken = 0;
  for (const [decision, chosen] of pendingSuggestions(comments, suggestions, store.decisions)) {
    if (await store.decide(decision, chosen)) taken += chosen.length;
  }
  if (taken > 0)
    useComments.setState({
      announcement: sayNow(COMMENTS.saidTook, { count: taken }),
    });
  return taken;
}
