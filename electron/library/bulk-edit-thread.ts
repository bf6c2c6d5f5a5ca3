// Works out a bulk edit's new values on a worker thread of its own, with a time and a memory limit. A find and
// replace runs its pattern over every picked text (500 descriptions of 20,000 characters at most): linear in the
// text, yet long enough with a costly pattern to hold the host's event loop, and with it every HTTP request and
// WebSocket call, for seconds (issue 38). Past a limit the thread is ended and the job refused in the creator's words.
import type { BulkOperation } from '../../shared/bulk/bulk-operation';
import type { BulkValues } from '../../shared/bulk/bulk-preview';
import { startWorker, type ThreadLimits } from '../common/start-worker';

/**
 * A pattern the compiler lets through (compile-pattern.ts) costs at most about 0.25 s a 20,000-character description,
 * a real one milliseconds: the time limit is for the largest job of costly patterns on a busy machine. The heap holds
 * the texts before and after, a few times 500 × 20,000 characters.
 */
export const BULK_EDIT_THREAD_LIMITS: ThreadLimits = {
  timeoutMs: 60_000,
  resourceLimits: { maxOldGenerationSizeMb: 256, maxYoungGenerationSizeMb: 32, stackSizeMb: 4 },
};

export type EditTargets = { readonly targets: readonly BulkValues[] } | { readonly problem: string };

export function editTargetsOffThread(
  operation: BulkOperation,
  seen: readonly BulkValues[],
  limits: ThreadLimits = BULK_EDIT_THREAD_LIMITS,
): Promise<EditTargets> {
  const worker = startWorker(import.meta.url, './bulk-edit-worker', limits.resourceLimits);
  let timer: NodeJS.Timeout | undefined;
  const answer = new Promise<EditTargets>((resolve, reject) => {
    worker.once('message', (result: EditTargets) => resolve(result));
    worker.once('error', (error: Error & { code?: string }) => {
      if (error.code !== 'ERR_WORKER_OUT_OF_MEMORY') return reject(error);
      const mb = limits.resourceLimits.maxOldGenerationSizeMb ?? 0;
      resolve({ problem: `Working out the new texts needed more than ${mb} MB: pick fewer videos.` });
    });
    worker.once('exit', () => reject(new Error('the bulk edit thread stopped without an answer')));
    timer = setTimeout(() => {
      const seconds = Math.round(limits.timeoutMs / 1000);
      resolve({
        problem: `Working out the new texts took longer than ${seconds} s: make the pattern simpler, or pick fewer videos.`,
      });
    }, limits.timeoutMs);
  });
  worker.postMessage({ operation, seen });
  return answer.finally(() => {
    clearTimeout(timer);
    void worker.terminate();
  });
}
