import { describe, expect, it } from 'vitest';
import { dryRun, suggest, type RuleComment } from '../../../../../shared/comments/rules/evaluate';
import type { CommentRule, RuleSet } from '../../../../../shared/comments/rules/rule-set';
import { MatchBudget } from '../../../../../shared/patterns/match-budget';

const at = (minute: number) => new Date(Date.UTC(2026, 0, 1, 0, minute)).toISOString();
const comment = (id: string, text: string, authorName = id, minute = 0): RuleComment => ({
  id,
  text,
  authorName,
  authorChannelId: `UC${id}`,
  publishedAt: at(minute),
});

const wave = (id: string, decision: CommentRule['decision'] = 'reject'): CommentRule => ({
  id,
  name: 'Spam wave',
  enabled: true,
  decision,
  conditions: [{ kind: 'wave', minAuthors: 3, windowMinutes: 60, similarity: 0.6 }],
});
const words: CommentRule = {
  id: 'words',
  name: 'Scam words',
  enabled: true,
  decision: 'hold',
  conditions: [{ kind: 'words', words: ['gift'] }],
};

const comments: RuleComment[] = [
  comment('s1', 'Check my channel for a frее gіft card bit.ly/x', 's1', 1),
  comment('s2', 'Check my channel for a free gift card bit.ly/x!', 's2', 2),
  comment('s3', 'Сheck my channel for a free gift card bit.ly/x', 's3', 3),
  comment('g1', 'What a gift this tutorial is', 'g1', 4),
  comment('n1', 'Which lens is that?', 'n1', 5),
];
const set = (rules: CommentRule[], extra: Partial<RuleSet> = {}): RuleSet => ({
  version: 1,
  rules,
  blockList: [],
  allowList: [],
  ...extra,
});

describe('suggest', () => {
  it('suggests the first matching rule in order, with its name and why', () => {
    const out = suggest(set([wave('wave'), words]), comments, { now: 0 });
    expect(out.get('s1')).toEqual({
      ruleId: 'wave',
      ruleName: 'Spam wave',
      decision: 'reject',
      why: 'wave of 3 authors',
    });
    expect(out.get('g1')?.ruleId).toBe('words');
    expect(out.has('n1')).toBe(false);
    const reversed = suggest(set([words, wave('wave')]), comments, { now: 0 });
    expect(reversed.get('s1')?.ruleId).toBe('words');
  });

  it('never suggests a decision the comment already has: hold on a held comment, approve on a published one', () => {
    const statuses = { g1: 'heldForReview', s1: 'published', s2: 'rejected' } as const;
    const withStatus = comments.map((one) =>
      one.id in statuses ? { ...one, moderationStatus: statuses[one.id as keyof typeof statuses] } : one,
    );
    const out = suggest(set([wave('wave'), words]), withStatus, { now: 0 });
    // Held and asked to hold: nothing to do. Published and asked to reject: a real suggestion.
    expect(out.has('g1')).toBe(false);
    expect(out.get('s1')?.decision).toBe('reject');
    // Rejected already: neither reject nor ban would change it.
    expect(out.has('s2')).toBe(false);
    expect(suggest(set([wave('wave', 'ban')]), withStatus, { now: 0 }).has('s2')).toBe(false);
    const publishAll: CommentRule = {
      ...words,
      id: 'pub',
      decision: 'publish',
      conditions: [{ kind: 'words', words: ['channel'] }],
    };
    const published = suggest(set([publishAll]), withStatus, { now: 0 });
    expect(published.has('s1')).toBe(false);
    expect(published.get('s3')?.decision).toBe('publish');
  });

  it('lets the allow list win over every rule', () => {
    const out = suggest(set([wave('wave'), words], { allowList: ['S2', 'ucg1'] }), comments, { now: 0 });
    expect(out.has('s2')).toBe(false);
    expect(out.has('g1')).toBe(false);
    expect(out.has('s1')).toBe(true);
  });

  it('ignores rules that are switched off and needs every condition of a rule', () => {
    expect(suggest(set([{ ...words, enabled: false }]), comments, { now: 0 }).size).toBe(0);
    const both: CommentRule = {
      ...words,
      id: 'both',
      conditions: [
        { kind: 'words', words: ['gift'] },
        { kind: 'links', allow: [] },
      ],
    };
    expect([...suggest(set([both]), comments, { now: 0 }).keys()].sort()).toEqual(['s1', 's2', 's3']);
  });

  it('suggests a ban for a blocked author', () => {
    const ban: CommentRule = {
      id: 'b',
      name: 'Blocked',
      enabled: true,
      decision: 'ban',
      conditions: [{ kind: 'blockList' }],
    };
    const out = suggest(set([ban], { blockList: ['n1'] }), comments, { now: 0 });
    expect(out.get('n1')?.decision).toBe('ban');
    expect(out.size).toBe(1);
  });
});

