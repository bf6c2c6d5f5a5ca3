// The branding service against the emulator (conformance mode: every answer held to the discovery schema), wired as
// the desk wires it: the demo channel's branding read; a description and keywords saved over the whole part with
// the trailer and banner kept; a banner uploaded (step 1) then applied (step 2), a failed step 2 retried without a
// second upload, also by the app after a restart; images and texts the platform would refuse stopped before anything is sent.
import { Readable } from 'node:stream';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBrandingService, type BrandingService } from '../../../electron/channel-branding/branding-service';
import { pendingBannersIn } from '../../../electron/channel-branding/pending-banners';
import { StagingArea } from '../../../electron/files/staging-area';
import { DeskError } from '../../../electron/ipc/desk-error';
import { ImageUploadClient } from '../../../electron/platform/image-upload-client';
import { startEmulatorHarness, type EmulatorHarness } from '../support/emulator-harness';

let fx: EmulatorHarness;
let staging: StagingArea;
const calls: string[] = [];
const observer = { called: (call: { verb: string; path: string }) => calls.push(`${call.verb} ${call.path}`) };
const progress: Array<{ sent: number; total: number }> = [];

beforeAll(async () => {
  fx = await startEmulatorHarness();
  staging = new StagingArea(join(fx.dataDir, 'desk'), { freeBytes: () => Promise.resolve(1e12) });
  service = brandingService();
});
afterAll(async () => {
  await fx.close();
});

/** The service as the desk wires it; a second one on the same data dir stands for the app after a restart. */
function brandingService(): BrandingService {
  return createBrandingService({
    dataApi: () => fx.dataApiClient({ observer }),
    uploader: () => new ImageUploadClient(() => fx.info.uploadBaseUrl, fx.tokens, observer),
    servicesKey: () => fx.info.dataApiBaseUrl,
    staging,
    acceptsPaths: false,
    emitProgress: (event) => progress.push(event),
    pendingBanners: pendingBannersIn(join(fx.dataDir, 'desk')),
  });
}
let service: BrandingService;

async function stage(name: string, bytes: Buffer): Promise<{ kind: 'staged'; stagingId: string }> {
  const { id } = await staging.create({ name, size: bytes.length, type: 'image/png' });
  await staging.append(id, 0, Readable.from([bytes]));
  return { kind: 'staged', stagingId: id };
}

const png = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: { r: 30, g: 120, b: 200 } } })
    .png()
    .toBuffer();

async function platformChannel() {
  const reply = await fx.api(`/channels?part=brandingSettings,snippet&mine=true`, await fx.token());
  return reply.body.items[0];
}

