// Upload throughput of the engine beside curl, in two pairs: against the emulator (the figure users see on loopback)
// and against a discard sink that speaks only the resumable protocol (the engine's own ceiling, with no emulator
// CPU in the way). The emulator and the engine each run in their own process, so neither side's memory or CPU is
// counted for the other, and the engine's peak RSS (VmHWM) is its alone. Also the engine's peak RSS on a large
// sparse file against the sink, to show it does not grow with the file. Prints figures; asserts nothing. The target is
// the engine's CPU per GiB beside curl's in the same run; the throughput ratio swings between rounds and only informs.
//   npx tsx tests/bench/upload-throughput.ts [--size-mib 1024] [--chunk-mib 32] [--rss-size-mib 8192] [--rounds 3]
//     [--sink-only]
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { once } from 'node:events';
import { createReadStream, createWriteStream } from 'node:fs';
import { pipeline } from 'node:stream/promises';
import { mkdir, mkdtemp, readdir, rm, truncate, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { emulatorControlHeaders } from '../../shared/platform/emulator-control';
import { runPeer } from './child-cpu';
import { startDiscardSink } from './discard-sink';
import { formatPeerComparison } from './peer-ratio';
import type { EngineChildConfig, EngineChildReport, MemoryAtPeak } from './upload-engine-child';

const THIS_FILE = fileURLToPath(import.meta.url);
const ENGINE_CHILD = fileURLToPath(new URL('./upload-engine-child.ts', import.meta.url));
const MiB = 1024 * 1024;
const GiB = 1024 * MiB;
/** ftyp box of an MP4, so the engine's content check accepts the generated file. */
const MP4_HEADER = Buffer.from('000000186674797069736f6d0000020069736f6d69736f32', 'hex');

export interface UploadBenchmarkOptions {
  readonly sizeBytes?: number;
  readonly chunkSize?: number;
  /** Engine and curl take turns this many times per upload host; the best run of each is compared. */
  readonly rounds?: number;
  /** Only the discard sink's pair (the engine's own ceiling), to measure a change to the engine quickly. */
  readonly sinkOnly?: boolean;
}

export interface EngineRun {
  /** From the enqueue to the created video (the file checked, the session opened, every chunk sent). */
  readonly seconds: number;
  /** From the first chunk's request to the created video: what curl's PUT to an open session is compared with. */
  readonly transferSeconds: number;
  /** Throughput over the transfer. */
  readonly MiBps: number;
  /** Throughput from the enqueue. */
  readonly endToEndMiBps: number;
  /** CPU time of the engine's process over the upload. */
  readonly cpuSeconds: number;
  /** Peak resident memory of the process running the engine (VmHWM), MB. */
  readonly peakRssMB: number;
  readonly memoryAtPeak: MemoryAtPeak;
}

export interface CurlRun {
  /** curl's own time_total for the PUT (the session was opened before, as for the engine's transfer time). */
  readonly seconds: number;
  readonly MiBps: number;
  /** CPU time of the curl process, its start included (a few ms). */
  readonly cpuSeconds: number;
}

export interface UploadPair {
  /** The best run of each (the least disturbed by other processes on a shared machine). */
  readonly engine: EngineRun;
  /** curl sending the file in one PUT: the most the connection carries. */
  readonly curl: CurlRun;
  /**
   * curl sending the engine's chunks, one PUT each on one connection (`--next`), every answer awaited: the same
   * exchanges as the engine, so the comparison of the two HTTP clients that is fair.
   */
  readonly curlChunked: CurlRun;
  /** Best engine throughput / best chunked curl throughput: the target's figure. */
  readonly ratio: number;
  /** Best engine throughput / best single-PUT curl throughput. */
  readonly ratioToOnePut: number;
  /** Engine / chunked curl of each round (runs taken back to back, so under about the same load). */
  readonly roundRatios: readonly number[];
  /** The least CPU per GiB of any round, the engine's and chunked curl's: the target's figures. */
  readonly engineCpuPerGiB: number;
  readonly curlCpuPerGiB: number;
}

/** The engine's CPU per GiB must stay within this many times curl's, sending the same chunks in the same run. */
export const UPLOAD_CPU_TARGET_RATIO = 3;

export interface UploadBenchmarkResult {
  readonly fileBytes: number;
  readonly chunkSize: number;
  readonly rounds: number;
  readonly emulator?: UploadPair;
  readonly sink: UploadPair;
}

export async function runUploadBenchmark(options: UploadBenchmarkOptions = {}): Promise<UploadBenchmarkResult> {
  const sizeBytes = options.sizeBytes ?? 1024 * MiB;
  const chunkSize = options.chunkSize ?? 32 * MiB;
  const rounds = options.rounds ?? 3;
  const dir = await mkdtemp(join(tmpdir(), 'desk-bench-'));
  const emulator = startChild(['--emulator-child', join(dir, 'emulator')]);
  const sink = await startDiscardSink();
  try {
    const filePath = join(dir, 'bench.mp4');
    await writeBenchFile(filePath, sizeBytes);
    const engineBundle = await bundleEngine(dir);
    const whole: FilePiece[] = [{ path: filePath, first: 0, last: sizeBytes - 1 }];
    const chunks = await splitIntoChunks(filePath, sizeBytes, chunkSize, join(dir, 'chunks'));

    const ready = (await firstLine(emulator)) as { baseUrl: string; controlSecret: string };
    const control = emulatorControlHeaders(ready.controlSecret);
    const endpoints = await emulatorEndpoints(ready.baseUrl, control);
    const sinkEndpoints = sinkEndpointsOf(sink);
    const pair = async (
      name: string,
      target: EngineChildConfig['endpoints'],
      token: () => Promise<string>,
    ): Promise<UploadPair> => {
      const engineRuns: EngineRun[] = [];
      const curlRuns: CurlRun[] = [];
      const chunkedRuns: CurlRun[] = [];
      const curlRun = ({ seconds, cpuSeconds }: { seconds: number; cpuSeconds: number }): CurlRun => ({
        seconds: round2(seconds),
        MiBps: round2(sizeBytes / MiB / seconds),
        cpuSeconds,
      });
      const leastCpuPerGiB = (runs: ReadonlyArray<{ cpuSeconds: number }>): number =>
        Math.min(...runs.map((run) => run.cpuSeconds)) / (sizeBytes / GiB);
      for (let round = 0; round < rounds; round++) {
        const report = await runEngine(engineBundle, {
          dataDir: join(dir, `engine-${name}-${round}`),
          filePath,
          chunkSize,
          endpoints: target,
          token: await token(),
        });
        engineRuns.push(engineRunOf(sizeBytes, report));
        await clearEmulatorBetweenRuns(join(dir, 'emulator', 'media'), target, control);
        chunkedRuns.push(curlRun(await uploadWithCurl(target.uploadBaseUrl, await token(), chunks, sizeBytes)));
        await clearEmulatorBetweenRuns(join(dir, 'emulator', 'media'), target, control);
        curlRuns.push(curlRun(await uploadWithCurl(target.uploadBaseUrl, await token(), whole, sizeBytes)));
        await clearEmulatorBetweenRuns(join(dir, 'emulator', 'media'), target, control);
      }
      const best = <T extends { MiBps: number }>(runs: T[]): T => runs.reduce((a, b) => (b.MiBps > a.MiBps ? b : a));
      const engine = best(engineRuns);
      const curlChunked = best(chunkedRuns);
      const curl = best(curlRuns);
      return {
        engine,
        curl,
        curlChunked,
        ratio: round2(engine.MiBps / curlChunked.MiBps),
        ratioToOnePut: round2(engine.MiBps / curl.MiBps),
        roundRatios: engineRuns.map((run, i) => round2(run.MiBps / chunkedRuns[i]!.MiBps)),
        engineCpuPerGiB: leastCpuPerGiB(engineRuns),
        curlCpuPerGiB: leastCpuPerGiB(chunkedRuns),
      };
    };
    const toEmulator = options.sinkOnly
      ? undefined
      : await pair('emulator', endpoints, () => issueToken(endpoints, control));
    const toSink = await pair('sink', sinkEndpoints, async () => 'bench');
    return { fileBytes: sizeBytes, chunkSize, rounds, ...(toEmulator ? { emulator: toEmulator } : {}), sink: toSink };
  } finally {
    emulator.kill('SIGTERM');
    await once(emulator, 'exit').catch(() => undefined);
    await sink.close();
    await rm(dir, { recursive: true, force: true });
  }
}

/**
 * The engine's peak RSS uploading a `sizeBytes` file to the discard sink. The file is sparse (an MP4 header, then
 * a hole), so an 8 GiB run costs neither 8 GiB of disk nor the time to write them; the engine reads it like any file.
 */
export async function runEngineMemoryBenchmark(
  options: UploadBenchmarkOptions = {},
): Promise<EngineRun & { fileBytes: number }> {
  const sizeBytes = options.sizeBytes ?? 8192 * MiB;
  const chunkSize = options.chunkSize ?? 32 * MiB;
  const dir = await mkdtemp(join(tmpdir(), 'desk-bench-rss-'));
  const sink = await startDiscardSink();
  try {
    const filePath = join(dir, 'sparse.mp4');
    await writeFile(filePath, MP4_HEADER);
    await truncate(filePath, sizeBytes);
    const report = await runEngine(await bundleEngine(dir), {
      dataDir: join(dir, 'engine'),
      filePath,
      chunkSize,
      endpoints: sinkEndpointsOf(sink),
      token: 'bench',
    });
    return { fileBytes: sizeBytes, ...engineRunOf(sizeBytes, report) };
  } finally {
    await sink.close();
    await rm(dir, { recursive: true, force: true });
  }
}

/**
 * Between two uploads: the emulator keeps every video it received (their bytes go, so a run costs 1 GiB of disk), and
 * charges each session start one of its 100 daily uploads, so its quota is reset too (an engine refused a session
 * would wait for midnight Pacific time). The discard sink has neither.
 */
/** The headers that open the emulator's test control. */
type Control = Record<string, string>;

async function clearEmulatorBetweenRuns(
  mediaDir: string,
  target: EngineChildConfig['endpoints'],
  control: Control,
): Promise<void> {
  if (target.channelId === SINK_CHANNEL) return;
  const names = await readdir(mediaDir).catch(() => [] as string[]);
  await Promise.all(names.map((name) => rm(join(mediaDir, name), { recursive: true, force: true })));
  const reset = await fetch(`${target.baseUrl}/_emulator/v1/quota/reset`, { method: 'POST', headers: control });
  if (!reset.ok) throw new Error(`the emulator did not reset its quota: HTTP ${reset.status}`);
}

const SINK_CHANNEL = 'bench';

function sinkEndpointsOf(sink: { baseUrl: string; uploadBaseUrl: string }): EngineChildConfig['endpoints'] {
  return {
    baseUrl: sink.baseUrl,
    uploadBaseUrl: sink.uploadBaseUrl,
    dataApiBaseUrl: `${sink.baseUrl}/youtube/v3`,
    channelId: SINK_CHANNEL,
  };
}

async function runEngine(bundle: string, config: EngineChildConfig): Promise<EngineChildReport> {
  const child = spawn(process.execPath, [bundle, '--engine-child', JSON.stringify(config)], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const report = (await firstLine(child)) as EngineChildReport;
  await once(child, 'exit');
  if (report.error) throw new Error(`the engine failed: ${report.error}`);
  return report;
}

function engineRunOf(sizeBytes: number, report: EngineChildReport): EngineRun {
  return {
    seconds: round2(report.seconds),
    transferSeconds: round2(report.transferSeconds),
    MiBps: round2(sizeBytes / MiB / report.transferSeconds),
    endToEndMiBps: round2(sizeBytes / MiB / report.seconds),
    cpuSeconds: round2(report.cpuSeconds),
    peakRssMB: round2((report.vmHwmKb * 1024) / 1e6),
    memoryAtPeak: report.memory,
  };
}

async function writeBenchFile(path: string, size: number): Promise<void> {
  // One random MiB repeated: fast to write, incompressible enough, and every chunk is distinct by offset anyway.
  const block = randomBytes(MiB);
  const out = createWriteStream(path);
  for (let written = 0; written < size;) {
    const part = Buffer.from(block.subarray(0, Math.min(MiB, size - written)));
    if (written === 0) MP4_HEADER.copy(part);
    written += part.length;
    if (!out.write(part)) await once(out, 'drain');
  }
  out.end();
  await once(out, 'finish');
}

async function emulatorEndpoints(baseUrl: string, control: Control): Promise<EngineChildConfig['endpoints']> {
  const info = (await (await fetch(`${baseUrl}/_emulator/v1/info`, { headers: control })).json()) as {
    uploadBaseUrl: string;
    dataApiBaseUrl: string;
    demo: { channelId: string };
  };
  return {
    baseUrl,
    uploadBaseUrl: info.uploadBaseUrl,
    dataApiBaseUrl: info.dataApiBaseUrl,
    channelId: info.demo.channelId,
  };
}

async function issueToken(endpoints: EngineChildConfig['endpoints'], control: Control): Promise<string> {
  const response = await fetch(`${endpoints.baseUrl}/_emulator/v1/tokens`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...control },
    body: JSON.stringify({ channelId: endpoints.channelId, scopes: ['youtube.upload'] }),
  });
  if (!response.ok) throw new Error(`the emulator refused a token: HTTP ${response.status}`);
  return ((await response.json()) as { access_token: string }).access_token;
}

