// `npm run bench`: every benchmark of the project, one after the other, printing figures against their targets.
// Benchmarks measure; they never fail a build on a number (machines differ), only on an error.
//   npm run bench [-- --size-mib 1024 --chunk-mib 32 --requests 200000]
import { runEvaluatorBenchmark } from './rules-evaluator';
import { runUploadBenchmark } from './upload-throughput';
import { runBackpressureBenchmark } from './web-backpressure';

const MiB = 1024 * 1024;

function flag(name: string, fallback: number): number {
  const index = process.argv.indexOf(name);
  const value = index === -1 ? fallback : Number(process.argv[index + 1]);
  if (!Number.isFinite(value) || value <= 0) throw new Error(`${name} needs a positive number`);
  return value;
}

async function main(): Promise<void> {
  const requests = flag('--requests', 200_000);
  const evaluator = runEvaluatorBenchmark(requests);
  console.log('Rules evaluator (edge, 10 rate limiting rules)');
  console.log(`  ${Math.round(evaluator.requestsPerSecond).toLocaleString('en-US')} requests evaluated per second`);
  console.log(`  ${evaluator.requests.toLocaleString('en-US')} requests in ${evaluator.seconds.toFixed(2)} s; ${evaluator.matchedPerRequest.toFixed(2)} rules matched per request; ${evaluator.blocked} blocked`);

  const sizeMiB = flag('--size-mib', 1024);
  const chunkMiB = flag('--chunk-mib', 32);
  console.log(`\nUpload throughput: ${sizeMiB} MiB file to the emulator on loopback, ${chunkMiB} MiB chunks (this takes a while)`);
  const upload = await runUploadBenchmark({ sizeBytes: sizeMiB * MiB, chunkSize: chunkMiB * MiB });
  console.log(`  engine: ${upload.engineMiBps} MiB/s (${upload.engineSeconds} s), peak RSS ${upload.enginePeakRssMB} MB (target < 150 MB)`);
  console.log(`  curl:   ${upload.curlMiBps} MiB/s (${upload.curlSeconds} s)`);
  console.log(`  ratio engine/curl: ${upload.ratio} (target >= 0.9)`);

  console.log('\nBrowser mode under a client that sends calls and never reads the answers (10 s)');
  const abuse = await runBackpressureBenchmark(10);
  console.log(`  host RSS: idle ${abuse.idleRssMB} MB, peak ${abuse.peakRssMB} MB, after ${abuse.afterRssMB} MB (target: peak within 100 MB of idle)`);
  console.log(`  ${abuse.callsSentMiB} MiB of calls sent; the client was ${abuse.cutOff ? 'cut off' : 'NOT cut off'}`);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
