// The Data API of the emulator (/youtube/v3): list shapes and part filtering, filters and their errors,
// pagination with opaque tokens, ETags, authentication by token, access_token or API key, scopes, and what a
// caller may see of other channels' private videos. Expected values come from the platform's discovery document
// (https://www.googleapis.com/discovery/v1/apis/youtube/v3/rest) and its reference docs, not from the emulator's code.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  DEMO_UPLOADS_NEWEST_FIRST,
  errorOf,
  SCOPE,
  startEmulatorHarness,
  type EmulatorHarness,
} from '../support/emulator-harness';

/** The demo channel's private videos (one of them scheduled). */
const PRIVATE_VIDEOS = ['dQd3moVid05', 'dQd3moVid10', 'dQd3moVid14'];
const PRIVATE_VIDEO = 'dQd3moVid05';
const UNLISTED_VIDEO = 'dQd3moVid04';
const BEHIND_THE_SCENES = 'PLd3moBehindTheScenes00000000000002';

let fx: EmulatorHarness;
let owner: string;
let stranger: string;
let key: { key: string };

beforeAll(async () => {
  fx = await startEmulatorHarness();
  // Plenty of calls below; the quota has its own suite.
  await fx.json('PUT', '/_emulator/v1/quota', { limit: 1_000_000 });
  owner = await fx.token();
  stranger = await fx.token({ channelId: fx.info.demo.otherChannelId });
  key = { key: fx.info.apiKey };
});
afterAll(async () => {
  await fx.close();
});

function expectError(
  reply: { status: number; body: any },
  status: number,
  reason: string,
  extra: Record<string, unknown> = {},
): void {
  expect(reply.status).toBe(status);
  expect(errorOf(reply.body)).toMatchObject({
    code: status,
    reason,
    message: expect.any(String),
    domain: expect.any(String),
    ...extra,
  });
  expect(reply.body.error.errors[0].message).toEqual(expect.any(String));
}

