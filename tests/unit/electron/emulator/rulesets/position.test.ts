import { describe, expect, it } from 'vitest';
import { parsePosition, placeRule, rateLimitOrderProblem } from '../../../../../electron/emulator/rulesets/position';
import { Problems } from '../../../../../electron/emulator/rulesets/problems';
import { CfApiError } from '../../../../../electron/emulator/rulesets/cf-error';

const a = { id: 'a' };
const b = { id: 'b' };
const c = { id: 'c' };
const n = { id: 'n' };

function ids(list: Array<{ id: string }> | { problem: string }): string[] | string {
  return Array.isArray(list) ? list.map((r) => r.id) : list.problem;
}

function parse(raw: unknown): { position: ReturnType<typeof parsePosition>; error?: CfApiError } {
  const problems = new Problems();
  const position = parsePosition(raw, '/position', problems);
  try {
    problems.throwIfAny();
    return { position };
  } catch (error) {
    return { position, error: error as CfApiError };
  }
}

describe('parsePosition', () => {
  it('accepts exactly one of before, after, index', () => {
    expect(parse({ before: '' }).position).toEqual({ before: '' });
    expect(parse({ after: 'x' }).position).toEqual({ after: 'x' });
    expect(parse({ index: 2 }).position).toEqual({ index: 2 });
  });

  it('refuses none, two, unknown keys and bad values with a pointer', () => {
    for (const raw of [{}, { before: '', after: '' }, { top: true }, 'first', null]) {
      const { error } = parse(raw);
      expect(error?.status).toBe(400);
      expect(error?.errors[0]?.source?.pointer).toBe('/position');
    }
    expect(parse({ index: 0 }).error?.errors[0]?.source?.pointer).toBe('/position/index');
    expect(parse({ index: 1.5 }).error?.errors[0]?.message).toMatch(/index/);
    expect(parse({ before: 3 }).error?.errors[0]?.source?.pointer).toBe('/position/before');
  });
});

describe('placeRule', () => {
  const list = [a, b, c];

  it('inserts a new rule first, last, before, after and at an index', () => {
    expect(ids(placeRule(list, n, { before: '' }))).toEqual(['n', 'a', 'b', 'c']);
    expect(ids(placeRule(list, n, { after: '' }))).toEqual(['a', 'b', 'c', 'n']);
    expect(ids(placeRule(list, n, { before: 'b' }))).toEqual(['a', 'n', 'b', 'c']);
    expect(ids(placeRule(list, n, { after: 'b' }))).toEqual(['a', 'b', 'n', 'c']);
    expect(ids(placeRule(list, n, { index: 1 }))).toEqual(['n', 'a', 'b', 'c']);
    expect(ids(placeRule(list, n, { index: 4 }))).toEqual(['a', 'b', 'c', 'n']);
  });

  it('moves an existing rule', () => {
    expect(ids(placeRule(list, c, { before: '' }))).toEqual(['c', 'a', 'b']);
    expect(ids(placeRule(list, a, { after: 'c' }))).toEqual(['b', 'c', 'a']);
    expect(ids(placeRule(list, a, { index: 2 }))).toEqual(['b', 'a', 'c']);
    expect(ids(placeRule(list, a, { index: 3 }))).toEqual(['b', 'c', 'a']);
  });

  it('refuses an index out of range, an unknown id and the rule itself', () => {
    expect(ids(placeRule(list, n, { index: 5 }))).toMatch(/between 1 and 4/);
    expect(ids(placeRule(list, a, { index: 4 }))).toMatch(/between 1 and 3/);
    expect(ids(placeRule(list, n, { before: 'zzz' }))).toMatch(/no rule with that id/);
    expect(ids(placeRule(list, a, { after: 'a' }))).toMatch(/relative to itself/);
  });
});

describe('rateLimitOrderProblem', () => {
  const rl = (id: string) => ({ id, ratelimit: {} });
  it('accepts rate limiting rules at the end only', () => {
    expect(rateLimitOrderProblem([a, b, rl('r1'), rl('r2')])).toBeNull();
    expect(rateLimitOrderProblem([rl('r1')])).toBeNull();
    expect(rateLimitOrderProblem([a])).toBeNull();
    expect(rateLimitOrderProblem([a, rl('r1'), b])).toMatch(/rule b would follow a rate limiting rule/);
  });
});
