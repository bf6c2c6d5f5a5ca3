// What the renderer sees of the upload queue. Declared as zod schemas because the two events carry these shapes
// and the contract types every event payload with a schema; the TypeScript types are derived from them.
import { z } from 'zod';
import { savedLineSchema } from '../i18n/saved-line';
import { deskErrorCodeSchema } from '../ipc/error-codes';
import { STEP_STATES } from './upload-attachments';
import { LICENSES, PRIVACY_STATUSES } from './video-metadata';

export const UPLOAD_STATES = [
  'queued',
  'starting',
  'uploading',
  'paused',
  'retrying',
  'waiting-quota',
  'done',
  'failed',
  'cancelled',
] as const;
export type UploadState = (typeof UPLOAD_STATES)[number];

/** States from which nothing happens unless the user acts. */
export const FINISHED_STATES: readonly UploadState[] = ['done', 'failed', 'cancelled'];

export const uploadErrorSchema = z.object({
  /** One of the contract's error codes (shared/ipc/error-codes.ts); the platform's own reason is in `reason`. */
  code: deskErrorCodeSchema,
  /** A sentence for the user: what happened and what to do, in the language it was written in. */
  message: z.string(),
  /**
   * The same sentence as a line of the catalogue, said in the language of each reading (`message` is its fallback).
   * Absent in what older versions saved and for words said elsewhere.
   */
  line: savedLineSchema.optional(),
  /** The platform's reason when it gave one. */
  reason: z.string().optional(),
});
export type UploadError = z.output<typeof uploadErrorSchema>;

/** The shape of upload metadata as it is shown and stored (the platform's rules are checked where it is entered). */
export const metadataShapeSchema = z.object({
  snippet: z.object({
    title: z.string(),
    description: z.string().optional(),
    tags: z.array(z.string()).optional(),
    categoryId: z.string().optional(),
    defaultLanguage: z.string().optional(),
    defaultAudioLanguage: z.string().optional(),
  }),
  status: z.object({
    privacyStatus: z.enum(PRIVACY_STATUSES),
    embeddable: z.boolean().optional(),
    license: z.enum(LICENSES).optional(),
    selfDeclaredMadeForKids: z.boolean().optional(),
    publishAt: z.string().optional(),
    publicStatsViewable: z.boolean().optional(),
    containsSyntheticMedia: z.boolean().optional(),
  }),
  localizations: z.record(z.string(), z.object({ title: z.string(), description: z.string() })).optional(),
  recordingDetails: z.object({ recordingDate: z.string().optional() }).optional(),
  notifySubscribers: z.boolean().optional(),
});

/** One attachment step of an upload (its thumbnail, or joining one playlist), done after the transfer. */
const attachmentStepViewSchema = z.object({
  /** `thumbnail` or `playlist:<id>`; what `uploads.retryStep` names. */
  id: z.string(),
  kind: z.enum(['thumbnail', 'playlist', 'caption']),
  /** The image's file name, or the playlist's title. */
  label: z.string(),
  playlistId: z.string().optional(),
  state: z.enum(STEP_STATES),
  error: uploadErrorSchema.optional(),
  doneAt: z.number().optional(),
});
export type AttachmentStepView = z.output<typeof attachmentStepViewSchema>;

