// Bulk edits as persisted jobs, like the moderation outbox: a job is on disk before `start` answers, each video is
// marked `sending` on disk before its write and its result recorded after it (one journal line each: bulk-file.ts),
// so a crash or a kill resumes at the next unfinished video. A video is written at most once: one found `sending` at
// a start is read fresh, and if it already holds the target values it counts as updated, not sent again. Before each
// write the video is read fresh; if a field the job touches differs from what the preview saw, it is left alone
// ("changed elsewhere"). A failure that passes (a 5xx, a dropped connection, a 409 conflict) is tried again after a
// backoff, reading the video fresh each time, a few times before the video is marked failed; the quota running out,
// or the sign-in failing, pauses the job; `resume` goes on. Undo is a job of the same kind with the recorded previous
// values as its targets.
//
// Big jobs (issue 34): with the app's quota count at hand (`quotaDay`), a job does not pause at the quota limit but
// waits for the reset (midnight Pacific) and goes on by itself, day after day; it also stops short of a refusal when
// the count says today's units cannot pay for one more video. Its view says on which day it should end. The wait is
// not saved: at a start the job tries again, and the count or the platform sends it back to waiting.
import { randomUUID } from 'node:crypto';
import { jobDays, UNITS_PER_VIDEO, type QuotaDay } from '../../shared/bulk/bulk-days';
import {
  BULK_JOB_MAX_VIDEOS,
  type BulkJobView,
  type BulkMatchingStartInput,
  type BulkStartInput,
  type BulkTextsStartInput,
  type ItemState,
} from '../../shared/bulk/bulk-job';
import { changeOf, type BulkJobChange } from '../../shared/bulk/bulk-job-change';
import { nextQuotaReset } from '../../shared/platform/quota-reset';
import { touchedFields, type BulkField, type BulkOperation } from '../../shared/bulk/bulk-operation';
import {
  bulkValuesOf,
  differingFields,
  editTargets,
  metadataFromValues,
  overlay,
  refusals,
  type BulkValues,
  type BulkWrite,
} from '../../shared/bulk/bulk-preview';
import type { LibraryVideo } from '../../shared/library/library-video';
import type { SavedLine, SavedValue } from '../../shared/i18n/saved-line';
import { lineOf } from '../../shared/i18n/saved-line';
import { lineRecorder, sentencesLine } from '../../shared/i18n/line-recorder';
import { FIELD_NAMES } from '../../shared/bulk/field-words';
import { DeskError } from '../ipc/desk-error';
import { say, sayingIntl } from '../language/say';
import { BULK_ITEM_LINES, LIBRARY_REFUSALS } from './library-messages';
import { backoffDelay, type BackoffPolicy } from '../uploads/engine/backoff';
import { editTargetsOffThread, type EditTargets } from './bulk-edit-thread';
import type { BulkJournalEntry } from './bulk-journal';

export interface BulkItemRecord {
  readonly id: string;
  state: ItemState;
  /** The touched fields as the preview saw them (for an undo: as the edit left them). */
  readonly expected: BulkValues;
  /** What to write on the touched fields. */
  readonly target: BulkValues;
  /**
   * Why it stands as it does, as words: jobs saved before lines were kept, and refusals of the values (said when the
   * job was added). Beside a line it is not kept: the line is said when shown.
   */
  message?: string;
  /** Why it stands as it does, as a line of the catalogue (id and few values), said in the language of each reading. */
  line?: SavedLine;
  /** Its values were damaged on disk: never written, and an undo leaves it out. */
  readonly lost?: boolean;
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
  /** The jobs with every recorded change laid over them. */
  load(): Promise<BulkJobsFile | undefined>;
  /** Writes every job whole; the changes recorded before are in it (compaction). */
  save(file: BulkJobsFile): Promise<void>;
  /** Records one change after the last whole save (a line appended to the journal). */
  record(entry: BulkJournalEntry): Promise<void>;
}

