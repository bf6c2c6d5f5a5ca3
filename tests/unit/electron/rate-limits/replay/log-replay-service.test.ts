import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { StagingArea } from '../../../../../electron/files/staging-area';
import {
  createLogReplayService,
  type ReplayRequest,
} from '../../../../../electron/rate-limits/replay/log-replay-service';
import type { EventPayload } from '../../../../../shared/ipc';
import type { RateLimitRule } from '../../../../../shared/rate-limits/rule-model';

const RULE: RateLimitRule = {
  description: 'Sign-in',
  expression: 'http.request.uri.path eq "/wp-login.php" and http.request.method eq "POST"',
  action: 'block',
  ratelimit: {
    characteristics: ['cf.colo.id', 'ip.src'],
    period: 60,
    requests_per_period: 10,
    mitigation_timeout: 600,
  },
};

let dir: string;
let demo: boolean;
let progress: Array<EventPayload<'rateLimits.replayProgress'>>;

beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'cd-replay-service-'));
  demo = true;
  progress = [];
});
afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

function service() {
  return createLogReplayService({
    dataDir: dir,
    staging: new StagingArea(join(dir, 'data'), { freeBytes: () => Promise.resolve(1e12) }),
    acceptsPaths: true,
    demoActive: () => demo,
    events: {
      emit: (name, payload) => {
        if (name === 'rateLimits.replayProgress') progress.push(payload as EventPayload<'rateLimits.replayProgress'>);
      },
    },
  });
}

const request = (log: ReplayRequest['log']): ReplayRequest => ({
  replayId: 'service-test-1',
  log,
  host: 'Creator-Blog.example',
  drafts: [{ label: 'Draft', rules: [RULE] }],
});

describe('the log replay service', { timeout: 60_000 }, () => {
  it("replays the demo's sample log on its thread, with the demo's own addresses, and tells its progress", async () => {
    const answer = await service().replay(request({ kind: 'demo-sample' }));
    expect(answer.outcome).toBe('done');
    if (answer.outcome !== 'done') return;
    expect(answer.report.fileName).toBe('creator-blog.example-access.log');
    expect(answer.report.drafts[0]!.topClients.map((c) => c.key)).toContain('185.220.101.34');
    expect(progress.at(-1)).toMatchObject({ replayId: 'service-test-1', lines: answer.report.lines });
  });

  it('offers the sample log only in the demo, and refuses a folder, an empty file and a missing one by name', async () => {
    demo = false;
    await expect(service().replay(request({ kind: 'demo-sample' }))).rejects.toMatchObject({ code: 'not-allowed' });
    await mkdir(join(dir, 'logs'));
    await writeFile(join(dir, 'empty.log'), '');
    await expect(service().replay(request({ kind: 'path', path: join(dir, 'logs') }))).rejects.toThrow(
      'logs is a folder, not a log file.',
    );
    await expect(service().replay(request({ kind: 'path', path: join(dir, 'empty.log') }))).rejects.toThrow(
      'empty.log is empty (0 bytes).',
    );
    await expect(service().replay(request({ kind: 'path', path: join(dir, 'gone.log') }))).rejects.toThrow(
      'gone.log does not exist',
    );
  });

  it('answers a damaged gzip log with a refusal that names the file', async () => {
    await writeFile(join(dir, 'cut.log.gz'), Buffer.from([0x1f, 0x8b, 0x08, 0x00, 0x01, 0x02]));
    await expect(service().replay(request({ kind: 'path', path: join(dir, 'cut.log.gz') }))).rejects.toMatchObject({
      code: 'file-unavailable',
      message: expect.stringContaining(
        'cut.log.gz could not be replayed: its gzip compression is damaged or cut short',
      ) as string,
    });
  });
});
