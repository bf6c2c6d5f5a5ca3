// Runs the queue: which upload may start (per channel, not while the quota is out), one run from its file check to
// its settled state, the runner's reports turned into the queue's state (a session URI is on disk before the first
// byte is sent), the pause that asks the host what it kept, and the wait for the daily quota's reset.
import { nextQuotaReset } from '../../../shared/platform/quota-reset';
import {
  DISCLOSURE_UNANSWERED,
  disclosureFor,
  type UnansweredSyntheticMedia,
} from '../../../shared/uploads/synthetic-media';
import { copyOfMetadata } from '../../../shared/uploads/video-metadata';
import { checkFingerprint } from '../../files/file-fingerprint';
import type { AccessTokenProvider, ServiceEndpoints } from '../../platform/access-token-provider';
import type { DataApiObserver } from '../../platform/data-api-client';
import { channelUnknown } from '../queue/channel-unknown';
import type { QueueState } from '../queue/queue-state';
import type { UploadRecord } from '../queue/upload-record';
import { isActive, isUnfinished } from '../queue/upload-states';
import { chunkSizeFor } from './chunk-plan';
import type { ProgressReporter } from './progress-reporter';
import type { ProtocolRequests } from './resumable-protocol';
import type { Scheduler } from './scheduler';
import { serverOffsetOf } from './server-offset';
import { runUpload, type RunnerListener, type RunOutcome } from './upload-runner';
import { sayingIntl } from '../../language/say';
import { keepWords, keptError } from '../../language/say-line';
import { UPLOAD_FAILURES } from './engine-messages';

/** The platform's reason code for a used-up quota (a code, not words), kept with the error. */
const QUOTA_EXCEEDED = 'quotaExceeded';

/** Whose tokens an upload carries and whose quota it is booked to: its own channel's, never the chosen one's. */
export interface ChannelCredentials {
  /** `channelId` undefined: an upload queued before channels (or with none in use) goes with the default tokens. */
  tokensOf(channelId: string | undefined): AccessTokenProvider;
  observerOf(channelId: string | undefined): DataApiObserver | undefined;
}

export interface UploadEngineDeps {
  readonly state: QueueState;
  readonly scheduler: Pick<Scheduler, 'pump' | 'abort' | 'stop' | 'whenIdle'>;
  readonly protocol: ProtocolRequests;
  readonly reporter: ProgressReporter;
  readonly credentials: ChannelCredentials;
  /** The endpoints in force now; read at each run's start. */
  readonly endpoints: () => ServiceEndpoints;
  /** The creator's choice for uploads without an altered content answer (undefined: not chosen yet). */
  readonly unansweredChoice: () => UnansweredSyntheticMedia | undefined;
  /** A video was created: its staged copy goes and its attachment steps start. */
  readonly videoCreated: (record: UploadRecord) => Promise<void>;
  readonly now: () => number;
  readonly random: () => number;
}

export class UploadEngine {
  private quotaTimer: NodeJS.Timeout | undefined;
  private stopped = false;

  constructor(private readonly deps: UploadEngineDeps) {}

  private get state(): QueueState {
    return this.deps.state;
  }

  // ----- what the scheduler asks -----

  /** The concurrency setting is per channel: each channel's uploads run beside the others' (issue 21). */
  concurrency(): number {
    return this.state.settings.concurrency * this.channelsWithWork();
  }

  next(running: ReadonlySet<string>): UploadRecord | undefined {
    return this.state.queue.next(running, (record) => this.mayStart(record) && this.channelHasRoom(record, running));
  }

  pump(): void {
    this.deps.scheduler.pump();
  }

  abort(id: string): Promise<void> {
    return this.deps.scheduler.abort(id);
  }

  whenIdle(): Promise<void> {
    return this.deps.scheduler.whenIdle();
  }

