// Starts a worker thread from an entry module beside the caller. Built, esbuild writes each worker entry as its own
// file beside the bundles (main.js, web-host.js) that the caller is part of (electron/scripts/build.mjs). From source
// (tsx, vitest) the worker is TypeScript, loaded through tsx's hooks registered in the thread itself (Node 20 does
// not apply --import hooks to a worker's entry), unless the test run built the workers already (DESK_BUILT_WORKERS).
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { Worker, type ResourceLimits } from 'node:worker_threads';

/** The bounds a thread's task runs under: past either, the thread is ended and the task refused. */
export interface ThreadLimits {
  /** From the task's start on the thread (starting the thread included). */
  readonly timeoutMs: number;
  readonly resourceLimits: ResourceLimits;
}

/** `entry` without extension, relative to `callerUrl` (the caller's import.meta.url), e.g. "./caption-parse-worker". */
export function startWorker(callerUrl: string, entry: string, resourceLimits: ResourceLimits): Worker {
  const built = entry.slice(entry.lastIndexOf('/') + 1);
  if (!callerUrl.endsWith('.ts')) return new Worker(new URL(`./${built}.js`, callerUrl), { resourceLimits });
  // vitest builds the worker entries once per run (tests/support/built-workers.ts) and names their folder here: a
  // thread then starts from one bundled file instead of registering tsx and compiling the worker's modules in it
  // (~0.4 CPU-s a start, and the suites start dozens).
  const builtDir = process.env.DESK_BUILT_WORKERS;
  if (builtDir !== undefined && existsSync(join(builtDir, `${built}.js`)))
    return new Worker(pathToFileURL(join(builtDir, `${built}.js`)), { resourceLimits });
  const workerUrl = new URL(`${entry}.ts`, callerUrl).href;
  // tsx's package maps tsx/esm/api to index.cjs for require and to index.mjs beside it for import; the .cjs one
  // cannot register its hooks from a worker, so the thread imports the .mjs.
  const tsxApi = pathToFileURL(
    createRequire(callerUrl)
      .resolve('tsx/esm/api')
      .replace(/\.cjs$/, '.mjs'),
  ).href;
  const bootstrap = `import(${JSON.stringify(tsxApi)}).then(({ register }) => { register(); return import(${JSON.stringify(workerUrl)}); });`;
  return new Worker(bootstrap, { resourceLimits, eval: true });
}