export interface BulkVideoApi {
  /** Reads the video fresh, asks `edits` for the metadata (which may throw to leave it), and writes it. */
  update(id: string, edits: (current: LibraryVideo) => BulkWrite): Promise<LibraryVideo>;
}

export interface BulkJobsDeps {
  readonly storage: BulkStorage;
  /** Tells a job's progress: what changed since the telling before (bulk-job-change.ts). */
  readonly emit: (change: BulkJobChange) => void;
  /** The chosen channel, if any: jobs are started for it and listed for it. */
  readonly channel: () => string | undefined;
  /**
   * The API that writes with that channel's own token (issue 21), asked once per channel and kept: it must read the
   * token at each call, so a token refreshed or replaced is the one used.
   */
  readonly apiFor: (channelId: string) => BulkVideoApi;
  /**
   * Several channels signed in at once (issue 21): whether a channel is signed in. With it, every signed-in channel's
   * running jobs go on in the background; without it, only the chosen channel's.
   */
  readonly signedIn?: (channelId: string) => boolean;
  readonly now?: () => number;
  readonly log?: (message: string, error?: unknown) => void;
  /** Waits between tries of a video (tests pass one that does not wait). */
  readonly sleep?: (ms: number) => Promise<void>;
  readonly backoff?: BackoffPolicy;
  readonly random?: () => number;
  /** Works out a find and replace's new values off the event loop (tests may pass one that runs in place). */
  readonly replaceTargets?: (operation: BulkOperation, seen: readonly BulkValues[]) => Promise<EditTargets>;
  /**
   * The app's count of today's quota for the channel's project, if known. With it, a job waits for the reset at the
   * quota limit instead of pausing, and its view says its finishing day.
   */
  readonly quotaDay?: (channelId: string) => QuotaDay | undefined;
  /** The channel's videos as the local catalogue knows them (a job over "all N matching" starts from their ids). */
  readonly catalogued?: (channelId: string, ids: readonly string[]) => readonly LibraryVideo[];
  /** How long a wait for the reset sleeps before looking again (a moved platform clock is seen within it). */
  readonly recheckMs?: number;
}

/** Find-and-replace jobs waiting for the one being worked out: more are refused rather than queued without end. */
const MAX_WAITING_EDITS = 2;

/** How many times a video is sent through passing failures before it is marked failed. */
const BULK_ATTEMPTS = 4;
const DEFAULT_BACKOFF: BackoffPolicy = { baseMs: 1_000, capMs: 15_000 };

/** Failures that need the person (sign in again): the job pauses rather than retrying in vain. */
const PAUSING_CODES = new Set(['not-signed-in', 'sign-in-refused', 'reconnect-required', 'disconnected']);
/** Failures that may pass by themselves: tried again after a wait. */
const RETRIED_CODES = new Set(['network', 'unreachable', 'service-unavailable', 'rate-limited', 'bad-response']);

type FailureKind = 'quota' | 'pause' | 'retry' | 'fatal';

function failureKind(error: unknown): FailureKind {
  // Anything but a DeskError is a fault on our side of the wire (a token refresh that threw, a socket error).
  if (!(error instanceof DeskError)) return 'retry';
  if (error.code === 'quota-exceeded') return 'quota';
  if (PAUSING_CODES.has(error.code)) return 'pause';
  if (RETRIED_CODES.has(error.code)) return 'retry';
  // 409: the video changed between our read and our write; the next try reads it again.
  const status = (error.details as { status?: unknown } | undefined)?.status;
  return status === 409 ? 'retry' : 'fatal';
}

const messageOf = (error: unknown): string => (error instanceof Error ? error.message : String(error));

/** The line an error carries, if it carries one (a DeskError said from the catalogue). */
function lineOfError(error: unknown): SavedLine | undefined {
  const line = error instanceof Error ? (error as { line?: unknown }).line : undefined;
  return typeof line === 'object' && line !== null && typeof (line as { id?: unknown }).id === 'string'
    ? (line as SavedLine)
    : undefined;
}

