// The demo checklist ticks a step when the quota ledger saw one of its methods called today, or when looking at the
// screen is the step; a step nobody can observe stays for the user to tick.
import { describe, expect, it } from 'vitest';
import { STEPS, observedDone } from '../../../../../renderer/screens/welcome/checklist-steps';
import { isQuotaMethod } from '../../../../../shared/platform/quota-costs';

describe('demo checklist steps', () => {
  it('nothing is done before any call, on a screen whose step is doing something', () => {
    expect(observedDone(undefined, 'uploads')).toEqual([]);
    expect(observedDone({}, 'library')).toEqual([]);
  });

  it('a method of a step called today ticks that step only; a count of 0 does not', () => {
    expect(observedDone({ 'videos.insert': 1, 'videos.list': 4 }, 'uploads')).toEqual(['upload']);
    expect(observedDone({ 'comments.setModerationStatus': 2, 'videos.update': 0 }, 'uploads')).toEqual(['moderate']);
  });

  it('opening Rate limits is its step; opening Accounts is not leaving the demo', () => {
    expect(observedDone({}, 'rateLimits')).toEqual(['rules']);
    expect(observedDone({}, 'accounts')).toEqual([]);
  });

  it('every method a step waits for is one the quota ledger counts', () => {
    for (const step of STEPS) for (const method of step.doneBy) expect(isQuotaMethod(method), method).toBe(true);
  });
});
