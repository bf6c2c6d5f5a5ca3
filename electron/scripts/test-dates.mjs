// `npm run test:dates`: the tests that depend on the day and the zone, away from today and from this machine's zone.
// The unit tests in three zones, once today and three times at a fixed moment (DESK_TEST_NOW: the clock starts there and runs on);
// then, after a build, the end-to-end specs that show or plan by dates at the fixed moments of playwright.config.ts
// (DESK_E2E_DATES=1: before Berlin's and New York's clock changes, and late on 31 December). Closes with
// `N passed, N failed` like `npm test`.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createTally, root, runCommand, runPlaywright, runVitest } from './test-runner.mjs';

/**
 * Where the unit tests run: today in a zone a day ahead of UTC; there again just after its midnight on New Year's Eve,
 * when its year is not UTC's; behind UTC at a year end; an hour before Berlin's spring switch.
 */
export const UNIT_TEST_SETTINGS = [
  // DESK_TEST_NOW emptied: today's run is today's even where the caller's shell fixed a moment.
  { TZ: 'Pacific/Auckland', DESK_TEST_NOW: '' },
  { TZ: 'Pacific/Auckland', DESK_TEST_NOW: '2027-12-31T11:30:00Z' },
  { TZ: 'America/Los_Angeles', DESK_TEST_NOW: '2027-12-31T22:30:00Z' },
  { TZ: 'Europe/Berlin', DESK_TEST_NOW: '2027-03-27T23:30:00Z' },
];

const reports = mkdtempSync(join(tmpdir(), 'desk-test-dates-'));
const tally = createTally();
try {
  for (const [index, env] of UNIT_TEST_SETTINGS.entries()) {
    const label = Object.entries(env)
      .map(([name, value]) => `${name}=${value}`)
      .join(' ');
    await tally.phase(`unit tests, ${label}`, () =>
      runVitest(tally, join(reports, `vitest-${index}.json`), ['--project', 'unit*'], env),
    );
  }
  let built = false;
  await tally.phase('build', async () => {
    const { ok } = await runCommand(process.execPath, [join(root, 'electron/scripts/build.mjs'), '--quiet']);
    built = ok;
    if (!ok) {
      tally.failed += 1;
      tally.failedChecks.push('build');
    }
  });
  // Without a build the specs would drive an older dist: its failure is counted, nothing is run against it.
  if (built) {
    await tally.phase('end-to-end specs at fixed moments', () =>
      runPlaywright(tally, join(reports, 'playwright.json'), ['--project', 'at-*'], { DESK_E2E_DATES: '1' }),
    );
  }
} catch (error) {
  // The closing line is printed all the same, with this counted.
  console.error(error);
  tally.failed += 1;
} finally {
  rmSync(reports, { recursive: true, force: true });
}
tally.finish();
