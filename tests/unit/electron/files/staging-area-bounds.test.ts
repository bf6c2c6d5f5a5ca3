// Fault 7 of issue 7: staging had no bounds beyond "this one file fits in the free space now".
import { PassThrough, Readable } from 'node:stream';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { KEEP_FREE_BYTES, StagingArea, StagingError } from '../../../../electron/files/staging-area';
import { makeTempDir, removeDir } from '../../../support/video-fixture';

const GiB = 1024 ** 3;

let dataDir: string;
beforeEach(async () => {
  dataDir = await makeTempDir();
});
afterEach(async () => {
  await removeDir(dataDir);
});

const body = (bytes: Buffer | string) => Readable.from([Buffer.from(bytes)]);
const entry = (name: string, size: number) => ({ name, size, type: 'video/mp4' });

describe('StagingArea bounds', () => {
  it('reserves the unwritten bytes of every open entry: 5 × 70 GiB on a 78 GiB disk takes one', async () => {
    const area = new StagingArea(dataDir, { freeBytes: async () => 78 * GiB });
    await area.create(entry('one.mp4', 70 * GiB));
    const refusal = await area.create(entry('two.mp4', 70 * GiB)).catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(StagingError);
    expect(refusal).toMatchObject({ code: 'no-space' });
    expect((refusal as Error).message).toContain('70.0 GiB of it promised to files still arriving');
    for (const name of ['three.mp4', 'four.mp4', 'five.mp4']) {
      await expect(area.create(entry(name, 70 * GiB))).rejects.toMatchObject({ code: 'no-space' });
    }
  });

  it('counts only what an open entry has not written yet, and nothing of a finished one', async () => {
    // The fake disk loses what is written, as a real one would.
    let free = 10_000 + KEEP_FREE_BYTES;
    const area = new StagingArea(dataDir, { freeBytes: async () => free });
    const { id } = await area.create(entry('a.mp4', 6000));
    await area.append(id, 0, body(Buffer.alloc(4000)));
    free -= 4000;
    // 6000 free, 2000 still promised to a.mp4: 4000 is the most another file may declare.
    await expect(area.create(entry('b.mp4', 4001))).rejects.toMatchObject({ code: 'no-space' });
    await area.append(id, 4000, body(Buffer.alloc(2000)));
    free -= 2000;
    await expect(area.create(entry('b.mp4', 4000))).resolves.toMatchObject({ id: expect.any(String) });
  });

  it('always leaves 1 GiB free', async () => {
    const area = new StagingArea(dataDir, { freeBytes: async () => 5 * GiB });
    await expect(area.create(entry('big.mp4', 4 * GiB + 1))).rejects.toMatchObject({ code: 'no-space' });
    await expect(area.create(entry('big.mp4', 4 * GiB))).resolves.toMatchObject({ id: expect.any(String) });
  });

  it('does not let racing creates both take the same free space', async () => {
    const area = new StagingArea(dataDir, { freeBytes: async () => 2 * GiB });
    const results = await Promise.allSettled([
      area.create(entry('a.mp4', 800 * 1024 ** 2)),
      area.create(entry('b.mp4', 800 * 1024 ** 2)),
    ]);
    expect(results.map((result) => result.status).sort()).toEqual(['fulfilled', 'rejected']);
  });

  it('caps the number of entries still being written', async () => {
    const area = new StagingArea(dataDir, { maxOpenEntries: 3, freeBytes: async () => 2 * GiB });
    const ids = [];
    for (const name of ['a.mp4', 'b.mp4', 'c.mp4']) ids.push((await area.create(entry(name, 4))).id);
    await expect(area.create(entry('d.mp4', 4))).rejects.toMatchObject({ code: 'too-many' });
    // A finished entry no longer counts.
    await area.append(ids[0] as string, 0, body('abcd'));
    await expect(area.create(entry('d.mp4', 4))).resolves.toMatchObject({ id: expect.any(String) });
  });

  it('answers a full disk mid-write with no-space and the size to resume from, keeping what was written', async () => {
    let writes = 0;
    const area = new StagingArea(dataDir, {
      writeAt: async (handle, bytes, position) => {
        writes += 1;
        if (writes > 1) throw Object.assign(new Error('ENOSPC: no space left on device, write'), { code: 'ENOSPC' });
        return handle.write(bytes, 0, bytes.length, position);
      },
    });
    const { id } = await area.create(entry('clip.mp4', 10));
    const parts = Readable.from([Buffer.from('0123'), Buffer.from('4567')]);
    const refusal = await area.append(id, 0, parts).catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(StagingError);
    expect(refusal).toMatchObject({ code: 'no-space', size: 4 });
    expect((refusal as Error).message).toMatch(/disk of Channel Desk's data folder is full/);
    expect((await area.status(id)).size).toBe(4);
  });

  it('refuses a body announced larger than the room left before reading any of it', async () => {
    const area = new StagingArea(dataDir);
    const { id } = await area.create(entry('clip.mp4', 10));
    const parts = new PassThrough();
    const refusal = await area.append(id, 0, parts, 11).catch((error: unknown) => error);
    expect(refusal).toMatchObject({ code: 'too-large', size: 0 });
    // Nothing was read: the stream was never started.
    expect(parts.readableFlowing).toBeNull();
    await expect(area.append(id, 0, body('0123456789'), 10)).resolves.toEqual({ size: 10 });
  });

  it('ends a copy whose body sends nothing for too long, keeping what arrived, and frees its entry', async () => {
    const area = new StagingArea(dataDir, { bodyIdleMs: 100 });
    const { id } = await area.create(entry('clip.mp4', 10));
    const parts = new PassThrough();
    parts.write(Buffer.from('0123'));
    // Never ended: a client that stopped without hanging up.
    await expect(area.append(id, 0, parts)).resolves.toEqual({ size: 4 });
    expect(parts.destroyed).toBe(true);
    await expect(area.discard(id)).resolves.toBeUndefined();
  });

  it('does not count a slow disk against the client: only the wait for the body is timed', async () => {
    const area = new StagingArea(dataDir, {
      bodyIdleMs: 50,
      writeAt: async (handle, bytes, position) => {
        await new Promise((resolve) => setTimeout(resolve, 200));
        return handle.write(bytes, 0, bytes.length, position);
      },
    });
    const { id } = await area.create(entry('clip.mp4', 8));
    const parts = new PassThrough();
    parts.write(Buffer.from('0123'));
    setTimeout(() => parts.end(Buffer.from('4567')), 20);
    await expect(area.append(id, 0, parts)).resolves.toEqual({ size: 8 });
  });

  it('does not mistake another write failure for a body that ended early', async () => {
    const area = new StagingArea(dataDir, {
      writeAt: async () => {
        throw Object.assign(new Error('EIO: i/o error, write'), { code: 'EIO' });
      },
    });
    const { id } = await area.create(entry('clip.mp4', 4));
    await expect(area.append(id, 0, body('0123'))).rejects.toThrow(/EIO/);
  });

  it('refuses to discard an entry an upload reads, and reclaims it once the upload lets go', async () => {
    const used = new Set<string>();
    const area = new StagingArea(dataDir, { inUse: (id) => used.has(id) });
    const { id } = await area.create(entry('clip.mp4', 4));
    await area.append(id, 0, body('abcd'));
    used.add(id);
    await expect(area.discard(id)).rejects.toMatchObject({ code: 'in-use' });
    expect(await area.reclaim(id)).toBe(false);
    expect((await area.status(id)).complete).toBe(true);
    used.delete(id);
    expect(await area.reclaim(id)).toBe(true);
    await expect(area.status(id)).rejects.toMatchObject({ code: 'not-found' });
  });
});
