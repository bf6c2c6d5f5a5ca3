// The upload queue as a service: the composition root builds it, the contract's handlers call it. It owns the
// queue's state, persists every change before it matters (a session URI is on disk before the first byte is sent),
// and hands each queued upload to a runner when the scheduler has room.
import type { EnqueueResult, RefusedFile, VideoCategory } from '../../shared/ipc/uploads';
import {
  DEFAULT_UPLOAD_SETTINGS,
  uploadSettingsFileSchema,
  type UploadSettingsPatch,
} from '../../shared/uploads/upload-settings';
import type { AttachmentsInput } from '../../shared/uploads/upload-attachments';
import type { QueuePage, UploadSettings, UploadView } from '../../shared/uploads/upload-view';
import { copyOfMetadata, type VideoMetadata } from '../../shared/uploads/video-metadata';
import { DeskError } from '../ipc/desk-error';
import type { EventSink } from '../ipc/handlers';
import type { AccessTokenProvider, ServiceEndpoints } from '../platform/access-token-provider';
import type { DataApiObserver } from '../platform/data-api-client';
import type { StagingArea } from '../files/staging-area';
import { applyAttachments, attachWhatCan, AttachmentRefusal, stagedSourcesOf } from './attachments/attachment-input';
import { AttachmentRunner, type AttachmentPlatform } from './attachments/attachment-runner';
import {
  allStepsDone,
  markPending,
  replaceStep,
  stagedAttachmentIds,
  stagedAttachmentsInUse,
  stepId,
  type AttachmentStep,
} from './queue/attachment-steps';
import { CHANNEL_UNKNOWN_NOTICE, channelUnknown, channelUnknownError, heldForChannel } from './queue/channel-unknown';
import { checkFingerprint, fingerprintFile, sameFingerprint, type FileFingerprint } from '../files/file-fingerprint';
import { examineFile, type IntakeRequest } from './intake/file-intake';
import { HttpTransport } from './engine/http-transport';
import { lazyPlatformAttachments, loadDataApiClient } from './attachments/lazy-platform';
import { ProgressReporter } from './engine/progress-reporter';
import { QueueChangeLog } from './queue/queue-change-log';
import { queuePage, type PageRequest } from './queue/queue-page';
import { QueueStore } from './queue/queue-store';
import { nextQuotaReset } from '../../shared/platform/quota-reset';
import { ResumableProtocol } from './engine/resumable-protocol';
import { chunkSizeFor } from './engine/chunk-plan';
import { Scheduler } from './engine/scheduler';
import {
  DISCLOSURE_UNANSWERED,
  disclosureFor,
  type UnansweredSyntheticMedia,
} from '../../shared/uploads/synthetic-media';
import { serverOffsetOf } from './engine/server-offset';
import type { Pacer } from './engine/token-bucket';
import { UploadQueue, type RecordPatch } from './queue/upload-queue';
import { canEditMetadata, copyMetadata, toView, type UploadRecord } from './queue/upload-record';
import { runUpload, type RunnerListener, type RunOutcome } from './engine/upload-runner';
import { isActive, isUnfinished } from './queue/upload-states';
import { VideoCategories } from './video-categories';
import { checkVideoFile } from './intake/video-file-check';

export interface UploadServiceOptions {
  readonly dataDir: string;
  readonly tokens: AccessTokenProvider;
  /** The endpoints in force now (the demo emulator's or the configured ones); read at each session start. */
  readonly endpoints: () => ServiceEndpoints;
  readonly events: EventSink;
  readonly staging: StagingArea;
  readonly now?: () => number;
  /** Defaults for a data dir that has no saved settings yet; saved settings win. */
  readonly settings?: Partial<UploadSettings>;
  /**
   * What uploads without an answer to the altered content question do, as the creator chose once (the settings
   * file's `unansweredSyntheticMedia`); without it, a choice kept in memory that starts unchosen.
   */
  readonly unansweredChoice?: UnansweredChoiceStore;
  /** Source of jitter (tests pin it). */
  readonly random?: () => number;
  /** A connection silent this long is given up and the upload resumed (ms). */
  readonly idleTimeoutMs?: number;
  /** Minimum interval between two progress events of one upload (ms). */
  readonly progressIntervalMs?: number;
  /** Where unexpected failures are logged (they reach the user only as a generic message). */
  readonly log?: (message: string, error?: unknown) => void;
  /** Hears the category lists and each session start (videos.insert), for the quota ledger. */
  readonly dataApiObserver?: DataApiObserver;
  /** The bandwidth limit every upload's chunks obey (see bandwidth-limiter.ts); none when absent. */
  readonly pacer?: Pacer;
  /** Where attachment steps go (tests put a fake here); by default the platform at `endpoints`. */
  readonly attachmentPlatform?: AttachmentPlatform;
  /**
   * Several channels at once (issue 21): the chosen channel (new uploads go to it unless one is named), whether a
   * channel is signed in, and each channel's own tokens and quota observer. An upload carries its channel's token
   * and no other's; without these, every upload uses `tokens`.
   */
  readonly channels?: {
    readonly chosen: () => string | undefined;
    readonly signedIn: (channelId: string) => boolean;
    readonly tokensFor: (channelId: string) => AccessTokenProvider;
    readonly observerFor: (channelId: string) => DataApiObserver;
  };
}

export interface QueuedFile {
  readonly uploadId: string;
  readonly state: UploadRecord['state'];
  readonly file: FileFingerprint;
}

/** Where the creator's choice for uploads without an altered content answer is kept (undefined: not chosen yet). */
export interface UnansweredChoiceStore {
  read(): UnansweredSyntheticMedia | undefined;
  write(choice: UnansweredSyntheticMedia): void;
}

