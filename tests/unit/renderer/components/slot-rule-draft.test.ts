import { describe, expect, it } from 'vitest';
import { draftOf, ruleOf } from '../../../../renderer/components/slot-rule-draft';

describe('the publish-slot draft', () => {
  it('turns typed times into a rule, padding single-digit hours', () => {
    const result = ruleOf({ ...draftOf(null, 'Europe/Berlin'), times: '9:00, 18:30' });
    expect(result.rule).toEqual({ kind: 'weekly', zone: 'Europe/Berlin', days: [1, 3, 5], times: ['09:00', '18:30'] });
  });

  it('names each field that keeps the draft from being a rule', () => {
    const weekly = ruleOf({ ...draftOf(null, 'Nowhere/Else'), days: [], times: '25:00' });
    expect(Object.keys(weekly.problems ?? {}).sort()).toEqual(['days', 'times', 'zone']);
    const every = ruleOf({ ...draftOf(null, 'UTC'), kind: 'every', hours: 'six', from: '' });
    expect(Object.keys(every.problems ?? {}).sort()).toEqual(['from', 'hours']);
  });

  it('round-trips a rule through its draft', () => {
    const rule = { kind: 'every' as const, zone: 'UTC', hours: 6, from: '2027-01-01T09:00' };
    expect(ruleOf(draftOf(rule)).rule).toEqual(rule);
  });
});
