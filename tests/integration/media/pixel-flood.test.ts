// Issue 17, finding 5: a pixel flood (a PNG of 12 KB declaring 10000 × 10000 pixels) is refused from its header by
// every image intake of the app (thumbnail, watermark, banner) and by the emulator's image upload routes, quickly
// and without stalling the event loop; nothing decodes it. Before, the emulator decoded it for seconds (and once
// more per thumbnail size) and the app sent it on.
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readImageSource } from '../../../electron/files/image-intake';
import { StagingArea } from '../../../electron/files/staging-area';
import { DeskError } from '../../../electron/ipc/desk-error';
import { ImageUploadClient } from '../../../electron/platform/image-upload-client';
import { createThumbnailService } from '../../../electron/thumbnails/thumbnail-service';
import { WatermarkMemory } from '../../../electron/watermark/watermark-memory';
import { createWatermarkService } from '../../../electron/watermark/watermark-service';
import { intlFor } from '../../../shared/i18n/catalogue';
import { pixelFloodProblem } from '../../../shared/images/pixel-bound';
import { watchEventLoop } from '../../support/event-loop-watch';
import { pixelFloodPng } from '../../support/pixel-flood';
import { startEmulatorHarness, type EmulatorHarness } from '../support/emulator-harness';

// Generous for a busy 2-core machine: a refusal from the header takes milliseconds, a decode took seconds.
const MAX_MS = 2500;
const MAX_STALL_MS = 400;

let fx: EmulatorHarness;
let staging: StagingArea;
const flood = pixelFloodPng(10_000, 10_000);

beforeAll(async () => {
  fx = await startEmulatorHarness();
  staging = new StagingArea(`${fx.dataDir}/desk`, { freeBytes: () => Promise.resolve(1e12) });
});
afterAll(async () => {
  await fx.close();
});

const client = () => new ImageUploadClient(() => fx.info.uploadBaseUrl, fx.tokens);

async function stagedFlood(): Promise<{ kind: 'staged'; stagingId: string }> {
  const { id } = await staging.create({ name: 'flood.png', size: flood.length, type: 'image/png' });
  await staging.append(id, 0, Readable.from([flood]));
  return { kind: 'staged', stagingId: id };
}

/** Runs `work`, expecting a refusal, within the time and stall bounds; answers the refusal. */
async function refusedQuickly(work: () => Promise<unknown>): Promise<DeskError> {
  const started = performance.now();
  const { result, maxStallMs } = await watchEventLoop(() =>
    work().then(
      () => undefined,
      (caught: unknown) => caught,
    ),
  );
  const elapsed = performance.now() - started;
  expect(result).toBeInstanceOf(DeskError);
  expect(elapsed).toBeLessThan(MAX_MS);
  expect(maxStallMs).toBeLessThan(MAX_STALL_MS);
  return result as DeskError;
}

describe('a pixel flood through the app', () => {
  it('is named from its header, before anything decodes it', () => {
    expect(flood.length).toBeLessThan(64 * 1024);
    expect(pixelFloodProblem('flood.png', flood, intlFor('en'))).toMatch(
      /flood\.png is 10000 × 10000 pixels; .* at most 33,177,600/,
    );
    expect(pixelFloodProblem('ok.png', pixelFloodPng(7680, 4320), intlFor('en'))).toBeUndefined();
  });

  it('is refused as a thumbnail, a watermark and a banner before a byte is sent', async () => {
    const quota = async () => (await fx.controlOk('GET', '/_emulator/v1/quota')).used as number;
    const before = await quota();
    const thumbnails = createThumbnailService({ client, staging, acceptsPaths: false, emitProgress: () => undefined });
    const watermark = createWatermarkService({
      client,
      dataApi: () => fx.dataApiClient(),
      channelId: () => fx.info.demo.channelId,
      memory: new WatermarkMemory(`${fx.dataDir}/desk`),
      staging,
      acceptsPaths: false,
    });
    const refusals = [
      await refusedQuickly(async () => thumbnails.set({ videoId: 'dQd3moVid04', source: await stagedFlood() })),
      await refusedQuickly(async () => watermark.set({ source: await stagedFlood(), timing: { kind: 'wholeVideo' } })),
      await refusedQuickly(async () =>
        readImageSource(await stagedFlood(), 'banner', { staging, acceptsPaths: false }),
      ),
    ];
    for (const refusal of refusals) {
      expect(refusal.code).toBe('invalid-image');
      expect(refusal.message).toMatch(/10000 × 10000 pixels/);
    }
    expect(await quota()).toBe(before);
  });
});

describe('a pixel flood sent to the emulator', () => {
  const image = { bytes: flood, mimeType: 'image/png' };

  it('is refused by thumbnails.set, watermarks.set and channelBanners.insert without decoding it', async () => {
    const uploads = client();
    const thumbnail = await refusedQuickly(() => uploads.setThumbnail('dQd3moVid04', image));
    const watermark = await refusedQuickly(() =>
      uploads.setWatermark(
        fx.info.demo.channelId,
        {
          timing: { type: 'offsetFromStart', offsetMs: '0' },
          position: { type: 'corner', cornerPosition: 'topRight' },
        },
        image,
      ),
    );
    const banner = await refusedQuickly(() => uploads.insertBanner(image));
    for (const refusal of [thumbnail, watermark, banner]) expect(refusal.code).not.toBe('unexpected');
  });

  it('refuses the six at once as quickly', async () => {
    const uploads = client();
    await refusedQuickly(async () => {
      const answers = await Promise.allSettled(
        Array.from({ length: 6 }, () => uploads.setThumbnail('dQd3moVid04', image)),
      );
      const refused = answers.filter((answer) => answer.status === 'rejected');
      expect(refused).toHaveLength(6);
      throw (refused[0] as PromiseRejectedResult).reason;
    });
  });
});
