// The ledger's file (`quota/ledger.json` in the data dir): the daily limit of each bucket and, per account, the
// project it spends from and what it spent since the last Pacific midnight. Read record by record, so a damaged entry
// costs only that entry's count. Version 1 (before the platform's buckets) is still read: its one limit is the shared
// units', and its upload and search counts, booked at 1,600 and 100 units a call, become calls.
import { z } from 'zod';
import { MAX_QUOTA_LIMIT } from '../../shared/ipc/quota';
import { QUOTA_BUCKETS, type QuotaBucket } from '../../shared/platform/quota-costs';
import { lineOf, type SavedLine } from '../../shared/i18n/saved-line';
import { QUOTA_NOTICES } from './quota-messages';

const LEDGER_VERSION = 2;

const count = z.number().int().min(0);

const accountDaySchema = z.strictObject({
  /** The Pacific midnight that ends this count (epoch ms). */
  resetsAt: z.number().int().min(0),
  /** The Google Cloud project (OAuth client and service) the account spent from. */
  project: z.string().max(500).optional(),
  /** The channel as the meter shows it, for the project's list of channels. */
  label: z.string().max(500).optional(),
  /** What each method spent, in its bucket's units. */
  byMethod: z.record(z.string().max(100), count),
});
export type AccountDay = z.output<typeof accountDaySchema>;

const v1AccountDaySchema = z.strictObject({
  resetsAt: z.number().int().min(0),
  used: count,
  byMethod: z.record(z.string().max(100), count),
});

/** What version 1 booked per call for the methods that now have buckets of their own. */
const V1_UNITS_PER_CALL: Readonly<Record<string, number>> = { 'videos.insert': 1600, 'search.list': 100 };

const fileSchema = z.object({
  version: z.union([z.literal(1), z.literal(LEDGER_VERSION)]),
  limit: z.unknown().optional(),
  limits: z.record(z.string(), z.unknown()).optional(),
  accounts: z.record(z.string().max(500), z.unknown()),
});
const limitSchema = z.number().int().min(1).max(MAX_QUOTA_LIMIT);

interface LedgerContents {
  readonly limits: Partial<Record<QuotaBucket, number>>;
  readonly accounts: Record<string, AccountDay>;
  /** What could not be read: named for the notice. */
  readonly lost: readonly SavedLine[];
}

/** What a parsed file holds; `undefined` when it is not a ledger at all (another layout). */
export function salvageLedger(value: unknown): LedgerContents | undefined {
  const file = fileSchema.safeParse(value);
  if (!file.success) return undefined;
  const lost: SavedLine[] = [];
  const limits: Partial<Record<QuotaBucket, number>> = {};
  const written: Record<string, unknown> =
    file.data.version === 1 ? { units: file.data.limit } : (file.data.limits ?? {});
  for (const bucket of QUOTA_BUCKETS) {
    if (written[bucket] === undefined) continue;
    const limit = limitSchema.safeParse(written[bucket]);
    if (limit.success) limits[bucket] = limit.data;
    else
      lost.push(bucket === 'units' ? lineOf(QUOTA_NOTICES.dailyLimit) : lineOf(QUOTA_NOTICES.bucketLimit, { bucket }));
  }
  const accounts: Record<string, AccountDay> = {};
  for (const [account, day] of Object.entries(file.data.accounts)) {
    const parsed = file.data.version === 1 ? fromVersion1(day) : accountDaySchema.safeParse(day).data;
    if (parsed) accounts[account] = parsed;
    else lost.push(lineOf(QUOTA_NOTICES.accountCount, { account }));
  }
  return { limits, accounts, lost };
}

function fromVersion1(day: unknown): AccountDay | undefined {
  const parsed = v1AccountDaySchema.safeParse(day);
  if (!parsed.success) return undefined;
  const byMethod: Record<string, number> = {};
  for (const [method, units] of Object.entries(parsed.data.byMethod)) {
    byMethod[method] = Math.ceil(units / (V1_UNITS_PER_CALL[method] ?? 1));
  }
  return { resetsAt: parsed.data.resetsAt, byMethod };
}

export function ledgerFileOf(
  limits: Readonly<Record<QuotaBucket, number>>,
  accounts: Record<string, AccountDay>,
): unknown {
  return { version: LEDGER_VERSION, limits, accounts };
}
