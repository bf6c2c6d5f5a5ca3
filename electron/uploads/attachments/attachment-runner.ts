// Does the attachment steps of finished uploads, one step at a time, in queue order: the thumbnail, then each
// playlist, then each caption track. Each step's outcome is persisted as soon as the platform answers (the caller's `save` resolves once it
// is on disk), so a crash between steps repeats at most the step in flight, and a playlist step that may already
// have landed is checked with the platform before it is sent again (a caption insert likewise). A refused step is recorded with its reason and
// the runner goes on with the others; only the user's Retry sends it again. The video itself is never touched.
import type { UploadError } from '../../../shared/uploads/upload-view';
import { DeskError } from '../../ipc/desk-error';
import {
  markDone,
  markFailed,
  markSent,
  nextPendingStep,
  replaceStep,
  stepId,
  type AttachmentStep,
  type CaptionStep,
  type FileStep,
  type PlaylistStep,
  type ThumbnailStep,
} from '../queue/attachment-steps';
import type { FingerprintCheck } from '../../files/file-fingerprint';
import { nextQuotaReset } from '../../../shared/platform/quota-reset';
import type { UploadRecord } from '../queue/upload-record';
import type { MessageDescriptor } from 'react-intl';
import { keepWords, keptError, nestedWords } from '../../language/say-line';
import { ATTACHMENT_FAILURES as F } from './attachment-messages';

/** The platform's reason code for a used-up quota (a code, not words), kept with the error. */
const QUOTA_EXCEEDED = 'quotaExceeded';

export interface ThumbnailImage {
  readonly path: string;
  readonly name: string;
  readonly mimeType: string;
  readonly size: number;
}

export interface CaptionTrackToAdd {
  readonly path: string;
  readonly fileName: string;
  readonly language: string;
  readonly name: string;
  readonly isDraft: boolean;
}

/** What the runner needs of the platform; the app's implementation is attachment-platform.ts, tests use fakes. */
export interface AttachmentPlatform {
  setThumbnail(videoId: string, image: ThumbnailImage, signal: AbortSignal): Promise<void>;
  addToPlaylist(videoId: string, playlistId: string, signal: AbortSignal): Promise<void>;
  isInPlaylist(videoId: string, playlistId: string, signal: AbortSignal): Promise<boolean>;
  addCaption(videoId: string, track: CaptionTrackToAdd, signal: AbortSignal): Promise<void>;
  /** Whether the video has a track of this language and name (the platform allows one of each pair). */
  hasCaption(videoId: string, language: string, name: string, signal: AbortSignal): Promise<boolean>;
}

export interface AttachmentRunnerDeps {
  /** Where an upload's steps go: the platform as its channel (its token, booked for it). */
  readonly platform: (record: UploadRecord) => AttachmentPlatform;
  /** The uploads in queue order. */
  readonly records: () => readonly UploadRecord[];
  /** Replaces the steps of upload `id` and resolves once that is on disk. */
  readonly save: (id: string, steps: AttachmentStep[]) => Promise<void>;
  /** Whether the thumbnail image (or caption file) is still the file that was chosen. */
  readonly checkImage: (step: FileStep) => Promise<FingerprintCheck>;
  /** A step finished (done or failed) or started: the view should show it. */
  readonly changed: (id: string) => void;
  readonly stepDone: (id: string, step: AttachmentStep) => Promise<void>;
  readonly now: () => number;
  readonly log: (message: string, error?: unknown) => void;
}

export class AttachmentRunner {
  private current: { uploadId: string; stepId: string; controller: AbortController } | undefined;
  private loop: Promise<void> | undefined;
  private again = false;
  private stopped = false;
  /** While set, the daily quota is used up: steps wait until this instant (or the next start). */
  private quotaWaitUntil: number | undefined;
  private quotaTimer: NodeJS.Timeout | undefined;
  private readonly idleWaiters: Array<() => void> = [];
  /** Uploads whose steps must not start now (being changed or removed). */
  private readonly held = new Set<string>();

  constructor(private readonly deps: AttachmentRunnerDeps) {}

  /** Starts working through pending steps if it is not already. */
  pump(): void {
    if (this.stopped) return;
    if (this.loop) {
      this.again = true;
      return;
    }
    this.loop = this.work().finally(() => {
      this.loop = undefined;
      for (const resolve of this.idleWaiters.splice(0)) resolve();
    });
  }

  /** The step being sent now, as `{uploadId, stepId}`. */
  running(): { readonly uploadId: string; readonly stepId: string } | undefined {
    return this.current;
  }

  whenIdle(): Promise<void> {
    if (!this.loop) return Promise.resolve();
    return new Promise((resolve) => this.idleWaiters.push(resolve));
  }

