import { mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { QueueStore } from '../../../electron/uploads/queue-store';
import { DEFAULT_UPLOAD_SETTINGS } from '../../../shared/uploads/upload-settings';
import { sampleRecord } from './record-fixture';
import { makeTempDir, removeDir } from './video-fixture';

let dataDir: string;
beforeEach(async () => {
  dataDir = await makeTempDir();
});
afterEach(async () => {
  await removeDir(dataDir);
});

describe('QueueStore', () => {
  it('starts empty when there is no file', async () => {
    expect(await new QueueStore(dataDir).load()).toEqual({ uploads: [], problems: [] });
  });

  it('round-trips uploads, settings and the quota wait', async () => {
    const store = new QueueStore(dataDir);
    const uploads = [
      sampleRecord('upload-one'),
      sampleRecord('upload-two', { state: 'uploading', session: { uri: 'http://127.0.0.1:1/upload?upload_id=x', uploadBaseUrl: 'http://127.0.0.1:1' }, bytesConfirmed: 512 }),
    ];
    await store.save({ uploads, settings: { ...DEFAULT_UPLOAD_SETTINGS, concurrency: 3 }, quotaResetAt: 123 });
    const loaded = await new QueueStore(dataDir).load();
    expect(loaded.uploads).toEqual(uploads);
    expect(loaded.settings?.concurrency).toBe(3);
    expect(loaded.quotaResetAt).toBe(123);
    expect(loaded.problems).toEqual([]);
  });

  it('folds saves made during a write into one write of the latest contents, and every caller waits for it', async () => {
    const store = new QueueStore(dataDir);
    const saves = Array.from({ length: 20 }, (_, index) => store.save({ uploads: [sampleRecord(`upload-${String(index).padStart(2, '0')}`)] }));
    await Promise.all(saves);
    const loaded = await store.load();
    expect(loaded.uploads.map((record) => record.id)).toEqual(['upload-19']);
  });

  it('leaves no temp files behind and never a half-written queue', async () => {
    const store = new QueueStore(dataDir);
    const big = Array.from({ length: 300 }, (_, index) => sampleRecord(`upload-${String(index).padStart(4, '0')}`));
    const writes: Promise<void>[] = [];
    for (let round = 0; round < 10; round += 1) writes.push(store.save({ uploads: big.slice(0, 30 * (round + 1)) }));
    // Read while writes are in progress: the file is always a whole queue (old or new).
    for (let read = 0; read < 20; read += 1) {
      try {
        const text = await readFile(store.path, 'utf8');
        expect(() => JSON.parse(text)).not.toThrow();
      } catch (error) {
        expect((error as NodeJS.ErrnoException).code).toBe('ENOENT');
      }
      await new Promise((resolve) => setImmediate(resolve));
    }
    await Promise.all(writes);
    expect((await store.load()).uploads).toHaveLength(300);
    expect((await readdir(dirname(store.path))).filter((name) => name.endsWith('.tmp'))).toEqual([]);
  });

  it('moves a file that is not JSON aside and reports it, without throwing', async () => {
    const store = new QueueStore(dataDir, () => 42);
    await mkdir(dirname(store.path), { recursive: true });
    await writeFile(store.path, '{"version":1,"uploads":[{"id":');
    const loaded = await store.load();
    expect(loaded.uploads).toEqual([]);
    expect(loaded.problems).toHaveLength(1);
    expect(loaded.problems[0]).toMatch(/not valid JSON/);
    expect(loaded.problems[0]).toContain(`${store.path}.corrupt-42`);
    expect(await readFile(`${store.path}.corrupt-42`, 'utf8')).toBe('{"version":1,"uploads":[{"id":');
    // The damaged file no longer stands in the way of saving.
    await store.save({ uploads: [sampleRecord('upload-new')] });
    expect((await store.load()).uploads.map((record) => record.id)).toEqual(['upload-new']);
  });

  it('moves aside JSON that is not a queue', async () => {
    const store = new QueueStore(dataDir, () => 7);
    await mkdir(dirname(store.path), { recursive: true });
    await writeFile(store.path, JSON.stringify({ hello: 'world' }));
    const loaded = await store.load();
    expect(loaded.uploads).toEqual([]);
    expect(loaded.problems[0]).toMatch(/shape of an upload queue/);
  });

  it('keeps the readable uploads of a partly damaged queue, reports the rest and keeps a copy', async () => {
    const store = new QueueStore(dataDir, () => 9);
    await mkdir(dirname(store.path), { recursive: true });
    await writeFile(store.path, JSON.stringify({ version: 1, uploads: [sampleRecord('upload-good'), { id: 'bad', state: 'flying' }] }));
    const loaded = await store.load();
    expect(loaded.uploads.map((record) => record.id)).toEqual(['upload-good']);
    expect(loaded.problems[0]).toMatch(/1 of its 2 uploads could not be read/);
    expect(JSON.parse(await readFile(join(dirname(store.path), 'queue.json.corrupt-9'), 'utf8')).uploads).toHaveLength(2);
  });
});
