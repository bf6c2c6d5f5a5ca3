// Calls and events of the local quota ledger: what this app's own calls spent today, per Google Cloud project (the
// OAuth client: the platform's quota is the project's, shared by every channel signed in through it), in the
// platform's buckets (uploads, searches, stats, and the units every other method shares), against the daily limits
// (settings; a new project's defaults are the table's), reset at midnight Pacific time like the platform. The
// platform does not report what is left, so this counts what the app spent; other apps on the same project spend
// from the same budget.
import { z } from 'zod';
import { QUOTA_BUCKETS, type QuotaBucket } from '../platform/quota-costs';
import { call, type CallMap, type EventMap } from './define';

export const MAX_QUOTA_LIMIT = 1_000_000_000;

const count = z.number().int().min(0);
const limit = z.number().int().min(1).max(MAX_QUOTA_LIMIT);
export const quotaBucketSchema = z.enum(QUOTA_BUCKETS as [QuotaBucket, ...QuotaBucket[]]);

const bucketViewSchema = z.strictObject({ used: count, limit });

export const quotaChannelShareSchema = z.strictObject({
  /** The channel and service, as the meter shows it. */
  label: z.string().max(500),
  /** Whether this is the signed-in channel. */
  current: z.boolean(),
  uploads: count,
  searches: count,
  units: count,
});

export const quotaViewSchema = z.strictObject({
  /** The project's shared units spent today (Pacific time) by this app: the same as buckets.units.used. */
  used: count,
  /** The shared units' daily limit: the same as buckets.units.limit. */
  limit,
  /** Each bucket of the signed-in channel's project: what this app spent today and the daily limit. */
  buckets: z.strictObject({
    uploads: bucketViewSchema,
    search: bucketViewSchema,
    units: bucketViewSchema,
    stats: bucketViewSchema,
  }),
  /** When the count starts again from 0 (epoch ms, midnight Pacific time). */
  resetsAt: count,
  /** Whose count this is (channel and service), or null when no one is signed in. */
  account: z.string().max(500).nullable(),
  /** The Google Cloud project (OAuth client) whose quota this is, or null when no one is signed in. */
  project: z.string().max(500).nullable(),
  /** Each channel of the project this app spent for today, the signed-in one included. */
  channels: z.array(quotaChannelShareSchema).max(1000),
  /** Spent by the signed-in channel today, by method id (`videos.update`), in each method's bucket. */
  byMethod: z.record(z.string().max(100), count),
  /** The date of the platform's cost table the figures follow (YYYY-MM-DD). */
  tableDate: z.string().max(10),
});
export type QuotaView = z.output<typeof quotaViewSchema>;
export type QuotaChannelShare = z.output<typeof quotaChannelShareSchema>;

export const quotaLimitInputSchema = z.strictObject({
  /** The project's daily allowance in the bucket's units (the platform grants more on request). */
  limit,
  /** Which bucket; the shared units when left out. */
  bucket: quotaBucketSchema.optional(),
});

export const quotaCalls = {
  'quota.today': call<z.ZodUndefined, QuotaView>(z.undefined()),
  'quota.setLimit': call<typeof quotaLimitInputSchema, QuotaView>(quotaLimitInputSchema),
} satisfies CallMap;

export const quotaEvents = {
  /** After each call that spent quota, after a change of limit or account, and at the Pacific midnight reset. */
  'quota.changed': quotaViewSchema,
} satisfies EventMap;