const uploadViewSchema = z.object({
  id: z.string(),
  /** The file's name as the user knows it (for staged files: the name the browser gave). */
  fileName: z.string(),
  /** When the name is words of ours (a recovered upload's placeholder): their line; `fileName` is its fallback. */
  fileNameLine: savedLineSchema.optional(),
  /** Local path for files picked in the desktop app; absent for files staged by browser mode. */
  path: z.string().optional(),
  sourceKind: z.enum(['path', 'staged']),
  totalBytes: z.number(),
  mimeType: z.string(),
  metadata: metadataShapeSchema,
  state: z.enum(UPLOAD_STATES),
  /** Bytes the server has confirmed storing. */
  bytesConfirmed: z.number(),
  videoId: z.string().optional(),
  /** The privacy the platform gave the created video (shared/platform/connection-doctor.ts reads a locked one). */
  privacyOnPlatform: z.enum(['public', 'unlisted', 'private']).optional(),
  error: uploadErrorSchema.optional(),
  /** Epoch ms of the next attempt (retrying) or of the quota reset (waiting-quota). */
  nextAttemptAt: z.number().optional(),
  /** The latest thing worth telling about this upload that is not an error (e.g. it restarted from byte 0). */
  notice: z.string().optional(),
  /** The notice as a line of the catalogue, said in the language of each reading (`notice` is its fallback). */
  noticeLine: savedLineSchema.optional(),
  /** Metadata can still change: no upload session exists yet. */
  canEditMetadata: z.boolean(),
  createdAt: z.number(),
  /** The channel the video goes to (absent only before a channel was signed in). */
  channelId: z.string().max(100).optional(),
  /**
   * Saved by an older version without its channel: held until the creator assigns one (uploads.assignChannel), never
   * sent to whichever channel is chosen.
   */
  channelUnknown: z.literal(true).optional(),
  finishedAt: z.number().optional(),
  /** What is done once the video exists, in order: the thumbnail, then each playlist. Absent when nothing is attached. */
  steps: z.array(attachmentStepViewSchema).optional(),
});
export type UploadView = z.output<typeof uploadViewSchema>;

const uploadSettingsSchema = z.object({
  /** Bytes per request; a multiple of 256 KiB. */
  chunkSize: z.number(),
  /** Uploads sending at the same time. */
  concurrency: z.number(),
  /** Backoff after a failed attempt: full jitter over min(cap, base * 2^attempt). */
  retryBaseMs: z.number(),
  retryCapMs: z.number(),
  /** Failed attempts in a row, without a byte of progress, before an upload stops and waits for the user. */
  maxAttemptsWithoutProgress: z.number(),
});
export type UploadSettings = z.output<typeof uploadSettingsSchema>;

/** Where the renderer's copy of the queue stands: changes numbered after this one apply to it. */
const revisionSchema = z.number().int().min(0);

/**
 * A stretch of the queue, in its order (`uploads.list`). A queue of thousands of uploads with long descriptions is
 * far larger than one message may be, so it is read page by page; pages that name the same revision fit together.
 */
export const queuePageSchema = z.object({
  uploads: z.array(uploadViewSchema),
  /** The position of the first upload of this page in the queue. */
  offset: z.number().int().min(0),
  /** Uploads in the whole queue. */
  total: z.number().int().min(0),
  /** Where the next page starts; absent on the last page. */
  nextOffset: z.number().int().min(0).optional(),
  revision: revisionSchema,
  settings: uploadSettingsSchema,
  /** While set, no new upload starts: the daily quota is used up until this instant (epoch ms). */
  quotaResetAt: z.number().optional(),
});
export type QueuePage = z.output<typeof queuePageSchema>;

/** An upload as it is now, and its position in the queue after the change. */
const queueUpsertSchema = z.object({ index: z.number().int().min(0), upload: uploadViewSchema });
export type QueueUpsert = z.output<typeof queueUpsertSchema>;

/**
 * What changed in the queue (`uploads.changed`), never the whole of it: the uploads added or changed, with their
 * positions, and the ids removed. Each change has the next revision; a client that missed one, or is told to
 * `resync` (more changed at once than one event carries), reads the list again.
 */
export const queueChangeSchema = z.object({
  revision: revisionSchema,
  upserts: z.array(queueUpsertSchema),
  removed: z.array(z.string()),
  /** More changed than one event carries (pause all in a long queue): read the list again. */
  resync: z.boolean().optional(),
  total: z.number().int().min(0),
  settings: uploadSettingsSchema,
  quotaResetAt: z.number().optional(),
});
export type QueueChange = z.output<typeof queueChangeSchema>;

export const uploadProgressSchema = z.object({
  id: z.string(),
  state: z.enum(UPLOAD_STATES),
  totalBytes: z.number(),
  bytesConfirmed: z.number(),
  /** How far sending has got in the current attempt (>= bytesConfirmed while uploading). */
  bytesSent: z.number(),
  /** Smoothed sending speed, bytes per second; 0 when not sending. */
  bytesPerSecond: z.number(),
  /** Seconds left at the current speed; null when unknown. */
  etaSeconds: z.number().nullable(),
  nextAttemptAt: z.number().optional(),
  error: uploadErrorSchema.optional(),
});
export type UploadProgress = z.output<typeof uploadProgressSchema>;
