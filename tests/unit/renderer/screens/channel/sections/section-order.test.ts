// The reorder rules of the Sections tab: a move shifts the others and renumbers every position as the platform
// does; a move nowhere, out of range or of an unknown section is no move at all.
import { describe, expect, it } from 'vitest';
import type { SectionView } from '../../../../../../shared/ipc/channel-sections';
import {
  moveSection,
  sectionName,
  sectionTitle,
} from '../../../../../../renderer/screens/channel/sections/section-order';

const view = (id: string, position: number): SectionView => ({
  id,
  type: 'recentUploads',
  position,
  playlists: [],
  channels: [],
});
const four = ['a', 'b', 'c', 'd'].map(view);

describe('section order', () => {
  it('moves a section down and up, the others shifting, positions renumbered', () => {
    expect(moveSection(four, 'a', 2)?.map((s) => [s.id, s.position])).toEqual([
      ['b', 0],
      ['c', 1],
      ['a', 2],
      ['d', 3],
    ]);
    expect(moveSection(four, 'd', 0)?.map((s) => s.id)).toEqual(['d', 'a', 'b', 'c']);
  });

  it('keeps the sections that did not change place as they were', () => {
    const moved = moveSection(four, 'c', 3);
    expect(moved?.[0]).toBe(four[0]);
    expect(moved?.[1]).toBe(four[1]);
  });

  it('refuses a move to the same place, out of range, or of an unknown section', () => {
    expect(moveSection(four, 'b', 1)).toBeUndefined();
    expect(moveSection(four, 'b', 4)).toBeUndefined();
    expect(moveSection(four, 'b', -1)).toBeUndefined();
    expect(moveSection(four, 'zz', 0)).toBeUndefined();
  });

  it('names a section by its title, its one playlist, or its kind', () => {
    const label = (type: string) => `kind:${type}`;
    expect(sectionName({ ...view('x', 0), title: 'Start here' }, label)).toBe('“Start here”');
    const single = {
      ...view('y', 0),
      type: 'singlePlaylist',
      playlists: [{ id: 'PL1', title: 'Tutorials', available: true }],
    };
    expect(sectionTitle(single, label)).toBe('Tutorials');
    expect(sectionTitle({ ...single, playlists: [{ id: 'PL1', title: 'x', available: false }] }, label)).toBe(
      'kind:singlePlaylist',
    );
    expect(sectionTitle(view('z', 0), label)).toBe('kind:recentUploads');
  });
});
