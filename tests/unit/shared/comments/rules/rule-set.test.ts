import { describe, expect, it } from 'vitest';
import { parseAuthorList, ruleSetSchema, STARTER_RULES } from '../../../../../shared/comments/rules/rule-set';

describe('rule sets', () => {
  it('reads the starter rules and refuses two rules with one id or an unknown kind', () => {
    const set = { version: 1, rules: STARTER_RULES, blockList: [], allowList: [] };
    expect(ruleSetSchema.safeParse(set).success).toBe(true);
    expect(ruleSetSchema.safeParse({ ...set, rules: [STARTER_RULES[0], STARTER_RULES[0]] }).success).toBe(false);
    const odd = { ...STARTER_RULES[0]!, conditions: [{ kind: 'sentiment' }] };
    expect(ruleSetSchema.safeParse({ ...set, rules: [odd] }).success).toBe(false);
  });

  it('fills a wave condition with its defaults', () => {
    const parsed = ruleSetSchema.parse({
      version: 1,
      rules: [{ id: 'w', name: 'W', enabled: true, decision: 'reject', conditions: [{ kind: 'wave' }] }],
      blockList: [],
      allowList: [],
    });
    expect(parsed.rules[0]!.conditions[0]).toEqual({
      kind: 'wave',
      minAuthors: 3,
      windowMinutes: 1440,
      similarity: 0.6,
    });
  });

  it('reads a shared author list: one a line, comments and blanks skipped, no repeats', () => {
    expect(parseAuthorList('# shared list\nUCabc\r\n\n  Spammer Joe \nUCabc\n')).toEqual(['UCabc', 'Spammer Joe']);
  });
});
