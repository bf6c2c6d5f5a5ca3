// Calls and events of the local quota ledger: the units this app's own calls spent today for the signed-in channel,
// against the daily limit (a setting; 10,000 for a new project), reset at midnight Pacific time like the platform.
// The platform does not report what is left, so this counts what the app spent; other apps on the same project
// spend from the same budget.
import { z } from 'zod';
import { call, type CallMap, type EventMap } from './define';

export const MAX_QUOTA_LIMIT = 1_000_000_000;

export const quotaViewSchema = z.strictObject({
  /** Units spent today (Pacific time) by this app for the signed-in channel. */
  used: z.number().int().min(0),
  limit: z.number().int().min(1).max(MAX_QUOTA_LIMIT),
  /** When the count starts again from 0 (epoch ms, midnight Pacific time). */
  resetsAt: z.number().int().min(0),
  /** Whose count this is (channel and service), or null when no one is signed in. */
  account: z.string().max(500).nullable(),
  /** Units by method id (`videos.update`), today. */
  byMethod: z.record(z.string().max(100), z.number().int().min(0)),
});
export type QuotaView = z.output<typeof quotaViewSchema>;

export const quotaLimitInputSchema = z.strictObject({
  /** The project's daily allowance in units (the platform grants more on request). */
  limit: z.number().int().min(1).max(MAX_QUOTA_LIMIT),
});

export const quotaCalls = {
  'quota.today': call<z.ZodUndefined, QuotaView>(z.undefined()),
  'quota.setLimit': call<typeof quotaLimitInputSchema, QuotaView>(quotaLimitInputSchema),
} satisfies CallMap;

export const quotaEvents = {
  /** After each call that spent units, after a change of limit or account, and at the Pacific midnight reset. */
  'quota.changed': quotaViewSchema,
} satisfies EventMap;
