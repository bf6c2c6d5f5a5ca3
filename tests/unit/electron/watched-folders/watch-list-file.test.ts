import { mkdtemp, readdir, readFile, rm, truncate, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  loadWatchList,
  MAX_WATCH_LIST_BYTES,
  MAX_WATCHED_FOLDERS,
  saveWatchList,
} from '../../../../electron/watched-folders/watch-list-file';

let dir: string;
let path: string;
const NOW = 1_700_000_000_000;

beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'desk-watch-list-'));
  path = join(dir, 'folders.json');
});
afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

const folder = (id: string) => ({ id, path: `/videos/${id}`, onArrival: 'hold' as const, templateId: null });

describe('the watch list file', () => {
  it('is empty when there is none', async () => {
    expect(await loadWatchList(path, NOW)).toEqual({ folders: [] });
  });

  it('reads back what was saved', async () => {
    const folders = [
      folder('a'),
      { ...folder('b'), onArrival: 'start' as const, templateId: 'weekly', includeSubfolders: true },
    ];
    await saveWatchList(path, folders);
    expect(await loadWatchList(path, NOW)).toEqual({ folders });
    expect((await stat600(path)) & 0o777).toBe(0o600);
  });

  it('sets a file that does not parse aside and says where', async () => {
    await writeFile(path, '{"version":1,"folders":[');
    const load = await loadWatchList(path, NOW);
    expect(load.folders).toEqual([]);
    expect(load.problem?.text).toMatch(
      /could not be read .*folders\.json\.corrupt-1700000000000\. Add the folders again\./,
    );
    expect(await readFile(`${path}.corrupt-${NOW}`, 'utf8')).toBe('{"version":1,"folders":[');
  });

  it('sets aside an unknown layout', async () => {
    await writeFile(path, JSON.stringify([folder('a')]));
    const load = await loadWatchList(path, NOW);
    expect(load).toMatchObject({
      folders: [],
      problem: { text: expect.stringMatching(/layout this version does not know/) },
    });
    expect(await readdir(dir)).toEqual([`folders.json.unknown-layout-${NOW}`]);
  });

  it('keeps the readable folders, leaves out bad and repeated ones, and keeps the file as it was', async () => {
    const text = JSON.stringify({
      version: 1,
      folders: [folder('a'), { ...folder('b'), onArrival: 'later' }, { id: 'c' }, folder('a'), folder('d')],
    });
    await writeFile(path, text);
    const load = await loadWatchList(path, NOW);
    expect(load.folders.map((each) => each.id)).toEqual(['a', 'd']);
    expect(load.problem?.text).toMatch(/^3 of the watched folders could not be read/);
    expect(await readFile(`${path}.corrupt-${NOW}`, 'utf8')).toBe(text);
  });

  it('sets aside unread a file larger than it ever writes', async () => {
    await writeFile(path, '{"version":1,"folders":[');
    await truncate(path, MAX_WATCH_LIST_BYTES + 1);
    const load = await loadWatchList(path, NOW);
    expect(load).toMatchObject({
      folders: [],
      problem: { text: expect.stringMatching(/larger than this app writes/) },
    });
    expect(await readdir(dir)).toEqual([`folders.json.corrupt-${NOW}`]);
  });

  it(`keeps at most ${MAX_WATCHED_FOLDERS} folders from a file with thousands`, async () => {
    await writeFile(
      path,
      JSON.stringify({ version: 1, folders: Array.from({ length: 5000 }, (_, i) => folder(`f${i}`)) }),
    );
    const load = await loadWatchList(path, NOW);
    expect(load.folders).toHaveLength(MAX_WATCHED_FOLDERS);
    expect(load.problem?.text).toMatch(/^4,950 of the watched folders/);
  });
});

async function stat600(file: string): Promise<number> {
  const { stat } = await import('node:fs/promises');
  return (await stat(file)).mode;
}
