// The upload engine alone in a process, as it ships (bundled by esbuild, run by plain node): one file through the
// upload service to the given upload host, then one JSON line with the time and the memory. Kept apart from the
// benchmark's other code so that the bundle, and so the RSS, holds the engine and nothing else (not the emulator).
import { readFile } from 'node:fs/promises';
import { StagingArea } from '../../electron/files/staging-area';
import { createUploadService } from '../../electron/uploads/upload-service';
import { sentAsNo } from '../support/unanswered-choice';

export interface EngineChildConfig {
  readonly dataDir: string;
  readonly filePath: string;
  readonly chunkSize: number;
  readonly endpoints: { baseUrl: string; uploadBaseUrl: string; dataApiBaseUrl: string; channelId: string };
  /**
   * The access token, issued by the parent: a fetch() here would load Node's undici and add its megabytes to the
   * engine's RSS, where the app's token provider lives elsewhere in the main process.
   */
  readonly token: string;
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
  /** From the enqueue to the created video. */
  readonly seconds: number;
  /**
   * From the first chunk's request (the session open, the file checked) to the created video: the part a plain
   * `curl` PUT to an open session is compared with.
   */
  readonly transferSeconds: number;
  /** CPU time of the engine's process (user + system) over the whole upload. */
  readonly cpuSeconds: number;
  readonly videoId?: string;
  /** VmHWM: the process's peak resident memory, which sampling could miss. */
  readonly vmHwmKb: number;
  readonly memory: MemoryAtPeak;
  readonly error?: string;
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
  let finish: (outcome: { error?: string }) => void = () => undefined;
  let transferStarted: bigint | undefined;
  const finished = new Promise<{ error?: string }>((resolve) => {
    finish = resolve;
  });
  const service = createUploadService({
    dataDir: config.dataDir,
    tokens: {
      getAccessToken: async () => config.token,
      // A benchmark run is far shorter than a token's life; a rejection is a failure worth seeing.
      refreshAfterRejection: async () => {
        throw new Error('the upload host refused the benchmark token');
      },
    },
    endpoints: () => config.endpoints,
    staging: new StagingArea(config.dataDir),
    settings: { chunkSize: config.chunkSize },
    unansweredChoice: sentAsNo(),
    events: {
      emit(name, payload) {
        if (name !== 'uploads.progress') return;
        const progress = payload as { state: string; error?: { message: string } };
        // The runner reports 'uploading' as it sends the first chunk's request, once the session is open.
        if (progress.state === 'uploading') transferStarted ??= process.hrtime.bigint();
        if (progress.state === 'done') finish({});
        if (progress.state === 'failed') finish({ error: progress.error?.message ?? 'failed' });
      },
    },
    log: () => undefined,
  });
  await service.start();
  const sampler = sampleMemory();
  const cpuStarted = process.cpuUsage();
  const started = process.hrtime.bigint();
  const { accepted, refused } = await service.enqueue([{ source: { kind: 'path', path: config.filePath } }]);
  if (refused.length > 0) finish({ error: refused[0]!.reason });
  const outcome = await finished;
  const ended = process.hrtime.bigint();
  const cpu = process.cpuUsage(cpuStarted);
  const seconds = Number(ended - started) / 1e9;
  const transferSeconds = Number(ended - (transferStarted ?? started)) / 1e9;
  const memory = sampler.stop();
  const videoId = accepted[0] ? service.view(accepted[0].id).videoId : undefined;
  await service.stop();
  const status = await readFile('/proc/self/status', 'utf8').catch(() => '');
  const vmHwmKb = Number(/VmHWM:\s+(\d+)/.exec(status)?.[1] ?? Math.round(process.memoryUsage.rss() / 1024));
  return {
    seconds,
    transferSeconds,
    cpuSeconds: (cpu.user + cpu.system) / 1e6,
    vmHwmKb,
    memory,
    ...(videoId ? { videoId } : {}),
    ...(outcome.error ? { error: outcome.error } : {}),
  };
}

if (process.argv[2] === '--engine-child') {
  run(JSON.parse(process.argv[3] ?? '{}') as EngineChildConfig)
    .then((report) => process.stdout.write(`${JSON.stringify(report)}\n`))
    .catch((error: unknown) => {
      console.error(error);
      process.exitCode = 1;
    });
}
