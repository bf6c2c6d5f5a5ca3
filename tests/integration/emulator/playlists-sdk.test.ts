// Playlists and playlist items driven by the platform's official Node client (@googleapis/youtube) against the
// emulator: list (mine, id, channelId, pages; the uploads playlist left out), insert/update/delete with the real
// refusals, items at 0-based positions, moves that shift the others, itemCount following, and only the owner writing.
import { auth, youtube, type youtube_v3 } from '@googleapis/youtube';
import { GaxiosError } from 'gaxios';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startEmulatorHarness, type EmulatorHarness } from '../support/emulator-harness';

let fx: EmulatorHarness;
let mine: youtube_v3.Youtube;
let other: youtube_v3.Youtube;

function clientFor(token: string): youtube_v3.Youtube {
  const oauth = new auth.OAuth2();
  oauth.setCredentials({ access_token: token, expiry_date: Date.now() + 3_600_000 });
  return youtube({ version: 'v3', rootUrl: `${fx.baseUrl}/`, auth: oauth });
}

beforeAll(async () => {
  fx = await startEmulatorHarness();
  mine = clientFor(await fx.token());
  other = clientFor(await fx.token({ channelId: fx.info.demo.otherChannelId }));
});
afterAll(async () => {
  await fx.close();
});
beforeEach(async () => {
  await fx.controlOk('POST', '/_emulator/v1/quota/reset');
});

async function failure(promise: Promise<unknown>): Promise<{ status: number; reason?: string; domain?: string }> {
  try {
    await promise;
  } catch (error) {
    expect(error).toBeInstanceOf(GaxiosError);
    const gaxios = error as GaxiosError;
    const detail = (gaxios.response?.data as { error?: { errors?: Array<{ reason?: string; domain?: string }> } })
      ?.error?.errors?.[0];
    return { status: gaxios.response?.status ?? 0, reason: detail?.reason, domain: detail?.domain };
  }
  throw new Error('expected the call to fail');
}

async function newPlaylist(title: string, privacyStatus?: string): Promise<string> {
  const created = await mine.playlists.insert({
    part: ['snippet', 'status'],
    requestBody: { snippet: { title }, ...(privacyStatus ? { status: { privacyStatus } } : {}) },
  });
  return created.data.id ?? '';
}

async function order(playlistId: string): Promise<string[]> {
  const listed = await mine.playlistItems.list({ part: ['snippet'], playlistId, maxResults: 50 });
  return (listed.data.items ?? []).map((item) => {
    expect(item.snippet?.position).toBe(listed.data.items?.indexOf(item));
    return item.snippet?.resourceId?.videoId ?? '';
  });
}

async function itemCount(playlistId: string): Promise<number | null | undefined> {
  const listed = await mine.playlists.list({ part: ['contentDetails'], id: [playlistId] });
  return listed.data.items?.[0]?.contentDetails?.itemCount;
}

