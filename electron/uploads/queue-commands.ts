// What the creator (through the contract's handlers) and the other features ask of the queue: add files, change an
// upload's details and attachments, pause, resume, cancel, retry, remove, reorder, and the settings. Each command
// checks what it may do, changes the queue through its state, saves, and lets the engine start what became due.
import type { EnqueueResult, RefusedFile } from '../../shared/ipc/uploads';
import type { AttachmentsInput } from '../../shared/uploads/upload-attachments';
import { uploadSettingsFileSchema, type UploadSettingsPatch } from '../../shared/uploads/upload-settings';
import type { UploadSettings, UploadView } from '../../shared/uploads/upload-view';
import { DISCLOSURE_UNANSWERED, type UnansweredSyntheticMedia } from '../../shared/uploads/synthetic-media';
import type { VideoMetadata } from '../../shared/uploads/video-metadata';
import { fingerprintFile, sameFingerprint } from '../files/file-fingerprint';
import type { StagingArea } from '../files/staging-area';
import { DeskError } from '../ipc/desk-error';
import { applyAttachments, attachWhatCan, AttachmentRefusal, stagedSourcesOf } from './attachments/attachment-input';
import type { AttachmentRunner } from './attachments/attachment-runner';
import type { UploadEngine } from './engine/upload-engine';
import { examineFile, type IntakeRequest } from './intake/file-intake';
import { checkVideoFile } from './intake/video-file-check';
import {
  allStepsDone,
  markPending,
  replaceStep,
  stagedAttachmentIds,
  stepId,
  type AttachmentStep,
} from './queue/attachment-steps';
import { channelUnknown, channelUnknownError, isChannelUnknownNotice } from './queue/channel-unknown';
import type { QueueState } from './queue/queue-state';
import type { RecordPatch } from './queue/upload-queue';
import { canEditMetadata, copyMetadata, type UploadRecord } from './queue/upload-record';
import { isActive, isUnfinished } from './queue/upload-states';
import { say } from '../language/say';
import { QUEUE_REFUSALS } from './queue/queue-messages';

/** Where the creator's choice for uploads without an altered content answer is kept (undefined: not chosen yet). */
export interface UnansweredChoiceStore {
  read(): UnansweredSyntheticMedia | undefined;
  write(choice: UnansweredSyntheticMedia): void;
}

export interface QueueCommandsDeps {
  readonly state: QueueState;
  readonly engine: Pick<UploadEngine, 'pump' | 'abort' | 'pauseAndLearnOffset' | 'clearQuotaWait'>;
  readonly attachments: Pick<AttachmentRunner, 'running' | 'abort' | 'pump'>;
  /** Forgets the progress figures of a removed upload. */
  readonly forget: (id: string) => void;
  readonly staging: StagingArea;
  readonly unansweredChoice: UnansweredChoiceStore;
  /** The chosen channel (new uploads go to it unless one is named) and whether a channel is signed in. */
  readonly channels?: {
    readonly chosen: () => string | undefined;
    readonly signedIn: (channelId: string) => boolean;
  };
  /** Refuses while the queue is not loaded (or already stopped). */
  readonly assertRunning: () => void;
  readonly now: () => number;
}

export class QueueCommands {
  constructor(private readonly deps: QueueCommandsDeps) {}

  private get state(): QueueState {
    return this.deps.state;
  }

