// The channel's side of the catalog through the official client: banner upload and branding update (the platform's
// two steps), channel sections with their rules and the 10-section limit, subscriptions with the duplicate
// refused, search, activities, memberships, guide categories, abuse reports. Every body is held to the discovery
// document's schema (guideCategories to the shape it had before the document dropped it).
import { DEMO_CLIPS_CHANNEL_ID } from '../../../electron/emulator/data-api/demo-seed';
import { Readable } from 'node:stream';
import { crc32 } from 'node:zlib';
import { auth, youtube, type youtube_v3 } from '@googleapis/youtube';
import { GaxiosError } from 'gaxios';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorOf, SCOPE, startEmulatorHarness, type EmulatorHarness } from '../support/emulator-harness';
import { schemaProblems } from '../support/schema-problems';

const TUTORIALS = 'PLd3moTutorials0000000000000000001';
const BEHIND = 'PLd3moBehindTheScenes00000000000002';
const VIEWER = 'UCViewerChloeMartin00003';

let fx: EmulatorHarness;
let owner: youtube_v3.Youtube;
let other: youtube_v3.Youtube;
let creator: youtube_v3.Youtube;
let otherCreator: youtube_v3.Youtube;
let media: { rootUrl: string };

async function clientFor(scopes: string[], channelId?: string): Promise<youtube_v3.Youtube> {
  const oauth = new auth.OAuth2();
  oauth.setCredentials({ access_token: await fx.token({ ...(channelId ? { channelId } : {}), scopes }) });
  return youtube({ version: 'v3', rootUrl: `${fx.baseUrl}/`, auth: oauth });
}

async function failure(promise: Promise<unknown>) {
  try {
    await promise;
  } catch (error) {
    expect(error).toBeInstanceOf(GaxiosError);
    return { status: (error as GaxiosError).response?.status, ...errorOf((error as GaxiosError).response?.data) };
  }
  throw new Error('expected the call to fail');
}

async function quotaUsed(): Promise<number> {
  return ((await fx.controlOk('GET', '/_emulator/v1/quota')) as { used: number }).used;
}

async function searchesUsed(): Promise<number> {
  return ((await fx.controlOk('GET', '/_emulator/v1/quota')) as { buckets: { search: { used: number } } }).buckets
    .search.used;
}

/** A PNG whose header says width x height (enough for the platform's size check), padded to `bytes`. */
function png(width: number, height: number, bytes = 0): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const image = Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IEND', Buffer.alloc(0)),
  ]);
  return bytes > image.length ? Buffer.concat([image, Buffer.alloc(bytes - image.length)]) : image;
}

beforeAll(async () => {
  fx = await startEmulatorHarness();
  media = { rootUrl: `${fx.baseUrl}/` };
  const write = [SCOPE('youtube'), SCOPE('youtube.force-ssl')];
  owner = await clientFor(write);
  other = await clientFor(write, fx.info.demo.otherChannelId);
  creator = await clientFor([SCOPE('youtube.channel-memberships.creator')]);
  otherCreator = await clientFor([SCOPE('youtube.channel-memberships.creator')], fx.info.demo.otherChannelId);
});
afterAll(async () => {
  await fx.close();
});