describe('channels.list', () => {
  it('mine=true: the list envelope and only the parts asked for, counts as strings', async () => {
    const reply = await fx.api('/channels?part=snippet,contentDetails,statistics&mine=true', owner);
    expect(reply.status).toBe(200);
    expect(reply.headers.get('content-type')).toMatch(/^application\/json/);
    expect(reply.body).toMatchObject({
      kind: 'youtube#channelListResponse',
      etag: expect.any(String),
      pageInfo: { totalResults: 1, resultsPerPage: 5 },
    });
    expect(reply.body.nextPageToken).toBeUndefined();
    expect(reply.headers.get('etag')).toBe(`"${reply.body.etag}"`);
    const [channel] = reply.body.items;
    expect(Object.keys(channel)).toEqual(['kind', 'etag', 'id', 'snippet', 'contentDetails', 'statistics']);
    expect(channel).toMatchObject({
      kind: 'youtube#channel',
      id: fx.info.demo.channelId,
      snippet: { title: 'Demo Creator', customUrl: '@democreator', localized: { title: 'Demo Creator' } },
      contentDetails: { relatedPlaylists: { uploads: fx.info.demo.uploadsPlaylistId } },
      statistics: { subscriberCount: '12400', videoCount: '14', hiddenSubscriberCount: false },
    });
    expect(channel.id).toMatch(/^UC[\w-]{22}$/);
    expect(channel.snippet.thumbnails.default.url).toMatch(/^http:\/\/127\.0\.0\.1/);
    const thumbnail = await fetch(channel.snippet.thumbnails.default.url);
    expect(thumbnail.status).toBe(200);
    expect(thumbnail.headers.get('content-type')).toMatch(/^image\/svg\+xml/);

    const idOnly = await fx.api('/channels?part=id&mine=true', owner);
    expect(Object.keys(idOnly.body.items[0]).sort()).toEqual(['etag', 'id', 'kind']);
  });

  it('id= lists the known channels of a comma list and skips unknown ones', async () => {
    const reply = await fx.api(
      `/channels?part=snippet&id=${fx.info.demo.channelId},UCnobodyAtAll000000000000,${fx.info.demo.otherChannelId}`,
      key,
    );
    expect(reply.status).toBe(200);
    expect(reply.body.items.map((item: any) => item.id).sort()).toEqual(
      [fx.info.demo.otherChannelId, fx.info.demo.channelId].sort(),
    );
    expect(reply.body.pageInfo.totalResults).toBe(2);
    const statistics = await fx.api(`/channels?part=statistics&id=${fx.info.demo.otherChannelId}`, key);
    expect(statistics.body.items[0].statistics).toMatchObject({
      subscriberCount: expect.stringMatching(/^\d+$/),
      videoCount: expect.stringMatching(/^\d+$/),
    });
  });

  it('forHandle= finds a channel with or without the @, in any case; an unknown handle is an empty list', async () => {
    for (const handle of ['@democreator', 'DemoCreator', '%40DEMOCREATOR']) {
      const reply = await fx.api(`/channels?part=id&forHandle=${handle}`, key);
      expect(reply.body.items.map((item: any) => item.id)).toEqual([fx.info.demo.channelId]);
    }
    const other = await fx.api('/channels?part=snippet&forHandle=@anothercreator', owner);
    expect(other.body.items[0].snippet.title).toBe('Another Creator');
    const nobody = await fx.api('/channels?part=id&forHandle=@nobody', key);
    expect(nobody.status).toBe(200);
    expect(nobody.body.items).toEqual([]);
    expect(nobody.body.pageInfo.totalResults).toBe(0);
  });

  it('mine=true needs a user, not an API key', async () => {
    const reply = await fx.api('/channels?part=id&mine=true', key);
    expectError(reply, 401, 'required');
    expect(reply.headers.get('www-authenticate')).toMatch(/^Bearer /);
  });

  it('refuses a missing part, an unknown part, no filter, two filters, and maxResults out of [0, 50]', async () => {
    expectError(await fx.api('/channels?mine=true', owner), 400, 'required', {
      location: 'part',
      locationType: 'parameter',
    });
    const unknownPart = await fx.api('/channels?part=snippet,bogus&mine=true', owner);
    expectError(unknownPart, 400, 'unknownPart', {
      domain: 'youtube.part',
      location: 'part',
      locationType: 'parameter',
    });
    expect(unknownPart.body.error.message).toContain('bogus');
    expectError(await fx.api('/channels?part=snippet', owner), 400, 'missingRequiredParameter', {
      locationType: 'parameter',
    });
    expectError(
      await fx.api(`/channels?part=id&mine=true&id=${fx.info.demo.channelId}`, owner),
      400,
      'incompatibleParameters',
    );
    expectError(await fx.api('/channels?part=id&mine=maybe', owner), 400, 'invalidValue', { location: 'mine' });
    for (const bad of ['51', '-1', 'ten', '2.5']) {
      expectError(
        await fx.api(`/channels?part=id&forHandle=@democreator&maxResults=${bad}`, owner),
        400,
        'invalidValue',
        { location: 'maxResults', locationType: 'parameter' },
      );
    }
    // The discovery document's bounds are inclusive: 0 and 50 are fine for channels.list.
    expect((await fx.api('/channels?part=id&forHandle=@democreator&maxResults=0', owner)).status).toBe(200);
    expect((await fx.api('/channels?part=id&forHandle=@democreator&maxResults=50', owner)).status).toBe(200);
  });
});

