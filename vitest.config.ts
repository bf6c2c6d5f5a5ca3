import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import { testFilesNeedingIsolation } from './tests/support/needs-isolation';

const root = fileURLToPath(new URL('.', import.meta.url));
const unitTests = ['tests/unit/**/*.test.ts', 'tests/unit/**/*.test.tsx'];
const isolatedUnitTests = testFilesNeedingIsolation(root, 'tests/unit');

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          // Projects with different worker limits must run as separate groups.
          sequence: { groupOrder: 0 },
          include: unitTests,
          exclude: isolatedUnitTests,
          environment: 'node',
          // One module graph per worker: re-importing it for every file was two thirds of the unit tests' CPU time.
          // Files that replace modules, globals or timers are in unit-isolated (tests/support/needs-isolation.ts).
          isolate: false,
        },
      },
      {
        test: {
          name: 'unit-isolated',
          sequence: { groupOrder: 0 },
          include: isolatedUnitTests,
          environment: 'node',
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
