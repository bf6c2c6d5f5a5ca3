// The Data API of the emulator process: shapes, part filtering, pagination, ETags, auth, scopes, quota and the
// error envelope, as the discovery document and the wire facts describe them.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SCOPE, startEmulatorHarness, type EmulatorHarness } from '../support/emulator-harness';

let core: EmulatorHarness;
let token: string;

beforeAll(async () => {
  core = await startEmulatorHarness();
  token = await core.token();
});
afterAll(async () => {
  await core.close();
});

function expectEnvelope(body: any, code: number, reason: string): void {
  expect(body.error.code).toBe(code);
  expect(typeof body.error.message).toBe('string');
  expect(body.error.errors[0]).toMatchObject({ reason, domain: expect.any(String), message: expect.any(String) });
}

describe('channels.list', () => {
  it('mine=true gives the demo channel with its uploads playlist, only the parts asked for', async () => {
    const { status, body } = await core.api('/channels?part=snippet,contentDetails&mine=true', token);
    expect(status).toBe(200);
    expect(body).toMatchObject({ kind: 'youtube#channelListResponse', etag: expect.any(String), pageInfo: { totalResults: 1 } });
    const channel = body.items[0];
    expect(Object.keys(channel).sort()).toEqual(['contentDetails', 'etag', 'id', 'kind', 'snippet']);
    expect(channel).toMatchObject({ kind: 'youtube#channel', id: core.info.demo.channelId });
    expect(channel.id).toMatch(/^UC[\w-]{22}$/);
    expect(channel.snippet).toMatchObject({ title: 'Demo Creator', thumbnails: { default: { url: expect.stringMatching(/^http:\/\/127\.0\.0\.1/) } } });
    expect(channel.contentDetails.relatedPlaylists.uploads).toBe(core.info.demo.uploadsPlaylistId);
  });

  it('id= works with an API key; statistics counts are strings', async () => {
    const { status, body } = await core.api(`/channels?part=statistics&id=${core.info.demo.otherChannelId}`, { key: core.info.apiKey });
    expect(status).toBe(200);
    expect(body.items[0].statistics).toMatchObject({ subscriberCount: expect.stringMatching(/^\d+$/), videoCount: expect.stringMatching(/^\d+$/) });
  });

  it('refuses an unknown part, a missing filter, two filters and a bad maxResults', async () => {
    const unknownPart = await core.api('/channels?part=snippet,bogus&mine=true', token);
    expect(unknownPart.status).toBe(400);
    expectEnvelope(unknownPart.body, 400, 'unknownPart');
    expect(unknownPart.body.error.errors[0]).toMatchObject({ location: 'part', locationType: 'parameter' });
    expectEnvelope((await core.api('/channels?part=snippet', token)).body, 400, 'missingRequiredParameter');
    expectEnvelope((await core.api(`/channels?part=snippet&mine=true&id=${core.info.demo.channelId}`, token)).body, 400, 'incompatibleParameters');
    expectEnvelope((await core.api('/channels?mine=true', token)).body, 400, 'required');
    expectEnvelope((await core.api('/channels?part=id&forHandle=@democreator&maxResults=51', token)).body, 400, 'invalidValue');
  });

  it('answers 304 to If-None-Match with the current etag', async () => {
    const first = await core.api('/channels?part=snippet&mine=true', token);
    const again = await core.api('/channels?part=snippet&mine=true', token, { 'if-none-match': `"${first.body.etag}"` });
    expect(again.status).toBe(304);
    const otherParts = await core.api('/channels?part=contentDetails&mine=true', token, { 'if-none-match': `"${first.body.etag}"` });
    expect(otherParts.status).toBe(200);
  });
});

describe('authentication and scopes', () => {
  it('401 required without credentials, with WWW-Authenticate', async () => {
    const { status, headers, body } = await core.api('/channels?part=id&mine=true');
    expect(status).toBe(401);
    expectEnvelope(body, 401, 'required');
    expect(headers.get('www-authenticate')).toContain('invalid_token');
  });

  it('401 authError for an unknown or expired token; access_token as a parameter works', async () => {
    expectEnvelope((await core.api('/channels?part=id&mine=true', 'ya29.nonsense')).body, 401, 'authError');
    const response = await fetch(`${core.info.dataApiBaseUrl}/channels?part=id&mine=true&access_token=${token}`);
    expect(response.status).toBe(200);
    const doomed = await core.token();
    const expired = await core.json('POST', '/_emulator/v1/tokens/expire');
    expect(expired.body.expired).toBeGreaterThanOrEqual(1);
    expectEnvelope((await core.api('/channels?part=id&mine=true', doomed)).body, 401, 'authError');
    token = await core.token();
  });

  it('403 insufficientPermissions for a token whose scopes the method does not accept', async () => {
    const uploadOnly = await core.token({ scopes: [SCOPE('youtube.upload')] });
    const { status, body } = await core.api('/channels?part=id&mine=true', uploadOnly);
    expect(status).toBe(403);
    expectEnvelope(body, 403, 'insufficientPermissions');
    const readonly = await core.token({ scopes: [SCOPE('youtube.readonly')] });
    expect((await core.api('/channels?part=id&mine=true', readonly)).status).toBe(200);
  });

  it('a wrong API key is refused; mine=true needs a user', async () => {
    expect((await core.api('/videoCategories?part=snippet&regionCode=US', { key: 'AIzaWrong' })).status).toBe(400);
    expectEnvelope((await core.api('/channels?part=id&mine=true', { key: core.info.apiKey })).body, 401, 'required');
  });
});

