// A videos.list item narrowed to what the follow-through shows. The fields and their enums are the discovery
// document's (revision 20240303: VideoStatus.uploadStatus, failureReason, rejectionReason; VideoProcessingDetails
// with processingProgress.partsProcessed / partsTotal / timeLeftMs as uint64 strings), checked against the videos
// reference page 2026-11-25. Unknown reasons are kept raw, so a newer value is still shown.
import { z } from 'zod';
import type { ProcessingState } from '../../shared/follow/processing';

const count = z
  .string()
  .regex(/^\d{1,16}$/)
  .transform(Number);

const itemSchema = z.object({
  id: z.string(),
  status: z
    .object({
      uploadStatus: z.string().optional(),
      failureReason: z.string().optional(),
      rejectionReason: z.string().optional(),
    })
    .optional(),
  processingDetails: z
    .object({
      processingStatus: z.string().optional(),
      processingProgress: z
        .object({ partsTotal: count.optional(), partsProcessed: count.optional(), timeLeftMs: count.optional() })
        .optional(),
    })
    .optional(),
});

export const videosAnswerSchema = z.object({ items: z.array(z.unknown()).default([]) });

export interface ProcessingReading {
  readonly state: ProcessingState;
  readonly reason?: string;
  readonly fraction?: number;
  readonly timeLeftMs?: number;
}

const KNOWN: readonly string[] = ['uploaded', 'processed', 'failed', 'rejected', 'deleted'];

/** The reading of one item, or undefined when it is not a video resource this app can read. */
export function readProcessing(item: unknown): { id: string; reading: ProcessingReading } | undefined {
  const parsed = itemSchema.safeParse(item);
  if (!parsed.success) return undefined;
  const { id, status, processingDetails } = parsed.data;
  const uploadStatus = status?.uploadStatus;
  // A status the app does not know yet is read as still processing: it keeps looking rather than claim an end.
  const state = (uploadStatus && KNOWN.includes(uploadStatus) ? uploadStatus : 'uploaded') as ProcessingState;
  const reason =
    state === 'failed' ? status?.failureReason : state === 'rejected' ? status?.rejectionReason : undefined;
  const progress = processingDetails?.processingProgress;
  const fraction =
    state === 'uploaded' && progress?.partsTotal && progress.partsProcessed !== undefined
      ? Math.min(1, progress.partsProcessed / progress.partsTotal)
      : undefined;
  return {
    id,
    reading: {
      state,
      ...(reason ? { reason } : {}),
      ...(fraction !== undefined ? { fraction } : {}),
      ...(state === 'uploaded' && progress?.timeLeftMs !== undefined ? { timeLeftMs: progress.timeLeftMs } : {}),
    },
  };
}
