// Today's quota spending per account, kept in the main process and saved atomically after each change, so a restart
// keeps the count. Each account spends from its Google Cloud project's buckets (uploads, search, stats and the shared
// units): the project's figures are the sum of its accounts'. A count ends at midnight Pacific time, when the
// platform's does (uploads/quota-reset.ts). A file that cannot be read is moved aside, never overwritten, and what
// could be read of it is kept.
import { join } from 'node:path';
import { QUOTA_BUCKET_LIMITS, QUOTA_BUCKETS, quotaBucketOf, type QuotaBucket } from '../../shared/platform/quota-costs';
import { readJsonOrQuarantineSync, setAsideSync, writeJsonAtomic } from '../common/atomic-json';
import { nextQuotaReset } from '../../shared/platform/quota-reset';
import { ledgerFileOf, salvageLedger, type AccountDay } from './ledger-file';
import { sayNames } from '../language/say';
import { keepWords, sayKept } from '../language/say-line';
import type { NoticeWords } from '../kernel/feature';
import { QUOTA_NOTICES } from './quota-messages';

interface QuotaLedgerOptions {
  readonly dataDir: string;
  readonly now?: () => number;
  /** Tells the user about a damaged ledger file (once, at start). */
  readonly notice?: (words: NoticeWords) => void;
  /** A save that failed: logged, and tried again with the next change. */
  readonly onSaveError?: (error: unknown) => void;
}

type BucketCounts = Readonly<Record<QuotaBucket, number>>;

interface LedgerDay {
  /** The shared units spent (every method without a bucket of its own). */
  readonly used: number;
  /** What was spent in each bucket. */
  readonly buckets: BucketCounts;
  readonly byMethod: Readonly<Record<string, number>>;
  readonly resetsAt: number;
  /** The project the account spent from, when it is known. */
  readonly project?: string;
  /** The channel as the meter shows it, when it is known. */
  readonly label?: string;
}

/** Whose project an account spends from, and how the meter names the channel. */
interface AccountOwner {
  readonly project: string;
  readonly label: string;
}

export function ledgerPath(dataDir: string): string {
  return join(dataDir, 'quota', 'ledger.json');
}

export class QuotaLedger {
  private readonly path: string;
  private readonly now: () => number;
  private accounts: Record<string, AccountDay> = {};
  private readonly currentLimits: Record<QuotaBucket, number> = { ...QUOTA_BUCKET_LIMITS };
  private dirty = false;
  private writing: Promise<void> | undefined;

  constructor(private readonly options: QuotaLedgerOptions) {
    this.path = ledgerPath(options.dataDir);
    this.now = options.now ?? Date.now;
    this.load();
  }

  /** The shared units' daily limit. */
  get limit(): number {
    return this.currentLimits.units;
  }

  get limits(): BucketCounts {
    return { ...this.currentLimits };
  }

  today(account: string): LedgerDay {
    return dayView(this.current(account) ?? this.emptyDay());
  }

  /** Today's count of every account that spent from `project` (an account of unknown project counts for it). */
  accountsOf(project: string): Array<[string, LedgerDay]> {
    return Object.keys(this.accounts)
      .map((account): [string, AccountDay | undefined] => [account, this.current(account)])
      .filter((entry): entry is [string, AccountDay] => entry[1] !== undefined)
      .filter(([, day]) => day.project === undefined || day.project === project)
      .map(([account, day]) => [account, dayView(day)]);
  }

  spend(account: string, method: string, units: number, owner?: AccountOwner): LedgerDay {
    const day = this.current(account) ?? this.emptyDay();
    const next: AccountDay = {
      ...day,
      ...owner,
      byMethod: { ...day.byMethod, [method]: (day.byMethod[method] ?? 0) + units },
    };
    this.accounts[account] = next;
    this.save();
    return dayView(next);
  }

  setLimit(limit: number, bucket: QuotaBucket = 'units'): void {
    this.currentLimits[bucket] = limit;
    this.save();
  }

  /** Resolves once every change so far is on disk. */
  async flush(): Promise<void> {
    while (this.writing) await this.writing;
  }

  private emptyDay(): AccountDay {
    return { resetsAt: nextQuotaReset(this.now()), byMethod: {} };
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
      this.options.notice?.(keepWords(QUOTA_NOTICES.unreadable, { file: read.movedTo }));
      return;
    }
    const contents = salvageLedger(read.value);
    if (!contents) {
      const movedTo = setAsideSync(this.path, 'unknown-layout', now);
      this.options.notice?.(keepWords(QUOTA_NOTICES.unknownLayout, { file: movedTo }));
      return;
    }
    this.accounts = contents.accounts;
    Object.assign(this.currentLimits, contents.limits);
    if (contents.lost.length > 0) {
      this.options.notice?.(
        keepWords(QUOTA_NOTICES.partlyLost, {
          // A saved line lists at most 32 lines (shared/i18n/saved-line.ts): a longer list is kept as its words.
          lost:
            contents.lost.length <= 32
              ? { list: contents.lost }
              : sayNames(contents.lost.map((line) => sayKept(line, ''))),
        }),
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
        await writeJsonAtomic(this.path, ledgerFileOf(this.currentLimits, live));
      } catch (error) {
        this.options.onSaveError?.(error);
      }
    }
    this.writing = undefined;
  }
}

function dayView(day: AccountDay): LedgerDay {
  const buckets = Object.fromEntries(QUOTA_BUCKETS.map((bucket) => [bucket, 0])) as Record<QuotaBucket, number>;
  for (const [method, spent] of Object.entries(day.byMethod)) buckets[quotaBucketOf(method)] += spent;
  return {
    used: buckets.units,
    buckets,
    byMethod: day.byMethod,
    resetsAt: day.resetsAt,
    ...(day.project === undefined ? {} : { project: day.project }),
    ...(day.label === undefined ? {} : { label: day.label }),
  };
}
