// The platform as it is today (issue #18), driven by the official Node client (@googleapis/youtube) in conformance
// mode, so every answer is also held to the generated schemas (discovery revision 20240303 plus
// electron/scripts/platform-since-discovery.mjs): videos.batchGetStats on its own bucket (2026-06-03),
// playlistImages, the brandPartner part (2026-07-07), getRating on the read-only scope (2026-09-01), fhd/qhd/uhd
// thumbnails (2026-09-11), images over 2 MB (2026-09-14) and comments' snippet.imageUrl (2026-09-30).
import { Readable } from 'node:stream';
import { auth, youtube, type youtube_v3 } from '@googleapis/youtube';
import { GaxiosError } from 'gaxios';
import sharp from 'sharp';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { imageSource } from '../../../shared/platform/emulator-image-host';
import { SCOPE, startEmulatorHarness, type EmulatorHarness } from '../support/emulator-harness';

const OWN_VIDEO = 'dQd3moVid01';
const OTHER_VIDEO = 'oTh3rVid001';
const TWO_MIB = 2 * 1024 * 1024;

type Bucket = { used: number; limit: number };
type Buckets = Record<'uploads' | 'search' | 'units' | 'stats', Bucket>;

let fx: EmulatorHarness;
let api: youtube_v3.Youtube;
/** Media methods take their URL from the per-call rootUrl only. */
let media: { rootUrl: string };

function clientWith(token: string): youtube_v3.Youtube {
  const oauth = new auth.OAuth2();
  oauth.setCredentials({ access_token: token, expiry_date: Date.now() + 3_600_000 });
  return youtube({ version: 'v3', rootUrl: `${fx.baseUrl}/`, auth: oauth });
}

beforeAll(async () => {
  fx = await startEmulatorHarness();
  media = { rootUrl: `${fx.baseUrl}/` };
});
afterAll(async () => {
  await fx.close();
});
beforeEach(async () => {
  await fx.controlOk('POST', '/_emulator/v1/quota/reset');
  api = clientWith(await fx.token());
});

const buckets = async () => ((await fx.controlOk('GET', '/_emulator/v1/quota')) as { buckets: Buckets }).buckets;

async function refusal(work: Promise<unknown>): Promise<{ status?: number; reason?: string }> {
  const error = await work.then(
    () => undefined,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(GaxiosError);
  const data = (error as GaxiosError).response?.data as { error?: { errors?: { reason?: string }[] } };
  return { status: (error as GaxiosError).response?.status, reason: data.error?.errors?.[0]?.reason };
}

/** An uncompressed PNG: big in bytes for its pixels, so a modest image passes 2 MiB. */
const rawPng = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: { r: 30, g: 120, b: 200 } } })
    .png({ compressionLevel: 0 })
    .toBuffer();

describe('videos.batchGetStats (2026-06-03)', () => {
  it('answers statistics, publish time and length, charged 1 unit to the stats bucket alone', async () => {
    const before = await buckets();
    const answer = await api.videos.batchGetStats({
      part: ['statistics', 'snippet', 'contentDetails'],
      id: [OWN_VIDEO, OTHER_VIDEO, 'noSuchVideo'],
    });
    expect(answer.status).toBe(200);
    expect(answer.data.kind).toBe('youtube#batchGetStatsResponse');
    expect(answer.data.items?.map((item) => item.id)).toEqual([OWN_VIDEO, OTHER_VIDEO]);
    const own = answer.data.items?.[0];
    expect(own?.kind).toBe('youtube#videoStats');
    expect(own?.statistics?.viewCount).toMatch(/^\d+$/);
    expect(own?.snippet?.publishTime).toMatch(/^\d{4}-\d\d-\d\dT/);
    expect(own?.contentDetails?.duration).toMatch(/^\d+s$/);
    const after = await buckets();
    expect(after.stats.used - before.stats.used).toBe(1);
    expect(after.units.used).toBe(before.units.used);
  });

  it('is refused with quotaExceeded once its own bucket is spent, while videos.list still serves', async () => {
    await fx.controlOk('POST', '/_emulator/v1/quota/exhaust', { bucket: 'stats' });
    expect(await refusal(api.videos.batchGetStats({ part: ['statistics'], id: [OWN_VIDEO] }))).toEqual({
      status: 403,
      reason: 'quotaExceeded',
    });
    expect((await api.videos.list({ part: ['id'], id: [OWN_VIDEO] })).status).toBe(200);
  });
});