describe('videos.list', () => {
  const allDemo = DEMO_UPLOADS_NEWEST_FIRST.join(',');

  it('id=: the owner sees its private video and the owner-only parts; counts are strings, durations ISO 8601', async () => {
    const reply = await fx.api(
      `/videos?part=snippet,contentDetails,status,statistics,processingDetails&id=${allDemo}`,
      owner,
    );
    expect(reply.status).toBe(200);
    expect(reply.body.kind).toBe('youtube#videoListResponse');
    expect(reply.body.items.map((video: any) => video.id).sort()).toEqual([...DEMO_UPLOADS_NEWEST_FIRST].sort());
    const studioTour = reply.body.items.find((video: any) => video.id === 'dQd3moVid01');
    expect(studioTour).toMatchObject({
      kind: 'youtube#video',
      snippet: {
        title: 'Studio tour 2026',
        channelId: fx.info.demo.channelId,
        channelTitle: 'Demo Creator',
        categoryId: '22',
      },
      contentDetails: { duration: 'PT10M12S' },
      status: { privacyStatus: 'public', uploadStatus: 'processed', license: 'youtube' },
      statistics: {
        viewCount: '18412',
        likeCount: expect.stringMatching(/^\d+$/),
        commentCount: expect.stringMatching(/^\d+$/),
      },
      processingDetails: { processingStatus: 'succeeded' },
    });
    const privateOne = reply.body.items.find((video: any) => video.id === PRIVATE_VIDEO);
    expect(privateOne.status.privacyStatus).toBe('private');
  });

  it("id=: another channel and an API key do not see the owner's private video, nor its owner-only parts", async () => {
    for (const caller of [stranger, key]) {
      const reply = await fx.api(`/videos?part=status,processingDetails&id=${allDemo}`, caller);
      const ids = reply.body.items.map((video: any) => video.id);
      for (const hidden of PRIVATE_VIDEOS) expect(ids).not.toContain(hidden);
      expect(ids).toContain(UNLISTED_VIDEO);
      expect(ids).toHaveLength(DEMO_UPLOADS_NEWEST_FIRST.length - PRIVATE_VIDEOS.length);
      expect(reply.body.pageInfo.totalResults).toBe(DEMO_UPLOADS_NEWEST_FIRST.length - PRIVATE_VIDEOS.length);
      for (const video of reply.body.items) expect(video.processingDetails).toBeUndefined();
    }
  });

  it('chart=mostPopular: public videos only, most viewed first, paged; videoCategoryId narrows it', async () => {
    const first = await fx.api('/videos?part=statistics,status&chart=mostPopular&maxResults=3', key);
    expect(first.body.items.map((video: any) => video.id)).toEqual(['dQd3moVid07', 'dQd3moVid08', 'dQd3moVid06']);
    // The demo channel's public videos and the other creator's one (9), and the clips channel's two public ones.
    expect(first.body.pageInfo).toEqual({ totalResults: 11, resultsPerPage: 3 });
    expect(first.body.prevPageToken).toBeUndefined();
    const second = await fx.api(
      `/videos?part=id&chart=mostPopular&maxResults=3&pageToken=${first.body.nextPageToken}`,
      key,
    );
    expect(second.body.items.map((video: any) => video.id)).toEqual(['dQd3moVid01', 'dQd3moVid12', 'dQd3moVid02']);
    const third = await fx.api(
      `/videos?part=id&chart=mostPopular&maxResults=3&pageToken=${second.body.nextPageToken}`,
      key,
    );
    expect(third.body.items.map((video: any) => video.id)).toEqual(['dQd3moVid03', 'dQd3moVid09', 'oTh3rVid001']);
    expect(third.body.prevPageToken).toBe(first.body.nextPageToken);
    // The clips channel's two public videos, the least viewed, make the last page.
    const fourth = await fx.api(
      `/videos?part=id&chart=mostPopular&maxResults=3&pageToken=${third.body.nextPageToken}`,
      key,
    );
    expect(fourth.body.items.map((video: any) => video.id)).toEqual(['dQd3moClp01', 'dQd3moClp02']);
    expect(fourth.body.nextPageToken).toBeUndefined();

    const people = await fx.api('/videos?part=snippet&chart=mostPopular&videoCategoryId=22', key);
    expect(people.body.items.map((video: any) => video.id)).toEqual(['dQd3moVid01']);
    expectError(await fx.api('/videos?part=id&chart=leastPopular', key), 400, 'invalidValue', { location: 'chart' });
    expectError(await fx.api('/videos?part=id&chart=mostPopular&maxResults=0', key), 400, 'invalidValue', {
      location: 'maxResults',
    });
  });

  it('myRating: an empty list for a user, 401 with an API key, invalidValue for a rating that does not exist', async () => {
    const liked = await fx.api('/videos?part=id&myRating=like', owner);
    expect(liked.status).toBe(200);
    expect(liked.body.items).toEqual([]);
    expectError(await fx.api('/videos?part=id&myRating=like', key), 401, 'required');
    expectError(await fx.api('/videos?part=id&myRating=meh', owner), 400, 'invalidValue', { location: 'myRating' });
  });

  it('refuses no filter, two filters and an unknown part', async () => {
    expectError(await fx.api('/videos?part=id', owner), 400, 'missingRequiredParameter');
    expectError(await fx.api('/videos?part=id&id=dQd3moVid01&chart=mostPopular', owner), 400, 'incompatibleParameters');
    expectError(await fx.api('/videos?part=snippet,comments&id=dQd3moVid01', owner), 400, 'unknownPart', {
      location: 'part',
    });
  });
});

