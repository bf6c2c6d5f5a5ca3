// Runs one log replay on a worker thread of its own, with a time and a memory limit, so no log (a hostile one
// included) can stall the main process's event loop, and a cancel is one terminate(). The caller hears progress
// and gets the report, "cancelled", or a ReplayLimit saying which bound the log went past.
import type { ResourceLimits, Worker } from 'node:worker_threads';
import type { ReplayReport } from '../../../shared/ratelimits/replay-report';
import { startWorker } from '../../common/start-worker';
import { ReplayLimit, type ReplayFileTask, type ReplayProgress } from './replay-file';

export interface ReplayThreadLimits {
  readonly timeoutMs: number;
  readonly resourceLimits: ResourceLimits;
}

/**
 * A million lines take a couple of seconds; the time limit is for a log of hundreds of millions on a busy machine.
 * The heap holds the counters (bounded by their keys) and the tallies (bounded by MAX_TALLIED_KEYS), never the log.
 */
export const REPLAY_THREAD_LIMITS: ReplayThreadLimits = {
  timeoutMs: 10 * 60_000,
  resourceLimits: { maxOldGenerationSizeMb: 512, maxYoungGenerationSizeMb: 64, stackSizeMb: 4 },
};

export type ReplayRun = { readonly outcome: 'done'; readonly report: ReplayReport } | { readonly outcome: 'cancelled' };

type WorkerMessage =
  | { readonly type: 'progress'; readonly progress: ReplayProgress }
  | { readonly type: 'done'; readonly report: ReplayReport }
  | { readonly type: 'failed'; readonly limit: boolean; readonly message: string; readonly code?: string };

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
  started.on('message', (message: WorkerMessage) => {
    if (message.type === 'progress') onProgress(message.progress);
    else if (message.type === 'done') settle?.({ outcome: 'done', report: message.report });
    else if (message.limit) fail?.(new ReplayLimit(message.message));
    else fail?.(Object.assign(new Error(message.message), { code: message.code }));
  });
  started.on('error', (error: Error & { code?: string }) => {
    fail?.(
      error.code === 'ERR_WORKER_OUT_OF_MEMORY'
        ? new ReplayLimit(
            `replaying it needed more than ${limits.resourceLimits.maxOldGenerationSizeMb ?? 0} MB of memory`,
          )
        : error,
    );
  });
  started.on('exit', () => fail?.(new Error('the replay thread stopped without an answer')));
  const timer = setTimeout(
    () => fail?.(new ReplayLimit(`replaying it took longer than ${limits.timeoutMs / 60_000} minutes`)),
    limits.timeoutMs,
  );
  started.postMessage(task);
  return {
    result,
    cancel: () => settle?.({ outcome: 'cancelled' }),
  };
}
