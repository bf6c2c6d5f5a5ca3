// What the upload list's load found wrong (damage, uploads restored or lost by name) is kept as a line: found while
// the host spoke English, it reads in German on a page that speaks German; a line too long to keep falls back to
// its words, and a page refuses a hostile line while still showing the notice's words.
import { mkdir, writeFile } from 'node:fs/promises';
import { dirname } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { intlFor } from '../../../../../shared/i18n/catalogue';
import { sayLine } from '../../../../../shared/i18n/saved-line';
import { startupNoticeSchema } from '../../../../../shared/ipc/app';
import { setSayingLocale } from '../../../../../electron/language/say';
import { QueueStore } from '../../../../../electron/uploads/queue/queue-store';
import { sampleRecord } from '../../../../support/record-fixture';
import { toView } from '../../../../../electron/uploads/queue/upload-record';
import { queuePageSchema } from '../../../../../shared/uploads/upload-view';
import { DEFAULT_UPLOAD_SETTINGS } from '../../../../../shared/uploads/upload-settings';
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
const GERMAN_PLACEHOLDER = 'Wiederhergestelltes Video';

async function writeQueue(store: QueueStore, text: string): Promise<void> {
  await mkdir(dirname(store.path), { recursive: true });
  await writeFile(store.path, text);
}

describe("the upload list's load problems", () => {
  it('found in English, read in German: the damage, the restored and the lost uploads by name', async () => {
    setSayingLocale('en');
    const store = new QueueStore(dataDir, () => 42);
    const whole = sampleRecord('upload-1', { fileName: 'erste.mp4' });
    const damaged = { ...sampleRecord('upload-2', { fileName: 'zweite.mp4' }), metadata: 'kaputt' };
    await writeQueue(
      store,
      JSON.stringify({ version: 9, uploads: [whole, damaged, { id: 'upload-3', fileName: 'dritte.mp4' }] }),
    );
    const [problem] = (await store.load()).problems;
    if (problem === undefined || typeof problem === 'string') throw new Error('the damage was not kept as a line');
    expect(problem.text).toMatch(/^The upload queue file could not be fully read: it was written by another version/);
    expect(problem.text).toMatch(
      /Restored with some details missing, paused for review: "zweite\.mp4"\. Lost: "dritte\.mp4"\.$/,
    );

    // As the page receives it (app.notices), and as it says it in German.
    const notice = startupNoticeSchema.parse(JSON.parse(JSON.stringify({ message: problem.text, line: problem.line })));
    const said = sayLine(german, notice.line, notice.message);
    expect(said).toMatch(/^Die Datei der Upload-Warteschlange ließ sich nicht vollständig lesen: /);
    expect(said).toContain('2 von 3 Uploads ließen sich nicht vollständig lesen');
    expect(said).toContain('Mit fehlenden Details wiederhergestellt, zur Prüfung pausiert: „zweite.mp4“.');
    expect(said).toContain('Verloren: „dritte.mp4“.');
    expect(said).not.toMatch(/Restored|Lost|upload queue/);
  });

  it('a missing file restored from its backup reads in German', async () => {
    setSayingLocale('en');
    const store = new QueueStore(dataDir);
    await mkdir(dirname(store.path), { recursive: true });
    await writeFile(store.backupPath, JSON.stringify({ version: 1, uploads: [sampleRecord('upload-1')] }));
    const [problem] = (await store.load()).problems;
    if (problem === undefined || typeof problem === 'string') throw new Error('the problem was not kept as a line');
    expect(problem.text).toMatch(/restored from its previous save \(1 upload\)/);
    expect(sayLine(german, problem.line, problem.text)).toMatch(/^Die Datei der Upload-Warteschlange fehlte/);
  });

  it('more lost uploads than a line may list are told by their words alone, every name kept', async () => {
    const store = new QueueStore(dataDir, () => 42);
    const lost = Array.from({ length: 40 }, (_, index) => ({ id: `upload-${index}`, fileName: `clip-${index}.mp4` }));
    await writeQueue(store, JSON.stringify({ version: 1, uploads: lost }));
    const [problem] = (await store.load()).problems;
    expect(typeof problem).toBe('string');
    expect(problem).toContain('"clip-0.mp4"');
    expect(problem).toContain('"clip-39.mp4"');
  });

  it('a startup notice with a hostile line is refused as a whole by the page schema', () => {
    expect(startupNoticeSchema.safeParse({ message: 'x', line: { id: '__proto__ x', values: {} } }).success).toBe(
      false,
    );
    expect(
      startupNoticeSchema.safeParse({ message: 'x', line: { id: 'queue.notice.lost', values: { a: { evil: 1 } } } })
        .success,
    ).toBe(false);
    expect(startupNoticeSchema.safeParse({ message: 'x', extra: 1 }).success).toBe(false);
  });

  it('names a recovered upload whose name is unreadable with a placeholder said in the reading language', async () => {
    setSayingLocale('en');
    const store = new QueueStore(dataDir, () => 42);
    const base = sampleRecord('upload-1');
    const nameless = { ...base, fileName: 7, file: { ...base.file, path: '/' }, metadata: 'damaged' };
    await writeQueue(store, JSON.stringify({ version: 1, uploads: [nameless] }));
    const loaded = await store.load();
    const [record] = loaded.uploads;
    expect(record).toMatchObject({ fileName: 'Recovered video', fileNameLine: { id: 'queue.damage.recoveredVideo' } });
    // As the page receives it, in German; a record of an older version (words alone) keeps its words.
    const page = queuePageSchema.parse({
      uploads: [toView(record!), toView({ ...record!, fileNameLine: undefined })],
      offset: 0,
      total: 2,
      revision: 0,
      settings: DEFAULT_UPLOAD_SETTINGS,
    });
    const [now, older] = page.uploads;
    expect(sayLine(german, now!.fileNameLine, now!.fileName)).toBe(GERMAN_PLACEHOLDER);
    expect(sayLine(german, older!.fileNameLine, older!.fileName)).toBe('Recovered video');
  });
});