function choiceInMemory(): UnansweredChoiceStore {
  let choice: UnansweredSyntheticMedia | undefined;
  return {
    read: () => choice,
    write: (value) => {
      choice = value;
    },
  };
}

/** The whole queue, for the main process's own use; never sent whole (a long queue outgrows any one message). */
export interface QueueSnapshot {
  readonly uploads: UploadView[];
  readonly settings: UploadSettings;
  readonly quotaResetAt?: number;
}

export interface UploadService {
  start(): Promise<void>;
  stop(): Promise<void>;
  snapshot(): QueueSnapshot;
  /** One page of the queue, after any change still pending is sent (so the page is not ahead of the events). */
  page(request: PageRequest): QueuePage;
  view(id: string): UploadView;
  /** Whether an upload that may still read its file (not done, not cancelled) comes from this staged entry. */
  usesStagedFile(stagingId: string): boolean;
  /** The file each upload was queued with, and its state (the watched folders never enqueue a file twice). */
  queuedFiles(): readonly QueuedFile[];
  /** `hold`: queue them paused, so the user reviews their details before anything is sent. */
  /** `channelId`: the signed-in channel the files go to; the chosen one without. */
  enqueue(files: readonly IntakeRequest[], options?: { hold?: boolean; channelId?: string }): Promise<EnqueueResult>;
  updateMetadata(id: string, metadata: VideoMetadata, attachments?: AttachmentsInput): Promise<UploadView>;
  /** Until each step is done: the thumbnail to set and the playlists to join once the video exists. */
  setAttachments(id: string, attachments: AttachmentsInput): Promise<UploadView>;
  /** Sends a failed attachment step again (never the video). */
  retryStep(id: string, stepId: string): Promise<UploadView>;
  pause(id: string): Promise<UploadView>;
  resume(id: string): Promise<UploadView>;
  cancel(id: string): Promise<UploadView>;
  retry(id: string): Promise<UploadView>;
  remove(id: string): Promise<void>;
  /** `channelId`: only that channel's (an upload queued before any channel counts as every channel's). */
  clearFinished(channelId?: string): Promise<void>;
  pauseAll(): Promise<void>;
  resumeAll(): Promise<void>;
  /** Gives an upload saved without a channel (by an older version) the signed-in channel it goes to; it stays held. */
  assignChannel(id: string, channelId: string): Promise<UploadView>;
  move(id: string, toIndex: number): Promise<void>;
  getSettings(): UploadSettings;
  setSettings(patch: UploadSettingsPatch): Promise<UploadSettings>;
  /** What uploads without an altered content answer do; null until the creator chooses (they are held meanwhile). */
  getUnansweredSyntheticMedia(): UnansweredSyntheticMedia | null;
  /** Records the creator's choice; uploads held only for want of an answer go on unless it is "hold". */
  setUnansweredSyntheticMedia(choice: UnansweredSyntheticMedia): Promise<UnansweredSyntheticMedia>;
  categories(query: { regionCode?: string; hl?: string }): Promise<readonly VideoCategory[]>;
  /** Resolves once no upload runs and none is due to start (see Scheduler.whenIdle). */
  whenIdle(): Promise<void>;
}

export function createUploadService(options: UploadServiceOptions): UploadService {
  return new QueueService(options);
}

class QueueService implements UploadService {
  private readonly now: () => number;
  private readonly random: () => number;
  private readonly log: (message: string, error?: unknown) => void;
  private readonly store: QueueStore;
  private readonly transport: HttpTransport;
  private readonly protocol: ResumableProtocol;
  private readonly reporter: ProgressReporter;
  private readonly scheduler: Scheduler;
  private readonly categoryList: VideoCategories;
  private readonly attachments: AttachmentRunner;
  private readonly changes: QueueChangeLog;
  private queue = new UploadQueue();
  private settings: UploadSettings;
  private readonly unansweredChoice: UnansweredChoiceStore;
  private quotaResetAt: number | undefined;
  private quotaTimer: NodeJS.Timeout | undefined;
  private started = false;
  private stopped = false;
  private persistFailureReported = false;

