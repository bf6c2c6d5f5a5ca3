// The attachment steps of one upload as persisted in queue.json, and the pure rules that move them. A step is
// `pending` until the platform confirms it (then `done`, written at once) or refuses it (`failed`, waiting for the
// user's Retry). `sentAt` is written before a request that may change the platform leaves: a step found pending
// with it set may have been done by a request whose answer never came (a crash, a dropped connection), so the
// runner first asks the platform whether it already is before doing it again.
import { z } from 'zod';
import { STAGING_ID_PATTERN } from '../../shared/uploads/upload-source';
import { playlistStepId, thumbnailStepId } from '../../shared/uploads/upload-attachments';
import type { AttachmentStepView, UploadError } from '../../shared/uploads/upload-view';
import { storedErrorCode } from './stored-error-code';

const fingerprintSchema = z.object({
  path: z.string().min(1),
  size: z.number().int().min(0),
  mtimeMs: z.number(),
  headSha256: z.string().regex(/^[a-f0-9]{64}$/),
  tailSha256: z.string().regex(/^[a-f0-9]{64}$/),
});

const stepErrorSchema = z
  .object({ code: z.string(), message: z.string(), reason: z.string().optional() })
  .transform((error) => ({ ...error, code: storedErrorCode(error.code, error.reason) }));

const stepProgress = {
  state: z.enum(['pending', 'done', 'failed']),
  sentAt: z.number().optional(),
  error: stepErrorSchema.optional(),
  doneAt: z.number().optional(),
};

export const thumbnailStepSchema = z.object({
  kind: z.literal('thumbnail'),
  source: z.discriminatedUnion('kind', [
    z.object({ kind: z.literal('path') }),
    z.object({ kind: z.literal('staged'), stagingId: z.string().regex(STAGING_ID_PATTERN) }),
  ]),
  fileName: z.string(),
  file: fingerprintSchema,
  mimeType: z.enum(['image/png', 'image/jpeg']),
  ...stepProgress,
});

export const playlistStepSchema = z.object({
  kind: z.literal('playlist'),
  playlistId: z.string().regex(/^[A-Za-z0-9_-]{2,64}$/),
  title: z.string(),
  ...stepProgress,
});

export const attachmentStepSchema = z.discriminatedUnion('kind', [thumbnailStepSchema, playlistStepSchema]);

export type ThumbnailStep = z.output<typeof thumbnailStepSchema>;
export type PlaylistStep = z.output<typeof playlistStepSchema>;
export type AttachmentStep = z.output<typeof attachmentStepSchema>;

export function stepId(step: AttachmentStep): string {
  return step.kind === 'thumbnail' ? thumbnailStepId() : playlistStepId(step.playlistId);
}

/** The order the platform sees them in: the thumbnail first (it shows in the playlists too), then the playlists. */
export function orderSteps(steps: readonly AttachmentStep[]): AttachmentStep[] {
  return [...steps.filter((step) => step.kind === 'thumbnail'), ...steps.filter((step) => step.kind === 'playlist')];
}

/** The first step still to do, in order; failed steps wait for the user and are skipped. */
export function nextPendingStep(steps: readonly AttachmentStep[] | undefined): AttachmentStep | undefined {
  return steps?.find((step) => step.state === 'pending');
}

export function hasPendingSteps(steps: readonly AttachmentStep[] | undefined): boolean {
  return nextPendingStep(steps) !== undefined;
}

/** Every step is done (or there are none): the upload has nothing left to do. */
export function allStepsDone(steps: readonly AttachmentStep[] | undefined): boolean {
  return (steps ?? []).every((step) => step.state === 'done');
}

/** Returns a copy of `steps` with the step `id` replaced by `change(step)`. */
export function replaceStep(
  steps: readonly AttachmentStep[],
  id: string,
  change: (step: AttachmentStep) => AttachmentStep,
): AttachmentStep[] {
  return steps.map((step) => (stepId(step) === id ? change(step) : step));
}

export function markSent<S extends AttachmentStep>(step: S, now: number): S {
  return { ...step, sentAt: now };
}

export function markDone<S extends AttachmentStep>(step: S, now: number): S {
  const { error: _error, ...rest } = step;
  return { ...rest, state: 'done', doneAt: now } as S;
}

export function markFailed<S extends AttachmentStep>(step: S, error: UploadError): S {
  return { ...step, state: 'failed', error };
}

/** Retry: back to pending. `sentAt` stays, so a step that may have reached the platform is checked before it is sent. */
export function markPending<S extends AttachmentStep>(step: S): S {
  const { error: _error, ...rest } = step;
  return { ...rest, state: 'pending' } as S;
}

/** The staging id of a staged thumbnail image an upload still needs (its step not done yet). */
export function stagedThumbnailInUse(steps: readonly AttachmentStep[] | undefined): string | undefined {
  const step = steps?.find((entry): entry is ThumbnailStep => entry.kind === 'thumbnail');
  if (!step || step.source.kind !== 'staged' || step.state === 'done') return undefined;
  return step.source.stagingId;
}

/** Every staging id any thumbnail step names, done or not (claimed: not a video the user lost). */
export function stagedThumbnailIds(steps: readonly AttachmentStep[] | undefined): string[] {
  return (steps ?? []).flatMap((step) =>
    step.kind === 'thumbnail' && step.source.kind === 'staged' ? [step.source.stagingId] : [],
  );
}

export function stepViews(
  steps: readonly AttachmentStep[] | undefined,
  running: string | undefined,
): AttachmentStepView[] {
  return (steps ?? []).map((step) => {
    const id = stepId(step);
    return {
      id,
      kind: step.kind,
      label: step.kind === 'thumbnail' ? step.fileName : step.title,
      ...(step.kind === 'playlist' ? { playlistId: step.playlistId } : {}),
      state: id === running && step.state === 'pending' ? 'running' : step.state,
      ...(step.error !== undefined ? { error: step.error } : {}),
      ...(step.doneAt !== undefined ? { doneAt: step.doneAt } : {}),
    };
  });
}
