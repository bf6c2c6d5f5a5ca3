// The playlist cover service against the emulator (conformance mode), as the desk wires it: the demo's seeded cover is
// listed; a staged square image is set on a playlist without one (playlistImages.insert), replaced
// (playlistImages.update) and deleted, each charged as the table says; a non-image and a non-square image are refused
// before anything is sent, and the staged copies are freed either way.
import { join } from 'node:path';
import { Readable } from 'node:stream';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { StagingArea } from '../../../electron/files/staging-area';
import { ImageUploadClient } from '../../../electron/platform/image-upload-client';
import { createPlaylistCoverService } from '../../../electron/playlists/playlist-cover-service';
import { startEmulatorHarness, type EmulatorHarness } from '../support/emulator-harness';

const WITH_COVER = 'PLd3moStartHere00000000000000000003';
const WITHOUT_COVER = 'PLd3moTutorials0000000000000000001';

let fx: EmulatorHarness;
let staging: StagingArea;

beforeAll(async () => {
  fx = await startEmulatorHarness();
  staging = new StagingArea(join(fx.dataDir, 'desk'), { freeBytes: () => Promise.resolve(1e12) });
});
afterAll(async () => {
  await fx.close();
});

const service = () =>
  createPlaylistCoverService({
    dataApi: () => fx.dataApiClient(),
    client: () => new ImageUploadClient(() => fx.info.uploadBaseUrl, fx.tokens),
    staging,
    acceptsPaths: false,
  });

async function staged(name: string, bytes: Buffer) {
  const { id } = await staging.create({ name, size: bytes.length, type: 'image/png' });
  await staging.append(id, 0, Readable.from([bytes]));
  return { kind: 'staged' as const, stagingId: id };
}

const png = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: { r: 20, g: 160, b: 90 } } })
    .png()
    .toBuffer();
const unitsUsed = async () =>
  ((await fx.controlOk('GET', '/_emulator/v1/quota')) as { buckets: { units: { used: number } } }).buckets.units.used;

describe('playlist covers', () => {
  it("lists the demo's seeded cover, and none for a playlist without one", async () => {
    expect(await service().cover(WITH_COVER)).toMatchObject({
      playlistId: WITH_COVER,
      type: 'hero',
      width: 512,
      height: 512,
    });
    expect(await service().cover(WITHOUT_COVER)).toBeNull();
  });

  it('sets, replaces and deletes a cover, 50 units each', async () => {
    const covers = service();
    let before = await unitsUsed();
    const set = await covers.setCover({
      playlistId: WITHOUT_COVER,
      source: await staged('a.png', await png(800, 800)),
    });
    expect(set).toMatchObject({ playlistId: WITHOUT_COVER, type: 'hero', width: 800, height: 800 });
    expect((await unitsUsed()) - before).toBe(50);
    before = await unitsUsed();
    const replaced = await covers.setCover({
      playlistId: WITHOUT_COVER,
      source: await staged('b.png', await png(1200, 1200)),
      coverId: set.id,
    });
    expect(replaced).toMatchObject({ id: set.id, width: 1200, height: 1200 });
    expect((await unitsUsed()) - before).toBe(50);
    expect(await covers.cover(WITHOUT_COVER)).toMatchObject({ id: set.id, width: 1200 });
    before = await unitsUsed();
    expect(await covers.deleteCover(set.id)).toBeNull();
    expect((await unitsUsed()) - before).toBe(50);
    expect(await covers.cover(WITHOUT_COVER)).toBeNull();
    expect(await staging.list()).toEqual([]);
    expect((await fx.conformance()).violations).toEqual([]);
  });

  it('refuses a non-image and a non-square image before sending, freeing the staged copies', async () => {
    const before = await unitsUsed();
    await expect(
      service().setCover({ playlistId: WITHOUT_COVER, source: await staged('notes.png', Buffer.from('just text')) }),
    ).rejects.toMatchObject({ code: 'invalid-image' });
    await expect(
      service().setCover({ playlistId: WITHOUT_COVER, source: await staged('wide.png', await png(1280, 720)) }),
    ).rejects.toMatchObject({ code: 'invalid-image', message: expect.stringMatching(/must be square/) });
    expect(await unitsUsed()).toBe(before);
    expect(await staging.list()).toEqual([]);
  });
});