  /** Aborts the step in flight if it belongs to `uploadId` (the upload is being removed). */
  async abort(uploadId: string): Promise<void> {
    if (this.current?.uploadId !== uploadId) return;
    this.held.add(uploadId);
    this.current.controller.abort();
    try {
      await this.whenIdle();
    } finally {
      this.held.delete(uploadId);
    }
    this.pump();
  }

  /** Aborts the step in flight (left pending, resumed at the next start) and stops. */
  async stop(): Promise<void> {
    this.stopped = true;
    if (this.quotaTimer) clearTimeout(this.quotaTimer);
    this.current?.controller.abort();
    await this.loop;
  }

  private async work(): Promise<void> {
    do {
      this.again = false;
      for (;;) {
        if (this.stopped || this.quotaWaitUntil !== undefined) return;
        const next = this.nextWork();
        if (!next) break;
        await this.runStep(next.record, next.step);
      }
    } while (this.again && !this.stopped);
  }

  private nextWork(): { record: UploadRecord & { videoId: string }; step: AttachmentStep } | undefined {
    for (const record of this.deps.records()) {
      if (record.state !== 'done' || record.videoId === undefined || this.held.has(record.id)) continue;
      const step = nextPendingStep(record.steps);
      if (step) return { record: { ...record, videoId: record.videoId }, step };
    }
    return undefined;
  }

  private async runStep(record: UploadRecord & { videoId: string }, step: AttachmentStep): Promise<void> {
    const id = stepId(step);
    const controller = new AbortController();
    this.current = { uploadId: record.id, stepId: id, controller };
    this.deps.changed(record.id);
    try {
      const outcome =
        step.kind === 'thumbnail'
          ? await this.setThumbnail(record, step, controller.signal)
          : step.kind === 'playlist'
            ? await this.addToPlaylist(record, step, controller.signal)
            : await this.addCaption(record, step, controller.signal);
      if (controller.signal.aborted) return;
      await this.finish(record.id, id, outcome);
    } catch (error) {
      if (controller.signal.aborted) return;
      if (error instanceof DeskError && error.code === 'quota-exceeded') {
        await this.waitForQuota(record.id, id);
        return;
      }
      await this.finish(record.id, id, { failed: failureOf(step, error) });
      if (!(error instanceof DeskError)) this.deps.log(`attachment step ${id} of upload ${record.id} failed`, error);
    } finally {
      this.current = undefined;
      this.deps.changed(record.id);
    }
  }

  private async setThumbnail(
    record: UploadRecord & { videoId: string },
    step: ThumbnailStep,
    signal: AbortSignal,
  ): Promise<Outcome> {
    const fileFailure = await this.fileFailure(step, { gone: F.thumbnailGone, changed: F.thumbnailChanged });
    if (fileFailure) return fileFailure;
    // Setting the same image twice gives the same result, so a thumbnail in doubt is simply sent again.
    await this.deps
      .platform(record)
      .setThumbnail(
        record.videoId,
        { path: step.file.path, name: step.fileName, mimeType: step.mimeType, size: step.file.size },
        signal,
      );
    return 'done';
  }

  private async addToPlaylist(
    record: UploadRecord & { videoId: string },
    step: PlaylistStep,
    signal: AbortSignal,
  ): Promise<Outcome> {
    const platform = this.deps.platform(record);
    // An insert whose answer was lost may have landed: a second one would list the video twice.
    if (await this.landedBefore(record, step, () => platform.isInPlaylist(record.videoId, step.playlistId, signal))) {
      return 'done';
    }
    await platform.addToPlaylist(record.videoId, step.playlistId, signal);
    return 'done';
  }

  private async addCaption(
    record: UploadRecord & { videoId: string },
    step: CaptionStep,
    signal: AbortSignal,
  ): Promise<Outcome> {
    const fileFailure = await this.fileFailure(step, { gone: F.captionGone, changed: F.captionChanged });
    if (fileFailure) return fileFailure;
    const platform = this.deps.platform(record);
    // An insert whose answer was lost may have landed: a second one would be refused as a duplicate track.
    if (
      await this.landedBefore(record, step, () => platform.hasCaption(record.videoId, step.language, step.name, signal))
    ) {
      return 'done';
    }
    await platform.addCaption(
      record.videoId,
      {
        path: step.file.path,
        fileName: step.fileName,
        language: step.language,
        name: step.name,
        isDraft: step.isDraft,
      },
      signal,
    );
    return 'done';
  }