describe('playlistItems.list', () => {
  const uploads = () => fx.info.demo.uploadsPlaylistId;

  it('the uploads playlist lists the newest video first, with 0-based positions', async () => {
    const reply = await fx.api(
      `/playlistItems?part=snippet,contentDetails&maxResults=50&playlistId=${uploads()}`,
      owner,
    );
    expect(reply.status).toBe(200);
    expect(reply.body.kind).toBe('youtube#playlistItemListResponse');
    expect(reply.body.pageInfo.totalResults).toBe(DEMO_UPLOADS_NEWEST_FIRST.length);
    expect(reply.body.items.map((item: any) => item.contentDetails.videoId)).toEqual(DEMO_UPLOADS_NEWEST_FIRST);
    expect(reply.body.items.map((item: any) => item.snippet.position)).toEqual(
      DEMO_UPLOADS_NEWEST_FIRST.map((_, n) => n),
    );
    const published = reply.body.items.map((item: any) => Date.parse(item.contentDetails.videoPublishedAt));
    expect(published).toEqual([...published].sort((a: number, b: number) => b - a));
    expect(reply.body.items[0]).toMatchObject({
      kind: 'youtube#playlistItem',
      snippet: {
        playlistId: uploads(),
        channelId: fx.info.demo.channelId,
        resourceId: { kind: 'youtube#video', videoId: 'dQd3moVid14' },
      },
    });
  });

  it('pages forward with nextPageToken and back with prevPageToken', async () => {
    const page = (token?: string) =>
      fx.api(
        `/playlistItems?part=contentDetails&maxResults=5&playlistId=${uploads()}${token ? `&pageToken=${token}` : ''}`,
        owner,
      );
    const ids = (reply: { body: any }) => reply.body.items.map((item: any) => item.contentDetails.videoId);
    const first = await page();
    expect(ids(first)).toEqual(DEMO_UPLOADS_NEWEST_FIRST.slice(0, 5));
    expect(first.body.prevPageToken).toBeUndefined();
    expect(first.body.pageInfo).toEqual({ totalResults: 14, resultsPerPage: 5 });
    const second = await page(first.body.nextPageToken);
    expect(ids(second)).toEqual(DEMO_UPLOADS_NEWEST_FIRST.slice(5, 10));
    const third = await page(second.body.nextPageToken);
    expect(ids(third)).toEqual(DEMO_UPLOADS_NEWEST_FIRST.slice(10, 14));
    expect(third.body.nextPageToken).toBeUndefined();
    const back = await page(third.body.prevPageToken);
    expect(ids(back)).toEqual(ids(second));
    const backAgain = await page(back.body.prevPageToken);
    expect(ids(backAgain)).toEqual(ids(first));
    // Page tokens are opaque: nothing of the offset shows through.
    expect(first.body.nextPageToken).not.toMatch(/^\d+$/);
    // maxResults=0 gives the total and no token that would lead round in a circle.
    const totals = await fx.api(`/playlistItems?part=id&maxResults=0&playlistId=${uploads()}`, owner);
    expect(totals.body.items).toEqual([]);
    expect(totals.body.pageInfo.totalResults).toBe(14);
    expect(totals.body.nextPageToken).toBeUndefined();
  });

  it('refuses page tokens it did not make', async () => {
    const forged = `CD${Buffer.from('o:-1').toString('base64url')}`;
    for (const token of ['garbage', forged, 'CAUQAA']) {
      expectError(
        await fx.api(`/playlistItems?part=id&playlistId=${uploads()}&pageToken=${token}`, owner),
        400,
        'invalidPageToken',
        {
          location: 'pageToken',
          locationType: 'parameter',
        },
      );
    }
  });

  it('id= finds items of any playlist with their position; videoId= narrows a playlist', async () => {
    const all = await fx.api(`/playlistItems?part=snippet&maxResults=50&playlistId=${uploads()}`, owner);
    const third = all.body.items[2];
    const byId = await fx.api(`/playlistItems?part=snippet&id=${third.id}`, owner);
    expect(byId.body.items).toHaveLength(1);
    expect(byId.body.items[0]).toMatchObject({
      id: third.id,
      snippet: { position: 2, resourceId: { videoId: DEMO_UPLOADS_NEWEST_FIRST[2] } },
    });
    const narrowed = await fx.api(
      `/playlistItems?part=contentDetails&playlistId=${uploads()}&videoId=dQd3moVid02`,
      owner,
    );
    expect(narrowed.body.items.map((item: any) => item.contentDetails.videoId)).toEqual(['dQd3moVid02']);
  });

  it('refuses no filter, two filters, a bad maxResults; 404 playlistNotFound for an unknown playlist', async () => {
    expectError(await fx.api('/playlistItems?part=id', owner), 400, 'missingRequiredParameter');
    expectError(
      await fx.api(`/playlistItems?part=id&playlistId=${uploads()}&id=x`, owner),
      400,
      'incompatibleParameters',
    );
    expectError(
      await fx.api(`/playlistItems?part=id&playlistId=${uploads()}&maxResults=51`, owner),
      400,
      'invalidValue',
      { location: 'maxResults' },
    );
    expectError(await fx.api('/playlistItems?part=id&playlistId=PLdoesNotExist', owner), 404, 'playlistNotFound', {
      location: 'playlistId',
    });
  });

  it("hides another channel's private uploads from the uploads playlist", async () => {
    for (const caller of [stranger, key]) {
      const reply = await fx.api(`/playlistItems?part=contentDetails&maxResults=50&playlistId=${uploads()}`, caller);
      const ids = reply.body.items.map((item: any) => item.contentDetails.videoId);
      expect(ids).toEqual(DEMO_UPLOADS_NEWEST_FIRST.filter((id) => !PRIVATE_VIDEOS.includes(id)));
      expect(reply.body.pageInfo.totalResults).toBe(DEMO_UPLOADS_NEWEST_FIRST.length - PRIVATE_VIDEOS.length);
    }
  });

  it('shows a private video of another channel in a playlist only as "Private video", never its title', async () => {
    const mine = await fx.api(
      `/playlistItems?part=snippet,contentDetails,status&playlistId=${BEHIND_THE_SCENES}`,
      owner,
    );
    const ownView = mine.body.items.find((item: any) => item.contentDetails.videoId === PRIVATE_VIDEO);
    expect(ownView.snippet.title).toBe('Behind the scenes (members)');

    for (const caller of [stranger, key]) {
      const reply = await fx.api(
        `/playlistItems?part=snippet,contentDetails,status&playlistId=${BEHIND_THE_SCENES}`,
        caller,
      );
      expect(reply.status).toBe(200);
      expect(reply.text).not.toContain('Behind the scenes (members)');
      const item = reply.body.items.find((candidate: any) => candidate.contentDetails.videoId === PRIVATE_VIDEO);
      expect(item.snippet).toMatchObject({
        title: 'Private video',
        description: 'This video is private.',
        thumbnails: {},
      });
      expect(item.snippet.videoOwnerChannelId).toBeUndefined();
      expect(item.contentDetails.videoPublishedAt).toBeUndefined();
      expect(item.status.privacyStatus).toBe('private');
      // Looked up by id, the same item tells no more.
      const byId = await fx.api(`/playlistItems?part=snippet&id=${item.id}`, caller);
      expect(byId.body.items[0].snippet.title).toBe('Private video');
    }
  });
});

