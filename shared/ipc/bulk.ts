// Calls of bulk edits: start a job over the picked videos (the main process recomputes every video's new values from
// the operation, it does not take them from the page), resume one paused at the quota limit, undo one, list them;
// each job's progress comes as `bulk.job` events, each what changed since the one before (bulk-job-change.ts); a page
// that missed one asks the whole view again (`bulk.view`).
import { z } from 'zod';
import {
  bulkMatchingStartSchema,
  bulkStartSchema,
  bulkTextsStartSchema,
  type BulkJobView,
  type LanguageChoice,
} from '../bulk/bulk-job';
import { bulkJobChangeSchema } from '../bulk/bulk-job-change';
import { call, type CallMap, type EventMap } from './define';

const jobInput = z.strictObject({ jobId: z.string().uuid() });

export const bulkCalls = {
  'bulk.start': call<typeof bulkStartSchema, BulkJobView>(bulkStartSchema),
  /** Starts a job setting texts video by video (translations, a translator's CSV), checked and written alike. */
  'bulk.startTexts': call<typeof bulkTextsStartSchema, BulkJobView>(bulkTextsStartSchema),
  /** The languages a video's texts may be in (i18nLanguages.list, 1 unit, kept for the session), by name. */
  'bulk.languages': call<z.ZodUndefined, readonly LanguageChoice[]>(z.undefined()),
  /** Starts a job over videos of the local catalogue by id ("all N matching"), their values read from it. */
  'bulk.startMatching': call<typeof bulkMatchingStartSchema, BulkJobView>(bulkMatchingStartSchema),
  'bulk.resume': call<typeof jobInput, BulkJobView>(jobInput),
  /** Holds a running job (or one waiting for the quota reset) until resumed. */
  'bulk.pause': call<typeof jobInput, BulkJobView>(jobInput),
  /** Starts a job restoring what the given job changed, video by video, with the same check before each write. */
  'bulk.undo': call<typeof jobInput, BulkJobView>(jobInput),
  'bulk.jobs': call<z.ZodUndefined, readonly BulkJobView[]>(z.undefined()),
  /** One job's whole view, for a page that missed a `bulk.job` telling of it (or never had it). */
  'bulk.view': call<typeof jobInput, BulkJobView>(jobInput),
} satisfies CallMap;

export const bulkEvents = {
  /** A job's progress (after each video, every 25 videos of a big job): what changed since the telling before. */
  'bulk.job': bulkJobChangeSchema,
} satisfies EventMap;
