// A damaged upload queue at start, through the whole composition root: what the loader found reaches the first page
// that asks (`app.notices`) and stderr, and a staged copy whose record was lost comes back as a paused upload.
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Desk } from '../../../../electron/app/composition-root';
import { StagingArea } from '../../../../electron/files/staging-area';
import { makeTempDir, removeDir, videoBytes } from '../../../support/video-fixture';
import { openWebDesk } from '../../../support/web-desk';

let dataDir: string;
let desk: Desk | undefined;
let logged: string[];

beforeEach(async () => {
  dataDir = await makeTempDir('desk-recovery-');
  logged = [];
});
afterEach(async () => {
  await desk?.stop();
  desk = undefined;
  await removeDir(dataDir);
});

function newDesk(): Desk {
  return openWebDesk(dataDir, async () => undefined, { log: (message) => logged.push(message) });
}

async function stageVideo(name: string, size: number): Promise<string> {
  const staging = new StagingArea(dataDir);
  const { id } = await staging.create({ name, size, type: 'video/mp4' });
  await staging.append(id, 0, Readable.from([videoBytes(size)]));
  return id;
}

async function notices(target: Desk): Promise<string[]> {
  const result = await target.router.dispatch('app.notices', undefined);
  if (!result.ok) throw new Error('app.notices failed');
  return (result.value as readonly { message: string }[]).map((notice) => notice.message);
}

describe('a damaged upload queue at start', () => {
  it('tells the first page and stderr, and adopts the staged copy whose record was lost, paused', async () => {
    const stagingId = await stageVideo('holiday.mp4', 4096);
    await mkdir(join(dataDir, 'uploads'), { recursive: true });
    // Torn inside the only record: nothing of it parses, so only the staged copy can bring it back.
    await writeFile(
      join(dataDir, 'uploads', 'queue.json'),
      '{"version":1,"uploads":[{"id":"upload-lost-1","fileName":"holiday.mp4","sou',
    );
    desk = newDesk();
    await desk.start();

    const seen = await notices(desk);
    expect(
      seen.some(
        (message) => /upload queue file could not be fully read/.test(message) && /Lost: "holiday\.mp4"/.test(message),
      ),
    ).toBe(true);
    expect(seen.some((message) => /added back, paused for review: "holiday\.mp4"/.test(message))).toBe(true);
    expect(logged.filter((line) => line.startsWith('Notice: '))).toHaveLength(seen.length);

    const uploads = desk.uploads.snapshot().uploads;
    expect(uploads).toHaveLength(1);
    expect(uploads[0]).toMatchObject({
      fileName: 'holiday.mp4',
      state: 'paused',
      sourceKind: 'staged',
      totalBytes: 4096,
    });
    // The copy is now claimed: it is neither reclaimed nor adopted a second time at the next start.
    await desk.stop();
    desk = newDesk();
    await desk.start();
    expect(desk.uploads.snapshot().uploads).toHaveLength(1);
    expect(await new StagingArea(dataDir).status(stagingId)).toMatchObject({ complete: true });
  });

  it('names a stale staged copy that cannot be adopted (it never fully arrived) and keeps it this time', async () => {
    const staging = new StagingArea(dataDir);
    const { id } = await staging.create({ name: 'half.mp4', size: 8192, type: 'video/mp4' });
    await staging.append(id, 0, Readable.from([videoBytes(1000)]));
    // Older than the stale age: without the report it would be removed unseen.
    const metaPath = join(staging.folder, `${id}.json`);
    await writeFile(metaPath, JSON.stringify({ ...JSON.parse(await readFile(metaPath, 'utf8')), createdAt: 0 }));
    desk = newDesk();
    await desk.start();
    expect(
      (await notices(desk)).some((message) =>
        /could not be added back: "half\.mp4" \(1,000 of 8,192 bytes arrived\)/.test(message),
      ),
    ).toBe(true);
    expect(await staging.status(id)).toMatchObject({ size: 1000 });
  });

  it('has no notices and logs nothing for a healthy start', async () => {
    desk = newDesk();
    await desk.start();
    expect(await notices(desk)).toEqual([]);
    expect(logged).toEqual([]);
  });
});