  /** Why a step's file can no longer be sent as chosen (moved, deleted or changed since), if it cannot. */
  private async fileFailure(
    step: FileStep,
    words: { readonly gone: MessageDescriptor; readonly changed: MessageDescriptor },
  ): Promise<Outcome | undefined> {
    const check = await this.deps.checkImage(step);
    if (check.kind === 'same') return undefined;
    return {
      failed:
        check.kind === 'missing'
          ? {
              code: 'file-missing',
              ...keptError(keepWords(words.gone, { file: step.fileName })),
            }
          : {
              code: 'file-changed',
              ...keptError(keepWords(words.changed, { file: step.fileName, what: { line: check.what.line } })),
            },
    };
  }

  /**
   * Whether an insert sent before (its answer lost) has landed, asked of the platform with `landed`; if not, the step
   * is marked sent, on disk, before the caller sends it.
   */
  private async landedBefore(
    record: UploadRecord,
    step: PlaylistStep | CaptionStep,
    landed: () => Promise<boolean>,
  ): Promise<boolean> {
    if (step.sentAt !== undefined && (await landed())) return true;
    await this.update(record.id, stepId(step), (current) => markSent(current, this.deps.now()));
    return false;
  }

  /**
   * The daily quota is used up: retrying before it resets only fails again, so the step stays to do (saying why)
   * and every step waits for the reset at midnight Pacific time, or for the next start of the app.
   */
  private async waitForQuota(uploadId: string, id: string): Promise<void> {
    const resetAt = nextQuotaReset(this.deps.now());
    this.quotaWaitUntil = resetAt;
    // Kept raw: said in the language and format of each reading.
    const when = { at: resetAt };
    await this.update(uploadId, id, (step) => ({
      ...step,
      error: {
        code: 'quota-exceeded',
        ...keptError(keepWords(F.quotaWait, { when })),
        reason: QUOTA_EXCEEDED,
      },
    }));
    this.quotaTimer = setTimeout(
      () => {
        this.quotaWaitUntil = undefined;
        this.quotaTimer = undefined;
        this.pump();
      },
      Math.max(0, resetAt - this.deps.now()),
    );
    this.quotaTimer.unref?.();
  }

  private async finish(uploadId: string, id: string, outcome: Outcome): Promise<void> {
    const now = this.deps.now();
    const finished = await this.update(uploadId, id, (step) =>
      outcome === 'done' ? markDone(step, now) : markFailed(step, outcome.failed),
    );
    if (finished?.state === 'done') await this.deps.stepDone(uploadId, finished);
  }

  /** Applies `change` to the step as it is now (the record may have moved on) and persists it. */
  private async update(
    uploadId: string,
    id: string,
    change: (step: AttachmentStep) => AttachmentStep,
  ): Promise<AttachmentStep | undefined> {
    const record = this.deps.records().find((entry) => entry.id === uploadId);
    if (!record?.steps) return undefined;
    const steps = replaceStep(record.steps, id, change);
    await this.deps.save(uploadId, steps);
    return steps.find((step) => stepId(step) === id);
  }
}

type Outcome = 'done' | { readonly failed: UploadError };

/** The platform's refusal in words that say what to do, keeping its code and reason. */
function failureOf(step: AttachmentStep, error: unknown): UploadError {
  if (!(error instanceof DeskError)) {
    return {
      code: 'internal',
      ...keptError(keepWords(F.internal)),
    };
  }
  const details = error.details as { reason?: unknown } | undefined;
  const reason = typeof details?.reason === 'string' ? details.reason : undefined;
  const base = { code: error.code, ...(reason !== undefined ? { reason } : {}) };
  if (step.kind === 'thumbnail') {
    if (error.code === 'channel-not-verified')
      return { ...base, ...keptError(keepWords(F.thumbnailNotSet, { said: nestedWords(error) })) };
    if (error.code === 'not-allowed')
      return {
        ...base,
        ...keptError(keepWords(F.thumbnailNotAllowed, { said: nestedWords(error) })),
      };
    return { ...base, ...keptError(keepWords(F.thumbnailRetry, { said: nestedWords(error) })) };
  }
  if (step.kind === 'caption') {
    if (error.code === 'caption-exists')
      return {
        ...base,
        ...keptError(keepWords(F.captionExists, { language: step.language, said: nestedWords(error) })),
      };
    return {
      ...base,
      ...keptError(
        keepWords(F.captionRetry, { language: step.language, file: step.fileName, said: nestedWords(error) }),
      ),
    };
  }
  if (error.code === 'not-found')
    return {
      ...base,
      ...keptError(keepWords(F.playlistGone, { title: step.title, said: nestedWords(error) })),
    };
  return {
    ...base,
    ...keptError(keepWords(F.playlistRetry, { title: step.title, said: nestedWords(error) })),
  };
}
