import { describe, expect, it, vi } from 'vitest';
import { DeskCallError } from '../../../../../renderer/desk/desk-client';
import { lookupCost, useAuthorFacts } from '../../../../../renderer/screens/comments/author-facts-store';

const call = vi.fn();
vi.mock('../../../../../renderer/desk/desk', () => ({ desk: { call: (...args: unknown[]) => call(...args) } }));

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

describe('a look-up that fails', () => {
  it("is kept as a Failure of its kind, in the screen's words, and the next look-up clears it", async () => {
    call.mockRejectedValueOnce(new DeskCallError({ code: 'quota-exceeded', message: 'The daily quota is spent.' }));
    await useAuthorFacts.getState().lookUp(['UC1']);
    expect(useAuthorFacts.getState().problem).toMatchObject({
      code: 'quota-exceeded',
      kind: 'wait',
      message: 'The look-up stopped: The daily quota is spent.',
    });
    expect(useAuthorFacts.getState().problem?.retryAt).toBeGreaterThan(0);
    call.mockResolvedValueOnce({ authors: [{ id: 'UC1' }], calls: 1, missing: [] });
    await useAuthorFacts.getState().lookUp(['UC1']);
    expect(useAuthorFacts.getState().problem).toBeUndefined();
  });
});
