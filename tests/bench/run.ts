// `npm run bench`: every benchmark of the project, one after the other, printing figures beside their targets.
// Benchmarks measure; they never fail a build on a number (machines differ), only on an error.
//   npm run bench [-- --requests 3000000 --size-mib 1024 --chunk-mib 32 --rss-size-mib 8192]
//   npm run bench -- --only comment-rules    (one benchmark alone, by name)
import { formatCommentRulesResult, runCommentRulesBenchmark } from './comment-rules';
import { formatCommentsResult, runCommentsBenchmark } from './comments-emulator';
import { formatModerationResult, runModerationBenchmark } from './moderation-session';
import { formatEvaluatorResult, runEvaluatorBenchmark } from './rules-evaluator';
import {
  formatMemoryResult,
  formatUploadResult,
  runEngineMemoryBenchmark,
  runUploadBenchmark,
} from './upload-throughput';
import { runBackpressureBenchmark } from './web-backpressure';

const MiB = 1024 * 1024;

function flag(name: string, fallback: number): number {
  const index = process.argv.indexOf(name);
  const value = index === -1 ? fallback : Number(process.argv[index + 1]);
  if (!Number.isFinite(value) || value <= 0) throw new Error(`${name} needs a positive number`);
  return value;
}

/** Benchmarks that can run alone with `--only <name>`. */
const ALONE: Readonly<Record<string, () => Promise<string[]> | string[]>> = {
  'comment-rules': () => formatCommentRulesResult(runCommentRulesBenchmark()),
};

async function main(): Promise<void> {
  const only = process.argv.indexOf('--only');
  if (only !== -1) {
    const name = process.argv[only + 1] ?? '';
    const run = ALONE[name];
    if (!run) throw new Error(`--only takes one of: ${Object.keys(ALONE).join(', ')}`);
    for (const line of await run()) console.log(line);
    return;
  }
  for (const line of formatEvaluatorResult(runEvaluatorBenchmark(flag('--requests', 3_000_000)))) console.log(line);

  const sizeMiB = flag('--size-mib', 1024);
  const chunkSize = flag('--chunk-mib', 32) * MiB;
  console.log('\n(the upload benchmarks write a file and run the emulator; this takes a few minutes)');
  for (const line of formatUploadResult(await runUploadBenchmark({ sizeBytes: sizeMiB * MiB, chunkSize })))
    console.log(line);

  console.log('Upload engine memory: sparse files to the discard sink (the RSS should not grow with the file)');
  for (const size of [sizeMiB, flag('--rss-size-mib', 8192)]) {
    console.log(formatMemoryResult(await runEngineMemoryBenchmark({ sizeBytes: size * MiB, chunkSize })));
  }

  console.log(['', ...formatCommentsResult(await runCommentsBenchmark())].join('\n'));
  console.log('\nBrowser mode under a client that sends calls and never reads the answers (10 s)');
  const abuse = await runBackpressureBenchmark(10);
  console.log(
    `  host RSS: idle ${abuse.idleRssMB} MB, peak ${abuse.peakRssMB} MB, after ${abuse.afterRssMB} MB (target: peak within 100 MB of idle)`,
  );
  console.log(`  ${abuse.callsSentMiB} MiB of calls sent; the client was ${abuse.cutOff ? 'cut off' : 'NOT cut off'}`);

  for (const line of ['', ...formatModerationResult(await runModerationBenchmark())]) console.log(line);
  for (const line of ['', ...formatCommentRulesResult(runCommentRulesBenchmark())]) console.log(line);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
