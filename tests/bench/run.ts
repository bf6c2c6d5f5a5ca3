// `npm run bench`: every benchmark of the project, one after the other, printing figures beside their targets.
// Benchmarks measure; they never fail a build on a number (machines differ), only on an error.
//   npm run bench [-- --requests 3000000 --lines 1000000 --size-mib 1024 --chunk-mib 32 --rss-size-mib 8192]
//   npm run bench -- --only log-replay      one benchmark alone (rules-evaluator, log-replay, upload, comments,
//                                           web-backpressure, moderation, held-queue, comment-rules,
//                                           series-import, catalogue, bulk-store, bulk-view, upload-queue)
import { parseArgs } from 'node:util';
import { formatCommentRulesResult, runCommentRulesBenchmark } from './comment-rules';
import { formatCommentsResult, runCommentsBenchmark } from './comments-emulator';
import { formatLogReplayResult, runLogReplayBenchmark } from './log-replay';
import { formatModerationResult, runModerationBenchmark } from './moderation-session';
import { formatHeldQueueResult, runHeldQueueBenchmark } from './held-queue';
import { formatEvaluatorResult, runEvaluatorBenchmark } from './rules-evaluator';
import {
  formatMemoryResult,
  formatUploadResult,
  runEngineMemoryBenchmark,
  runUploadBenchmark,
} from './upload-throughput';
import { formatPeerComparison } from './peer-ratio';
import { runSeriesImportBenchmark } from './series-import';
import { runCatalogueBenchmark } from './catalogue';
import { runBulkStoreBenchmark } from './bulk-store';
import { runBulkViewBenchmark } from './bulk-view';
import { formatQueueTickResult, runQueueTickBenchmark } from './upload-queue-ticks';
import { runBackpressureBenchmark } from './web-backpressure';

const MiB = 1024 * 1024;

const { values: options } = parseArgs({
  options: {
    only: { type: 'string' },
    requests: { type: 'string' },
    'size-mib': { type: 'string' },
    'chunk-mib': { type: 'string' },
    'rss-size-mib': { type: 'string' },
    lines: { type: 'string' },
  },
  strict: true,
});

function flag(name: Exclude<keyof typeof options, 'only'>, fallback: number): number {
  const text = options[name];
  const value = text === undefined ? fallback : Number(text);
  if (!Number.isFinite(value) || value <= 0) throw new Error(`--${name} needs a positive number`);
  return value;
}

/** Each benchmark by the name --only takes, in the order a full run goes through them. */
const BENCHMARKS: ReadonlyArray<readonly [name: string, run: () => Promise<void>]> = [
  [
    'rules-evaluator',
    async () => {
      for (const line of formatEvaluatorResult(runEvaluatorBenchmark(flag('requests', 3_000_000)))) console.log(line);
      await Promise.resolve();
    },
  ],
  [
    'log-replay',
    async () => {
      for (const line of formatLogReplayResult(await runLogReplayBenchmark(flag('lines', 1_000_000))))
        console.log(line);
    },
  ],
  [
    'upload',
    async () => {
      const sizeMiB = flag('size-mib', 1024);
      const chunkSize = flag('chunk-mib', 32) * MiB;
      console.log('\n(the upload benchmarks write a file and run the emulator; this takes a few minutes)');
      for (const line of formatUploadResult(await runUploadBenchmark({ sizeBytes: sizeMiB * MiB, chunkSize })))
        console.log(line);

      console.log('Upload engine memory: sparse files to the discard sink (the RSS should not grow with the file)');
      for (const size of [sizeMiB, flag('rss-size-mib', 8192)]) {
        console.log(formatMemoryResult(await runEngineMemoryBenchmark({ sizeBytes: size * MiB, chunkSize })));
      }
    },
  ],
  [
    'comments',
    async () => {
      console.log(['', ...formatCommentsResult(await runCommentsBenchmark())].join('\n'));
    },
  ],
  [
    'web-backpressure',
    async () => {
      console.log('\nBrowser mode under a client that sends calls and never reads the answers (10 s)');
      const abuse = await runBackpressureBenchmark(10);
      // Its peer is the same host idle, measured in the same run: memory, unlike CPU, does not scale with the machine,
      // but the idle figure moves with Node and the bundle, and the target is what the abuse may add to it.
      console.log(
        `  ${formatPeerComparison({ label: 'host RSS at the peak', own: abuse.peakRssMB, peer: 'the same host idle', peerValue: abuse.idleRssMB, unit: 'MB', target: 2, lessIsBetter: true })}; after ${abuse.afterRssMB} MB`,
      );
      console.log(
        `  ${abuse.callsSentMiB} MiB of calls sent; the client was ${abuse.cutOff ? 'cut off' : 'NOT cut off'}`,
      );
    },
  ],
  [
    'moderation',
    async () => {
      for (const line of ['', ...formatModerationResult(await runModerationBenchmark())]) console.log(line);
    },
  ],
  [
    'held-queue',
    async () => {
      for (const line of ['', ...formatHeldQueueResult(await runHeldQueueBenchmark())]) console.log(line);
    },
  ],
  [
    'comment-rules',
    async () => {
      for (const line of ['', ...formatCommentRulesResult(runCommentRulesBenchmark())]) console.log(line);
      await Promise.resolve();
    },
  ],
  [
    'series-import',
    async () => {
      for (const line of ['', ...runSeriesImportBenchmark()]) console.log(line);
      await Promise.resolve();
    },
  ],
  [
    'catalogue',
    async () => {
      console.log(
        '\n(the catalogue benchmark seeds 10,000 videos and reads them through the emulator: under a minute)',
      );
      for (const line of await runCatalogueBenchmark()) console.log(line);
    },
  ],
  [
    'bulk-store',
    async () => {
      for (const line of await runBulkStoreBenchmark()) console.log(line);
    },
  ],
  [
    'bulk-view',
    async () => {
      for (const line of await runBulkViewBenchmark()) console.log(line);
    },
  ],
  [
    'upload-queue',
    async () => {
      console.log('\nThe upload queue at 10, 1,000 and 5,000 uploads: one runs, 400 chunks of 256 KiB');
      const results = [];
      for (const queued of [10, 1_000, 5_000]) results.push(await runQueueTickBenchmark(queued));
      for (const line of formatQueueTickResult(results)) console.log(line);
    },
  ],
];

async function main(): Promise<void> {
  const only = options.only;
  const chosen = only === undefined ? BENCHMARKS : BENCHMARKS.filter(([name]) => name === only);
  if (chosen.length === 0)
    throw new Error(`--only takes one of: ${BENCHMARKS.map(([name]) => name).join(', ')} (got ${only})`);
  for (const [, run] of chosen) await run();
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
