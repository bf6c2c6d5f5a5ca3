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

// A unit file whose code changes the process itself (process.chdir: dependency-cruiser reads the tree from the working
// directory) cannot run in a worker thread, which refuses that; it keeps a process of its own (project unit-process).
const CHANGES_THE_PROCESS = /\bprocess\.chdir\b|scripts\/architecture-picture\.mjs['"]/;

// A suite that times the event loop's pauses (tests/support/event-loop-watch) holds them to bounds of 100 ms or so;
// it keeps a heap of its own, so that what earlier files left in a shared worker adds no garbage collection to them.
const TIMES_THE_EVENT_LOOP = /support\/event-loop-watch['"]/;

/** The test files under `dir` whose text matches `needs`, as paths from the root. */
function testFilesWhose(dir: string, needs: (text: string) => boolean): string[] {
  const found: string[] = [];
  for (const entry of readdirSync(join(root, dir), { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || !/\.test\.tsx?$/.test(entry.name)) continue;
    const path = join(entry.parentPath, entry.name);
    if (needs(readFileSync(path, 'utf8'))) found.push(relative(root, path).split(sep).join('/'));
  }
  return found.sort();
}

const processUnitTests = testFilesWhose('tests/unit', (text) => CHANGES_THE_PROCESS.test(text));
const isolatedUnitTests = testFilesWhose(
  'tests/unit',
  (text) => REPLACES_SHARED_STATE.test(text) && !CHANGES_THE_PROCESS.test(text),
);
const isolatedIntegrationTests = testFilesWhose(
  'tests/integration',
  (text) => REPLACES_SHARED_STATE.test(text) || TIMES_THE_EVENT_LOOP.test(text),
);

// DESK_TEST_NOW=<ISO instant> (`npm run test:dates`) starts every test's clock at that instant; it then runs on.
const setupFiles = process.env.DESK_TEST_NOW ? ['tests/support/test-clock-setup.ts'] : [];

// Integration suites start real servers and child processes; two cores cannot take many at once.
const integration = {
  // Processes, not threads: a thread's suites share the process's event loop timing and garbage collector with the
  // other thread's, which broke the bounds in milliseconds (and saved no CPU: 97.7 CPU-s in forks, 102 in threads).
  pool: 'forks',
  sequence: { groupOrder: 1 },
  environment: 'node',
  testTimeout: 60_000,
  hookTimeout: 60_000,
  maxWorkers: 2,
  setupFiles,
} as const;

// The unit tests run in worker threads, not child processes: a thread starts and loads modules for less CPU than a
// process (on machine A, 2026-12-07 under load: the shared project 51.3 -> 45.3 CPU-s, the isolated one, a fresh
// worker per file, 25.8 -> 20.5; docs/benchmarks.md).
const unit = {
  // Projects with different worker limits must run as separate groups.
  sequence: { groupOrder: 0 },
  environment: 'node',
  maxWorkers: cores,
  setupFiles,
} as const;

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          ...unit,
          name: 'unit',
          pool: 'threads',
          include: ['tests/unit/**/*.test.ts', 'tests/unit/**/*.test.tsx'],
          exclude: [...isolatedUnitTests, ...processUnitTests],
          isolate: false,
        },
      },
      {
        test: { ...unit, name: 'unit-isolated', pool: 'threads', include: isolatedUnitTests },
      },
      {
        test: { ...unit, name: 'unit-process', pool: 'forks', include: processUnitTests },
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
        },
      },
      {
        test: { ...integration, name: 'integration-isolated', include: isolatedIntegrationTests },
      },
    ],
  },
});
