// The upload queue as a service: the composition root builds it, the contract's handlers call it. This file puts it
// together: the queue's state (queue/queue-state.ts), the engine that runs it (engine/upload-engine.ts), the
// commands that change it (queue-commands.ts), the staging adoption at start (intake/staging-adoption.ts) and the
// attachment steps after each video; what the service itself does is start, stop and read.
import type { EnqueueResult, VideoCategory } from '../../shared/ipc/uploads';
import type { UploadSettingsPatch } from '../../shared/uploads/upload-settings';
import type { AttachmentsInput } from '../../shared/uploads/upload-attachments';
import type { QueuePage, UploadSettings, UploadView } from '../../shared/uploads/upload-view';
import type { UnansweredSyntheticMedia } from '../../shared/uploads/synthetic-media';
import type { VideoMetadata } from '../../shared/uploads/video-metadata';
import { DeskError } from '../ipc/desk-error';
import type { EventSink } from '../ipc/handlers';
import type { AccessTokenProvider, ServiceEndpoints } from '../platform/access-token-provider';
import type { DataApiObserver } from '../platform/data-api-client';
import type { StagingArea } from '../files/staging-area';
import { checkFingerprint, type FileFingerprint } from '../files/file-fingerprint';
import { AttachmentRunner, type AttachmentPlatform } from './attachments/attachment-runner';
import { lazyPlatformAttachments, loadDataApiClient } from './attachments/lazy-platform';
import { HttpTransport } from './engine/http-transport';
import { ProgressReporter } from './engine/progress-reporter';
import { ResumableProtocol, type ProtocolRequests } from './engine/resumable-protocol';
import { Scheduler } from './engine/scheduler';
import type { Pacer } from './engine/token-bucket';
import { UploadEngine, type ChannelCredentials } from './engine/upload-engine';
import type { IntakeRequest } from './intake/file-intake';
import { adoptUnclaimedStaging } from './intake/staging-adoption';
import { heldForChannel } from './queue/channel-unknown';
import { QueueChangeLog } from './queue/queue-change-log';
import { queuePage, type PageRequest } from './queue/queue-page';
import { QueueState } from './queue/queue-state';
import { QueueStore } from './queue/queue-store';
import { UploadQueue } from './queue/upload-queue';
import type { UploadRecord } from './queue/upload-record';
import { isUnfinished } from './queue/upload-states';
import { QueueCommands, type UnansweredChoiceStore } from './queue-commands';
import { VideoCategories } from './video-categories';
import { QUEUE_REFUSALS } from './queue/queue-messages';
import { say } from '../language/say';

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
  /** The resumable protocol's three requests (the queue benchmark puts a fake here); by default over Node's http. */
  readonly protocol?: ProtocolRequests;
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

