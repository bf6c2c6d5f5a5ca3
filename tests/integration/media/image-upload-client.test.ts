// The app's image upload client against the emulator's upload host: thumbnails.set answers the sizes made,
// watermarks.set sends the branding the platform keeps, channelBanners.insert answers the banner's URL, a refused token
// is refreshed once, and each refusal is a DeskError with the code the renderer acts on (an unverified channel apart
// from any other 403).
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DeskError } from '../../../electron/ipc/desk-error';
import type { AccessTokenProvider } from '../../../electron/platform/access-token-provider';
import { ImageUploadClient } from '../../../electron/platform/image-upload-client';
import { startEmulatorHarness, type EmulatorHarness } from '../support/emulator-harness';

let fx: EmulatorHarness;
let token: string;
const asked: string[] = [];
let refreshes = 0;

const tokens: AccessTokenProvider = {
  getAccessToken(forUrl) {
    asked.push(forUrl);
    return Promise.resolve(token);
  },
  async refreshAfterRejection() {
    refreshes += 1;
    token = await fx.token();
    return token;
  },
};

let client: ImageUploadClient;
beforeAll(async () => {
  fx = await startEmulatorHarness();
  token = await fx.token();
  client = new ImageUploadClient(() => fx.info.uploadBaseUrl, tokens);
});
afterAll(async () => {
  await fx.close();
});

const png = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: { r: 0, g: 200, b: 90 } } })
    .png()
    .toBuffer();

async function refusal(work: Promise<unknown>): Promise<DeskError> {
  const error = await work.then(
    () => undefined,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(DeskError);
  return error as DeskError;
}

describe('ImageUploadClient', () => {
  it('sets a thumbnail and answers the sizes, reporting progress up to the whole body', async () => {
    const progress: number[] = [];
    const sizes = await client.setThumbnail(
      'dQd3moVid02',
      { bytes: await png(1280, 720), mimeType: 'image/png' },
      { onProgress: (sent) => progress.push(sent) },
    );
    expect(Object.keys(sizes).sort()).toEqual(['default', 'high', 'maxres', 'medium', 'standard']);
    expect(sizes.maxres).toMatchObject({ width: 1280, height: 720 });
    expect(asked.at(-1)).toBe(`${fx.info.uploadBaseUrl}/thumbnails/set?videoId=dQd3moVid02&uploadType=media`);
    expect(progress.at(-1)).toBeGreaterThan(0);
  });

  it("tells its observer of every answer, as the Data API client does (the app's quota ledger)", async () => {
    const heard: unknown[] = [];
    const observed = new ImageUploadClient(() => fx.info.uploadBaseUrl, tokens, { called: (call) => heard.push(call) });
    await observed.setThumbnail('dQd3moVid02', { bytes: await png(640, 360), mimeType: 'image/png' });
    await refusal(observed.setThumbnail('oTh3rVid001', { bytes: await png(640, 360), mimeType: 'image/png' }));
    expect(heard).toEqual([
      { verb: 'POST', path: '/thumbnails/set', status: 200 },
      { verb: 'POST', path: '/thumbnails/set', status: 403, reason: 'forbidden' },
    ]);
  });

  it('retries once with a fresh token after a 401', async () => {
    token = 'ya29.not-a-token';
    const before = refreshes;
    const sizes = await client.setThumbnail('dQd3moVid02', { bytes: await png(640, 360), mimeType: 'image/png' });
    expect(refreshes).toBe(before + 1);
    expect(Object.keys(sizes)).toContain('standard');
  });

  it('sends the branding of a watermark in multipart/related', async () => {
    await client.setWatermark(
      fx.info.demo.channelId,
      { timing: { type: 'offsetFromStart', offsetMs: '5000', durationMs: '20000' } },
      { bytes: await png(150, 150), mimeType: 'image/png' },
    );
    const { watermark } = await fx.controlOk('GET', `/_emulator/v1/channels/${fx.info.demo.channelId}/watermark`);
    expect(watermark.timing).toEqual({ type: 'offsetFromStart', offsetMs: '5000', durationMs: '20000' });
  });

  it('meets faults armed for its methods: a 503 with Retry-After, a connection broken before the call', async () => {
    const image = { bytes: await png(640, 360), mimeType: 'image/png' };
    await fx.controlOk('POST', '/_emulator/v1/faults', {
      kind: 'serverError',
      status: 503,
      retryAfter: 7,
      method: 'thumbnails.set',
    });
    const busy = await refusal(client.setThumbnail('dQd3moVid02', image));
    expect(busy.code).toBe('service-unavailable');
    await fx.controlOk('POST', '/_emulator/v1/faults', { kind: 'dropConnection', method: 'watermarks.set' });
    const dropped = await refusal(
      client.setWatermark(fx.info.demo.channelId, { timing: { type: 'offsetFromStart', offsetMs: '0' } }, image),
    );
    expect(dropped.code).toBe('network');
    // Each fault hit once: the next calls go through.
    expect(Object.keys(await client.setThumbnail('dQd3moVid02', image))).toContain('high');
  });

  it('maps refusals: unverified channel, not the owner, not an image', async () => {
    const image = { bytes: await png(1280, 720), mimeType: 'image/png' };
    await fx.controlOk('PUT', `/_emulator/v1/channels/${fx.info.demo.channelId}/verification`, { verified: false });
    const unverified = await refusal(client.setThumbnail('dQd3moVid02', image));
    expect(unverified.code).toBe('channel-not-verified');
    expect(unverified.message).toContain('https://www.youtube.com/verify');
    await fx.controlOk('PUT', `/_emulator/v1/channels/${fx.info.demo.channelId}/verification`, { verified: true });

    const notOwner = await refusal(client.setThumbnail('oTh3rVid001', image));
    expect(notOwner.code).toBe('not-allowed');
    expect(notOwner.details).toMatchObject({ status: 403, reason: 'forbidden' });

    const notImage = await refusal(
      client.setThumbnail('dQd3moVid02', { bytes: Buffer.from('GIF89a not really'), mimeType: 'image/png' }),
    );
    expect(notImage.code).toBe('invalid-image');
  });

  it("inserts a banner and answers its URL; the platform's refusals of a small or huge image keep their codes", async () => {
    const url = await client.insertBanner({ bytes: await png(2048, 1152), mimeType: 'image/png' });
    expect(url).toMatch(/\/_emulator\/v1\/banners\//);
    expect((await fetch(url)).headers.get('content-type')).toBe('image/png');
    const small = await refusal(client.insertBanner({ bytes: await png(1000, 500), mimeType: 'image/png' }));
    expect(small.code).toBe('invalid-image');
    expect(small.message).toMatch(/at least 2048x1152/);
    const huge = await refusal(client.insertBanner({ bytes: Buffer.alloc(6_291_457, 7), mimeType: 'image/png' }));
    expect(huge.code).toBe('too-large');
  });
});
