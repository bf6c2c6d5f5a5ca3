// A progress tick appends one line beside the queue instead of rewriting it (issue 34): the queue file stays as it
// was, the next load has the newer offset, and the next save of the queue drops the lines it covers.
import { appendFile, readFile, stat } from 'node:fs/promises';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ProgressJournal } from '../../../../../electron/uploads/queue/progress-journal';
import { QueueStore } from '../../../../../electron/uploads/queue/queue-store';
import { UploadQueue } from '../../../../../electron/uploads/queue/upload-queue';
import { sampleRecord } from '../../../../support/record-fixture';
import { makeTempDir, removeDir } from '../../../../support/video-fixture';

const session = { uri: 'http://127.0.0.1:1/upload?upload_id=x', uploadBaseUrl: 'http://127.0.0.1:1' };

let dataDir: string;
beforeEach(async () => {
  dataDir = await makeTempDir();
});
afterEach(async () => {
  await removeDir(dataDir);
});

describe('the progress journal beside the queue', () => {
  it('keeps a tick without rewriting the queue, and the next load has its offset', async () => {
    const store = new QueueStore(dataDir);
    const uploads = [sampleRecord('sending01', { state: 'uploading', session, bytesConfirmed: 100 })];
    await store.save({ uploads });
    const before = await readFile(store.path, 'utf8');
    const { mtimeMs, ino } = await stat(store.path);

    for (const bytes of [200, 300, 400]) await store.saveProgress('sending01', bytes, session);
    await store.flush();
    expect(await readFile(store.path, 'utf8')).toBe(before);
    expect(await stat(store.path)).toMatchObject({ mtimeMs, ino });

    const loaded = await new QueueStore(dataDir).load();
    expect(loaded.uploads[0]).toMatchObject({ id: 'sending01', bytesConfirmed: 400 });
    expect(loaded.problems).toEqual([]);
  });

  it('drops the lines a save of the queue covers, and keeps those written after it began', async () => {
    const store = new QueueStore(dataDir);
    const journal = new ProgressJournal(`${dataDir}/uploads/queue-progress.jsonl`);
    const uploads = [sampleRecord('sending01', { state: 'uploading', session, bytesConfirmed: 100 })];
    await store.save({ uploads });
    await store.saveProgress('sending01', 500, session);
    expect(store.progressLines).toBe(1);
    await store.save({ uploads: [{ ...uploads[0]!, bytesConfirmed: 500 }] });
    expect(store.progressLines).toBe(0);
    expect(await journal.read()).toEqual(new Map());

    // A tick during a save: the save was made before it, so its line stays.
    const saving = store.save({ uploads: [{ ...uploads[0]!, bytesConfirmed: 500 }] });
    const tick = store.saveProgress('sending01', 600, session);
    await Promise.all([saving, tick]);
    await store.flush();
    expect(await journal.read()).toEqual(new Map([['sending01', { id: 'sending01', bytes: 600, session }]]));
    expect((await new QueueStore(dataDir).load()).uploads[0]?.bytesConfirmed).toBe(600);
  });

  it('skips a torn line, a line of another session, and an offset past the file', async () => {
    const store = new QueueStore(dataDir);
    const otherSession = { ...session, uri: 'http://127.0.0.1:1/upload?upload_id=older' };
    await store.save({
      uploads: [
        sampleRecord('sending01', { state: 'uploading', session, bytesConfirmed: 100 }),
        sampleRecord('restarted', { state: 'paused', session, bytesConfirmed: 20 }),
        sampleRecord('toolarge1', { state: 'paused', session, bytesConfirmed: 10 }),
      ],
    });
    await store.saveProgress('restarted', 300, otherSession);
    await store.saveProgress('toolarge1', 5_000, session);
    await store.saveProgress('sending01', 700, session);
    await store.flush();
    await appendFile(`${dataDir}/uploads/queue-progress.jsonl`, '{"id":"sending01","by');
    const loaded = await new QueueStore(dataDir).load();
    expect(loaded.uploads.map((upload) => upload.bytesConfirmed)).toEqual([700, 20, 10]);
  });

  it('gives a record restored without its session (a torn file, its backup older) the session it had', async () => {
    const store = new QueueStore(dataDir);
    await store.save({ uploads: [sampleRecord('inflight1', { state: 'paused', bytesConfirmed: 0 })] });
    await store.saveProgress('inflight1', 400, session);
    await store.flush();
    const loaded = await new QueueStore(dataDir).load();
    expect(loaded.uploads[0]).toMatchObject({ session, bytesConfirmed: 400 });
  });
});

describe('the queue in memory', () => {
  it('finds each upload by id after removals and moves, as a plain search would', () => {
    const records = Array.from({ length: 50 }, (_, index) => sampleRecord(`upload${String(index).padStart(3, '0')}`));
    const queue = new UploadQueue(records);
    const model = [...records];
    for (const index of [0, 7, 7, 30, 41]) {
      const id = model[index]!.id;
      queue.remove(id);
      model.splice(index, 1);
    }
    queue.move(model[3]!.id, 40);
    model.splice(40, 0, ...model.splice(3, 1));
    queue.add([sampleRecord('upload999')]);
    model.push(sampleRecord('upload999'));
    queue.update(model[20]!.id, { bytesConfirmed: 5 });
    model[20] = { ...model[20]!, bytesConfirmed: 5 };

    expect(queue.list()).toEqual(model);
    for (const record of [...records, sampleRecord('upload999')]) {
      expect(queue.get(record.id)).toEqual(model.find((entry) => entry.id === record.id));
    }
  });
});
