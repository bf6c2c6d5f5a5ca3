// Where a Playwright run keeps its prepared data dirs (support/large-demo-seed.ts): a folder named after the runner's
// process, which is the parent of every worker, so a run's workers share it and a new run never reuses an old one.
// Apart from the preparation so the runner's teardown loads nothing else.
import { rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** The prefix of the folders; one whose runner ended before its teardown is swept by the next preparation. */
export const SEED_RUN_PREFIX = 'desk-e2e-seed-';

export function seedRunFolder(runnerPid: number): string {
  return join(tmpdir(), `${SEED_RUN_PREFIX}${runnerPid}-run`);
}

/** Removes the run's prepared data dirs (the runner's teardown). */
export function removeSeedRunFolder(runnerPid: number): void {
  rmSync(seedRunFolder(runnerPid), { recursive: true, force: true });
}
