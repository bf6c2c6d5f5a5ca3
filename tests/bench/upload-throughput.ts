// Upload throughput of the engine against curl, on one 1 GiB file, with the emulator in its own process so that
// neither side's memory or CPU is counted for the other. The engine also runs in its own process: its peak RSS
// (VmHWM) is the engine's alone. Prints figures; asserts nothing (targets: >= 0.9 of curl, < 150 MB).
//   npx tsx tests/bench/upload-throughput.ts [--size-mib 1024] [--chunk-mib 32]
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { once } from 'node:events';
import { createWriteStream } from 'node:fs';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const THIS_FILE = fileURLToPath(import.meta.url);
const MiB = 1024 * 1024;
/** ftyp box of an MP4, so the engine's content check accepts the generated file. */
const MP4_HEADER = Buffer.from('000000186674797069736f6d0000020069736f6d69736f32', 'hex');

export interface UploadBenchmarkOptions {
  readonly sizeBytes?: number;
  readonly chunkSize?: number;
}

export interface UploadBenchmarkResult {
  readonly fileBytes: number;
  readonly chunkSize: number;
  readonly engineSeconds: number;
  readonly engineMiBps: number;
  readonly curlSeconds: number;
  readonly curlMiBps: number;
  /** Engine throughput / curl throughput. */
  readonly ratio: number;
  /** Peak resident memory of the process running the engine (VmHWM), MB. */
  readonly enginePeakRssMB: number;
  readonly engineVideoId: string;
}

interface EmulatorEndpoints {
  readonly baseUrl: string;
  readonly uploadBaseUrl: string;
  readonly dataApiBaseUrl: string;
  readonly channelId: string;
}

export async function runUploadBenchmark(options: UploadBenchmarkOptions = {}): Promise<UploadBenchmarkResult> {
  const sizeBytes = options.sizeBytes ?? 1024 * MiB;
  const chunkSize = options.chunkSize ?? 32 * MiB;
  const dir = await mkdtemp(join(tmpdir(), 'desk-bench-'));
  const emulator = startChild(['--emulator-child', join(dir, 'emulator')]);
  try {
    const filePath = join(dir, 'bench.mp4');
    await writeBenchFile(filePath, sizeBytes);
    const ready = (await firstLine(emulator)) as { baseUrl: string };
    const endpoints = await emulatorEndpoints(ready.baseUrl);
    const token = await issueToken(endpoints);

    // The engine runs as it ships: bundled by esbuild and run by plain node, so that its RSS is not inflated by the
    // TypeScript loader the rest of the benchmark uses.
    const engineBundle = await bundleEngine(dir);
    const engineChild = startBundledChild(engineBundle, [
      '--engine-child',
      JSON.stringify({ dataDir: join(dir, 'engine'), filePath, endpoints, chunkSize }),
    ]);
    const engine = (await firstLine(engineChild)) as { seconds: number; videoId: string; vmHwmKb: number; error?: string };
    await once(engineChild, 'exit');
    if (engine.error) throw new Error(`the engine failed: ${engine.error}`);

    const curlSeconds = await uploadWithCurl(endpoints, token, filePath, sizeBytes);
    const engineMiBps = sizeBytes / MiB / engine.seconds;
    const curlMiBps = sizeBytes / MiB / curlSeconds;
    return {
      fileBytes: sizeBytes,
      chunkSize,
      engineSeconds: round(engine.seconds),
      engineMiBps: round(engineMiBps),
      curlSeconds: round(curlSeconds),
      curlMiBps: round(curlMiBps),
      ratio: round(engineMiBps / curlMiBps),
      enginePeakRssMB: round((engine.vmHwmKb * 1024) / 1e6),
      engineVideoId: engine.videoId,
    };
  } finally {
    emulator.kill('SIGTERM');
    await once(emulator, 'exit').catch(() => undefined);
    await rm(dir, { recursive: true, force: true });
  }
}

async function writeBenchFile(path: string, size: number): Promise<void> {
  // One random MiB repeated: fast to write, incompressible enough, and every chunk is distinct by offset anyway.
  const block = randomBytes(MiB);
  const out = createWriteStream(path);
  for (let written = 0; written < size; ) {
    const part = Buffer.from(block.subarray(0, Math.min(MiB, size - written)));
    if (written === 0) MP4_HEADER.copy(part);
    written += part.length;
    if (!out.write(part)) await once(out, 'drain');
  }
  out.end();
  await once(out, 'finish');
}

async function emulatorEndpoints(baseUrl: string): Promise<EmulatorEndpoints> {
  const info = (await (await fetch(`${baseUrl}/_emulator/v1/info`)).json()) as {
    uploadBaseUrl: string;
    dataApiBaseUrl: string;
    demo: { channelId: string };
  };
  return { baseUrl, uploadBaseUrl: info.uploadBaseUrl, dataApiBaseUrl: info.dataApiBaseUrl, channelId: info.demo.channelId };
}

async function issueToken(endpoints: EmulatorEndpoints): Promise<string> {
  const response = await fetch(`${endpoints.baseUrl}/_emulator/v1/tokens`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ channelId: endpoints.channelId, scopes: ['youtube.upload'] }),
  });
  if (!response.ok) throw new Error(`the emulator refused a token: HTTP ${response.status}`);
  return ((await response.json()) as { access_token: string }).access_token;
}

