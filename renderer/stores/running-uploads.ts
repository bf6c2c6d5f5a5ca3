// The uploads that leaving the page would interrupt, in browser mode: read once, then kept by the queue's changes
// and progress events (each change of state is sent at once), whichever screen is shown. Only the ids are kept.
import { isRunning } from '../../shared/uploads/running';
import type { UploadState } from '../../shared/uploads/upload-view';
import { desk } from '../desk/desk';
import { readWholeQueue } from './queue-reader';

const running = new Set<string>();

function note(id: string, state: UploadState): void {
  if (isRunning(state)) running.add(id);
  else running.delete(id);
}

export function runningUploadCount(): number {
  return running.size;
}

/** Starts following the queue; returns the way to stop. */
export function followRunningUploads(): () => void {
  const offs = [
    desk.on('uploads.progress', ({ id, state }) => note(id, state)),
    desk.on('uploads.changed', (change) => {
      for (const { upload } of change.upserts) note(upload.id, upload.state);
      for (const id of change.removed) running.delete(id);
      if (change.resync) void reread();
    }),
  ];
  void reread();
  return () => {
    offs.forEach((off) => off());
    running.clear();
  };
}

async function reread(): Promise<void> {
  try {
    const queue = await readWholeQueue((request) => desk.call('uploads.list', request));
    running.clear();
    for (const upload of queue.uploads) note(upload.id, upload.state);
  } catch {
    // Signed out or the host is gone: the events that follow say what runs.
  }
}
