// The big demo channel signed in and its catalogue read, prepared once per Playwright run and copied for each test
// that needs it (the `syncedLargeDemoDir` fixture, support/hosts.ts). Reading all 10,014 videos costs a host some 24 s
// and hundreds of emulator calls; library-catalogue proves that read through the screen, and the specs that only
// start from a read channel (the channel-wide bulk edits) start on a copy of a data dir where it was done once.
//
// The preparation runs the real read through the host's contract (`catalogue.sync`, as the Library's button asks it)
// on a browser-mode host started with `--demo --demo-size large`, then stops that host, so every store (the app's
// catalogue and accounts, the demo emulator's state under `demo-emulator/`) is flushed to the data dir. A copy is a
// host's data dir as the creator would find it after closing the app: the emulator's videos, comments and tokens are
// read back from it; its clock (moved by a test's control) and its quota (limits and the day's spent units) are in
// memory only, so a copy's emulator starts at the real time with the default limits and nothing spent, as any
// restarted host's does (the app's own count of the day is in the copy and carries the read's units, as the host
// that read would).
//
// Built lazily, by the first worker whose test asks, under a lock file: the other workers wait for it, and a run
// with no such test (e.g. one spec of the appearance) never pays for it. The folder is named after the Playwright
// runner's process (each worker's parent), so a run's workers share it and a new run never reuses an old one; the
// runner's teardown removes it (playwright.config.ts), and a run that ended before that is swept by the next.
import {
  closeSync,
  constants,
  cpSync,
  existsSync,
  mkdirSync,
  openSync,
  readFileSync,
  renameSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { join } from 'node:path';
import { alive, sweepFoldersOfEndedProcesses } from '../../support/ended-process-folders';
import { connectContract } from './contract-client';
import { SEED_RUN_PREFIX, seedRunFolder } from './seed-run-folder';
import { startWebHost } from './web-host';

/** The big demo channel's videos: 10,000 generated beside the demo's own (`--demo-size large`). */
export const LARGE_DEMO_VIDEOS = 10_014;

function readLock(lock: string): string {
  try {
    return readFileSync(lock, 'utf8');
  } catch {
    return '';
  }
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * The run's prepared data dir of the big demo, read through: built here when no worker has, else waited for while
 * another builds it. Never written to afterwards: tests get copies (`copySeed`).
 */
export async function largeDemoSeed(
  project: string,
  env: Record<string, string>,
  timeoutMs = 240_000,
): Promise<string> {
  const run = seedRunFolder(process.ppid);
  // One per project: a project may fix the clock its hosts start at (playwright.config.ts).
  const name = `large-demo-${project.replace(/[^\w-]/g, '_')}`;
  const ready = join(run, name);
  const lock = join(run, `${name}.lock`);
  const deadline = Date.now() + timeoutMs;
  if (!existsSync(run)) {
    sweepFoldersOfEndedProcesses(SEED_RUN_PREFIX);
    mkdirSync(run, { recursive: true, mode: 0o700 });
  }
  while (!existsSync(ready)) {
    if (Date.now() > deadline) throw new Error(`the big demo's prepared data dir was not ready in ${timeoutMs} ms`);
    let held: number;
    try {
      held = openSync(lock, 'wx');
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      // Another worker builds it; one that died while building leaves its lock, taken over here.
      // (Read as 0 while the holder has not written its pid yet, or once it removed the lock.)
      const holder = Number(readLock(lock));
      if (Number.isInteger(holder) && holder > 0 && !alive(holder)) rmSync(lock, { force: true });
      await sleep(250);
      continue;
    }
    try {
      writeFileSync(held, String(process.pid));
      closeSync(held);
      const building = join(run, `${name}.${process.pid}`);
      rmSync(building, { recursive: true, force: true });
      await buildLargeDemo(building, env);
      renameSync(building, ready);
    } finally {
      rmSync(lock, { force: true });
    }
  }
  return ready;
}

/**
 * Signs the big demo in and reads its whole catalogue through the host's contract, then stops the host. Without the
 * emulator's conformance check (~1 CPU-s and some 4 s of the read): no spec reads these answers, and library-catalogue
 * makes the same read with the check on.
 */
async function buildLargeDemo(dataDir: string, env: Record<string, string>): Promise<void> {
  const host = await startWebHost({
    dataDir,
    args: ['--demo', '--demo-size', 'large'],
    env,
    checkConformance: false,
  });
  try {
    const client = await connectContract(host);
    try {
      await client.call('catalogue.sync', { mode: 'full' });
      for (;;) {
        const status = await client.call('catalogue.status');
        if (status.problem !== undefined) throw new Error(`the big demo's read stopped: ${status.problem}`);
        if (status.state === 'ready' && status.count === LARGE_DEMO_VIDEOS) break;
        await sleep(500);
      }
    } finally {
      client.close();
    }
  } finally {
    await host.stop();
  }
}

/** A copy of a prepared data dir for one test, in a folder of its own (cloned where the file system can). */
export function copySeed(seed: string, into: string): string {
  const dataDir = join(into, 'data');
  cpSync(seed, dataDir, { recursive: true, mode: constants.COPYFILE_FICLONE });
  return dataDir;
}
