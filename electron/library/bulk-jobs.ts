// Bulk edits as persisted jobs, like the moderation outbox: a job is on disk before `start` answers, each video is
// marked `sending` on disk before its write, and the file is saved after each video, so a crash or a kill resumes at
// the next unfinished video. A video is written at most once: one found `sending` at a start is read fresh, and if
// it already holds the target values it counts as updated, not sent again. Before each write the video is read
// fresh; if a field the job touches differs from what the preview saw, it is left alone ("changed elsewhere"). The
// quota running out, or a passing failure (network, 5xx, sign-in), pauses the job; `resume` goes on. Undo is a job of the same kind with
// the recorded previous values as its targets.
import { randomUUID } from 'node:crypto';
import type { BulkJobView, BulkStartInput, ItemState } from '../../shared/bulk/bulk-job';
import { touchedFields, type BulkField } from '../../shared/bulk/bulk-operation';
import {
  bulkValuesOf,
  compileOperation,
  differingFields,
  metadataFromValues,
  overlay,
  refusals,
  type BulkValues,
} from '../../shared/bulk/bulk-preview';
import type { LibraryVideo } from '../../shared/library/library-video';
import type { VideoMetadata } from '../../shared/uploads/video-metadata';
import { isPassingFailure } from '../comments/moderation-outbox';
import { DeskError } from '../ipc/desk-error';

export interface BulkItemRecord {
  readonly id: string;
  state: ItemState;
  /** The touched fields as the preview saw them (for an undo: as the edit left them). */
  readonly expected: BulkValues;
  /** What to write on the touched fields. */
  readonly target: BulkValues;
  message?: string;
}

export interface BulkJobRecord {
  readonly id: string;
  readonly kind: 'edit' | 'undo';
  status: 'running' | 'paused' | 'done';
  /** The channel the job is for: it runs only while that channel is signed in. */
  readonly channelId: string;
  readonly fields: readonly BulkField[];
  readonly undoOf?: string;
  undoneBy?: string;
  readonly items: BulkItemRecord[];
}

export interface BulkJobsFile {
  readonly version: 1;
  readonly jobs: BulkJobRecord[];
}

export interface BulkStorage {
  load(): Promise<BulkJobsFile | undefined>;
  save(file: BulkJobsFile): Promise<void>;
}

export interface BulkVideoApi {
  /** Reads the video fresh, asks `edits` for the metadata (which may throw to leave it), and writes it. */
  update(id: string, edits: (current: LibraryVideo) => VideoMetadata): Promise<LibraryVideo>;
}

export interface BulkJobsDeps {
  readonly storage: BulkStorage;
  readonly api: () => BulkVideoApi;
  readonly emit: (job: BulkJobView) => void;
  /** The chosen channel, if any: jobs are started for it and listed for it. */
  readonly channel: () => string | undefined;
  /**
   * Several channels signed in at once (issue 21): whether a channel is signed in, and the API that writes with its
   * token. With them, every signed-in channel's running jobs go on in the background; without them, only the chosen
   * channel's, through `api`.
   */
  readonly signedIn?: (channelId: string) => boolean;
  readonly apiFor?: (channelId: string) => BulkVideoApi;
  readonly now?: () => number;
  readonly log?: (message: string, error?: unknown) => void;
}

/** Thrown from inside the update to leave a video alone; never reaches the platform. */
class LeaveAlone extends Error {
  constructor(
    readonly state: ItemState,
    message: string,
  ) {
    super(message);
  }
}

const FIELD_WORDS: Readonly<Record<BulkField, string>> = {
  title: 'title',
  description: 'description',
  tags: 'tags',
  categoryId: 'category',
  privacyStatus: 'visibility',
  selfDeclaredMadeForKids: 'audience',
  license: 'licence',
  embeddable: 'embedding',
  publishAt: 'publish time',
};

export function viewOf(job: BulkJobRecord): BulkJobView {
  return {
    id: job.id,
    kind: job.kind,
    status: job.status,
    ...(job.undoOf ? { undoOf: job.undoOf } : {}),
    undoable: job.kind === 'edit' && job.undoneBy === undefined && job.items.some((item) => item.state === 'updated'),
    items: job.items.map((item) => ({
      id: item.id,
      state: item.state,
      ...(item.message ? { message: item.message } : {}),
    })),
  };
}

export class BulkJobs {
  private jobs: BulkJobRecord[] = [];
  private running: Promise<void> | undefined;
  private stopped = false;
  private readonly now: () => number;

  constructor(private readonly deps: BulkJobsDeps) {
    this.now = deps.now ?? Date.now;
  }

  /** Reads the jobs back and goes on with any that was running when the app stopped. */
  async start(): Promise<void> {
    this.stopped = false;
    const file = await this.deps.storage.load();
    this.jobs = file?.jobs ?? [];
    this.kick();
  }

  async stop(): Promise<void> {
    this.stopped = true;
    await this.running;
  }

  /** Resolves once no job is running (for tests and for stop). */
  whenIdle(): Promise<void> {
    return this.running ?? Promise.resolve();
  }

  /** The signed-in channel's jobs. */
  list(): readonly BulkJobView[] {
    const channelId = this.deps.channel();
    return this.jobs.filter((job) => job.channelId === channelId).map(viewOf);
  }

  /** Another channel signed in (or the same again): its waiting jobs go on. */
  channelChanged(): void {
    this.kick();
  }

  private signedIn(): string {
    const channelId = this.deps.channel();
    if (!channelId) throw new DeskError('not-signed-in', "Sign in to edit the channel's videos.");
    return channelId;
  }