describe('playlists through the official client', () => {
  it("lists the demo channel's playlists with every part, without the uploads playlist", async () => {
    const listed = await mine.playlists.list({
      part: ['snippet', 'status', 'contentDetails', 'player', 'localizations'],
      mine: true,
      maxResults: 50,
    });
    expect(listed.data.kind).toBe('youtube#playlistListResponse');
    const ids = (listed.data.items ?? []).map((playlist) => playlist.id);
    expect(ids).toContain('PLd3moTutorials0000000000000000001');
    expect(ids).not.toContain(fx.info.demo.uploadsPlaylistId);
    const tutorials = listed.data.items?.find((playlist) => playlist.id === 'PLd3moTutorials0000000000000000001');
    expect(tutorials?.kind).toBe('youtube#playlist');
    expect(tutorials?.snippet?.title).toBe('Tutorials');
    expect(tutorials?.snippet?.channelId).toBe(fx.info.demo.channelId);
    expect(tutorials?.status?.privacyStatus).toBe('public');
    expect(tutorials?.contentDetails?.itemCount).toBe(3);
    expect(tutorials?.player?.embedHtml).toContain('videoseries?list=PLd3moTutorials');
    // The uploads playlist is reached by id.
    const uploads = await mine.playlists.list({ part: ['snippet'], id: [fx.info.demo.uploadsPlaylistId] });
    expect(uploads.data.items?.[0]?.id).toBe(fx.info.demo.uploadsPlaylistId);
  });

  it('pages with maxResults and page tokens, and maxResults=0 gives the total only', async () => {
    const all = await mine.playlists.list({ part: ['id'], mine: true, maxResults: 50 });
    const total = all.data.pageInfo?.totalResults ?? 0;
    expect(total).toBeGreaterThanOrEqual(3);
    const first = await mine.playlists.list({ part: ['id'], mine: true, maxResults: 2 });
    expect(first.data.items).toHaveLength(2);
    const second = await mine.playlists.list({
      part: ['id'],
      mine: true,
      maxResults: 2,
      pageToken: first.data.nextPageToken ?? '',
    });
    expect(second.data.prevPageToken).toBeTruthy();
    const paged = [...(first.data.items ?? []), ...(second.data.items ?? [])].map((p) => p.id);
    expect(paged).toEqual((all.data.items ?? []).slice(0, paged.length).map((p) => p.id));
    const none = await mine.playlists.list({ part: ['id'], mine: true, maxResults: 0 });
    expect(none.data.items).toEqual([]);
    expect(none.data.pageInfo?.totalResults).toBe(total);
    expect((await failure(mine.playlists.list({ part: ['id'], mine: true, maxResults: 51 }))).reason).toBe(
      'invalidValue',
    );
  });

  it('shows another channel only the public playlists of a channel', async () => {
    const seen = await other.playlists.list({ part: ['status'], channelId: fx.info.demo.channelId, maxResults: 50 });
    expect(seen.data.items?.length).toBeGreaterThan(0);
    expect(seen.data.items?.every((playlist) => playlist.status?.privacyStatus === 'public')).toBe(true);
    expect((seen.data.items ?? []).map((p) => p.id)).not.toContain('PLd3moBehindTheScenes00000000000002');
    const missing = await failure(other.playlists.list({ part: ['id'], channelId: 'UCnoSuchChannel000000000' }));
    expect(missing).toMatchObject({ status: 404, reason: 'channelNotFound' });
  });

  it('inserts a public playlist by default, and a private one when asked', async () => {
    const created = await mine.playlists.insert({
      part: ['snippet', 'status', 'contentDetails'],
      requestBody: { snippet: { title: 'Road trip', description: 'Four days, one van.' } },
    });
    expect(created.status).toBe(200);
    expect(created.data.id).toMatch(/^PL[A-Za-z0-9_-]{32}$/);
    expect(created.data.snippet?.title).toBe('Road trip');
    expect(created.data.status?.privacyStatus).toBe('public');
    expect(created.data.contentDetails?.itemCount).toBe(0);
    const privateId = await newPlaylist('Drafts', 'private');
    expect((await mine.playlists.list({ part: ['status'], id: [privateId] })).data.items?.[0]?.status).toEqual({
      privacyStatus: 'private',
    });
    // Nobody else sees a private playlist, even by id.
    expect((await other.playlists.list({ part: ['status'], id: [privateId] })).data.items).toEqual([]);
  });

  it("refuses a playlist without a title or with one over 150 characters, with the platform's reasons", async () => {
    const untitled = await failure(
      mine.playlists.insert({ part: ['snippet'], requestBody: { snippet: { description: 'no title' } } }),
    );
    expect(untitled).toEqual({ status: 400, reason: 'playlistTitleRequired', domain: 'youtube.playlist' });
    const noSnippet = await failure(mine.playlists.insert({ part: ['status'], requestBody: { status: {} } }));
    expect(noSnippet.reason).toBe('playlistTitleRequired');
    const long = await failure(
      mine.playlists.insert({ part: ['snippet'], requestBody: { snippet: { title: 'x'.repeat(151) } } }),
    );
    expect(long).toEqual({ status: 400, reason: 'invalidPlaylistSnippet', domain: 'youtube.playlist' });
    const exactly = await mine.playlists.insert({
      part: ['snippet'],
      requestBody: { snippet: { title: 'é'.repeat(150) } },
    });
    expect(exactly.data.snippet?.title).toHaveLength(150);
    const badPrivacy = await failure(
      mine.playlists.insert({
        part: ['snippet', 'status'],
        requestBody: { snippet: { title: 'ok' }, status: { privacyStatus: 'secret' } },
      }),
    );
    expect(badPrivacy).toMatchObject({ status: 400, reason: 'invalidValue' });
  });

  it('updates title, description and privacy; only the owner may, and never the uploads playlist', async () => {
    const id = await newPlaylist('Before');
    const updated = await mine.playlists.update({
      part: ['snippet', 'status'],
      requestBody: {
        id,
        snippet: { title: 'After', description: 'Now described' },
        status: { privacyStatus: 'unlisted' },
      },
    });
    expect(updated.data.snippet).toMatchObject({ title: 'After', description: 'Now described' });
    expect(updated.data.status?.privacyStatus).toBe('unlisted');
    // The snippet is replaced whole: a description left out is cleared.
    const replaced = await mine.playlists.update({
      part: ['snippet'],
      requestBody: { id, snippet: { title: 'Again' } },
    });
    expect(replaced.data.snippet?.description).toBe('');
    expect((await mine.playlists.list({ part: ['status'], id: [id] })).data.items?.[0]?.status?.privacyStatus).toBe(
      'unlisted',
    );

    const foreign = await failure(
      other.playlists.update({ part: ['snippet'], requestBody: { id, snippet: { title: 'Mine now' } } }),
    );
    expect(foreign).toEqual({ status: 403, reason: 'playlistForbidden', domain: 'youtube.playlist' });
    const uploads = await failure(
      mine.playlists.update({
        part: ['snippet'],
        requestBody: { id: fx.info.demo.uploadsPlaylistId, snippet: { title: 'Renamed uploads' } },
      }),
    );
    expect(uploads).toMatchObject({ status: 400, reason: 'playlistOperationUnsupported' });
    const missing = await failure(
      mine.playlists.update({ part: ['snippet'], requestBody: { id: 'PLnope', snippet: { title: 'x' } } }),
    );
    expect(missing).toMatchObject({ status: 404, reason: 'playlistNotFound' });
    // A body part the part parameter does not name is refused.
    const unnamed = await failure(
      mine.playlists.update({
        part: ['snippet'],
        requestBody: { id, snippet: { title: 'x' }, status: { privacyStatus: 'public' } },
      }),
    );
    expect(unnamed).toMatchObject({ status: 400, reason: 'unexpectedPart' });
  });

  it('deletes with 204; only the owner, never the uploads playlist; the playlist is gone after', async () => {
    const id = await newPlaylist('Short-lived');
    expect((await failure(other.playlists.delete({ id }))).reason).toBe('playlistForbidden');
    expect(await failure(mine.playlists.delete({ id: fx.info.demo.uploadsPlaylistId }))).toMatchObject({
      status: 400,
      reason: 'playlistOperationUnsupported',
    });
    const deleted = await mine.playlists.delete({ id });
    expect(deleted.status).toBe(204);
    expect((await mine.playlists.list({ part: ['id'], id: [id] })).data.items).toEqual([]);
    expect(await failure(mine.playlists.delete({ id }))).toMatchObject({ status: 404, reason: 'playlistNotFound' });
  });

  it('charges 1 unit per list and 50 per write', async () => {
    const before = (await fx.controlOk('GET', '/_emulator/v1/quota')) as { used: number };
    await mine.playlists.list({ part: ['id'], mine: true });
    const id = await newPlaylist('Costly');
    await mine.playlists.delete({ id });
    const after = (await fx.controlOk('GET', '/_emulator/v1/quota')) as { used: number };
    expect(after.used - before.used).toBe(101);
  });

  it('refuses writes with an API key (login required) and without a write scope', async () => {
    const keyed = youtube({ version: 'v3', rootUrl: `${fx.baseUrl}/`, auth: fx.info.apiKey });
    expect(
      await failure(keyed.playlists.insert({ part: ['snippet'], requestBody: { snippet: { title: 'k' } } })),
    ).toMatchObject({ status: 401, reason: 'required' });
    const readOnly = clientFor(await fx.token({ scopes: ['https://www.googleapis.com/auth/youtube.readonly'] }));
    expect(
      await failure(readOnly.playlists.insert({ part: ['snippet'], requestBody: { snippet: { title: 'r' } } })),
    ).toMatchObject({ status: 403, reason: 'insufficientPermissions' });
  });
});

