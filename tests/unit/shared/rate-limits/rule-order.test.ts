import { describe, expect, it } from 'vitest';
import { applyPosition, dropPosition, stepPosition } from '../../../../shared/rate-limits/rule-order';

const ids = ['a', 'b', 'c', 'd'];

describe('applyPosition', () => {
  it('places before and after a rule, first and last', () => {
    expect(applyPosition(ids, 'd', { before: 'b' })).toEqual(['a', 'd', 'b', 'c']);
    expect(applyPosition(ids, 'a', { after: 'c' })).toEqual(['b', 'c', 'a', 'd']);
    expect(applyPosition(ids, 'c', { before: '' })).toEqual(['c', 'a', 'b', 'd']);
    expect(applyPosition(ids, 'a', { after: '' })).toEqual(['b', 'c', 'd', 'a']);
  });

  it('places at a 1-based index and refuses one out of range', () => {
    expect(applyPosition(ids, 'd', { index: 1 })).toEqual(['d', 'a', 'b', 'c']);
    expect(applyPosition(ids, 'a', { index: 4 })).toEqual(['b', 'c', 'd', 'a']);
    expect(applyPosition(ids, 'a', { index: 5 })).toEqual({ problem: { kind: 'out-of-range', count: 4 } });
    expect(applyPosition(ids, 'a', { index: 0 })).toHaveProperty('problem');
  });

  it('refuses unknown rules and a rule placed relative to itself', () => {
    expect(applyPosition(ids, 'x', { index: 1 })).toHaveProperty('problem');
    expect(applyPosition(ids, 'a', { before: 'x' })).toHaveProperty('problem');
    expect(applyPosition(ids, 'a', { after: 'a' })).toHaveProperty('problem');
  });
});

describe('stepPosition and dropPosition', () => {
  it('moves one place up or down, and not past the ends', () => {
    expect(applyPosition(ids, 'c', stepPosition(ids, 'c', -1)!)).toEqual(['a', 'c', 'b', 'd']);
    expect(applyPosition(ids, 'b', stepPosition(ids, 'b', 1)!)).toEqual(['a', 'c', 'b', 'd']);
    expect(stepPosition(ids, 'a', -1)).toBeNull();
    expect(stepPosition(ids, 'd', 1)).toBeNull();
  });

  it('a drop takes the place of the target row', () => {
    expect(applyPosition(ids, 'a', dropPosition(ids, 'a', 'c')!)).toEqual(['b', 'c', 'a', 'd']);
    expect(applyPosition(ids, 'd', dropPosition(ids, 'd', 'b')!)).toEqual(['a', 'd', 'b', 'c']);
    expect(dropPosition(ids, 'a', 'a')).toBeNull();
  });
});