  async enqueue(
    files: readonly IntakeRequest[],
    options: { hold?: boolean; channelId?: string } = {},
  ): Promise<EnqueueResult> {
    this.deps.assertRunning();
    const { state, staging } = this.deps;
    const channelId = options.channelId ?? this.deps.channels?.chosen();
    if (options.channelId !== undefined && !this.deps.channels?.signedIn(options.channelId)) {
      throw new DeskError('not-signed-in', say(QUEUE_REFUSALS.channelNotSignedIn));
    }
    const accepted: UploadRecord[] = [];
    const refused: RefusedFile[] = [];
    const stagedIds = new Set(
      state.queue.list().flatMap((record) => (record.source.kind === 'staged' ? [record.source.stagingId] : [])),
    );
    for (const file of files) {
      if (file.source.kind === 'staged') {
        if (stagedIds.has(file.source.stagingId)) {
          refused.push({
            name: say(QUEUE_REFUSALS.droppedFileName),
            reason: say(QUEUE_REFUSALS.alreadyQueued),
          });
          continue;
        }
        stagedIds.add(file.source.stagingId);
      }
      const result = await examineFile(file, staging, this.deps.now());
      if (result.ok) {
        let record: UploadRecord = options.hold ? { ...result.record, state: 'paused' } : result.record;
        if (channelId !== undefined) record = { ...record, channelId };
        if (file.attachments) {
          // A refused file does not cost the video its place in the queue: it is queued, and the file named.
          const attached = await attachWhatCan(file.attachments, staging);
          record = { ...record, steps: attached.steps };
          for (const refusal of attached.refusals) refused.push({ name: refusal.fileName, reason: refusal.message });
          const kept = stagedAttachmentIds(attached.steps);
          for (const stagingId of stagedSourcesOf(file.attachments))
            if (!kept.includes(stagingId)) await state.reclaimStagedId(stagingId);
        }
        accepted.push(record);
      } else {
        refused.push(result.refused);
        // Nothing will ever read a refused staged file.
        if (file.source.kind === 'staged') await staging.reclaim(file.source.stagingId);
      }
    }
    if (accepted.length > 0) {
      state.queue.add(accepted);
      await state.persist();
      for (const record of accepted) state.changes.touch(record.id);
      this.deps.engine.pump();
    }
    return { accepted: accepted.map((record) => state.toView(state.queue.get(record.id) ?? record)), refused };
  }

  async updateMetadata(id: string, metadata: VideoMetadata, attachments?: AttachmentsInput): Promise<UploadView> {
    const state = this.state;
    const record = state.queue.require(id);
    if (!canEditMetadata(record)) {
      throw new DeskError('metadata-locked', say(QUEUE_REFUSALS.detailsLocked, { file: record.fileName }));
    }
    if (attachments) await this.replaceAttachments(record, attachments);
    state.queue.update(id, { metadata: copyMetadata(metadata) });
    await state.persist();
    state.changes.touch(id);
    return state.view(id);
  }

  async setAttachments(id: string, attachments: AttachmentsInput): Promise<UploadView> {
    const state = this.state;
    const record = state.queue.require(id);
    await this.replaceAttachments(record, attachments);
    await state.persist();
    state.changes.touch(id);
    this.deps.attachments.pump();
    return state.view(id);
  }

  /** Replaces what is still to do; a done step happened on the platform and stays. */
  private async replaceAttachments(record: UploadRecord, attachments: AttachmentsInput): Promise<void> {
    const state = this.state;
    if (record.state === 'cancelled') {
      throw new DeskError('upload-finished', say(QUEUE_REFUSALS.cancelledRetryFirst, { file: record.fileName }));
    }
    const running = this.deps.attachments.running();
    if (running?.uploadId === record.id) await this.deps.attachments.abort(record.id);
    const current = state.queue.require(record.id);
    let steps: AttachmentStep[];
    try {
      steps = await applyAttachments(current.steps, attachments, this.deps.staging);
    } catch (error) {
      // Nothing will ever read a refused staged file.
      for (const stagingId of stagedSourcesOf(attachments)) await state.reclaimStagedId(stagingId);
      if (error instanceof AttachmentRefusal)
        throw new DeskError(error.field === 'thumbnail' ? 'invalid-image' : 'invalid-caption', error.message);
      throw error;
    }
    const before = stagedAttachmentIds(current.steps);
    const after = new Set(stagedAttachmentIds(steps));
    state.queue.update(record.id, { steps });
    for (const stagingId of before) if (!after.has(stagingId)) await state.reclaimStagedId(stagingId);
  }