describe('banner and branding', () => {
  it('the demo channel shows its seeded branding and banner', async () => {
    const listed = await owner.channels.list({ part: ['brandingSettings'], mine: true });
    expect(schemaProblems(listed.data, 'ChannelListResponse')).toEqual([]);
    const branding = listed.data.items?.[0]?.brandingSettings;
    expect(branding?.channel?.keywords).toContain('lighting');
    const banner = await fetch(branding?.image?.bannerExternalUrl ?? '');
    expect(banner.status).toBe(200);
    expect(banner.headers.get('content-type')).toMatch(/^image\/svg\+xml/);
  });

  it('channelBanners.insert refuses a small image, a large one and no image, with the platform reasons', async () => {
    const insert = (image: Buffer) =>
      owner.channelBanners.insert({ media: { mimeType: 'image/png', body: Readable.from([image]) } }, media);
    expect(await failure(insert(png(1920, 1080)))).toMatchObject({ status: 400, reason: 'invalidImage' });
    expect(await failure(insert(png(2560, 1440, 6_291_457)))).toMatchObject({ status: 413, reason: 'uploadTooLarge' });
    expect(await failure(insert(Buffer.from('not an image at all')))).toMatchObject({
      status: 400,
      reason: 'invalidImage',
    });
  });

  it('the two steps: upload a banner, then channels.update with its URL, description, keywords, country, language', async () => {
    const image = png(2560, 1440, 4096);
    const before = await quotaUsed();
    const uploaded = await owner.channelBanners.insert(
      { media: { mimeType: 'image/png', body: Readable.from([image]) } },
      media,
    );
    expect((await quotaUsed()) - before).toBe(50);
    expect(schemaProblems(uploaded.data, 'ChannelBannerResource')).toEqual([]);
    const url = uploaded.data.url ?? '';
    const served = await fetch(url);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(Buffer.from(await served.arrayBuffer()).equals(image)).toBe(true);

    const updated = await owner.channels.update({
      part: ['brandingSettings'],
      requestBody: {
        id: fx.info.demo.channelId,
        brandingSettings: {
          channel: { description: 'New description.', keywords: 'studio gear', country: 'DE', defaultLanguage: 'de' },
          image: { bannerExternalUrl: url },
        },
      },
    });
    expect(schemaProblems(updated.data, 'Channel')).toEqual([]);
    const listed = await owner.channels.list({ part: ['snippet', 'brandingSettings'], mine: true });
    const channel = listed.data.items?.[0];
    expect(channel?.snippet?.description).toBe('New description.');
    expect(channel?.snippet?.country).toBe('DE');
    expect(channel?.brandingSettings?.channel).toMatchObject({
      title: 'Demo Creator',
      description: 'New description.',
      keywords: 'studio gear',
      country: 'DE',
      defaultLanguage: 'de',
    });
    // The parts sent replace what was there: the seeded trailer is gone.
    expect(channel?.brandingSettings?.channel?.unsubscribedTrailer).toBeUndefined();
    expect(channel?.brandingSettings?.image?.bannerExternalUrl).toBe(url);
  });

  it('channels.update refuses other parts, a new title, someone else’s channel or banner', async () => {
    const id = fx.info.demo.channelId;
    expect(
      await failure(owner.channels.update({ part: ['snippet'], requestBody: { id, snippet: { title: 'x' } } })),
    ).toMatchObject({ status: 400, reason: 'unexpectedPart', location: 'part' });
    expect(
      await failure(
        owner.channels.update({
          part: ['brandingSettings'],
          requestBody: { id, brandingSettings: { channel: { title: 'Renamed' } } },
        }),
      ),
    ).toMatchObject({ status: 400, reason: 'channelTitleUpdateForbidden' });
    expect(
      await failure(
        other.channels.update({ part: ['brandingSettings'], requestBody: { id, brandingSettings: { channel: {} } } }),
      ),
    ).toMatchObject({ status: 403, reason: 'forbidden' });
    const theirs = await other.channelBanners.insert(
      { media: { mimeType: 'image/png', body: Readable.from([png(2048, 1152)]) } },
      media,
    );
    expect(
      await failure(
        owner.channels.update({
          part: ['brandingSettings'],
          requestBody: { id, brandingSettings: { image: { bannerExternalUrl: theirs.data.url ?? '' } } },
        }),
      ),
    ).toMatchObject({ status: 400, reason: 'brandingValidationError' });
  });
});

