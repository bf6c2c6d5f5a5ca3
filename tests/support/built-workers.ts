// vitest's globalSetup: the worker threads' entries (captions, log replay, bulk edits) built once per run with esbuild,
// as `npm run build` writes them beside main.js, into a folder named to the code under test by DESK_BUILT_WORKERS
// (electron/common/start-worker.ts). From source every thread registered tsx in itself and compiled the worker's
// modules (~0.4 CPU-s a start); the built file starts for a fraction. Not in watch mode, where the source changes
// under a running vitest: there the threads start from source as before.
import { mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { sweepFoldersOfEndedProcesses } from './ended-process-folders';
import type { TestProject } from 'vitest/node';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));

// The entries of electron/scripts/build.mjs's worker threads. One missing here still starts, from source.
const WORKER_ENTRIES = {
  'caption-parse-worker': 'electron/common/captions/caption-parse-worker.ts',
  'replay-worker': 'electron/rate-limits/replay/replay-worker.ts',
  'bulk-edit-worker': 'electron/library/bulk-edit-worker.ts',
};

const DIR_PREFIX = 'desk-test-workers-';

export default async function setup(project: TestProject): Promise<(() => void) | undefined> {
  if (project.vitest.config.watch) return undefined;
  sweepFoldersOfEndedProcesses(DIR_PREFIX);
  const dir = mkdtempSync(join(tmpdir(), `${DIR_PREFIX}${process.pid}-`));
  // The packages stay outside (as in the build), found through a link to the checkout's node_modules.
  symlinkSync(join(ROOT, 'node_modules'), join(dir, 'node_modules'), 'dir');
  writeFileSync(join(dir, 'package.json'), JSON.stringify({ type: 'module' }));
  await build({
    entryPoints: Object.fromEntries(Object.entries(WORKER_ENTRIES).map(([name, path]) => [name, join(ROOT, path)])),
    outdir: dir,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    packages: 'external',
    logLevel: 'warning',
  });
  process.env.DESK_BUILT_WORKERS = dir;
  return () => {
    delete process.env.DESK_BUILT_WORKERS;
    rmSync(dir, { recursive: true, force: true });
  };
}
