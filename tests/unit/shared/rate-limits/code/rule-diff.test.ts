import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { applyRuleDiff, diffRuleLists, isEmptyDiff } from '../../../../../shared/rate-limits/code/rule-diff';

type DiffableRule = Readonly<Record<string, unknown>>;

const rule = (ref: string, extra: Record<string, unknown> = {}): DiffableRule => ({
  ref,
  id: `id-${ref}`,
  description: ref,
  expression: 'http.request.uri.path eq "/login"',
  action: 'block',
  enabled: true,
  ratelimit: { characteristics: ['cf.colo.id', 'ip.src'], period: 60, requests_per_period: 5 },
  ...extra,
});

describe('diffRuleLists', () => {
  it('names added, removed and changed rules field by field, and a new order', () => {
    const a = [rule('login'), rule('api'), rule('old')];
    const b = [
      rule('api', { ratelimit: { characteristics: ['cf.colo.id', 'ip.src'], period: 10, requests_per_period: 5 } }),
      rule('login', { enabled: false }),
      rule('new'),
    ];
    const diff = diffRuleLists(a, b);
    expect(diff.added.map((r) => r.ref)).toEqual(['new']);
    expect(diff.removed.map((r) => r.ref)).toEqual(['old']);
    expect(diff.changed.map((c) => [c.after.ref, c.changes])).toEqual([
      ['api', [{ field: 'ratelimit.period', before: 60, after: 10 }]],
      ['login', [{ field: 'enabled', before: true, after: false }]],
    ]);
    expect(diff.reordered).toBe(true);
  });

  it('matches by ref before id, so a rule with a new id but its ref is a change, not a swap', () => {
    const a = [rule('login')];
    const b = [rule('login', { id: 'id-other', description: 'Login, stricter' })];
    const diff = diffRuleLists(a, b);
    expect(diff.added).toEqual([]);
    expect(diff.removed).toEqual([]);
    expect(diff.changed[0]!.changes.map((c) => c.field)).toEqual(['id', 'description']);
  });

  it('falls back to the id when a side has no ref', () => {
    const { ref: _ref, ...noRef } = rule('login');
    const diff = diffRuleLists([noRef], [rule('login')]);
    expect(diff.changed[0]!.changes).toEqual([{ field: 'ref', after: 'login' }]);
  });

  it('reports added and removed nested fields and an unchanged list as empty', () => {
    const blocked = rule('login', {
      action_parameters: { response: { status_code: 429, content_type: 'text/plain', content: 'slow down' } },
    });
    const diff = diffRuleLists([rule('login')], [blocked]);
    expect(diff.changed[0]!.changes.map((c) => c.field)).toEqual([
      'action_parameters.response.status_code',
      'action_parameters.response.content_type',
      'action_parameters.response.content',
    ]);
    expect(isEmptyDiff(diffRuleLists([blocked], [structuredClone(blocked)]))).toBe(true);
    expect(diffRuleLists([rule('a'), rule('b')], [rule('b')]).reordered).toBe(false);
  });
});

// ---- property: the diff of a and b, applied to a, gives b -----------------------------------------------------------

const json = fc.oneof(
  fc.string({ maxLength: 8 }),
  fc.integer(),
  fc.boolean(),
  fc.array(fc.string({ maxLength: 4 }), { maxLength: 3 }),
);
const refs = fc.constantFrom('a', 'b', 'c', 'd', 'e', 'f');
const arbitraryRule: fc.Arbitrary<DiffableRule> = fc.record(
  {
    ref: refs,
    id: refs,
    description: fc.string({ maxLength: 10 }),
    expression: fc.string({ maxLength: 20 }),
    enabled: fc.boolean(),
    ratelimit: fc.dictionary(fc.constantFrom('period', 'requests_per_period', 'characteristics', 'x'), json, {
      maxKeys: 4,
    }),
    action_parameters: fc.oneof(
      fc.constant({}),
      fc.record({ response: fc.dictionary(fc.constantFrom('status_code', 'content'), json, { maxKeys: 2 }) }),
    ),
  },
  { requiredKeys: [] },
);
const ruleList = fc.array(arbitraryRule, { maxLength: 7 });

describe('applyRuleDiff', () => {
  it('applied to a, diff(a, b) gives b for random rule lists', () => {
    fc.assert(
      fc.property(ruleList, ruleList, (a, b) => {
        expect(applyRuleDiff(a, diffRuleLists(a, b))).toEqual(b);
      }),
      { numRuns: 400 },
    );
  });

  it('also when b is a shuffled, edited copy of a', () => {
    fc.assert(
      fc.property(
        ruleList.chain((a) =>
          fc.tuple(
            fc.constant(a),
            fc
              .shuffledSubarray(a)
              .chain((kept) =>
                fc.tuple(fc.constant(kept), fc.array(arbitraryRule, { maxLength: 2 }), fc.array(fc.boolean())),
              ),
          ),
        ),
        ([a, [kept, extra, flips]]) => {
          const b = [...kept.map((r, i) => (flips[i] ? { ...r, enabled: !r.enabled } : r)), ...extra];
          expect(applyRuleDiff(a, diffRuleLists(a, b))).toEqual(b);
        },
      ),
      { numRuns: 300 },
    );
  });
});
