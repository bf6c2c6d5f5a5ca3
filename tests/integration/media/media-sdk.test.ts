// thumbnails.set, watermarks.set and watermarks.unset driven by the platform's official Node client
// (@googleapis/youtube) against the emulator: the sizes made and their letterbox really black, videos.list showing
// them, every refusal with its real status and reason, the quota charged, and a watermark's timing read back
// through the test control (the API has no way to read it).
import { Readable } from 'node:stream';
import { auth, youtube, type youtube_v3 } from '@googleapis/youtube';
import { GaxiosError } from 'gaxios';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startEmulatorHarness, type EmulatorHarness } from '../support/emulator-harness';
import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { MEDIA_FOLDER } from '../../../electron/emulator/data-api/media/media-store';

let fx: EmulatorHarness;
let client: MediaClient;
let otherClient: MediaClient;

const OWN_VIDEO = 'dQd3moVid01';
const OTHER_VIDEO = 'oTh3rVid001';

type MediaClient = ReturnType<typeof clientWith>;

function clientWith(token: string) {
  const oauth = new auth.OAuth2();
  oauth.setCredentials({ access_token: token, expiry_date: Date.now() + 3_600_000 });
  const api = youtube({ version: 'v3', rootUrl: `${fx.baseUrl}/`, auth: oauth });
  // The client builds media URLs from the per-call rootUrl only (the global one moves the API URL, not mediaUrl).
  const media = { rootUrl: `${fx.baseUrl}/` };
  return {
    videos: api.videos,
    channels: api.channels,
    thumbnails: { set: (params: youtube_v3.Params$Resource$Thumbnails$Set) => api.thumbnails.set(params, media) },
    watermarks: {
      set: (params: youtube_v3.Params$Resource$Watermarks$Set) => api.watermarks.set(params, media),
      unset: (params: youtube_v3.Params$Resource$Watermarks$Unset) => api.watermarks.unset(params),
    },
  };
}

beforeAll(async () => {
  fx = await startEmulatorHarness();
  client = clientWith(await fx.token());
  otherClient = clientWith(await fx.token({ channelId: fx.info.demo.otherChannelId }));
});
afterAll(async () => {
  await fx.close();
});

async function failure(
  promise: Promise<unknown>,
): Promise<{ status?: number; reason?: string; domain?: string; message?: string }> {
  try {
    await promise;
  } catch (error) {
    expect(error).toBeInstanceOf(GaxiosError);
    const gaxios = error as GaxiosError;
    const body = gaxios.response?.data as {
      error?: { message?: string; errors?: Array<{ reason?: string; domain?: string }> };
    };
    return {
      status: gaxios.response?.status,
      reason: body?.error?.errors?.[0]?.reason,
      domain: body?.error?.errors?.[0]?.domain,
      message: body?.error?.message,
    };
  }
  throw new Error('expected the call to fail');
}

const solid = (width: number, height: number, color: { r: number; g: number; b: number }) =>
  sharp({ create: { width, height, channels: 3, background: color } });
const RED = { r: 220, g: 20, b: 20 };
const WHITE = { r: 255, g: 255, b: 255 };

async function pixels(url: string) {
  const response = await fetch(url);
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toBe('image/jpeg');
  const { data, info } = await sharp(Buffer.from(await response.arrayBuffer()))
    .raw()
    .toBuffer({ resolveWithObject: true });
  const at = (x: number, y: number) => {
    const offset = (y * info.width + x) * info.channels;
    return [data[offset] ?? -1, data[offset + 1] ?? -1, data[offset + 2] ?? -1];
  };
  return { width: info.width, height: info.height, at };
}

const isBlack = ([r, g, b]: number[]) => (r ?? 255) < 16 && (g ?? 255) < 16 && (b ?? 255) < 16;
const isNear =
  (color: { r: number; g: number; b: number }) =>
  ([r, g, b]: number[]) =>
    Math.abs((r ?? 0) - color.r) < 24 && Math.abs((g ?? 0) - color.g) < 24 && Math.abs((b ?? 0) - color.b) < 24;

