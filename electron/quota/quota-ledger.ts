// Today's units per account, kept in the main process and saved atomically after each change, so a restart keeps
// the count. A count ends at midnight Pacific time, when the platform's does (uploads/quota-reset.ts). A file that
// cannot be read is moved aside, never overwritten, and what could be read of it is kept.
import { join } from 'node:path';
import { DAILY_QUOTA_LIMIT } from '../../shared/platform/quota-costs';
import { readJsonOrQuarantineSync, setAsideSync, writeJsonAtomic } from '../files/atomic-json';
import { nextQuotaReset } from '../uploads/quota-reset';
import { ledgerFileOf, salvageLedger, type AccountDay } from './ledger-file';

export interface QuotaLedgerOptions {
  readonly dataDir: string;
  readonly now?: () => number;
  /** Tells the user about a damaged ledger file (once, at start). */
  readonly notice?: (message: string) => void;
  /** A save that failed: logged, and tried again with the next change. */
  readonly onSaveError?: (error: unknown) => void;
}

export interface LedgerDay {
  readonly used: number;
  readonly byMethod: Readonly<Record<string, number>>;
  readonly resetsAt: number;
}

export function ledgerPath(dataDir: string): string {
  return join(dataDir, 'quota', 'ledger.json');
}

export class QuotaLedger {
  private readonly path: string;
  private readonly now: () => number;
  private accounts: Record<string, AccountDay> = {};
  private currentLimit = DAILY_QUOTA_LIMIT;
  private dirty = false;
  private writing: Promise<void> | undefined;

  constructor(private readonly options: QuotaLedgerOptions) {
    this.path = ledgerPath(options.dataDir);
    this.now = options.now ?? Date.now;
    this.load();
  }

  get limit(): number {
    return this.currentLimit;
  }

  today(account: string): LedgerDay {
    return this.current(account) ?? { used: 0, byMethod: {}, resetsAt: nextQuotaReset(this.now()) };
  }

  spend(account: string, method: string, units: number): LedgerDay {
    const day = this.current(account) ?? { used: 0, byMethod: {}, resetsAt: nextQuotaReset(this.now()) };
    const next = {
      resetsAt: day.resetsAt,
      used: day.used + units,
      byMethod: { ...day.byMethod, [method]: (day.byMethod[method] ?? 0) + units },
    };
    this.accounts[account] = next;
    this.save();
    return next;
  }

  setLimit(limit: number): void {
    this.currentLimit = limit;
    this.save();
  }

  /** Resolves once every change so far is on disk. */
  async flush(): Promise<void> {
    while (this.writing) await this.writing;
  }

  /** Today's count of `account`, or undefined once its day has ended. */
  private current(account: string): AccountDay | undefined {
    const day = this.accounts[account];
    if (day && this.now() < day.resetsAt) return day;
    return undefined;
  }

  private load(): void {
    const now = this.now();
    const read = readJsonOrQuarantineSync(this.path, now);
    if (read.kind === 'missing') return;
    if (read.kind === 'corrupt') {
      this.options.notice?.(
        `The local quota ledger could not be read (kept as ${read.movedTo}); today's count starts again from 0. ` +
          'The platform still counts what was spent.',
      );
      return;
    }
    const contents = salvageLedger(read.value);
    if (!contents) {
      const movedTo = setAsideSync(this.path, 'unknown-layout', now);
      this.options.notice?.(
        `The local quota ledger has a layout this version does not know (kept as ${movedTo}); today's count starts again from 0.`,
      );
      return;
    }
    this.accounts = contents.accounts;
    if (contents.limit !== undefined) this.currentLimit = contents.limit;
    if (contents.lost.length > 0) {
      this.options.notice?.(
        `Part of the local quota ledger could not be read (${contents.lost.join(', ')}); what was lost starts ` +
          'again from its default (a count of 0, a limit of 10,000 units). The rest was kept.',
      );
      this.save();
    }
  }

  private save(): void {
    this.dirty = true;
    this.writing ??= this.drain();
  }

  private async drain(): Promise<void> {
    while (this.dirty) {
      this.dirty = false;
      const now = this.now();
      // Counts of days that have ended are dropped as the file is written: only today's matter.
      const live = Object.fromEntries(Object.entries(this.accounts).filter(([, day]) => now < day.resetsAt));
      this.accounts = live;
      try {
        await writeJsonAtomic(this.path, ledgerFileOf(this.currentLimit, live));
      } catch (error) {
        this.options.onSaveError?.(error);
      }
    }
    this.writing = undefined;
  }
}
