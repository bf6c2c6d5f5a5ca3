import { describe, expect, it } from 'vitest';
import { payloadBoundsProblem } from '../../../../shared/ipc/payload-bounds';
import { timeCall } from '../../../support/event-loop-watch';

const bounds = { maxDepth: 3, maxValues: 6 };

describe('payloadBoundsProblem', () => {
  it('takes payloads within the depth and the count of values', () => {
    expect(payloadBoundsProblem({ a: [1, 2], b: { c: 'x' } }, bounds)).toBeUndefined();
    expect(payloadBoundsProblem(undefined, bounds)).toBeUndefined();
    expect(payloadBoundsProblem('a long string is one value'.repeat(1000), bounds)).toBeUndefined();
  });

  it('refuses nesting and counts beyond the bounds, naming which', () => {
    expect(payloadBoundsProblem([[[[1]]]], bounds)).toBe('it is nested more than 3 levels deep');
    expect(payloadBoundsProblem([1, 2, 3, 4, 5, 6], bounds)).toBe('it holds more than 6 values');
    expect(payloadBoundsProblem({ a: 1, b: 2, c: { d: 3, e: 4, f: 5 } }, bounds)).toBe('it holds more than 6 values');
  });

  it('refuses an array of ten million entries in the time of a few, with the default bounds', () => {
    const enormous = new Array<number>(10_000_000).fill(0);
    payloadBoundsProblem([1]);
    // Generous: a walk of the whole array would take hundreds of milliseconds.
    expect(
      timeCall(() => expect(payloadBoundsProblem({ files: enormous })).toMatch(/more than 50000 values/)),
    ).toBeLessThan(50);
  });
});