describe('channel sections', () => {
  it('lists the demo channel’s four sections in position order with their contentDetails', async () => {
    const listed = await owner.channelSections.list({ part: ['snippet', 'contentDetails'], mine: true });
    expect(schemaProblems(listed.data, 'ChannelSectionListResponse')).toEqual([]);
    expect(listed.data.items?.map((s) => [s.snippet?.type, s.snippet?.position, s.contentDetails?.playlists])).toEqual([
      ['recentUploads', 0, undefined],
      ['popularUploads', 1, undefined],
      ['singlePlaylist', 2, [TUTORIALS]],
      ['multiplePlaylists', 3, [TUTORIALS, BEHIND]],
    ]);
    const byChannel = await other.channelSections.list({ part: ['id'], channelId: fx.info.demo.channelId });
    expect(byChannel.data.items).toHaveLength(4);
  });

  it('refuses sections that break the type rules', async () => {
    const insert = (requestBody: youtube_v3.Schema$ChannelSection) =>
      owner.channelSections.insert({ part: ['snippet', 'contentDetails'], requestBody });
    expect(
      await failure(
        insert({ snippet: { type: 'singlePlaylist' }, contentDetails: { playlists: [TUTORIALS, BEHIND] } }),
      ),
    ).toMatchObject({ status: 400, reason: 'onePlaylistNeeded', domain: 'youtube.channelSection' });
    expect(
      await failure(insert({ snippet: { type: 'multiplePlaylists' }, contentDetails: { playlists: [TUTORIALS] } })),
    ).toMatchObject({ reason: 'titleRequired' });
    expect(await failure(insert({ snippet: { type: 'singlePlaylist' } }))).toMatchObject({
      reason: 'contentDetailsNeeded',
    });
    expect(
      await failure(insert({ snippet: { type: 'recentUploads' }, contentDetails: { playlists: [TUTORIALS] } })),
    ).toMatchObject({ reason: 'playlistsNotExpected' });
    expect(
      await failure(
        insert({
          snippet: { type: 'multipleChannels', title: 'Friends' },
          contentDetails: { channels: [fx.info.demo.channelId] },
        }),
      ),
    ).toMatchObject({ reason: 'ownChannelInChannels' });
    expect(
      await failure(
        insert({ snippet: { type: 'singlePlaylist' }, contentDetails: { playlists: ['PLnoSuchPlaylist'] } }),
      ),
    ).toMatchObject({ status: 404, reason: 'playlistNotFound' });
  });

  it('inserts at a position, updates, and refuses the 11th section with maxChannelSectionExceeded', async () => {
    const first = await owner.channelSections.insert({
      part: ['snippet', 'contentDetails'],
      requestBody: {
        snippet: { type: 'multipleChannels', title: 'Friends of the studio', position: 0 },
        contentDetails: { channels: [fx.info.demo.otherChannelId] },
      },
    });
    expect(schemaProblems(first.data, 'ChannelSection')).toEqual([]);
    expect(first.data.snippet?.position).toBe(0);
    for (let n = 5; n < 10; n += 1) {
      await owner.channelSections.insert({ part: ['snippet'], requestBody: { snippet: { type: 'allPlaylists' } } });
    }
    const full = await owner.channelSections.list({ part: ['snippet'], mine: true });
    expect(full.data.items).toHaveLength(10);
    expect(full.data.items?.[0]?.id).toBe(first.data.id);
    expect(
      await failure(
        owner.channelSections.insert({ part: ['snippet'], requestBody: { snippet: { type: 'recentUploads' } } }),
      ),
    ).toMatchObject({ status: 400, reason: 'maxChannelSectionExceeded', domain: 'youtube.channelSection' });

    const moved = await owner.channelSections.update({
      part: ['snippet', 'contentDetails'],
      requestBody: {
        id: first.data.id,
        snippet: { type: 'multipleChannels', title: 'Friends', position: 9 },
        contentDetails: { channels: [fx.info.demo.otherChannelId] },
      },
    });
    expect(moved.data.snippet).toMatchObject({ title: 'Friends', position: 9 });
    expect(
      await failure(
        other.channelSections.update({
          part: ['snippet'],
          requestBody: { id: first.data.id, snippet: { type: 'recentUploads' } },
        }),
      ),
    ).toMatchObject({ status: 403, reason: 'channelSectionForbidden' });
    expect((await owner.channelSections.delete({ id: first.data.id ?? '' })).status).toBe(204);
    expect(await failure(owner.channelSections.delete({ id: first.data.id ?? '' }))).toMatchObject({
      status: 404,
      reason: 'channelSectionNotFound',
    });
  });
});

