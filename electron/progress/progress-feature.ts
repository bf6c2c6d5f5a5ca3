// The whole queue's progress for the taskbar / dock (through the host) and browser mode's tab title (the
// `progress.changed` event). Kept from the queue's own events (states and sizes from `uploads.changed`, live bytes
// from `uploads.progress`) rather than a snapshot per event, so a queue of thousands costs nothing per chunk.
import {
  NO_PROGRESS,
  overallProgress,
  type OverallProgress,
  type ProgressInput,
} from '../../shared/uploads/overall-progress';
import type { UploadView } from '../../shared/uploads/upload-view';
import type { Feature, FeatureContext } from '../kernel/feature';
import type { UploadService } from '../uploads/upload-service';

/** At most this often the figure is recomputed and sent (ms). */
const INTERVAL_MS = 500;

function sameProgress(a: OverallProgress, b: OverallProgress): boolean {
  return a.mode === b.mode && a.remaining === b.remaining && Math.floor(a.value * 1000) === Math.floor(b.value * 1000);
}

export function createProgressFeature(
  ctx: FeatureContext,
  deps: {
    readonly uploads: UploadService;
    /** The host's own way to show it (the taskbar, the dock); browser mode has none and relies on the event. */
    readonly show: ((progress: OverallProgress) => void) | undefined;
  },
) {
  const { uploads, show } = deps;
  const inputs = new Map<string, ProgressInput>();
  let shown: OverallProgress = NO_PROGRESS;
  let timer: NodeJS.Timeout | undefined;
  let publishedAt = 0;
  const unsubscribes: Array<() => void> = [];

  const fromView = (upload: UploadView): ProgressInput => ({
    state: upload.state,
    totalBytes: upload.totalBytes,
    bytesDone:
      upload.state === 'uploading'
        ? Math.max(upload.bytesConfirmed, inputs.get(upload.id)?.bytesDone ?? 0)
        : upload.bytesConfirmed,
  });
  const reload = () => {
    inputs.clear();
    for (const upload of uploads.snapshot().uploads) inputs.set(upload.id, fromView(upload));
  };
  const publish = () => {
    timer = undefined;
    const progress = overallProgress(inputs.values());
    if (sameProgress(progress, shown)) return;
    shown = progress;
    publishedAt = Date.now();
    ctx.events.emit('progress.changed', progress);
    try {
      show?.(progress);
    } catch (error) {
      ctx.log('could not show the upload progress', error);
    }
  };
  // The first change after a quiet spell is shown at once (a short upload would otherwise come and go unseen), the
  // next ones at most every INTERVAL_MS.
  const soon = () => {
    if (timer) return;
    timer = setTimeout(publish, Math.max(0, publishedAt + INTERVAL_MS - Date.now()));
    timer.unref?.();
  };

  return {
    handlers: {},
    start: () => {
      reload();
      publish();
      unsubscribes.push(
        ctx.events.on('uploads.changed', (change) => {
          if (change.resync) reload();
          for (const id of change.removed) inputs.delete(id);
          for (const { upload } of change.upserts) inputs.set(upload.id, fromView(upload));
          soon();
        }),
        ctx.events.on('uploads.progress', (progress) => {
          inputs.set(progress.id, {
            state: progress.state,
            totalBytes: progress.totalBytes,
            bytesDone: Math.max(progress.bytesConfirmed, progress.bytesSent),
          });
          soon();
        }),
      );
      return Promise.resolve();
    },
    stop: () => {
      for (const unsubscribe of unsubscribes) unsubscribe();
      if (timer) clearTimeout(timer);
      show?.(NO_PROGRESS);
      return Promise.resolve();
    },
  } satisfies Feature;
}