  /** Aborted runs keep their state and session; the next start resumes them from the server's offset. */
  async stop(): Promise<void> {
    this.stopped = true;
    if (this.quotaTimer) clearTimeout(this.quotaTimer);
    await this.deps.scheduler.stop();
  }

  /** How many channels have uploads in the queue (at least 1): the scheduler's room is the setting for each. */
  private channelsWithWork(): number {
    const channels = new Set(this.state.queue.list().map((record) => record.channelId));
    return Math.max(1, channels.size);
  }

  /** Whether `record`'s channel runs fewer uploads than the concurrency setting. */
  private channelHasRoom(record: UploadRecord, running: ReadonlySet<string>): boolean {
    let busy = 0;
    for (const id of running) if (this.state.queue.get(id)?.channelId === record.channelId) busy += 1;
    return busy < this.state.settings.concurrency;
  }

  /** Quota is spent when a session starts; an upload that already has one may go on while the quota is out. */
  private mayStart(record: UploadRecord): boolean {
    if (channelUnknown(record, this.state.channelsInUse)) return false;
    return this.state.quotaResetAt === undefined || record.session !== undefined;
  }

  // ----- one run -----

  async run(id: string, signal: AbortSignal): Promise<void> {
    if (!(await this.refuseIfFileChanged(id)) || signal.aborted) return;
    const record = this.answeredOrHeld(this.state.queue.require(id));
    if (!record || record.state !== 'queued') return;
    const endpoints = this.deps.endpoints();
    const settings = this.state.settings;
    this.state.setState(id, {
      state: record.session ? 'uploading' : 'starting',
      nextAttemptAt: undefined,
      error: undefined,
    });
    const outcome = await runUpload(
      {
        fileName: record.fileName,
        file: record.file,
        mimeType: record.mimeType,
        metadata: record.metadata,
        ...(record.session ? { session: record.session } : {}),
        bytesConfirmed: record.bytesConfirmed,
      },
      {
        chunkSize: chunkSizeFor(record.file.size, settings.chunkSize),
        baseMs: settings.retryBaseMs,
        capMs: settings.retryCapMs,
        maxAttemptsWithoutProgress: settings.maxAttemptsWithoutProgress,
      },
      {
        protocol: this.deps.protocol,
        tokens: this.deps.credentials.tokensOf(record.channelId),
        uploadBaseUrl: endpoints.uploadBaseUrl,
        now: this.deps.now,
        random: this.deps.random,
      },
      this.listenerFor(id, signal),
      signal,
    );
    await this.settle(id, outcome, signal);
  }

  private listenerFor(id: string, signal: AbortSignal): RunnerListener {
    const { state, reporter } = { state: this.state, reporter: this.deps.reporter };
    // Once the user paused or cancelled (which aborts), late reports of the run must not overwrite that state.
    const live = (): boolean => !signal.aborted && state.queue.get(id) !== undefined;
    return {
      starting: () => {
        if (live()) state.setState(id, { state: 'starting', nextAttemptAt: undefined });
      },
      uploading: () => {
        if (live()) state.setState(id, { state: 'uploading', nextAttemptAt: undefined, error: undefined });
      },
      retrying: (nextAttemptAt, failure) => {
        if (live()) state.setState(id, { state: 'retrying', nextAttemptAt, error: failure.toError() });
      },
      sessionStarted: async (session) => {
        // The platform charged videos.insert when it opened the session, whatever becomes of the upload.
        const channelId = state.queue.get(id)?.channelId;
        this.deps.credentials
          .observerOf(channelId)
          ?.called({ verb: 'POST', path: '/upload/youtube/v3/videos', status: 200 });
        if (!live()) return;
        state.queue.update(id, { session, bytesConfirmed: 0 });
        await state.persist();
      },
      sessionDropped: async () => {
        if (!live()) return;
        state.queue.update(id, { session: undefined, bytesConfirmed: 0 });
        reporter.changed(id);
        await state.persist();
      },
      confirmed: (bytes) => {
        if (!live()) return;
        state.queue.update(id, { bytesConfirmed: bytes });
        reporter.confirmed(id);
        void state.persistProgress(id);
      },
      sending: (position) => {
        if (live()) reporter.sending(id, position);
      },
      notice: (words) => {
        if (!live()) return;
        state.queue.update(id, { notice: words.text, noticeLine: words.line });
        state.notice('info', words);
        state.changes.touch(id);
        void state.persist();
      },
    };
  }

