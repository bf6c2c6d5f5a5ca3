// The upload engine alone in a process, as it ships (bundled by esbuild, run by plain node): one file through the
// upload service to the given upload host, then one JSON line with the time and the memory. Kept apart from the
// benchmark's other code so that the bundle, and so the RSS, holds the engine and nothing else (not the emulator).
import { readFile } from 'node:fs/promises';
import { StagingArea } from '../../electron/files/staging-area';
import { createUploadService } from '../../electron/uploads/upload-service';

export interface EngineChildConfig {
  readonly dataDir: string;
  readonly filePath: string;
  readonly chunkSize: number;
  readonly endpoints: { baseUrl: string; uploadBaseUrl: string; dataApiBaseUrl: string; channelId: string };
  /** Tokens from the emulator's test endpoint, or one fixed token for a host that checks none. */
  readonly token: { kind: 'emulator' } | { kind: 'fixed'; value: string };
}

/** Where the memory is when RSS peaks (sampled every 20 ms): the JS heap, or buffers outside it. */
export interface MemoryAtPeak {
  /** RSS once the service started, before the upload: what the upload itself adds is the difference. */
  readonly rssBeforeMB: number;
  readonly rssMB: number;
  readonly heapTotalMB: number;
  readonly heapUsedMB: number;
  readonly externalMB: number;
  readonly arrayBuffersMB: number;
}

export interface EngineChildReport {
  readonly seconds: number;
  readonly videoId?: string;
  /** VmHWM: the process's peak resident memory, which sampling could miss. */
  readonly vmHwmKb: number;
  readonly memory: MemoryAtPeak;
  readonly error?: string;
}

async function issueToken(config: EngineChildConfig): Promise<string> {
  if (config.token.kind === 'fixed') return config.token.value;
  const response = await fetch(`${config.endpoints.baseUrl}/_emulator/v1/tokens`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ channelId: config.endpoints.channelId, scopes: ['youtube.upload'] }),
  });
  if (!response.ok) throw new Error(`the emulator refused a token: HTTP ${response.status}`);
  return ((await response.json()) as { access_token: string }).access_token;
}

function sampleMemory(): { stop(): MemoryAtPeak } {
  const first = process.memoryUsage();
  let peak = first;
  const timer = setInterval(() => {
    const now = process.memoryUsage();
    if (now.rss > peak.rss) peak = now;
  }, 20);
  const mb = (bytes: number): number => Math.round(bytes / 1e4) / 100;
  return {
    stop() {
      clearInterval(timer);
      return {
        rssBeforeMB: mb(first.rss),
        rssMB: mb(peak.rss),
        heapTotalMB: mb(peak.heapTotal),
        heapUsedMB: mb(peak.heapUsed),
        externalMB: mb(peak.external),
        arrayBuffersMB: mb(peak.arrayBuffers),
      };
    },
  };
}

async function run(config: EngineChildConfig): Promise<EngineChildReport> {
  let token = await issueToken(config);
  let finish: (outcome: { error?: string }) => void = () => undefined;
  const finished = new Promise<{ error?: string }>((resolve) => {
    finish = resolve;
  });
  const service = createUploadService({
    dataDir: config.dataDir,
    tokens: {
      getAccessToken: async () => token,
      refreshAfterRejection: async () => (token = await issueToken(config)),
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
  const sampler = sampleMemory();
  const started = process.hrtime.bigint();
  const { accepted, refused } = await service.enqueue([{ source: { kind: 'path', path: config.filePath } }]);
  if (refused.length > 0) finish({ error: refused[0]!.reason });
  const outcome = await finished;
  const seconds = Number(process.hrtime.bigint() - started) / 1e9;
  const memory = sampler.stop();
  const videoId = accepted[0] ? service.view(accepted[0].id).videoId : undefined;
  await service.stop();
  const status = await readFile('/proc/self/status', 'utf8').catch(() => '');
  const vmHwmKb = Number(/VmHWM:\s+(\d+)/.exec(status)?.[1] ?? Math.round(process.memoryUsage.rss() / 1024));
  return { seconds, vmHwmKb, memory, ...(videoId ? { videoId } : {}), ...(outcome.error ? { error: outcome.error } : {}) };
}

if (process.argv[2] === '--engine-child') {
  run(JSON.parse(process.argv[3] ?? '{}') as EngineChildConfig)
    .then((report) => process.stdout.write(`${JSON.stringify(report)}\n`))
    .catch((error: unknown) => {
      console.error(error);
      process.exitCode = 1;
    });
}
