// A bulk edit as the main process runs it: one item per video with the values the preview saw on the fields the edit
// touches (`expected`) and the values to write (`target`). An undo is the same kind of job with the two swapped, so
// both run with the same safety: a video whose fields differ from `expected` when read fresh is left alone.
import { z } from 'zod';
import { savedLineSchema } from '../i18n/saved-line';
import { libraryVideoIdSchema } from '../library/library-video';
import { languageCodeSchema, localizationsSchema } from '../library/video-texts';
import { LICENSES, PRIVACY_STATUSES } from '../uploads/video-metadata';
import { BULK_FIELDS, bulkOperationSchema } from './bulk-operation';

/**
 * The most videos one job takes: 500 changes cost 25,500 units, more than two days of the default quota, and keep
 * the call within the contract's payload bounds (50,000 values) with some 80 tags a video.
 */
export const BULK_JOB_MAX_VIDEOS = 500;

/**
 * The most videos a job over "all N matching" takes (issue 34): twice the biggest channel the app is tuned for. It
 * names only ids (the main process reads each video from the catalogue), so it stays within the payload bounds; at
 * the default quota it runs some 100 days, a day at a time.
 */
export const BULK_JOB_MAX_MATCHING = 20_000;

export const bulkValuesSchema = z.strictObject({
  title: z.string().max(1_000),
  description: z.string().max(20_000),
  tags: z.array(z.string().max(500)).max(500).readonly(),
  categoryId: z.string().max(20),
  privacyStatus: z.enum(PRIVACY_STATUSES),
  selfDeclaredMadeForKids: z.boolean().optional(),
  license: z.enum(LICENSES),
  embeddable: z.boolean(),
  publishAt: z.string().max(64).optional(),
  containsSyntheticMedia: z.boolean().optional(),
  defaultLanguage: languageCodeSchema.optional(),
  localizations: localizationsSchema.optional(),
});

export const bulkStartSchema = z.strictObject({
  operation: bulkOperationSchema,
  /** The picked videos with their values as the preview saw them. */
  videos: z
    .array(z.strictObject({ id: libraryVideoIdSchema, seen: bulkValuesSchema }))
    .min(1)
    .max(BULK_JOB_MAX_VIDEOS),
});
export type BulkStartInput = z.output<typeof bulkStartSchema>;

/** A job over videos of the local catalogue, by id: their values as seen are the catalogue's. */
export const bulkMatchingStartSchema = z.strictObject({
  operation: bulkOperationSchema,
  ids: z.array(libraryVideoIdSchema).min(1).max(BULK_JOB_MAX_MATCHING),
});
export type BulkMatchingStartInput = z.output<typeof bulkMatchingStartSchema>;

/** The fields a translator's file (or a video's translations matrix) sets. */
export const TEXT_JOB_FIELDS = ['title', 'description', 'defaultLanguage', 'localizations'] as const;

/**
 * Texts to write, video by video (a translator's CSV, or one video's translations): the values as read (`seen`) and
 * the texts to set (`target`, only `fields` of it are used). The job checks and writes them as it does an operation's.
 */
export const bulkTextsStartSchema = z.strictObject({
  fields: z.array(z.enum(TEXT_JOB_FIELDS)).min(1).max(TEXT_JOB_FIELDS.length),
  videos: z
    .array(z.strictObject({ id: libraryVideoIdSchema, seen: bulkValuesSchema, target: bulkValuesSchema }))
    .min(1)
    .max(BULK_JOB_MAX_VIDEOS),
});
export type BulkTextsStartInput = z.output<typeof bulkTextsStartSchema>;

export const languageChoiceSchema = z.strictObject({ code: z.string(), name: z.string() });
export type LanguageChoice = z.output<typeof languageChoiceSchema>;

export const ITEM_STATES = [
  'pending',
  'sending',
  'updated',
  'unchanged',
  'changedElsewhere',
  'refused',
  'failed',
] as const;
export type ItemState = (typeof ITEM_STATES)[number];

export const bulkItemViewSchema = z.strictObject({
  id: z.string(),
  state: z.enum(ITEM_STATES),
  /** The refusal or failure, or which fields changed elsewhere. */
  message: z.string().max(2_000).optional(),
  /** The same as a line of the catalogue, said by the page (shared/i18n/saved-line.ts); words are then absent. */
  line: savedLineSchema.optional(),
});

export const bulkJobViewSchema = z.strictObject({
  id: z.string(),
  kind: z.enum(['edit', 'undo']),
  /** running (or waiting for the quota reset, see `waitingUntil`); paused (by the person, or the sign-in); done. */
  status: z.enum(['running', 'paused', 'done']),
  /** The quota reset a running job waits for, when today's units are spent. */
  waitingUntil: z.number().optional(),
  /** Quota days the rest of the job takes, today counted, when the app counts the quota. */
  days: z.number().int().min(1).optional(),
  /** An instant inside the day the job should end. */
  finishesOn: z.number().optional(),
  undoOf: z.string().optional(),
  /** Whether an undo can run (some video was updated and no undo ran yet). */
  undoable: z.boolean(),
  items: z.array(bulkItemViewSchema).max(BULK_JOB_MAX_MATCHING),
  /**
   * Which run of the main process told it and how many changes it had told of the job then (bulk-job-change.ts): a
   * change applies only over the view it follows.
   */
  run: z.string().max(64),
  seq: z.number().int().min(0),
});
export type BulkJobView = z.output<typeof bulkJobViewSchema>;

export const bulkFieldsSchema = z.array(z.enum(BULK_FIELDS)).max(BULK_FIELDS.length);
