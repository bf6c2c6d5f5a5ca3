// The Playlists store's optimistic moves: the new order shows before the platform answers, stays when it accepts,
// and goes back to the order before the move when it refuses, with an error notice that names the video. One move at
// a time; a move answered after the user left the playlist does not overwrite the other playlist's items.
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { PlaylistItemView } from '../../../../../shared/ipc/playlists';
import { DeskCallError } from '../../../../../renderer/desk/desk-client';
import { pendingCalls } from '../../../support/scripted-desk';

vi.mock('../../../../../renderer/desk/desk', () =>
  import('../../../support/scripted-desk').then((scripted) => scripted.deskModule),
);

const { usePlaylists } = await import('../../../../../renderer/screens/playlists/playlists-store');
const { useNotices } = await import('../../../../../renderer/stores/notice-store');

const item = (n: number, title: string): PlaylistItemView => ({
  id: `item${n}`,
  videoId: `video000000${n}`.slice(0, 11),
  position: n,
  title,
  unavailable: false,
});

const ITEMS = [item(0, 'Intro'), item(1, 'Lighting'), item(2, 'Grading')];
const titles = () => usePlaylists.getState().items?.map((entry) => entry.title);

beforeEach(() => {
  pendingCalls.length = 0;
  useNotices.setState({ notices: [] });
  usePlaylists.setState({
    playlists: [{ id: 'PLone', title: 'One', description: '', privacy: 'public', itemCount: 3 }],
    selectedId: 'PLone',
    items: ITEMS,
    busy: undefined,
    moving: undefined,
    error: undefined,
    announcement: undefined,
  });
});

describe('moving an item', () => {
  it('shows the new order at once, renumbered, and sends the move with the 0-based position', () => {
    void usePlaylists.getState().move('item2', 0);
    expect(titles()).toEqual(['Grading', 'Intro', 'Lighting']);
    expect(usePlaylists.getState().items?.map((entry) => entry.position)).toEqual([0, 1, 2]);
    expect(usePlaylists.getState().moving).toBe('item2');
    expect(pendingCalls).toHaveLength(1);
    expect(pendingCalls[0]).toMatchObject({
      name: 'playlists.moveItem',
      input: { playlistId: 'PLone', itemId: 'item2', videoId: ITEMS[2]?.videoId, position: 0 },
    });
  });

  it('keeps the order when the platform accepts and announces where the video went', async () => {
    const moved = usePlaylists.getState().move('item0', 2);
    pendingCalls[0]?.resolve({ ...ITEMS[0], position: 2 });
    expect(await moved).toBe(true);
    expect(titles()).toEqual(['Lighting', 'Grading', 'Intro']);
    expect(usePlaylists.getState().moving).toBeUndefined();
    expect(usePlaylists.getState().announcement).toBe('“Intro” moved to position 3 of 3.');
    expect(useNotices.getState().notices).toEqual([]);
  });

  it('puts the order back when the platform refuses, and a notice names the video and its place', async () => {
    const moved = usePlaylists.getState().move('item1', 0);
    expect(titles()).toEqual(['Lighting', 'Intro', 'Grading']);
    pendingCalls[0]?.reject(
      // The main process hands the platform's message over as plain text (data-api-errors.ts reads its markup).
      new Error("The playlist item identified with the request's id parameter cannot be found."),
    );
    expect(await moved).toBe(false);
    expect(titles()).toEqual(['Intro', 'Lighting', 'Grading']);
    expect(usePlaylists.getState().items).toBe(ITEMS);
    expect(usePlaylists.getState().moving).toBeUndefined();
    const [notice] = useNotices.getState().notices;
    expect(notice?.level).toBe('error');
    expect(notice?.message).toContain('“Lighting” could not be moved, so it is back at position 2');
    expect(notice?.message).toContain("the request's id parameter cannot be found.");
  });

  it('takes one move at a time: a second move while the first is unanswered is not sent', async () => {
    const first = usePlaylists.getState().move('item2', 0);
    expect(await usePlaylists.getState().move('item0', 2)).toBe(false);
    expect(pendingCalls).toHaveLength(1);
    pendingCalls[0]?.resolve({});
    await first;
    expect(titles()).toEqual(['Grading', 'Intro', 'Lighting']);
  });

  it('ignores moves that go nowhere or off the list', async () => {
    expect(await usePlaylists.getState().move('item1', 1)).toBe(false);
    expect(await usePlaylists.getState().move('item1', 3)).toBe(false);
    expect(await usePlaylists.getState().move('nope', 0)).toBe(false);
    expect(pendingCalls).toHaveLength(0);
    expect(usePlaylists.getState().items).toBe(ITEMS);
  });

  it('does not roll back over another playlist the user opened meanwhile', async () => {
    const moved = usePlaylists.getState().move('item2', 0);
    const other = [item(0, 'Elsewhere')];
    usePlaylists.setState({ selectedId: 'PLtwo', items: other });
    pendingCalls[0]?.reject(new Error('refused'));
    await moved;
    expect(usePlaylists.getState().items).toBe(other);
    expect(useNotices.getState().notices[0]?.message).toContain('“Grading” could not be moved');
  });
});

describe('adding videos', () => {
  it('appends what was added in order and reports the first refusal with what was not sent', async () => {
    usePlaylists.setState({
      channelVideos: [{ videoId: 'badVideo001', title: 'Broken upload' }],
    });
    const adding = usePlaylists.getState().addVideos(['newVideo001', 'badVideo001', 'newVideo003']);
    expect(pendingCalls[0]).toMatchObject({
      name: 'playlists.addVideos',
      input: { playlistId: 'PLone', videoIds: ['newVideo001', 'badVideo001', 'newVideo003'] },
    });
    pendingCalls[0]?.resolve({
      added: [{ id: 'item9', videoId: 'newVideo001', position: 0, title: 'Fresh', unavailable: false }],
      failed: { videoId: 'badVideo001', code: 'not-found', message: 'Video not found.', notSent: 1 },
    });
    expect(await adding).toBe(false);
    expect(titles()).toEqual(['Intro', 'Lighting', 'Grading', 'Fresh']);
    expect(usePlaylists.getState().items?.[3]?.position).toBe(3);
    expect(usePlaylists.getState().playlists?.[0]?.itemCount).toBe(4);
    const [notice] = useNotices.getState().notices;
    expect(notice?.message).toContain('1 video added. “Broken upload” was refused: Video not found.');
    expect(notice?.message).toContain('The 1 after it were not sent');
    expect(usePlaylists.getState().error).toMatchObject({ code: 'not-found', kind: 'show-message' });
  });
});

describe('failures the screen acts on', () => {
  it('keeps the code and kind of a refused load, and when a quota refusal lifts', async () => {
    const loading = usePlaylists.getState().load();
    pendingCalls[0]?.reject(new DeskCallError({ code: 'quota-exceeded', message: 'The daily API quota is used up.' }));
    await loading;
    const { error } = usePlaylists.getState();
    expect(error).toMatchObject({ code: 'quota-exceeded', kind: 'wait', message: 'The daily API quota is used up.' });
    expect(error?.retryAt).toBeGreaterThan(Date.now());
  });

  it('keeps a dead sign-in as one, for the channel videos the picker lists', async () => {
    const loading = usePlaylists.getState().loadChannelVideos();
    pendingCalls[0]?.reject(new DeskCallError({ code: 'reconnect-required', message: 'Sign in again.' }));
    await loading;
    expect(usePlaylists.getState().videosError).toEqual({
      code: 'reconnect-required',
      kind: 'sign-in',
      message: 'Sign in again.',
    });
  });
});
