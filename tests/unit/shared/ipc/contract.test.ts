import { describe, expect, it } from 'vitest';
import { calls } from '../../../../shared/ipc';
import { rateLimitCalls, rateLimitEvents } from '../../../../shared/ipc/rate-limits';
import { templateById } from '../../../../shared/rate-limits/templates';

const ZONE = '0b3a7c1d9e2f4a5b8c6d0e1f2a3b4c5d';
const RULESET = 'aaaabbbbccccddddeeeeffff00001111';
const RULE = '11112222333344445555666677778888';
const rule = templateById('api-per-key')!.rule;

describe('the rateLimits contract', () => {
  it('is part of the whole contract with every call the screen needs', () => {
    expect(Object.keys(rateLimitCalls).sort()).toEqual(
      [
        'rateLimits.cancelReplay',
        'rateLimits.createRule',
        'rateLimits.deleteRule',
        'rateLimits.moveRule',
        'rateLimits.ownAddresses',
        'rateLimits.removeToken',
        'rateLimits.replayLog',
        'rateLimits.rules',
        'rateLimits.setEnabled',
        'rateLimits.setOwnAddresses',
        'rateLimits.setToken',
        'rateLimits.status',
        'rateLimits.updateRule',
        'rateLimits.versions',
        'rateLimits.version',
        'rateLimits.restoreVersion',
        'rateLimits.deleteVersion',
        'rateLimits.replaceRules',
        'rateLimits.zones',
      ].sort(),
    );
    for (const name of Object.keys(rateLimitCalls)) expect(calls).toHaveProperty([name]);
    expect(Object.keys(rateLimitEvents)).toEqual([
      'rateLimits.changed',
      'rateLimits.tokenChanged',
      'rateLimits.replayProgress',
    ]);
  });

  it('setToken trims a pasted token and refuses anything that cannot be a token', () => {
    const schema = rateLimitCalls['rateLimits.setToken'].input;
    expect(schema.parse({ token: '  cdemuWafWriteToken0000000000000000000001\n' })).toEqual({
      token: 'cdemuWafWriteToken0000000000000000000001',
    });
    expect(schema.safeParse({ token: 'short' }).success).toBe(false);
    expect(schema.safeParse({ token: 'has spaces inside the token value here' }).success).toBe(false);
    expect(schema.safeParse({ token: 'x'.repeat(201) }).success).toBe(false);
    expect(schema.safeParse({ token: 'cdemuWafWriteToken0000000000000000000001', extra: 1 }).success).toBe(false);
  });

  it.each(['rateLimits.restoreVersion', 'rateLimits.deleteVersion'] as const)(
    '%s: a version is a number from 1, so nothing else can be spliced into an API path',
    (name) => {
      const schema = rateLimitCalls[name].input;
      expect(schema.safeParse({ zoneId: ZONE, rulesetId: RULESET, version: '12' }).success).toBe(true);
      for (const version of ['0', '-1', '1.5', '../1', '1?x=1', '', '12345678901'])
        expect(schema.safeParse({ zoneId: ZONE, rulesetId: RULESET, version }).success).toBe(false);
      expect(schema.safeParse({ zoneId: ZONE, rulesetId: RULESET, version: 3 }).success).toBe(false);
      expect(schema.safeParse({ zoneId: ZONE, version: '2' }).success).toBe(false);
    },
  );

  it('an import is at most 100 strict rules whose refs are names', () => {
    const schema = rateLimitCalls['rateLimits.replaceRules'].input;
    expect(schema.safeParse({ zoneId: ZONE, rules: [{ ...rule, ref: 'login_guard' }] }).success).toBe(true);
    expect(schema.safeParse({ zoneId: ZONE, rules: [{ ...rule, ref: 'a b' }] }).success).toBe(false);
    expect(schema.safeParse({ zoneId: ZONE, rules: [{ ...rule, id: RULE }] }).success).toBe(false);
    expect(schema.safeParse({ zoneId: ZONE, rules: Array.from({ length: 101 }, () => rule) }).success).toBe(false);
  });

  it('ids are 32 hex digits, so nothing else can be spliced into an API path', () => {
    const schema = rateLimitCalls['rateLimits.rules'].input;
    expect(schema.safeParse({ zoneId: ZONE }).success).toBe(true);
    expect(schema.safeParse({ zoneId: '../../user/tokens' }).success).toBe(false);
    expect(schema.safeParse({ zoneId: `${ZONE}?x=1` }).success).toBe(false);
  });

  it('a rule is a strict object: unknown fields and wrong types are refused', () => {
    const schema = rateLimitCalls['rateLimits.createRule'].input;
    expect(schema.safeParse({ zoneId: ZONE, rule }).success).toBe(true);
    expect(schema.safeParse({ zoneId: ZONE, rule: { ...rule, id: RULE } }).success).toBe(false);
    expect(
      schema.safeParse({ zoneId: ZONE, rule: { ...rule, ratelimit: { ...rule.ratelimit, period: '60' } } }).success,
    ).toBe(false);
    expect(
      schema.safeParse({ zoneId: ZONE, rule: { ...rule, ratelimit: { ...rule.ratelimit, extra: true } } }).success,
    ).toBe(false);
    expect(schema.safeParse({ zoneId: ZONE, rule: { ...rule, action: 'skip' } }).success).toBe(false);
    expect(schema.safeParse({ zoneId: ZONE, rule: { ...rule, expression: 'x'.repeat(5000) } }).success).toBe(false);
    expect(
      schema.safeParse({
        zoneId: ZONE,
        rule: { ...rule, ratelimit: { ...rule.ratelimit, characteristics: Array(11).fill('ip.src') } },
      }).success,
    ).toBe(false);
  });

  it('positions are exactly one of before, after ("" allowed) and a 1-based index', () => {
    const schema = rateLimitCalls['rateLimits.moveRule'].input;
    const base = { zoneId: ZONE, rulesetId: RULESET, ruleId: RULE };
    expect(schema.safeParse({ ...base, position: { before: '' } }).success).toBe(true);
    expect(schema.safeParse({ ...base, position: { after: RULE } }).success).toBe(true);
    expect(schema.safeParse({ ...base, position: { index: 1 } }).success).toBe(true);
    expect(schema.safeParse({ ...base, position: { index: 0 } }).success).toBe(false);
    expect(schema.safeParse({ ...base, position: { before: '', after: '' } }).success).toBe(false);
    expect(schema.safeParse({ ...base, position: {} }).success).toBe(false);
  });

  it('setEnabled needs a boolean', () => {
    const schema = rateLimitCalls['rateLimits.setEnabled'].input;
    expect(schema.safeParse({ zoneId: ZONE, rulesetId: RULESET, ruleId: RULE, enabled: false }).success).toBe(true);
    expect(schema.safeParse({ zoneId: ZONE, rulesetId: RULESET, ruleId: RULE, enabled: 'no' }).success).toBe(false);
  });
});
