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

function testFilesNeedingIsolation(dir: string): string[] {
  const found: string[] = [];
  for (const entry of readdirSync(join(root, dir), { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || !/\.test\.tsx?$/.test(entry.name)) continue;
    const path = join(entry.parentPath, entry.name);
    if (REPLACES_SHARED_STATE.test(readFileSync(path, 'utf8'))) found.push(relative(root, path).split(sep).join('/'));
  }
  return found.sort();
}

const isolatedUnitTests = testFilesNeedingIsolation('tests/unit');

export default defineConfig({
  test: {
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
        },
      },
      {
        test: {
          name: 'unit-isolated',
          sequence: { groupOrder: 0 },
          include: isolatedUnitTests,
          environment: 'node',
          maxWorkers: cores,
        },
      },
      {
        test: {
          name: 'integration',
          sequence: { groupOrder: 1 },
          include: ['tests/integration/**/*.test.ts'],
          environment: 'node',
          testTimeout: 60_000,
          hookTimeout: 60_000,
          // Integration suites start real servers and child processes; two cores cannot take many at once.
          maxWorkers: 2,
        },
      },
    ],
  },
});