export type { UnansweredChoiceStore } from './queue-commands';

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
  const now = options.now ?? Date.now;
  const log = options.log ?? ((message: string, error?: unknown) => console.error(message, error));
  const unansweredChoice = options.unansweredChoice ?? choiceInMemory();
  const credentials = channelCredentials(options);
  const store = new QueueStore(options.dataDir, now);
  const transport = new HttpTransport({
    idleTimeoutMs: options.idleTimeoutMs ?? 60_000,
    ...(options.pacer ? { pacer: options.pacer } : {}),
  });
  const reporter: ProgressReporter = new ProgressReporter(
    (progress) => options.events.emit('uploads.progress', progress),
    (id) => queueState.queue.get(id),
    now,
    options.progressIntervalMs ?? 200,
  );
  const changes: QueueChangeLog = new QueueChangeLog({
    records: () => queueState.queue.list(),
    view: (record) => queueState.toView(record),
    settings: () => ({ settings: queueState.settings, quotaResetAt: queueState.quotaResetAt }),
    emit: (change) => options.events.emit('uploads.changed', change),
  });
  const attachments: AttachmentRunner = new AttachmentRunner({
    platform: attachmentPlatforms(options),
    records: () => queueState.queue.list(),
    save: async (id, steps) => {
      if (!queueState.queue.get(id)) return;
      queueState.queue.update(id, { steps });
      await queueState.persist();
    },
    checkImage: (step) => checkFingerprint(step.file),
    changed: (id) => changes.touch(id),
    stepDone: async (id, step) => {
      const record = queueState.queue.get(id);
      if (step.kind !== 'playlist' && step.source.kind === 'staged' && record)
        await queueState.reclaimStagedId(step.source.stagingId);
    },
    now,
    log,
  });
  const queueState: QueueState = new QueueState({
    store,
    changes,
    changed: (id) => reporter.changed(id),
    runningStep: () => attachments.running(),
    staging: options.staging,
    notice: (level, message, line) =>
      options.events.emit('app.notice', { level, message, ...(line !== undefined ? { line } : {}) }),
    log,
    channelsInUse: options.channels !== undefined,
    ...(options.settings ? { settings: options.settings } : {}),
  });
  const scheduler: Scheduler = new Scheduler({
    concurrency: () => engine.concurrency(),
    next: (running) => engine.next(running),
    run: (record, signal) => engine.run(record.id, signal),
    onUnexpectedError: (id, error) => engine.failUnexpectedly(id, error),
  });
  const engine: UploadEngine = new UploadEngine({
    state: queueState,
    scheduler,
    protocol: options.protocol ?? new ResumableProtocol(transport, now),
    reporter,
    credentials,
    endpoints: options.endpoints,
    unansweredChoice: () => unansweredChoice.read(),
    videoCreated: async (record) => {
      await queueState.reclaimStaging(record);
      attachments.pump();
    },
    now,
    random: options.random ?? Math.random,
  });
  const lifecycle = { started: false, stopped: false };
  const commands = new QueueCommands({
    state: queueState,
    engine,
    attachments,
    forget: (id) => reporter.forget(id),
    staging: options.staging,
    unansweredChoice,
    ...(options.channels ? { channels: options.channels } : {}),
    assertRunning: () => {
      if (!lifecycle.started || lifecycle.stopped)
        throw new DeskError('uploads-not-ready', say(QUEUE_REFUSALS.notRunning));
    },
    now,
  });
  const categories = new VideoCategories(
    () => loadDataApiClient(() => options.endpoints().dataApiBaseUrl, options.tokens, options.dataApiObserver),
    () => options.endpoints().dataApiBaseUrl,
    now,
  );
  return new QueueService({
    state: queueState,
    store,
    engine,
    commands,
    attachments,
    reporter,
    transport,
    categories,
    staging: options.staging,
    unansweredChoice,
    lifecycle,
    now,
  });
}

/** Each upload's own channel's tokens and quota observer; without channels, the default ones. */
function channelCredentials(options: UploadServiceOptions): ChannelCredentials {
  const channels = options.channels;
  return {
    tokensOf: (channelId) => (channels && channelId !== undefined ? channels.tokensFor(channelId) : options.tokens),
    observerOf: (channelId) =>
      channels && channelId !== undefined ? channels.observerFor(channelId) : options.dataApiObserver,
  };
}

