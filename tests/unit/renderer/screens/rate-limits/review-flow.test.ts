// The review before live, from the Rate limits store's side: nothing is sent until confirmed; a refusal stays in
// the review with the zone's rules untouched; cancelling sends nothing; the toggle setting skips only toggles.
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { RuleView, ZoneRules } from '../../../../../shared/ipc/rate-limits';
import { useRateLimits } from '../../../../../renderer/screens/rate-limits/rate-limits-store';
import { useReviewSettings } from '../../../../../renderer/screens/rate-limits/review-settings-store';
import { templateById } from '../../../../../shared/rate-limits/templates';

interface FakeHost {
  readonly calls: Array<{ name: string; input: any }>;
  answer: unknown;
  refuse: boolean;
}
const host = vi.hoisted((): FakeHost => ({ calls: [], answer: null, refuse: false }));
vi.mock('../../../../../renderer/desk/desk', () => ({
  desk: {
    call: (name: string, input: unknown) => {
      host.calls.push({ name, input });
      return host.refuse
        ? Promise.reject(Object.assign(new Error('The rule cannot be moved there.'), { code: 'invalid-position' }))
        : Promise.resolve(host.answer);
    },
    on: () => () => undefined,
  },
}));

const ZONE = '0b3a7c1d9e2f4a5b8c6d0e1f2a3b4c5d';
const RULESET = 'aaaabbbbccccddddeeeeffff00001111';
const view = (id: string, description: string): RuleView => ({
  ...templateById('login-per-ip')!.rule,
  description,
  id,
  ref: id,
  version: '1',
  enabled: true,
  last_updated: '2026-12-07T05:00:00Z',
});
const a = view('a'.repeat(32), 'Sign-in');
const b = view('b'.repeat(32), 'API');
const zoneRules = (rules: RuleView[], version: string): ZoneRules => ({
  zoneId: ZONE,
  ruleset: { id: RULESET, name: 'default', version, last_updated: '2026-12-07T05:00:00Z' },
  rules,
});

beforeEach(() => {
  host.calls.length = 0;
  host.refuse = false;
  useReviewSettings.getState().setTogglesSkipReview(false);
  useRateLimits.setState({ zoneId: ZONE, rules: zoneRules([a, b], '4'), review: undefined, reviewError: undefined });
});

describe('the review before live', () => {
  it('a move is shown, not sent, until confirmed; then the answer is the list and the review closes', async () => {
    useRateLimits.getState().moveRule(b.id, { before: '' });
    const review = useRateLimits.getState().review!;
    expect(review.after.map((r) => r.id)).toEqual([b.id, a.id]);
    expect(host.calls).toEqual([]);
    host.answer = zoneRules([b, a], '5');
    expect(await useRateLimits.getState().confirmReview()).toBe(true);
    expect(host.calls.map((c) => c.name)).toEqual(['rateLimits.moveRule']);
    expect(useRateLimits.getState()).toMatchObject({ review: undefined, busy: undefined });
    expect(useRateLimits.getState().rules?.ruleset?.version).toBe('5');
    expect(useRateLimits.getState().announcement).toBe('API moved to position 1 of 2.');
  });

  it('a refusal stays in the review, the rules as they were; cancel then sends nothing more', async () => {
    useRateLimits.getState().deleteRule(a.id);
    host.refuse = true;
    expect(await useRateLimits.getState().confirmReview()).toBe(false);
    expect(useRateLimits.getState().review?.kind).toBe('delete');
    expect(useRateLimits.getState().reviewError?.message).toBe('The rule cannot be moved there.');
    expect(useRateLimits.getState().rules?.rules).toHaveLength(2);
    useRateLimits.getState().cancelReview();
    expect(useRateLimits.getState().review).toBeUndefined();
    expect(host.calls).toHaveLength(1);
  });

  it('switching on or off is reviewed unless the setting skips it', async () => {
    await useRateLimits.getState().setEnabled(a.id, false);
    expect(useRateLimits.getState().review?.kind).toBe('enabled');
    expect(host.calls).toEqual([]);
    useRateLimits.getState().cancelReview();
    useReviewSettings.getState().setTogglesSkipReview(true);
    host.answer = zoneRules([{ ...a, enabled: false }, b], '5');
    await useRateLimits.getState().setEnabled(a.id, false);
    expect(useRateLimits.getState().review).toBeUndefined();
    expect(host.calls.map((c) => [c.name, c.input.enabled])).toEqual([['rateLimits.setEnabled', false]]);
    // A move is still reviewed with the setting on.
    useRateLimits.getState().moveRule(b.id, { index: 1 });
    expect(useRateLimits.getState().review?.kind).toBe('move');
  });
});
