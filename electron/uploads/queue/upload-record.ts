// One upload as persisted in <dataDir>/uploads/queue.json: everything needed to continue it after a crash (the
// file's fingerprint, the metadata, the session URI and the last offset the server confirmed).
import { randomBytes } from 'node:crypto';
import { z } from 'zod';
import { keptLineSchema } from '../../../shared/i18n/saved-line';
import { STAGING_ID_PATTERN, UPLOAD_ID_PATTERN } from '../../../shared/uploads/upload-source';
import { metadataShapeSchema, UPLOAD_STATES, type UploadView } from '../../../shared/uploads/upload-view';
import { copyOfMetadata, type VideoMetadata } from '../../../shared/uploads/video-metadata';
import { attachmentStepSchema, stepViews } from './attachment-steps';
import { storedErrorCode } from './stored-error-code';

const byteCount = z.number().int().min(0);

export const sessionSchema = z.object({ uri: z.url(), uploadBaseUrl: z.string() });

export const uploadRecordSchema = z.object({
  id: z.string().regex(UPLOAD_ID_PATTERN),
  createdAt: z.number(),
  source: z.discriminatedUnion('kind', [
    z.object({ kind: z.literal('path') }),
    z.object({ kind: z.literal('staged'), stagingId: z.string().regex(STAGING_ID_PATTERN) }),
  ]),
  fileName: z.string(),
  /** When the name is words of ours (a recovered upload's placeholder): their line, said at each reading. */
  fileNameLine: keptLineSchema,
  file: z.object({
    path: z.string().min(1),
    size: byteCount,
    mtimeMs: z.number(),
    headSha256: z.string().regex(/^[a-f0-9]{64}$/),
    tailSha256: z.string().regex(/^[a-f0-9]{64}$/),
  }),
  mimeType: z.string(),
  metadata: metadataShapeSchema,
  state: z.enum(UPLOAD_STATES),
  session: sessionSchema.optional(),
  bytesConfirmed: byteCount,
  videoId: z.string().optional(),
  /** The privacy the platform gave the created video: private despite the request means the project is unaudited. */
  privacyOnPlatform: z.enum(['public', 'unlisted', 'private']).optional(),
  error: z
    .object({ code: z.string(), message: z.string(), line: keptLineSchema, reason: z.string().optional() })
    .transform((error) => ({ ...error, code: storedErrorCode(error.code, error.reason) }))
    .optional(),
  nextAttemptAt: z.number().optional(),
  notice: z.string().optional(),
  noticeLine: keptLineSchema,
  finishedAt: z.number().optional(),
  /** Attachments done after the transfer (thumbnail, playlists); queues written before they existed have none. */
  steps: z.array(attachmentStepSchema).optional(),
  /**
   * The channel the video goes to: its tokens send it, whichever channel is chosen (issue 21). Queues written before
   * several channels lack it; such an upload was queued for the channel signed in then, the chosen one at start.
   */
  channelId: z.string().min(1).max(100).optional(),
});

export type UploadRecord = z.output<typeof uploadRecordSchema>;

export const QUEUE_FILE_VERSION = 1;

/** Metadata travels with the session start; once a session exists it is on the platform's side. */
export function canEditMetadata(record: UploadRecord): boolean {
  return record.session === undefined && ['queued', 'paused', 'failed', 'cancelled'].includes(record.state);
}

/** `runningStep`: the id of the attachment step being sent right now, if it belongs to this upload. */
export function toView(record: UploadRecord, runningStep?: string): UploadView {
  return {
    id: record.id,
    fileName: record.fileName,
    ...(record.fileNameLine !== undefined ? { fileNameLine: record.fileNameLine } : {}),
    ...(record.source.kind === 'path' ? { path: record.file.path } : {}),
    sourceKind: record.source.kind,
    totalBytes: record.file.size,
    mimeType: record.mimeType,
    metadata: record.metadata,
    state: record.state,
    bytesConfirmed: record.bytesConfirmed,
    ...(record.videoId !== undefined ? { videoId: record.videoId } : {}),
    ...(record.privacyOnPlatform !== undefined ? { privacyOnPlatform: record.privacyOnPlatform } : {}),
    ...(record.error !== undefined ? { error: record.error } : {}),
    ...(record.nextAttemptAt !== undefined ? { nextAttemptAt: record.nextAttemptAt } : {}),
    ...(record.notice !== undefined ? { notice: record.notice } : {}),
    ...(record.noticeLine !== undefined ? { noticeLine: record.noticeLine } : {}),
    canEditMetadata: canEditMetadata(record),
    createdAt: record.createdAt,
    ...(record.channelId !== undefined ? { channelId: record.channelId } : {}),
    ...(record.finishedAt !== undefined ? { finishedAt: record.finishedAt } : {}),
    ...(record.steps !== undefined && record.steps.length > 0 ? { steps: stepViews(record.steps, runningStep) } : {}),
  };
}

/** The record keeps its own copy: the parsed payload of a call must not be shared with later edits. */
export function copyMetadata(metadata: VideoMetadata): UploadRecord['metadata'] {
  return copyOfMetadata(metadata);
}

/** A new upload's id: random, so ids from two machines' queues or a salvaged file never collide. */
export function newUploadId(): string {
  return randomBytes(12).toString('base64url');
}
