// A bulk preview of 22 videos whose 2 changes sit at positions 13 and 22 shows those 2 first and folds the 20 others;
// a job's results put what it changed (or could not) before what was already like that.
import { describe, expect, it } from 'vitest';
import type { ItemState } from '../../../../../../shared/bulk/bulk-job';
import type { VideoOutcome } from '../../../../../../shared/bulk/bulk-preview';
import { changesFirst } from '../../../../../../renderer/screens/library/bulk/changes-first';

const preview = (outcomes: Record<number, VideoOutcome>, length: number) =>
  Array.from({ length }, (_, index) => ({ id: `v${index + 1}`, outcome: outcomes[index + 1] ?? 'untouched' }));

describe('changesFirst', () => {
  it('puts the 2 changes of 22 first, in the table order, and the 20 untouched apart', () => {
    const videos = preview({ 13: 'changed', 22: 'changed' }, 22);
    const { first, quiet } = changesFirst(videos, (video) => video.outcome, ['changed', 'refused'], ['untouched']);
    expect(first.map((video) => video.id)).toEqual(['v13', 'v22']);
    expect(quiet).toHaveLength(20);
    expect(quiet[0]!.id).toBe('v1');
    expect(quiet[19]!.id).toBe('v21');
  });

  it('ranks changes before refusals, each kind keeping its order', () => {
    const videos = preview({ 2: 'refused', 3: 'changed', 5: 'refused', 6: 'changed' }, 6);
    const { first } = changesFirst(videos, (video) => video.outcome, ['changed', 'refused'], ['untouched']);
    expect(first.map((video) => video.id)).toEqual(['v3', 'v6', 'v2', 'v5']);
  });

  it('places a kind not ranked after the ranked ones', () => {
    const items: Array<{ id: string; state: ItemState }> = [
      { id: 'a', state: 'pending' },
      { id: 'b', state: 'unchanged' },
      { id: 'c', state: 'updated' },
    ];
    const { first, quiet } = changesFirst(items, (item) => item.state, ['updated'], ['unchanged']);
    expect(first.map((item) => item.id)).toEqual(['c', 'a']);
    expect(quiet.map((item) => item.id)).toEqual(['b']);
  });
});
