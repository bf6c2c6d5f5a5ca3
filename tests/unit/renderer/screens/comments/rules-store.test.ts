// The rules store against a fake host: a refused save answers a Failure (its kind tells the panel's line which way
// out to offer) and leaves the rules as they were on disk.
import { describe, expect, it, vi } from 'vitest';
import { DeskCallError } from '../../../../../renderer/desk/desk-client';
import { EMPTY_RULE_SET, type CommentRule } from '../../../../../shared/comments/rules/rule-set';

const call = vi.hoisted(() => vi.fn());
vi.mock('../../../../../renderer/desk/desk', () => ({ desk: { call, on: () => () => undefined } }));

const { useCommentRules } = await import('../../../../../renderer/screens/comments/rules-store');

const rule: CommentRule = {
  id: 'r1',
  name: 'Links',
  enabled: false,
  decision: 'hold',
  conditions: [{ kind: 'links', allow: [] }],
};

describe('useCommentRules', () => {
  it('answers a refused save as a Failure and keeps the saved rules', async () => {
    call.mockRejectedValueOnce(new DeskCallError({ code: 'reconnect-required', message: 'Sign in again.' }));
    expect(await useCommentRules.getState().add(rule)).toEqual({
      code: 'reconnect-required',
      kind: 'sign-in',
      message: 'Sign in again.',
    });
    expect(useCommentRules.getState().ruleSet).toEqual(EMPTY_RULE_SET);

    call.mockRejectedValueOnce(new DeskCallError({ code: 'network', message: 'Offline.' }));
    expect(await useCommentRules.getState().saveReplies([])).toMatchObject({ kind: 'retry', message: 'Offline.' });
  });

  it('answers nothing once the main process saved the change', async () => {
    call.mockImplementationOnce((_name: string, ruleSet: unknown) => Promise.resolve(ruleSet));
    expect(await useCommentRules.getState().add(rule)).toBeUndefined();
    expect(useCommentRules.getState().ruleSet.rules.map((saved) => saved.id)).toEqual(['r1']);
  });
});