describe('thumbnails.set with the official client', () => {
  it('makes every size of a 1600x900 PNG sent as media, letterboxed on black where the shape differs', async () => {
    const png = await solid(1600, 900, RED).png().toBuffer();
    const before = (await fx.controlOk('GET', '/_emulator/v1/quota')).used as number;
    const answer = await client.thumbnails.set({
      videoId: OWN_VIDEO,
      media: { mimeType: 'image/png', body: Readable.from([png]) },
    });
    expect(answer.status).toBe(200);
    expect(answer.data.kind).toBe('youtube#thumbnailSetResponse');
    expect(typeof answer.data.etag).toBe('string');
    const sizes = answer.data.items?.[0] ?? {};
    expect(Object.keys(sizes).sort()).toEqual(['default', 'high', 'maxres', 'medium', 'standard']);
    expect([sizes.default?.width, sizes.default?.height]).toEqual([120, 90]);
    expect([sizes.medium?.width, sizes.medium?.height]).toEqual([320, 180]);
    expect([sizes.high?.width, sizes.high?.height]).toEqual([480, 360]);
    expect([sizes.standard?.width, sizes.standard?.height]).toEqual([640, 480]);
    expect([sizes.maxres?.width, sizes.maxres?.height]).toEqual([1280, 720]);
    expect((await fx.controlOk('GET', '/_emulator/v1/quota')).used).toBe(before + 50);

    // 16:9 into 4:3: bars above and below, the picture in the middle.
    const small = await pixels(sizes.default?.url ?? '');
    expect([small.width, small.height]).toEqual([120, 90]);
    expect(isBlack(small.at(60, 1))).toBe(true);
    expect(isBlack(small.at(60, 88))).toBe(true);
    expect(isNear(RED)(small.at(60, 45))).toBe(true);
    // 16:9 into 16:9: no bars at all.
    const medium = await pixels(sizes.medium?.url ?? '');
    expect(isNear(RED)(medium.at(2, 2))).toBe(true);
    expect(isNear(RED)(medium.at(318, 178))).toBe(true);
  });

  it('shows the new thumbnail in videos.list and in playlist items', async () => {
    const videos = await client.videos.list({ part: ['snippet'], id: [OWN_VIDEO] });
    const thumbs = videos.data.items?.[0]?.snippet?.thumbnails;
    expect(Object.keys(thumbs ?? {}).sort()).toEqual(['default', 'high', 'maxres', 'medium', 'standard']);
    expect(thumbs?.maxres?.url).toMatch(/\/_emulator\/v1\/media\/.+\.jpg$/);
    const other = await client.videos.list({ part: ['snippet'], id: ['dQd3moVid02'] });
    expect(other.data.items?.[0]?.snippet?.thumbnails?.default?.url).toMatch(/\.svg$/);
  });

  it('takes multipart with a JPEG sent as octet-stream; a square image is pillarboxed and has no maxres', async () => {
    const jpeg = await solid(700, 700, WHITE).jpeg().toBuffer();
    const answer = await client.thumbnails.set({
      videoId: 'dQd3moVid03',
      requestBody: {},
      media: { mimeType: 'application/octet-stream', body: Readable.from([jpeg]) },
    });
    const sizes = answer.data.items?.[0] ?? {};
    expect(Object.keys(sizes).sort()).toEqual(['default', 'high', 'medium', 'standard']);
    const medium = await pixels(sizes.medium?.url ?? '');
    // 1:1 into 16:9: a 180x180 square in the middle of 320, bars of 70 px on each side.
    expect(isBlack(medium.at(2, 90))).toBe(true);
    expect(isBlack(medium.at(317, 90))).toBe(true);
    expect(isNear(WHITE)(medium.at(160, 90))).toBe(true);
  });

  it('a second thumbnail replaces the first under new URLs, and the old images are gone', async () => {
    const first = (await client.videos.list({ part: ['snippet'], id: [OWN_VIDEO] })).data.items?.[0]?.snippet
      ?.thumbnails?.high?.url;
    const png = await solid(1280, 720, WHITE).png().toBuffer();
    const answer = await client.thumbnails.set({
      videoId: OWN_VIDEO,
      media: { mimeType: 'image/png', body: Readable.from([png]) },
    });
    const next = answer.data.items?.[0]?.high?.url;
    expect(next).not.toBe(first);
    expect((await fetch(first ?? '')).status).toBe(404);
    expect((await fetch(next ?? '')).status).toBe(200);
  });

  it('refuses an image over 50 MiB (the limit since 2026-09-14) with 413 before reading it all', async () => {
    const big = Buffer.alloc(50 * 1024 * 1024 + 1, 0);
    big.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    const refused = await failure(
      client.thumbnails.set({ videoId: OWN_VIDEO, media: { mimeType: 'image/png', body: Readable.from([big]) } }),
    );
    expect(refused).toMatchObject({ status: 413, reason: 'uploadTooLarge' });
  });

  it('refuses bytes that are not an image, and a truncated PNG, with 400 invalidImage', async () => {
    const video = Buffer.concat([Buffer.from([0, 0, 0, 0x18]), Buffer.from('ftypmp42'), Buffer.alloc(500, 1)]);
    const notImage = await failure(
      client.thumbnails.set({ videoId: OWN_VIDEO, media: { mimeType: 'image/png', body: Readable.from([video]) } }),
    );
    expect(notImage).toMatchObject({
      status: 400,
      reason: 'invalidImage',
      message: 'The provided image content is invalid.',
    });
    const png = await solid(1280, 720, RED).png({ compressionLevel: 0 }).toBuffer();
    const truncated = await failure(
      client.thumbnails.set({
        videoId: OWN_VIDEO,
        media: { mimeType: 'image/png', body: Readable.from([png.subarray(0, Math.floor(png.length / 2))]) },
      }),
    );
    expect(truncated).toMatchObject({ status: 400, reason: 'invalidImage' });
  });

  it("refuses another channel's video (403 forbidden) and an unknown one (404 videoNotFound)", async () => {
    const png = await solid(1280, 720, RED).png().toBuffer();
    const notOwner = await failure(
      client.thumbnails.set({ videoId: OTHER_VIDEO, media: { mimeType: 'image/png', body: Readable.from([png]) } }),
    );
    expect(notOwner).toMatchObject({ status: 403, reason: 'forbidden', domain: 'youtube.thumbnail' });
    const unknown = await failure(
      client.thumbnails.set({ videoId: 'nOsuchVid00', media: { mimeType: 'image/png', body: Readable.from([png]) } }),
    );
    expect(unknown).toMatchObject({ status: 404, reason: 'videoNotFound' });
  });

  it('refuses custom thumbnails for an unverified channel with the real 403 and lists it as eligible, until it is verified', async () => {
    const png = await solid(1280, 720, RED).png().toBuffer();
    const channel = fx.info.demo.channelId;
    expect(await fx.controlOk('PUT', `/_emulator/v1/channels/${channel}/verification`, { verified: false })).toEqual({
      channelId: channel,
      verified: false,
    });
    const refused = await failure(
      client.thumbnails.set({ videoId: OWN_VIDEO, media: { mimeType: 'image/png', body: Readable.from([png]) } }),
    );
    expect(refused).toMatchObject({
      status: 403,
      reason: 'forbidden',
      message: "The authenticated user doesn't have permissions to upload and set custom video thumbnails.",
    });
    // channels.list says the same: eligible for long uploads once verified, not allowed yet.
    const mine = async () =>
      (await client.channels.list({ part: ['status'], mine: true })).data.items?.[0]?.status?.longUploadsStatus;
    expect(await mine()).toBe('eligible');
    await fx.controlOk('PUT', `/_emulator/v1/channels/${channel}/verification`, { verified: true });
    expect(await mine()).toBe('allowed');
    const answer = await client.thumbnails.set({
      videoId: OWN_VIDEO,
      media: { mimeType: 'image/png', body: Readable.from([png]) },
    });
    expect(answer.status).toBe(200);
  });
});

