// Where a channel's catalogue stands, as the Library shows it: empty (with what a first sync would cost), syncing
// (with its progress), or ready (with how many videos it knows and when it last looked).
import { z } from 'zod';

export const CATALOGUE_STATES = ['empty', 'syncing', 'ready'] as const;

export const catalogueStatusSchema = z.strictObject({
  channelId: z.string(),
  state: z.enum(CATALOGUE_STATES),
  /** Videos in the local catalogue. */
  count: z.number().int().min(0),
  /** When the catalogue last matched the platform (ISO), if ever. */
  syncedAt: z.string().optional(),
  /** What a full read costs: the channel's videos as the platform counts them, units and seconds. */
  estimate: z
    .strictObject({
      videos: z.number().int().min(0),
      units: z.number().int().min(0),
      seconds: z.number().int().min(0),
    })
    .optional(),
  /** While syncing: a details refresh of picked videos, or a sync of the whole channel (a first read or a check). */
  details: z.boolean().optional(),
  /** While syncing: videos read of how many, and units spent so far. */
  progress: z
    .strictObject({
      done: z.number().int().min(0),
      total: z.number().int().min(0),
      units: z.number().int().min(0),
    })
    .optional(),
  /** The last sync's failure, in the creator's words. */
  problem: z.string().max(2_000).optional(),
  /** The store was damaged and set aside (rebuilt by the next sync). */
  rebuilt: z.boolean().optional(),
});
export type CatalogueStatus = z.output<typeof catalogueStatusSchema>;