  constructor(private readonly options: UploadServiceOptions) {
    this.now = options.now ?? Date.now;
    this.random = options.random ?? Math.random;
    this.log = options.log ?? ((message, error) => console.error(message, error));
    this.settings = { ...DEFAULT_UPLOAD_SETTINGS, ...options.settings };
    this.unansweredChoice = options.unansweredChoice ?? choiceInMemory();
    this.store = new QueueStore(options.dataDir, this.now);
    this.transport = new HttpTransport({
      idleTimeoutMs: options.idleTimeoutMs ?? 60_000,
      ...(options.pacer ? { pacer: options.pacer } : {}),
    });
    this.protocol = new ResumableProtocol(this.transport, this.now);
    this.reporter = new ProgressReporter(
      (progress) => options.events.emit('uploads.progress', progress),
      (id) => this.queue.get(id),
      this.now,
      options.progressIntervalMs ?? 200,
    );
    this.changes = new QueueChangeLog({
      records: () => this.queue.list(),
      view: (record) => this.toView(record),
      settings: () => ({ settings: this.settings, quotaResetAt: this.quotaResetAt }),
      emit: (change) => options.events.emit('uploads.changed', change),
    });
    this.scheduler = new Scheduler({
      // The concurrency setting is per channel: each channel's uploads run beside the others' (issue 21).
      concurrency: () => this.settings.concurrency * this.channelsWithWork(),
      next: (running) =>
        this.queue.next(running, (record) => this.mayStart(record) && this.channelHasRoom(record, running)),
      run: (record, signal) => this.run(record.id, signal),
      onUnexpectedError: (id, error) => this.failUnexpectedly(id, error),
    });
    const platform =
      options.attachmentPlatform ??
      lazyPlatformAttachments({
        endpoints: options.endpoints,
        tokens: options.tokens,
        ...(options.dataApiObserver ? { observer: options.dataApiObserver } : {}),
      });
    // One platform per channel, so a step carries its upload's channel token (and is booked for it).
    const platforms = new Map<string, AttachmentPlatform>();
    const platformOf = (record: UploadRecord): AttachmentPlatform => {
      const channels = options.channels;
      if (options.attachmentPlatform || !channels || record.channelId === undefined) return platform;
      const channelId = record.channelId;
      let found = platforms.get(channelId);
      if (!found) {
        found = lazyPlatformAttachments({
          endpoints: options.endpoints,
          tokens: channels.tokensFor(channelId),
          observer: channels.observerFor(channelId),
        });
        platforms.set(channelId, found);
      }
      return found;
    };
    this.attachments = new AttachmentRunner({
      platform: platformOf,
      records: () => this.queue.list(),
      save: async (id, steps) => {
        if (!this.queue.get(id)) return;
        this.queue.update(id, { steps });
        await this.persist();
      },
      checkImage: (step) => checkFingerprint(step.file),
      changed: (id) => this.changes.touch(id),
      stepDone: async (id, step) => {
        const record = this.queue.get(id);
        if (step.kind !== 'playlist' && step.source.kind === 'staged' && record)
          await this.reclaimStagedId(step.source.stagingId);
      },
      now: this.now,
      log: this.log,
    });
    this.categoryList = new VideoCategories(
      () => loadDataApiClient(() => options.endpoints().dataApiBaseUrl, options.tokens, options.dataApiObserver),
      () => options.endpoints().dataApiBaseUrl,
      this.now,
    );
  }

  // ----- lifecycle -----

  async start(): Promise<void> {
    if (this.started) return;
    this.started = true;
    const loaded = await this.store.load();
    for (const problem of loaded.problems) this.notice('warning', problem);
    if (loaded.settings) this.settings = loaded.settings;
    this.quotaResetAt =
      loaded.quotaResetAt !== undefined && loaded.quotaResetAt > this.now() ? loaded.quotaResetAt : undefined;
    this.queue = new UploadQueue(
      loaded.uploads.map((record) => heldForChannel(this.afterRestart(record), this.channelsInUse)),
    );
    const kept = await this.adoptUnclaimedStaging();
    for (const record of this.queue.list()) {
      if (isUnfinished(record.state)) await this.refuseIfFileChanged(record.id);
    }
    const inUse = new Set([...kept, ...this.queue.list().flatMap((record) => this.stagedIdsInUse(record))]);
    await this.options.staging
      .reclaimStale(inUse)
      .catch((error: unknown) => this.log('could not reclaim stale staged files', error));
    await this.persist();
    this.changes.everythingChanged();
    this.armQuotaTimer();
    this.scheduler.pump();
    this.attachments.pump();
  }

  /**
   * A staged copy that no upload claims was dropped by the user and then lost: its record was in a damaged queue,
   * or the page closed before queuing it. A whole one is queued again, paused for review; a partial one cannot be
   * uploaded, so it is named to the user and kept this time. Answers the ids kept without an upload.
   */
  private async adoptUnclaimedStaging(): Promise<string[]> {
    // A staged thumbnail is claimed too: it is not a video the user lost.
    const claimed = new Set(
      this.queue
        .list()
        .flatMap((record) => [
          ...(record.source.kind === 'staged' ? [record.source.stagingId] : []),
          ...stagedAttachmentIds(record.steps),
        ]),
    );
    const entries = await this.options.staging.list().catch((error: unknown) => {
      this.log('could not list the staged files', error);
      return [];
    });
    const adopted: UploadRecord[] = [];
    const partial: string[] = [];
    const refused: string[] = [];
    for (const entry of entries) {
      if (claimed.has(entry.id)) continue;
      if (!entry.complete) {
        partial.push(entry.id);
        refused.push(`"${entry.name}" (${entry.size} of ${entry.declaredSize} bytes arrived)`);
        continue;
      }
      const result = await examineFile(
        { source: { kind: 'staged', stagingId: entry.id } },
        this.options.staging,
        this.now(),
      );
      if (result.ok) {
        adopted.push({ ...result.record, fileName: entry.name, state: 'paused', notice: ADOPTED_NOTICE });
      } else {
        await this.options.staging.reclaim(entry.id);
        refused.push(`"${entry.name}" (${result.refused.reason})`);
      }
    }
    if (adopted.length > 0) {
      this.queue.add(adopted);
      this.notice(
        'warning',
        `Found files copied for upload that were not in the upload list; they were added back, paused for review: ${adopted.map((record) => `"${record.fileName}"`).join(', ')}.`,
      );
    }
    if (refused.length > 0) {
      this.notice(
        'warning',
        `Files copied for upload that were not in the upload list could not be added back: ${refused.join(', ')}. Add them again.`,
      );
    }
    return partial;
  }

  async stop(): Promise<void> {
    if (this.stopped) return;
    this.stopped = true;
    if (this.quotaTimer) clearTimeout(this.quotaTimer);
    // Aborted runs keep their state and session; the next start resumes them from the server's offset. An aborted
    // attachment step stays pending and is done (or checked, for a playlist) at the next start.
    await Promise.all([this.scheduler.stop(), this.attachments.stop()]);
    this.reporter.dispose();
    this.changes.stop();
    await this.persist();
    await this.store.flush();
    this.transport.close();
  }