describe('watermarks.set and watermarks.unset with the official client', () => {
  const channel = () => fx.info.demo.channelId;

  it('sets a watermark whose timing and image the test control reads back, charging 50 units', async () => {
    const png = await solid(150, 150, RED).png().toBuffer();
    const before = (await fx.controlOk('GET', '/_emulator/v1/quota')).used as number;
    const answer = await client.watermarks.set({
      channelId: channel(),
      requestBody: {
        timing: { type: 'offsetFromEnd', offsetMs: '15000', durationMs: '10000' },
        position: { type: 'corner', cornerPosition: 'topRight' },
      },
      media: { mimeType: 'image/png', body: Readable.from([png]) },
    });
    expect(answer.status).toBe(204);
    expect((await fx.controlOk('GET', '/_emulator/v1/quota')).used).toBe(before + 50);
    const { watermark } = await fx.controlOk('GET', `/_emulator/v1/channels/${channel()}/watermark`);
    expect(watermark).toMatchObject({
      timing: { type: 'offsetFromEnd', offsetMs: '15000', durationMs: '10000' },
      position: { type: 'corner', cornerPosition: 'topRight' },
      targetChannelId: channel(),
      mimeType: 'image/png',
      width: 150,
      height: 150,
    });
    const image = await fetch(watermark.imageUrl as string);
    expect(Buffer.from(await image.arrayBuffer()).equals(png)).toBe(true);
  });

  it('refuses timings the platform refuses, and bytes that are no image', async () => {
    const png = await solid(150, 150, RED).png().toBuffer();
    const set = (timing: youtube_v3.Schema$InvideoTiming, body: Buffer = png) =>
      client.watermarks.set({
        channelId: channel(),
        requestBody: { timing },
        media: { mimeType: 'image/png', body: Readable.from([body]) },
      });
    expect(await failure(set({ type: 'offsetFromEnd', offsetMs: '5000', durationMs: '8000' }))).toMatchObject({
      status: 400,
      reason: 'invalidValue',
    });
    expect(await failure(set({ type: 'offsetFromStart', offsetMs: '0', durationMs: '500' }))).toMatchObject({
      status: 400,
      reason: 'invalidValue',
    });
    expect(
      await failure(set({ type: 'offsetFromStart', offsetMs: '0' }, Buffer.from('%PDF-1.7 not an image'))),
    ).toMatchObject({ status: 400, reason: 'imageFormatUnsupported' });
    // None of the refusals touched the watermark set before.
    const { watermark } = await fx.controlOk('GET', `/_emulator/v1/channels/${channel()}/watermark`);
    expect(watermark.timing).toEqual({ type: 'offsetFromEnd', offsetMs: '15000', durationMs: '10000' });
  });

  it("refuses another channel's id with 403 forbidden, for set and unset", async () => {
    const png = await solid(150, 150, RED).png().toBuffer();
    const set = await failure(
      otherClient.watermarks.set({
        channelId: channel(),
        requestBody: { timing: { type: 'offsetFromStart', offsetMs: '0' } },
        media: { mimeType: 'image/png', body: Readable.from([png]) },
      }),
    );
    expect(set).toMatchObject({ status: 403, reason: 'forbidden', domain: 'youtube.watermark' });
    const unset = await failure(otherClient.watermarks.unset({ channelId: channel() }));
    expect(unset).toMatchObject({ status: 403, reason: 'forbidden' });
    const { watermark } = await fx.controlOk('GET', `/_emulator/v1/channels/${channel()}/watermark`);
    expect(watermark).not.toBeNull();
  });

  it('unsets the watermark (204, 50 units); the control then reports none', async () => {
    const before = (await fx.controlOk('GET', '/_emulator/v1/quota')).used as number;
    const answer = await client.watermarks.unset({ channelId: channel() });
    expect(answer.status).toBe(204);
    expect((await fx.controlOk('GET', '/_emulator/v1/quota')).used).toBe(before + 50);
    expect(await fx.controlOk('GET', `/_emulator/v1/channels/${channel()}/watermark`)).toEqual({
      channelId: channel(),
      watermark: null,
    });
  });

  it('keeps thumbnails and watermarks across a restart', async () => {
    const png = await solid(150, 150, WHITE).png().toBuffer();
    await client.watermarks.set({
      channelId: channel(),
      requestBody: { timing: { type: 'offsetFromStart', offsetMs: '2000', durationMs: '30000' } },
      media: { mimeType: 'image/png', body: Readable.from([png]) },
    });
    const thumbs = (await client.videos.list({ part: ['snippet'], id: [OWN_VIDEO] })).data.items?.[0]?.snippet
      ?.thumbnails;
    await fx.restart();
    const again = clientWith(await fx.token());
    const after = (await again.videos.list({ part: ['snippet'], id: [OWN_VIDEO] })).data.items?.[0]?.snippet
      ?.thumbnails;
    expect(after?.high?.url?.replace(/^http:\/\/[^/]+/, '')).toBe(thumbs?.high?.url?.replace(/^http:\/\/[^/]+/, ''));
    expect((await fetch(after?.high?.url ?? '')).status).toBe(200);
    const { watermark } = await fx.controlOk('GET', `/_emulator/v1/channels/${channel()}/watermark`);
    expect(watermark.timing).toEqual({ type: 'offsetFromStart', offsetMs: '2000', durationMs: '30000' });
  });
});

describe('videos.delete', () => {
  it("takes the video's custom thumbnail with it: its images are no longer served nor kept", async () => {
    // The emulator was restarted above, on another port.
    const client = clientWith(await fx.token());
    const mediaFolder = join(fx.dataDir, MEDIA_FOLDER);
    const png = await solid(1280, 720, WHITE).png().toBuffer();
    const set = await client.thumbnails.set({
      videoId: OWN_VIDEO,
      media: { mimeType: 'image/png', body: Readable.from([png]) },
    });
    const url = set.data.items?.[0]?.high?.url ?? '';
    expect((await fetch(url)).status).toBe(200);
    const files = await readdir(mediaFolder);
    const kept = files.filter((name) => url.includes(name.replace(/\.\w+$/, '')));
    expect(kept).not.toEqual([]);

    expect((await client.videos.delete({ id: OWN_VIDEO })).status).toBe(204);
    await expect.poll(async () => (await fetch(url)).status).toBe(404);
    await expect.poll(async () => (await readdir(mediaFolder)).filter((name) => kept.includes(name))).toEqual([]);
  });
});
