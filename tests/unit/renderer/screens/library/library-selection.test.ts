// Picking videos for a bulk edit as a file manager does: a click, a Shift-range from the anchor, a Ctrl/Cmd toggle,
// everything shown, and picks forgotten when their video goes.
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  keepKnown,
  NO_SELECTION,
  pick,
  pickAll,
  selectedVideos,
} from '../../../../../renderer/screens/library/library-selection';

const ORDER = ['a', 'b', 'c', 'd', 'e'];
const ids = (selection: { ids: ReadonlySet<string> }) => [...selection.ids].sort();

describe('pick', () => {
  it('a plain click picks only that row and anchors there', () => {
    const first = pick(NO_SELECTION, ORDER, 'b');
    const second = pick(first, ORDER, 'd');
    expect(ids(second)).toEqual(['d']);
    expect(second.anchor).toBe('d');
  });

  it('Shift picks the range from the anchor, either way, and keeps the anchor', () => {
    const anchored = pick(NO_SELECTION, ORDER, 'd');
    const up = pick(anchored, ORDER, 'b', { range: true });
    expect(ids(up)).toEqual(['b', 'c', 'd']);
    expect(up.anchor).toBe('d');
    const down = pick(up, ORDER, 'e', { range: true });
    expect(ids(down)).toEqual(['d', 'e']);
  });

  it('Ctrl toggles one row and keeps the rest; Ctrl+Shift adds a range', () => {
    const one = pick(NO_SELECTION, ORDER, 'a');
    const two = pick(one, ORDER, 'c', { toggle: true });
    expect(ids(two)).toEqual(['a', 'c']);
    expect(ids(pick(two, ORDER, 'a', { toggle: true }))).toEqual(['c']);
    expect(ids(pick(two, ORDER, 'e', { toggle: true, range: true }))).toEqual(['a', 'c', 'd', 'e']);
  });

  it('Shift with no anchor picks the one row; an unknown row changes nothing', () => {
    expect(ids(pick(NO_SELECTION, ORDER, 'c', { range: true }))).toEqual(['c']);
    const some = pick(NO_SELECTION, ORDER, 'a');
    expect(pick(some, ORDER, 'zz', { range: true })).toBe(some);
  });

  it('a range is always a contiguous run of the shown order holding both ends', () => {
    fc.assert(
      fc.property(fc.nat(ORDER.length - 1), fc.nat(ORDER.length - 1), (from, to) => {
        const result = pick(pick(NO_SELECTION, ORDER, ORDER[from]!), ORDER, ORDER[to]!, { range: true });
        const positions = [...result.ids].map((id) => ORDER.indexOf(id)).sort((x, y) => x - y);
        expect(positions).toEqual(Array.from({ length: Math.abs(to - from) + 1 }, (_, i) => Math.min(from, to) + i));
      }),
    );
  });
});

describe('pickAll and keepKnown', () => {
  it('picks every shown row, keeping a shown anchor', () => {
    const all = pickAll(pick(NO_SELECTION, ORDER, 'c'), ['b', 'c']);
    expect(ids(all)).toEqual(['b', 'c']);
    expect(all.anchor).toBe('c');
    expect(pickAll(pick(NO_SELECTION, ORDER, 'e'), ['b', 'c']).anchor).toBe('b');
  });

  it('forgets the picks of videos that are gone', () => {
    const all = pickAll(NO_SELECTION, ORDER);
    const kept = keepKnown(all, new Set(['a', 'b']));
    expect(ids(kept)).toEqual(['a', 'b']);
    expect(keepKnown(kept, new Set(ORDER))).toBe(kept);
  });
});

describe('selectedVideos', () => {
  const loaded = ['a', 'b', 'c', 'd'].map((id) => ({ id }));
  it('gives the shown selected ones in the table order, then those the filter hides: one count for all', () => {
    const shown = [{ id: 'c' }, { id: 'a' }];
    const ids = new Set(['a', 'c', 'd', 'gone']);
    expect(selectedVideos(ids, shown, loaded).map((video) => video.id)).toEqual(['c', 'a', 'd']);
  });
  it('is empty without a selection', () => {
    expect(selectedVideos(new Set(), loaded, loaded)).toEqual([]);
  });
});
