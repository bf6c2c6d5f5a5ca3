// `npm test`: type checks, lint, the format check, unit and integration tests (vitest), then the end-to-end suite (Playwright in Chromium
// against browser mode). Every runner's counts are added up into one closing line: `N passed, N failed`.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const bin = (name) => join(root, 'node_modules', '.bin', name);
const reports = mkdtempSync(join(tmpdir(), 'desk-test-'));
let passed = 0;
let failed = 0;

function run(label, command, args, env = {}) {
  console.log(`\n=== ${label}`);
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
  return result.status === 0;
}

// Type checks count as one test each: a red type check is a failure like any other.
for (const project of ['tsconfig.json', 'shared/tsconfig.json', 'electron/tsconfig.json', 'renderer/tsconfig.json']) {
  if (run(`typecheck ${project}`, bin('tsc'), ['-p', project])) passed += 1;
  else failed += 1;
}

// Lint and the format check count as one test each, like the type checks: a lint error or an unformatted file is red.
if (run('lint (eslint)', bin('eslint'), ['--max-warnings', '0', '.'])) passed += 1;
else failed += 1;
if (run('format check (prettier)', bin('prettier'), ['--check', '.'])) passed += 1;
else failed += 1;

const vitestReport = join(reports, 'vitest.json');
run('unit and integration tests (vitest)', bin('vitest'), [
  'run',
  '--reporter=default',
  '--reporter=json',
  `--outputFile.json=${vitestReport}`,
]);
try {
  const report = JSON.parse(readFileSync(vitestReport, 'utf8'));
  passed += report.numPassedTests;
  failed += report.numFailedTests + (report.numFailedTestSuites ?? 0);
} catch {
  console.error('vitest wrote no report: counting the run as one failure.');
  failed += 1;
}

if (!run('build', process.execPath, [join(root, 'electron/scripts/build.mjs'), '--quiet'])) {
  failed += 1;
} else {
  const playwrightReport = join(reports, 'playwright.json');
  run('end-to-end tests (Playwright, browser mode)', bin('playwright'), ['test', '--reporter=list,json'], {
    PLAYWRIGHT_JSON_OUTPUT_NAME: playwrightReport,
  });
  try {
    const { stats } = JSON.parse(readFileSync(playwrightReport, 'utf8'));
    passed += stats.expected + (stats.flaky ?? 0);
    failed += stats.unexpected;
    if (stats.unexpected === 0 && stats.expected === 0) failed += 1;
  } catch {
    console.error('Playwright wrote no report: counting the run as one failure.');
    failed += 1;
  }
}

rmSync(reports, { recursive: true, force: true });
console.log(`\n${passed} passed, ${failed} failed`);
process.exit(failed === 0 ? 0 : 1);
