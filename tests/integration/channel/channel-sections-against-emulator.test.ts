// The Sections tab's service with the app's own Data API client against the emulator (conformance mode on): the demo
// channel's four sections in order with their playlists' titles, an added section of each shape, an edit that keeps
// the section's place, a move the platform confirms, the 11th refused in plain words, and a delete.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createChannelSectionsService,
  type ChannelSectionsService,
} from '../../../electron/channel-sections/channel-sections-service';
import { startEmulatorHarness, type EmulatorHarness } from '../support/emulator-harness';

const TUTORIALS = 'PLd3moTutorials0000000000000000001';
const BEHIND = 'PLd3moBehindTheScenes00000000000002';
const FELIX = 'UCViewerFelixGrau0000006';

let fx: EmulatorHarness;
let sections: ChannelSectionsService;
let token: string;

async function platformOrder(): Promise<string[]> {
  const answer = await fx.api('/channelSections?part=snippet&mine=true', token);
  return (answer.body.items as Array<{ id: string; snippet: { position: number } }>)
    .sort((a, b) => a.snippet.position - b.snippet.position)
    .map((item) => item.id);
}

beforeAll(async () => {
  fx = await startEmulatorHarness();
  await fx.json('PUT', '/_emulator/v1/quota', { limit: 1_000_000 });
  token = await fx.token();
  const client = fx.dataApiClient();
  sections = createChannelSectionsService({ dataApi: () => client });
});
afterAll(async () => {
  await fx.close();
});

describe('channel sections against the emulator', () => {
  it('lists the demo sections in position order, their playlists named', async () => {
    const listed = await sections.list();
    expect(listed.map((section) => [section.type, section.position, section.title])).toEqual([
      ['recentUploads', 0, undefined],
      ['popularUploads', 1, undefined],
      ['singlePlaylist', 2, undefined],
      ['multiplePlaylists', 3, 'Start here'],
    ]);
    expect(listed[3]?.playlists.map((playlist) => [playlist.id, playlist.title, playlist.available])).toEqual([
      [TUTORIALS, 'Tutorials', true],
      [BEHIND, 'Behind the scenes', true],
    ]);
    expect(listed[3]?.playlists[0]?.itemCount).toBe(3);
  });

  it('adds a featured-channels section naming a channel known only through subscriptions', async () => {
    // The emulator once refused viewer channels here (channelNotFound) though subscriptions.insert takes them.
    const added = await sections.add({
      type: 'multipleChannels',
      title: 'Friends of the studio',
      channelIds: [fx.info.demo.otherChannelId, FELIX],
    });
    expect(added).toMatchObject({ type: 'multipleChannels', title: 'Friends of the studio', position: 4 });
    expect(added.channels.map((channel) => [channel.id, channel.available])).toEqual([
      [fx.info.demo.otherChannelId, true],
      [FELIX, true],
    ]);
    expect(added.channels[1]?.title).toBe('Felix Grau Audio');
    expect(added.channels[0]?.title).not.toBe(fx.info.demo.otherChannelId);
  });

  it('an edit keeps the section where it is; a move is what the platform then lists', async () => {
    const before = await platformOrder();
    const startHere = before[3] ?? '';
    const edited = await sections.update(startHere, {
      type: 'multiplePlaylists',
      title: 'Start here, then stay',
      playlistIds: [BEHIND],
    });
    expect(edited).toMatchObject({ position: 3, title: 'Start here, then stay' });
    expect(edited.playlists.map((playlist) => playlist.title)).toEqual(['Behind the scenes']);
    expect(await platformOrder()).toEqual(before);

    const moved = await sections.move(startHere, 0);
    expect(moved.position).toBe(0);
    expect(await platformOrder()).toEqual([startHere, ...before.filter((id) => id !== startHere)]);
    // The move sent the section whole: its title and playlists are as they were.
    const raw = await fx.api(`/channelSections?part=snippet,contentDetails&id=${encodeURIComponent(startHere)}`, token);
    expect(raw.body.items[0].snippet.title).toBe('Start here, then stay');
    expect(raw.body.items[0].contentDetails.playlists).toEqual([BEHIND]);
  });

  it('refuses the 11th section in plain words, and a private playlist with what to do', async () => {
    while ((await sections.list()).length < 10) await sections.add({ type: 'allPlaylists' });
    await expect(sections.add({ type: 'recentUploads' })).rejects.toMatchObject({
      code: 'rejected',
      message: expect.stringContaining('already has the 10 sections it allows. Remove one'),
      details: { reason: 'maxChannelSectionExceeded' },
    });
    const listed = await sections.list();
    await sections.remove(listed[9]?.id ?? '');
    expect(await sections.list()).toHaveLength(9);
    const created = await fx.json(
      'POST',
      '/youtube/v3/playlists?part=snippet,status',
      { snippet: { title: 'Drafts' }, status: { privacyStatus: 'private' } },
      token,
    );
    expect(created.status).toBe(200);
    await expect(sections.add({ type: 'singlePlaylist', playlistIds: [created.body.id] })).rejects.toMatchObject({
      message: expect.stringContaining('A private playlist cannot be shown in a section'),
      details: { reason: 'playlistIsPrivate' },
    });
  });

  it('a section removed behind the app’s back is named as gone', async () => {
    const listed = await sections.list();
    const last = listed[listed.length - 1]?.id ?? '';
    await sections.remove(last);
    await expect(sections.move(last, 0)).rejects.toMatchObject({
      code: 'not-found',
      message: expect.stringContaining('no longer on the channel'),
    });
    await expect(sections.remove(last)).rejects.toMatchObject({
      message: expect.stringContaining('no longer on the channel'),
    });
  });
});
