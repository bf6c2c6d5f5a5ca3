// Builds the three parts: the main process and browser-mode host (ESM for Node/Electron, with the caption worker),
// the sandboxed preload (one CommonJS file: a sandboxed preload can neither be ESM nor require packages), and the
// renderer with Vite.
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { build as esbuild } from 'esbuild';
import { build as viteBuild } from 'vite';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const { version } = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));
const define = { __APP_VERSION__: JSON.stringify(version) };
let quiet = false;
try {
  quiet = parseArgs({ options: { quiet: { type: 'boolean' } }, strict: true }).values.quiet ?? false;
} catch (error) {
  console.error(`build: ${error.message} (the only option is --quiet)`);
  process.exit(2);
}

const started = Date.now();
await Promise.all([
  esbuild({
    // The worker threads (captions, log replay, bulk edits) are entries of their own, written beside main.js and
    // web-host.js where caption-thread.ts, replay-thread.ts and bulk-edit-thread.ts look for them.
    entryPoints: {
      main: join(root, 'electron/desktop/main.ts'),
      'caption-parse-worker': join(root, 'electron/common/captions/caption-parse-worker.ts'),
      'replay-worker': join(root, 'electron/rate-limits/replay/replay-worker.ts'),
      'bulk-edit-worker': join(root, 'electron/library/bulk-edit-worker.ts'),
    },
    outdir: join(root, 'dist/electron'),
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    packages: 'external',
    sourcemap: true,
    define,
    logLevel: 'warning',
  }),
  // Browser mode's host with its packages inside: Node then reads one file instead of resolving and compiling a few
  // hundred modules, which took a third of each start (0.96 CPU-s to ready, 0.66 bundled; every end-to-end test
  // starts one). Native and optional packages stay outside; `require` is given to the CommonJS ones bundled in ESM.
  esbuild({
    entryPoints: { 'web-host': join(root, 'electron/web/web-host.ts') },
    outdir: join(root, 'dist/electron'),
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    // node-sqlite3-wasm finds its .wasm beside its own file (__dirname): it stays in node_modules.
    external: ['electron', 'sharp', 'fsevents', 'node-sqlite3-wasm'],
    banner: {
      js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);",
    },
    sourcemap: true,
    define,
    logLevel: 'warning',
  }),
  esbuild({
    entryPoints: [join(root, 'electron/desktop/preload.ts')],
    outfile: join(root, 'dist/electron/preload.cjs'),
    bundle: true,
    platform: 'node',
    format: 'cjs',
    target: 'node20',
    external: ['electron'],
    sourcemap: true,
    logLevel: 'warning',
  }),
  viteBuild({ configFile: join(root, 'vite.config.ts'), logLevel: quiet ? 'warn' : 'info' }),
]);
if (!quiet) console.log(`Built main, preload and renderer into dist/ in ${Date.now() - started} ms.`);
