// The Sections store's optimistic moves: the new order shows before the platform answers, stays when it accepts, and
// goes back when it refuses, with an error notice that names the section and its place. One move at a time. An
// add the platform refuses leaves the list as it was and hands the refusal to the form.
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { SectionView } from '../../../../../../shared/ipc/channel-sections';
import { DeskCallError } from '../../../../../../renderer/desk/desk-client';
import { pendingCalls } from '../../../../support/scripted-desk';

vi.mock('../../../../../../renderer/desk/desk', () =>
  import('../../../../support/scripted-desk').then((scripted) => scripted.deskModule),
);

const { useSections } = await import('../../../../../../renderer/screens/channel/sections/sections-store');
const { useNotices } = await import('../../../../../../renderer/stores/notice-store');

const view = (id: string, position: number, title?: string): SectionView => ({
  id,
  type: title ? 'multiplePlaylists' : 'recentUploads',
  position,
  ...(title ? { title } : {}),
  playlists: [],
  channels: [],
});
const SECTIONS = [view('S.a', 0), view('S.b', 1, 'Start here'), view('S.c', 2, 'Friends')];
const ids = () => useSections.getState().sections?.map((section) => section.id);

beforeEach(() => {
  pendingCalls.length = 0;
  useNotices.setState({ notices: [] });
  useSections.setState({
    sections: SECTIONS,
    busy: undefined,
    moving: undefined,
    error: undefined,
    announcement: undefined,
  });
});

describe('moving a section', () => {
  it('shows the new order at once and sends the 0-based position', () => {
    void useSections.getState().move('S.c', 0);
    expect(ids()).toEqual(['S.c', 'S.a', 'S.b']);
    expect(useSections.getState().sections?.map((section) => section.position)).toEqual([0, 1, 2]);
    expect(pendingCalls[0]).toMatchObject({ name: 'channelSections.move', input: { sectionId: 'S.c', position: 0 } });
  });

  it('keeps the order when the platform accepts and announces it', async () => {
    const moved = useSections.getState().move('S.b', 2);
    pendingCalls[0]?.resolve({ ...SECTIONS[1], position: 2 });
    expect(await moved).toBe(true);
    expect(ids()).toEqual(['S.a', 'S.c', 'S.b']);
    expect(useSections.getState().announcement).toBe('“Start here” moved to position 3 of 3.');
    expect(useNotices.getState().notices).toEqual([]);
  });

  it('puts the order back when the platform refuses, and a notice names the section and its place', async () => {
    const moved = useSections.getState().move('S.b', 0);
    pendingCalls[0]?.reject(new Error('The platform is unavailable.'));
    expect(await moved).toBe(false);
    expect(ids()).toEqual(['S.a', 'S.b', 'S.c']);
    expect(useSections.getState().moving).toBeUndefined();
    const [notice] = useNotices.getState().notices;
    expect(notice?.level).toBe('error');
    expect(notice?.message).toMatch(/^The section “Start here” could not be moved, so it is back at position 2: /);
    expect(notice?.message).toContain('The platform is unavailable.');
  });

  it('takes one move at a time', async () => {
    void useSections.getState().move('S.a', 1);
    expect(await useSections.getState().move('S.c', 0)).toBe(false);
    expect(pendingCalls).toHaveLength(1);
  });
});

describe('adding a section', () => {
  it('a refusal leaves the list as it was and goes back to the form', async () => {
    const added = useSections.getState().add({ type: 'recentUploads' });
    expect(useSections.getState().busy).toBe('save');
    pendingCalls[0]?.reject(
      new DeskCallError({
        code: 'rejected',
        message: 'The platform refused: the channel already has the 10 sections it allows.',
      }),
    );
    expect(await added).toEqual({
      code: 'rejected',
      kind: 'fix-input',
      message: 'The platform refused: the channel already has the 10 sections it allows.',
    });
    expect(ids()).toEqual(['S.a', 'S.b', 'S.c']);
    expect(useSections.getState().busy).toBeUndefined();
  });

  it('an accepted one joins the list at the place the platform gave it', async () => {
    const added = useSections.getState().add({ type: 'multiplePlaylists', title: 'New', playlistIds: ['PL1'] });
    expect(pendingCalls[0]?.input).toEqual({ type: 'multiplePlaylists', title: 'New', playlistIds: ['PL1'] });
    pendingCalls[0]?.resolve(view('S.d', 3, 'New'));
    expect(await added).toBeUndefined();
    expect(ids()).toEqual(['S.a', 'S.b', 'S.c', 'S.d']);
    expect(useSections.getState().announcement).toBe('The section “New” was added at position 4.');
  });
});

describe('removing a section', () => {
  it('names the section in the failure and keeps its code and kind', async () => {
    const removed = useSections.getState().remove('S.b');
    pendingCalls[0]?.reject(new DeskCallError({ code: 'reconnect-required', message: 'Sign in again.' }));
    await removed;
    expect(useSections.getState().error).toEqual({
      code: 'reconnect-required',
      kind: 'sign-in',
      message: '“Start here” could not be removed: Sign in again.',
    });
  });
});
