// Calls of the channel's catalogue: every video of the signed-in channel kept locally (electron/catalogue), read once
// and refreshed incrementally, so the Library filters, sorts and selects over all of them, free. Queries answer the
// matching ids in order (the list draws rows by index, asking their details a window at a time).
import { z } from 'zod';
import { CATALOGUE_MAX_VIDEOS_A_READ, catalogueQuerySchema } from '../catalogue/catalogue-query';
import { catalogueStatusSchema, type CatalogueStatus } from '../catalogue/catalogue-status';
import { libraryVideoIdSchema, type LibraryVideo } from '../library/library-video';
import { BULK_JOB_MAX_MATCHING } from '../bulk/bulk-job';
import { call, type CallMap, type EventMap } from './define';

const syncInput = z.strictObject({
  /**
   * quick: the uploads playlist's first page, and more only when it changed (1 unit when nothing did); walk: the whole
   * playlist (1 unit a page), then the details of the new and changed videos only; full: every video read again.
   */
  mode: z.enum(['quick', 'walk', 'full']),
});
const idsInput = z.strictObject({ ids: z.array(libraryVideoIdSchema).min(1).max(CATALOGUE_MAX_VIDEOS_A_READ) });
/** A details refresh names at most a whole big channel's picked videos: 400 units at 20,000. */
const refreshInput = z.strictObject({ ids: z.array(libraryVideoIdSchema).min(1).max(BULK_JOB_MAX_MATCHING) });

export interface CatalogueMatches {
  /** The matching videos' ids in the asked order. */
  readonly ids: readonly string[];
  /** Videos in the whole catalogue (what "of N" says). */
  readonly known: number;
}

export const catalogueCalls = {
  /** The chosen channel's catalogue: its state, and what reading it all again would cost. Free. */
  'catalogue.status': call<z.ZodUndefined, CatalogueStatus>(z.undefined()),
  /** Starts a sync of the chosen channel's catalogue in the background; progress comes as `catalogue.changed`. */
  'catalogue.sync': call<typeof syncInput, CatalogueStatus>(syncInput),
  /**
   * Reads these videos' details again in the background (1 unit for each 50): tags, the altered content answer and
   * the captions flag changed outside the app, which a walk cannot see. Progress comes as `catalogue.changed`.
   */
  'catalogue.refresh': call<typeof refreshInput, CatalogueStatus>(refreshInput),
  /** The ids of the videos that match, in order: free, local. */
  'catalogue.query': call<typeof catalogueQuerySchema, CatalogueMatches>(catalogueQuerySchema),
  /** The videos of these ids as the catalogue holds them (unknown ids are left out). */
  'catalogue.videos': call<typeof idsInput, readonly LibraryVideo[]>(idsInput),
} satisfies CallMap;

export const catalogueEvents = {
  /** A channel's catalogue changed: a sync's progress, its end, or an edit made in the app. */
  'catalogue.changed': catalogueStatusSchema,
} satisfies EventMap;
