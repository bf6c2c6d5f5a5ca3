// The bulk edits the main process runs: the last job started from the panel (and its undo), kept current by the
// `bulk.job` events; the Library reloads its videos when a job finishes, so the table shows what the platform holds.
import { create } from 'zustand';
import type { BulkJobView } from '../../../../shared/bulk/bulk-job';
import type { BulkOperation } from '../../../../shared/bulk/bulk-operation';
import { bulkValuesOf } from '../../../../shared/bulk/bulk-preview';
import type { LibraryVideo } from '../../../../shared/library/library-video';
import { desk } from '../../../desk/desk';
import { failureOf, type Failure } from '../../../desk/failure';
import { resetWithChannel } from '../../../stores/channel-scope';

interface BulkState {
  /** Jobs by id, as the main process last said. */
  readonly jobs: Readonly<Record<string, BulkJobView>>;
  /** The job the panel shows (an edit, then its undo). */
  readonly shownId: string | undefined;
  readonly busy: boolean;
  readonly error: Failure | undefined;
  apply: (operation: BulkOperation, videos: readonly LibraryVideo[]) => Promise<void>;
  undo: (jobId: string) => Promise<void>;
  resume: (jobId: string) => Promise<void>;
  received: (job: BulkJobView) => void;
  dismiss: () => void;
}

export const useBulk = create<BulkState>((set, get) => {
  const run = async (call: () => Promise<BulkJobView>): Promise<void> => {
    set({ busy: true, error: undefined });
    try {
      const job = await call();
      // Its events may have come first (a short job is done before its answer): they are newer.
      const known = get().jobs[job.id];
      set({ jobs: known && job.status !== 'paused' ? get().jobs : { ...get().jobs, [job.id]: job }, shownId: job.id });
    } catch (error) {
      set({ error: failureOf(error) });
    } finally {
      set({ busy: false });
    }
  };
  return {
    jobs: {},
    shownId: undefined,
    busy: false,
    error: undefined,
    apply: (operation, videos) =>
      run(() =>
        desk.call('bulk.start', {
          operation,
          videos: videos.map((video) => {
            const { tags, ...seen } = bulkValuesOf(video);
            return { id: video.id, seen: { ...seen, tags: [...tags] } };
          }),
        }),
      ),
    undo: (jobId) => run(() => desk.call('bulk.undo', { jobId })),
    resume: (jobId) => run(() => desk.call('bulk.resume', { jobId })),
    received: (job) => set({ jobs: { ...get().jobs, [job.id]: job } }),
    dismiss: () => set({ shownId: undefined, error: undefined }),
  };
});
// Issue 21: another channel chosen shows none of this one's videos, searches, bulk edits or thumbnails.
resetWithChannel(useBulk);

/** Jobs' progress keeps the store current; `onDone` hears each job that finishes (the Library reloads). */
export function subscribeBulkEvents(onDone: () => void): () => void {
  return desk.on('bulk.job', (job) => {
    const before = useBulk.getState().jobs[job.id];
    useBulk.getState().received(job);
    if (job.status === 'done' && before?.status !== 'done') onDone();
  });
}
