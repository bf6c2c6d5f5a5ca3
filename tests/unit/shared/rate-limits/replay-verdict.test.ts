import { describe, expect, it } from 'vitest';
import { splitVerdict, verdictText, withVerdict, type Verdict } from '../../../../shared/rate-limits/replay-verdict';
import { MAX_DESCRIPTION_LENGTH } from '../../../../shared/rate-limits/rule-validation';

const VERDICT: Verdict = { date: '2026-11-24', stopped: 1242, requests: 101735, clients: 1 };

describe('replay verdicts in a rule description', () => {
  it('appends the verdict and reads it back', () => {
    const description = withVerdict('Slow down password guessing', VERDICT);
    expect(description).toBe(
      'Slow down password guessing [log replay 2026-11-24: 1,242 of 101,735 requests stopped, 1 client]',
    );
    expect(splitVerdict(description)).toEqual({ base: 'Slow down password guessing', verdict: VERDICT });
  });

  it('replaces an earlier verdict rather than piling them up', () => {
    const once = withVerdict('Login', VERDICT);
    const twice = withVerdict(once, { ...VERDICT, stopped: 3, clients: 2 });
    expect(twice).toBe(`Login ${verdictText({ ...VERDICT, stopped: 3, clients: 2 })}`);
  });

  it('shortens a long description so the whole stays within the limit', () => {
    const description = withVerdict('x'.repeat(MAX_DESCRIPTION_LENGTH), VERDICT);
    expect(description.length).toBe(MAX_DESCRIPTION_LENGTH);
    expect(splitVerdict(description).verdict).toEqual(VERDICT);
  });

  it.each([
    'Login',
    'Login [log replay soon]',
    'Login [log replay 2026-11-24: many of 3 requests stopped, 1 client]',
    '[log replay 2026-11-24: 1 of 3 requests stopped, 1 client]',
  ])('leaves %j without a verdict', (description) => {
    expect(splitVerdict(description)).toEqual({ base: description, verdict: undefined });
  });
});
