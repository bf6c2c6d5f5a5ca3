import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { replayFile, ReplayLimit, type ReplayFileTask } from '../../../../../electron/rate-limits/replay/replay-file';
import type { RateLimitRule } from '../../../../../shared/rate-limits/rule-model';

const RULE: RateLimitRule = {
  description: 'Login',
  expression: 'http.request.uri.path eq "/wp-login.php"',
  action: 'block',
  ratelimit: { characteristics: ['cf.colo.id', 'ip.src'], period: 60, requests_per_period: 2, mitigation_timeout: 0 },
};

const line = (second: number, ip = '192.0.2.1'): string =>
  `${ip} - - [24/Nov/2026:09:00:${String(second).padStart(2, '0')} +0000] "POST /wp-login.php HTTP/1.1" 200 12 "-" "curl/8.5.0"`;

let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'cd-replay-file-'));
});
afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

async function run(name: string, content: string | Buffer, overrides: Partial<ReplayFileTask> = {}) {
  const path = join(dir, name);
  await writeFile(path, content);
  const progress: number[] = [];
  const report = await replayFile(
    {
      path,
      fileName: name,
      defaultHost: 'creator-blog.example',
      ownAddresses: [],
      drafts: [{ label: 'D', rules: [RULE] }],
      maxBytes: 2 ** 30,
      ...overrides,
    },
    (p) => progress.push(p.read),
  );
  return { report, progress };
}

describe('replayFile', () => {
  const text = `${[0, 1, 2, 3].map((s) => line(s)).join('\n')}\nnot a log line\n\n${line(4, '192.0.2.2')}\n`;

  it('replays a plain log, naming its bad lines by number', async () => {
    const { report, progress } = await run('access.log', text);
    expect(report.requests).toBe(5);
    expect(report.lines).toBe(7);
    expect(report.badLines).toEqual([{ line: 5, reason: { code: 'no-client-address' }, excerpt: 'not a log line' }]);
    expect(report.drafts[0]!.blocked).toBe(2);
    expect(progress.at(-1)).toBe(Buffer.byteLength(text));
  });

  it('reads a character cut in two by the end of a 64 KiB read whole (the buffer is filled again after it)', async () => {
    const agent = 'é'.repeat(100);
    const lines = (pad: number): string[] =>
      Array.from(
        { length: 400 },
        (_, i) =>
          `192.0.2.1 - - [24/Nov/2026:09:00:${String(i % 60).padStart(2, '0')} +0000] "POST /wp-login.php?x=${'a'.repeat(i === 0 ? pad : 0)} HTTP/1.1" 200 12 "-" "${agent}"`,
      );
    // The padding that ends the first read (65,536 bytes) on the first byte of an "é" (0xc3 0xa9).
    const cut = [0, 1].find((pad) => Buffer.from(lines(pad).join('\n'))[65_535] === 0xc3);
    expect(cut).toBeDefined();
    const content = `${lines(cut as number).join('\n')}\n`;
    const { report } = await run('access.log', content);
    expect(report.requests).toBe(400);
    expect(report.badLineCount).toBe(0);
    expect(report.drafts[0]!.topUserAgents.map((a) => a.key)).toEqual([agent]);
  });

  it('reads a gzip file by its bytes, whatever its name, to the same answer', async () => {
    const plain = await run('access.log', text);
    const zipped = await run('access.log.1', gzipSync(text));
    expect(zipped.report.drafts).toEqual(plain.report.drafts);
    expect(zipped.report.badLines).toEqual(plain.report.badLines);
  });

  it('reads the JSON lines of the provider logs', async () => {
    const json = [0, 1, 2].map((s) =>
      JSON.stringify({
        ClientIP: '192.0.2.1',
        ClientRequestURI: '/wp-login.php',
        EdgeStartTimestamp: `2026-11-24T09:00:0${s}Z`,
      }),
    );
    const { report } = await run('http_requests.json', `${json.join('\n')}\n${line(3)}\n`);
    expect(report.format).toBe('json');
    expect(report.requests).toBe(3);
    expect(report.badLines.map((b) => b.line)).toEqual([4]);
    expect(report.drafts[0]!.blocked).toBe(1);
  });

  it('refuses a gzip file that inflates past the bound (a zip bomb) and one that is cut short', async () => {
    const bomb = gzipSync(Buffer.alloc(8 * 2 ** 20, 0x61));
    await expect(run('bomb.gz', bomb, { maxBytes: 2 ** 20 })).rejects.toThrow(ReplayLimit);
    const zipped = gzipSync(text.repeat(50));
    await expect(run('cut.gz', zipped.subarray(0, zipped.length - 20))).rejects.toMatchObject({
      bound: { kind: 'gzip' },
    });
  });

  it('gets through hostile content: binary junk, a line of megabytes, unterminated quotes', async () => {
    const junk = Buffer.concat([
      Buffer.from(`${line(0)}\n`),
      Buffer.from(Array.from({ length: 5000 }, (_, i) => (i * 37) % 256)),
      Buffer.from(`\n${'"'.repeat(3 * 2 ** 20)}\n${line(1)}\n`),
    ]);
    const { report } = await run('junk.log', junk);
    expect(report.requests).toBe(2);
    expect(report.badLineCount).toBeGreaterThan(0);
    expect(report.badLines.some((b) => b.reason.code === 'too-long')).toBe(true);
  });
});
