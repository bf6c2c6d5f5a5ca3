// The section rules the form and the contract share: what each kind needs, the limits, the 10-section limit's
// explanation, and the contract refusing what the platform would refuse before any call.
import { describe, expect, it } from 'vitest';
import {
  addSectionBlockedReason,
  channelSectionCalls,
  sectionContentProblem,
} from '../../../../shared/ipc/channel-sections';

const PL = (n: number) => `PL${String(n).padStart(4, '0')}`;

describe('channel section rules', () => {
  it('each kind asks for what the platform needs', () => {
    expect(sectionContentProblem({ type: 'recentUploads' })).toBeUndefined();
    expect(sectionContentProblem({ type: 'singlePlaylist', playlistIds: [] })).toBe(
      'Pick the playlist this section shows.',
    );
    expect(sectionContentProblem({ type: 'singlePlaylist', playlistIds: [PL(1), PL(2)] })).toBe(
      'Pick the playlist this section shows.',
    );
    expect(sectionContentProblem({ type: 'multiplePlaylists', playlistIds: [PL(1)] })).toBe(
      'This kind of section needs a title.',
    );
    expect(sectionContentProblem({ type: 'multiplePlaylists', title: 'x', playlistIds: [PL(1), PL(1)] })).toBe(
      'A playlist is picked twice.',
    );
    expect(sectionContentProblem({ type: 'multipleChannels', title: 'Friends' })).toBe('Pick at least one channel.');
    expect(sectionContentProblem({ type: 'recentUploads', playlistIds: [PL(1)] })).toBe(
      'This kind of section shows no playlists.',
    );
    expect(sectionContentProblem({ type: 'multiplePlaylists', title: 'é'.repeat(101), playlistIds: [PL(1)] })).toMatch(
      /101 characters long/,
    );
  });

  it('the Add button’s reason appears at 10 sections and not before', () => {
    expect(addSectionBlockedReason(9)).toBeUndefined();
    expect(addSectionBlockedReason(10)).toBe('A channel shows at most 10 sections; remove one to add another.');
  });

  it('the contract refuses content the platform would refuse, and hostile ids', () => {
    const add = channelSectionCalls['channelSections.add'].input;
    expect(add.safeParse({ type: 'singlePlaylist', playlistIds: [PL(1)] }).success).toBe(true);
    expect(add.safeParse({ type: 'multiplePlaylists', playlistIds: [PL(1)] }).success).toBe(false);
    expect(add.safeParse({ type: 'likes' }).success).toBe(false);
    expect(add.safeParse({ type: 'recentUploads', extra: 1 }).success).toBe(false);
    expect(add.safeParse({ type: 'multipleChannels', title: 't', channelIds: ['UC../../etc'] }).success).toBe(false);
    const move = channelSectionCalls['channelSections.move'].input;
    expect(move.safeParse({ sectionId: 'UCx.abc', position: 9 }).success).toBe(true);
    expect(move.safeParse({ sectionId: 'UCx.abc', position: 10 }).success).toBe(false);
    expect(move.safeParse({ sectionId: 'a b', position: 0 }).success).toBe(false);
  });
});
