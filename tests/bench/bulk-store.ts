// A bulk job of 10,000 videos on disk (issue 34): a find-and-replace of a link in every description, run to its end
// with a pause in the middle (saves at its start, pause, resume and end; two journal lines a video between them).
// - bytes written per finished video, by the store of today (bulk-file.ts: definitions and run-length states in the
//   jobs file, each job's touched values once in a file of its own), beside its peer measured in the same run: the
//   first layout, every job whole (both values of every field of every video) in the one file written at each save,
//   with the same journal;
// - the time to save (a pause) at 10,000, own and peer, on the disk of the system's temp folder.
// Prints figures beside their targets; asserts nothing.
//   npx tsx tests/bench/run.ts --only bulk-store
import { existsSync } from 'node:fs';
import { appendFile, mkdtemp, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { writeFileAtomic, writeJsonAtomic } from '../../electron/common/atomic-json';
import { BulkFileStore } from '../../electron/library/bulk-file';
import type { BulkItemRecord, BulkJobsFile } from '../../electron/library/bulk-jobs';
import { journalHeader, journalLine, type BulkJournalEntry } from '../../electron/library/bulk-journal';
import type { BulkValues } from '../../shared/bulk/bulk-preview';
import { formatPeerComparison } from './peer-ratio';

const VIDEOS = 10_000;
const JOB = '6c1f7d1e-1b1a-4c55-9a55-5b1c7f0a0b0b';
const OLD_LINK = 'https://gear.example.com/shop?tag=deskdemo-20';
const NEW_LINK = 'https://gear.example.com/shop?tag=deskdemo-21';
/**
 * The bytes a finished video costs, as a fraction of its peer's: the before values must be written once (an undo
 * writes them back), where the peer writes both values at each of the job's four saves, so the floor is about an
 * eighth; the journal's two lines a video come on top of both.
 */
const BYTES_TARGET_RATIO = 0.15;
/** A pause's save: the job's definition and its states' runs, against every job whole. */
const SAVE_TARGET_RATIO = 0.1;

/** A video of a big channel: a 1,500-character description with the link, a dozen tags, a title. */
function valuesOf(n: number, link: string): BulkValues {
  const paragraph = `Episode ${n}: we take the bench apart and put it back together, step by step, with every tool named. `;
  return {
    title: `Workshop episode ${n}: the bench, the vise and the plane`,
    description: `${paragraph.repeat(13)}\nGear I use: ${link}\n`.slice(-1_500),
    tags: ['workshop', 'woodworking', 'bench', 'vise', 'hand plane', 'tools', 'diy', `episode ${n}`, 'shop', 'craft'],
    categoryId: '26',
    privacyStatus: 'public',
    license: 'youtube',
    embeddable: true,
    containsSyntheticMedia: false,
    defaultLanguage: 'en',
  };
}

function jobOf(): BulkJobsFile {
  const items: BulkItemRecord[] = Array.from({ length: VIDEOS }, (_, n) => ({
    id: `v${String(n).padStart(10, '0')}`,
    state: 'pending',
    expected: valuesOf(n, OLD_LINK),
    target: valuesOf(n, NEW_LINK),
  }));
  return {
    version: 1,
    jobs: [{ id: JOB, kind: 'edit', status: 'running', channelId: 'UCbigchannel', fields: ['description'], items }],
  };
}

/** What a store does that the lifecycle needs; both measured the same way. */
interface Store {
  save(file: BulkJobsFile): Promise<void>;
  record(entry: BulkJournalEntry): Promise<void>;
}

/** The peer: the first layout, every job whole in one file at each save, with the same journal (appended unsynced). */
function firstLayoutStore(folder: string): Store {
  const path = join(folder, 'bulk-jobs.json');
  const journal = join(folder, 'bulk-jobs.journal');
  let generation = 0;
  return {
    async save(file) {
      generation++;
      await writeJsonAtomic(path, { version: 1, generation, jobs: file.jobs });
      await writeFileAtomic(journal, journalHeader(generation));
    },
    record: (entry) => appendFile(journal, journalLine(entry)),
  };
}

/** Counts what a save wrote: the sizes of the files it replaced, and of a values file it created. */
async function sizes(paths: readonly string[]): Promise<number> {
  let total = 0;
  for (const path of paths) if (existsSync(path)) total += (await stat(path)).size;
  return total;
}

/**
 * Runs the job: save at its start, the first half (two journal lines a video), a pause and a resume (two saves), the
 * second half, the save at its end. Bytes are the files each save replaced plus the journal's lines.
 */
async function bytesPerVideo(store: Store, wholeFiles: () => readonly string[]): Promise<number> {
  const file = jobOf();
  const job = file.jobs[0]!;
  let bytes = 0;
  const save = async () => {
    await store.save(file);
    bytes += await sizes(wholeFiles());
  };
  const run = async (from: number, to: number) => {
    for (let item = from; item < to; item++) {
      for (const state of ['sending', 'updated'] as const) {
        job.items[item]!.state = state;
        const entry = { job: JOB, item, state };
        bytes += Buffer.byteLength(journalLine(entry));
        await store.record(entry);
      }
    }
  };
  await save();
  await run(0, VIDEOS / 2);
  job.status = 'paused';
  await save();
  job.status = 'running';
  await save();
  await run(VIDEOS / 2, VIDEOS);
  job.status = 'done';
  await save();
  return bytes / VIDEOS;
}

/** The time of a pause's save, the job half done and saved once before (its values on disk already). */
async function saveMs(store: Store): Promise<number> {
  const file = jobOf();
  const job = file.jobs[0]!;
  for (let item = 0; item < VIDEOS / 2; item++) job.items[item]!.state = 'updated';
  await store.save(file);
  job.status = 'paused';
  const started = performance.now();
  await store.save(file);
  return performance.now() - started;
}

export async function runBulkStoreBenchmark(): Promise<string[]> {
  // The journal's 20,000 lines are each synced to disk: in memory (/dev/shm) where there is one, so the run takes
  // seconds; bytes do not depend on the disk. The saves are timed on the temp folder's disk.
  const root = await mkdtemp(join(existsSync('/dev/shm') ? '/dev/shm' : tmpdir(), 'bench-bulk-store-'));
  const disk = await mkdtemp(join(tmpdir(), 'bench-bulk-store-'));
  try {
    const own = new BulkFileStore(join(root, 'own'), () => undefined);
    let valuesCounted = false;
    const ownBytes = await bytesPerVideo(own, () => {
      // The values file is written once, at the first save: counted then, not at the saves after it.
      const paths = valuesCounted ? [own.path] : [own.path, own.valuesPath(JOB)];
      valuesCounted = true;
      return paths;
    });
    const peerFolder = join(root, 'peer', 'library');
    const peerBytes = await bytesPerVideo(firstLayoutStore(peerFolder), () => [join(peerFolder, 'bulk-jobs.json')]);
    const ownSave = await saveMs(new BulkFileStore(join(disk, 'own'), () => undefined));
    const peerSave = await saveMs(firstLayoutStore(join(disk, 'peer')));
    return [
      '',
      `A bulk job of ${VIDEOS.toLocaleString('en')} videos (a link replaced in 1,500-character descriptions), run to its end with a pause`,
      `  ${formatPeerComparison({ label: 'bytes written per finished video', own: ownBytes, peer: 'the first layout (every job whole at each save)', peerValue: peerBytes, unit: 'B', target: BYTES_TARGET_RATIO, lessIsBetter: true })}`,
      `  ${formatPeerComparison({ label: `time to save (a pause) at ${VIDEOS.toLocaleString('en')}`, own: ownSave, peer: 'the first layout', peerValue: peerSave, unit: 'ms', target: SAVE_TARGET_RATIO, lessIsBetter: true })}`,
    ];
  } finally {
    await rm(root, { recursive: true, force: true });
    await rm(disk, { recursive: true, force: true });
  }
}
