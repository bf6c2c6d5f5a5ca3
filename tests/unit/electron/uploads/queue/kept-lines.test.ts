// An upload's failure reason and notice are kept in queue.json as lines of the catalogue (shared/i18n/saved-line.ts)
// beside their words: written in English, they are read in German after a switch or a restart in German. Queues
// written by older versions hold only words, shown as they are; a damaged line costs only itself, never the upload.
import { mkdir, writeFile } from 'node:fs/promises';
import { dirname } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { intlFor } from '../../../../../shared/i18n/catalogue';
import { sayKeptError, sayLine } from '../../../../../shared/i18n/saved-line';
import { queuePageSchema } from '../../../../../shared/uploads/upload-view';
import { DEFAULT_UPLOAD_SETTINGS } from '../../../../../shared/uploads/upload-settings';
import { setSayingLocale } from '../../../../../electron/language/say';
import { keepWords, noticeOf } from '../../../../../electron/language/say-line';
import { UPLOAD_FAILURES } from '../../../../../electron/uploads/engine/engine-messages';
import { UploadFailure } from '../../../../../electron/uploads/engine/upload-failure';
import { QUEUE_NOTICES } from '../../../../../electron/uploads/queue/queue-messages';
import { QueueStore } from '../../../../../electron/uploads/queue/queue-store';
import { toView } from '../../../../../electron/uploads/queue/upload-record';
import { sampleRecord } from '../../../../support/record-fixture';
import { makeTempDir, removeDir } from '../../../../support/video-fixture';

let dataDir: string;
beforeEach(async () => {
  dataDir = await makeTempDir();
});
afterEach(async () => {
  setSayingLocale('en');
  await removeDir(dataDir);
});

const german = intlFor('de');

/** The queue as the page receives it (validated as the IPC contract validates it). */
async function pageOf(store: QueueStore) {
  const loaded = await store.load();
  return queuePageSchema.parse({
    uploads: loaded.uploads.map((record) => toView(record)),
    offset: 0,
    total: loaded.uploads.length,
    revision: 0,
    settings: DEFAULT_UPLOAD_SETTINGS,
  });
}

async function writeQueueFile(store: QueueStore, uploads: unknown[]): Promise<void> {
  await mkdir(dirname(store.path), { recursive: true });
  await writeFile(store.path, JSON.stringify({ version: 1, uploads }));
}

describe('an upload’s kept lines', () => {
  it('are said in German after a restart in German, though written in English', async () => {
    setSayingLocale('en');
    const failure = new UploadFailure(
      'transient',
      'network',
      keepWords(UPLOAD_FAILURES.gaveUp, {
        reason: { line: keepWords(UPLOAD_FAILURES.connectionBroke, { why: 'ECONNRESET' }).line },
        attempts: 5,
      }),
    );
    expect(failure.message).toMatch(/^The connection to the upload host broke \(ECONNRESET\)\. Gave up after 5/);
    const store = new QueueStore(dataDir);
    await store.save({
      uploads: [
        sampleRecord('failed-one', { state: 'failed', error: failure.toError() }),
        sampleRecord('paused-one', { state: 'paused', ...noticeOf(keepWords(QUEUE_NOTICES.restored)) }),
      ],
      settings: DEFAULT_UPLOAD_SETTINGS,
    });

    setSayingLocale('de');
    const [failed, paused] = (await pageOf(new QueueStore(dataDir))).uploads;
    expect(sayKeptError(german, failed!.error!)).toMatch(
      /^Die Verbindung zum Upload-Host ist abgebrochen \(ECONNRESET\)\. Nach 5 Versuchen ohne Fortschritt aufgegeben/,
    );
    // The words as written stay beside the line: what an older version reads, and the fallback.
    expect(failed!.error!.message).toBe(failure.message);
    expect(sayLine(german, paused!.noticeLine, paused!.notice!)).not.toBe(paused!.notice);
    expect(sayLine(german, paused!.noticeLine, paused!.notice!)).toBe(german.formatMessage(QUEUE_NOTICES.restored));
  });

  it('read from a queue an older version wrote (words only) are shown as they are, nothing lost', async () => {
    const store = new QueueStore(dataDir);
    const old = sampleRecord('old-upload-one', { state: 'failed' });
    await writeQueueFile(store, [
      {
        ...old,
        error: { code: 'http-400', message: 'The platform refused the upload: Bad title. (invalidTitle)' },
        notice: 'Restored from the previous save.',
      },
    ]);
    const [view] = (await pageOf(store)).uploads;
    expect(view!.error!.line).toBeUndefined();
    expect(sayKeptError(german, view!.error!)).toBe('The platform refused the upload: Bad title. (invalidTitle)');
    expect(sayLine(german, view!.noticeLine, view!.notice!)).toBe('Restored from the previous save.');
  });

  it('damaged or hostile in the file cost only the line: the upload loads and its words are shown', async () => {
    const store = new QueueStore(dataDir);
    const record = sampleRecord('odd-upload-one', { state: 'failed' });
    await writeQueueFile(store, [
      {
        ...record,
        error: { code: 'network', message: 'Kept words.', line: { id: 'x.y', values: { a: { evil: true } } } },
        notice: 'Kept notice.',
        noticeLine: { id: 'no.such.message' },
      },
    ]);
    const loaded = await store.load();
    expect(loaded.uploads).toHaveLength(1);
    expect(loaded.problems).toEqual([]);
    const [view] = (await pageOf(store)).uploads;
    expect(view!.error!.line).toBeUndefined();
    expect(sayKeptError(german, view!.error!)).toBe('Kept words.');
    // Well formed but unknown to this catalogue (a newer version's): its words, not its id.
    expect(sayLine(german, view!.noticeLine, view!.notice!)).toBe('Kept notice.');
  });
});
