// What `npm test` and `npm run test:quick` share: running commands, timing phases, running checks side by side, and
// the tally behind the closing line `N passed, N failed` and the slowest ten tests printed just before it.
import { spawn } from 'node:child_process';
import { existsSync, readFileSync, rmSync } from 'node:fs';
import { availableParallelism, setPriority, tmpdir } from 'node:os';
import { basename, dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { formatSlowest, playwrightDurations, slowest, vitestDurations } from './slowest-tests.mjs';

export const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
export const bin = (name) => join(root, 'node_modules', '.bin', name);
export const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;

/**
 * Runs one command to its end; with `capture`, its output is kept and handed back instead of shown as it comes.
 * With `background`, it runs at a low priority (nice 10): it mostly gets the CPU that the tests beside it leave idle,
 * so it barely slows them.
 */
export function runCommand(command, args, { env = {}, capture = false, background = false, label } = {}) {
  const cpu = measuringCpu
    ? cpuTimer(label ?? [basename(command), ...args].join(' '), command, args, background)
    : undefined;
  return new Promise((resolve) => {
    const child = spawn(cpu?.command ?? command, cpu?.args ?? args, {
      cwd: root,
      stdio: capture ? ['ignore', 'pipe', 'pipe'] : 'inherit',
      env: { ...process.env, ...env },
    });
    if (background && cpu === undefined && child.pid !== undefined) {
      try {
        setPriority(child.pid, 10);
      } catch {
        // Only slower if the system refuses: the check still runs.
      }
    }
    let output = '';
    child.stdout?.on('data', (chunk) => (output += chunk));
    child.stderr?.on('data', (chunk) => (output += chunk));
    child.on('error', (error) => resolve({ ok: false, output: `${output}${error.message}\n` }));
    child.on('close', (code) => {
      cpu?.report();
      resolve({ ok: code === 0, output });
    });
  });
}

// DESK_TEST_CPU=1: each command's CPU seconds (user + system, its children included) as GNU time counts them, for
// deciding what to make cheaper; a shared machine makes wall times no guide, CPU seconds barely move. GNU time misses
// Chromium's renderers, which are not reaped through the tree (docs/commands.md says how to count them too).
const measuringCpu = process.env.DESK_TEST_CPU === '1' && existsSync('/usr/bin/time');
let cpuReports = 0;

/** The command under GNU time (and `nice`, when in the background: time's children would not inherit a later nice). */
function cpuTimer(name, command, args, background) {
  const file = join(tmpdir(), `desk-test-cpu-${process.pid}-${(cpuReports += 1)}.txt`);
  return {
    command: '/usr/bin/time',
    args: ['-f', '%U %S', '-o', file, ...(background ? ['nice', '-n', '10'] : []), command, ...args],
    report() {
      try {
        const [user, system] = readFileSync(file, 'utf8').trim().split('\n').at(-1).split(' ').map(Number);
        console.log(`\n--- CPU: ${name}: ${(user + system).toFixed(1)} s (user ${user}, system ${system})`);
        rmSync(file, { force: true });
      } catch {
        console.log(`\n--- CPU: ${name}: not measured`);
      }
    },
  };
}

/** The counts of every runner and how long each phase took, for the lines that close the run. */
export function createTally() {
  const runStarted = Date.now();
  const phaseTimes = [];
  const tally = {
    passed: 0,
    failed: 0,
    failedChecks: [],
    /** Every test's name and duration from the runners' reports, for the slowest ten. */
    durations: [],

    /** Runs `work` as one phase: a heading, then its duration when it ends. Phases may overlap. */
    async phase(label, work) {
      const started = Date.now();
      console.log(`\n=== ${label} (from ${seconds(started - runStarted)})`);
      await work();
      const took = Date.now() - started;
      phaseTimes.push({ label, from: started - runStarted, took });
      console.log(`\n=== ${label}: ${seconds(took)}`);
    },

    /**
     * Runs `checks` with as many at once as there are cores, in the order given (put the longest first so it does
     * not start last), each one's output printed whole when it ends so that outputs never interleave. Each counts as
     * one test unless it says `countsAsTest: false`: a red type check, lint error or unformatted file is a failure
     * like any other. `background` runs them at a low priority (see runCommand).
     */
    async checks(checks, { background = false } = {}) {
      const queue = [...checks];
      const lane = async () => {
        for (let check = queue.shift(); check !== undefined; check = queue.shift()) {
          const started = Date.now();
          const { ok, output } = await runCommand(check.command, check.args, {
            label: check.label,
            capture: true,
            background: check.background ?? background,
          });
          console.log(`\n--- ${check.label}: ${ok ? 'ok' : 'FAILED'} in ${seconds(Date.now() - started)}`);
          if (output.trim() !== '') process.stdout.write(output.endsWith('\n') ? output : `${output}\n`);
          if (!ok) {
            tally.failed += 1;
            tally.failedChecks.push(check.label);
          } else if (check.countsAsTest !== false) tally.passed += 1;
        }
      };
      const lanes = Math.max(1, Math.min(availableParallelism(), checks.length));
      await Promise.all(Array.from({ length: lanes }, lane));
    },

    /**
     * Prints the phase times, the failed checks, the ten slowest tests, and last of all `N passed, N failed`; then
     * exits with 0 or 1.
     */
    finish() {
      console.log('\nPhase times (phases that run side by side overlap):');
      for (const { label, from, took } of phaseTimes.sort((a, b) => a.from - b.from))
        console.log(`  ${seconds(took).padStart(8)}  ${label} (from ${seconds(from)})`);
      console.log(`  ${seconds(Date.now() - runStarted).padStart(8)}  in all`);
      if (tally.failedChecks.length > 0) console.log(`Failed checks: ${tally.failedChecks.join(', ')}`);
      for (const line of formatSlowest(slowest(tally.durations))) console.log(line);
      console.log(`\n${tally.passed} passed, ${tally.failed} failed`);
      process.exit(tally.failed === 0 ? 0 : 1);
    },
  };
  return tally;
}

/**
 * A type check of one tsconfig, as a check for `checks`; `extraArgs` e.g. make it incremental. It runs TypeScript 7
 * (the native compiler, installed as `typescript7`): the four checks take some 20 CPU seconds instead of 60 with 5.9
 * and report the same diagnostics on this code base. TypeScript 5.9 stays the `typescript` package, for
 * typescript-eslint and the editors, which need its JavaScript API (TypeScript 7 has none).
 * Single-threaded: the checks run one per core beside the tests, so there is no idle core for TypeScript 7's own
 * threads to use, and spreading one check over them cost CPU: the four took 40.1 CPU-s with its threads and 21.1
 * with one (machine A, 2026-12-07, load 13, back to back; the same diagnostics).
 */
export const typecheck = (project, extraArgs = []) => ({
  label: `typecheck ${project}`,
  command: process.execPath,
  args: [join(root, 'node_modules', 'typescript7', 'bin', 'tsc'), '-p', project, '--singleThreaded', ...extraArgs],
});

/**
 * oxlint's type-aware lint rules (.oxlintrc.json), as a check for `checks`: the whole tree each time (its types come
 * from every file anyway; ~20 CPU-s), so `npm test` and `npm run test:quick` run the same.
 */
export const typeAwareLint = {
  label: 'lint, type-aware rules (oxlint)',
  command: bin('oxlint'),
  args: ['--type-aware', '--deny-warnings'],
};

/** vitest's JSON report added to the tally; no report at all counts as one failure. */
export async function runVitest(tally, reportPath, args = [], env = {}) {
  await runCommand(
    bin('vitest'),
    ['run', ...args, '--reporter=default', '--reporter=json', `--outputFile.json=${reportPath}`],
    { label: 'vitest', env },
  );
  try {
    const report = JSON.parse(readFileSync(reportPath, 'utf8'));
    tally.passed += report.numPassedTests;
    // A file that failed without a failed test (it did not load, a hook threw) is one failure; a failed test is counted
    // once, not again for its file and its describe blocks (numFailedTestSuites counts those).
    const brokenFiles = report.testResults.filter(
      (file) => file.status === 'failed' && !file.assertionResults.some((test) => test.status === 'failed'),
    ).length;
    tally.failed += report.numFailedTests + brokenFiles;
    tally.durations.push(...vitestDurations(report, root));
  } catch {
    console.error('vitest wrote no report: counting the run as one failure.');
    tally.failed += 1;
  }
}

/** Playwright's JSON report added to the tally; no report, or a run of no test, counts as one failure. */
export async function runPlaywright(tally, reportPath, args = [], env = {}) {
  await runCommand(bin('playwright'), ['test', ...args, '--reporter=list,json'], {
    label: 'playwright',
    env: { ...env, PLAYWRIGHT_JSON_OUTPUT_NAME: reportPath },
  });
  try {
    const report = JSON.parse(readFileSync(reportPath, 'utf8'));
    const { stats } = report;
    tally.durations.push(...playwrightDurations(report, 'tests/e2e'));
    tally.passed += stats.expected + (stats.flaky ?? 0);
    tally.failed += stats.unexpected;
    if (stats.unexpected === 0 && stats.expected === 0) tally.failed += 1;
  } catch {
    console.error('Playwright wrote no report: counting the run as one failure.');
    tally.failed += 1;
  }
}
