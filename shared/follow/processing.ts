// What the app knows of a video's processing after its upload, as the renderer sees it. The platform's fields
// (videos resource, status.uploadStatus / failureReason / rejectionReason and the owner-only processingDetails, as in
// the discovery document of revision 20240303 and the videos reference page read 2026-11-25) are read in the main
// process and narrowed to this.
import { z } from 'zod';

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

const REASON_TEXT: Readonly<Record<string, string>> = {
  conversion: 'the video could not be converted',
  invalidFile: 'the file is not a valid video',
  emptyFile: 'the file is empty',
  tooSmall: 'the file is too small',
  codec: 'its codec is not supported',
  uploadAborted: 'the upload was aborted',
  copyright: 'copyright infringement',
  inappropriate: 'inappropriate content',
  duplicate: 'it duplicates a video already uploaded',
  termsOfUse: 'it violates the terms of use',
  uploaderAccountSuspended: 'the account is suspended',
  length: 'it is longer than the channel may upload',
  claim: 'a claim on its content',
  uploaderAccountClosed: 'the account is closed',
  trademark: 'trademark infringement',
  legal: 'a legal complaint',
};

/**
 * The sentence beside the state's badge, so it never repeats it: "The platform refused it: it duplicates a video
 * already uploaded (duplicate)." beside "Rejected".
 */
export function processingSentence(view: Pick<ProcessingView, 'state' | 'reason' | 'fraction'>): string {
  const why = view.reason ? `${REASON_TEXT[view.reason] ?? 'a reason the app does not know'} (${view.reason})` : '';
  switch (view.state) {
    case 'uploaded':
      return view.fraction === undefined
        ? 'The platform is preparing the video.'
        : `The platform is preparing the video: ${Math.floor(view.fraction * 100)}% done.`;
    case 'processed':
      return 'Ready to watch on the platform.';
    case 'failed':
      return why ? `The platform could not process it: ${why}.` : 'The platform could not process it.';
    case 'rejected':
      return why ? `The platform refused it: ${why}.` : 'The platform refused it.';
    case 'deleted':
      return 'It was deleted on the platform.';
    case 'missing':
      return 'The platform no longer lists this video.';
  }
}

/** What only the web studio can do for a video: the API has no call for end screens or cards. */
export function studioChecklist(videoId: string): { label: string; url: string }[] {
  const edit = `https://studio.youtube.com/video/${encodeURIComponent(videoId)}/edit`;
  return [
    { label: 'Add an end screen', url: edit },
    { label: 'Add cards', url: edit },
  ];
}
