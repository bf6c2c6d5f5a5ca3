import { describe, expect, it, vi } from 'vitest';
import { lookupCost } from '../../../../../renderer/screens/comments/author-facts-store';

// The store talks to the host; the cost needs none of it.
vi.mock('../../../../../renderer/desk/desk', () => ({ desk: {}, errorMessage: String }));

describe('the cost of an author look-up', () => {
  it('counts each author not yet asked once, 50 to a unit', () => {
    const comments = Array.from({ length: 240 }, (_, n) => ({ authorChannelId: `UC${n % 120}` }));
    expect(lookupCost(comments, new Set())).toMatchObject({ units: 3 });
    expect(lookupCost(comments, new Set())?.ids.length).toBe(120);
    const asked = new Set(Array.from({ length: 100 }, (_, n) => `UC${n}`));
    expect(lookupCost(comments, asked)).toEqual({
      ids: Array.from({ length: 20 }, (_, n) => `UC${100 + n}`),
      units: 1,
    });
  });

  it('costs nothing when every author is known or has no channel id', () => {
    expect(lookupCost([{ authorChannelId: 'UC1' }, {}], new Set(['UC1']))).toEqual({ ids: [], units: 0 });
  });
});
