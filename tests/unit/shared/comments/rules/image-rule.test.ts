import { describe, expect, it } from 'vitest';
import { dryRun, suggest, type RuleComment } from '../../../../../shared/comments/rules/evaluate';
import { ruleSetSchema, STARTER_RULES, type RuleSet } from '../../../../../shared/comments/rules/rule-set';

const comment = (id: string, imageUrl?: string, moderationStatus?: RuleComment['moderationStatus']): RuleComment => ({
  id,
  text: 'Made this after your video',
  authorName: `@${id}`,
  publishedAt: '2026-11-01T10:00:00Z',
  ...(imageUrl !== undefined ? { imageUrl } : {}),
  ...(moderationStatus ? { moderationStatus } : {}),
});

const imageRule = STARTER_RULES.find((rule) => rule.id === 'image-comments')!;
const set = (enabled: boolean, extra: Partial<RuleSet> = {}): RuleSet => ({
  version: 1,
  rules: [{ ...imageRule, enabled }],
  blockList: [],
  allowList: [],
  ...extra,
});

describe('a rule on "has an image"', () => {
  const comments = [
    comment('pic', 'https://yt3.ggpht.com/comment-images/pic.png'),
    comment('gif', 'https://yt3.ggpht.com/comment-images/gif.gif'),
    comment('elsewhere', 'https://images.example.net/x.png'),
    comment('plain'),
    comment('empty', ''),
    comment('held', 'https://yt3.ggpht.com/comment-images/held.png', 'heldForReview'),
  ];

  it('suggests holding each comment with an image that is not held already, saying why', () => {
    const suggestions = suggest(set(true), comments, { now: 0 });
    expect([...suggestions.keys()].sort()).toEqual(['elsewhere', 'gif', 'pic']);
    expect(suggestions.get('pic')).toMatchObject({ ruleId: 'image-comments', decision: 'hold', why: 'image' });
  });

  it('is a starter rule, off until switched on, and its dry run counts the image comments', () => {
    expect(imageRule).toMatchObject({ enabled: false, decision: 'hold', conditions: [{ kind: 'image' }] });
    expect(suggest(set(false), comments, { now: 0 }).size).toBe(0);
    const [line] = dryRun(set(false), comments, { now: 0 }).lines;
    expect(line).toMatchObject({ matches: 4, first: 3, already: 1 });
  });

  it('leaves an allow-listed author alone', () => {
    expect(suggest(set(true, { allowList: ['@pic'] }), comments, { now: 0 }).has('pic')).toBe(false);
  });

  it('is read from a saved or imported file, and takes no settings', () => {
    expect(ruleSetSchema.safeParse(set(true)).success).toBe(true);
    const odd = { ...set(true), rules: [{ ...imageRule, conditions: [{ kind: 'image', host: 'x' }] }] };
    expect(ruleSetSchema.safeParse(odd).success).toBe(false);
  });
});
