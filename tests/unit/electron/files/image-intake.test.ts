// The image intake refuses what the platform would refuse (or what is no image at all) before a byte is sent, with
// a sentence that names the file and says what to do: made-up PNG and JPEG headers with nothing behind them,
// files cut short, a video renamed .png, images too large or too narrow, special files, and paths in browser mode.
import { execFileSync } from 'node:child_process';
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readImageFile, readImageSource } from '../../../../electron/files/image-intake';
import { StagingArea } from '../../../../electron/files/staging-area';
import { DeskError } from '../../../../electron/ipc/desk-error';
import { makeTempDir, removeDir, videoBytes } from '../../../support/video-fixture';

let dir: string;
beforeAll(async () => {
  dir = await makeTempDir('desk-images-');
});
afterAll(async () => {
  await removeDir(dir);
});

const image = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: { r: 10, g: 120, b: 200 } } });

async function fileWith(name: string, bytes: Buffer): Promise<string> {
  const path = join(dir, name);
  await writeFile(path, bytes);
  return path;
}

async function refusal(work: Promise<unknown>): Promise<DeskError> {
  const error = await work.then(
    () => undefined,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(DeskError);
  return error as DeskError;
}

describe('readImageFile', () => {
  it('accepts a 1280x720 PNG with its dimensions and no advice', async () => {
    const bytes = await image(1280, 720).png().toBuffer();
    const read = await readImageFile(await fileWith('cover.png', bytes), 'cover.png', 'thumbnail');
    expect(read).toMatchObject({ format: 'png', mimeType: 'image/png', width: 1280, height: 720, advice: [] });
    expect(read.bytes.equals(bytes)).toBe(true);
  });

  it('accepts a square JPEG named .png by its bytes, advising 16:9', async () => {
    const bytes = await image(1000, 1000).jpeg().toBuffer();
    const read = await readImageFile(await fileWith('square.png', bytes), 'square.png', 'thumbnail');
    expect(read).toMatchObject({ format: 'jpeg', mimeType: 'image/jpeg', width: 1000, height: 1000 });
    expect(read.advice.join(' ')).toMatch(/not 16:9/);
  });

  it('refuses a PNG signature and IHDR with nothing behind them', async () => {
    const header = (await image(1280, 720).png().toBuffer()).subarray(0, 33);
    const error = await refusal(readImageFile(await fileWith('fake.png', header), 'fake.png', 'thumbnail'));
    expect(error.code).toBe('invalid-image');
    expect(error.message).toMatch(/fake\.png is a damaged or incomplete PNG file/);
  });

  it('refuses a JPEG start-of-image marker with no frame', async () => {
    const header = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00]);
    const error = await refusal(readImageFile(await fileWith('fake.jpg', header), 'fake.jpg', 'thumbnail'));
    expect(error.code).toBe('invalid-image');
    expect(error.message).toMatch(/damaged or incomplete JPEG/);
  });

  it('refuses real images cut short (a copy that stopped half way)', async () => {
    const png = await image(1280, 720).png({ compressionLevel: 0 }).toBuffer();
    const jpeg = await image(1280, 720).jpeg().toBuffer();
    for (const [name, bytes] of [
      ['half.png', png.subarray(0, png.length >> 1)],
      ['half.jpg', jpeg.subarray(0, jpeg.length - 200)],
    ] as const) {
      const error = await refusal(readImageFile(await fileWith(name, bytes), name, 'thumbnail'));
      expect(error.code).toBe('invalid-image');
      expect(error.message).toContain(`${name} is a damaged or incomplete`);
    }
  });

  it('refuses a video renamed .png, saying what it looks like', async () => {
    const error = await refusal(readImageFile(await fileWith('clip.png', videoBytes(8192)), 'clip.png', 'thumbnail'));
    expect(error.code).toBe('invalid-image');
    expect(error.message).toBe(
      'clip.png is not a PNG or JPEG image (it looks like a video (MPEG-4)). Save it as PNG or JPEG and try again.',
    );
  });

  it('takes a thumbnail over 2 MiB, refuses one over 50 MiB as too large (2026-09-14), and one under 640 px wide', async () => {
    const png = await image(1280, 720).png().toBuffer();
    // Bytes after IEND: a whole PNG all the same, as some editors write them.
    const over2 = await readImageFile(
      await fileWith('over2.png', Buffer.concat([png, Buffer.alloc(2 * 1024 * 1024)])),
      'over2.png',
      'thumbnail',
    );
    expect(over2.width).toBe(1280);
    const big = Buffer.concat([png, Buffer.alloc(50 * 1024 * 1024)]);
    const tooBig = await refusal(readImageFile(await fileWith('big.png', big), 'big.png', 'thumbnail'));
    expect(tooBig.code).toBe('too-large');
    expect(tooBig.message).toMatch(/at most 50 MiB/);
    const narrow = await image(320, 180).png().toBuffer();
    const small = await refusal(readImageFile(await fileWith('small.png', narrow), 'small.png', 'thumbnail'));
    expect(small.code).toBe('invalid-image');
    expect(small.message).toMatch(/320 px wide; a thumbnail must be at least 640 px wide/);
  });

  it('takes a watermark up to 10 MiB, advising a 150x150 square', async () => {
    const square = await image(150, 150).png().toBuffer();
    expect((await readImageFile(await fileWith('wm.png', square), 'wm.png', 'watermark')).advice).toEqual([]);
    const wide = await image(300, 100).png().toBuffer();
    const advised = await readImageFile(await fileWith('wide.png', wide), 'wide.png', 'watermark');
    expect(advised.advice.join(' ')).toMatch(/square image \(150 × 150\)/);
  });

  it('takes a banner of at least 2048x1152 and refuses a smaller one or one over 6 MB, naming the rule', async () => {
    const smallest = await readImageFile(
      await fileWith('art.png', await image(2048, 1152).png().toBuffer()),
      'art.png',
      'banner',
    );
    expect(smallest).toMatchObject({ width: 2048, height: 1152, format: 'png' });
    expect(smallest.advice).toEqual([expect.stringContaining('2560 × 1440 looks sharpest')]);
    const small = await refusal(
      readImageFile(await fileWith('small.png', await image(1000, 500).png().toBuffer()), 'small.png', 'banner'),
    );
    expect(small.code).toBe('invalid-image');
    expect(small.message).toMatch(/small\.png is 1000 × 500; a banner must be at least 2048 × 1152 pixels/);
    const heavy = await refusal(
      readImageFile(await fileWith('heavy.png', Buffer.alloc(6_291_457, 1)), 'heavy.png', 'banner'),
    );
    expect(heavy.code).toBe('too-large');
    expect(heavy.message).toMatch(/a banner may be at most 6\.0 MiB/);
  });

  it('refuses an empty file, a missing one, a folder and a FIFO, without blocking', async () => {
    expect(
      (await refusal(readImageFile(await fileWith('empty.png', Buffer.alloc(0)), 'e.png', 'thumbnail'))).code,
    ).toBe('invalid-image');
    expect((await refusal(readImageFile(join(dir, 'nope.png'), 'nope.png', 'thumbnail'))).message).toMatch(
      /does not exist/,
    );
    expect((await refusal(readImageFile(dir, 'folder', 'thumbnail'))).message).toBe(
      'folder is a folder, not an image file.',
    );
    const fifo = join(dir, 'pipe.png');
    execFileSync('mkfifo', [fifo]);
    const error = await refusal(readImageFile(fifo, 'pipe.png', 'thumbnail'));
    expect(error.code).toBe('file-unavailable');
    expect(error.message).toBe('pipe.png is a pipe, not an image file.');
  });
});

describe('readImageSource', () => {
  it('reads a staged image, and refuses a path when the host takes none (browser mode)', async () => {
    const staging = new StagingArea(join(dir, 'data'), { freeBytes: () => Promise.resolve(1e12) });
    const bytes = await image(1280, 720).jpeg().toBuffer();
    const { id } = await staging.create({ name: 'staged.jpg', size: bytes.length, type: 'image/jpeg' });
    await staging.append(id, 0, Readable.from([bytes]));
    const read = await readImageSource({ kind: 'staged', stagingId: id }, 'thumbnail', {
      staging,
      acceptsPaths: false,
    });
    expect(read).toMatchObject({ name: 'staged.jpg', width: 1280, height: 720 });
    const path = await fileWith('local.jpg', bytes);
    const refused = await refusal(
      readImageSource({ kind: 'path', path }, 'thumbnail', { staging, acceptsPaths: false }),
    );
    expect(refused.code).toBe('file-unavailable');
    expect((await readImageSource({ kind: 'path', path }, 'thumbnail', { staging, acceptsPaths: true })).name).toBe(
      'local.jpg',
    );
  });
});
