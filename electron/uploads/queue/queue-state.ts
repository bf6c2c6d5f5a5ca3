// The queue as the service's parts share it: the ordered uploads, the settings and the quota wait, and the one way
// each change is told (the progress word and the change log) and saved (persist, which says once when the disk
// refuses). The commands, the engine and the staging adoption all change the queue through here.
import { DEFAULT_UPLOAD_SETTINGS } from '../../../shared/uploads/upload-settings';
import type { UploadSettings, UploadView } from '../../../shared/uploads/upload-view';
import { DeskError } from '../../ipc/desk-error';
import type { StagingArea } from '../../files/staging-area';
import { stagedAttachmentIds, stagedAttachmentsInUse } from './attachment-steps';
import { channelUnknown } from './channel-unknown';
import type { QueueChangeLog } from './queue-change-log';
import type { QueueStore } from './queue-store';
import { UploadQueue, type RecordPatch } from './upload-queue';
import { toView, type UploadRecord } from './upload-record';
import type { SavedLine } from '../../../shared/i18n/saved-line';
import { say } from '../../language/say';
import { keepWords, type KeptWords } from '../../language/say-line';
import { QUEUE_NOTICES, QUEUE_REFUSALS } from './queue-messages';

/** Progress lines kept beside the queue before it is saved whole (some 60 bytes each). */
const MAX_PROGRESS_LINES = 10_000;

export type NoticeLevel = 'info' | 'warning' | 'error';

export interface QueueStateDeps {
  readonly store: Pick<QueueStore, 'save' | 'saveProgress' | 'progressLines'>;
  readonly changes: QueueChangeLog;
  /** Told of every change of an upload (the progress reporter's `changed`). */
  readonly changed: (id: string) => void;
  /** The attachment step running now, shown on its upload's row. */
  readonly runningStep: () => { readonly uploadId: string; readonly stepId: string } | undefined;
  readonly staging: StagingArea;
  /** `line`: the message as a line of the catalogue, so a page that keeps it says it in the language of each reading. */
  readonly notice: (level: NoticeLevel, message: string, line?: SavedLine) => void;
  readonly log: (message: string, error?: unknown) => void;
  /** Whether uploads go to channels (issue 21): an upload saved without one is then held. */
  readonly channelsInUse: boolean;
  readonly settings?: Partial<UploadSettings>;
}

export class QueueState {
  queue = new UploadQueue();
  settings: UploadSettings;
  quotaResetAt: number | undefined;
  private persistFailureReported = false;

  constructor(private readonly deps: QueueStateDeps) {
    this.settings = { ...DEFAULT_UPLOAD_SETTINGS, ...deps.settings };
  }

  get channelsInUse(): boolean {
    return this.deps.channelsInUse;
  }

  get changes(): QueueChangeLog {
    return this.deps.changes;
  }

  setState(id: string, patch: RecordPatch): UploadRecord {
    const before = this.queue.require(id);
    const after = this.queue.update(id, patch);
    this.deps.changed(id);
    if (before.state !== after.state) this.deps.changes.touch(id);
    return after;
  }

  persist(): Promise<void> {
    return this.deps.store
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
          this.deps.log('could not save the upload queue', error);
          if (!this.persistFailureReported) {
            this.persistFailureReported = true;
            this.notice('error', keepWords(QUEUE_NOTICES.notSaved));
          }
        },
      );
  }

  /**
   * Saves a new confirmed offset of `id` alone: a line appended to the progress journal, so a tick costs the same
   * whatever the queue's length. Past a bound of lines the queue is saved whole, which folds them in.
   */
  persistProgress(id: string): Promise<void> {
    const record = this.queue.get(id);
    if (!record?.session || this.deps.store.progressLines >= MAX_PROGRESS_LINES) return this.persist();
    return this.deps.store.saveProgress(id, record.bytesConfirmed, record.session).then(
      () => undefined,
      (error: unknown) => {
        this.deps.log("could not save an upload's progress", error);
        return this.persist();
      },
    );
  }

  notice(level: NoticeLevel, words: KeptWords | string): void {
    if (typeof words === 'string') this.deps.notice(level, words);
    else this.deps.notice(level, words.text, words.line);
  }

  log(message: string, error?: unknown): void {
    this.deps.log(message, error);
  }

  toView(record: UploadRecord): UploadView {
    const running = this.deps.runningStep();
    const view = toView(record, running?.uploadId === record.id ? running.stepId : undefined);
    return channelUnknown(record, this.channelsInUse) && record.state !== 'done'
      ? { ...view, channelUnknown: true }
      : view;
  }

  view(id: string): UploadView {
    return this.toView(this.queue.require(id));
  }

  finishedError(record: UploadRecord, wanted: 'paused' | 'cancelled'): DeskError {
    return new DeskError(
      'upload-finished',
      say(QUEUE_REFUSALS.finished, { file: record.fileName, state: record.state, wanted }),
    );
  }

  /** The staged files an upload may still read: its video until it is done, its thumbnail and captions until their steps are. */
  stagedIdsInUse(record: UploadRecord): string[] {
    if (record.state === 'cancelled') return [];
    return [
      ...(record.source.kind === 'staged' && record.state !== 'done' ? [record.source.stagingId] : []),
      ...stagedAttachmentsInUse(record.steps),
    ];
  }

  /** Reclaims the staged files of `record` that nothing needs any more (its thumbnail once its step is done). */
  async reclaimStaging(record: UploadRecord): Promise<void> {
    const inUse = this.stagedIdsInUse(record);
    const staged = [
      ...(record.source.kind === 'staged' ? [record.source.stagingId] : []),
      ...stagedAttachmentIds(record.steps),
    ];
    const removed = this.queue.get(record.id) === undefined;
    for (const stagingId of staged) if (removed || !inUse.includes(stagingId)) await this.reclaimStagedId(stagingId);
  }

  async reclaimStagedId(stagingId: string): Promise<void> {
    await this.deps.staging
      .reclaim(stagingId)
      .catch((error: unknown) => this.log('could not reclaim a staged file', error));
  }
}
