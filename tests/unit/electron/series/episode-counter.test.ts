import { describe, expect, it } from 'vitest';
import {
  markUsed,
  newCounter,
  nextNumber,
  release,
  reserve,
  setNext,
  settleInFlight,
} from '../../../../electron/series/episode-counter';

describe('episode counter', () => {
  it('continues after the highest number reserved or used, by step', () => {
    let counter = newCounter(1);
    expect(nextNumber(counter, 2)).toBe(1);
    counter = reserve(reserve(counter, 'a', 1), 'b', 3);
    expect(nextNumber(counter, 2)).toBe(5);
    counter = markUsed(counter, 'a');
    expect(counter.used).toBe(1);
    expect(nextNumber(counter, 2)).toBe(5);
    counter = release(counter, 'b');
    expect(nextNumber(counter, 2)).toBe(3);
  });

  it('ignores uploads it did not number, and a setting of the next number overrides used ones', () => {
    const counter = markUsed(reserve(newCounter(1), 'a', 1), 'a');
    expect(markUsed(counter, 'other')).toBe(counter);
    expect(release(counter, 'other')).toBe(counter);
    expect(nextNumber(setNext(counter, 1), 1)).toBe(1);
    expect(nextNumber(setNext(reserve(counter, 'b', 7), 1), 1)).toBe(8);
  });

  it('keeps the numbers of an apply that never finished taken for good', () => {
    const counter = { ...newCounter(1), inFlight: [1, 2, 3] };
    expect(nextNumber(counter, 1)).toBe(4);
    const settled = settleInFlight(counter);
    expect(settled.inFlight).toEqual([]);
    expect(nextNumber(settled, 1)).toBe(4);
    expect(settleInFlight(newCounter(1))).toEqual(newCounter(1));
  });
});