  private get channelsInUse(): boolean {
    return this.options.channels !== undefined;
  }

  async assignChannel(id: string, channelId: string): Promise<UploadView> {
    const record = this.queue.require(id);
    if (!channelUnknown(record, this.channelsInUse))
      throw new DeskError('invalid-input', `"${record.fileName}" already goes to a channel.`);
    if (!this.options.channels?.signedIn(channelId))
      throw new DeskError('not-signed-in', 'That channel is not signed in here; add it on Accounts first.');
    this.queue.update(id, {
      channelId,
      ...(record.notice === CHANNEL_UNKNOWN_NOTICE ? { notice: undefined } : {}),
    });
    await this.persist();
    this.changes.touch(id);
    return this.view(id);
  }

  /** An upload that was mid-flight when the app stopped goes back to the queue; it resumes with a status check. */
  private afterRestart(record: UploadRecord): UploadRecord {
    const requeue = isActive(record.state) || (record.state === 'waiting-quota' && this.quotaResetAt === undefined);
    if (!requeue) return record;
    const { nextAttemptAt: _dropped, ...rest } = record;
    return { ...rest, state: 'queued' };
  }

  // ----- reading -----

  page(request: PageRequest): QueuePage {
    this.changes.flush();
    return queuePage(
      {
        records: this.queue.list(),
        revision: this.changes.revision,
        settings: this.settings,
        quotaResetAt: this.quotaResetAt,
      },
      request,
      (record) => this.toView(record),
    );
  }

  snapshot(): QueueSnapshot {
    return {
      uploads: this.queue.list().map((record) => this.toView(record)),
      settings: { ...this.settings },
      ...(this.quotaResetAt !== undefined ? { quotaResetAt: this.quotaResetAt } : {}),
    };
  }

  view(id: string): UploadView {
    return this.toView(this.queue.require(id));
  }

  private toView(record: UploadRecord): UploadView {
    const running = this.attachments.running();
    const view = toView(record, running?.uploadId === record.id ? running.stepId : undefined);
    return channelUnknown(record, this.channelsInUse) && record.state !== 'done'
      ? { ...view, channelUnknown: true }
      : view;
  }

  usesStagedFile(stagingId: string): boolean {
    return this.queue.list().some((record) => this.stagedIdsInUse(record).includes(stagingId));
  }

  queuedFiles(): readonly QueuedFile[] {
    return this.queue.list().map((record) => ({ uploadId: record.id, state: record.state, file: record.file }));
  }

  /** The staged files an upload may still read: its video until it is done, its thumbnail and captions until their steps are. */
  private stagedIdsInUse(record: UploadRecord): string[] {
    if (record.state === 'cancelled') return [];
    return [
      ...(record.source.kind === 'staged' && record.state !== 'done' ? [record.source.stagingId] : []),
      ...stagedAttachmentsInUse(record.steps),
    ];
  }

  getSettings(): UploadSettings {
    return { ...this.settings };
  }

  categories(query: { regionCode?: string; hl?: string }): Promise<readonly VideoCategory[]> {
    return this.categoryList.list(query);
  }

  async whenIdle(): Promise<void> {
    // A finished upload starts its attachment steps before the scheduler reports idle, so one pass is enough.
    await this.scheduler.whenIdle();
    await this.attachments.whenIdle();
  }

  // ----- changing the queue -----

  async enqueue(
    files: readonly IntakeRequest[],
    options: { hold?: boolean; channelId?: string } = {},
  ): Promise<EnqueueResult> {
    this.assertRunning();
    const channelId = options.channelId ?? this.options.channels?.chosen();
    if (options.channelId !== undefined && !this.options.channels?.signedIn(options.channelId)) {
      throw new DeskError('not-signed-in', 'That channel is not signed in here; add it on Accounts first.');
    }
    const accepted: UploadRecord[] = [];
    const refused: RefusedFile[] = [];
    const stagedIds = new Set(
      this.queue.list().flatMap((record) => (record.source.kind === 'staged' ? [record.source.stagingId] : [])),
    );
    for (const file of files) {
      if (file.source.kind === 'staged') {
        if (stagedIds.has(file.source.stagingId)) {
          refused.push({ name: 'The dropped file', reason: 'This dropped file is already in the upload list.' });
          continue;
        }
        stagedIds.add(file.source.stagingId);
      }
      const result = await examineFile(file, this.options.staging, this.now());
      if (result.ok) {
        let record: UploadRecord = options.hold ? { ...result.record, state: 'paused' } : result.record;
        if (channelId !== undefined) record = { ...record, channelId };
        if (file.attachments) {
          // A refused file does not cost the video its place in the queue: it is queued, and the file named.
          const attached = await attachWhatCan(file.attachments, this.options.staging);
          record = { ...record, steps: attached.steps };
          for (const refusal of attached.refusals) refused.push({ name: refusal.fileName, reason: refusal.message });
          const kept = stagedAttachmentIds(attached.steps);
          for (const stagingId of stagedSourcesOf(file.attachments))
            if (!kept.includes(stagingId)) await this.reclaimStagedId(stagingId);
        }
        accepted.push(record);
      } else {
        refused.push(result.refused);
        // Nothing will ever read a refused staged file.
        if (file.source.kind === 'staged') await this.options.staging.reclaim(file.source.stagingId);
      }
    }
    if (accepted.length > 0) {
      this.queue.add(accepted);
      await this.persist();
      for (const record of accepted) this.changes.touch(record.id);
      this.scheduler.pump();
    }
    return { accepted: accepted.map((record) => this.toView(this.queue.get(record.id) ?? record)), refused };
  }