describe('subscriptions', () => {
  it('lists the channel’s subscriptions and subscribers, ordered and filtered', async () => {
    const mine = await owner.subscriptions.list({
      part: ['snippet', 'contentDetails'],
      mine: true,
      order: 'alphabetical',
    });
    expect(schemaProblems(mine.data, 'SubscriptionListResponse')).toEqual([]);
    expect(mine.data.items?.map((s) => s.snippet?.title)).toEqual([
      'Another Creator',
      'Ben Larsen Films',
      'Felix Grau Audio',
    ]);
    expect(mine.data.items?.[0]?.contentDetails?.totalItemCount).toBe(1);
    const only = await owner.subscriptions.list({
      part: ['id'],
      mine: true,
      forChannelId: fx.info.demo.otherChannelId,
    });
    expect(only.data.items).toHaveLength(1);
    const subscribers = await owner.subscriptions.list({
      part: ['subscriberSnippet'],
      mySubscribers: true,
      maxResults: 4,
    });
    expect(schemaProblems(subscribers.data, 'SubscriptionListResponse')).toEqual([]);
    expect(subscribers.data.pageInfo).toEqual({ totalResults: 6, resultsPerPage: 4 });
    const next = await owner.subscriptions.list({
      part: ['subscriberSnippet'],
      mySubscribers: true,
      maxResults: 4,
      pageToken: subscribers.data.nextPageToken ?? '',
    });
    expect(next.data.items).toHaveLength(2);
    const avatar = await fetch(next.data.items?.[0]?.subscriberSnippet?.thumbnails?.default?.url ?? '');
    expect(avatar.status).toBe(200);
  });

  it('insert, the duplicate refused with subscriptionDuplicate, not to oneself, delete only one’s own', async () => {
    const added = await owner.subscriptions.insert({
      part: ['snippet'],
      requestBody: { snippet: { resourceId: { kind: 'youtube#channel', channelId: VIEWER } } },
    });
    expect(schemaProblems(added.data, 'Subscription')).toEqual([]);
    expect(added.data.snippet?.resourceId?.channelId).toBe(VIEWER);
    const again = owner.subscriptions.insert({
      part: ['snippet'],
      requestBody: { snippet: { resourceId: { kind: 'youtube#channel', channelId: VIEWER } } },
    });
    expect(await failure(again)).toMatchObject({
      status: 400,
      reason: 'subscriptionDuplicate',
      domain: 'youtube.subscription',
    });
    const self = owner.subscriptions.insert({
      part: ['snippet'],
      requestBody: { snippet: { resourceId: { kind: 'youtube#channel', channelId: fx.info.demo.channelId } } },
    });
    expect(await failure(self)).toMatchObject({ status: 400, reason: 'subscriptionForbidden' });
    const nobody = owner.subscriptions.insert({
      part: ['snippet'],
      requestBody: { snippet: { resourceId: { kind: 'youtube#channel', channelId: 'UCnobody' } } },
    });
    expect(await failure(nobody)).toMatchObject({ status: 404, reason: 'publisherNotFound' });
    expect(await failure(other.subscriptions.delete({ id: added.data.id ?? '' }))).toMatchObject({
      status: 403,
      reason: 'subscriptionForbidden',
    });
    expect((await owner.subscriptions.delete({ id: added.data.id ?? '' })).status).toBe(204);
    expect(await failure(owner.subscriptions.delete({ id: added.data.id ?? '' }))).toMatchObject({
      status: 404,
      reason: 'subscriptionNotFound',
    });
  });
});