describe('dryRun', () => {
  it('counts what each rule would catch, on or off, with examples and what no earlier rule takes', () => {
    const result = dryRun(set([wave('wave'), { ...words, enabled: false }]), comments, { now: 0 });
    expect(result.total).toBe(5);
    const [waveLine, wordsLine] = result.lines;
    expect(waveLine).toMatchObject({ ruleId: 'wave', matches: 3, first: 3, enabled: true });
    expect(waveLine!.examples.map((example) => example.id)).toEqual(['s1', 's2', 's3']);
    expect(wordsLine).toMatchObject({ ruleId: 'words', matches: 4, first: 1, enabled: false });
  });

  it('counts the comments already where a rule would put them apart from what it would suggest', () => {
    const held = comments.map((one) => ({ ...one, moderationStatus: 'heldForReview' as const }));
    const [wordsLine] = dryRun(set([words]), held, { now: 0 }).lines;
    expect(wordsLine).toMatchObject({ matches: 4, already: 4, first: 0 });
  });

  it('counts allow-listed authors apart', () => {
    expect(dryRun(set([words], { allowList: ['g1'] }), comments, { now: 0 })).toMatchObject({ allowed: 1 });
  });
});

describe('the patterns’ time budget (issue 38)', () => {
  const pattern: CommentRule = {
    id: 'pattern',
    name: 'Shop links',
    enabled: true,
    decision: 'hold',
    conditions: [{ kind: 'regex', pattern: 'shop' }],
  };
  const shops = Array.from({ length: 10 }, (_, n) => comment(`p${n}`, `visit my shop ${n}`));
  /** A clock that moves on 60 ms each time it is read: every match seems to take 60 ms. */
  const slowClock = () => {
    let now = 0;
    return () => (now += 60);
  };

  it('stops matching a pattern once the pass has spent its budget, and the dry run says so', () => {
    const budget = new MatchBudget(200, slowClock());
    const run = dryRun(set([pattern]), shops, { now: 0, budget });
    // 60 ms the compile and each match: the third match reaches 240 ms, past 200; the seven after are not matched.
    expect(run.lines[0]!.matches).toBe(3);
    expect(run.patternsStopped).toBe(true);
    expect(budget.exhausted).toBe(true);
  });

  it('suggests for the comments matched within the budget', () => {
    const out = suggest(set([pattern]), shops, { now: 0, budget: new MatchBudget(200, slowClock()) });
    expect([...out.keys()]).toEqual(['p0', 'p1', 'p2']);
  });

  it('compiles the patterns of a large rule set within the same budget: the ones past it catch nothing', () => {
    const many = Array.from({ length: 8 }, (_, n) => ({
      ...pattern,
      id: `pattern${n}`,
      conditions: [{ kind: 'regex' as const, pattern: `shop ${n}` }],
    }));
    const run = dryRun(set(many), shops, { now: 0, budget: new MatchBudget(200, slowClock()) });
    // Four compiles spend the budget: the rules after them are never built, let alone matched.
    expect(run.lines.map((line) => line.matches)).toEqual([0, 0, 0, 0, 0, 0, 0, 0]);
    expect(run.patternsStopped).toBe(true);
  });

  it('a pass within its budget matches every comment and says nothing', () => {
    const run = dryRun(set([pattern]), shops, { now: 0 });
    expect(run.lines[0]!.matches).toBe(10);
    expect(run).not.toHaveProperty('patternsStopped');
  });
});
