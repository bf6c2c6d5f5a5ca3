// What the Library asks of the channel's catalogue (the local copy of every video, electron/catalogue): filters, a
// sort and a window of rows. Checked here, by the contract, before the store builds a query from it.
import { z } from 'zod';
import { SORT_KEYS } from '../library/library-sort-keys';
import { saidRefusal } from '../i18n/said-issue';
import { CONTRACT_PROBLEMS } from '../ipc/contract-messages';

/** A filter's words: the creator's typing, bounded, without control characters. */
const words = z
  .string()
  .max(200, 'A filter is at most 200 characters.')
  .refine((text) => /^[^\p{Cc}]*$/u.test(text), saidRefusal(CONTRACT_PROBLEMS.filterControl));

const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'A day is written YYYY-MM-DD.');

export const CATALOGUE_VISIBILITIES = ['public', 'unlisted', 'private', 'scheduled'] as const;
export type CatalogueVisibility = (typeof CATALOGUE_VISIBILITIES)[number];
export const ALTERED_ANSWERS = ['any', 'yes', 'no', 'unanswered'] as const;
export const CAPTION_CHOICES = ['any', 'yes', 'no'] as const;

export const catalogueFilterSchema = z.strictObject({
  /** Every word in the title or a tag (case- and accent-insensitive). */
  text: words.optional(),
  /** Every word in the description (a link, a sponsor's name). */
  description: words.optional(),
  /** Any of these; none means every visibility. */
  visibility: z.array(z.enum(CATALOGUE_VISIBILITIES)).max(CATALOGUE_VISIBILITIES.length).optional(),
  /** Published on or after this day (UTC). */
  from: day.optional(),
  /** Published on or before this day (UTC). */
  to: day.optional(),
  altered: z.enum(ALTERED_ANSWERS).optional(),
  captions: z.enum(CAPTION_CHOICES).optional(),
});
export type CatalogueFilter = z.output<typeof catalogueFilterSchema>;

export const catalogueSortSchema = z.strictObject({
  key: z.enum(SORT_KEYS),
  direction: z.enum(['ascending', 'descending']),
});

/** The most ids one answer carries: a channel's whole catalogue up to this size is one list. */
export const CATALOGUE_MAX_IDS = 100_000;
/** The most videos one read of details carries (a screenful many times over; a bulk editor reads in these). */
export const CATALOGUE_MAX_VIDEOS_A_READ = 500;

export const catalogueQuerySchema = z.strictObject({
  filter: catalogueFilterSchema.default({}),
  /** Undefined keeps the uploads playlist's order (newest upload first). */
  sort: catalogueSortSchema.optional(),
  /** The moment "scheduled" is decided at (the page's clock), ms since 1970. */
  now: z.number().int().min(0).max(8.64e15),
});
export type CatalogueQuery = z.output<typeof catalogueQuerySchema>;
