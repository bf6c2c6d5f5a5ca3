// `npm test`: type checks, lint and the format check; unit and integration tests (vitest); the build and the
// end-to-end suite (Playwright in Chromium against browser mode). Every runner's counts are added up into one closing
// line: `N passed, N failed`.
// Two tracks run side by side so that both cores stay busy from start to end: the tests (build, vitest, Playwright,
// each spread over one worker per core) at normal priority, and the checks (one per core, longest first) at a low
// priority, filling the time the tests spend waiting on timers, child processes and the browser. Each phase's
// duration is printed when it ends and again, all together, just before the closing line.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { bin, createTally, root, runCommand, runVitest, typecheck } from './test-runner.mjs';

const reports = mkdtempSync(join(tmpdir(), 'desk-test-'));
const tally = createTally();

// The build is no test of its own (it counted only when it failed, and still does), but the end-to-end tests need it.
async function buildTestsAndEndToEnd() {
  let built = false;
  await tally.phase('build', async () => {
    const { ok } = await runCommand(process.execPath, [join(root, 'electron/scripts/build.mjs'), '--quiet']);
    built = ok;
    if (!ok) {
      tally.failed += 1;
      tally.failedChecks.push('build');
    }
  });
  await tally.phase('unit and integration tests (vitest)', () => runVitest(tally, join(reports, 'vitest.json')));
  // The end-to-end tests drive the built app: without a build there is nothing to drive (its failure is counted).
  if (!built) return;
  await tally.phase('end-to-end tests (Playwright, browser mode)', async () => {
    const playwrightReport = join(reports, 'playwright.json');
    await runCommand(bin('playwright'), ['test', '--reporter=list,json'], {
      env: { PLAYWRIGHT_JSON_OUTPUT_NAME: playwrightReport },
    });
    try {
      const { stats } = JSON.parse(readFileSync(playwrightReport, 'utf8'));
      tally.passed += stats.expected + (stats.flaky ?? 0);
      tally.failed += stats.unexpected;
      if (stats.unexpected === 0 && stats.expected === 0) tally.failed += 1;
    } catch {
      console.error('Playwright wrote no report: counting the run as one failure.');
      tally.failed += 1;
    }
  });
}

// Longest first (CPU seconds on a clean clone: eslint's typed rules ~90, the root tsconfig, which covers the tests and
// everything they import, ~23, prettier ~18, electron and renderer ~12 each, shared ~5).
const checks = () =>
  tally.phase('checks: type checks, lint, format (beside the tests; all but lint at a low priority)', () =>
    tally.checks(
      [
        // At normal priority: it is the longest check and runs on one core, so at a low priority it was starved
        // while the tests ran and then ran alone at the end (a clean clone: tests done at 298 s, lint at 359 s).
        { label: 'lint (eslint)', command: bin('eslint'), args: ['--max-warnings', '0', '.'], background: false },
        typecheck('tsconfig.json'),
        { label: 'format check (prettier)', command: bin('prettier'), args: ['--check', '.'] },
        typecheck('electron/tsconfig.json'),
        typecheck('renderer/tsconfig.json'),
        typecheck('shared/tsconfig.json'),
      ],
      { background: true },
    ),
  );

await Promise.all([buildTestsAndEndToEnd(), checks()]);

rmSync(reports, { recursive: true, force: true });
tally.finish();
