import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { StagingArea, StagingError } from '../../../../electron/files/staging-area';
import { makeTempDir, removeDir } from '../../../support/video-fixture';

let dataDir: string;
beforeEach(async () => {
  dataDir = await makeTempDir();
});
afterEach(async () => {
  await removeDir(dataDir);
});

const body = (bytes: Buffer | string) => Readable.from([Buffer.from(bytes)]);

async function staged(area: StagingArea, content: Buffer) {
  const { id } = await area.create({ name: 'clip.mp4', size: content.length, type: 'video/mp4' });
  await area.append(id, 0, body(content));
  return id;
}

describe('StagingArea', () => {
  it('stores a file appended in chunks and finalizes it to a local path', async () => {
    const area = new StagingArea(dataDir);
    const { id } = await area.create({ name: 'My clip.mp4', size: 10, type: 'video/mp4' });
    expect(id).toMatch(/^[a-f0-9]{32}$/);
    expect(await area.append(id, 0, body('01234'))).toEqual({ size: 5 });
    expect(await area.append(id, 5, body('56789'))).toEqual({ size: 10 });
    const file = await area.finalize(id);
    expect(file).toEqual({ path: join(dataDir, 'staging', id), name: 'My clip.mp4', size: 10 });
    expect(await readFile(file.path, 'utf8')).toBe('0123456789');
  });

  it('refuses an append at the wrong offset and tells the size to resume from', async () => {
    const area = new StagingArea(dataDir);
    const { id } = await area.create({ name: 'clip.mp4', size: 10, type: 'video/mp4' });
    await area.append(id, 0, body('0123'));
    const error = await area.append(id, 2, body('xxxx')).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(StagingError);
    expect(error).toMatchObject({ code: 'offset-mismatch', size: 4 });
    expect((await area.status(id)).size).toBe(4);
  });

  it('keeps what arrived of an interrupted append, so the client can resume', async () => {
    const area = new StagingArea(dataDir);
    const { id } = await area.create({ name: 'clip.mp4', size: 10, type: 'video/mp4' });
    const broken = new Readable({
      read() {
        this.push(Buffer.from('abc'));
        this.destroy(new Error('connection reset'));
      },
    });
    await area.append(id, 0, broken);
    const { size } = await area.status(id);
    expect(size).toBe(3);
    await area.append(id, size, body('defghij'));
    expect(await readFile((await area.finalize(id)).path, 'utf8')).toBe('abcdefghij');
  });

  it('refuses bytes beyond the declared size and stores none of that request', async () => {
    const area = new StagingArea(dataDir);
    const { id } = await area.create({ name: 'clip.mp4', size: 4, type: 'video/mp4' });
    await expect(area.append(id, 0, body('0123456'))).rejects.toMatchObject({ code: 'too-large', size: 0 });
    expect((await area.status(id)).size).toBe(0);
  });

  it('limits one append request and the whole file', async () => {
    const area = new StagingArea(dataDir, { maxAppendBytes: 4, maxFileBytes: 100 });
    const { id } = await area.create({ name: 'clip.mp4', size: 50, type: 'video/mp4' });
    await expect(area.append(id, 0, body('0123456789'))).rejects.toMatchObject({ code: 'too-large' });
    await expect(area.create({ name: 'huge.mp4', size: 101, type: 'video/mp4' })).rejects.toMatchObject({
      code: 'too-large',
    });
  });

  it('refuses a file that does not fit on the disk', async () => {
    const area = new StagingArea(dataDir, { freeBytes: async () => 1000 });
    await expect(area.create({ name: 'clip.mp4', size: 1001, type: 'video/mp4' })).rejects.toMatchObject({
      code: 'no-space',
    });
  });

  it('will not finalize a file that has not fully arrived', async () => {
    const area = new StagingArea(dataDir);
    const { id } = await area.create({ name: 'clip.mp4', size: 10, type: 'video/mp4' });
    await area.append(id, 0, body('012'));
    await expect(area.finalize(id)).rejects.toMatchObject({ code: 'incomplete', size: 3 });
  });

  it('never uses a name as a path, and refuses ids that are not its own', async () => {
    const area = new StagingArea(dataDir);
    const { id } = await area.create({ name: '../../etc/passwd', size: 3, type: 'video/mp4' });
    await area.append(id, 0, body('abc'));
    expect((await readdir(join(dataDir, 'staging'))).sort()).toEqual([id, `${id}.json`].sort());
    await expect(area.status('../../etc/passwd')).rejects.toMatchObject({ code: 'not-found' });
    await expect(area.append('0'.repeat(31) + 'g', 0, body('x'))).rejects.toMatchObject({ code: 'not-found' });
    await expect(area.create({ name: 'bad\u0000name', size: 3, type: 'video/mp4' })).rejects.toMatchObject({
      code: 'invalid-input',
    });
  });

  it('serialises racing appends at the same offset: only one wins', async () => {
    const area = new StagingArea(dataDir);
    const { id } = await area.create({ name: 'clip.mp4', size: 8, type: 'video/mp4' });
    const results = await Promise.allSettled([area.append(id, 0, body('aaaa')), area.append(id, 0, body('bbbb'))]);
    expect(results.map((result) => result.status).sort()).toEqual(['fulfilled', 'rejected']);
    expect((await area.status(id)).size).toBe(4);
  });

  it('reclaims an entry, and at start the stale ones no upload uses', async () => {
    let now = 1_000_000;
    const area = new StagingArea(dataDir, { now: () => now, staleAfterMs: 1000 });
    const used = await staged(area, Buffer.from('used'));
    const stale = await staged(area, Buffer.from('stale'));
    now += 500;
    const fresh = await staged(area, Buffer.from('fresh'));
    await writeFile(join(dataDir, 'staging', 'f'.repeat(32)), 'debris without metadata');
    now += 700;
    expect(await area.reclaimStale(new Set([used]))).toBe(2);
    expect((await area.status(used)).size).toBe(4);
    expect((await area.status(fresh)).size).toBe(5);
    await expect(area.status(stale)).rejects.toMatchObject({ code: 'not-found' });
    await area.reclaim(used);
    await expect(area.status(used)).rejects.toMatchObject({ code: 'not-found' });
    await area.reclaim('not-an-id');
  });

  it('removes an entry only when its last holder lets go: an upload, or requests reading it', async () => {
    const uploading = new Set<string>();
    const area = new StagingArea(dataDir, { inUse: (id) => uploading.has(id) });
    const id = await staged(area, Buffer.from('video'));
    const source = { kind: 'staged', stagingId: id } as const;
    uploading.add(id);
    // Another route names the upload's file and lets go of it: the upload still holds it.
    expect(await area.reclaim(id)).toBe(false);
    const first = area.hold(source);
    const second = area.hold(source);
    await first();
    await first(); // letting go twice counts once
    uploading.delete(id);
    await expect(area.discard(id)).rejects.toMatchObject({
      code: 'in-use',
      message: 'This staged file is being sent; it is freed once that ends.',
    });
    expect(await area.reclaimStale(new Set())).toBe(0);
    expect((await area.status(id)).size).toBe(5);
    await second();
    await expect(area.status(id)).rejects.toMatchObject({ code: 'not-found' });
    await area.hold({ kind: 'path', path: '/tmp/x.png' })();
  });
});