describe('search and activities', () => {
  it('search.list: 1 call of its own bucket, typed ids, q, type, order, paging, forMine', async () => {
    const before = await quotaUsed();
    const searchesBefore = await searchesUsed();
    const found = await owner.search.list({ part: ['snippet'], q: 'studio', maxResults: 50 });
    expect((await quotaUsed()) - before).toBe(0);
    expect((await searchesUsed()) - searchesBefore).toBe(1);
    expect(schemaProblems(found.data, 'SearchListResponse')).toEqual([]);
    expect(found.data.items?.map((item) => item.id)).toContainEqual({ kind: 'youtube#video', videoId: 'dQd3moVid01' });
    const channels = await owner.search.list({ part: ['snippet'], q: 'creator', type: ['channel'], order: 'title' });
    expect(channels.data.items?.map((item) => item.id?.channelId)).toEqual([
      fx.info.demo.otherChannelId,
      fx.info.demo.channelId,
      DEMO_CLIPS_CHANNEL_ID,
    ]);
    const page1 = await owner.search.list({ part: ['snippet'], type: ['video'], order: 'viewCount', maxResults: 2 });
    const page2 = await owner.search.list({
      part: ['snippet'],
      type: ['video'],
      order: 'viewCount',
      maxResults: 2,
      pageToken: page1.data.nextPageToken ?? '',
    });
    // The first pages are the most viewed videos in order, as videos.list counts their views.
    const paged = [...(page1.data.items ?? []), ...(page2.data.items ?? [])].map((item) => item.id?.videoId ?? '');
    expect(new Set(paged).size).toBe(4);
    const stats = await owner.videos.list({ part: ['statistics'], id: paged });
    const views = paged.map((id) => Number(stats.data.items?.find((video) => video.id === id)?.statistics?.viewCount));
    expect(views).toEqual([...views].sort((a, b) => b - a));
    const everything = await owner.search.list({
      part: ['snippet'],
      type: ['video'],
      order: 'viewCount',
      maxResults: 50,
    });
    expect(everything.data.items?.slice(0, 4).map((item) => item.id?.videoId)).toEqual(paged);
    // Others' searches never show a private video; the owner's forMine does.
    const theirs = await other.search.list({ part: ['snippet'], q: 'members', type: ['video'] });
    expect(theirs.data.items).toEqual([]);
    const mine = await owner.search.list({ part: ['snippet'], q: 'members', type: ['video'], forMine: true });
    expect(mine.data.items?.map((item) => item.id?.videoId)).toEqual(['dQd3moVid05']);
    expect(await failure(owner.search.list({ part: ['snippet'], forMine: true }))).toMatchObject({
      status: 400,
      reason: 'invalidSearchFilter',
    });
    expect(await failure(owner.search.list({ part: ['snippet'], publishedAfter: 'yesterday' }))).toMatchObject({
      status: 400,
      reason: 'invalidPublishedAfterTime',
    });
  });

  it('activities.list: uploads, playlist additions and subscriptions of the channel, newest first', async () => {
    const listed = await owner.activities.list({ part: ['snippet', 'contentDetails'], mine: true, maxResults: 50 });
    expect(schemaProblems(listed.data, 'ActivityListResponse')).toEqual([]);
    const types = new Set(listed.data.items?.map((item) => item.snippet?.type));
    expect(types).toEqual(new Set(['upload', 'playlistItem', 'subscription']));
    const times = listed.data.items?.map((item) => item.snippet?.publishedAt ?? '') ?? [];
    expect([...times].sort().reverse()).toEqual(times);
    const upload = listed.data.items?.find((item) => item.contentDetails?.upload?.videoId === 'dQd3moVid05');
    expect(upload).toBeDefined(); // the owner sees the private upload
    const publicView = await other.activities.list({
      part: ['contentDetails'],
      channelId: fx.info.demo.channelId,
      maxResults: 50,
    });
    expect(publicView.data.items?.some((item) => item.contentDetails?.upload?.videoId === 'dQd3moVid05')).toBe(false);
    // activities.insert is gone from the API: the Data API answers a removed method with its 404.
    const inserted = await fx.json('POST', '/youtube/v3/activities?part=snippet', {}, await fx.token());
    expect(inserted.status).toBe(404);
    expect(errorOf(inserted.body)).toMatchObject({ reason: 'notFound' });
  });
});

