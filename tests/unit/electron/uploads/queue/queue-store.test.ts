import { mkdir, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { dirname } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { QueueStore } from '../../../../../electron/uploads/queue/queue-store';
import { DEFAULT_UPLOAD_SETTINGS } from '../../../../../shared/uploads/upload-settings';
import { sampleRecord } from '../../../../support/record-fixture';
import { makeTempDir, removeDir } from '../../../../support/video-fixture';

/** A problem's words in the language in force when it was found. */
function wordsOf(problem: { readonly text: string } | string | undefined): string {
  return typeof problem === 'object' ? problem.text : (problem ?? '');
}

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
      sampleRecord('upload-two', {
        state: 'uploading',
        session: { uri: 'http://127.0.0.1:1/upload?upload_id=x', uploadBaseUrl: 'http://127.0.0.1:1' },
        bytesConfirmed: 512,
      }),
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
    const saves = Array.from({ length: 20 }, (_, index) =>
      store.save({ uploads: [sampleRecord(`upload-${String(index).padStart(2, '0')}`)] }),
    );
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
    expect(wordsOf(loaded.problems[0])).toMatch(/not valid JSON/);
    expect(wordsOf(loaded.problems[0])).toContain(`${store.path}.corrupt-42`);
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
    expect(wordsOf(loaded.problems[0])).toMatch(/shape of an upload queue/);
  });
});

