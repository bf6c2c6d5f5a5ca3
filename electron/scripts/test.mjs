// `npm test`: type checks, lint (ESLint and oxlint) and the format check; unit and integration tests (vitest); the
// build and the end-to-end suite (Playwright in Chromium against browser mode). Every runner's counts are added up
// into one closing line: `N passed, N failed`.
// Two tracks run side by side so that both cores stay busy from start to end: the tests (build, vitest, Playwright,
// each spread over one worker per core) at normal priority, and the checks (one per core, longest first; all but lint
// at a low priority) filling the time the tests spend waiting on timers, child processes and the browser. vitest and
// Playwright do not run at once: vitest's suites hold parsers and the event loop to bounds in milliseconds, which
// Chromium and the hosts beside them broke (docs/commands.md, "Where `npm test` spends its time"). Each phase's
// duration is printed when it ends and again, all together, just before the closing line, and so are the ten slowest
// tests; with DESK_TEST_CPU=1 each command's CPU seconds too (test-runner.mjs).
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  bin,
  createTally,
  root,
  runCommand,
  runPlaywright,
  runVitest,
  typeAwareLint,
  typecheck,
} from './test-runner.mjs';

// DESK_TEST_REPORTS=<dir> keeps vitest's and Playwright's JSON reports there (each file's and test's duration).
const keptReports = process.env.DESK_TEST_REPORTS;
if (keptReports) mkdirSync(keptReports, { recursive: true });
const reports = keptReports || mkdtempSync(join(tmpdir(), 'desk-test-'));
const tally = createTally();

// The build is no test of its own (it counted only when it failed, and still does), but the end-to-end tests need it.
async function buildTestsAndEndToEnd() {
  let built = false;
  await tally.phase('build', async () => {
    const { ok } = await runCommand(process.execPath, [join(root, 'electron/scripts/build.mjs'), '--quiet'], {
      label: 'build',
    });
    built = ok;
    if (!ok) {
      tally.failed += 1;
      tally.failedChecks.push('build');
    }
  });
  await tally.phase('unit and integration tests (vitest)', () => runVitest(tally, join(reports, 'vitest.json')));
  // The end-to-end tests drive the built app: without a build there is nothing to drive (its failure is counted).
  if (!built) return;
  await tally.phase('end-to-end tests (Playwright, browser mode)', () =>
    runPlaywright(tally, join(reports, 'playwright.json')),
  );
}

// ESLint first and at the normal priority: it is the longest check (~45 CPU seconds on one core); at a low priority
// it was starved while the tests ran and then ran alone at the end (a clean clone: tests done at 298 s, lint at
// 359 s, when it also held the type-aware rules). The rest, longest first, at a low priority on the other lane (CPU
// seconds, machine A, 2026-12-07: prettier ~36, oxlint's type-aware rules ~20 over its two threads, the root
// tsconfig, which covers the tests and everything they import, ~11, renderer ~6, electron ~5, shared ~3).
const checks = () =>
  tally.phase('checks: type checks, lint, format (beside the tests; all but lint at a low priority)', () =>
    tally.checks(
      [
        { label: 'lint (eslint)', command: bin('eslint'), args: ['--max-warnings', '0', '.'], background: false },
        { label: 'format check (prettier)', command: bin('prettier'), args: ['--check', '.'] },
        typeAwareLint,
        typecheck('tsconfig.json'),
        typecheck('electron/tsconfig.json'),
        typecheck('renderer/tsconfig.json'),
        typecheck('shared/tsconfig.json'),
      ],
      { background: true },
    ),
  );

await Promise.all([buildTestsAndEndToEnd(), checks()]);

if (!keptReports) rmSync(reports, { recursive: true, force: true });
tally.finish();