describe('catalogs', () => {
  it('i18nLanguages.list and i18nRegions.list: every item with its kind, snippet only when asked', async () => {
    const languages = await fx.api('/i18nLanguages?part=snippet', key);
    expect(languages.body.kind).toBe('youtube#i18nLanguageListResponse');
    expect(languages.body.items.length).toBeGreaterThan(30);
    // The discovery document gives these lists no pages and no pageInfo.
    expect(Object.keys(languages.body).sort()).toEqual(['etag', 'items', 'kind']);
    expect(languages.body.items).toContainEqual(
      expect.objectContaining({ id: 'en', snippet: { hl: 'en', name: 'English' } }),
    );
    for (const item of languages.body.items) {
      expect(item).toMatchObject({
        kind: 'youtube#i18nLanguage',
        etag: expect.any(String),
        snippet: { hl: item.id, name: expect.any(String) },
      });
    }
    const regions = await fx.api('/i18nRegions?part=id', owner);
    expect(regions.body.kind).toBe('youtube#i18nRegionListResponse');
    expect(regions.body.items.find((item: any) => item.id === 'GB')).toEqual({
      kind: 'youtube#i18nRegion',
      etag: expect.any(String),
      id: 'GB',
    });
    const withSnippet = await fx.api('/i18nRegions?part=snippet', owner);
    expect(withSnippet.body.items.find((item: any) => item.id === 'DE').snippet).toEqual({ gl: 'DE', name: 'Germany' });
    expectError(await fx.api('/i18nRegions?part=contentDetails', owner), 400, 'unknownPart');
  });

  it('videoCategories.list by regionCode or by id, never both, never neither', async () => {
    const us = await fx.api('/videoCategories?part=snippet&regionCode=us', key);
    expect(us.status).toBe(200);
    expect(us.body.kind).toBe('youtube#videoCategoryListResponse');
    const people = us.body.items.find((item: any) => item.id === '22');
    expect(people).toMatchObject({
      kind: 'youtube#videoCategory',
      snippet: { title: 'People & Blogs', assignable: true, channelId: expect.stringMatching(/^UC/) },
    });
    const byId = await fx.api('/videoCategories?part=snippet&id=10,30', owner);
    expect(byId.body.items.map((item: any) => [item.id, item.snippet.assignable])).toEqual([
      ['10', true],
      ['30', false],
    ]);
    expectError(await fx.api('/videoCategories?part=snippet', owner), 400, 'missingRequiredParameter');
    expectError(
      await fx.api('/videoCategories?part=snippet&id=22&regionCode=US', owner),
      400,
      'incompatibleParameters',
    );
    expectError(await fx.api('/videoCategories?part=snippet&regionCode=XX', owner), 400, 'invalidValue', {
      location: 'regionCode',
    });
  });
});