  async retryStep(id: string, step: string): Promise<UploadView> {
    const state = this.state;
    const record = state.queue.require(id);
    const found = record.steps?.find((entry) => stepId(entry) === step);
    if (!found) throw new DeskError('not-found', say(QUEUE_REFUSALS.stepGone, { file: record.fileName }));
    if (found.state !== 'failed') {
      throw new DeskError('not-failed', say(QUEUE_REFUSALS.stepNotFailed, { file: record.fileName }));
    }
    state.queue.update(id, { steps: replaceStep(record.steps ?? [], step, markPending) });
    await state.persist();
    state.changes.touch(id);
    this.deps.attachments.pump();
    return state.view(id);
  }

  async pause(id: string): Promise<UploadView> {
    const state = this.state;
    const record = state.queue.require(id);
    if (record.state === 'paused') return state.toView(record);
    if (!isUnfinished(record.state)) throw state.finishedError(record, 'paused');
    await this.deps.engine.pauseAndLearnOffset(id);
    await state.persist();
    return state.view(id);
  }

  async resume(id: string): Promise<UploadView> {
    const state = this.state;
    const record = state.queue.require(id);
    if (record.state === 'queued' || isActive(record.state)) return state.toView(record);
    if (channelUnknown(record, state.channelsInUse)) throw channelUnknownError(record);
    if (record.state !== 'paused' && record.state !== 'waiting-quota') {
      throw new DeskError('not-paused', say(QUEUE_REFUSALS.notPaused, { file: record.fileName }));
    }
    if (record.state === 'waiting-quota') this.deps.engine.clearQuotaWait();
    state.setState(id, { state: 'queued', nextAttemptAt: undefined, error: undefined });
    await state.persist();
    this.deps.engine.pump();
    return state.view(id);
  }

  async cancel(id: string): Promise<UploadView> {
    const state = this.state;
    const record = state.queue.require(id);
    if (record.state === 'cancelled') return state.toView(record);
    if (!isUnfinished(record.state)) throw state.finishedError(record, 'cancelled');
    // The session is abandoned: the platform expires it, and no video is created from a partial file.
    state.setState(id, {
      state: 'cancelled',
      session: undefined,
      bytesConfirmed: 0,
      nextAttemptAt: undefined,
      finishedAt: this.deps.now(),
    });
    await this.deps.engine.abort(id);
    await state.reclaimStaging(state.queue.require(id));
    await state.persist();
    return state.view(id);
  }

  async retry(id: string): Promise<UploadView> {
    const state = this.state;
    const record = state.queue.require(id);
    if (record.state !== 'failed' && record.state !== 'cancelled') {
      throw new DeskError('not-failed', say(QUEUE_REFUSALS.notFailed, { file: record.fileName }));
    }
    if (channelUnknown(record, state.channelsInUse)) throw channelUnknownError(record);
    const check = await checkVideoFile(record.file.path, record.fileName);
    if (!check.ok) {
      const reason =
        record.source.kind === 'staged' ? say(QUEUE_REFUSALS.notStaged, { file: record.fileName }) : check.reason;
      throw new DeskError('file-unavailable', reason);
    }
    const fingerprint = await fingerprintFile(record.file.path);
    const same = sameFingerprint(fingerprint, record.file);
    // The user asked for this file as it is now: a changed file starts a new session from byte 0.
    const patch: RecordPatch = same
      ? {}
      : { file: fingerprint, mimeType: check.mimeType, session: undefined, bytesConfirmed: 0 };
    state.setState(id, {
      ...patch,
      state: 'queued',
      error: undefined,
      notice: undefined,
      noticeLine: undefined,
      finishedAt: undefined,
      nextAttemptAt: undefined,
    });
    await state.persist();
    this.deps.engine.pump();
    return state.view(id);
  }

  async remove(id: string): Promise<void> {
    const state = this.state;
    const record = state.queue.require(id);
    if (isUnfinished(record.state)) {
      throw new DeskError('upload-unfinished', say(QUEUE_REFUSALS.stillQueued, { file: record.fileName }));
    }
    await this.deps.attachments.abort(id);
    this.forgetRecord(record.id);
    await state.reclaimStaging(record);
    await state.persist();
  }

