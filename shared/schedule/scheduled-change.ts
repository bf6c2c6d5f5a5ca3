// A scheduled change to one of the channel's videos: fields the Library edits (the bulk editor's field model: the
// values as the creator saw them, `seen`, and the values to write, `target`), and actions that make sense once the
// video is public (add it to playlists, post a comment), set for a time or for when the video goes live. The main
// process keeps them (electron/schedule/) and makes each at its time, once.
import { z } from 'zod';
import { saidRefusal } from '../i18n/said-issue';
import { SCHEDULE_CONTRACT_PROBLEMS } from './schedule-contract-messages';
import { savedLineSchema } from '../i18n/saved-line';
import { bulkValuesSchema } from '../bulk/bulk-job';
import { BULK_FIELDS, type BulkField } from '../bulk/bulk-operation';
import type { BulkValues } from '../bulk/bulk-preview';
import { libraryVideoIdSchema } from '../library/library-video';
import { QUOTA_COSTS } from '../platform/quota-costs';
import { playlistIdSchema } from '../uploads/upload-attachments';
import { uploadSourceSchema } from '../uploads/upload-source';

/** The most changes kept waiting at once (a year of daily changes on a few videos, and a bounded file). */
export const MAX_SCHEDULED_CHANGES = 500;
/** Playlists one change may add the video to. */
export const MAX_PLAYLISTS_PER_CHANGE = 20;
/**
 * The images of the waiting thumbnail changes kept in the data folder, all together (each is at most the platform's
 * 50 MiB): a bounded folder, and ten full-size images or hundreds of ordinary ones.
 */
export const MAX_KEPT_THUMBNAIL_BYTES = 512 * 1024 * 1024;
/** A change run later than this after its time is said to be late. */
export const LATE_AFTER_MS = 2 * 60_000;
const DAY = 86_400_000;

const instant = z
  .number()
  .int()
  .min(0)
  .max(8_640_000_000_000_000 / 2);

export const changeTimeSchema = z.discriminatedUnion('kind', [
  /** At this instant (ms since the epoch). */
  z.strictObject({ kind: z.literal('at'), at: instant }),
  /** Once the platform has made the video public (its publishAt, or a privacy change made elsewhere). */
  z.strictObject({ kind: z.literal('live') }),
]);
export type ChangeTime = z.output<typeof changeTimeSchema>;

const COMMENT_MAX = 2_000;
const commentText = z
  .string()
  .trim()
  .refine((text) => text.length > 0, saidRefusal(SCHEDULE_CONTRACT_PROBLEMS.writeComment))
  .refine(
    (text) => text.length <= COMMENT_MAX,
    saidRefusal(SCHEDULE_CONTRACT_PROBLEMS.commentTooLong, { max: COMMENT_MAX }),
  );
/** Skip rather than run when later than this (a minute to a month). */
const skipIfLateMs = z
  .number()
  .int()
  .refine((ms) => ms >= 60_000, saidRefusal(SCHEDULE_CONTRACT_PROBLEMS.skipAfterMinute))
  .max(30 * DAY);

const changeBody = {
  /** The fields this change writes (may be none when it only adds to playlists or posts a comment). */
  fields: z.array(z.enum(BULK_FIELDS)).max(BULK_FIELDS.length),
  /** The video's values as the creator saw them when scheduling: a field found otherwise at run time is held. */
  seen: bulkValuesSchema,
  /** The values to write on `fields` (the rest of it is ignored). */
  target: bulkValuesSchema,
  playlistIds: z.array(playlistIdSchema).max(MAX_PLAYLISTS_PER_CHANGE).optional(),
  /** A comment to post on the video (a saved reply's text, its placeholders filled). */
  comment: commentText.optional(),
  when: changeTimeSchema,
  skipIfLateMs: skipIfLateMs.optional(),
};

const doesSomething = (change: {
  fields: readonly unknown[];
  playlistIds?: readonly unknown[] | undefined;
  comment?: string | undefined;
  thumbnail?: unknown;
}) =>
  change.fields.length > 0 ||
  (change.playlistIds?.length ?? 0) > 0 ||
  change.comment !== undefined ||
  change.thumbnail !== undefined;

export const scheduleCreateSchema = z
  .strictObject({
    videoId: libraryVideoIdSchema,
    /** The video's title, for the calendar and the notifications (the platform's, as read when scheduling). */
    title: z.string().max(1_000),
    ...changeBody,
    /**
     * An image to set as the video's thumbnail at the time (thumbnails.set): the main process checks it as it does a
     * thumbnail set now and copies it into the data folder when the change is made, so the original may move.
     */
    thumbnail: uploadSourceSchema.optional(),
  })
  .refine(doesSomething, saidRefusal(SCHEDULE_CONTRACT_PROBLEMS.doSomething));
export type ScheduleCreateInput = z.output<typeof scheduleCreateSchema>;

