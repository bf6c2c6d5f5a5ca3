// The replay thread's entry: one log replay per thread (its task is the first message), its progress and its
// report posted back. The thread is ended by replay-thread.ts when the replay is cancelled or runs past its time,
// and by the runtime past its memory; then nothing of the log stays behind.
import { parentPort } from 'node:worker_threads';
import { replayFile, ReplayLimit, type ReplayFileTask } from './replay-file';

parentPort?.once('message', (task: ReplayFileTask) => {
  replayFile(task, (progress) => parentPort?.postMessage({ type: 'progress', progress })).then(
    (report) => parentPort?.postMessage({ type: 'done', report }),
    (error: unknown) =>
      parentPort?.postMessage({
        type: 'failed',
        limit: error instanceof ReplayLimit ? error.bound : undefined,
        message: error instanceof Error ? error.message : String(error),
        code: (error as NodeJS.ErrnoException).code,
      }),
  );
});