describe('authentication', () => {
  it('no credentials: 401 required with WWW-Authenticate and the header as the location', async () => {
    for (const path of ['/channels?part=id&id=x', '/videos?part=id&chart=mostPopular', '/i18nLanguages?part=snippet']) {
      const reply = await fx.api(path);
      expectError(reply, 401, 'required', { location: 'Authorization', locationType: 'header' });
      expect(reply.headers.get('www-authenticate')).toContain('Bearer');
      expect(reply.headers.get('www-authenticate')).toContain('invalid_token');
    }
  });

  it('Authorization: Bearer, the access_token parameter and the key parameter all work', async () => {
    expect((await fx.api('/channels?part=id&mine=true', owner)).body.items[0].id).toBe(fx.info.demo.channelId);
    expect((await fx.api('/channels?part=id&mine=true', { accessToken: stranger })).body.items[0].id).toBe(
      fx.info.demo.otherChannelId,
    );
    expect((await fx.api('/i18nRegions?part=id', key)).status).toBe(200);
    const wrongKey = await fx.api('/i18nRegions?part=id', { key: 'AIzaNotTheKey' });
    expect(wrongKey.status).toBe(400);
    expect(errorOf(wrongKey.body).reason).toBe('badRequest');
  });

  it('an unknown token, a malformed header and an expired token: 401 authError', async () => {
    expectError(await fx.api('/channels?part=id&mine=true', 'ya29.made-up'), 401, 'authError');
    const malformed = await fx.api('/channels?part=id&mine=true', undefined, { authorization: 'Basic dXNlcjpwYXNz' });
    expectError(malformed, 401, 'authError');
    expect(malformed.headers.get('www-authenticate')).toContain('invalid_token');

    const lifetime = fx.info.oauth.accessTokenLifetimeSec * 1000;
    const doomed = await fx.token();
    await fx.advance(lifetime - 1000);
    expect((await fx.api('/channels?part=id&mine=true', doomed)).status).toBe(200);
    await fx.advance(1000);
    expectError(await fx.api('/channels?part=id&mine=true', doomed), 401, 'authError');
    // Everyone else's tokens went with it; mint fresh ones for the rest of the suite.
    owner = await fx.token();
    stranger = await fx.token({ channelId: fx.info.demo.otherChannelId });
  });

  it('a token without one of the scopes a method accepts: 403 insufficientPermissions', async () => {
    const uploadOnly = await fx.token({ scopes: [SCOPE('youtube.upload')] });
    for (const path of [
      '/channels?part=id&mine=true',
      '/videos?part=id&id=dQd3moVid01',
      `/playlistItems?part=id&playlistId=${fx.info.demo.uploadsPlaylistId}`,
      '/i18nLanguages?part=snippet',
      '/i18nRegions?part=snippet',
      '/videoCategories?part=snippet&regionCode=US',
    ]) {
      expectError(await fx.api(path, uploadOnly), 403, 'insufficientPermissions');
    }
    for (const scope of ['youtube', 'youtube.readonly', 'youtube.force-ssl']) {
      const token = await fx.token({ scopes: [SCOPE(scope)] });
      expect((await fx.api('/channels?part=id&mine=true', token)).status).toBe(200);
    }
  });
});

