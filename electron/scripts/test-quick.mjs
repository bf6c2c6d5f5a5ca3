// `npm run test:quick`: the inner loop's run of type checks, lint, the format check and the unit tests, in well under
// a minute once warm. Not a replacement for `npm test` (no integration or end-to-end tests), and its caches trade a
// little certainty for speed: the type checks are incremental and lint and format only look again at files that
// changed, so a lint finding that a change causes in another, unchanged file waits for `npm test`.
// The caches live in the system's temp folder, one folder per checkout: not in the checkout (a new top-level folder
// breaks tests/unit/layout) nor in node_modules/.cache (git worktrees here share one node_modules through a link).
import { createHash } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { bin, createTally, root, runVitest, typeAwareLint, typecheck } from './test-runner.mjs';

const checkout = createHash('sha256').update(root).digest('hex').slice(0, 12);
const cache = join(tmpdir(), 'channel-desk-test-quick', checkout);
const reports = mkdtempSync(join(tmpdir(), 'desk-test-quick-'));
const tally = createTally();

const incremental = (name) => ['--incremental', '--tsBuildInfoFile', join(cache, 'tsc', `${name}.tsbuildinfo`)];

// As in `npm test`: the unit tests at normal priority, the checks beside them at a low one.
const checks = tally.phase('checks: type checks, lint, format (low priority, beside the unit tests)', () =>
  tally.checks(
    [
      {
        label: 'lint (eslint, cached)',
        command: bin('eslint'),
        args: [
          '--max-warnings',
          '0',
          '--cache',
          '--cache-strategy',
          'content',
          '--cache-location',
          join(cache, 'eslint'),
          '.',
        ],
      },
      typeAwareLint,
      typecheck('tsconfig.json', incremental('root')),
      typecheck('electron/tsconfig.json', incremental('electron')),
      typecheck('renderer/tsconfig.json', incremental('renderer')),
      {
        label: 'format check (prettier, cached)',
        command: bin('prettier'),
        args: ['--check', '--cache', '--cache-strategy', 'content', '--cache-location', join(cache, 'prettier'), '.'],
      },
      typecheck('shared/tsconfig.json', incremental('shared')),
    ],
    { background: true },
  ),
);
const unitTests = tally.phase('unit tests (vitest)', () =>
  runVitest(tally, join(reports, 'vitest.json'), ['--project', 'unit', '--project', 'unit-isolated']),
);
await Promise.all([checks, unitTests]);

rmSync(reports, { recursive: true, force: true });
tally.finish();
