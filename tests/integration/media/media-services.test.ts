// The thumbnail and watermark services over the emulator, as the desk wires them: a staged image is read, sent and
// its staging copy freed; progress events reach the sink; the watermark set from here is remembered across a new
// start (the platform cannot report it) and forgotten on removal; refusals lose nothing that was set before.
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { StagingArea } from '../../../electron/files/staging-area';
import { DeskError } from '../../../electron/ipc/desk-error';
import { ImageUploadClient } from '../../../electron/platform/image-upload-client';
import { createThumbnailService } from '../../../electron/thumbnails/thumbnail-service';
import { WatermarkMemory } from '../../../electron/watermark/watermark-memory';
import { createWatermarkService } from '../../../electron/watermark/watermark-service';
import { startEmulatorHarness, type EmulatorHarness } from '../support/emulator-harness';

let fx: EmulatorHarness;
let dataDir: string;
let staging: StagingArea;

beforeAll(async () => {
  fx = await startEmulatorHarness();
  dataDir = join(fx.dataDir, 'desk');
  staging = new StagingArea(dataDir, { freeBytes: () => Promise.resolve(1e12) });
});
afterAll(async () => {
  await fx.close();
});

const client = () => new ImageUploadClient(() => fx.info.uploadBaseUrl, fx.tokens);
const dataApi = () => fx.dataApiClient();

async function stage(name: string, bytes: Buffer): Promise<string> {
  const { id } = await staging.create({ name, size: bytes.length, type: 'image/png' });
  await staging.append(id, 0, Readable.from([bytes]));
  return id;
}

const png = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: { r: 240, g: 180, b: 0 } } })
    .png()
    .toBuffer();

function watermarkService(memory = new WatermarkMemory(dataDir)) {
  return createWatermarkService({
    client,
    dataApi,
    channelId: () => fx.info.demo.channelId,
    memory,
    staging,
    acceptsPaths: false,
  });
}

describe('thumbnail service', () => {
  it('sends a staged image, reports progress, answers the sizes in order and frees the staged copy', async () => {
    const progress: Array<{ sent: number; total: number }> = [];
    const service = createThumbnailService({
      client,
      staging,
      acceptsPaths: false,
      emitProgress: ({ sent, total }) => progress.push({ sent, total }),
    });
    const id = await stage('cover.png', await png(1920, 1080));
    const result = await service.set({ videoId: 'dQd3moVid04', source: { kind: 'staged', stagingId: id } });
    expect(result.sizes.map((size) => size.name)).toEqual(['default', 'medium', 'high', 'standard', 'maxres', 'fhd']);
    expect(result.advice).toEqual([]);
    expect(progress.at(-1)?.sent).toBe(progress.at(-1)?.total);
    await expect(staging.status(id)).rejects.toMatchObject({ code: 'not-found' });
    const listed = await fx.api('/videos?part=snippet&id=dQd3moVid04', await fx.token());
    expect(listed.body.items[0].snippet.thumbnails.maxres.url).toBe(result.sizes[4]?.url);
  });

  it('refuses a narrow image before sending anything, and frees its staged copy too', async () => {
    const service = createThumbnailService({ client, staging, acceptsPaths: false, emitProgress: () => undefined });
    const before = (await fx.controlOk('GET', '/_emulator/v1/quota')).used as number;
    const id = await stage('tiny.png', await png(400, 225));
    const error = await service
      .set({ videoId: 'dQd3moVid04', source: { kind: 'staged', stagingId: id } })
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(DeskError);
    expect((error as DeskError).code).toBe('invalid-image');
    expect((await fx.controlOk('GET', '/_emulator/v1/quota')).used).toBe(before);
    await expect(staging.status(id)).rejects.toMatchObject({ code: 'not-found' });
  });
});

describe('watermark service', () => {
  it('sets a watermark with a custom timing, remembers it across a new start, and removes it', async () => {
    const service = watermarkService();
    expect(await service.get()).toEqual({ current: null, advice: [] });
    const id = await stage('logo.png', await png(150, 150));
    const set = await service.set({
      source: { kind: 'staged', stagingId: id },
      timing: { kind: 'fromStart', offsetMs: 3000, durationMs: 12000 },
    });
    expect(set.current).toMatchObject({ imageName: 'logo.png', width: 150, height: 150 });
    expect(set.current?.imageDataUrl).toMatch(/^data:image\/png;base64,/);
    const { watermark } = await fx.controlOk('GET', `/_emulator/v1/channels/${fx.info.demo.channelId}/watermark`);
    expect(watermark.timing).toEqual({ type: 'offsetFromStart', offsetMs: '3000', durationMs: '12000' });

    const restarted = watermarkService(new WatermarkMemory(dataDir));
    expect((await restarted.get()).current?.timing).toEqual({ kind: 'fromStart', offsetMs: 3000, durationMs: 12000 });

    expect(await restarted.remove()).toEqual({ current: null, advice: [] });
    expect((await fx.controlOk('GET', `/_emulator/v1/channels/${fx.info.demo.channelId}/watermark`)).watermark).toBe(
      null,
    );
    expect((await watermarkService(new WatermarkMemory(dataDir)).get()).current).toBe(null);
  });

  it('sends "the last N seconds" as offsetFromEnd, and keeps the remembered one when a set is refused', async () => {
    const service = watermarkService();
    const id = await stage('logo.png', await png(200, 100));
    const set = await service.set({
      source: { kind: 'staged', stagingId: id },
      timing: { kind: 'lastSeconds', durationMs: 15000 },
    });
    expect(set.advice.join(' ')).toMatch(/square/);
    const { watermark } = await fx.controlOk('GET', `/_emulator/v1/channels/${fx.info.demo.channelId}/watermark`);
    expect(watermark.timing).toEqual({ type: 'offsetFromEnd', offsetMs: '15000', durationMs: '15000' });

    const bad = await stage('notes.png', Buffer.from('just some text, not an image at all'));
    const error = await service
      .set({ source: { kind: 'staged', stagingId: bad }, timing: { kind: 'wholeVideo' } })
      .catch((caught: unknown) => caught);
    expect((error as DeskError).code).toBe('invalid-image');
    expect((error as DeskError).message).toMatch(/notes\.png is not a PNG or JPEG image \(it looks like text\)/);
    expect((await service.get()).current?.timing).toEqual({ kind: 'lastSeconds', durationMs: 15000 });
  });

  it('refuses a path in browser mode without touching the platform', async () => {
    const path = join(fx.dataDir, 'logo.png');
    await writeFile(path, await png(150, 150));
    const error = await watermarkService()
      .set({ source: { kind: 'path', path }, timing: { kind: 'wholeVideo' } })
      .catch((caught: unknown) => caught);
    expect((error as DeskError).code).toBe('file-unavailable');
  });
});
