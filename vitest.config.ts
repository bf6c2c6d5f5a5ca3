import { readdirSync, readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { join, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

const root = fileURLToPath(new URL('.', import.meta.url));
// vitest's default is one worker fewer than the cores, which leaves one of two cores idle.
const cores = availableParallelism();

// Most unit tests only import code and call it, so they share one module graph per worker (`isolate: false`), which
// saves re-importing the same modules for every file: that was two thirds of the unit tests' CPU time. A file that
// replaces a module (vi.mock), spies on one, writes a global or the environment, or fakes the timers would leak that
// into the files after it, so it keeps per-file isolation (project unit-isolated). Decided from each file's text, so
// a new test lands in the right project without anyone editing a list.
const REPLACES_SHARED_STATE = new RegExp(
  [
    /\bvi\s*\.\s*(mock|doMock|unmock|doUnmock|hoisted|importMock|resetModules|spyOn|stubGlobal|stubEnv)\b/.source,
    /\bvi\s*\.\s*(useFakeTimers|setSystemTime)\b/.source,
    /\b(process\.env|globalThis)(\.\w+|\[[^\]]+\])\s*=[^=]/.source,
  ].join('|'),
);

// A suite that times the event loop's pauses (tests/support/event-loop-watch) holds them to bounds of 100 ms or so;
// it keeps a heap of its own, so that what earlier files left in a shared worker adds no garbage collection to them.
const TIMES_THE_EVENT_LOOP = /support\/event-loop-watch['"]/;

function testFilesNeedingIsolation(dir: string, alsoIsolate?: RegExp): string[] {
  const found: string[] = [];
  for (const entry of readdirSync(join(root, dir), { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || !/\.test\.tsx?$/.test(entry.name)) continue;
    const path = join(entry.parentPath, entry.name);
    const text = readFileSync(path, 'utf8');
    if (REPLACES_SHARED_STATE.test(text) || alsoIsolate?.test(text))
      found.push(relative(root, path).split(sep).join('/'));
  }
  return found.sort();
}

const isolatedUnitTests = testFilesNeedingIsolation('tests/unit');
const isolatedIntegrationTests = testFilesNeedingIsolation('tests/integration', TIMES_THE_EVENT_LOOP);

// DESK_TEST_NOW=<ISO instant> (`npm run test:dates`) starts every test's clock at that instant; it then runs on.
const isolatedSetupFiles = process.env.DESK_TEST_NOW ? ['tests/support/test-clock-setup.ts'] : [];
// Where files share a worker's modules, every language's messages are held from its first file on, as the main process
// holds them. A fresh worker per file would pay them for each (some 13 CPU-s over `unit-isolated`, machine A,
// 2026-12-07): there a test that speaks another language holds them itself (`holdEveryLocale()`).
const setupFiles = ['tests/support/every-locale-setup.ts', ...isolatedSetupFiles];

// Integration suites start real servers and child processes; two cores cannot take many at once.
const integration = {
  sequence: { groupOrder: 1 },
  environment: 'node',
  testTimeout: 60_000,
  hookTimeout: 60_000,
  maxWorkers: 2,
} as const;

export default defineConfig({
  test: {
    // The worker threads' entries built once for the run (tests/support/built-workers.ts, start-worker.ts's seam).
    globalSetup: ['tests/support/built-workers.ts'],
    projects: [
      {
        test: {
          name: 'unit',
          // Projects with different worker limits must run as separate groups.
          sequence: { groupOrder: 0 },
          include: ['tests/unit/**/*.test.ts', 'tests/unit/**/*.test.tsx'],
          exclude: isolatedUnitTests,
          environment: 'node',
          maxWorkers: cores,
          isolate: false,
          setupFiles,
        },
      },
      {
        // A fresh worker per file: a worker thread starts for less CPU than a child process (the project's 51 files
        // took 27.7–28.1 CPU-s in processes, 22.5–23.6 in threads on machine A, 2026-12-07, docs/benchmarks.md).
        // None of them times itself or changes the process (process.chdir is refused in a thread); the shared
        // projects stay in processes: there threads saved nothing measurable.
        test: {
          name: 'unit-isolated',
          sequence: { groupOrder: 0 },
          include: isolatedUnitTests,
          environment: 'node',
          maxWorkers: cores,
          pool: 'threads',
          setupFiles: isolatedSetupFiles,
        },
      },
      {
        // The same sharing as the unit tests: each suite's emulator, servers and files are its own (the harness
        // starts them in beforeAll on port 0 with a fresh data dir), so only the modules are shared, and importing
        // the emulator, Fastify and the official SDKs once per worker instead of once per file was most of the
        // integration tests' CPU time.
        test: {
          ...integration,
          name: 'integration',
          include: ['tests/integration/**/*.test.ts'],
          exclude: isolatedIntegrationTests,
          isolate: false,
          setupFiles,
        },
      },
      {
        test: {
          ...integration,
          name: 'integration-isolated',
          include: isolatedIntegrationTests,
          setupFiles: isolatedSetupFiles,
        },
      },
    ],
  },
});