  async startEdit(input: BulkStartInput): Promise<BulkJobView> {
    const channelId = this.signedIn();
    const edit = compileOperation(input.operation);
    if ('problem' in edit) throw new DeskError('invalid-input', edit.problem);
    const fields = touchedFields(input.operation);
    const job: BulkJobRecord = {
      id: randomUUID(),
      kind: 'edit',
      status: 'running',
      channelId,
      fields,
      items: input.videos.map(({ id, seen }) => {
        const target = edit(seen).after;
        const changed = differingFields(seen, target, fields);
        const problems = Object.values(refusals(target, changed, this.now()));
        const state: ItemState = changed.length === 0 ? 'unchanged' : problems.length > 0 ? 'refused' : 'pending';
        return { id, state, expected: seen, target, ...(problems.length > 0 ? { message: problems.join(' ') } : {}) };
      }),
    };
    return this.add(job);
  }

  async undo(jobId: string): Promise<BulkJobView> {
    const original = this.find(jobId);
    if (original.kind !== 'edit' || original.undoneBy !== undefined) {
      throw new DeskError('invalid-input', 'This job was undone already, or is an undo itself.');
    }
    if (original.status !== 'done') throw new DeskError('invalid-input', 'Wait for the job to finish, then undo it.');
    const job: BulkJobRecord = {
      id: randomUUID(),
      kind: 'undo',
      status: 'running',
      channelId: original.channelId,
      fields: original.fields,
      undoOf: original.id,
      items: original.items
        .filter((item) => item.state === 'updated')
        .map((item) => ({ id: item.id, state: 'pending', expected: item.target, target: item.expected })),
    };
    original.undoneBy = job.id;
    return this.add(job);
  }

  async resume(jobId: string): Promise<BulkJobView> {
    const job = this.find(jobId);
    if (job.status === 'paused') job.status = 'running';
    await this.save();
    this.kick();
    return viewOf(job);
  }

  private find(jobId: string): BulkJobRecord {
    const job = this.jobs.find((candidate) => candidate.id === jobId && candidate.channelId === this.deps.channel());
    if (!job) throw new DeskError('not-found', 'No such bulk edit (it may have been made on another computer).');
    return job;
  }

  private async add(job: BulkJobRecord): Promise<BulkJobView> {
    if (!job.items.some((item) => item.state === 'pending')) job.status = 'done';
    this.jobs.push(job);
    await this.save();
    this.kick();
    return viewOf(job);
  }

  private save(): Promise<void> {
    return this.deps.storage.save({ version: 1, jobs: this.jobs });
  }

  private kick(): void {
    if (this.running || this.stopped) return;
    this.running = this.drain().finally(() => {
      this.running = undefined;
    });
  }

  private async drain(): Promise<void> {
    for (;;) {
      if (this.stopped) return;
      const job = this.jobs.find((candidate) => candidate.status === 'running' && this.mayRun(candidate.channelId));
      if (!job) return;
      const item = job.items.find((candidate) => candidate.state === 'pending' || candidate.state === 'sending');
      if (!item) {
        job.status = 'done';
        await this.save();
        this.deps.emit(viewOf(job));
        continue;
      }
      await this.runItem(job, item);
      this.deps.emit(viewOf(job));
    }
  }

  /** Whether a job of `channelId` may write now: its channel is signed in, or (one channel) it is the chosen one. */
  private mayRun(channelId: string): boolean {
    if (this.deps.signedIn && this.deps.apiFor) return this.deps.signedIn(channelId);
    return channelId === this.deps.channel();
  }

  /** The API that writes with the job's own channel's token. */
  private apiOf(job: BulkJobRecord): BulkVideoApi {
    return this.deps.apiFor ? this.deps.apiFor(job.channelId) : this.deps.api();
  }

  private async runItem(job: BulkJobRecord, item: BulkItemRecord): Promise<void> {
    const resent = item.state === 'sending';
    item.state = 'sending';
    await this.save();
    try {
      await this.apiOf(job).update(item.id, (current) => {
        const fresh = bulkValuesOf(current);
        if (differingFields(fresh, item.target, job.fields).length === 0) {
          // Written before a crash, or by someone else to the same values: nothing to send.
          throw new LeaveAlone(resent ? 'updated' : 'unchanged', '');
        }
        const moved = differingFields(fresh, item.expected, job.fields);
        if (moved.length > 0) {
          throw new LeaveAlone(
            'changedElsewhere',
            `Changed elsewhere since the preview (${moved.map((field) => FIELD_WORDS[field]).join(', ')}); left as it is.`,
          );
        }
        return metadataFromValues(overlay(fresh, item.target, job.fields));
      });
      item.state = 'updated';
      delete item.message;
    } catch (error) {
      if (error instanceof LeaveAlone) {
        item.state = error.state;
        if (error.message) item.message = error.message;
        else delete item.message;
      } else if (error instanceof DeskError && error.code === 'quota-exceeded') {
        item.state = 'pending';
        job.status = 'paused';
        item.message = error.message;
      } else if (isPassingFailure(error)) {
        // The write may have landed before the answer was lost: the video stays `sending`, so going on reads it
        // fresh and counts it as updated if it holds the target, rather than writing it again.
        job.status = 'paused';
        item.message = `${error instanceof Error ? error.message : String(error)} Resume to try again.`;
      } else {
        item.state = 'failed';
        item.message = error instanceof Error ? error.message : String(error);
        this.deps.log?.(`Bulk edit ${job.id}: video ${item.id} failed`, error);
      }
    }
    await this.save();
  }
}