  async updateMetadata(id: string, metadata: VideoMetadata, attachments?: AttachmentsInput): Promise<UploadView> {
    const record = this.queue.require(id);
    if (!canEditMetadata(record)) {
      throw new DeskError(
        'metadata-locked',
        `The details of "${record.fileName}" were sent to the platform when its upload started; change them on the platform instead.`,
      );
    }
    if (attachments) await this.replaceAttachments(record, attachments);
    this.queue.update(id, { metadata: copyMetadata(metadata) });
    await this.persist();
    this.changes.touch(id);
    return this.view(id);
  }

  async setAttachments(id: string, attachments: AttachmentsInput): Promise<UploadView> {
    const record = this.queue.require(id);
    await this.replaceAttachments(record, attachments);
    await this.persist();
    this.changes.touch(id);
    this.attachments.pump();
    return this.view(id);
  }

  /** Replaces what is still to do; a done step happened on the platform and stays. */
  private async replaceAttachments(record: UploadRecord, attachments: AttachmentsInput): Promise<void> {
    if (record.state === 'cancelled') {
      throw new DeskError(
        'upload-finished',
        `"${record.fileName}" was cancelled; retry it before changing what it adds.`,
      );
    }
    const running = this.attachments.running();
    if (running?.uploadId === record.id) await this.attachments.abort(record.id);
    const current = this.queue.require(record.id);
    let steps: AttachmentStep[];
    try {
      steps = await applyAttachments(current.steps, attachments, this.options.staging);
    } catch (error) {
      // Nothing will ever read a refused staged file.
      for (const stagingId of stagedSourcesOf(attachments)) await this.reclaimStagedId(stagingId);
      if (error instanceof AttachmentRefusal)
        throw new DeskError(error.field === 'thumbnail' ? 'invalid-image' : 'invalid-caption', error.message);
      throw error;
    }
    const before = stagedAttachmentIds(current.steps);
    const after = new Set(stagedAttachmentIds(steps));
    this.queue.update(record.id, { steps });
    for (const stagingId of before) if (!after.has(stagingId)) await this.reclaimStagedId(stagingId);
  }

  async retryStep(id: string, step: string): Promise<UploadView> {
    const record = this.queue.require(id);
    const found = record.steps?.find((entry) => stepId(entry) === step);
    if (!found) throw new DeskError('not-found', `That step is no longer part of the upload of "${record.fileName}".`);
    if (found.state !== 'failed') {
      throw new DeskError('not-failed', `That step of "${record.fileName}" has not failed; there is nothing to retry.`);
    }
    this.queue.update(id, { steps: replaceStep(record.steps ?? [], step, markPending) });
    await this.persist();
    this.changes.touch(id);
    this.attachments.pump();
    return this.view(id);
  }

  async pause(id: string): Promise<UploadView> {
    const record = this.queue.require(id);
    if (record.state === 'paused') return this.toView(record);
    if (!isUnfinished(record.state)) throw this.finishedError(record, 'paused');
    await this.pauseAndLearnOffset(id);
    await this.persist();
    return this.view(id);
  }

  /**
   * Stops the run, then asks the host what it kept of the chunk that was cut, so the paused row shows what the server
   * holds. The row keeps its last figures meanwhile (no flash of the older offset): the state is told with the answer.
   */
  private async pauseAndLearnOffset(id: string): Promise<void> {
    this.reporter.hold(id);
    this.queue.update(id, { state: 'paused', nextAttemptAt: undefined });
    try {
      await this.scheduler.abort(id);
      const record = this.queue.get(id);
      if (!record || record.state !== 'paused') return;
      const stored = await serverOffsetOf(record, this.protocol, this.tokensOf(record));
      if (stored !== undefined && this.queue.get(id)?.state === 'paused')
        this.queue.update(id, { bytesConfirmed: stored });
    } finally {
      if (this.queue.get(id)) {
        this.reporter.changed(id);
        this.changes.touch(id);
      }
    }
  }

  async resume(id: string): Promise<UploadView> {
    const record = this.queue.require(id);
    if (record.state === 'queued' || isActive(record.state)) return this.toView(record);
    if (channelUnknown(record, this.channelsInUse)) throw channelUnknownError(record);
    if (record.state !== 'paused' && record.state !== 'waiting-quota') {
      throw new DeskError('not-paused', `"${record.fileName}" is not paused; use Retry to upload it again.`);
    }
    if (record.state === 'waiting-quota') this.clearQuotaWait();
    this.setState(id, { state: 'queued', nextAttemptAt: undefined, error: undefined });
    await this.persist();
    this.scheduler.pump();
    return this.view(id);
  }

  async cancel(id: string): Promise<UploadView> {
    const record = this.queue.require(id);
    if (record.state === 'cancelled') return this.toView(record);
    if (!isUnfinished(record.state)) throw this.finishedError(record, 'cancelled');
    // The session is abandoned: the platform expires it, and no video is created from a partial file.
    this.setState(id, {
      state: 'cancelled',
      session: undefined,
      bytesConfirmed: 0,
      nextAttemptAt: undefined,
      finishedAt: this.now(),
    });
    await this.scheduler.abort(id);
    await this.reclaimStaging(this.queue.require(id));
    await this.persist();
    return this.view(id);
  }

