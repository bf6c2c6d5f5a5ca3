// The bulk edits the main process runs: the last job started from the panel (and its undo), kept current by the
// `bulk.job` events; the Library reloads its videos when a job finishes, so the table shows what the platform holds.
import { create } from 'zustand';
import { BULK_JOB_MAX_VIDEOS, TEXT_JOB_FIELDS, type BulkJobView } from '../../../../shared/bulk/bulk-job';
import type { BulkField, BulkOperation } from '../../../../shared/bulk/bulk-operation';
import { bulkValuesOf, type BulkValues } from '../../../../shared/bulk/bulk-preview';
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
  /** Starts a job writing given texts (a translator's file), each video checked against what was read. */
  applyTexts: (
    fields: readonly BulkField[],
    videos: readonly { readonly id: string; readonly seen: LibraryVideo; readonly target: BulkValues }[],
  ) => Promise<void>;
  undo: (jobId: string) => Promise<void>;
  resume: (jobId: string) => Promise<void>;
  pause: (jobId: string) => Promise<void>;
  received: (job: BulkJobView) => void;
  dismiss: () => void;
  /** Reads the channel's jobs from the main process (one may have gone on across a restart). */
  loadJobs: () => Promise<void>;
  /** Shows a job in the panel. */
  show: (jobId: string) => void;
}

type TextJobField = (typeof TEXT_JOB_FIELDS)[number];

/** Values as the contract takes them (a mutable copy of the tags). */
export const plainValues = ({ tags, ...rest }: BulkValues) => ({ ...rest, tags: [...tags] });

export const useBulk = create<BulkState>((set, get) => {
  const run = async (call: () => Promise<BulkJobView>): Promise<void> => {
    set({ busy: true, error: undefined });
    try {
      const job = await call();
      // Its events may have come first (a short job is done before its answer): they are newer, unless the answer
      // is of a pause or a resume (another status), which a big job's sparse events may not say for a while.
      const known = get().jobs[job.id];
      const keep = known !== undefined && (known.status === 'done' || known.status === job.status);
      set({ jobs: keep ? get().jobs : { ...get().jobs, [job.id]: job }, shownId: job.id });
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
        // More than a call may carry with their values: the ids only, the main process reads them in the catalogue.
        videos.length > BULK_JOB_MAX_VIDEOS
          ? desk.call('bulk.startMatching', { operation, ids: videos.map((video) => video.id) })
          : desk.call('bulk.start', {
              operation,
              videos: videos.map((video) => ({ id: video.id, seen: plainValues(bulkValuesOf(video)) })),
            }),
      ),
    applyTexts: (fields, videos) =>
      run(() =>
        desk.call('bulk.startTexts', {
          fields: fields.filter((field): field is TextJobField =>
            (TEXT_JOB_FIELDS as readonly string[]).includes(field),
          ),
          videos: videos.map(({ id, seen, target }) => ({
            id,
            seen: plainValues(bulkValuesOf(seen)),
            target: plainValues(target),
          })),
        }),
      ),
    undo: (jobId) => run(() => desk.call('bulk.undo', { jobId })),
    resume: (jobId) => run(() => desk.call('bulk.resume', { jobId })),
    pause: (jobId) => run(() => desk.call('bulk.pause', { jobId })),
    received: (job) => set({ jobs: { ...get().jobs, [job.id]: job } }),
    dismiss: () => set({ shownId: undefined, error: undefined }),
    loadJobs: async () => {
      try {
        const listed = await desk.call('bulk.jobs');
        // Events that came while the list was on its way are newer than it.
        set({ jobs: { ...Object.fromEntries(listed.map((job) => [job.id, job])), ...get().jobs } });
      } catch (error) {
        set({ error: failureOf(error) });
      }
    },
    show: (jobId) => set({ shownId: jobId, error: undefined }),
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

/**
 * The job the Library mentions when the panel does not show it: the newest, while it runs or is paused, or once done
 * while it can still be undone (it may have finished across a restart of the app, with nobody watching).
 */
export function noticedJob(jobs: Readonly<Record<string, BulkJobView>>): BulkJobView | undefined {
  let newest: BulkJobView | undefined;
  for (const job of Object.values(jobs)) newest = job;
  return newest && (newest.status !== 'done' || newest.undoable) ? newest : undefined;
}
