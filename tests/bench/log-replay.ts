// Log replay throughput: a combined-format access log of N lines (written once to a temporary file), streamed,
// parsed and replayed through R rate limiting rules in log time on this thread (one core), as the replay thread
// does, beside a plain awk pass over the same file (its peer: each line's client and path tallied, those over a
// threshold counted). Prints both CPU times and their ratio; asserts nothing. Target: the replay within 2× awk's CPU
// (was 1,000,000 × 10 in < 2 s, a figure that moves by a third between machines of one kind).
//   npx tsx tests/bench/log-replay.ts [--lines 1000000]
import { createWriteStream } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { replayFile } from '../../electron/rate-limits/replay/replay-file';
import type { RateLimitRule } from '../../shared/rate-limits/rule-model';
import { runPeer } from './child-cpu';
import { formatPeerComparison } from './peer-ratio';
import { BENCH_RULES } from './rules-evaluator';

const RULES: readonly RateLimitRule[] = BENCH_RULES.map((rule, i) => ({
  description: `Bench rule ${i + 1}`,
  expression: rule.expression,
  action: i % 3 === 2 ? 'managed_challenge' : 'block',
  ratelimit: {
    characteristics: rule.characteristics,
    period: rule.period,
    requests_per_period: rule.requests,
    mitigation_timeout: rule.timeout,
  },
}));

const PATHS = ['/', '/login', '/api/v1/items', '/shop/item/42', '/checkout', '/feed.json', '/blog/post', '/style.css'];
const METHODS = ['GET', 'GET', 'GET', 'POST', 'PUT'];
const AGENTS = [
  'Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0',
  'curl/8.5.0',
  'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_6) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Safari/605.1.15',
];
const START = Date.UTC(2026, 10, 24, 0, 0, 0);

/**
 * A day of traffic from 5,000 clients (the evaluator benchmark's mix of paths, methods and user agents), some of them
 * fast enough to be stopped; 1,000,000 lines make about 190 MB.
 */
export async function writeLog(path: string, lines: number): Promise<void> {
  const out = createWriteStream(path);
  const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
  const two = (n: number): string => String(n).padStart(2, '0');
  let batch: string[] = [];
  for (let i = 0; i < lines; i++) {
    const d = new Date(START + Math.floor((i * 86_400_000) / lines));
    const time = `${two(d.getUTCDate())}/${months[d.getUTCMonth()]}/${d.getUTCFullYear()}:${two(d.getUTCHours())}:${two(d.getUTCMinutes())}:${two(d.getUTCSeconds())} +0000`;
    // One line in ten comes from one of three busy clients, so that some rules act.
    const client = i % 10 === 3 ? Math.floor(i / 10) % 3 : i % 5000;
    const ip = `${10 + (client % 3) * 80}.${(client >> 8) & 255}.${(client >> 4) & 15}.${client % 251}`;
    const query = i % 7 === 0 ? `?q=select+${i}&page=2` : `?page=${i % 10}`;
    batch.push(
      `${ip} - - [${time}] "${METHODS[i % METHODS.length]} ${PATHS[i % PATHS.length]}${query} HTTP/1.1" 200 ${512 + (i % 4096)} "https://shop.example.com/" "${AGENTS[i % AGENTS.length]}" 0.0${i % 90}`,
    );
    if (batch.length === 10_000) {
      if (!out.write(`${batch.join('\n')}\n`)) await new Promise<void>((resolve) => out.once('drain', () => resolve()));
      batch = [];
    }
  }
  out.end(batch.length ? `${batch.join('\n')}\n` : '');
  await new Promise<void>((resolve, reject) => out.on('finish', () => resolve()).on('error', reject));
}

export interface LogReplayResult {
  readonly lines: number;
  readonly rules: number;
  /** By the wall clock, and of CPU time (what the target is about: the machine may be busy with other work). */
  readonly seconds: number;
  readonly cpuSeconds: number;
  readonly stopped: number;
  readonly heapMB: number;
  /** awk's CPU seconds over the same file, and what it counted (a check that it read every line). */
  readonly awkCpuSeconds: number;
  readonly awkOverThreshold: number;
}

/**
 * The peer: a tally per client and path, with the time field split as a parser must, and the lines past 100 in a
 * tally counted; the least a program must do to read the log and count, in a tool made for it.
 */
const AWK_PASS = '{ split($4, t, ":"); k = $1 " " $7; n[k]++; if (n[k] > 100) over++ } END { print over + 0 }';

/** The replay must stay within this many times awk's CPU over the same log. */
export const LOG_REPLAY_TARGET_RATIO = 2;

export async function runLogReplayBenchmark(lines = 1_000_000): Promise<LogReplayResult> {
  const dir = await mkdtemp(join(tmpdir(), 'cd-log-replay-'));
  try {
    const path = join(dir, 'access.log');
    await writeLog(path, lines);
    const started = performance.now();
    const cpuStart = process.cpuUsage();
    const report = await replayFile(
      {
        path,
        fileName: 'access.log',
        defaultHost: 'shop.example.com',
        ownAddresses: [],
        drafts: [{ label: 'Bench', rules: RULES }],
        maxBytes: 2 ** 34,
      },
      () => undefined,
    );
    const seconds = (performance.now() - started) / 1000;
    const cpu = process.cpuUsage(cpuStart);
    const cpuSeconds = (cpu.user + cpu.system) / 1e6;
    if (report.requests !== lines) throw new Error(`replayed ${report.requests} of ${lines} lines`);
    const draft = report.drafts[0];
    const awk = await runPeer('awk', [AWK_PASS, path]);
    if (awk.code !== 0) throw new Error(`awk failed (exit ${awk.code}): ${awk.stderr}`);
    return {
      lines,
      rules: RULES.length,
      seconds,
      cpuSeconds,
      stopped: (draft?.blocked ?? 0) + (draft?.challenged ?? 0),
      heapMB: Math.round(process.memoryUsage().heapUsed / 2 ** 20),
      awkCpuSeconds: awk.cpuSeconds,
      awkOverThreshold: Number(awk.stdout.trim()),
    };
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

export function formatLogReplayResult(r: LogReplayResult): string[] {
  return [
    formatPeerComparison({
      label: `log replay: ${r.lines.toLocaleString('en-US')} lines through ${r.rules} rules`,
      own: r.cpuSeconds,
      peer: 'a plain awk pass over the same log',
      peerValue: r.awkCpuSeconds,
      unit: 's of CPU',
      target: LOG_REPLAY_TARGET_RATIO,
      lessIsBetter: true,
    }),
    `  ${r.seconds.toFixed(2)} s by the wall clock; awk counted ${r.awkOverThreshold.toLocaleString('en-US')} lines past 100 in a tally`,
    `  ${r.stopped.toLocaleString('en-US')} requests stopped; heap after: ${r.heapMB} MB`,
  ];
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const index = process.argv.indexOf('--lines');
  const lines = index === -1 ? 1_000_000 : Number(process.argv[index + 1]);
  runLogReplayBenchmark(lines).then(
    (r) => formatLogReplayResult(r).forEach((line) => console.log(line)),
    (error: unknown) => {
      console.error(error);
      process.exitCode = 1;
    },
  );
}