describe('memberships, guide categories, abuse reports', () => {
  it('membershipsLevels.list and members.list for the creator; no memberships is channelMembershipsNotEnabled', async () => {
    const levels = await creator.membershipsLevels.list({ part: ['snippet'] });
    expect(schemaProblems(levels.data, 'MembershipsLevelListResponse')).toEqual([]);
    expect(levels.data.items?.map((level) => level.snippet?.levelDetails?.displayName)).toEqual([
      'Supporter',
      'Studio crew',
    ]);
    const members = await creator.members.list({ part: ['snippet'], maxResults: 2 });
    expect(schemaProblems(members.data, 'MemberListResponse')).toEqual([]);
    expect(members.data.pageInfo?.totalResults).toBe(3);
    expect(members.data.items?.[0]?.snippet?.memberDetails?.displayName).toBe('Amara Okafor');
    const crew = await creator.members.list({ part: ['snippet'], hasAccessToLevel: 'dEm0LevelCrew' });
    expect(crew.data.items).toHaveLength(1);
    const stream = await creator.members.list({ part: ['snippet'], mode: 'updates' });
    expect(stream.data.items).toEqual([]);
    expect(stream.data.nextPageToken).toBeTruthy();
    expect(await failure(otherCreator.membershipsLevels.list({ part: ['snippet'] }))).toMatchObject({
      status: 403,
      reason: 'channelMembershipsNotEnabled',
    });
    expect(await failure(owner.members.list({ part: ['snippet'] }))).toMatchObject({
      status: 403,
      reason: 'insufficientPermissions',
    });
  });

  it('guideCategories.list answers in the shape the method had', async () => {
    const listed = await fx.api('/guideCategories?part=snippet&regionCode=US', { key: fx.info.apiKey });
    expect(listed.status).toBe(200);
    expect(listed.body.kind).toBe('youtube#guideCategoryListResponse');
    expect(listed.body.items[0]).toMatchObject({
      kind: 'youtube#guideCategory',
      id: 'GCQmVzdCBvZiBZb3VUdWJl',
      snippet: { channelId: 'UCBR8-60-B28hp2BmDPdntcQ', title: 'Best of YouTube' },
    });
    const byId = await fx.api('/guideCategories?part=snippet&id=GCTXVzaWM=', await fx.token());
    expect(byId.body.items.map((item: { snippet: { title: string } }) => item.snippet.title)).toEqual(['Music']);
  });

  it('videoAbuseReportReasons.list, and videos.reportAbuse: 204 with a listed reason, 400 otherwise', async () => {
    const reasons = await owner.videoAbuseReportReasons.list({ part: ['snippet'] });
    expect(schemaProblems(reasons.data, 'VideoAbuseReportReasonListResponse')).toEqual([]);
    const spam = reasons.data.items?.find((reason) => reason.snippet?.label === 'Spam or misleading');
    const secondary = spam?.snippet?.secondaryReasons?.[0]?.id ?? '';
    const reported = await other.videos.reportAbuse({
      requestBody: { videoId: 'dQd3moVid02', reasonId: spam?.id ?? '', secondaryReasonId: secondary, comments: 'test' },
    });
    expect(reported.status).toBe(204);
    expect(
      await failure(other.videos.reportAbuse({ requestBody: { videoId: 'dQd3moVid02', reasonId: 'nonsense' } })),
    ).toMatchObject({ status: 400, reason: 'invalidAbuseReason' });
    expect(
      await failure(
        other.videos.reportAbuse({ requestBody: { videoId: 'dQd3moVid02', reasonId: 'S', secondaryReasonId: '19' } }),
      ),
    ).toMatchObject({ status: 400, reason: 'invalidAbuseReason' });
    expect(
      await failure(other.videos.reportAbuse({ requestBody: { videoId: 'noSuchVideo', reasonId: 'S' } })),
    ).toMatchObject({ status: 404, reason: 'videoNotFound' });
  });
});