describe('ETags and unknown methods', () => {
  it('If-None-Match with the current list etag gives 304, also weak or in a list; another etag gives 200', async () => {
    const first = await fx.api('/playlistItems?part=snippet&playlistId=' + fx.info.demo.uploadsPlaylistId, owner);
    const etag = first.body.etag as string;
    for (const header of [`"${etag}"`, `W/"${etag}"`, `"nope", "${etag}"`]) {
      const again = await fx.api('/playlistItems?part=snippet&playlistId=' + fx.info.demo.uploadsPlaylistId, owner, {
        'if-none-match': header,
      });
      expect(again.status).toBe(304);
      expect(again.text).toBe('');
      expect(again.headers.get('etag')).toBe(`"${etag}"`);
    }
    const stale = await fx.api('/playlistItems?part=snippet&playlistId=' + fx.info.demo.uploadsPlaylistId, owner, {
      'if-none-match': '"stale"',
    });
    expect(stale.status).toBe(200);
    expect(stale.body.etag).toBe(etag);
    // Another view of the same list is another representation.
    const strangerView = await fx.api(
      '/playlistItems?part=snippet&playlistId=' + fx.info.demo.uploadsPlaylistId,
      stranger,
      { 'if-none-match': `"${etag}"` },
    );
    expect(strangerView.status).toBe(200);
    expect(strangerView.body.etag).not.toBe(etag);
    // So is another choice of parts: a channel's etag for one part list does not answer for another.
    const snippet = await fx.api('/channels?part=snippet&mine=true', owner);
    expect(
      (await fx.api('/channels?part=snippet&mine=true', owner, { 'if-none-match': `"${snippet.body.etag}"` })).status,
    ).toBe(304);
    expect(
      (await fx.api('/channels?part=contentDetails&mine=true', owner, { 'if-none-match': `"${snippet.body.etag}"` }))
        .status,
    ).toBe(200);
  });

  it('an unknown method answers 404 in the platform envelope', async () => {
    const reply = await fx.api('/noSuchResource?part=id', owner);
    expectError(reply, 404, 'notFound');
  });
});