describe('videos.list and playlistItems.list', () => {
  it('hides private videos from other channels and shows them to their owner', async () => {
    const { body: all } = await core.api(`/playlistItems?part=contentDetails&maxResults=50&playlistId=${core.info.demo.uploadsPlaylistId}`, token);
    const ids = all.items.map((item: any) => item.contentDetails.videoId);
    const owner = await core.api(`/videos?part=status&id=${ids.join(',')}`, token);
    const privateIds = owner.body.items.filter((video: any) => video.status.privacyStatus === 'private').map((video: any) => video.id);
    expect(privateIds.length).toBeGreaterThan(0);
    const stranger = await core.token({ channelId: core.info.demo.otherChannelId });
    const seen = await core.api(`/videos?part=status&id=${ids.join(',')}`, stranger);
    expect(seen.body.items.map((video: any) => video.id)).not.toContain(privateIds[0]);
    const theirView = await core.api(`/playlistItems?part=contentDetails&maxResults=50&playlistId=${core.info.demo.uploadsPlaylistId}`, stranger);
    expect(theirView.body.items.map((item: any) => item.contentDetails.videoId)).not.toContain(privateIds[0]);
  });

  it('pages the uploads playlist with opaque tokens and 0-based positions, and refuses a forged token', async () => {
    const first = await core.api(`/playlistItems?part=snippet&maxResults=2&playlistId=${core.info.demo.uploadsPlaylistId}`, token);
    expect(first.body.items).toHaveLength(2);
    expect(first.body.items.map((item: any) => item.snippet.position)).toEqual([0, 1]);
    expect(first.body.prevPageToken).toBeUndefined();
    const second = await core.api(`/playlistItems?part=snippet&maxResults=2&playlistId=${core.info.demo.uploadsPlaylistId}&pageToken=${first.body.nextPageToken}`, token);
    expect(second.body.items.map((item: any) => item.snippet.position)).toEqual([2, 3]);
    expect(second.body.prevPageToken).toBeTruthy();
    expectEnvelope((await core.api(`/playlistItems?part=snippet&playlistId=${core.info.demo.uploadsPlaylistId}&pageToken=garbage`, token)).body, 400, 'invalidPageToken');
    // maxResults=0 gives the total and no token that would lead round in a circle.
    const totals = await core.api(`/playlistItems?part=id&maxResults=0&playlistId=${core.info.demo.uploadsPlaylistId}`, token);
    expect(totals.body.items).toEqual([]);
    expect(totals.body.pageInfo.totalResults).toBeGreaterThan(0);
    expect(totals.body.nextPageToken).toBeUndefined();
  });

  it('404 playlistNotFound for an unknown playlist', async () => {
    const { status, body } = await core.api('/playlistItems?part=snippet&playlistId=PLnope', token);
    expect(status).toBe(404);
    expectEnvelope(body, 404, 'playlistNotFound');
  });

  it('chart=mostPopular lists public videos, most viewed first', async () => {
    const { body } = await core.api('/videos?part=statistics,status&chart=mostPopular&maxResults=50', { key: core.info.apiKey });
    const views = body.items.map((video: any) => Number(video.statistics.viewCount));
    expect(views).toEqual([...views].sort((a, b) => b - a));
    expect(body.items.every((video: any) => video.status.privacyStatus === 'public')).toBe(true);
  });
});

describe('catalogs', () => {
  it('i18nLanguages, i18nRegions and videoCategories (assignable flags, region required)', async () => {
    const languages = await core.api('/i18nLanguages?part=snippet', token);
    expect(languages.body.items).toEqual(expect.arrayContaining([expect.objectContaining({ kind: 'youtube#i18nLanguage', id: 'en', snippet: { hl: 'en', name: 'English' } })]));
    const regions = await core.api('/i18nRegions?part=snippet', token);
    expect(regions.body.items).toEqual(expect.arrayContaining([expect.objectContaining({ id: 'US', snippet: { gl: 'US', name: 'United States' } })]));
    const categories = await core.api('/videoCategories?part=snippet&regionCode=US', token);
    const byId = new Map(categories.body.items.map((item: any) => [item.id, item.snippet]));
    expect(byId.get('22')).toMatchObject({ title: 'People & Blogs', assignable: true });
    expect(byId.get('30')).toMatchObject({ assignable: false });
    expectEnvelope((await core.api('/videoCategories?part=snippet', token)).body, 400, 'missingRequiredParameter');
    expectEnvelope((await core.api('/videoCategories?part=snippet&regionCode=ZZ', token)).body, 400, 'invalidValue');
  });
});

describe('quota', () => {
  it('charges list calls and answers quotaExceeded once exhausted, until reset', async () => {
    const before = (await core.json('GET', '/_emulator/v1/quota')).body.used;
    await core.api('/i18nRegions?part=snippet', token);
    expect((await core.json('GET', '/_emulator/v1/quota')).body.used).toBe(before + 1);
    await core.json('POST', '/_emulator/v1/quota/exhaust');
    const refused = await core.api('/i18nRegions?part=snippet', token);
    expect(refused.status).toBe(403);
    expectEnvelope(refused.body, 403, 'quotaExceeded');
    expect(refused.body.error.errors[0].domain).toBe('youtube.quota');
    await core.json('POST', '/_emulator/v1/quota/reset');
    expect((await core.api('/i18nRegions?part=snippet', token)).status).toBe(200);
  });
});
