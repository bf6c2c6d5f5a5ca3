import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ReplayLimit } from '../../../../../electron/rate-limits/replay/replay-file';
import { REPLAY_THREAD_LIMITS, runReplayThread } from '../../../../../electron/rate-limits/replay/replay-thread';
import { REPLAY_TIME_LIMIT_SECONDS } from '../../../../../shared/ipc/rate-limits';
import type { RateLimitRule } from '../../../../../shared/rate-limits/rule-model';
import { replayLimitWords } from '../../../../../electron/rate-limits/replay/replay-limit-words';

const RULE: RateLimitRule = {
  description: 'Everything',
  expression: 'http.request.method eq "GET"',
  action: 'block',
  ratelimit: { characteristics: ['cf.colo.id', 'ip.src'], period: 10, requests_per_period: 100, mitigation_timeout: 0 },
};

let dir: string;
let big: string;
const one = '192.0.2.1 - - [24/Nov/2026:09:00:00 +0000] "GET / HTTP/1.1" 200 12 "-" "curl/8.5.0"\n';
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'cd-replay-thread-'));
  big = join(dir, 'big.log');
  await writeFile(big, one.repeat(400_000));
});
afterEach(() => {
  vi.useRealTimers();
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
    await expect(run.result).rejects.toMatchObject({ bound: { kind: 'time', ms: 1 } });
  });

  it('stops at its time limit, a minute by default, and says how far it got', async () => {
    expect(REPLAY_THREAD_LIMITS.timeoutMs).toBe(60_000);
    expect(REPLAY_TIME_LIMIT_SECONDS.default).toBe(60);
    // A log far too long to finish (ten million lines, gzipped) stands for one too slow to finish; the limit's timer
    // is the test's to fire, once the replay has said how far it is.
    const endless = join(dir, 'endless.log.gz');
    const member = gzipSync(one.repeat(100_000));
    await writeFile(endless, Buffer.concat(Array.from({ length: 100 }, () => member)));
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    let reported = 0;
    let heard: () => void = () => undefined;
    const progressed = new Promise<void>((resolve) => (heard = resolve));
    const run = runReplayThread(task(endless), (p) => {
      reported = p.lines;
      heard();
    });
    const outcome = run.result.catch((error: unknown) => error);
    await progressed;
    vi.advanceTimersByTime(REPLAY_THREAD_LIMITS.timeoutMs);
    const error = await outcome;
    expect(error).toBeInstanceOf(ReplayLimit);
    expect(replayLimitWords(error as ReplayLimit)).toMatch(
      /^replaying it went past the time limit of 1 minute; it stopped after [\d,]+ lines \(.+ of .+ read\)$/,
    );
    const reached = (error as ReplayLimit).reached!;
    expect(reached.lines).toBeGreaterThanOrEqual(reported);
    expect(reached.read).toBeGreaterThan(0);
  });
});
