import { describe, expect, it, vi } from 'vitest';
import { emptyRuleForm } from '../../../../../shared/ratelimits/rule-form';
import { SECOND_DRAFT, SECOND_DRAFT_LABEL, useReplay } from '../../../../../renderer/screens/ratelimits/replay-store';

// Choosing what to compare with asks nothing of the host.
vi.mock('../../../../../renderer/desk/desk', () => ({ desk: {} }));

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
