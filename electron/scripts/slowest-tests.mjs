// The slowest tests of a run, from vitest's and Playwright's JSON reports, printed before the closing line so that a
// test which grows is seen. Pure: reports in, lines out (test-runner.mjs reads the files).
import { relative } from 'node:path';

/** Each test of a vitest JSON report: `file › describe › name` and its duration in ms. */
export function vitestDurations(report, root) {
  return (report.testResults ?? []).flatMap((file) =>
    (file.assertionResults ?? []).map((test) => ({
      name: [relative(root, file.name), ...(test.ancestorTitles ?? []), test.title].join(' › '),
      ms: test.duration ?? 0,
    })),
  );
}

/**
 * Each test of a Playwright JSON report, once a project: `[project] file › describe › name` and the duration of its
 * attempts summed (a retried test took all of them). `testDir` is where the report's file names start.
 */
export function playwrightDurations(report, testDir) {
  const walk = (suite, titles) => [
    ...(suite.specs ?? []).flatMap((spec) =>
      (spec.tests ?? []).map((test) => ({
        name: `${test.projectName ? `[${test.projectName}] ` : ''}${[`${testDir}/${spec.file}`, ...titles, spec.title].join(' › ')}`,
        ms: (test.results ?? []).reduce((sum, result) => sum + (result.duration ?? 0), 0),
      })),
    ),
    // A file's own suite is titled with its name; describe blocks inside it add theirs.
    ...(suite.suites ?? []).flatMap((inner) => walk(inner, [...titles, inner.title])),
  ];
  return (report.suites ?? []).flatMap((fileSuite) => walk(fileSuite, []));
}

/** The `count` longest, longest first. */
export function slowest(durations, count = 10) {
  return [...durations].sort((a, b) => b.ms - a.ms).slice(0, count);
}

export function formatSlowest(durations) {
  if (durations.length === 0) return [];
  return [
    `Slowest ${durations.length === 1 ? 'test' : `${durations.length} tests`}:`,
    ...durations.map(({ name, ms }) => `  ${`${(ms / 1000).toFixed(1)} s`.padStart(8)}  ${name}`),
  ];
}
