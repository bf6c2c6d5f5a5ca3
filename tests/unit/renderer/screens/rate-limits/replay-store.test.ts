import { describe, expect, it, vi } from 'vitest';
import { replayLogInput } from '../../../../../shared/ipc/rate-limits';
import { emptyRuleForm } from '../../../../../shared/rate-limits/rule-form';
import { SECOND_DRAFT, SECOND_DRAFT_LABEL, useReplay } from '../../../../../renderer/screens/rate-limits/replay-store';

// Choosing what to compare with asks nothing of the host.
const calls = vi.hoisted(() => [] as Array<{ name: string; input: unknown }>);
vi.mock('../../../../../renderer/desk/desk', () => ({
  desk: {
    call: (name: string, input: unknown) => {
      calls.push({ name, input });
      return Promise.resolve({ outcome: 'cancelled' });
    },
  },
}));

describe('the replay store’s second draft', () => {
  it('starts as a copy of the draft, keeps what was typed, and is not what "Compare with" shows once left', () => {
    const draft = { ...emptyRuleForm(), description: 'Sign-in', expression: 'http.request.uri.path eq "/login"' };
    useReplay.getState().compareWithSecondDraft({ ...draft, requestsPerPeriod: '5' });
    expect(useReplay.getState().compareWith).toBe(SECOND_DRAFT);
    expect(useReplay.getState().secondDraft).toEqual({
      ...draft,
      requestsPerPeriod: '5',
      description: SECOND_DRAFT_LABEL,
    });

    useReplay.getState().updateSecondDraft({ requestsPerPeriod: '30' });
    useReplay.getState().setCompareWith(undefined);
    expect(useReplay.getState().compareWith).toBeUndefined();
    // Back to the second draft: the threshold typed is still there, not a new copy of the draft.
    useReplay.getState().compareWithSecondDraft({ ...draft, requestsPerPeriod: '7' });
    expect(useReplay.getState().secondDraft?.requestsPerPeriod).toBe('30');
    expect(useReplay.getState().secondDraft?.expression).toBe(draft.expression);
  });
});

describe('the replay’s time limit', () => {
  it('is a minute unless the creator sets it, kept within what the host takes, and sent with the replay', async () => {
    expect(useReplay.getState().timeLimitSeconds).toBe(60);
    useReplay.getState().setTimeLimit(5);
    expect(useReplay.getState().timeLimitSeconds).toBe(10);
    useReplay.getState().setTimeLimit(99_999);
    expect(useReplay.getState().timeLimitSeconds).toBe(600);
    useReplay.getState().setTimeLimit(Number.NaN);
    useReplay.getState().setTimeLimit(45.4);
    expect(useReplay.getState().timeLimitSeconds).toBe(45);
    const rule = {
      description: 'R',
      expression: 'true',
      action: 'block' as const,
      ratelimit: { characteristics: ['ip.src'], period: 10, requests_per_period: 5, mitigation_timeout: 0 },
    };
    await useReplay
      .getState()
      .replay({ kind: 'demo-sample', name: 'sample' }, 'example.com', [{ label: 'D', rules: [rule] }]);
    const sent = calls.find((call) => call.name === 'rateLimits.replayLog')!.input;
    expect(sent).toMatchObject({ timeLimitSeconds: 45 });
    expect(replayLogInput.safeParse(sent).success).toBe(true);
    expect(replayLogInput.safeParse({ ...(sent as object), timeLimitSeconds: 601 }).success).toBe(false);
    expect(replayLogInput.safeParse({ ...(sent as object), timeLimitSeconds: 9 }).success).toBe(false);
  });
});
