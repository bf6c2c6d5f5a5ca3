// The bulk jobs' file: saved and read back whole; a damaged file or one in another layout is moved aside, never
// overwritten, the user is told, and no job resumes from it. Progress between whole saves is a journal of one line
// per change: replayed at a load, a line cut by a kill dropped, a journal older than the file ignored, damage
// stopping the replay (and moved aside), and its bytes growing with the videos, not their square.
import { appendFile, mkdtemp, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { bulkValuesOf } from '../../../../shared/bulk/bulk-preview';
import { BulkFileStore } from '../../../../electron/library/bulk-file';
import { JOURNAL_MAX_BYTES } from '../../../../electron/library/bulk-journal';
import type { BulkJobsFile } from '../../../../electron/library/bulk-jobs';
import { libraryVideo } from '../../support/library-video';

let dir: string;
let notices: string[];

beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'bulk-file-'));
  notices = [];
});
afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
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

it('reads back what it saved', async () => {
  const store = new BulkFileStore(dir, (message) => notices.push(message));
  expect(await store.load()).toBeUndefined();
  await store.save(FILE);
  expect(await store.load()).toEqual(FILE);
  expect(notices).toEqual([]);
});

it('moves a damaged file aside, says so, and resumes nothing', async () => {
  const store = new BulkFileStore(
    dir,
    (message) => notices.push(message),
    () => 1_000,
  );
  await store.save(FILE);
  await writeFile(store.path, '{"version":1,"jobs":[{"id":', 'utf8');
  expect(await store.load()).toBeUndefined();
  expect(notices[0]).toMatch(/damaged \(kept as .*bulk-jobs\.json\.corrupt-/);
  expect((await readdir(join(dir, 'library'))).sort()).toEqual([
    'bulk-jobs.journal',
    expect.stringMatching(/^bulk-jobs\.json\.corrupt-/),
  ]);
});

it('moves a file in another layout aside', async () => {
  const store = new BulkFileStore(
    dir,
    (message) => notices.push(message),
    () => 1_000,
  );
  await store.save(FILE);
  await writeFile(store.path, JSON.stringify({ ...FILE, version: 2 }));
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
  const store = new BulkFileStore(dir, (message) => notices.push(message));
  await store.save(FILE);
  await store.record({ job: JOB, item: 0, state: 'updated' });
  await store.record({ job: JOB, status: 'done' });
  const read = await new BulkFileStore(dir, (message) => notices.push(message)).load();
  expect(read!.jobs[0]).toMatchObject({ status: 'done', items: [{ state: 'updated' }] });
  expect(notices).toEqual([]);
});

it('drops a last line a kill cut short, and keeps every change before it', async () => {
  const store = new BulkFileStore(dir, (message) => notices.push(message));
  await store.save(fileOf(2));
  await store.record({ job: JOB, item: 0, state: 'failed', message: 'Backend error.' });
  await appendFile(store.journalPath, '{"job":"' + JOB + '","item":1,"sta');
  const read = await new BulkFileStore(dir, (message) => notices.push(message)).load();
  expect(read!.jobs[0]!.items.map((item) => [item.state, item.message])).toEqual([
    ['failed', 'Backend error.'],
    ['sending', undefined],
  ]);
  expect(notices).toEqual([]);
});

it('ignores a journal older than the whole save (a kill between the two writes)', async () => {
  const store = new BulkFileStore(dir, (message) => notices.push(message));
  await store.save(FILE);
  await store.record({ job: JOB, status: 'paused' });
  const older = await readFile(store.journalPath, 'utf8');
  await store.save({ ...FILE, jobs: [{ ...FILE.jobs[0]!, status: 'running' }] });
  await writeFile(store.journalPath, older);
  const read = await new BulkFileStore(dir, (message) => notices.push(message)).load();
  expect(read!.jobs[0]!.status).toBe('running');
  expect(notices).toEqual([]);
});

it('stops at a damaged line, keeps the changes before it, and moves the journal aside', async () => {
  const store = new BulkFileStore(
    dir,
    (message) => notices.push(message),
    () => 2_000,
  );
  await store.save(fileOf(3));
  await store.record({ job: JOB, item: 0, state: 'updated' });
  await appendFile(store.journalPath, 'garbage\n');
  await store.record({ job: JOB, item: 1, state: 'updated' });
  await store.record({ job: JOB, item: 99, state: 'updated' });
  const read = await store.load();
  expect(read!.jobs[0]!.items.map((item) => item.state)).toEqual(['updated', 'sending', 'sending']);
  expect(notices).toEqual([
    expect.stringMatching(/journal was damaged at line 3: not a change \(kept as .*corrupt-2000\)/),
  ]);
  expect(await readdir(join(dir, 'library'))).toContain('bulk-jobs.journal.corrupt-2000');
});

it('a change naming no video of the file is damage too', async () => {
  const store = new BulkFileStore(dir, (message) => notices.push(message));
  await store.save(FILE);
  await store.record({ job: JOB, item: 5, state: 'updated' });
  await store.load();
  expect(notices).toEqual([expect.stringMatching(/line 2: names no job or video/)]);
});

it('sets aside a journal larger than any job writes, unread', async () => {
  const store = new BulkFileStore(dir, (message) => notices.push(message));
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
    // The journal is a small fraction of one whole save: the whole file is not written again per video.
    expect(journal).toBeLessThan(whole);
    sizes.push(journal);
  }
  // Four times the videos, about four times the bytes (longer indexes make it a little more).
  expect(sizes[1]! / sizes[0]!).toBeGreaterThan(3.9);
  expect(sizes[1]! / sizes[0]!).toBeLessThan(4.2);
});
