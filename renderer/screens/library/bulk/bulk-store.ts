// The bulk edits the main process runs: the last job started from the panel (and its undo), kept current by the
// `bulk.job` events, each what changed since the one before (bulk-job-change.ts): a change that does not follow the
// view held (one was missed) has the whole view asked again. The Library reloads its videos when a job finishes, so
// the table shows what the platform holds.
import { create } from 'zustand';
import { BULK_JOB_MAX_VIDEOS, TEXT_JOB_FIELDS, type BulkJobView } from '../../../../shared/bulk/bulk-job';
import { applyChange, type BulkJobChange } from '../../../../shared/bulk/bulk-job-change';
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
  /** A job's change as told: applied over the view held, or the whole view asked again. */
  received: (change: BulkJobChange) => void;
  /** A job's whole view answered to a call made elsewhere (a video's translations): kept unless older than held. */
  receivedWhole: (job: BulkJobView) => void;
  dismiss: () => void;
  /** Reads the channel's jobs from the main process (one may have gone on across a restart). */
  loadJobs: () => Promise<void>;
  /** Shows a job in the panel. */
  show: (jobId: string) => void;
}

type TextJobField = (typeof TEXT_JOB_FIELDS)[number];

/** Whether `view` is newer than the one held: told later in the same run, or told by another run. */
export function newerThan(held: BulkJobView | undefined, view: BulkJobView): boolean {
  return held === undefined || held.run !== view.run || view.seq >= held.seq;
}

/** Values as the contract takes them (a mutable copy of the tags). */
export const plainValues = ({ tags, ...rest }: BulkValues) => ({ ...rest, tags: [...tags] });

/** Who hears of a job seen done for the first time (the Library reloads): not of the jobs listed at its opening. */
const finishedListeners = new Set<() => void>();

export const useBulk = create<BulkState>((set, get) => {
  /** Jobs whose whole view is being asked again: one ask at a time each. */
  const asking = new Set<string>();
  const hold = (job: BulkJobView): void => {
    const before = get().jobs[job.id];
    set({ jobs: { ...get().jobs, [job.id]: job } });
    if (job.status === 'done' && before?.status !== 'done') for (const listener of finishedListeners) listener();
  };
  const take = (job: BulkJobView): void => {
    if (newerThan(get().jobs[job.id], job)) hold(job);
  };
  const askWhole = (jobId: string): void => {
    if (asking.has(jobId)) return;
    asking.add(jobId);
    void desk
      .call('bulk.view', { jobId })
      // Not found: the job is another channel's (a channel changed meanwhile); nothing to show.
      .then(take, () => undefined)
      .finally(() => asking.delete(jobId));
  };
  const run = async (call: () => Promise<BulkJobView>): Promise<void> => {
    set({ busy: true, error: undefined });
    try {
      // Its events may have come first (a short job is done before its answer): the later told wins.
      const job = await call();
      take(job);
      set({ shownId: job.id });
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
    received: (change) => {
      const applied = applyChange(get().jobs[change.id], change);
      if (applied.kind === 'applied') hold(applied.view);
      else if (applied.kind === 'resend') askWhole(change.id);
    },
    receivedWhole: take,
    dismiss: () => set({ shownId: undefined, error: undefined }),
    loadJobs: async () => {
      try {
        const listed = await desk.call('bulk.jobs');
        // Events that came while the list was on its way may be newer than it.
        const jobs = { ...get().jobs };
        for (const job of listed) if (newerThan(jobs[job.id], job)) jobs[job.id] = job;
        set({ jobs });
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
  finishedListeners.add(onDone);
  const unsubscribe = desk.on('bulk.job', (change) => useBulk.getState().received(change));
  return () => {
    finishedListeners.delete(onDone);
    unsubscribe();
  };
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