interface FilePiece {
  readonly path: string;
  /** Where the piece sits in the whole file (inclusive). */
  readonly first: number;
  readonly last: number;
}

/** The file cut at the engine's chunk boundaries, one file per chunk, for curl (which cannot send part of a file). */
async function splitIntoChunks(path: string, size: number, chunkSize: number, into: string): Promise<FilePiece[]> {
  await mkdir(into, { recursive: true });
  const pieces: FilePiece[] = [];
  for (let first = 0; first < size; first += chunkSize) {
    const last = Math.min(first + chunkSize, size) - 1;
    const piece = join(into, `${first}.bin`);
    await pipeline(createReadStream(path, { start: first, end: last }), createWriteStream(piece));
    pieces.push({ path: piece, first, last });
  }
  return pieces;
}

/**
 * One curl process PUTs the pieces in order on one connection, each with its Content-Range, as the engine sends its
 * chunks. Timed by curl itself (time_total of each transfer, summed: from the request to the answer), as the
 * engine's transfer is timed from its first chunk's request; neither counts starting a process or opening the session.
 */
async function uploadWithCurl(
  uploadBaseUrl: string,
  token: string,
  pieces: readonly FilePiece[],
  size: number,
): Promise<{ seconds: number; cpuSeconds: number }> {
  const start = await fetch(`${uploadBaseUrl}/videos?uploadType=resumable&part=snippet,status`, {
    method: 'POST',
    headers: {
      authorization: `Bearer ${token}`,
      'content-type': 'application/json; charset=UTF-8',
      'x-upload-content-length': String(size),
      'x-upload-content-type': 'video/mp4',
    },
    body: JSON.stringify({ snippet: { title: 'curl benchmark' }, status: { privacyStatus: 'private' } }),
  });
  const sessionUri = start.headers.get('location');
  if (!sessionUri) throw new Error(`the upload host did not start a session for curl (HTTP ${start.status})`);
  const args = pieces.flatMap((piece, index) => [
    ...(index > 0 ? ['--next'] : []),
    '-sS',
    '-o',
    '/dev/null',
    '-w',
    '%{http_code} %{time_total}\n',
    '-T',
    piece.path,
    '-X',
    'PUT',
    '-H',
    `Authorization: Bearer ${token}`,
    '-H',
    'Content-Type: video/mp4',
    '-H',
    `Content-Range: bytes ${piece.first}-${piece.last}/${size}`,
    '-H',
    'Expect:',
    sessionUri,
  ]);
  const { code, stdout: output, cpuSeconds } = await runPeer('curl', args);
  const lines = output.trim().split('\n');
  const statuses = lines.map((line) => line.split(' ')[0]);
  const seconds = lines.reduce((sum, line) => sum + Number(line.split(' ')[1]), 0);
  const final = statuses[statuses.length - 1];
  const early = statuses.slice(0, -1);
  if (
    code !== 0 ||
    lines.length !== pieces.length ||
    (final !== '200' && final !== '201') ||
    early.some((status) => status !== '308') ||
    !(seconds > 0)
  )
    throw new Error(`curl failed (exit ${code}, HTTP ${statuses.join(' ')})`);
  return { seconds, cpuSeconds };
}

