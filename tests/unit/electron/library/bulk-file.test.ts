// The bulk jobs' file: saved and read back; a damaged file or one in another layout is moved aside, never
// overwritten, the user is told, and no job resumes from it. Each job's before and after values are a file of their
// own, written once, holding only the touched fields; a damaged line costs that video alone. Progress between whole
// saves is a journal of one line per change: replayed at a load, a line cut by a kill dropped, a journal older than
// the file ignored, a damaged line skipped (and the journal moved aside), and its bytes growing with the videos, not
// their square. A file of the first layout (values inside) is read, and the next save writes the new one.
import { appendFile, mkdir, mkdtemp, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { bulkValuesOf, type BulkValues } from '../../../../shared/bulk/bulk-preview';
import { BulkFileStore, decodeStates, encodeStates } from '../../../../electron/library/bulk-file';
import { JOURNAL_MAX_BYTES } from '../../../../electron/library/bulk-journal';
import { setSayingLocale } from '../../../../electron/language/say';
import type { BulkJobsFile } from '../../../../electron/library/bulk-jobs';
import { libraryVideo } from '../../support/library-video';
import { intlFor } from '../../../../shared/i18n/catalogue';
import { sayLine } from '../../../../shared/i18n/saved-line';
import { noticeMessage } from '../../../../electron/kernel/feature';

let dir: string;
let notices: string[];

beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'bulk-file-'));
  notices = [];
});
afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
  // The unit tests share one module graph per worker: the language set here must not follow the files after it.
  setSayingLocale('en');
});

const values = bulkValuesOf(libraryVideo('aaaaaaaaaa1', { tags: ['a'] }));
const FILE: BulkJobsFile = {
  version: 1,
  jobs: [
    {
      id: '6c1f7d1e-1b1a-4c55-9a55-5b1c7f0a0001',
      kind: 'edit',
      status: 'running',
      channelId: 'UCchannel',
      fields: ['description'],
      items: [{ id: 'aaaaaaaaaa1', state: 'sending', expected: values, target: { ...values, description: 'new' } }],
    },
  ],
};

/** A job as the store reads it back: its touched fields (the untouched ones are placeholders never read). */
function touchedOf(file: BulkJobsFile | undefined) {
  return file?.jobs.map(({ items, ...job }) => ({
    ...job,
    items: items.map(({ expected, target, ...item }) => ({
      ...item,
      expected: pick(expected, job.fields),
      target: pick(target, job.fields),
    })),
  }));
}
const pick = (values: BulkValues, fields: readonly string[]) =>
  Object.fromEntries(fields.map((field) => [field, values[field as keyof BulkValues]]));

it('reads back what it saved', async () => {
  const store = new BulkFileStore(dir, (words) => notices.push(noticeMessage(words).message));
  expect(await store.load()).toBeUndefined();
  await store.save(FILE);
  expect(touchedOf(await store.load())).toEqual(touchedOf(FILE));
  expect(notices).toEqual([]);
});

it('keeps the values apart, once, with only the touched fields: the jobs file holds definitions and counts', async () => {
  const store = new BulkFileStore(dir, (words) => notices.push(noticeMessage(words).message));
  const big = fileOf(1_000);
  await store.save(big);
  const values = await readFile(store.valuesPath(JOB), 'utf8');
  expect(values.split('\n')[0]).toBe(
    `{"i":0,"id":"v0000000000","before":{"description":"${FILE.jobs[0]!.items[0]!.expected.description}"},"after":{"description":"new"}}`,
  );
  expect(values).not.toContain('"title"');
  const { mtimeMs } = await stat(store.valuesPath(JOB));
  big.jobs[0]!.items[0]!.state = 'updated';
  big.jobs[0]!.status = 'paused';
  await store.save(big);
  // Saved again (a pause): the values file is not written again, and the jobs file stays a few hundred bytes.
  expect((await stat(store.valuesPath(JOB))).mtimeMs).toBe(mtimeMs);
  expect((await stat(store.path)).size).toBeLessThan(600);
  expect(JSON.parse(await readFile(store.path, 'utf8'))).toMatchObject({
    version: 2,
    jobs: [{ count: 1_000, states: '1u999s', status: 'paused' }],
  });
  const read = await new BulkFileStore(dir, () => undefined).load();
  expect(read!.jobs[0]!.items[0]!.state).toBe('updated');
  expect(read!.jobs[0]!.items[999]!.id).toBe('v0000000999');
});

