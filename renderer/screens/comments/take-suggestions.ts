// Taking the rules' suggestions: each comment still undecided goes to the outbox with its rule's decision, one group
// per decision, so `u` takes back the last of them and the outbox sends them 50 to a call.
import type { CommentView, Decision, DecisionView } from '../../../shared/comments/comment-view';
import type { AuthorFacts } from '../../../shared/comments/rules/conditions';
import { suggest, type Suggestion } from '../../../shared/comments/rules/evaluate';
import type { RuleSet } from '../../../shared/comments/rules/rule-set';
import { countOf } from '../../../shared/text/count-words';
import { useComments } from './comments-store';
import { isStanding } from './decision-state';

/** What the switched-on rules suggest about these comments, as of now (an author channel's age is counted from it). */
export function suggestionsNow(
  ruleSet: RuleSet,
  comments: readonly CommentView[],
  authors?: ReadonlyMap<string, AuthorFacts>,
): Map<string, Suggestion> {
  return suggest(ruleSet, comments, { now: Date.now(), ...(authors ? { authors } : {}) });
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
      announcement: `Took ${countOf(taken, 'suggestion')}. Press u to undo the last group.`,
    });
  return taken;
}
