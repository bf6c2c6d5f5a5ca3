// Runs a rule set over a list of comments: for each comment the first enabled rule (in the creator's order) whose
// conditions all hold suggests its decision, unless the author is on the allow list, which wins over every rule.
// A decision the comment already has (hold on a held comment) is no suggestion: it would change nothing.
// The dry run counts what each rule would catch on its own, switched on or not, with a few examples.
import { decisionTarget, type Decision, type ModerationStatus } from '../comment-view';
import { MatchBudget } from '../../patterns/match-budget';
import { singleTest, type AuthorFacts, type ConditionContext, type RuleSubject, type SingleTest } from './conditions';
import { normalise } from './normalise';
import type { CommentRule, Condition, RuleSet } from './rule-set';
import { findWaves } from './waves';

export interface RuleComment {
  readonly id: string;
  readonly text: string;
  readonly authorName: string;
  readonly authorChannelId?: string;
  readonly publishedAt: string;
  /** The image attached to it (snippet.imageUrl), if any. */
  readonly imageUrl?: string;
  /** Its status on the platform, when known: a rule whose decision it already has suggests nothing. */
  readonly moderationStatus?: ModerationStatus;
}

export interface Suggestion {
  readonly ruleId: string;
  readonly ruleName: string;
  readonly decision: Decision;
  /** Why, in a few words ("wave of 40 authors"). */
  readonly why: string;
}

export interface RuleOptions {
  readonly now: number;
  readonly authors?: ReadonlyMap<string, AuthorFacts>;
  /** The pass's time for matching patterns (one of PATTERN_BUDGET_MS by default); ask it afterwards if it ran out. */
  readonly budget?: MatchBudget;
}

export interface DryRunLine {
  readonly ruleId: string;
  readonly ruleName: string;
  readonly enabled: boolean;
  readonly decision: Decision;
  /** Comments this rule would catch on its own. */
  readonly matches: number;
  /** Of those, the ones no earlier rule takes and not already where it would put them: what it would suggest. */
  readonly first: number;
  /** Of the matches, those already in the status its decision sets (a held comment for a hold rule). */
  readonly already: number;
  readonly examples: readonly RuleComment[];
}

export interface DryRun {
  readonly total: number;
  /** Comments of allow-listed authors: no rule suggests anything about them. */
  readonly allowed: number;
  readonly lines: readonly DryRunLine[];
  /** Matching the patterns took longer than the budget: the comments after that were not matched against them. */
  readonly patternsStopped?: true;
}

const EXAMPLES = 3;

type Matcher = (index: number) => boolean;

interface Compiled {
  readonly subjects: readonly RuleSubject[];
  readonly allowed: Uint8Array;
  readonly rules: ReadonlyArray<{ rule: CommentRule; matches: Matcher; why: (index: number) => string }>;
  readonly budget: MatchBudget;
}

function waveKey(condition: Extract<Condition, { kind: 'wave' }>): string {
  return `${condition.minAuthors}/${condition.windowMinutes}/${condition.similarity}`;
}

function describe(condition: Condition): string {
  switch (condition.kind) {
    case 'words':
      return 'blocked words';
    case 'regex':
      return 'pattern';
    case 'links':
      return condition.allow.length > 0 ? 'link outside the allow list' : 'link';
    case 'blockList':
      return 'blocked author';
    case 'newAuthor':
      return 'new author channel';
    case 'image':
      return 'image';
    case 'shouting':
      return 'capitals or emoji';
    case 'wave':
      return 'wave';
  }
}

