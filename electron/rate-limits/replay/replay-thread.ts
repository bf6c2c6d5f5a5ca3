// Runs one log replay on a worker thread of its own, with a time and a memory limit, so no log (a hostile one
// included) can stall the main process's event loop, and a cancel is one terminate(). The caller hears progress
// and gets the report, "cancelled", or a ReplayLimit saying which bound the log went past and how far the replay got.
import type { Worker } from 'node:worker_threads';
import type { ReplayReport } from '../../../shared/rate-limits/replay-report';
import { REPLAY_TIME_LIMIT_SECONDS } from '../../../shared/ipc/rate-limits';
import { startWorker, type ThreadLimits } from '../../common/start-worker';
import { ReplayLimit, type ReplayBound, type ReplayFileTask, type ReplayProgress } from './replay-file';

export type ReplayThreadLimits = ThreadLimits;

/**
 * A million lines take a couple of seconds; the time limit is the replay's setting (REPLAY_TIME_LIMIT_SECONDS), so a
 * log made to be slow holds a core only that long. The heap holds the counters (bounded by their keys) and the
 * tallies (bounded by MAX_TALLIED_KEYS), never the log.
 */
export const REPLAY_THREAD_LIMITS: ReplayThreadLimits = {
  timeoutMs: REPLAY_TIME_LIMIT_SECONDS.default * 1000,
  resourceLimits: { maxOldGenerationSizeMb: 512, maxYoungGenerationSizeMb: 64, stackSizeMb: 4 },
};

export type ReplayRun = { readonly outcome: 'done'; readonly report: ReplayReport } | { readonly outcome: 'cancelled' };

type WorkerMessage =
  | { readonly type: 'progress'; readonly progress: ReplayProgress }
  | { readonly type: 'done'; readonly report: ReplayReport }
  | {
      readonly type: 'failed';
      readonly limit: ReplayBound | undefined;
      readonly message: string;
      readonly code?: string;
    };

export interface RunningReplay {
  readonly result: Promise<ReplayRun>;
  cancel(): void;
}

export function runReplayThread(
  task: ReplayFileTask,
  onProgress: (progress: ReplayProgress) => void,
  limits: ReplayThreadLimits = REPLAY_THREAD_LIMITS,
): RunningReplay {
  let worker: Worker | undefined;
  let settle: ((run: ReplayRun) => void) | undefined;
  let fail: ((error: Error) => void) | undefined;
  const end = (): void => {
    clearTimeout(timer);
    const running = worker;
    worker = undefined;
    settle = undefined;
    fail = undefined;
    void running?.terminate();
  };
  const result = new Promise<ReplayRun>((resolve, reject) => {
    settle = (run) => {
      end();
      resolve(run);
    };
    fail = (error) => {
      end();
      reject(error);
    };
  });
  const started = startWorker(import.meta.url, './replay-worker', limits.resourceLimits);
  // startWorker takes no workerData; the task goes as the first message instead.
  worker = started;
  let reached: ReplayProgress | undefined;
  started.on('message', (message: WorkerMessage) => {
    if (message.type === 'progress') {
      reached = message.progress;
      onProgress(message.progress);
    } else if (message.type === 'done') settle?.({ outcome: 'done', report: message.report });
    else if (message.limit) fail?.(new ReplayLimit(message.limit, reached));
    else fail?.(Object.assign(new Error(message.message), { code: message.code }));
  });
  started.on('error', (error: Error & { code?: string }) => {
    fail?.(
      error.code === 'ERR_WORKER_OUT_OF_MEMORY'
        ? new ReplayLimit({ kind: 'memory', mb: limits.resourceLimits.maxOldGenerationSizeMb ?? 0 }, reached)
        : error,
    );
  });
  started.on('exit', () => fail?.(new Error('the replay thread stopped without an answer')));
  const timer = setTimeout(
    () => fail?.(new ReplayLimit({ kind: 'time', ms: limits.timeoutMs }, reached)),
    limits.timeoutMs,
  );
  started.postMessage(task);
  return {
    result,
    cancel: () => settle?.({ outcome: 'cancelled' }),
  };
}
