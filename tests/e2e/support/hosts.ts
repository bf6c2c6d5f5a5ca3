// The hosts a spec's tests run against, as Playwright fixtures: `import { test, expect } from './support/hosts'`.
// - `host`: a browser-mode host of the test's own, fresh (a new data dir, nobody signed in), stopped after it. For
//   every test that changes anything: the demo's data, settings, the queue, the quota or call counts it asserts.
// - `readOnlyDemoHost`: one host per Playwright worker, the demo workspace signed in at its start, shared by every
//   test of any spec that only looks (walks screens, measures the layout, audits, changes the page's DOM only).
//   Such a test skips the ~0.6 CPU seconds of a host's start and demo sign-in, and the sign-in's page. A test
//   that writes through it would leak into the tests after it on the same worker: it takes `host`.
// - `syncedLargeDemoDir`: a data dir of the test's own, a copy of the run's big demo (`--demo-size large`, 10,014
//   videos) signed in with its catalogue read (support/large-demo-seed.ts), for a test that starts from a read
//   channel and starts its host(s) on it (`startWebHost({ dataDir, args: ['--demo-size', 'large'] })`). The read is
//   made once per run, by the first worker whose test asks (`largeDemoSeed`); library-catalogue proves it on a fresh
//   host.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test as base, type TestInfo, type WorkerInfo } from '@playwright/test';
import { copySeed, largeDemoSeed } from './large-demo-seed';
import type { FixedMoment } from './test-clock';
import { startWebHost, type WebHost } from './web-host';

export { expect } from '@playwright/test';

/** The clock and zone of a project that fixes them (test-clock.ts reads the test's; a worker has no test). */
function projectClockEnv(info: WorkerInfo | TestInfo): Record<string, string> {
  const fixed = (info.project.metadata as { fixedMoment?: FixedMoment } | undefined)?.fixedMoment;
  return fixed === undefined ? {} : { DESK_TEST_NOW: fixed.now, TZ: fixed.zone };
}

export const test = base.extend<
  { host: WebHost; syncedLargeDemoDir: string },
  { readOnlyDemoHost: WebHost; largeDemoSeed: string }
>({
  // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's dependencies from this pattern.
  host: async ({}, use) => {
    const host = await startWebHost();
    await use(host);
    await host.stop();
  },
  readOnlyDemoHost: [
    // eslint-disable-next-line no-empty-pattern -- as above.
    async ({}, use, workerInfo) => {
      const host = await startWebHost({ args: ['--demo'], env: projectClockEnv(workerInfo) });
      await use(host);
      await host.stop();
    },
    { scope: 'worker' },
  ],
  largeDemoSeed: [
    // eslint-disable-next-line no-empty-pattern -- as above.
    async ({}, use, workerInfo) => {
      await use(await largeDemoSeed(workerInfo.project.name || 'default', projectClockEnv(workerInfo)));
    },
    // Its own time: the read takes some 30 s alone, longer on a busy machine or while another worker builds it.
    { scope: 'worker', timeout: 240_000 },
  ],
  syncedLargeDemoDir: async ({ largeDemoSeed: seed }, use) => {
    const folder = mkdtempSync(join(tmpdir(), 'desk-e2e-large-'));
    await use(copySeed(seed, folder));
    // After the spec's afterEach hooks, which stop its hosts; the copy holds the big channel (some 11 MB).
    rmSync(folder, { recursive: true, force: true });
  },
});
