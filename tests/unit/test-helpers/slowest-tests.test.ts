import { describe, expect, it } from 'vitest';
// @ts-expect-error: a plain ES module of the test runner, without types.
import * as slowestTests from '../../../electron/scripts/slowest-tests.mjs';

interface Duration {
  name: string;
  ms: number;
}
const { vitestDurations, playwrightDurations, slowest, formatSlowest } = slowestTests as {
  vitestDurations: (report: unknown, root: string) => Duration[];
  playwrightDurations: (report: unknown, testDir: string) => Duration[];
  slowest: (durations: Duration[], count?: number) => Duration[];
  formatSlowest: (durations: Duration[]) => string[];
};

const vitestReport = {
  testResults: [
    {
      name: '/repo/tests/unit/a.test.ts',
      assertionResults: [
        { ancestorTitles: ['the queue', 'on restart'], title: 'resumes', duration: 1200.4 },
        { ancestorTitles: [], title: 'is quick', duration: 3 },
      ],
    },
    { name: '/repo/tests/integration/b.test.ts', assertionResults: [{ ancestorTitles: [], title: 'b' }] },
  ],
};

const playwrightReport = {
  suites: [
    {
      title: 'calendar.spec.ts',
      file: 'calendar.spec.ts',
      specs: [
        {
          title: 'drags',
          file: 'calendar.spec.ts',
          tests: [
            { projectName: '', results: [{ duration: 9000 }] },
            { projectName: 'at-year-end', results: [{ duration: 4000 }, { duration: 5000 }] },
          ],
        },
      ],
      suites: [
        {
          title: 'spread',
          file: 'calendar.spec.ts',
          specs: [{ title: 'fills slots', file: 'calendar.spec.ts', tests: [{ projectName: '', results: [] }] }],
        },
      ],
    },
  ],
};

describe('the slowest tests of a run', () => {
  it("reads vitest's report: file › describe › name, relative to the root", () => {
    expect(vitestDurations(vitestReport, '/repo')).toEqual([
      { name: 'tests/unit/a.test.ts › the queue › on restart › resumes', ms: 1200.4 },
      { name: 'tests/unit/a.test.ts › is quick', ms: 3 },
      { name: 'tests/integration/b.test.ts › b', ms: 0 },
    ]);
    expect(vitestDurations({}, '/repo')).toEqual([]);
  });

  it("reads Playwright's report: each project's run, its retries summed, describe blocks in the name", () => {
    expect(playwrightDurations(playwrightReport, 'tests/e2e')).toEqual([
      { name: 'tests/e2e/calendar.spec.ts › drags', ms: 9000 },
      { name: '[at-year-end] tests/e2e/calendar.spec.ts › drags', ms: 9000 },
      { name: 'tests/e2e/calendar.spec.ts › spread › fills slots', ms: 0 },
    ]);
  });

  it('keeps the ten longest of both, longest first, in seconds', () => {
    const many = Array.from({ length: 14 }, (_, i) => ({ name: `t${i}`, ms: i * 1000 }));
    const picked = slowest([...many, ...vitestDurations(vitestReport, '/repo')]);
    expect(picked.map((test) => test.name)).toEqual(['t13', 't12', 't11', 't10', 't9', 't8', 't7', 't6', 't5', 't4']);
    expect(formatSlowest(slowest(vitestDurations(vitestReport, '/repo'), 2))).toEqual([
      'Slowest 2 tests:',
      '     1.2 s  tests/unit/a.test.ts › the queue › on restart › resumes',
      '     0.0 s  tests/unit/a.test.ts › is quick',
    ]);
    expect(formatSlowest([])).toEqual([]);
  });
});
