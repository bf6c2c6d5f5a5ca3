// How the emulated platform ends a video's processing: processed by default, or failed / rejected with one of the
// platform's reasons when the test control says so. The status and processingDetails fields follow the discovery
// document (revision 20240303: VideoStatus.uploadStatus / failureReason / rejectionReason, VideoProcessingDetails)
// and the videos reference page, read 2026-11-25: a rejected video's processing is `terminated`, a failed one's
// `failed` with a processingFailureReason.
import { z } from 'zod';
import { FAILURE_REASONS, REJECTION_REASONS } from '../../../shared/follow/processing';

export const processingOutcomeSchema = z.discriminatedUnion('uploadStatus', [
  z.strictObject({ uploadStatus: z.literal('failed'), failureReason: z.enum(FAILURE_REASONS) }),
  z.strictObject({ uploadStatus: z.literal('rejected'), rejectionReason: z.enum(REJECTION_REASONS) }),
]);
type ProcessingOutcome = z.output<typeof processingOutcomeSchema>;

/** status.uploadStatus and its reason, once processing is over (before: 'uploaded'). */
export function uploadStatusFields(processed: boolean, outcome: ProcessingOutcome | undefined) {
  if (!processed) return { uploadStatus: 'uploaded' };
  return outcome ?? { uploadStatus: 'processed' };
}

interface ProcessingClock {
  readonly now: number;
  readonly uploadedAt: number | undefined;
  readonly processingMs: number;
}

/** processingDetails for the owner: progress while processing, then how it ended. */
export function processingDetailsOf(
  processed: boolean,
  outcome: ProcessingOutcome | undefined,
  clock: ProcessingClock,
): Record<string, unknown> {
  if (!processed) {
    const elapsed = clock.now - (clock.uploadedAt ?? clock.now);
    const share = clock.processingMs <= 0 ? 1 : Math.min(1, Math.max(0, elapsed / clock.processingMs));
    return {
      processingStatus: 'processing',
      processingProgress: {
        partsTotal: '1000',
        partsProcessed: String(Math.floor(share * 1000)),
        timeLeftMs: String(Math.max(0, (clock.uploadedAt ?? 0) + clock.processingMs - clock.now)),
      },
    };
  }
  const available = { fileDetailsAvailability: 'available', processingIssuesAvailability: 'available' };
  if (outcome?.uploadStatus === 'failed')
    return {
      processingStatus: 'failed',
      processingFailureReason: 'transcodeFailed',
      ...available,
      thumbnailsAvailability: 'inProgress',
    };
  if (outcome?.uploadStatus === 'rejected')
    return { processingStatus: 'terminated', ...available, thumbnailsAvailability: 'inProgress' };
  return { processingStatus: 'succeeded', ...available, thumbnailsAvailability: 'available' };
}
