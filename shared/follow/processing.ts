// What the app knows of a video's processing after its upload, as the renderer sees it. The platform's fields
// (videos resource, status.uploadStatus / failureReason / rejectionReason and the owner-only processingDetails, as in
// the discovery document of revision 20240303 and the videos reference page read 2026-11-25) are read in the main
// process and narrowed to this.
import type { IntlShape } from 'react-intl';
import { z } from 'zod';
import { PROCESSING_WORDS } from './processing-messages';

/** status.uploadStatus, plus `missing` when the platform no longer lists the video. */
export const PROCESSING_STATES = ['uploaded', 'processed', 'failed', 'rejected', 'deleted', 'missing'] as const;
export type ProcessingState = (typeof PROCESSING_STATES)[number];

/** status.failureReason (uploadStatus 'failed'). */
export const FAILURE_REASONS = [
  'conversion',
  'invalidFile',
  'emptyFile',
  'tooSmall',
  'codec',
  'uploadAborted',
] as const;
/** status.rejectionReason (uploadStatus 'rejected'). */
export const REJECTION_REASONS = [
  'copyright',
  'inappropriate',
  'duplicate',
  'termsOfUse',
  'uploaderAccountSuspended',
  'length',
  'claim',
  'uploaderAccountClosed',
  'trademark',
  'legal',
] as const;
export type FailureReason = (typeof FAILURE_REASONS)[number];
export type RejectionReason = (typeof REJECTION_REASONS)[number];

export const processingViewSchema = z.object({
  videoId: z.string(),
  /** The upload it came from, while that upload is in the queue. */
  uploadId: z.string().optional(),
  title: z.string(),
  state: z.enum(PROCESSING_STATES),
  /** The platform's reason, raw (a newer value than the lists above is still shown). */
  reason: z.string().optional(),
  /** processingDetails.processingProgress as a fraction, while processing. */
  fraction: z.number().min(0).max(1).optional(),
  /** processingDetails.processingProgress.timeLeftMs, while processing. */
  timeLeftMs: z.number().min(0).optional(),
  /** Epoch ms of the last answer, and of the next look while still processing. */
  checkedAt: z.number().optional(),
  nextCheckAt: z.number().optional(),
});
export type ProcessingView = z.output<typeof processingViewSchema>;

/** Nothing more will change by itself: the app stops looking. */
export function isSettled(state: ProcessingState): boolean {
  return state !== 'uploaded';
}

/**
 * The sentence beside the state's badge, so it never repeats it: "The platform refused it: it duplicates a video
 * already uploaded (duplicate)." beside "Rejected". A reason newer than the lists above is said as unknown, its code
 * kept.
 */
export function processingSentence(
  view: Pick<ProcessingView, 'state' | 'reason' | 'fraction'>,
  intl: IntlShape,
): string {
  const say = intl.formatMessage;
  const because = view.reason
    ? { why: say(PROCESSING_WORDS.reason, { reason: view.reason }), reason: view.reason }
    : undefined;
  switch (view.state) {
    case 'uploaded':
      return view.fraction === undefined
        ? say(PROCESSING_WORDS.preparing)
        : // Whole percent, rounded down: never "100%" while the platform is still at it.
          say(PROCESSING_WORDS.preparingDone, { done: Math.floor(view.fraction * 100) / 100 });
    case 'processed':
      return say(PROCESSING_WORDS.ready);
    case 'failed':
      return because ? say(PROCESSING_WORDS.failedWhy, because) : say(PROCESSING_WORDS.failed);
    case 'rejected':
      return because ? say(PROCESSING_WORDS.rejectedWhy, because) : say(PROCESSING_WORDS.rejected);
    case 'deleted':
      return say(PROCESSING_WORDS.deleted);
    case 'missing':
      return say(PROCESSING_WORDS.missing);
  }
}

/** The video's page in the web studio. */
export function studioEditUrl(videoId: string): string {
  return `https://studio.youtube.com/video/${encodeURIComponent(videoId)}/edit`;
}

/** What only the web studio can do for a video: the API has no call for end screens or cards. */
export function studioChecklist(videoId: string, intl: IntlShape): { label: string; url: string }[] {
  const edit = studioEditUrl(videoId);
  return [
    { label: intl.formatMessage(PROCESSING_WORDS.endScreen), url: edit },
    { label: intl.formatMessage(PROCESSING_WORDS.cards), url: edit },
  ];
}