/** An error as a value of a line: its line, said again with the sentence around it, or its words. */
function reasonOf(error: unknown): SavedValue {
  const line = lineOfError(error);
  return line ? { line } : messageOf(error);
}

/** What an item says: a line (kept alone, see BulkItemRecord.message) or words. */
function setReason(item: BulkItemRecord, said: SavedLine | string | undefined): void {
  delete item.message;
  delete item.line;
  if (typeof said === 'string') {
    if (said !== '') item.message = said;
  } else if (said !== undefined) item.line = said;
}

/** An error's own sentence: its line when it carries one, else its words. */
const errorSaid = (error: unknown): SavedLine | string => lineOfError(error) ?? messageOf(error);

/**
 * Looks again at least this often while waiting for the reset. A look reads the app's own count and the platform's
 * clock, in this process (no call to the platform), so it may be often: a moved platform clock (the demo's, which
 * tests move past midnight) is seen within seconds, where a minute made the two-day e2e wait for it.
 */
const RECHECK_MS = 5_000;
/** Above this many videos a job's progress is told every few videos, not after each (each telling is a write's worth). */
const EMIT_EVERY = 25;

/** Thrown from inside the update to leave a video alone; never reaches the platform. */
class LeaveAlone extends Error {
  constructor(
    readonly state: ItemState,
    readonly said?: SavedLine,
  ) {
    super(said?.id ?? '');
  }
}

/** How long a job still takes by the quota, when the app counts it. */
export interface JobTiming {
  readonly waitingUntil?: number;
  readonly days?: number;
  readonly finishesOn?: number;
}

/** Which run of the main process tells of the job, and how many changes of it it told so far. */
export interface ToldStamp {
  readonly run: string;
  readonly seq: number;
}

export function viewOf(job: BulkJobRecord, stamp: ToldStamp, timing: JobTiming = {}): BulkJobView {
  return {
    ...stamp,
    id: job.id,
    kind: job.kind,
    status: job.status,
    ...(job.undoOf ? { undoOf: job.undoOf } : {}),
    ...timing,
    undoable:
      job.kind === 'edit' &&
      job.undoneBy === undefined &&
      job.items.some((item) => item.state === 'updated' && !item.lost),
    items: job.items.map((item) => ({
      id: item.id,
      state: item.state,
      ...(item.message ? { message: item.message } : {}),
      ...(item.line ? { line: item.line } : {}),
    })),
  };
}

export class BulkJobs {
  private jobs: BulkJobRecord[] = [];
  private running: Promise<void> | undefined;
  /** Per job, the index before which every video is finished (not saved: found again from the states). */
  private readonly cursors = new WeakMap<BulkJobRecord, number>();
  /** Per channel, the API its jobs write with (a handful of channels at most). */
  private readonly apis = new Map<string, BulkVideoApi>();
  /** Ends the backoff under way, if any. */
  private wake: (() => void) | undefined;
  private stopped = false;
  private readonly now: () => number;
  /** The find and replace being worked out on its thread: one thread at a time, the next waits its turn. */
  private preparing: Promise<unknown> = Promise.resolve();
  private waitingEdits = 0;
  /** Per job id, the quota reset it waits for (not saved: a start tries again and is sent back to waiting). */
  private readonly waits = new Map<string, number>();
  /** The timer that looks again at the waiting jobs. */
  private recheck: ReturnType<typeof setTimeout> | undefined;
  /** This run of the main process: numbers told before a restart mean nothing after it. */
  private readonly run = randomUUID();
  /** Per job, the changes told so far and the items changed since the last telling (not saved). */
  private readonly told = new WeakMap<BulkJobRecord, { seq: number; readonly changed: Set<number> }>();

  constructor(private readonly deps: BulkJobsDeps) {
    this.now = deps.now ?? Date.now;
  }