async function bundleEngine(dir: string): Promise<string> {
  const { build } = await import('esbuild');
  const outfile = join(dir, 'engine-child.mjs');
  await build({
    entryPoints: [ENGINE_CHILD],
    outfile,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    logLevel: 'error',
    banner: { js: "import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);" },
  });
  return outfile;
}

function startChild(args: string[]): ChildProcess {
  const child = spawn(process.execPath, ['--import', 'tsx', THIS_FILE, ...args], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return child;
}

/** The child's first JSON line; the rest of its output keeps being read so it never blocks on a full pipe. */
function firstLine(child: ChildProcess): Promise<unknown> {
  return new Promise((resolve, reject) => {
    let buffered = '';
    let found = false;
    child.stdout!.on('data', (part: Buffer) => {
      if (found) return;
      buffered += part.toString('utf8');
      const line = buffered
        .split('\n')
        .find((candidate, index, all) => index < all.length - 1 && candidate.startsWith('{'));
      if (line !== undefined) {
        found = true;
        resolve(JSON.parse(line) as unknown);
      }
    });
    child.once('exit', (code) => {
      if (!found) reject(new Error(`the child process ended (exit ${code}) without reporting`));
    });
  });
}

function round2(value: number): number {
  return Math.round(value * 100) / 100;
}

// ----- child processes -----

async function emulatorChild(dataDir: string): Promise<void> {
  const { startEmulator } = await import('../../electron/emulator/server');
  const emulator = await startEmulator({ dataDir, port: 0 });
  // Over the pipe to the parent only: the test control's key.
  const ready = { baseUrl: emulator.baseUrl, controlSecret: emulator.context.options.controlSecret };
  process.stdout.write(`${JSON.stringify(ready)}\n`);
  await new Promise<void>((resolve) => process.once('SIGTERM', () => resolve()));
  await emulator.close();
}

function argValue(name: string): number | undefined {
  const index = process.argv.indexOf(name);
  return index === -1 ? undefined : Number(process.argv[index + 1]);
}

/** The lines `npm run bench` prints, figures beside their targets. */
export function formatUploadResult(result: UploadBenchmarkResult): string[] {
  const pair = (name: string, p: UploadPair): string[] => [
    `  ${formatPeerComparison({
      label: name.trim(),
      own: p.engineCpuPerGiB,
      peer: 'curl sending the same chunks',
      peerValue: p.curlCpuPerGiB,
      unit: 's of CPU per GiB',
      target: UPLOAD_CPU_TARGET_RATIO,
      lessIsBetter: true,
    })}`,
    `  ${name}: engine ${p.engine.MiBps} MiB/s (${p.engine.transferSeconds} s, ${p.engine.cpuSeconds} s of CPU, peak RSS ${p.engine.peakRssMB} MB), ` +
      `curl in the same chunks ${p.curlChunked.MiBps} MiB/s (${p.curlChunked.seconds} s); engine/curl ${p.ratio} (informational: 0.74–0.93 between rounds of one run)`,
    `  ${' '.repeat(name.length)}  each round engine/curl ${p.roundRatios.join(', ')}; curl in one PUT ${p.curl.MiBps} MiB/s (engine/that ${p.ratioToOnePut}); ` +
      `the engine from the enqueue (file checked, session opened) ${p.engine.endToEndMiBps} MiB/s in ${p.engine.seconds} s`,
  ];
  return [
    `Upload throughput: ${result.fileBytes / MiB} MiB file, ${result.chunkSize / MiB} MiB chunks, loopback; best of ${result.rounds} rounds, engine and curl taking turns`,
    ...(result.emulator ? pair('to the emulator    ', result.emulator) : []),
    ...pair('to a discard sink  ', result.sink),
  ];
}

export function formatMemoryResult(run: EngineRun & { fileBytes: number }): string {
  const m = run.memoryAtPeak;
  return (
    `  ${String(run.fileBytes / MiB).padStart(5)} MiB file: peak RSS ${run.peakRssMB} MB (target <= 100 MB); ` +
    `${m.rssBeforeMB} MB before the upload, at the peak heap ${m.heapUsedMB} MB, buffers ${m.arrayBuffersMB} MB; ${run.MiBps} MiB/s`
  );
}

async function main(): Promise<void> {
  const mode = process.argv[2];
  if (mode === '--emulator-child') return emulatorChild(process.argv[3] ?? '');
  const sizeMiB = argValue('--size-mib') ?? 1024;
  const chunkMiB = argValue('--chunk-mib') ?? 32;
  for (const line of formatUploadResult(
    await runUploadBenchmark({
      sizeBytes: sizeMiB * MiB,
      chunkSize: chunkMiB * MiB,
      rounds: argValue('--rounds'),
      sinkOnly: process.argv.includes('--sink-only'),
    }),
  ))
    console.log(line);
  const rssMiB = argValue('--rss-size-mib') ?? 8192;
  console.log('Upload engine memory, discard sink');
  for (const size of [sizeMiB, rssMiB]) {
    console.log(
      formatMemoryResult(await runEngineMemoryBenchmark({ sizeBytes: size * MiB, chunkSize: chunkMiB * MiB })),
    );
  }
}

if (process.argv[1] && pathToFileURL(process.argv[1]).href === import.meta.url) {
  main().catch((error: unknown) => {
    console.error(error);
    process.exitCode = 1;
  });
}