  private async settle(id: string, outcome: RunOutcome, signal: AbortSignal): Promise<void> {
    const state = this.state;
    const record = state.queue.get(id);
    if (!record) return;
    if (outcome.kind === 'done') {
      // Even if the user cancelled in the last instant, the video exists: record it so it is never uploaded again.
      state.setState(id, {
        state: 'done',
        videoId: outcome.video.id,
        ...privacyOnPlatform(outcome.video.resource),
        bytesConfirmed: record.file.size,
        error: undefined,
        nextAttemptAt: undefined,
        finishedAt: this.deps.now(),
      });
      await state.persist();
      await this.deps.videoCreated(state.queue.require(id));
      return;
    }
    if (signal.aborted || outcome.kind === 'aborted') return;
    if (outcome.kind === 'failed') {
      state.setState(id, {
        state: 'failed',
        error: outcome.error,
        nextAttemptAt: undefined,
        finishedAt: this.deps.now(),
        ...(outcome.keepSession ? {} : { session: undefined, bytesConfirmed: 0 }),
      });
      await state.persist();
      return;
    }
    await this.waitForQuota(id);
  }

  /**
   * The upload with its answer to the altered or synthetic content question, before its session starts (the
   * session start sends the metadata): its own answer, else the one the creator's setting gives, recorded so the
   * queue shows what was sent. Without either it is held (paused, with the reason) and undefined is answered.
   */
  private answeredOrHeld(record: UploadRecord): UploadRecord | undefined {
    if (record.session || record.state !== 'queued') return record;
    const decision = disclosureFor(record.metadata, this.deps.unansweredChoice(), record.fileName, sayingIntl());
    if (decision.kind === 'send') {
      if (decision.metadata === record.metadata) return record;
      this.state.queue.update(record.id, { metadata: copyOfMetadata(decision.metadata) });
      return this.state.queue.require(record.id);
    }
    this.state.setState(record.id, {
      state: 'paused',
      nextAttemptAt: undefined,
      error: { code: DISCLOSURE_UNANSWERED, message: decision.message, line: decision.line },
    });
    void this.state.persist();
    return undefined;
  }

  /** Checks the file of an unfinished upload against its fingerprint; marks it failed (and says why) if it changed. */
  async refuseIfFileChanged(id: string): Promise<boolean> {
    const state = this.state;
    const record = state.queue.require(id);
    const check = await checkFingerprint(record.file);
    if (check.kind === 'same') return true;
    const current = state.queue.get(id);
    if (!current || !isUnfinished(current.state)) return false;
    const error =
      check.kind === 'missing'
        ? {
            code: 'file-missing' as const,
            ...keptError(keepWords(UPLOAD_FAILURES.fileGoneQueued, { file: record.fileName })),
          }
        : {
            code: 'file-changed' as const,
            ...keptError(
              keepWords(UPLOAD_FAILURES.fileChangedQueued, { file: record.fileName, what: { line: check.what.line } }),
            ),
          };
    state.setState(id, {
      state: 'failed',
      error,
      session: undefined,
      bytesConfirmed: 0,
      nextAttemptAt: undefined,
      finishedAt: this.deps.now(),
    });
    state.notice('warning', { text: error.message, line: error.line });
    await state.persist();
    return false;
  }