async function uploadWithCurl(endpoints: EmulatorEndpoints, token: string, filePath: string, size: number): Promise<number> {
  const start = await fetch(`${endpoints.uploadBaseUrl}/videos?uploadType=resumable&part=snippet,status`, {
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
  if (!sessionUri) throw new Error(`the emulator did not start a session for curl (HTTP ${start.status})`);
  const started = process.hrtime.bigint();
  const curl = spawn('curl', [
    '-sS',
    '-o', '/dev/null',
    '-w', '%{http_code}',
    '-T', filePath,
    '-X', 'PUT',
    '-H', `Authorization: Bearer ${token}`,
    '-H', 'Content-Type: video/mp4',
    '-H', `Content-Range: bytes 0-${size - 1}/${size}`,
    '-H', 'Expect:',
    sessionUri,
  ]);
  let status = '';
  curl.stdout.on('data', (part: Buffer) => {
    status += part.toString();
  });
  const [code] = (await once(curl, 'exit')) as [number];
  const seconds = Number(process.hrtime.bigint() - started) / 1e9;
  if (code !== 0 || (status !== '200' && status !== '201')) throw new Error(`curl failed (exit ${code}, HTTP ${status})`);
  return seconds;
}

async function bundleEngine(dir: string): Promise<string> {
  const { build } = await import('esbuild');
  const outfile = join(dir, 'engine-child.mjs');
  await build({
    entryPoints: [THIS_FILE],
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

function startBundledChild(bundle: string, args: string[]): ChildProcess {
  return spawn(process.execPath, [bundle, ...args], { stdio: ['ignore', 'pipe', 'inherit'] });
}

function startChild(args: string[]): ChildProcess {
  const child = spawn(process.execPath, ['--import', 'tsx', THIS_FILE, ...args], { stdio: ['ignore', 'pipe', 'inherit'] });
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
      const line = buffered.split('\n').find((candidate, index, all) => index < all.length - 1 && candidate.startsWith('{'));
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

async function engineChild(config: { dataDir: string; filePath: string; endpoints: EmulatorEndpoints; chunkSize: number }): Promise<void> {
  const { createUploadService } = await import('../../electron/uploads/upload-service');
  const { StagingArea } = await import('../../electron/files/staging-area');
  let token = await issueToken(config.endpoints);
  let finish: (outcome: { videoId?: string; error?: string }) => void = () => undefined;
  const finished = new Promise<{ videoId?: string; error?: string }>((resolve) => {
    finish = resolve;
  });
  const service = createUploadService({
    dataDir: config.dataDir,
    tokens: {
      getAccessToken: async () => token,
      refreshAfterRejection: async () => (token = await issueToken(config.endpoints)),
    },
    endpoints: () => config.endpoints,
    staging: new StagingArea(config.dataDir),
    settings: { chunkSize: config.chunkSize },
    events: {
      emit(name, payload) {
        if (name !== 'uploads.progress') return;
        const progress = payload as { state: string; error?: { message: string } };
        if (progress.state === 'done') finish({});
        if (progress.state === 'failed') finish({ error: progress.error?.message ?? 'failed' });
      },
    },
    log: () => undefined,
  });
  await service.start();
  const started = process.hrtime.bigint();
  const { accepted, refused } = await service.enqueue([{ source: { kind: 'path', path: config.filePath } }]);
  if (refused.length > 0) finish({ error: refused[0]!.reason });
  const outcome = await finished;
  const seconds = Number(process.hrtime.bigint() - started) / 1e9;
  const videoId = accepted[0] ? service.view(accepted[0].id).videoId : undefined;
  await service.stop();
  const status = await readFile('/proc/self/status', 'utf8').catch(() => '');
  const vmHwmKb = Number(/VmHWM:\s+(\d+)/.exec(status)?.[1] ?? Math.round(process.memoryUsage.rss() / 1024));
  process.stdout.write(`${JSON.stringify({ seconds, videoId: videoId ?? outcome.videoId, vmHwmKb, ...(outcome.error ? { error: outcome.error } : {}) })}\n`);
}

function argValue(name: string): number | undefined {
  const index = process.argv.indexOf(name);
  return index === -1 ? undefined : Number(process.argv[index + 1]);
}

async function main(): Promise<void> {
  const mode = process.argv[2];
  if (mode === '--emulator-child') return emulatorChild(process.argv[3] ?? '');
  if (mode === '--engine-child') return engineChild(JSON.parse(process.argv[3] ?? '{}'));
  const sizeMiB = argValue('--size-mib') ?? 1024;
  const chunkMiB = argValue('--chunk-mib') ?? 32;
  const result = await runUploadBenchmark({ sizeBytes: sizeMiB * MiB, chunkSize: chunkMiB * MiB });
  console.log(`Upload throughput, ${sizeMiB} MiB file, ${chunkMiB} MiB chunks`);
  console.log(`  engine: ${result.engineMiBps} MiB/s (${result.engineSeconds} s), peak RSS ${result.enginePeakRssMB} MB (target < 150)`);
  console.log(`  curl:   ${result.curlMiBps} MiB/s (${result.curlSeconds} s)`);
  console.log(`  ratio engine/curl: ${result.ratio} (target >= 0.9)`);
}

if (process.argv[1] && pathToFileURL(process.argv[1]).href === import.meta.url) {
  main().catch((error: unknown) => {
    console.error(error);
    process.exitCode = 1;
  });
}