it('codes the states by runs and refuses a code that does not fit the count', () => {
  const states = ['updated', 'updated', 'failed', 'pending', 'pending', 'pending'] as const;
  const code = encodeStates(states.map((state) => ({ state })));
  expect(code).toBe('2u1f3p');
  expect(decodeStates(code, 6)).toEqual(states);
  expect(decodeStates(code, 7)).toBeUndefined();
  expect(decodeStates('2u9x', 11)).toBeUndefined();
  expect(decodeStates('', 0)).toEqual([]);
});

it('a damaged values line costs that video alone: not written, left out of an undo, and said', async () => {
  const store = new BulkFileStore(dir, (words) => notices.push(noticeMessage(words).message));
  const file = fileOf(3);
  file.jobs[0]!.items[2]!.state = 'updated';
  await store.save(file);
  const lines = (await readFile(store.valuesPath(JOB), 'utf8')).split('\n');
  lines[1] = lines[1]!.slice(0, 20) + '\u0000' + lines[1]!.slice(21);
  lines[2] = lines[2]!.slice(0, 30);
  await writeFile(store.valuesPath(JOB), lines.join('\n'));
  const read = await new BulkFileStore(dir, (words) => notices.push(noticeMessage(words).message)).load();
  expect(read!.jobs[0]!.items.map((item) => [item.id, item.state, item.lost ?? false])).toEqual([
    ['v0000000000', 'sending', false],
    ['lost-1', 'failed', true],
    ['lost-2', 'updated', true],
  ]);
  expect(notices).toEqual([expect.stringMatching(/^2 of a bulk edit's 3 videos had their values damaged/)]);
  // Their reason is a line, said in the page's language when shown.
  const lost = read!.jobs[0]!.items[1]!;
  expect(lost.message).toBeUndefined();
  expect(sayLine(intlFor('de'), lost.line, '')).toBe(
    'Die Werte vor und nach der Bearbeitung wurden auf dem Datenträger beschädigt: nicht geschrieben, und das Rückgängigmachen lässt das Video aus.',
  );
});

it("keeps a video's reason as a line, in the whole save and in the journal, and an older file's words as they are", async () => {
  const store = new BulkFileStore(dir, (words) => notices.push(noticeMessage(words).message));
  const file = fileOf(3);
  const tried = { id: 'library.bulk.item.triedTimes', values: { reason: 'Backend error.', tries: 4 } };
  file.jobs[0]!.items[0]!.state = 'failed';
  file.jobs[0]!.items[0]!.line = tried;
  await store.save(file);
  const saved = JSON.parse(await readFile(store.path, 'utf8')) as { jobs: { messages: object; lines?: object }[] };
  expect(saved.jobs[0]).toMatchObject({ messages: {}, lines: { '0': tried } });
  await store.record({ job: JOB, item: 1, state: 'sending', line: { id: 'library.bulk.item.waitsForQuota' } });
  // A journal line of an older version: words alone.
  await store.record({ job: JOB, item: 2, state: 'failed', message: 'Backend error. (tried 4 times)' });
  const read = await new BulkFileStore(dir, (words) => notices.push(noticeMessage(words).message)).load();
  const ja = intlFor('ja');
  expect(read!.jobs[0]!.items.map((item) => sayLine(ja, item.line, item.message ?? ''))).toEqual([
    'Backend error.（4 回試行）',
    '割り当て量を待っています: 本日分を使い切りました。',
    'Backend error. (tried 4 times)',
  ]);
  expect(notices).toEqual([]);
});

it('drops a damaged line and keeps the video and its state', async () => {
  const store = new BulkFileStore(dir, (words) => notices.push(noticeMessage(words).message));
  await store.save(fileOf(2));
  await appendFile(
    store.journalPath,
    JSON.stringify({ job: JOB, item: 0, state: 'failed', line: { id: 'no spaces' } }) + '\n',
  );
  const read = await new BulkFileStore(dir, (words) => notices.push(noticeMessage(words).message)).load();
  expect(read!.jobs[0]!.items[0]).toMatchObject({ state: 'failed' });
  expect(read!.jobs[0]!.items[0]!.line).toBeUndefined();
  expect(notices).toEqual([]);
});

it("a missing values file loses that job's videos, not the jobs file", async () => {
  const store = new BulkFileStore(dir, (words) => notices.push(noticeMessage(words).message));
  await store.save(FILE);
  await rm(store.valuesPath(JOB));
  const read = await new BulkFileStore(dir, (words) => notices.push(noticeMessage(words).message)).load();
  expect(read!.jobs[0]!.items.map((item) => item.state)).toEqual(['failed']);
  expect(notices).toHaveLength(1);
});

it('carries a job of the first layout over, with its journal, and writes the new layout at the next save', async () => {
  await mkdir(join(dir, 'library'), { recursive: true });
  const store = new BulkFileStore(dir, (words) => notices.push(noticeMessage(words).message));
  const first = fileOf(3);
  await writeFile(store.path, JSON.stringify({ version: 1, generation: 4, jobs: first.jobs }));
  await writeFile(
    store.journalPath,
    [
      '{"generation":4}',
      `{"job":"${JOB}","item":0,"state":"updated"}`,
      `{"job":"${JOB}","item":1,"state":"sending"}`,
      '',
    ].join('\n'),
  );
  const read = await store.load();
  expect(read!.jobs[0]!.items.map((item) => item.state)).toEqual(['updated', 'sending', 'sending']);
  expect(read!.jobs[0]!.items[0]!.target).toEqual(first.jobs[0]!.items[0]!.target);
  await store.save(read!);
  expect(JSON.parse(await readFile(store.path, 'utf8'))).toMatchObject({ version: 2, generation: 5 });
  const again = await new BulkFileStore(dir, (words) => notices.push(noticeMessage(words).message)).load();
  expect(touchedOf(again)).toEqual(touchedOf(read));
  expect(notices).toEqual([]);
});

it('moves a damaged file aside, says so, and resumes nothing', async () => {
  const store = new BulkFileStore(
    dir,
    (words) => notices.push(noticeMessage(words).message),
    () => 1_000,
  );
  await store.save(FILE);
  await writeFile(store.path, '{"version":1,"jobs":[{"id":', 'utf8');
  expect(await store.load()).toBeUndefined();
  expect(notices[0]).toMatch(/damaged \(kept as .*bulk-jobs\.json\.corrupt-/);
  expect((await readdir(join(dir, 'library'))).sort()).toEqual([
    'bulk-jobs',
    'bulk-jobs.journal',
    expect.stringMatching(/^bulk-jobs\.json\.corrupt-/),
  ]);
});

it('moves a file in another layout aside', async () => {
  const store = new BulkFileStore(
    dir,
    (words) => notices.push(noticeMessage(words).message),
    () => 1_000,
  );
  await store.save(FILE);
  await writeFile(store.path, JSON.stringify({ ...FILE, version: 3 }));
  expect(await store.load()).toBeUndefined();
  expect(notices[0]).toMatch(/not in a known layout/);
});

const JOB = FILE.jobs[0]!.id;

function fileOf(count: number): BulkJobsFile {
  const job = FILE.jobs[0]!;
  return {
    version: 1,
    jobs: [
      {
        ...job,
        items: Array.from({ length: count }, (_, i) => ({ ...job.items[0]!, id: `v${String(i).padStart(10, '0')}` })),
      },
    ],
  };
}

it('replays the recorded changes over the whole save', async () => {
  const store = new BulkFileStore(dir, (words) => notices.push(noticeMessage(words).message));
  await store.save(FILE);
  await store.record({ job: JOB, item: 0, state: 'updated' });
  await store.record({ job: JOB, status: 'done' });
  const read = await new BulkFileStore(dir, (words) => notices.push(noticeMessage(words).message)).load();
  expect(read!.jobs[0]).toMatchObject({ status: 'done', items: [{ state: 'updated' }] });
  expect(notices).toEqual([]);
});

it('drops a last line a kill cut short, and keeps every change before it', async () => {
  const store = new BulkFileStore(dir, (words) => notices.push(noticeMessage(words).message));
  await store.save(fileOf(2));
  await store.record({ job: JOB, item: 0, state: 'failed', message: 'Backend error.' });
  await appendFile(store.journalPath, '{"job":"' + JOB + '","item":1,"sta');
  const read = await new BulkFileStore(dir, (words) => notices.push(noticeMessage(words).message)).load();
  expect(read!.jobs[0]!.items.map((item) => [item.state, item.message])).toEqual([
    ['failed', 'Backend error.'],
    ['sending', undefined],
  ]);
  expect(notices).toEqual([]);
});

it('ignores a journal older than the whole save (a kill between the two writes)', async () => {
  const store = new BulkFileStore(dir, (words) => notices.push(noticeMessage(words).message));
  await store.save(FILE);
  await store.record({ job: JOB, status: 'paused' });
  const older = await readFile(store.journalPath, 'utf8');
  await store.save({ ...FILE, jobs: [{ ...FILE.jobs[0]!, status: 'running' }] });
  await writeFile(store.journalPath, older);
  const read = await new BulkFileStore(dir, (words) => notices.push(noticeMessage(words).message)).load();
  expect(read!.jobs[0]!.status).toBe('running');
  expect(notices).toEqual([]);
});

it('skips a damaged line, keeps the changes before and after it, and moves the journal aside', async () => {
  const store = new BulkFileStore(
    dir,
    (words) => notices.push(noticeMessage(words).message),
    () => 2_000,
  );
  await store.save(fileOf(3));
  await store.record({ job: JOB, item: 0, state: 'updated' });
  await appendFile(store.journalPath, 'garbage\n');
  await store.record({ job: JOB, item: 1, state: 'updated' });
  await store.record({ job: JOB, item: 99, state: 'updated' });
  const read = await store.load();
  expect(read!.jobs[0]!.items.map((item) => item.state)).toEqual(['updated', 'updated', 'sending']);
  expect(notices).toEqual([
    expect.stringMatching(
      /journal was damaged at line 3: not a change\. 2 lines were skipped \(the journal is kept as .*corrupt-2000\)/,
    ),
  ]);
  expect(await readdir(join(dir, 'library'))).toContain('bulk-jobs.journal.corrupt-2000');
});

it('tells of a damaged journal and a damaged file in the language in force, German here', async () => {
  setSayingLocale('de');
  const store = new BulkFileStore(
    dir,
    (words) => notices.push(noticeMessage(words).message),
    () => 2_000,
  );
  await store.save(fileOf(3));
  await store.record({ job: JOB, item: 0, state: 'updated' });
  await appendFile(store.journalPath, 'garbage\n');
  await store.record({ job: JOB, item: 99, state: 'updated' });
  await store.load();
  expect(notices).toEqual([
    expect.stringMatching(
      /^Das Protokoll der Sammelbearbeitungen war in Zeile 3 beschädigt: keine Änderung\. 2 Zeilen wurden übersprungen \(das Protokoll ist als .*corrupt-2000 aufbewahrt\)/,
    ),
  ]);
  await writeFile(store.path, '{"version": 2, ');
  await new BulkFileStore(dir, (words) => notices.push(noticeMessage(words).message)).load();
  expect(notices[1]).toMatch(
    /^Die gespeicherten Sammelbearbeitungen waren beschädigt \(aufbewahrt als .*\); keine wird fortgesetzt\.$/,
  );
});

it('a change naming no video of the file is damage too', async () => {
  const store = new BulkFileStore(dir, (words) => notices.push(noticeMessage(words).message));
  await store.save(FILE);
  await store.record({ job: JOB, item: 5, state: 'updated' });
  await store.load();
  expect(notices).toEqual([expect.stringMatching(/line 2: names no job or video/)]);
});

it('sets aside a journal larger than any job writes, unread', async () => {
  const store = new BulkFileStore(dir, (words) => notices.push(noticeMessage(words).message));
  await store.save(FILE);
  await writeFile(store.journalPath, 'x'.repeat(JOURNAL_MAX_BYTES + 1));
  const read = await store.load();
  expect(read!.jobs[0]!.items[0]!.state).toBe('sending');
  expect(notices).toEqual([expect.stringMatching(/too large/)]);
});

it('writes bytes in proportion to the videos: each change is one short line', async () => {
  const sizes: number[] = [];
  // Every line is synced to disk, and a sync waits for the disk: 1,000 of them (100 and 400 videos) took 3.5 s of the
  // unit tests' 5 s timeout beside one other busy writer. A quarter of them shows the same growth.
  for (const count of [25, 100]) {
    const store = new BulkFileStore(join(dir, String(count)), () => undefined);
    await store.save(fileOf(count));
    const whole = (await stat(store.path)).size;
    for (let item = 0; item < count; item++) {
      await store.record({ job: JOB, item, state: 'sending' });
      await store.record({ job: JOB, item, state: 'updated' });
    }
    const journal = (await stat(store.journalPath)).size;
    // The whole save is a definition and a count of states, whatever the number of videos.
    expect(whole).toBeLessThan(400);
    sizes.push(journal);
  }
  // Four times the videos, about four times the bytes (longer indexes make it a little more).
  expect(sizes[1]! / sizes[0]!).toBeGreaterThan(3.9);
  expect(sizes[1]! / sizes[0]!).toBeLessThan(4.2);
});