export const scheduleIdSchema = z.string().uuid();

/** A waiting change moved to another time, or given other values (what is not given stays). */
export const scheduleEditSchema = z.strictObject({
  id: scheduleIdSchema,
  when: changeTimeSchema.optional(),
  fields: changeBody.fields.optional(),
  /** New values laid over the ones to write (only those on the change's fields are used). */
  values: bulkValuesSchema.partial().optional(),
  playlistIds: changeBody.playlistIds,
  /** null takes the comment off. */
  comment: commentText.nullable().optional(),
  /** null: never skip. */
  skipIfLateMs: skipIfLateMs.nullable().optional(),
});
export type ScheduleEditInput = z.output<typeof scheduleEditSchema>;

export const CHANGE_STATES = [
  /** Waiting for its time, or for the video to go live. */
  'scheduled',
  /** Due, but today's quota cannot pay for it: runs after the reset. */
  'waitingQuota',
  /** Being made (marked on disk before the first write). */
  'running',
  'done',
  /** The video was edited elsewhere on a field this change writes: waits for the creator. */
  'held',
  'failed',
  /** Later than its "skip if later than". */
  'skipped',
  'cancelled',
  'undone',
] as const;
export type ChangeState = (typeof CHANGE_STATES)[number];

/** States a change leaves only by the creator's hand (or never): the history. */
export const FINISHED_STATES: readonly ChangeState[] = ['done', 'held', 'failed', 'skipped', 'cancelled', 'undone'];

const partialValues = bulkValuesSchema.partial();

export const scheduledChangeViewSchema = z.strictObject({
  id: z.string(),
  videoId: z.string(),
  title: z.string(),
  when: changeTimeSchema,
  /** When it is due, as far as known: the time, or the video's publish time for a live change (absent: unknown). */
  dueAt: instant.optional(),
  state: z.enum(CHANGE_STATES),
  fields: z.array(z.enum(BULK_FIELDS)).readonly(),
  /** The fields' values when scheduled (for a change made: as they were just before it). */
  before: partialValues,
  after: partialValues,
  playlistIds: z.array(z.string()).readonly(),
  comment: z.string().optional(),
  /** The image the change sets as the thumbnail (its file name when picked), and whether undo can put back the one it replaced. */
  thumbnail: z
    .strictObject({
      name: z.string(),
      /** Known once it ran: the previous thumbnail was kept (undo sets it again), or could not be read. */
      previousKept: z.boolean().optional(),
    })
    .optional(),
  /** Quota units the change needs (reserved before it runs). */
  units: z.number().int().min(0),
  skipIfLateMs: z.number().int().optional(),
  createdAt: instant,
  ranAt: instant.optional(),
  /** How late it ran (or was skipped), when later than LATE_AFTER_MS after its time. */
  lateByMs: z.number().int().min(0).optional(),
  /** While waiting for the quota (or a passing failure): when it tries again. */
  retryAt: instant.optional(),
  /** Why it is held, failed, skipped or waiting, in the language it was written in. */
  message: z.string().optional(),
  /** The same as a line of the catalogue, said in the language of each reading (`message` is its fallback). */
  messageLine: savedLineSchema.optional(),
  /** Whether undo can restore what it changed (it ran and changed something the platform lets us take back). */
  undoable: z.boolean(),
});
export type ScheduledChangeView = z.output<typeof scheduledChangeViewSchema>;

export interface ScheduleList {
  readonly changes: readonly ScheduledChangeView[];
  /** Units the changes due before the next quota reset need, reserved against today's quota. */
  readonly reservedToday: number;
}

/**
 * What a change costs: a fresh read and a write of the video, 50 per playlist, 50 for the comment, and for a
 * thumbnail a read of the current one (kept for undo) and thumbnails.set.
 */
export function unitsOf(change: {
  readonly fields: readonly unknown[];
  readonly playlistIds?: readonly unknown[];
  readonly comment?: string | undefined;
  readonly thumbnail?: unknown;
}): number {
  const edit = change.fields.length > 0 ? QUOTA_COSTS['videos.list'] + QUOTA_COSTS['videos.update'] : 0;
  const playlists = (change.playlistIds?.length ?? 0) * QUOTA_COSTS['playlistItems.insert'];
  const comment = change.comment !== undefined ? QUOTA_COSTS['commentThreads.insert'] : 0;
  const thumbnail = change.thumbnail !== undefined ? QUOTA_COSTS['videos.list'] + QUOTA_COSTS['thumbnails.set'] : 0;
  return edit + playlists + comment + thumbnail;
}

/** `values` reduced to `fields` (what the screens show as before and after). */
export function pick(values: BulkValues, fields: readonly BulkField[]): Partial<BulkValues> {
  const out: Record<string, unknown> = {};
  for (const field of fields) if (values[field] !== undefined) out[field] = values[field];
  return out;
}