function compile(set: RuleSet, comments: readonly RuleComment[], options: RuleOptions): Compiled {
  const subjects: RuleSubject[] = comments.map((comment) => ({
    id: comment.id,
    text: normalise(comment.text),
    original: comment.text,
    authorName: comment.authorName,
    ...(comment.authorChannelId ? { authorChannelId: comment.authorChannelId } : {}),
    at: Date.parse(comment.publishedAt) || 0,
    hasImage: comment.imageUrl !== undefined && comment.imageUrl !== '',
  }));
  const lower = (list: readonly string[]) => new Set(list.map((entry) => entry.trim().toLowerCase()));
  const allowList = lower(set.allowList);
  const allowed = new Uint8Array(subjects.length);
  subjects.forEach((subject, n) => {
    if (
      allowList.has(subject.authorName.toLowerCase()) ||
      (subject.authorChannelId !== undefined && allowList.has(subject.authorChannelId.toLowerCase()))
    )
      allowed[n] = 1;
  });
  const budget = options.budget ?? new MatchBudget();
  const context: ConditionContext = {
    blockList: lower(set.blockList),
    now: options.now,
    budget,
    ...(options.authors ? { authors: options.authors } : {}),
  };
  const waves = new Map<string, { ids: Int32Array; authors: Map<number, Set<string>> }>();
  const waveOf = (condition: Extract<Condition, { kind: 'wave' }>) => {
    const key = waveKey(condition);
    let found = waves.get(key);
    if (!found) {
      const ids = findWaves(
        subjects.map((subject) => ({
          text: subject.text,
          author: subject.authorChannelId ?? subject.authorName,
          at: subject.at,
        })),
        condition,
      );
      const authors = new Map<number, Set<string>>();
      ids.forEach((id, n) => {
        if (id < 0) return;
        const subject = subjects[n]!;
        const set = authors.get(id) ?? new Set<string>();
        set.add(subject.authorChannelId ?? subject.authorName);
        authors.set(id, set);
      });
      found = { ids, authors };
      waves.set(key, found);
    }
    return found;
  };
  const rules = set.rules.map((rule) => {
    const tests: Matcher[] = rule.conditions.map((condition) => {
      if (condition.kind === 'wave') {
        const { ids } = waveOf(condition);
        return (index) => ids[index]! >= 0;
      }
      const test = singleTest(condition, context, normalise) as SingleTest;
      return (index) => test(subjects[index]!);
    });
    const why = (index: number): string =>
      rule.conditions
        .map((condition) => {
          if (condition.kind !== 'wave') return describe(condition);
          const { ids, authors } = waveOf(condition);
          return `wave of ${authors.get(ids[index]!)?.size ?? 0} authors`;
        })
        .join(' + ');
    return { rule, matches: (index: number) => tests.every((test) => test(index)), why };
  });
  return { subjects, allowed, rules, budget };
}

/** Whether the comment is already where the decision would put it (rejected and banned both leave it rejected). */
function alreadySo(comment: RuleComment, decision: Decision): boolean {
  return comment.moderationStatus !== undefined && decisionTarget(decision).status === comment.moderationStatus;
}

/** The suggestion for each comment a switched-on rule catches, by comment id. */
export function suggest(set: RuleSet, comments: readonly RuleComment[], options: RuleOptions): Map<string, Suggestion> {
  const enabled = { ...set, rules: set.rules.filter((rule) => rule.enabled) };
  const out = new Map<string, Suggestion>();
  if (enabled.rules.length === 0) return out;
  const compiled = compile(enabled, comments, options);
  compiled.subjects.forEach((subject, index) => {
    if (compiled.allowed[index]) return;
    const hit = compiled.rules.find((entry) => entry.matches(index));
    if (hit && !alreadySo(comments[index]!, hit.rule.decision))
      out.set(subject.id, {
        ruleId: hit.rule.id,
        ruleName: hit.rule.name,
        decision: hit.rule.decision,
        why: hit.why(index),
      });
  });
  return out;
}

/** What every rule, on or off, would catch in these comments. */
export function dryRun(set: RuleSet, comments: readonly RuleComment[], options: RuleOptions): DryRun {
  const compiled = compile(set, comments, options);
  const counts = compiled.rules.map(() => ({ matches: 0, first: 0, already: 0, examples: [] as RuleComment[] }));
  let allowed = 0;
  compiled.subjects.forEach((_subject, index) => {
    if (compiled.allowed[index]) {
      allowed += 1;
      return;
    }
    let taken = false;
    compiled.rules.forEach((entry, n) => {
      if (!entry.matches(index)) return;
      const count = counts[n]!;
      count.matches += 1;
      if (count.examples.length < EXAMPLES) count.examples.push(comments[index]!);
      const noOp = alreadySo(comments[index]!, entry.rule.decision);
      if (noOp) count.already += 1;
      if (!taken && !noOp) count.first += 1;
      taken = true;
    });
  });
  return {
    total: comments.length,
    allowed,
    lines: compiled.rules.map((entry, n) => ({
      ruleId: entry.rule.id,
      ruleName: entry.rule.name,
      enabled: entry.rule.enabled,
      decision: entry.rule.decision,
      ...counts[n]!,
    })),
    ...(compiled.budget.exhausted ? { patternsStopped: true as const } : {}),
  };
}
