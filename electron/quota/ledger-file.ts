// The ledger's file (`quota/ledger.json` in the data dir): the daily limit and, per account, what was spent since
// the last Pacific midnight. Read record by record, so a damaged entry costs only that entry's count.
import { z } from 'zod';
import { MAX_QUOTA_LIMIT } from '../../shared/ipc/quota';

export const LEDGER_VERSION = 1;

export const accountDaySchema = z.strictObject({
  /** The Pacific midnight that ends this count (epoch ms). */
  resetsAt: z.number().int().min(0),
  used: z.number().int().min(0),
  byMethod: z.record(z.string().max(100), z.number().int().min(0)),
});
export type AccountDay = z.output<typeof accountDaySchema>;

const fileSchema = z.object({
  version: z.literal(LEDGER_VERSION),
  limit: z.unknown(),
  accounts: z.record(z.string().max(500), z.unknown()),
});
const limitSchema = z.number().int().min(1).max(MAX_QUOTA_LIMIT);

export interface LedgerContents {
  readonly limit?: number;
  readonly accounts: Record<string, AccountDay>;
  /** What could not be read: named for the notice. */
  readonly lost: readonly string[];
}

/** What a parsed file holds; `undefined` when it is not a ledger at all (another layout). */
export function salvageLedger(value: unknown): LedgerContents | undefined {
  const file = fileSchema.safeParse(value);
  if (!file.success) return undefined;
  const lost: string[] = [];
  const limit = limitSchema.safeParse(file.data.limit);
  if (!limit.success && file.data.limit !== undefined) lost.push('the daily limit');
  const accounts: Record<string, AccountDay> = {};
  for (const [account, day] of Object.entries(file.data.accounts)) {
    const parsed = accountDaySchema.safeParse(day);
    if (parsed.success) accounts[account] = parsed.data;
    else lost.push(`today's count for ${account}`);
  }
  return { ...(limit.success ? { limit: limit.data } : {}), accounts, lost };
}

export function ledgerFileOf(limit: number, accounts: Record<string, AccountDay>): unknown {
  return { version: LEDGER_VERSION, limit, accounts };
}
