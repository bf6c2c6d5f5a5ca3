import { describe, expect, it } from 'vitest';
import {
  previewDelete,
  previewEnabled,
  previewMove,
  PreviewProblem,
  previewSave,
  type StoredRule,
} from '../../../../../shared/rate-limits/code/change-preview';
import { diffRuleLists } from '../../../../../shared/rate-limits/code/rule-diff';
import { intlFor } from '../../../../../shared/i18n/catalogue';
import { positionProblemText } from '../../../../../shared/rate-limits/rule-order-words';

const stored = (id: string, extra: Partial<StoredRule> = {}): StoredRule & { version: string } => ({
  id,
  ref: `ref-${id}`,
  version: '3',
  enabled: true,
  description: `Rule ${id}`,
  expression: 'http.request.uri.path eq "/login"',
  action: 'block',
  ratelimit: { characteristics: ['cf.colo.id', 'ip.src'], period: 60, requests_per_period: 5 },
  ...extra,
});

const rules = [stored('a'), stored('b', { enabled: false }), stored('c')];

describe('change previews', () => {
  it('an edit keeps the rule’s place, ref and on/off state; bookkeeping is left out of the diff', () => {
    const { before, after, ruleRef } = previewSave(rules, { ...rules[1]!, expression: 'true' }, 'b');
    expect(ruleRef).toBe('ref-b');
    expect(after[1]).toMatchObject({ id: 'b', ref: 'ref-b', enabled: false, expression: 'true' });
    const diff = diffRuleLists(before, after);
    expect(diff.changed.map((c) => c.changes.map((f) => f.field))).toEqual([['expression']]);
    expect(after[1]).not.toHaveProperty('version');
  });

  it('a new rule goes last, with no ref of its own yet', () => {
    const { after, ruleRef } = previewSave(rules, { ...rules[0]!, description: 'New' });
    expect(after).toHaveLength(4);
    expect(after[3]).not.toHaveProperty('ref');
    expect(ruleRef).toBeUndefined();
    expect(diffRuleLists(rules, after).added).toHaveLength(1);
  });

  it('switching, deleting and moving change only what they say', () => {
    const switched = previewEnabled(rules, 'a', false);
    expect(diffRuleLists(switched.before, switched.after).changed[0]!.changes).toEqual([
      { field: 'enabled', before: true, after: false },
    ]);
    expect(diffRuleLists(rules, previewDelete(rules, 'c').after).removed.map((r) => r.id)).toEqual(['c']);
    const moved = previewMove(rules, 'c', { before: '' });
    expect(moved.after.map((r) => r.id)).toEqual(['c', 'a', 'b']);
    expect(diffRuleLists(moved.before, moved.after).reordered).toBe(true);
  });

  it('refuses a rule the list no longer holds and a position out of range', () => {
    // The refusal is a PreviewProblem the screen says in its language.
    const said = (preview: () => unknown): string => {
      try {
        preview();
      } catch (error) {
        expect(error).toBeInstanceOf(PreviewProblem);
        return positionProblemText((error as PreviewProblem).problem, intlFor('en'));
      }
      return 'no refusal';
    };
    expect(said(() => previewDelete(rules, 'x'))).toMatch(/no longer in the list/);
    expect(said(() => previewMove(rules, 'a', { index: 9 }))).toMatch(/position must be from 1 to 3/);
  });
});
