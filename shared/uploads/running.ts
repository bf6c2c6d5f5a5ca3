// Which uploads closing the app would interrupt: sending, about to send, or waiting to send again by themselves.
// Paused, failed, finished and cancelled ones lose nothing. The desktop's close question and browser mode's
// leave-page prompt both count with this.
import type { UploadState } from './upload-view';

const RUNNING: ReadonlySet<UploadState> = new Set(['queued', 'starting', 'uploading', 'retrying', 'waiting-quota']);

export function isRunning(state: UploadState): boolean {
  return RUNNING.has(state);
}

export function countRunning(uploads: Iterable<{ readonly state: UploadState }>): number {
  let count = 0;
  for (const upload of uploads) if (isRunning(upload.state)) count++;
  return count;
}