  async retry(id: string): Promise<UploadView> {
    const record = this.queue.require(id);
    if (record.state !== 'failed' && record.state !== 'cancelled') {
      throw new DeskError('not-failed', `"${record.fileName}" has not failed; there is nothing to retry.`);
    }
    if (channelUnknown(record, this.channelsInUse)) throw channelUnknownError(record);
    const check = await checkVideoFile(record.file.path, record.fileName);
    if (!check.ok) {
      const reason =
        record.source.kind === 'staged' ? `${record.fileName} is no longer staged; add the file again.` : check.reason;
      throw new DeskError('file-unavailable', reason);
    }
    const fingerprint = await fingerprintFile(record.file.path);
    const same = sameFingerprint(fingerprint, record.file);
    // The user asked for this file as it is now: a changed file starts a new session from byte 0.
    const patch: RecordPatch = same
      ? {}
      : { file: fingerprint, mimeType: check.mimeType, session: undefined, bytesConfirmed: 0 };
    this.setState(id, {
      ...patch,
      state: 'queued',
      error: undefined,
      notice: undefined,
      finishedAt: undefined,
      nextAttemptAt: undefined,
    });
    await this.persist();
    this.scheduler.pump();
    return this.view(id);
  }

  async remove(id: string): Promise<void> {
    const record = this.queue.require(id);
    if (isUnfinished(record.state)) {
      throw new DeskError('upload-unfinished', `"${record.fileName}" is still in the queue; cancel it first.`);
    }
    await this.attachments.abort(id);
    this.queue.remove(id);
    this.reporter.forget(id);
    this.changes.remove(id);
    await this.reclaimStaging(record);
    await this.persist();
  }

  async clearFinished(channelId?: string): Promise<void> {
    for (const record of [...this.queue.list()]) {
      if (channelId !== undefined && record.channelId !== undefined && record.channelId !== channelId) continue;
      // A done upload with attachment steps still to do (or failed, waiting for Retry) is not finished yet.
      if ((record.state === 'done' && allStepsDone(record.steps)) || record.state === 'cancelled') {
        this.queue.remove(record.id);
        this.reporter.forget(record.id);
        this.changes.remove(record.id);
        await this.reclaimStaging(record);
      }
    }
    await this.persist();
  }

  async pauseAll(): Promise<void> {
    const toPause = this.queue.list().filter((record) => isUnfinished(record.state) && record.state !== 'paused');
    // Only running uploads can have a chunk cut; the others are paused at once without asking the host.
    const running = toPause.filter((record) => record.session !== undefined && isActive(record.state));
    const cut = new Set(running);
    for (const record of toPause)
      if (!cut.has(record)) this.setState(record.id, { state: 'paused', nextAttemptAt: undefined });
    await Promise.all(running.map((record) => this.pauseAndLearnOffset(record.id)));
    await this.persist();
  }

  async resumeAll(): Promise<void> {
    for (const record of this.queue.list()) {
      if (record.state === 'paused' && !channelUnknown(record, this.channelsInUse))
        this.setState(record.id, { state: 'queued', error: undefined });
    }
    await this.persist();
    this.scheduler.pump();
  }

  async move(id: string, toIndex: number): Promise<void> {
    this.queue.move(id, toIndex);
    this.changes.touch(id);
    await this.persist();
    this.scheduler.pump();
  }

  getUnansweredSyntheticMedia(): UnansweredSyntheticMedia | null {
    return this.unansweredChoice.read() ?? null;
  }

  async setUnansweredSyntheticMedia(choice: UnansweredSyntheticMedia): Promise<UnansweredSyntheticMedia> {
    this.unansweredChoice.write(choice);
    // Uploads held only for want of an answer go on once the creator chose to send them with one.
    if (choice !== 'hold') {
      for (const record of this.queue.list()) {
        if (record.state === 'paused' && record.error?.code === DISCLOSURE_UNANSWERED) {
          this.setState(record.id, { state: 'queued', error: undefined });
        }
      }
      await this.persist();
      this.scheduler.pump();
    }
    return choice;
  }

  async setSettings(patch: UploadSettingsPatch): Promise<UploadSettings> {
    const next = { ...this.settings, ...withoutUndefined(patch) };
    const checked = uploadSettingsFileSchema.safeParse(next);
    if (!checked.success || next.retryBaseMs > next.retryCapMs) {
      throw new DeskError(
        'invalid-settings',
        'These upload settings do not fit together (the retry base delay cannot exceed its cap).',
      );
    }
    this.settings = checked.data;
    await this.persist();
    this.changes.settingsChanged();
    // More concurrency takes effect now; a new chunk size applies to the next upload that starts.
    this.scheduler.pump();
    return this.getSettings();
  }

  // ----- running uploads -----

  /** How many channels have uploads in the queue (at least 1): the scheduler's room is the setting for each. */
  private channelsWithWork(): number {
    const channels = new Set(this.queue.list().map((record) => record.channelId));
    return Math.max(1, channels.size);
  }

  /** Whether `record`'s channel runs fewer uploads than the concurrency setting. */
  private channelHasRoom(record: UploadRecord, running: ReadonlySet<string>): boolean {
    let busy = 0;
    for (const id of running) if (this.queue.get(id)?.channelId === record.channelId) busy += 1;
    return busy < this.settings.concurrency;
  }

  /** Quota is spent when a session starts; an upload that already has one may go on while the quota is out. */
  private mayStart(record: UploadRecord): boolean {
    if (channelUnknown(record, this.channelsInUse)) return false;
    return this.quotaResetAt === undefined || record.session !== undefined;
  }