describe('branding service against the emulator', () => {
  it("reads the demo channel's branding: keywords as a list, country, language and the drawn banner", async () => {
    const view = await service.get();
    expect(view.channelId).toBe(fx.info.demo.channelId);
    expect(view.keywords).toEqual(['studio', 'desk setup', 'lighting', 'editing', 'color grading']);
    expect(view.defaultLanguage).toBe('en');
    expect(view.bannerUrl).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/_emulator\/v1\/banners\//);
    expect(view.pendingBanner).toBeUndefined();
  });

  it('offers the platform regions and languages by name, asked once', async () => {
    calls.length = 0;
    const options = await service.options();
    expect(options.regions).toContainEqual({ code: 'DE', name: 'Germany' });
    expect(options.languages.some((language) => language.code === 'en')).toBe(true);
    await service.options();
    expect(calls.filter((call) => call.includes('i18n'))).toHaveLength(2);
  });

  it('saves the description and keywords, keeping the trailer, banner and language as they were', async () => {
    const before = await platformChannel();
    const view = await service.save({
      description: 'Gear reviews and studio builds, every Friday.',
      keywords: ['studio', 'home office', 'reviews'],
      country: 'DE',
    });
    expect(view).toMatchObject({
      description: 'Gear reviews and studio builds, every Friday.',
      keywords: ['studio', 'home office', 'reviews'],
      country: 'DE',
      defaultLanguage: 'en',
    });
    const after = await platformChannel();
    expect(after.brandingSettings.channel).toMatchObject({
      keywords: 'studio "home office" reviews',
      country: 'DE',
      defaultLanguage: 'en',
      unsubscribedTrailer: before.brandingSettings.channel.unsubscribedTrailer,
    });
    expect(after.brandingSettings.image).toEqual(before.brandingSettings.image);
    expect(after.snippet.description).toBe('Gear reviews and studio builds, every Friday.');
  });

  it('sends nothing when nothing changed', async () => {
    calls.length = 0;
    await service.save({ country: 'DE' });
    expect(calls).toEqual(['GET /channels']);
  });

  it('refuses a description with < > or over 1000 characters, and too many keywords, before sending', async () => {
    calls.length = 0;
    const error = await service
      .save({ description: '<b>'.padEnd(1001, 'x'), keywords: ['a'.repeat(499), 'b'] })
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(DeskError);
    expect((error as DeskError).code).toBe('invalid-input');
    expect((error as DeskError).message).toMatch(/1,001 characters.*< or >.*allows 500/s);
    expect(calls).toEqual([]);
  });

  it('uploads a banner (step 1) and applies it (step 2); the description saved earlier stays', async () => {
    progress.length = 0;
    const uploaded = await service.uploadBanner({ source: await stage('art.png', await png(2560, 1440)) });
    expect(uploaded).toMatchObject({ width: 2560, height: 1440, advice: [] });
    expect(progress.at(-1)?.sent).toBe(progress.at(-1)?.total);
    expect((await service.get()).pendingBanner?.url).toBe(uploaded.url);

    const applied = await service.applyBanner({ url: uploaded.url });
    expect(applied.bannerUrl).toBe(uploaded.url);
    expect(applied.pendingBanner).toBeUndefined();
    const after = await platformChannel();
    expect(after.brandingSettings.image.bannerExternalUrl).toBe(uploaded.url);
    expect(after.brandingSettings.channel.keywords).toBe('studio "home office" reviews');
    const served = await fetch(uploaded.url);
    expect(served.headers.get('content-type')).toBe('image/png');
  });

  it('keeps the uploaded URL when step 2 fails, also across a restart, and a retry of step 2 alone sets it', async () => {
    const uploaded = await service.uploadBanner({ source: await stage('second.png', await png(2048, 1152)) });
    expect(uploaded.advice).toEqual([expect.stringContaining('2560 × 1440')]);
    await fx.controlOk('POST', '/_emulator/v1/faults', { method: 'channels.update', kind: 'serverError', status: 503 });
    const failed = await service.applyBanner({ url: uploaded.url }).catch((caught: unknown) => caught);
    expect((failed as DeskError).code).toBe('service-unavailable');
    expect((await service.get()).pendingBanner).toEqual({ url: uploaded.url, width: 2048, height: 1152 });

    const restarted = brandingService();
    expect((await restarted.get()).pendingBanner).toEqual({ url: uploaded.url, width: 2048, height: 1152 });
    calls.length = 0;
    const retried = await restarted.applyBanner({ url: uploaded.url });
    expect(retried.bannerUrl).toBe(uploaded.url);
    expect(retried.pendingBanner).toBeUndefined();
    expect(calls).toEqual(['GET /channels', 'PUT /channels']);
    expect((await platformChannel()).brandingSettings.image.bannerExternalUrl).toBe(uploaded.url);
    expect((await brandingService().get()).pendingBanner).toBeUndefined();
  });

  it('refuses a 1000 × 500 image before sending it, naming the size rule, and frees the staged copy', async () => {
    calls.length = 0;
    const source = await stage('small.png', await png(1000, 500));
    const error = await service.uploadBanner({ source }).catch((caught: unknown) => caught);
    expect((error as DeskError).code).toBe('invalid-image');
    expect((error as DeskError).message).toMatch(/small\.png is 1000 × 500; a banner must be at least 2048 × 1152/);
    expect(calls).toEqual([]);
    await expect(staging.status(source.stagingId)).rejects.toMatchObject({ code: 'not-found' });
  });
});