  async clearFinished(channelId?: string): Promise<void> {
    const state = this.state;
    for (const record of [...state.queue.list()]) {
      if (channelId !== undefined && record.channelId !== undefined && record.channelId !== channelId) continue;
      // A done upload with attachment steps still to do (or failed, waiting for Retry) is not finished yet.
      if ((record.state === 'done' && allStepsDone(record.steps)) || record.state === 'cancelled') {
        this.forgetRecord(record.id);
        await state.reclaimStaging(record);
      }
    }
    await state.persist();
  }

  private forgetRecord(id: string): void {
    this.state.queue.remove(id);
    this.deps.forget(id);
    this.state.changes.remove(id);
  }

  async pauseAll(): Promise<void> {
    const state = this.state;
    const toPause = state.queue.list().filter((record) => isUnfinished(record.state) && record.state !== 'paused');
    // Only running uploads can have a chunk cut; the others are paused at once without asking the host.
    const running = toPause.filter((record) => record.session !== undefined && isActive(record.state));
    const cut = new Set(running);
    for (const record of toPause)
      if (!cut.has(record)) state.setState(record.id, { state: 'paused', nextAttemptAt: undefined });
    await Promise.all(running.map((record) => this.deps.engine.pauseAndLearnOffset(record.id)));
    await state.persist();
  }

  async resumeAll(): Promise<void> {
    const state = this.state;
    for (const record of state.queue.list()) {
      if (record.state === 'paused' && !channelUnknown(record, state.channelsInUse))
        state.setState(record.id, { state: 'queued', error: undefined });
    }
    await state.persist();
    this.deps.engine.pump();
  }

  async assignChannel(id: string, channelId: string): Promise<UploadView> {
    const state = this.state;
    const record = state.queue.require(id);
    if (!channelUnknown(record, state.channelsInUse))
      throw new DeskError('invalid-input', say(QUEUE_REFUSALS.hasChannel, { file: record.fileName }));
    if (!this.deps.channels?.signedIn(channelId))
      throw new DeskError('not-signed-in', say(QUEUE_REFUSALS.channelNotSignedIn));
    state.queue.update(id, {
      channelId,
      ...(isChannelUnknownNotice(record) ? { notice: undefined, noticeLine: undefined } : {}),
    });
    await state.persist();
    state.changes.touch(id);
    return state.view(id);
  }

  async move(id: string, toIndex: number): Promise<void> {
    const state = this.state;
    state.queue.move(id, toIndex);
    state.changes.touch(id);
    await state.persist();
    this.deps.engine.pump();
  }

  async setUnansweredSyntheticMedia(choice: UnansweredSyntheticMedia): Promise<UnansweredSyntheticMedia> {
    const state = this.state;
    this.deps.unansweredChoice.write(choice);
    // Uploads held only for want of an answer go on once the creator chose to send them with one.
    if (choice !== 'hold') {
      for (const record of state.queue.list()) {
        if (record.state === 'paused' && record.error?.code === DISCLOSURE_UNANSWERED) {
          state.setState(record.id, { state: 'queued', error: undefined });
        }
      }
      await state.persist();
      this.deps.engine.pump();
    }
    return choice;
  }

  async setSettings(patch: UploadSettingsPatch): Promise<UploadSettings> {
    const state = this.state;
    const next = { ...state.settings, ...withoutUndefined(patch) };
    const checked = uploadSettingsFileSchema.safeParse(next);
    if (!checked.success || next.retryBaseMs > next.retryCapMs) {
      throw new DeskError('invalid-settings', say(QUEUE_REFUSALS.settingsClash));
    }
    state.settings = checked.data;
    await state.persist();
    state.changes.settingsChanged();
    // More concurrency takes effect now; a new chunk size applies to the next upload that starts.
    this.deps.engine.pump();
    return { ...state.settings };
  }
}

function withoutUndefined<T extends object>(value: T): Partial<T> {
  return Object.fromEntries(Object.entries(value).filter(([, entry]) => entry !== undefined)) as Partial<T>;
}