  /** Reads the jobs back (compacting their journal) and goes on with any that was running when the app stopped. */
  async start(): Promise<void> {
    this.stopped = false;
    const file = await this.deps.storage.load();
    this.jobs = file?.jobs ?? [];
    await this.save();
    this.kick();
  }

  async stop(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.recheck);
    this.wake?.();
    await this.running;
  }

  /** Looks again at the jobs waiting for the quota reset (the timer does; tests with a moved clock call it). */
  tick(): void {
    this.kick();
  }

  /** Resolves once no job is running (for tests and for stop). */
  whenIdle(): Promise<void> {
    return this.running ?? Promise.resolve();
  }

  /** The signed-in channel's jobs. */
  list(): readonly BulkJobView[] {
    const channelId = this.deps.channel();
    return this.jobs.filter((job) => job.channelId === channelId).map((job) => this.view(job));
  }

  /** One job's whole view: for a page that missed a telling of it (or never had it). */
  viewOfJob(jobId: string): BulkJobView {
    return this.view(this.find(jobId));
  }

  private toldOf(job: BulkJobRecord): { seq: number; readonly changed: Set<number> } {
    let told = this.told.get(job);
    if (!told) {
      told = { seq: 0, changed: new Set() };
      this.told.set(job, told);
    }
    return told;
  }

  /** Tells the job's progress: its own fields and the items changed since the last telling. */
  private tell(job: BulkJobRecord): void {
    const told = this.toldOf(job);
    told.seq++;
    const change = changeOf(this.view(job), told.changed);
    told.changed.clear();
    this.deps.emit(change);
  }

  /** A job's view with how long it still takes by the quota. */
  private view(job: BulkJobRecord): BulkJobView {
    const stamp = { run: this.run, seq: this.toldOf(job).seq };
    const day = job.status === 'done' ? undefined : this.deps.quotaDay?.(job.channelId);
    if (!day) return viewOf(job, stamp);
    const now = this.now();
    const waitingUntil = this.waits.get(job.id);
    const left = waitingUntil !== undefined ? 0 : this.current(day, now) ? day.left : day.limit;
    const resetsAt = this.current(day, now) ? day.resetsAt : nextQuotaReset(now);
    const estimate = jobDays(job.items.filter(unfinished).length, { left, limit: day.limit, resetsAt }, now);
    return viewOf(job, stamp, {
      ...(waitingUntil !== undefined ? { waitingUntil } : {}),
      ...(estimate.possible ? { days: estimate.days, finishesOn: estimate.finishesOn } : {}),
    });
  }

  /** Whether the app's count is of the platform's current day (a moved platform clock may be past its reset). */
  private current(day: QuotaDay, now: number): boolean {
    return now < day.resetsAt;
  }

  /** Another channel signed in (or the same again): its waiting jobs go on. */
  channelChanged(): void {
    this.kick();
  }

  private signedIn(): string {
    const channelId = this.deps.channel();
    if (!channelId) throw new DeskError('not-signed-in', say(LIBRARY_REFUSALS.bulkSignInFirst));
    return channelId;
  }

  /** A job over videos the catalogue knows, by id: "all N matching", with the values the catalogue holds as seen. */
  async startMatching(input: BulkMatchingStartInput): Promise<BulkJobView> {
    const channelId = this.signedIn();
    const catalogued = this.deps.catalogued?.(channelId, input.ids) ?? [];
    if (catalogued.length === 0) {
      throw new DeskError('invalid-input', say(LIBRARY_REFUSALS.bulkNoneInCatalogue));
    }
    return this.startEdit(
      { operation: input.operation, videos: catalogued.map((video) => ({ id: video.id, seen: bulkValuesOf(video) })) },
      channelId,
    );
  }

  async startEdit(input: BulkStartInput, signedIn?: string): Promise<BulkJobView> {
    const channelId = signedIn ?? this.signedIn();
    const seen = input.videos.map((video) => video.seen);
    const edited = input.operation.kind === 'replace' ? await this.replaceTargets(input.operation, seen) : undefined;
    // The other operations add or set a value: a few microseconds a video, worked out in place.
    const result = edited ?? editTargets(input.operation, seen);
    if ('problem' in result) throw new DeskError('invalid-input', result.problem);
    const fields = touchedFields(input.operation);
    return this.addEdit(
      channelId,
      fields,
      input.videos.map(({ id, seen: values }, n) => ({ id, seen: values, target: result.targets[n]! })),
    );
  }

  /** A find and replace's new values, worked out on a thread (bulk-edit-thread.ts), one job after another. */
  private replaceTargets(operation: BulkOperation, seen: readonly BulkValues[]): Promise<EditTargets> {
    if (this.waitingEdits >= MAX_WAITING_EDITS) {
      throw new DeskError('too-many', say(LIBRARY_REFUSALS.bulkOthersPreparing));
    }
    this.waitingEdits++;
    const run = this.deps.replaceTargets ?? editTargetsOffThread;
    const turn = this.preparing.then(() => run(operation, seen));
    this.preparing = turn.catch(() => undefined);
    return turn.finally(() => {
      this.waitingEdits--;
    });
  }

  /** A job of given texts (translations): only `fields` of each target are taken; the rest stays as read. */
  async startTexts(input: BulkTextsStartInput): Promise<BulkJobView> {
    const channelId = this.signedIn();
    const fields: readonly BulkField[] = input.fields;
    return this.addEdit(
      channelId,
      fields,
      input.videos.map(({ id, seen, target }) => ({ id, seen, target: overlay(seen, target, fields) })),
    );
  }

  /** An edit job of these videos, each one unchanged, refused (with the platform's reasons) or pending. */
  private addEdit(
    channelId: string,
    fields: readonly BulkField[],
    videos: readonly { readonly id: string; readonly seen: BulkValues; readonly target: BulkValues }[],
  ): Promise<BulkJobView> {
    // The refusals are kept as a line where they can be (said again in the reading language), else as words. One
    // recorder for the job: the same words are the same line, and a job may hold 20,000 videos.
    const recorder = lineRecorder(sayingIntl());
    return this.add({
      id: randomUUID(),
      kind: 'edit',
      status: 'running',
      channelId,
      fields,
      items: videos.map(({ id, seen, target }) => {
        const changed = differingFields(seen, target, fields);
        const problems = Object.values(refusals(target, changed, this.now(), recorder.intl));
        const state: ItemState = changed.length === 0 ? 'unchanged' : problems.length > 0 ? 'refused' : 'pending';
        const line = sentencesLine(
          problems.map((words) => recorder.lineFor(words)),
          BULK_ITEM_LINES.twoSentences,
        );
        const reason = problems.length === 0 ? {} : line ? { line } : { message: problems.join(' ') };
        return { id, state, expected: seen, target, ...reason };
      }),
    });
  }

  async undo(jobId: string): Promise<BulkJobView> {
    const original = this.find(jobId);
    if (original.kind !== 'edit' || original.undoneBy !== undefined) {
      throw new DeskError('invalid-input', say(LIBRARY_REFUSALS.bulkUndoneAlready));
    }
    if (original.status !== 'done') throw new DeskError('invalid-input', say(LIBRARY_REFUSALS.bulkUndoWhenDone));
    const job: BulkJobRecord = {
      id: randomUUID(),
      kind: 'undo',
      status: 'running',
      channelId: original.channelId,
      fields: original.fields,
      undoOf: original.id,
      items: original.items
        .filter((item) => item.state === 'updated' && !item.lost)
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
    return this.view(job);
  }

  /** Holds a job where it is (the video being written finishes first); `resume` goes on. */
  async pause(jobId: string): Promise<BulkJobView> {
    const job = this.find(jobId);
    if (job.status === 'running') job.status = 'paused';
    this.waits.delete(job.id);
    await this.save();
    this.tell(job);
    return this.view(job);
  }

  private find(jobId: string): BulkJobRecord {
    const job = this.jobs.find((candidate) => candidate.id === jobId && candidate.channelId === this.deps.channel());
    if (!job) throw new DeskError('not-found', say(LIBRARY_REFUSALS.bulkNoSuchJob));
    return job;
  }

  private async add(job: BulkJobRecord): Promise<BulkJobView> {
    if (!job.items.some((item) => item.state === 'pending')) job.status = 'done';
    this.jobs.push(job);
    await this.save();
    this.kick();
    return this.view(job);
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

  private record(job: BulkJobRecord, index: number): Promise<void> {
    const item = job.items[index]!;
    this.toldOf(job).changed.add(index);
    return this.deps.storage.record({
      job: job.id,
      item: index,
      state: item.state,
      ...(item.message !== undefined ? { message: item.message } : {}),
      ...(item.line !== undefined ? { line: item.line } : {}),
    });
  }

  private async drain(): Promise<void> {
    for (;;) {
      if (this.stopped) return;
      const now = this.now();
      for (const [id, until] of this.waits) if (until <= now) this.waits.delete(id);
      const job = this.jobs.find(
        (candidate) =>
          candidate.status === 'running' && this.mayRun(candidate.channelId) && !this.waits.has(candidate.id),
      );
      if (!job) {
        this.lookAgainLater();
        return;
      }
      if (this.spentToday(job.channelId, now)) {
        // The app's count says no video can be paid for today: waiting costs nothing, a refusal would.
        this.waits.set(job.id, nextQuotaReset(now));
        this.tell(job);
        continue;
      }
      // Items are taken in order: the first unfinished one is at or after the last one taken (a resumed job starts
      // again at the video that paused it).
      let at = this.cursors.get(job) ?? 0;
      while (at < job.items.length && !unfinished(job.items[at]!)) at++;
      this.cursors.set(job, at);
      const item = job.items[at];
      if (!item) {
        job.status = 'done';
        await this.save();
        this.tell(job);
        continue;
      }
      await this.runItem(job, at);
      // A big job's view is told every few videos, and whenever it stops writing: paused, or waiting for the reset
      // (else the screen would show it writing until the next day's 25th video).
      if (
        job.items.length <= BULK_JOB_MAX_VIDEOS ||
        at % EMIT_EVERY === 0 ||
        job.status !== 'running' ||
        this.waits.has(job.id)
      ) {
        this.tell(job);
      }
    }
  }

  /** Whether the app's count of today says the channel's project cannot pay for one more video. */
  private spentToday(channelId: string, now: number): boolean {
    const day = this.deps.quotaDay?.(channelId);
    return day !== undefined && this.current(day, now) && day.left < UNITS_PER_VIDEO;
  }

  /** With jobs waiting for the reset, a timer looks again at it (or sooner, for a moved platform clock). */
  private lookAgainLater(): void {
    clearTimeout(this.recheck);
    if (this.waits.size === 0 || this.stopped) return;
    const soonest = Math.min(...this.waits.values());
    const delay = Math.min(Math.max(0, soonest - this.now()) + 1_000, this.deps.recheckMs ?? RECHECK_MS);
    this.recheck = setTimeout(() => this.kick(), delay);
    this.recheck.unref?.();
  }

  /** Whether a job of `channelId` may write now: its channel is signed in, or (one channel) it is the chosen one. */
  private mayRun(channelId: string): boolean {
    if (this.deps.signedIn) return this.deps.signedIn(channelId);
    return channelId === this.deps.channel();
  }

  /** The API that writes with the job's own channel's token: one per channel, not one per video. */
  private apiOf(job: BulkJobRecord): BulkVideoApi {
    let api = this.apis.get(job.channelId);
    if (!api) {
      api = this.deps.apiFor(job.channelId);
      this.apis.set(job.channelId, api);
    }
    return api;
  }

  private async runItem(job: BulkJobRecord, index: number): Promise<void> {
    const item = job.items[index]!;
    let resent = item.state === 'sending';
    item.state = 'sending';
    await this.record(job, index);
    for (let attempt = 1; ; attempt++) {
      try {
        await this.send(job, item, resent);
        item.state = 'updated';
        setReason(item, undefined);
      } catch (error) {
        if (error instanceof LeaveAlone) {
          item.state = error.state;
          setReason(item, error.said);
        } else {
          const kind = failureKind(error);
          if (kind === 'retry' && attempt < BULK_ATTEMPTS) {
            // The write may have landed before the answer was lost: the next try reads the video fresh and counts
            // it as updated if it holds the target, rather than writing it again.
            resent = true;
            if (!this.stopped) await this.wait(attempt);
            // Stopping: the video stays `sending` in a running job, and the next start reads it fresh.
            if (this.stopped) return;
            continue;
          }
          if (kind === 'quota') {
            // A video tried before (its answer lost) stays `sending`, so going on reads it fresh as a resend.
            item.state = resent ? 'sending' : 'pending';
            if (this.deps.quotaDay) {
              // Counted by the app: the job waits for the reset and goes on by itself.
              this.waits.set(job.id, nextQuotaReset(this.now()));
              setReason(item, lineOf(BULK_ITEM_LINES.waitsForQuota));
            } else {
              job.status = 'paused';
              setReason(item, errorSaid(error));
            }
          } else if (kind === 'pause') {
            // Stays `sending`: going on reads it fresh before anything is sent again.
            job.status = 'paused';
            setReason(item, lineOf(BULK_ITEM_LINES.resumeToTryAgain, { reason: reasonOf(error) }));
          } else {
            item.state = 'failed';
            setReason(
              item,
              kind === 'retry'
                ? lineOf(BULK_ITEM_LINES.triedTimes, { reason: reasonOf(error), tries: attempt })
                : errorSaid(error),
            );
            this.deps.log?.(`Bulk edit ${job.id}: video ${item.id} failed`, error);
          }
        }
      }
      break;
    }
    if (job.status === 'paused') await this.deps.storage.record({ job: job.id, status: 'paused' });
    await this.record(job, index);
  }

  /** The backoff before the next try; `stop` cuts it short. */
  private wait(attempt: number): Promise<void> {
    const delay = backoffDelay(attempt, this.deps.backoff ?? DEFAULT_BACKOFF, undefined, this.deps.random);
    return new Promise<void>((resolve) => {
      this.wake = resolve;
      if (this.deps.sleep) void this.deps.sleep(delay).then(resolve);
      else {
        const timer = setTimeout(resolve, delay);
        this.wake = () => {
          clearTimeout(timer);
          resolve();
        };
      }
    }).finally(() => {
      this.wake = undefined;
    });
  }

  private send(job: BulkJobRecord, item: BulkItemRecord, resent: boolean): Promise<unknown> {
    return this.apiOf(job).update(item.id, (current) => {
      const fresh = bulkValuesOf(current);
      if (differingFields(fresh, item.target, job.fields).length === 0) {
        // Written before a crash, or by someone else to the same values: nothing to send.
        throw new LeaveAlone(resent ? 'updated' : 'unchanged');
      }
      const moved = differingFields(fresh, item.expected, job.fields);
      if (moved.length > 0) {
        throw new LeaveAlone(
          'changedElsewhere',
          lineOf(BULK_ITEM_LINES.changedElsewhere, {
            fields: { list: moved.map((field) => lineOf(FIELD_NAMES[field])) },
          }),
        );
      }
      return metadataFromValues(overlay(fresh, item.target, job.fields));
    });
  }
}

const unfinished = (item: BulkItemRecord): boolean => item.state === 'pending' || item.state === 'sending';