describe('playlistImages', () => {
  it("sets, lists, replaces and removes a playlist's square hero image of more than 2 MiB", async () => {
    const playlist = await api.playlists.insert({
      part: ['snippet', 'status'],
      requestBody: { snippet: { title: 'With a hero image' }, status: { privacyStatus: 'public' } },
    });
    const playlistId = playlist.data.id ?? '';
    const image = await rawPng(1024, 1024);
    expect(image.length).toBeGreaterThan(TWO_MIB);
    const before = await buckets();
    const inserted = await api.playlistImages.insert(
      {
        part: ['snippet'],
        requestBody: { snippet: { playlistId, type: 'hero' } },
        media: { mimeType: 'image/png', body: Readable.from([image]) },
      },
      media,
    );
    expect(inserted.status).toBe(200);
    expect(inserted.data).toMatchObject({
      kind: 'youtube#playlistImage',
      snippet: { playlistId, type: 'hero', width: 1024, height: 1024 },
    });
    expect((await buckets()).units.used - before.units.used).toBe(50);

    const listed = await api.playlistImages.list({ part: ['snippet'], parent: playlistId });
    expect(listed.data.items?.map((item) => item.id)).toEqual([inserted.data.id]);

    const smaller = await sharp({ create: { width: 512, height: 512, channels: 3, background: '#fff' } })
      .jpeg()
      .toBuffer();
    const updated = await api.playlistImages.update(
      {
        part: ['snippet'],
        requestBody: { id: inserted.data.id, snippet: { playlistId, type: 'hero' } },
        media: { mimeType: 'image/jpeg', body: Readable.from([smaller]) },
      },
      media,
    );
    expect(updated.data).toMatchObject({ id: inserted.data.id, snippet: { width: 512, height: 512 } });

    expect((await api.playlistImages.delete({ id: inserted.data.id ?? '' })).status).toBe(204);
    expect((await api.playlistImages.list({ part: ['snippet'], parent: playlistId })).data.items).toEqual([]);
  });

  it("refuses an image that is not square, and another channel's playlist", async () => {
    const playlist = await api.playlists.insert({
      part: ['snippet'],
      requestBody: { snippet: { title: 'Square only' } },
    });
    const playlistId = playlist.data.id ?? '';
    const wide = await sharp({ create: { width: 640, height: 360, channels: 3, background: '#000' } })
      .png()
      .toBuffer();
    const insert = (client: youtube_v3.Youtube, body: Buffer) =>
      client.playlistImages.insert(
        {
          part: ['snippet'],
          requestBody: { snippet: { playlistId, type: 'hero' } },
          media: { mimeType: 'image/png', body: Readable.from([body]) },
        },
        media,
      );
    expect(await refusal(insert(api, wide))).toEqual({ status: 400, reason: 'invalidImage' });
    const other = clientWith(await fx.token({ channelId: fx.info.demo.otherChannelId }));
    const square = await sharp({ create: { width: 300, height: 300, channels: 3, background: '#000' } })
      .png()
      .toBuffer();
    expect(await refusal(insert(other, square))).toEqual({ status: 403, reason: 'playlistForbidden' });
  });
});

describe('the new fields and sizes', () => {
  it('thumbnails.set takes an image over 2 MiB (2026-09-14) and makes fhd, qhd and uhd of a 4K one (2026-09-11)', async () => {
    const image = await rawPng(3840, 2160);
    expect(image.length).toBeGreaterThan(TWO_MIB);
    const answer = await api.thumbnails.set(
      { videoId: OWN_VIDEO, media: { mimeType: 'image/png', body: Readable.from([image]) } },
      media,
    );
    expect(answer.status).toBe(200);
    const sizes = answer.data.items?.[0] ?? {};
    expect([sizes.fhd?.width, sizes.fhd?.height]).toEqual([1920, 1080]);
    expect([sizes.qhd?.width, sizes.qhd?.height]).toEqual([2560, 1440]);
    expect([sizes.uhd?.width, sizes.uhd?.height]).toEqual([3840, 2160]);
    const listed = await api.videos.list({ part: ['snippet'], id: [OWN_VIDEO] });
    expect(Object.keys(listed.data.items?.[0]?.snippet?.thumbnails ?? {})).toEqual(
      expect.arrayContaining(['fhd', 'qhd', 'uhd']),
    );
  });

  it('links a brand partner by handle and answers its channel id in the brandPartner part (2026-07-07)', async () => {
    const updated = await api.videos.update({
      part: ['brandPartner'],
      requestBody: { id: OWN_VIDEO, brandPartner: { channelHandle: '@anothercreator' } },
    });
    expect(updated.data.brandPartner).toEqual({ channelId: fx.info.demo.otherChannelId });
    const listed = await api.videos.list({ part: ['brandPartner'], id: [OWN_VIDEO] });
    expect(listed.data.items?.[0]?.brandPartner).toEqual({ channelId: fx.info.demo.otherChannelId });
    expect(
      await refusal(
        api.videos.update({
          part: ['brandPartner'],
          requestBody: { id: OWN_VIDEO, brandPartner: { channelId: 'not-a-channel' } },
        }),
      ),
    ).toEqual({ status: 400, reason: 'invalidValue' });
  });

  it('videos.getRating accepts a read-only token (2026-09-01)', async () => {
    const readOnly = clientWith(await fx.token({ scopes: [SCOPE('youtube.readonly')] }));
    const answer = await readOnly.videos.getRating({ id: [OTHER_VIDEO] });
    expect(answer.status).toBe(200);
    expect(answer.data.items?.[0]).toMatchObject({ videoId: OTHER_VIDEO });
  });

  it("answers a comment's attached image as snippet.imageUrl, and only on such comments (2026-09-30)", async () => {
    const threads = await api.commentThreads.list({ part: ['snippet'], videoId: 'dQd3moVid06', maxResults: 100 });
    // @googleapis/youtube 35's typings predate the field.
    const snippets = (threads.data.items ?? []).map(
      (thread) => thread.snippet?.topLevelComment?.snippet as { imageUrl?: string } | undefined,
    );
    const withImage = snippets.filter((snippet) => snippet?.imageUrl !== undefined);
    expect(withImage.length).toBeGreaterThan(0);
    expect(withImage.length).toBeLessThan(snippets.length);
    // On the platform's image host, as the platform answers it; the emulator serves its copy (nothing leaves here).
    const url = withImage[0]?.imageUrl ?? '';
    expect(url).toMatch(/^https:\/\/yt3\.ggpht\.com\/comment-images\//);
    const served = await fetch(imageSource(url, `${fx.baseUrl}/youtube/v3`));
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toMatch(/^image\/(png|gif)$/);
  });
});

describe('conformance', () => {
  it('held every answer above to the generated schemas without a violation (runs last)', async () => {
    const report = await fx.conformance();
    expect(report.violations).toEqual([]);
    expect(Object.keys(report.checked)).toEqual(
      expect.arrayContaining(['videos.batchGetStats', 'playlistImages.insert', 'playlistImages.list']),
    );
  });
});
