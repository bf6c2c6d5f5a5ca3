import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runReplayThread } from '../../../../../electron/ratelimits/replay/replay-thread';
import type { RateLimitRule } from '../../../../../shared/ratelimits/rule-model';

const RULE: RateLimitRule = {
  description: 'Everything',
  expression: 'http.request.method eq "GET"',
  action: 'block',
  ratelimit: { characteristics: ['cf.colo.id', 'ip.src'], period: 10, requests_per_period: 100, mitigation_timeout: 0 },
};

let dir: string;
let big: string;
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'cd-replay-thread-'));
  big = join(dir, 'big.log');
  const one = '192.0.2.1 - - [24/Nov/2026:09:00:00 +0000] "GET / HTTP/1.1" 200 12 "-" "curl/8.5.0"\n';
  await writeFile(big, one.repeat(400_000));
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

const task = (path: string) => ({
  path,
  fileName: 'big.log',
  defaultHost: 'creator-blog.example',
  ownAddresses: [],
  drafts: [{ label: 'D', rules: [RULE] }],
  maxBytes: 2 ** 30,
});

describe('runReplayThread', { timeout: 120_000 }, () => {
  it('replays on a worker thread, with progress, to the report', async () => {
    const progress: number[] = [];
    const run = runReplayThread(task(big), (p) => progress.push(p.lines));
    const answer = await run.result;
    expect(answer.outcome).toBe('done');
    if (answer.outcome === 'done') {
      expect(answer.report.requests).toBe(400_000);
      expect(answer.report.drafts[0]!.blocked).toBe(400_000 - 100);
    }
    expect(progress.at(-1)).toBe(400_000);
  });

  it('stops at once when cancelled', async () => {
    let cancel: () => void = () => undefined;
    // Cancelled as soon as the thread reports any progress: the replay is then under way.
    const run = runReplayThread(task(big), () => cancel());
    cancel = () => run.cancel();
    await expect(run.result).resolves.toEqual({ outcome: 'cancelled' });
  });

  it('refuses a replay past its time limit', async () => {
    const run = runReplayThread(task(big), () => undefined, {
      timeoutMs: 1,
      resourceLimits: { maxOldGenerationSizeMb: 256 },
    });
    await expect(run.result).rejects.toThrow(/took longer than/);
  });
});
