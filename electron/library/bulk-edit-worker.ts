// The bulk edit thread's entry: one job's operation and the values its videos had, their new values posted back.
// Ended by bulk-edit-thread.ts once it has answered or run past its time, and by the runtime past its memory.
import { parentPort } from 'node:worker_threads';
import type { BulkOperation } from '../../shared/bulk/bulk-operation';
import { editTargets, type BulkValues } from '../../shared/bulk/bulk-preview';

parentPort?.once('message', ({ operation, seen }: { operation: BulkOperation; seen: readonly BulkValues[] }) => {
  parentPort?.postMessage(editTargets(operation, seen));
});
