// The bulk jobs' file: saved and read back whole; a damaged file or one in another layout is moved aside, never
// overwritten, the user is told, and no job resumes from it.
import { mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { bulkValuesOf } from '../../../../shared/bulk/bulk-preview';
import { BulkFileStore } from '../../../../electron/library/bulk-file';
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
  expect(await readdir(join(dir, 'library'))).toEqual([expect.stringMatching(/^bulk-jobs\.json\.corrupt-/)]);
});

it('moves a file in another layout aside', async () => {
  const store = new BulkFileStore(
    dir,
    (message) => notices.push(message),
    () => 1_000,
  );
  await store.save({ ...FILE, version: 2 } as unknown as BulkJobsFile);
  expect(await store.load()).toBeUndefined();
  expect(notices[0]).toMatch(/not in a known layout/);
});