  failUnexpectedly(id: string, error: unknown): void {
    const state = this.state;
    state.log(`upload ${id} failed unexpectedly`, error);
    const record = state.queue.get(id);
    if (!record || !isActive(record.state)) return;
    state.setState(id, {
      state: 'failed',
      error: {
        code: 'internal',
        ...keptError(keepWords(UPLOAD_FAILURES.internal)),
      },
      finishedAt: this.deps.now(),
    });
    void state.persist();
  }

  /** An upload that was mid-flight when the app stopped goes back to the queue; it resumes with a status check. */
  afterRestart(record: UploadRecord): UploadRecord {
    const requeue =
      isActive(record.state) || (record.state === 'waiting-quota' && this.state.quotaResetAt === undefined);
    if (!requeue) return record;
    const { nextAttemptAt: _dropped, ...rest } = record;
    return { ...rest, state: 'queued' };
  }

  // ----- pausing -----

  /**
   * Stops the run, then asks the host what it kept of the chunk that was cut, so the paused row shows what the server
   * holds. The row keeps its last figures meanwhile (no flash of the older offset): the state is told with the answer.
   */
  async pauseAndLearnOffset(id: string): Promise<void> {
    const { state, reporter } = { state: this.state, reporter: this.deps.reporter };
    reporter.hold(id);
    state.queue.update(id, { state: 'paused', nextAttemptAt: undefined });
    try {
      await this.deps.scheduler.abort(id);
      const record = state.queue.get(id);
      if (!record || record.state !== 'paused') return;
      const stored = await serverOffsetOf(record, this.deps.protocol, this.deps.credentials.tokensOf(record.channelId));
      if (stored !== undefined && state.queue.get(id)?.state === 'paused')
        state.queue.update(id, { bytesConfirmed: stored });
    } finally {
      if (state.queue.get(id)) {
        reporter.changed(id);
        state.changes.touch(id);
      }
    }
  }

  // ----- the quota wait -----

  private async waitForQuota(id: string): Promise<void> {
    const state = this.state;
    const resetAt = nextQuotaReset(this.deps.now());
    state.quotaResetAt = resetAt;
    // The moment is kept raw and said in the language and format of each reading.
    const when = { at: resetAt };
    state.setState(id, {
      state: 'waiting-quota',
      nextAttemptAt: resetAt,
      error: {
        code: 'quota-exceeded',
        ...keptError(keepWords(UPLOAD_FAILURES.quotaWait, { when })),
        reason: QUOTA_EXCEEDED,
      },
    });
    state.notice('warning', keepWords(UPLOAD_FAILURES.quotaNotice, { when }));
    this.armQuotaTimer();
    await state.persist();
  }

  armQuotaTimer(): void {
    if (this.quotaTimer) clearTimeout(this.quotaTimer);
    this.quotaTimer = undefined;
    const resetAt = this.state.quotaResetAt;
    if (resetAt === undefined || this.stopped) return;
    this.quotaTimer = setTimeout(() => this.clearQuotaWait(), Math.max(0, resetAt - this.deps.now()));
    this.quotaTimer.unref?.();
  }

  /** The quota reset (or the user asked to try now): waiting uploads go back to the queue in their place. */
  clearQuotaWait(): void {
    const state = this.state;
    state.quotaResetAt = undefined;
    if (this.quotaTimer) clearTimeout(this.quotaTimer);
    this.quotaTimer = undefined;
    for (const record of state.queue.list()) {
      if (record.state === 'waiting-quota')
        state.setState(record.id, { state: 'queued', nextAttemptAt: undefined, error: undefined });
    }
    void state.persist();
    state.changes.settingsChanged();
    this.pump();
  }
}

/** The created video's privacy as the platform set it; absent when the answer did not include the status part. */
function privacyOnPlatform(resource: Record<string, unknown>): Pick<UploadRecord, 'privacyOnPlatform'> {
  const status = resource.status as { privacyStatus?: unknown } | undefined;
  const privacy = status?.privacyStatus;
  return privacy === 'public' || privacy === 'unlisted' || privacy === 'private' ? { privacyOnPlatform: privacy } : {};
}
