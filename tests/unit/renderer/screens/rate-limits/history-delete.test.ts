// Deleting a version from the history, from the store's side: the call names the version, the list becomes the
// versions left, a comparison that showed the deleted version moves to one still there, and a refusal is kept as a
// failure in the service's words while the list stays as it was.
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { RulesetVersionDetail, RulesetVersionSummary } from '../../../../../shared/ipc/rate-limits';
import { useHistory } from '../../../../../renderer/screens/rate-limits/history-store';

const host = vi.hoisted(() => ({
  calls: [] as Array<{ name: string; input: any }>,
  versions: [] as RulesetVersionSummary[],
  refusal: undefined as Error | undefined,
}));
vi.mock('../../../../../renderer/desk/desk', () => ({
  desk: {
    call: (name: string, input: any) => {
      host.calls.push({ name, input });
      if (name === 'rateLimits.deleteVersion') {
        if (host.refusal) return Promise.reject(host.refusal);
        host.versions = host.versions.filter((v) => v.version !== input.version);
        return Promise.resolve(host.versions);
      }
      if (name === 'rateLimits.versions') return Promise.resolve(host.versions);
      const detail: RulesetVersionDetail = { version: input.version, last_updated: '', name: 'default', rules: [] };
      return Promise.resolve(detail);
    },
    on: () => () => undefined,
  },
}));

const ZONE = '0b3a7c1d9e2f4a5b8c6d0e1f2a3b4c5d';
const RULESET = 'aaaabbbbccccddddeeeeffff00001111';
const summary = (version: string): RulesetVersionSummary => ({ version, last_updated: '2026-12-07T05:00:00Z' });

beforeEach(async () => {
  host.calls.length = 0;
  host.refusal = undefined;
  host.versions = ['4', '3', '2', '1'].map(summary);
  useHistory.getState().close();
  await useHistory.getState().openHistory(ZONE, RULESET);
  host.calls.length = 0;
});

describe('deleting a version from the history', () => {
  it('sends the version, shows the versions left and says what it removed', async () => {
    await useHistory.getState().deleteVersion('2');
    expect(host.calls[0]).toEqual({
      name: 'rateLimits.deleteVersion',
      input: { zoneId: ZONE, rulesetId: RULESET, version: '2' },
    });
    const state = useHistory.getState();
    expect(state.versions?.map((v) => v.version)).toEqual(['4', '3', '1']);
    expect(state.deleted).toBe('2');
    expect(state.error).toBeUndefined();
  });

  it('a comparison that showed the deleted version moves to the nearest version left', async () => {
    expect([useHistory.getState().from, useHistory.getState().to]).toEqual(['3', '4']);
    await useHistory.getState().deleteVersion('3');
    expect([useHistory.getState().from, useHistory.getState().to]).toEqual(['2', '4']);
    expect(host.calls.filter((c) => c.name === 'rateLimits.version').map((c) => c.input.version)).toEqual(['2']);
  });

  it('a refusal is a failure to read, and the list stays as it was', async () => {
    host.refusal = Object.assign(new Error('Version 4 holds the rules live now, so it cannot be deleted.'), {
      code: 'in-use',
    });
    await useHistory.getState().deleteVersion('4');
    const state = useHistory.getState();
    expect(state.versions?.map((v) => v.version)).toEqual(['4', '3', '2', '1']);
    expect(state.deleted).toBeUndefined();
    expect(state.error?.message).toMatch(/^Version 4 holds the rules live now/);
    expect(state.loading).toBe(false);
  });
});