describe('QueueStore: a damaged queue loses as little as possible and says what', () => {
  const session = {
    uri: 'http://127.0.0.1:1/upload/youtube/v3/videos?upload_id=abc',
    uploadBaseUrl: 'http://127.0.0.1:1',
  };
  const finished = (id: string) =>
    sampleRecord(id, { state: 'done', videoId: `vid-${id}`.slice(0, 11), bytesConfirmed: 1000, finishedAt: 5 });
  /** The fault report's queue: four finished uploads and one in flight with its session. */
  const fiveUploads = () => [
    finished('upload-fin-1'),
    finished('upload-fin-2'),
    finished('upload-fin-3'),
    finished('upload-fin-4'),
    sampleRecord('upload-flight', { state: 'uploading', session, bytesConfirmed: 512, fileName: 'in-flight.mp4' }),
  ];

  async function writeQueue(store: QueueStore, text: string): Promise<void> {
    await mkdir(dirname(store.path), { recursive: true });
    await writeFile(store.path, text);
  }

  it('keeps every record before the cut of a truncated file, and names the one that was cut', async () => {
    const store = new QueueStore(dataDir, () => 11);
    await store.save({ uploads: fiveUploads(), settings: { ...DEFAULT_UPLOAD_SETTINGS, concurrency: 2 } });
    const whole = await readFile(store.path, 'utf8');
    // Cut inside the last record, after its file name.
    const cut = whole.slice(0, whole.indexOf('"file"', whole.indexOf('in-flight.mp4')));
    await rm(`${store.path}.bak`, { force: true });
    await writeQueue(store, cut);
    const loaded = await store.load();
    expect(loaded.uploads.map((record) => record.id)).toEqual([
      'upload-fin-1',
      'upload-fin-2',
      'upload-fin-3',
      'upload-fin-4',
    ]);
    expect(loaded.uploads.every((record) => record.state === 'done')).toBe(true);
    expect(loaded.settings?.concurrency).toBe(2);
    expect(wordsOf(loaded.problems[0])).toMatch(/not valid JSON/);
    expect(wordsOf(loaded.problems[0])).toMatch(/Lost: "in-flight\.mp4"/);
    expect(await readFile(`${store.path}.corrupt-11`, 'utf8')).toBe(cut);
  });

  it('costs a record mangled mid-file (a lost quote) only that record, though the file is no longer JSON', async () => {
    const store = new QueueStore(dataDir, () => 18);
    await store.save({ uploads: fiveUploads() });
    const whole = await readFile(store.path, 'utf8');
    const third = whole.indexOf('"upload-fin-3"');
    // The quote closing the third record's file name goes: the brace matching of the rest of the file is inside out.
    const nameEnd = whole.indexOf('.mp4"', third) + '.mp4'.length;
    const mangled = whole.slice(0, nameEnd) + whole.slice(nameEnd + 1);
    await rm(`${store.path}.bak`, { force: true });
    await writeQueue(store, mangled);
    const loaded = await store.load();
    expect(loaded.uploads.map((record) => record.id)).toEqual([
      'upload-fin-1',
      'upload-fin-2',
      'upload-fin-4',
      'upload-flight',
    ]);
    // Its file name is torn too; its title still names it.
    expect(wordsOf(loaded.problems[0])).toMatch(/Lost: "upload-fin-3"\./);
  });

  it('names a record whose start was mangled, between two good ones', async () => {
    const store = new QueueStore(dataDir, () => 19);
    await store.save({ uploads: fiveUploads() });
    const whole = await readFile(store.path, 'utf8');
    const mangled = whole
      .replace('"id": "upload-fin-2"', '"i d": "upload-fin-2')
      .replace('"upload-fin-2.mp4"', '"second.mp4"');
    await rm(`${store.path}.bak`, { force: true });
    await writeQueue(store, mangled);
    const loaded = await store.load();
    expect(loaded.uploads.map((record) => record.id)).toEqual([
      'upload-fin-1',
      'upload-fin-3',
      'upload-fin-4',
      'upload-flight',
    ]);
    expect(wordsOf(loaded.problems[0])).toMatch(/Lost: "second\.mp4"/);
  });

  it('falls back to the previous save when the file is garbage, holding unfinished uploads paused', async () => {
    const store = new QueueStore(dataDir, () => 12);
    await store.save({ uploads: fiveUploads() });
    // A second write makes the first one the backup.
    await store.save({ uploads: fiveUploads() });
    await writeQueue(store, '\u0000\u0000garbage\u00ff{{{');
    const loaded = await store.load();
    expect(loaded.uploads.map((record) => record.id)).toEqual(fiveUploads().map((record) => record.id));
    const inFlight = loaded.uploads.find((record) => record.id === 'upload-flight')!;
    expect(inFlight.state).toBe('paused');
    expect(inFlight.session).toEqual(session);
    expect(wordsOf(loaded.problems[0])).toMatch(/previous save.*"in-flight\.mp4"/);
    expect(wordsOf(loaded.problems[0])).not.toMatch(/Lost/);
  });

  it('keeps the backup across loads: a damaged file is moved aside, never linked as the next backup', async () => {
    const store = new QueueStore(dataDir, () => 13);
    await store.save({ uploads: [sampleRecord('upload-old')] });
    await store.save({ uploads: [sampleRecord('upload-old'), sampleRecord('upload-new')] });
    await writeQueue(store, 'not json');
    const first = await store.load();
    expect(first.uploads.map((record) => record.id)).toEqual(['upload-old']);
    await store.save({ uploads: first.uploads });
    expect(JSON.parse(await readFile(`${store.path}.bak`, 'utf8')).uploads).toHaveLength(1);
  });

  it('costs one bad record only that record, naming it', async () => {
    const store = new QueueStore(dataDir, () => 14);
    const uploads: unknown[] = fiveUploads();
    uploads[2] = { id: 'upload-fin-3', fileName: 'third.mp4', state: 'flying' };
    await writeQueue(store, JSON.stringify({ version: 1, uploads }));
    const loaded = await store.load();
    expect(loaded.uploads.map((record) => record.id)).toEqual([
      'upload-fin-1',
      'upload-fin-2',
      'upload-fin-4',
      'upload-flight',
    ]);
    expect(loaded.uploads.find((record) => record.id === 'upload-flight')).toMatchObject({
      state: 'uploading',
      session,
      bytesConfirmed: 512,
    });
    expect(wordsOf(loaded.problems[0])).toMatch(/1 of its 5 uploads could not be fully read/);
    expect(wordsOf(loaded.problems[0])).toMatch(/Lost: "third\.mp4"\./);
    expect(JSON.parse(await readFile(`${store.path}.corrupt-14`, 'utf8')).uploads).toHaveLength(5);
  });

  it('restores a record with damaged details but a whole fingerprint and session, paused, instead of dropping it', async () => {
    const store = new QueueStore(dataDir, () => 15);
    const uploads: unknown[] = fiveUploads();
    const flight = { ...(uploads[4] as object), metadata: { snippet: 42 }, mimeType: null, state: 'zooming' };
    uploads[4] = flight;
    await writeQueue(store, JSON.stringify({ version: 1, uploads }));
    const loaded = await store.load();
    expect(loaded.uploads).toHaveLength(5);
    const restored = loaded.uploads.find((record) => record.id === 'upload-flight')!;
    expect(restored).toMatchObject({
      state: 'paused',
      session,
      bytesConfirmed: 512,
      fileName: 'in-flight.mp4',
      mimeType: 'application/octet-stream',
    });
    expect(restored.metadata.snippet.title).toBe('in-flight');
    expect(restored.notice).toMatch(/Restored/);
    expect(wordsOf(loaded.problems[0])).toMatch(/Restored with some details missing.*"in-flight\.mp4"/);
  });

  it('keeps the uploads when only the settings section is bad, and keeps the settings fields that read', async () => {
    const store = new QueueStore(dataDir, () => 16);
    await writeQueue(
      store,
      JSON.stringify({
        version: 1,
        settings: { ...DEFAULT_UPLOAD_SETTINGS, concurrency: 3, chunkSize: 'huge' },
        uploads: fiveUploads(),
      }),
    );
    const loaded = await store.load();
    expect(loaded.uploads).toHaveLength(5);
    expect(loaded.settings).toEqual({ ...DEFAULT_UPLOAD_SETTINGS, concurrency: 3 });
    expect(wordsOf(loaded.problems[0])).toMatch(/upload settings could not be read/);
  });

  it('reads the records of a file of another format version record by record, and says so', async () => {
    const store = new QueueStore(dataDir, () => 17);
    await writeQueue(store, JSON.stringify({ version: 2, uploads: fiveUploads() }));
    const loaded = await store.load();
    expect(loaded.uploads).toHaveLength(5);
    expect(wordsOf(loaded.problems[0])).toMatch(/another version of the queue format \(2\)/);
    expect(await readFile(`${store.path}.corrupt-17`, 'utf8')).toContain('"version":2');
  });

  it('restores from the backup when the file is missing but a previous save exists', async () => {
    const store = new QueueStore(dataDir);
    await store.save({ uploads: fiveUploads() });
    await store.save({ uploads: fiveUploads() });
    await rm(store.path);
    const loaded = await store.load();
    expect(loaded.uploads).toHaveLength(5);
    expect(wordsOf(loaded.problems[0])).toMatch(/queue file was missing; it was restored from its previous save/);
  });
});
