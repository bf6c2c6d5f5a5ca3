// Upload throughput of the engine beside curl, in two pairs: against the emulator (the figure users see on loopback)
// and against a discard sink that speaks only the resumable protocol (the engine's own ceiling, with no emulator
// CPU in the way). The emulator and the engine each run in their own process, so neither side's memory or CPU is
// counted for the other, and the engine's peak RSS (VmHWM) is its alone. Also the engine's peak RSS on a large
// sparse file against the sink, to show it does not grow with the file. Prints figures; asserts nothing.
//   npx tsx tests/bench/upload-throughput.ts [--size-mib 1024] [--chunk-mib 32] [--rss-size-mib 8192]
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { once } from 'node:events';
import { createWriteStream } from 'node:fs';
import { mkdtemp, rm, truncate, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { startDiscardSink } from './discard-sink';
import type { EngineChildConfig, EngineChildReport, MemoryAtPeak } from './upload-engine-child';

const THIS_FILE = fileURLToPath(import.meta.url);
const ENGINE_CHILD = fileURLToPath(new URL('./upload-engine-child.ts', import.meta.url));
const MiB = 1024 * 1024;
/** ftyp box of an MP4, so the engine's content check accepts the generated file. */
const MP4_HEADER = Buffer.from('000000186674797069736f6d0000020069736f6d69736f32', 'hex');

export interface UploadBenchmarkOptions {
  readonly sizeBytes?: number;
  readonly chunkSize?: number;
}

export interface EngineRun {
  readonly seconds: number;
  readonly MiBps: number;
  /** Peak resident memory of the process running the engine (VmHWM), MB. */
  readonly peakRssMB: number;
  readonly memoryAtPeak: MemoryAtPeak;
}

export interface UploadPair {
  readonly engine: EngineRun;
  readonly curlSeconds: number;
  readonly curlMiBps: number;
  /** Engine throughput / curl throughput. */
  readonly ratio: number;
}

export interface UploadBenchmarkResult {
  readonly fileBytes: number;
  readonly chunkSize: number;
  readonly emulator: UploadPair;
  readonly sink: UploadPair;
}

export async function runUploadBenchmark(options: UploadBenchmarkOptions = {}): Promise<UploadBenchmarkResult> {
  const sizeBytes = options.sizeBytes ?? 1024 * MiB;
  const chunkSize = options.chunkSize ?? 32 * MiB;
  const dir = await mkdtemp(join(tmpdir(), 'desk-bench-'));
  const emulator = startChild(['--emulator-child', join(dir, 'emulator')]);
  const sink = await startDiscardSink();
  try {
    const filePath = join(dir, 'bench.mp4');
    await writeBenchFile(filePath, sizeBytes);
    const engineBundle = await bundleEngine(dir);

    const ready = (await firstLine(emulator)) as { baseUrl: string };
    const endpoints = await emulatorEndpoints(ready.baseUrl);
    const emulatorEngine = await runEngine(engineBundle, {
      dataDir: join(dir, 'engine-emulator'),
      filePath,
      chunkSize,
      endpoints,
      token: await issueToken(endpoints),
    });
    const token = await issueToken(endpoints);
    const emulatorCurl = await uploadWithCurl(endpoints.uploadBaseUrl, token, filePath, sizeBytes);

    const sinkEndpoints = sinkEndpointsOf(sink);
    const sinkEngine = await runEngine(engineBundle, {
      dataDir: join(dir, 'engine-sink'),
      filePath,
      chunkSize,
      endpoints: sinkEndpoints,
      token: 'bench',
    });
    const sinkCurl = await uploadWithCurl(sinkEndpoints.uploadBaseUrl, 'bench', filePath, sizeBytes);
    return {
      fileBytes: sizeBytes,
      chunkSize,
      emulator: pairOf(sizeBytes, emulatorEngine, emulatorCurl),
      sink: pairOf(sizeBytes, sinkEngine, sinkCurl),
    };
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

function sinkEndpointsOf(sink: { baseUrl: string; uploadBaseUrl: string }): EngineChildConfig['endpoints'] {
  return {
    baseUrl: sink.baseUrl,
    uploadBaseUrl: sink.uploadBaseUrl,
    dataApiBaseUrl: `${sink.baseUrl}/youtube/v3`,
    channelId: 'bench',
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
    seconds: round(report.seconds),
    MiBps: round(sizeBytes / MiB / report.seconds),
    peakRssMB: round((report.vmHwmKb * 1024) / 1e6),
    memoryAtPeak: report.memory,
  };
}

function pairOf(sizeBytes: number, report: EngineChildReport, curlSeconds: number): UploadPair {
  const engine = engineRunOf(sizeBytes, report);
  const curlMiBps = sizeBytes / MiB / curlSeconds;
  return {
    engine,
    curlSeconds: round(curlSeconds),
    curlMiBps: round(curlMiBps),
    ratio: round(sizeBytes / MiB / report.seconds / curlMiBps),
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

async function emulatorEndpoints(baseUrl: string): Promise<EngineChildConfig['endpoints']> {
  const info = (await (await fetch(`${baseUrl}/_emulator/v1/info`)).json()) as {
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

async function issueToken(endpoints: EngineChildConfig['endpoints']): Promise<string> {
  const response = await fetch(`${endpoints.baseUrl}/_emulator/v1/tokens`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ channelId: endpoints.channelId, scopes: ['youtube.upload'] }),
  });
  if (!response.ok) throw new Error(`the emulator refused a token: HTTP ${response.status}`);
  return ((await response.json()) as { access_token: string }).access_token;
}

async function uploadWithCurl(uploadBaseUrl: string, token: string, filePath: string, size: number): Promise<number> {
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
  const started = process.hrtime.bigint();
  const curl = spawn('curl', [
    '-sS',
    '-o',
    '/dev/null',
    '-w',
    '%{http_code}',
    '-T',
    filePath,
    '-X',
    'PUT',
    '-H',
    `Authorization: Bearer ${token}`,
    '-H',
    'Content-Type: video/mp4',
    '-H',
    `Content-Range: bytes 0-${size - 1}/${size}`,
    '-H',
    'Expect:',
    sessionUri,
  ]);
  let status = '';
  curl.stdout.on('data', (part: Buffer) => {
    status += part.toString();
  });
  const [code] = (await once(curl, 'exit')) as [number];
  const seconds = Number(process.hrtime.bigint() - started) / 1e9;
  if (code !== 0 || (status !== '200' && status !== '201'))
    throw new Error(`curl failed (exit ${code}, HTTP ${status})`);
  return seconds;
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

function round(value: number): number {
  return Math.round(value * 100) / 100;
}

// ----- child processes -----

async function emulatorChild(dataDir: string): Promise<void> {
  const { startEmulator } = await import('../../electron/emulator/server');
  const emulator = await startEmulator({ dataDir, port: 0 });
  process.stdout.write(`${JSON.stringify({ baseUrl: emulator.baseUrl })}\n`);
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
    `  ${name}: engine ${p.engine.MiBps} MiB/s (${p.engine.seconds} s, peak RSS ${p.engine.peakRssMB} MB), ` +
      `curl ${p.curlMiBps} MiB/s (${p.curlSeconds} s); engine/curl ${p.ratio} (target >= 0.95)`,
  ];
  return [
    `Upload throughput: ${result.fileBytes / MiB} MiB file, ${result.chunkSize / MiB} MiB chunks, loopback`,
    ...pair('to the emulator    ', result.emulator),
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
    await runUploadBenchmark({ sizeBytes: sizeMiB * MiB, chunkSize: chunkMiB * MiB }),
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
