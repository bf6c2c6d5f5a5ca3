// The main process's CPU per progress tick as the queue grows (issue 34): one upload runs through the real upload
// service (queue, engine, store, progress reporter) while the rest of the queue waits, from 10 uploads to 5,000 with
// long descriptions. The upload host is answered in the process (every chunk stored at once), so what is measured
// is what the app does per chunk: the runner's checks, the progress word, and saving the confirmed offset. Ticks
// come a few milliseconds apart, as chunks do, so a save per tick has the time to happen and is counted. The peer
// is the same run with 10 queued: the ratio is how much a tick costs more at 5,000, and flat means near 1.
import { mkdtemp, open, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { fingerprintFile } from '../../electron/files/file-fingerprint';
import { StagingArea } from '../../electron/files/staging-area';
import type { ProtocolRequests } from '../../electron/uploads/engine/resumable-protocol';
import { QueueStore } from '../../electron/uploads/queue/queue-store';
import type { UploadRecord } from '../../electron/uploads/queue/upload-record';
import { createUploadService } from '../../electron/uploads/upload-service';
import { MP4_HEADER } from '../support/video-fixture';
import { largeQueueRecord } from '../support/large-upload-queue';
import { formatPeerComparison } from './peer-ratio';

const CHUNK = 256 * 1024;
const TICKS = 400;
/** Ticks left out at each end: the session start and the final save are not ticks. */
const MARGIN = 20;
const TICK_GAP_MS = 5;
/** A tick at 5,000 queued may cost at most this much more than at 10. */
const TARGET_RATIO = 1.5;

export interface QueueTickResult {
  readonly queued: number;
  /** CPU (user + system, every thread of the process) per tick, in microseconds. */
  readonly cpuMicrosPerTick: number;
}

/** A fake upload host that stores each chunk at once, and the CPU used between two of its ticks. */
function instantHost(size: number) {
  let ticks = 0;
  let startedAt: NodeJS.CpuUsage | undefined;
  let used: NodeJS.CpuUsage | undefined;
  const protocol: ProtocolRequests = {
    startSession: () => Promise.resolve('http://upload.invalid/session/bench'),
    checkStatus: () => Promise.resolve({ kind: 'incomplete', storedBytes: 0 }),
    sendChunk: async ({ chunk, onBodyBytes }) => {
      ticks += 1;
      if (ticks === MARGIN) startedAt = process.cpuUsage();
      if (ticks === TICKS - MARGIN && startedAt) used = process.cpuUsage(startedAt);
      // Outside the measure: the wait between two chunks, as the network makes it.
      await sleep(TICK_GAP_MS);
      onBodyBytes(chunk.last + 1 - chunk.first);
      if (chunk.last + 1 >= size) {
        return { kind: 'complete', video: { id: 'benchVideo01', resource: { id: 'benchVideo01' } } };
      }
      return { kind: 'incomplete', storedBytes: chunk.last + 1 };
    },
  };
  return {
    protocol,
    cpuMicrosPerTick: () => {
      if (!used) throw new Error(`the upload sent ${ticks} chunks, fewer than the ${TICKS} measured`);
      return (used.user + used.system) / (TICKS - 2 * MARGIN);
    },
  };
}

/** A sparse video of `size` bytes: its header, then nothing written (the fake host never reads it). */
async function sparseVideo(path: string, size: number): Promise<void> {
  const handle = await open(path, 'w');
  try {
    await handle.write(MP4_HEADER, 0, MP4_HEADER.length, 0);
    await handle.truncate(size);
  } finally {
    await handle.close();
  }
}

export async function runQueueTickBenchmark(queued: number): Promise<QueueTickResult> {
  const dataDir = await mkdtemp(join(tmpdir(), 'bench-queue-ticks-'));
  try {
    const size = CHUNK * TICKS;
    const path = join(dataDir, 'running.mp4');
    await sparseVideo(path, size);
    const running: UploadRecord = {
      ...largeQueueRecord(queued),
      id: 'runningUpload',
      fileName: 'running.mp4',
      file: await fingerprintFile(path),
      state: 'queued',
      bytesConfirmed: 0,
    };
    delete (running as { videoId?: string }).videoId;
    delete (running as { finishedAt?: number }).finishedAt;
    // The others wait, paused with their long descriptions: a queue of `queued` uploads in all.
    const waiting = Array.from({ length: queued - 1 }, (_, index) => ({
      ...largeQueueRecord(index),
      state: 'done' as const,
    }));
    await new QueueStore(dataDir).save({ uploads: [...waiting, running] });

    const host = instantHost(size);
    const service = createUploadService({
      dataDir,
      tokens: { getAccessToken: () => Promise.resolve('bench'), refreshAfterRejection: () => Promise.resolve('bench') },
      endpoints: () => ({ dataApiBaseUrl: 'http://data.invalid', uploadBaseUrl: 'http://upload.invalid' }),
      events: { emit: () => undefined },
      staging: new StagingArea(dataDir),
      settings: { chunkSize: CHUNK },
      protocol: host.protocol,
      unansweredChoice: { read: () => 'no', write: () => undefined },
      log: () => undefined,
    });
    await service.start();
    await service.whenIdle();
    await service.stop();
    return { queued, cpuMicrosPerTick: host.cpuMicrosPerTick() };
  } finally {
    await rm(dataDir, { recursive: true, force: true });
  }
}

export function formatQueueTickResult(results: readonly QueueTickResult[]): string[] {
  const small = results[0]!;
  const large = results.at(-1)!;
  return [
    ...results.map(
      (result) =>
        `Upload queue, CPU per progress tick with ${result.queued.toLocaleString('en')} in the queue: ${result.cpuMicrosPerTick.toFixed(0)} µs`,
    ),
    formatPeerComparison({
      label: `Upload queue, CPU per progress tick at ${large.queued.toLocaleString('en')} queued`,
      own: large.cpuMicrosPerTick / 1000,
      peer: `the same at ${small.queued.toLocaleString('en')} queued`,
      peerValue: small.cpuMicrosPerTick / 1000,
      unit: 'ms',
      target: TARGET_RATIO,
      lessIsBetter: true,
    }),
  ];
}