/** One platform per channel, so a step carries its upload's channel token (and is booked for it). */
function attachmentPlatforms(options: UploadServiceOptions): (record: UploadRecord) => AttachmentPlatform {
  const platform =
    options.attachmentPlatform ??
    lazyPlatformAttachments({
      endpoints: options.endpoints,
      tokens: options.tokens,
      ...(options.dataApiObserver ? { observer: options.dataApiObserver } : {}),
    });
  const platforms = new Map<string, AttachmentPlatform>();
  return (record) => {
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
}

interface QueueServiceParts {
  readonly state: QueueState;
  readonly store: QueueStore;
  readonly engine: UploadEngine;
  readonly commands: QueueCommands;
  readonly attachments: AttachmentRunner;
  readonly reporter: ProgressReporter;
  readonly transport: HttpTransport;
  readonly categories: VideoCategories;
  readonly staging: StagingArea;
  readonly unansweredChoice: UnansweredChoiceStore;
  /** Shared with the commands, which refuse to enqueue before the start or after the stop. */
  readonly lifecycle: { started: boolean; stopped: boolean };
  readonly now: () => number;
}

/** Start, stop and the reads; every change is one of the commands'. */
class QueueService implements UploadService {
  constructor(private readonly parts: QueueServiceParts) {}

  async start(): Promise<void> {
    const { state, store, engine, staging, lifecycle } = this.parts;
    if (lifecycle.started) return;
    lifecycle.started = true;
    const loaded = await store.load();
    for (const problem of loaded.problems) state.notice('warning', problem);
    if (loaded.settings) state.settings = loaded.settings;
    state.quotaResetAt =
      loaded.quotaResetAt !== undefined && loaded.quotaResetAt > this.parts.now() ? loaded.quotaResetAt : undefined;
    state.queue = new UploadQueue(
      loaded.uploads.map((record) => heldForChannel(engine.afterRestart(record), state.channelsInUse)),
    );
    const kept = await adoptUnclaimedStaging(state, staging, this.parts.now());
    for (const record of state.queue.list()) {
      if (isUnfinished(record.state)) await engine.refuseIfFileChanged(record.id);
    }
    const inUse = new Set([...kept, ...state.queue.list().flatMap((record) => state.stagedIdsInUse(record))]);
    await staging
      .reclaimStale(inUse)
      .catch((error: unknown) => state.log('could not reclaim stale staged files', error));
    await state.persist();
    state.changes.everythingChanged();
    engine.armQuotaTimer();
    engine.pump();
    this.parts.attachments.pump();
  }

  async stop(): Promise<void> {
    const { state, store, engine, lifecycle } = this.parts;
    if (lifecycle.stopped) return;
    lifecycle.stopped = true;
    // An aborted attachment step stays pending and is done (or checked, for a playlist) at the next start.
    await Promise.all([engine.stop(), this.parts.attachments.stop()]);
    this.parts.reporter.dispose();
    state.changes.stop();
    await state.persist();
    await store.flush();
    this.parts.transport.close();
  }

  // ----- reading -----

  page(request: PageRequest): QueuePage {
    const { state } = this.parts;
    state.changes.flush();
    return queuePage(
      {
        records: state.queue.list(),
        revision: state.changes.revision,
        settings: state.settings,
        quotaResetAt: state.quotaResetAt,
      },
      request,
      (record) => state.toView(record),
    );
  }

  snapshot(): QueueSnapshot {
    const { state } = this.parts;
    return {
      uploads: state.queue.list().map((record) => state.toView(record)),
      settings: { ...state.settings },
      ...(state.quotaResetAt !== undefined ? { quotaResetAt: state.quotaResetAt } : {}),
    };
  }

  view(id: string): UploadView {
    return this.parts.state.view(id);
  }

  usesStagedFile(stagingId: string): boolean {
    const { state } = this.parts;
    return state.queue.list().some((record) => state.stagedIdsInUse(record).includes(stagingId));
  }

  queuedFiles(): readonly QueuedFile[] {
    return this.parts.state.queue
      .list()
      .map((record) => ({ uploadId: record.id, state: record.state, file: record.file }));
  }

  getSettings(): UploadSettings {
    return { ...this.parts.state.settings };
  }

  getUnansweredSyntheticMedia(): UnansweredSyntheticMedia | null {
    return this.parts.unansweredChoice.read() ?? null;
  }

  categories(query: { regionCode?: string; hl?: string }): Promise<readonly VideoCategory[]> {
    return this.parts.categories.list(query);
  }

  async whenIdle(): Promise<void> {
    // A finished upload starts its attachment steps before the scheduler reports idle, so one pass is enough.
    await this.parts.engine.whenIdle();
    await this.parts.attachments.whenIdle();
  }

  // ----- changing the queue: the commands -----

  enqueue(files: readonly IntakeRequest[], options?: { hold?: boolean; channelId?: string }): Promise<EnqueueResult> {
    return this.parts.commands.enqueue(files, options);
  }
  updateMetadata(id: string, metadata: VideoMetadata, attachments?: AttachmentsInput): Promise<UploadView> {
    return this.parts.commands.updateMetadata(id, metadata, attachments);
  }
  setAttachments(id: string, attachments: AttachmentsInput): Promise<UploadView> {
    return this.parts.commands.setAttachments(id, attachments);
  }
  retryStep(id: string, stepId: string): Promise<UploadView> {
    return this.parts.commands.retryStep(id, stepId);
  }
  pause(id: string): Promise<UploadView> {
    return this.parts.commands.pause(id);
  }
  resume(id: string): Promise<UploadView> {
    return this.parts.commands.resume(id);
  }
  cancel(id: string): Promise<UploadView> {
    return this.parts.commands.cancel(id);
  }
  retry(id: string): Promise<UploadView> {
    return this.parts.commands.retry(id);
  }
  remove(id: string): Promise<void> {
    return this.parts.commands.remove(id);
  }
  clearFinished(channelId?: string): Promise<void> {
    return this.parts.commands.clearFinished(channelId);
  }
  pauseAll(): Promise<void> {
    return this.parts.commands.pauseAll();
  }
  resumeAll(): Promise<void> {
    return this.parts.commands.resumeAll();
  }
  assignChannel(id: string, channelId: string): Promise<UploadView> {
    return this.parts.commands.assignChannel(id, channelId);
  }
  move(id: string, toIndex: number): Promise<void> {
    return this.parts.commands.move(id, toIndex);
  }
  setSettings(patch: UploadSettingsPatch): Promise<UploadSettings> {
    return this.parts.commands.setSettings(patch);
  }
  setUnansweredSyntheticMedia(choice: UnansweredSyntheticMedia): Promise<UnansweredSyntheticMedia> {
    return this.parts.commands.setUnansweredSyntheticMedia(choice);
  }
}
