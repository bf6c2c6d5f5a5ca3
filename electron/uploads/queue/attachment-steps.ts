// The attachment steps of one upload as persisted in queue.json, and the pure rules that move them. A step is
// `pending` until the platform confirms it (then `done`, written at once) or refuses it (`failed`, waiting for the
// user's Retry). `sentAt` is written before a request that may change the platform leaves: a step found pending
// with it set may have been done by a request whose answer never came (a crash, a dropped connection), so the
// runner first asks the platform whether it already is before doing it again.
import { z } from 'zod';
import { keptLineSchema } from '../../../shared/i18n/saved-line';
import { STAGING_ID_PATTERN } from '../../../shared/uploads/upload-source';
import { captionStepId, playlistStepId, thumbnailStepId } from '../../../shared/uploads/upload-attachments';
import type { AttachmentStepView, UploadError } from '../../../shared/uploads/upload-view';
import { storedErrorCode } from './stored-error-code';

const fingerprintSchema = z.object({
  path: z.string().min(1),
  size: z.number().int().min(0),
  mtimeMs: z.number(),
  headSha256: z.string().regex(/^[a-f0-9]{64}$/),
  tailSha256: z.string().regex(/^[a-f0-9]{64}$/),
});

const stepErrorSchema = z
  .object({ code: z.string(), message: z.string(), line: keptLineSchema, reason: z.string().optional() })
  .transform((error) => ({ ...error, code: storedErrorCode(error.code, error.reason) }));

const stepProgress = {
  state: z.enum(['pending', 'done', 'failed']),
  sentAt: z.number().optional(),
  error: stepErrorSchema.optional(),
  doneAt: z.number().optional(),
};

/** Where a file of a step is: `file.path` itself, or a copy browser mode staged (freed once the step is done). */
const stepSourceSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('path') }),
  z.object({ kind: z.literal('staged'), stagingId: z.string().regex(STAGING_ID_PATTERN) }),
]);

export const thumbnailStepSchema = z.object({
  kind: z.literal('thumbnail'),
  source: stepSourceSchema,
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

/** A caption track to add; queues written before captions existed have none, and still load. */
export const captionStepSchema = z.object({
  kind: z.literal('caption'),
  source: stepSourceSchema,
  fileName: z.string(),
  file: fingerprintSchema,
  format: z.enum(['srt', 'vtt']),
  language: z.string().regex(/^[A-Za-z0-9-]{2,35}$/),
  name: z.string().max(150),
  isDraft: z.boolean(),
  ...stepProgress,
});

export const attachmentStepSchema = z.discriminatedUnion('kind', [
  thumbnailStepSchema,
  playlistStepSchema,
  captionStepSchema,
]);

export type ThumbnailStep = z.output<typeof thumbnailStepSchema>;
export type PlaylistStep = z.output<typeof playlistStepSchema>;
export type CaptionStep = z.output<typeof captionStepSchema>;
/** A step that sends a file the user chose. */
export type FileStep = ThumbnailStep | CaptionStep;
export type AttachmentStep = z.output<typeof attachmentStepSchema>;

export function stepId(step: AttachmentStep): string {
  if (step.kind === 'thumbnail') return thumbnailStepId();
  return step.kind === 'playlist' ? playlistStepId(step.playlistId) : captionStepId(step.language);
}

/**
 * The order the platform sees them in: the thumbnail first (it shows in the playlists too), then the playlists, then
 * the captions (the dearest in quota, so what costs less is done first when the day's units run short).
 */
export function orderSteps(steps: readonly AttachmentStep[]): AttachmentStep[] {
  return [
    ...steps.filter((step) => step.kind === 'thumbnail'),
    ...steps.filter((step) => step.kind === 'playlist'),
    ...steps.filter((step) => step.kind === 'caption'),
  ];
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

/** The staging ids of the staged files (thumbnail, captions) an upload still needs: their steps are not done. */
export function stagedAttachmentsInUse(steps: readonly AttachmentStep[] | undefined): string[] {
  return (steps ?? []).flatMap((step) =>
    step.kind !== 'playlist' && step.source.kind === 'staged' && step.state !== 'done' ? [step.source.stagingId] : [],
  );
}

/** Every staging id any file step names, done or not (claimed: not a video the user lost). */
export function stagedAttachmentIds(steps: readonly AttachmentStep[] | undefined): string[] {
  return (steps ?? []).flatMap((step) =>
    step.kind !== 'playlist' && step.source.kind === 'staged' ? [step.source.stagingId] : [],
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
      label: labelOf(step),
      ...(step.kind === 'playlist' ? { playlistId: step.playlistId } : {}),
      state: id === running && step.state === 'pending' ? 'running' : step.state,
      ...(step.error !== undefined ? { error: step.error } : {}),
      ...(step.doneAt !== undefined ? { doneAt: step.doneAt } : {}),
    };
  });
}

function labelOf(step: AttachmentStep): string {
  if (step.kind === 'thumbnail') return step.fileName;
  if (step.kind === 'playlist') return step.title;
  return `${step.fileName} (${step.language}${step.name ? `, “${step.name}”` : ''}${step.isDraft ? ', draft' : ''})`;
}