  private async run(id: string, signal: AbortSignal): Promise<void> {
    if (!(await this.refuseIfFileChanged(id)) || signal.aborted) return;
    const record = this.answeredOrHeld(this.queue.require(id));
    if (!record || record.state !== 'queued') return;
    const endpoints = this.options.endpoints();
    this.setState(id, { state: record.session ? 'uploading' : 'starting', nextAttemptAt: undefined, error: undefined });
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
        chunkSize: chunkSizeFor(record.file.size, this.settings.chunkSize),
        baseMs: this.settings.retryBaseMs,
        capMs: this.settings.retryCapMs,
        maxAttemptsWithoutProgress: this.settings.maxAttemptsWithoutProgress,
      },
      {
        protocol: this.protocol,
        tokens: this.tokensOf(record),
        uploadBaseUrl: endpoints.uploadBaseUrl,
        now: this.now,
        random: this.random,
      },
      this.listenerFor(id, signal),
      signal,
    );
    await this.settle(id, outcome, signal);
  }

  /** The upload's own channel's tokens: never the chosen channel's for an upload of another. */
  private tokensOf(record: UploadRecord): AccessTokenProvider {
    const channels = this.options.channels;
    return channels && record.channelId !== undefined ? channels.tokensFor(record.channelId) : this.options.tokens;
  }

  private observerOf(id: string): DataApiObserver | undefined {
    const channelId = this.queue.get(id)?.channelId;
    const channels = this.options.channels;
    return channels && channelId !== undefined ? channels.observerFor(channelId) : this.options.dataApiObserver;
  }

  private listenerFor(id: string, signal: AbortSignal): RunnerListener {
    // Once the user paused or cancelled (which aborts), late reports of the run must not overwrite that state.
    const live = (): boolean => !signal.aborted && this.queue.get(id) !== undefined;
    return {
      starting: () => {
        if (live()) this.setState(id, { state: 'starting', nextAttemptAt: undefined });
      },
      uploading: () => {
        if (live()) this.setState(id, { state: 'uploading', nextAttemptAt: undefined, error: undefined });
      },
      retrying: (nextAttemptAt, failure) => {
        if (live()) this.setState(id, { state: 'retrying', nextAttemptAt, error: failure.toError() });
      },
      sessionStarted: async (session) => {
        // The platform charged videos.insert when it opened the session, whatever becomes of the upload.
        this.observerOf(id)?.called({ verb: 'POST', path: '/upload/youtube/v3/videos', status: 200 });
        if (!live()) return;
        this.queue.update(id, { session, bytesConfirmed: 0 });
        await this.persist();
      },
      sessionDropped: async () => {
        if (!live()) return;
        this.queue.update(id, { session: undefined, bytesConfirmed: 0 });
        this.reporter.changed(id);
        await this.persist();
      },
      confirmed: (bytes) => {
        if (!live()) return;
        this.queue.update(id, { bytesConfirmed: bytes });
        this.reporter.confirmed(id);
        void this.persist();
      },
      sending: (position) => {
        if (live()) this.reporter.sending(id, position);
      },
      notice: (message) => {
        if (!live()) return;
        this.queue.update(id, { notice: message });
        this.notice('info', message);
        this.changes.touch(id);
        void this.persist();
      },
    };
  }

  private async settle(id: string, outcome: RunOutcome, signal: AbortSignal): Promise<void> {
    const record = this.queue.get(id);
    if (!record) return;
    if (outcome.kind === 'done') {
      // Even if the user cancelled in the last instant, the video exists: record it so it is never uploaded again.
      this.setState(id, {
        state: 'done',
        videoId: outcome.video.id,
        ...privacyOnPlatform(outcome.video.resource),
        bytesConfirmed: record.file.size,
        error: undefined,
        nextAttemptAt: undefined,
        finishedAt: this.now(),
      });
      await this.persist();
      await this.reclaimStaging(this.queue.require(id));
      this.attachments.pump();
      return;
    }
    if (signal.aborted || outcome.kind === 'aborted') return;
    if (outcome.kind === 'failed') {
      this.setState(id, {
        state: 'failed',
        error: outcome.error,
        nextAttemptAt: undefined,
        finishedAt: this.now(),
        ...(outcome.keepSession ? {} : { session: undefined, bytesConfirmed: 0 }),
      });
      await this.persist();
      return;
    }
    const resetAt = nextQuotaReset(this.now());
    this.quotaResetAt = resetAt;
    const when = new Date(resetAt).toISOString();
    this.setState(id, {
      state: 'waiting-quota',
      nextAttemptAt: resetAt,
      error: {
        code: 'quota-exceeded',
        message: `The project's uploads for today are used up (its uploads quota bucket); uploads continue when it resets at midnight Pacific time (${when}).`,
        reason: 'quotaExceeded',
      },
    });
    this.notice(
      'warning',
      `The project's daily upload quota is used up. New uploads wait until it resets at midnight Pacific time (${when}).`,
    );
    this.armQuotaTimer();
    await this.persist();
  }

  private armQuotaTimer(): void {
    if (this.quotaTimer) clearTimeout(this.quotaTimer);
    this.quotaTimer = undefined;
    if (this.quotaResetAt === undefined || this.stopped) return;
    this.quotaTimer = setTimeout(() => this.clearQuotaWait(), Math.max(0, this.quotaResetAt - this.now()));
    this.quotaTimer.unref?.();
  }

  /** The quota reset (or the user asked to try now): waiting uploads go back to the queue in their place. */
  private clearQuotaWait(): void {
    this.quotaResetAt = undefined;
    if (this.quotaTimer) clearTimeout(this.quotaTimer);
    this.quotaTimer = undefined;
    for (const record of this.queue.list()) {
      if (record.state === 'waiting-quota')
        this.setState(record.id, { state: 'queued', nextAttemptAt: undefined, error: undefined });
    }
    void this.persist();
    this.changes.settingsChanged();
    this.scheduler.pump();
  }

  /**
   * The upload with its answer to the altered or synthetic content question, before its session starts (the
   * session start sends the metadata): its own answer, else the one the creator's setting gives, recorded so the
   * queue shows what was sent. Without either it is held (paused, with the reason) and undefined is answered.
   */
  private answeredOrHeld(record: UploadRecord): UploadRecord | undefined {
    if (record.session || record.state !== 'queued') return record;
    const decision = disclosureFor(record.metadata, this.unansweredChoice.read(), record.fileName);
    if (decision.kind === 'send') {
      if (decision.metadata === record.metadata) return record;
      this.queue.update(record.id, { metadata: copyOfMetadata(decision.metadata) });
      return this.queue.require(record.id);
    }
    this.setState(record.id, {
      state: 'paused',
      nextAttemptAt: undefined,
      error: { code: DISCLOSURE_UNANSWERED, message: decision.message },
    });
    void this.persist();
    return undefined;
  }

  /** Checks the file of an unfinished upload against its fingerprint; marks it failed (and says why) if it changed. */
  private async refuseIfFileChanged(id: string): Promise<boolean> {
    const record = this.queue.require(id);
    const check = await checkFingerprint(record.file);
    if (check.kind === 'same') return true;
    const current = this.queue.get(id);
    if (!current || !isUnfinished(current.state)) return false;
    const error =
      check.kind === 'missing'
        ? {
            code: 'file-missing' as const,
            message: `${record.fileName} is no longer there (moved or deleted), so its upload cannot continue.`,
          }
        : {
            code: 'file-changed' as const,
            message: `${record.fileName} changed since it was queued (${check.what}); it is not resumed, to avoid uploading a mix of two files. Retry uploads it again from the start.`,
          };
    this.setState(id, {
      state: 'failed',
      error,
      session: undefined,
      bytesConfirmed: 0,
      nextAttemptAt: undefined,
      finishedAt: this.now(),
    });
    this.notice('warning', error.message);
    await this.persist();
    return false;
  }

  private failUnexpectedly(id: string, error: unknown): void {
    this.log(`upload ${id} failed unexpectedly`, error);
    const record = this.queue.get(id);
    if (!record || !isActive(record.state)) return;
    this.setState(id, {
      state: 'failed',
      error: {
        code: 'internal',
        message:
          'Something went wrong inside Channel Desk. Retry continues the upload where it stopped; details are in the log.',
      },
      finishedAt: this.now(),
    });
    void this.persist();
  }

  // ----- plumbing -----

  private setState(id: string, patch: RecordPatch): UploadRecord {
    const before = this.queue.require(id);
    const after = this.queue.update(id, patch);
    this.reporter.changed(id);
    if (before.state !== after.state) this.changes.touch(id);
    return after;
  }

  private persist(): Promise<void> {
    return this.store
      .save({
        uploads: this.queue.list(),
        settings: this.settings,
        ...(this.quotaResetAt !== undefined ? { quotaResetAt: this.quotaResetAt } : {}),
      })
      .then(
        () => {
          this.persistFailureReported = false;
        },
        (error: unknown) => {
          this.log('could not save the upload queue', error);
          if (!this.persistFailureReported) {
            this.persistFailureReported = true;
            this.notice(
              'error',
              'The upload queue could not be saved to disk; if Channel Desk stops now, recent changes to it are lost. Check free disk space.',
            );
          }
        },
      );
  }

  private notice(level: 'info' | 'warning' | 'error', message: string): void {
    this.options.events.emit('app.notice', { level, message });
  }

  /** Reclaims the staged files of `record` that nothing needs any more (its thumbnail once its step is done). */
  private async reclaimStaging(record: UploadRecord): Promise<void> {
    const inUse = this.stagedIdsInUse(record);
    const staged = [
      ...(record.source.kind === 'staged' ? [record.source.stagingId] : []),
      ...stagedAttachmentIds(record.steps),
    ];
    const removed = this.queue.get(record.id) === undefined;
    for (const stagingId of staged) if (removed || !inUse.includes(stagingId)) await this.reclaimStagedId(stagingId);
  }

  private async reclaimStagedId(stagingId: string): Promise<void> {
    await this.options.staging
      .reclaim(stagingId)
      .catch((error: unknown) => this.log('could not reclaim a staged file', error));
  }

  private finishedError(record: UploadRecord, wanted: string): DeskError {
    return new DeskError('upload-finished', `"${record.fileName}" is already ${record.state}; it cannot be ${wanted}.`);
  }

  private assertRunning(): void {
    if (!this.started || this.stopped)
      throw new DeskError('uploads-not-ready', 'The upload queue is not running yet; try again in a moment.');
  }
}

const ADOPTED_NOTICE =
  'Found in the copies made for upload but missing from the upload list: check its details before resuming.';

function withoutUndefined<T extends object>(value: T): Partial<T> {
  return Object.fromEntries(Object.entries(value).filter(([, entry]) => entry !== undefined)) as Partial<T>;
}

/** The created video's privacy as the platform set it; absent when the answer did not include the status part. */
function privacyOnPlatform(resource: Record<string, unknown>): Pick<UploadRecord, 'privacyOnPlatform'> {
  const status = resource.status as { privacyStatus?: unknown } | undefined;
  const privacy = status?.privacyStatus;
  return privacy === 'public' || privacy === 'unlisted' || privacy === 'private' ? { privacyOnPlatform: privacy } : {};
}