describe('playlist items through the official client', () => {
  const insert = (playlistId: string, videoId: string, position?: number) =>
    mine.playlistItems.insert({
      part: ['snippet', 'contentDetails', 'status'],
      requestBody: {
        snippet: {
          playlistId,
          resourceId: { kind: 'youtube#video', videoId },
          ...(position !== undefined ? { position } : {}),
        },
      },
    });

  it('appends, inserts at a 0-based position, and itemCount follows', async () => {
    const id = await newPlaylist('Ordered');
    const first = await insert(id, 'dQd3moVid01');
    expect(first.data.kind).toBe('youtube#playlistItem');
    expect(first.data.snippet?.position).toBe(0);
    expect(first.data.snippet?.resourceId).toEqual({ kind: 'youtube#video', videoId: 'dQd3moVid01' });
    expect(first.data.contentDetails?.videoId).toBe('dQd3moVid01');
    expect(first.data.status?.privacyStatus).toBe('public');
    await insert(id, 'dQd3moVid02');
    const atZero = await insert(id, 'dQd3moVid03', 0);
    expect(atZero.data.snippet?.position).toBe(0);
    const atEnd = await insert(id, 'dQd3moVid06', 3);
    expect(atEnd.data.snippet?.position).toBe(3);
    expect(await order(id)).toEqual(['dQd3moVid03', 'dQd3moVid01', 'dQd3moVid02', 'dQd3moVid06']);
    expect(await itemCount(id)).toBe(4);
  });

  it('refuses a position past the end with invalidPlaylistItemPosition', async () => {
    const id = await newPlaylist('Short');
    await insert(id, 'dQd3moVid01');
    expect(await failure(insert(id, 'dQd3moVid02', 2))).toEqual({
      status: 400,
      reason: 'invalidPlaylistItemPosition',
      domain: 'youtube.playlistItem',
    });
    expect(await itemCount(id)).toBe(1);
  });

  it('moves an item with update: the others shift, the count stays', async () => {
    const id = await newPlaylist('Movable');
    const items = [];
    for (const video of ['dQd3moVid01', 'dQd3moVid02', 'dQd3moVid03', 'dQd3moVid04'])
      items.push(await insert(id, video));
    const last = items[3]?.data;
    const moved = await mine.playlistItems.update({
      part: ['snippet'],
      requestBody: {
        id: last?.id ?? '',
        snippet: { playlistId: id, resourceId: { kind: 'youtube#video', videoId: 'dQd3moVid04' }, position: 1 },
      },
    });
    expect(moved.data.snippet?.position).toBe(1);
    expect(await order(id)).toEqual(['dQd3moVid01', 'dQd3moVid04', 'dQd3moVid02', 'dQd3moVid03']);
    // Down the list as well.
    await mine.playlistItems.update({
      part: ['snippet'],
      requestBody: {
        id: items[0]?.data.id ?? '',
        snippet: { playlistId: id, resourceId: { kind: 'youtube#video', videoId: 'dQd3moVid01' }, position: 3 },
      },
    });
    expect(await order(id)).toEqual(['dQd3moVid04', 'dQd3moVid02', 'dQd3moVid03', 'dQd3moVid01']);
    expect(await itemCount(id)).toBe(4);
    const pastEnd = await failure(
      mine.playlistItems.update({
        part: ['snippet'],
        requestBody: {
          id: items[0]?.data.id ?? '',
          snippet: { playlistId: id, resourceId: { kind: 'youtube#video', videoId: 'dQd3moVid01' }, position: 4 },
        },
      }),
    );
    expect(pastEnd.reason).toBe('invalidPlaylistItemPosition');
  });

  it('deletes an item with 204; the rest close up and itemCount follows', async () => {
    const id = await newPlaylist('Shrinking');
    const a = await insert(id, 'dQd3moVid01');
    await insert(id, 'dQd3moVid02');
    const removed = await mine.playlistItems.delete({ id: a.data.id ?? '' });
    expect(removed.status).toBe(204);
    expect(await order(id)).toEqual(['dQd3moVid02']);
    expect(await itemCount(id)).toBe(1);
    expect(await failure(mine.playlistItems.delete({ id: a.data.id ?? '' }))).toMatchObject({
      status: 404,
      reason: 'playlistItemNotFound',
    });
  });

  it('refuses a video that does not exist (404 videoNotFound) and a playlist that does not', async () => {
    const id = await newPlaylist('Strict');
    expect(await failure(insert(id, 'noSuchVid00'))).toEqual({
      status: 404,
      reason: 'videoNotFound',
      domain: 'youtube.playlistItem',
    });
    expect(await failure(insert('PLnoSuchPlaylist', 'dQd3moVid01'))).toMatchObject({
      status: 404,
      reason: 'playlistNotFound',
    });
  });

  it('lets only the owner write, and nobody write the uploads playlist', async () => {
    const id = await newPlaylist('Guarded');
    const item = await insert(id, 'dQd3moVid01');
    const foreignInsert = await failure(
      other.playlistItems.insert({
        part: ['snippet'],
        requestBody: { snippet: { playlistId: id, resourceId: { kind: 'youtube#video', videoId: 'oTh3rVid001' } } },
      }),
    );
    expect(foreignInsert).toEqual({
      status: 403,
      reason: 'playlistItemsNotAccessible',
      domain: 'youtube.playlistItem',
    });
    expect((await failure(other.playlistItems.delete({ id: item.data.id ?? '' }))).reason).toBe(
      'playlistItemsNotAccessible',
    );
    const foreignMove = await failure(
      other.playlistItems.update({
        part: ['snippet'],
        requestBody: {
          id: item.data.id ?? '',
          snippet: { playlistId: id, resourceId: { kind: 'youtube#video', videoId: 'dQd3moVid01' }, position: 0 },
        },
      }),
    );
    expect(foreignMove.reason).toBe('playlistItemsNotAccessible');
    expect(await failure(insert(fx.info.demo.uploadsPlaylistId, 'dQd3moVid01'))).toMatchObject({
      status: 400,
      reason: 'playlistOperationUnsupported',
    });
    expect(await order(id)).toEqual(['dQd3moVid01']);
  });

  it('adds another channel\'s public video, and shows it as "Private video" to others once it is private', async () => {
    const id = await newPlaylist('Mixed', 'public');
    await insert(id, 'oTh3rVid001');
    const asOwner = await mine.playlistItems.list({ part: ['snippet', 'status'], playlistId: id });
    expect(asOwner.data.items?.[0]?.snippet?.title).toBe('Not yours');
    expect(asOwner.data.items?.[0]?.snippet?.videoOwnerChannelId).toBe(fx.info.demo.otherChannelId);
    // The demo channel's own private video: another channel sees it as the platform shows it.
    await insert(id, 'dQd3moVid05');
    const asOther = await other.playlistItems.list({ part: ['snippet', 'status'], playlistId: id });
    const hidden = asOther.data.items?.[1];
    expect(hidden?.snippet?.title).toBe('Private video');
    expect(hidden?.snippet?.thumbnails).toEqual({});
    expect(hidden?.snippet?.videoOwnerChannelId).toBeUndefined();
    expect(hidden?.status?.privacyStatus).toBe('private');
  });

  it('keeps a note in contentDetails and ignores the deprecated startAt and endAt', async () => {
    const id = await newPlaylist('Noted');
    const created = await mine.playlistItems.insert({
      part: ['snippet', 'contentDetails'],
      requestBody: {
        snippet: { playlistId: id, resourceId: { kind: 'youtube#video', videoId: 'dQd3moVid02' } },
        contentDetails: { note: 'Watch from the middle', startAt: '10', endAt: '20' },
      },
    });
    expect(created.data.contentDetails?.note).toBe('Watch from the middle');
    expect(created.data.contentDetails?.startAt).toBeUndefined();
    expect(created.data.contentDetails?.endAt).toBeUndefined();
  });

  it('charges 50 units for each item write', async () => {
    const id = await newPlaylist('Metered');
    const before = (await fx.controlOk('GET', '/_emulator/v1/quota')) as { used: number };
    const item = await insert(id, 'dQd3moVid01');
    await mine.playlistItems.delete({ id: item.data.id ?? '' });
    const after = (await fx.controlOk('GET', '/_emulator/v1/quota')) as { used: number };
    expect(after.used - before.used).toBe(100);
  });
});
