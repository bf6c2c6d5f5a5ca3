// The platform's daily quota, as it is today: each Google Cloud project (here, each OAuth client; API key calls count
// for the demo client's project, which issued the key) has buckets: uploads (videos.insert), search (search.list),
// stats (videos.batchGetStats) and the units every other method shares. Each call is charged its cost to its bucket,
// refused ones included; a call that would go past its bucket is refused with quotaExceeded, and the day rolls over
// at midnight Pacific time. The costs and limits are settings (the platform changes them), defaulting to the table in
// shared/platform/quota-costs.ts. A project serves several channels (one user's channels, several users): each
// channel's share of what its project was charged is kept beside the project's figures, and every charge is told to
// the listeners (the test control's journal of writes, which records whose token each write came with).
import {
  QUOTA_BUCKET_LIMITS,
  QUOTA_BUCKETS,
  QUOTA_COSTS,
  QUOTA_TABLE_DATE,
  quotaBucketOf,
  quotaCostOf,
  type QuotaBucket,
} from '../../../shared/platform/quota-costs';
import { DEMO_CLIENT } from '../oauth/oauth-clients';
import { apiErrors } from './errors/api-error';
import type { Caller } from './authenticate';
import { nextQuotaReset } from '../../../shared/platform/quota-reset';
import { pacificDayOf } from './pacific-day';
import { UploadCap } from './upload-cap';

const DEFAULT_METHOD_COSTS: Readonly<Record<string, number>> = QUOTA_COSTS;

/** The project whose buckets the top-level figures of the test control show, and the API key's project. */
export const DEFAULT_PROJECT = DEMO_CLIENT.clientId;

/** The project a call is charged to: its OAuth client's, or for an API key the demo project's. */
export function projectOf(caller: Caller): string {
  return caller.kind === 'oauth' ? caller.grant.clientId : DEFAULT_PROJECT;
}

interface BucketView {
  readonly used: number;
  readonly limit: number;
}

type BucketsView = Readonly<Record<QuotaBucket, BucketView>>;

/** One call charged: its method, the project it was charged to and the channel whose token it came with. */
export interface ChargedCall {
  readonly method: string;
  readonly project: string;
  /** Absent for an API key's calls (no channel). */
  readonly channelId?: string;
  readonly at: number;
}

/** What one channel's calls cost its project today, per bucket. */
type ChannelShare = Readonly<Record<QuotaBucket, number>>;

export class PlatformQuota {
  private readonly usage = new Map<string, Map<QuotaBucket, number>>();
  /** Per project, each channel's share of what it was charged (its calls, refused ones included). */
  private readonly shares = new Map<string, Map<string, Map<QuotaBucket, number>>>();
  private readonly listeners: Array<(call: ChargedCall) => void> = [];
  /** Buckets a test exhausted for every project, seen or not yet. */
  private readonly exhaustedEverywhere = new Set<QuotaBucket>();
  private day: string;
  readonly limits: Record<QuotaBucket, number> = { ...QUOTA_BUCKET_LIMITS };
  /** Each channel's own daily upload cap, counted apart from the project's buckets. */
  readonly uploadCap: UploadCap;

  constructor(
    private readonly now: () => number,
    readonly costs: Readonly<Record<string, number>> = DEFAULT_METHOD_COSTS,
  ) {
    this.day = pacificDayOf(now());
    this.uploadCap = new UploadCap(now);
  }

  /** The cost of a method by its short id (`videos.list`) in its bucket: its own entry, else a read or a write. */
  costOf(method: string): number {
    return quotaCostOf(method, this.costs);
  }

  bucketOf(method: string): QuotaBucket {
    return quotaBucketOf(method);
  }

  /**
   * Charges one call of `method` to `project`'s bucket for it, as `channelId`'s share; throws quotaExceeded when that
   * would pass it (a refused call is not charged, but its listeners still hear whose token it came with).
   */
  charge(method: string, project: string, channelId?: string): void {
    this.rollOver();
    const bucket = this.bucketOf(method);
    const cost = this.costOf(method);
    const call: ChargedCall = { method, project, at: this.now(), ...(channelId === undefined ? {} : { channelId }) };
    for (const listener of this.listeners) listener(call);
    if (this.usedBy(project, bucket) + cost > this.limits[bucket]) throw apiErrors.quotaExceeded();
    const buckets = this.usage.get(project) ?? new Map<QuotaBucket, number>();
    buckets.set(bucket, (buckets.get(bucket) ?? 0) + cost);
    this.usage.set(project, buckets);
    if (channelId === undefined) return;
    const channels = this.shares.get(project) ?? new Map<string, Map<QuotaBucket, number>>();
    const share = channels.get(channelId) ?? new Map<QuotaBucket, number>();
    share.set(bucket, (share.get(bucket) ?? 0) + cost);
    channels.set(channelId, share);
    this.shares.set(project, channels);
  }

  /** Hears every call charged (or refused for quota) from now on. */
  onCharge(listener: (call: ChargedCall) => void): void {
    this.listeners.push(listener);
  }

  /** Each channel's share of what `project` was charged today, in the order the channels first called. */
  channelShares(
    project: string = DEFAULT_PROJECT,
  ): Array<{ readonly channelId: string; readonly buckets: ChannelShare }> {
    this.rollOver();
    return [...(this.shares.get(project) ?? new Map<string, Map<QuotaBucket, number>>())].map(([channelId, share]) => ({
      channelId,
      buckets: Object.fromEntries(QUOTA_BUCKETS.map((bucket) => [bucket, share.get(bucket) ?? 0])) as ChannelShare,
    }));
  }

  /** Fills buckets for the rest of the day: one or all, of one project or of every project. */
  exhaust(options: { readonly bucket?: QuotaBucket; readonly project?: string } = {}): void {
    this.rollOver();
    const buckets = options.bucket ? [options.bucket] : QUOTA_BUCKETS;
    for (const bucket of buckets) {
      if (options.project === undefined) {
        this.exhaustedEverywhere.add(bucket);
      } else {
        const usage = this.usage.get(options.project) ?? new Map<QuotaBucket, number>();
        usage.set(bucket, this.limits[bucket]);
        this.usage.set(options.project, usage);
      }
    }
  }

  /** Projects can be granted more quota; tests that upload a lot raise a limit instead of resetting often. */
  setLimits(limits: Partial<Record<QuotaBucket, number>>): void {
    for (const bucket of QUOTA_BUCKETS) {
      const limit = limits[bucket];
      if (limit !== undefined) this.limits[bucket] = limit;
    }
  }

  reset(): void {
    this.usage.clear();
    this.shares.clear();
    this.exhaustedEverywhere.clear();
  }

  /** What `project` has used of `bucket` today. */
  used(project: string = DEFAULT_PROJECT, bucket: QuotaBucket = 'units'): number {
    this.rollOver();
    return this.usedBy(project, bucket);
  }

  buckets(project: string = DEFAULT_PROJECT): BucketsView {
    this.rollOver();
    const view = {} as Record<QuotaBucket, BucketView>;
    for (const bucket of QUOTA_BUCKETS)
      view[bucket] = { used: this.usedBy(project, bucket), limit: this.limits[bucket] };
    return view;
  }

  /** Every project that called today, the default one first. */
  projects(): string[] {
    this.rollOver();
    return [DEFAULT_PROJECT, ...[...this.usage.keys()].filter((project) => project !== DEFAULT_PROJECT)];
  }

  /** The Pacific day being counted, when it ends, and the table's date. */
  period(): { readonly day: string; readonly resetsAt: string; readonly tableDate: string } {
    this.rollOver();
    return {
      day: this.day,
      resetsAt: new Date(nextQuotaReset(this.now())).toISOString(),
      tableDate: QUOTA_TABLE_DATE,
    };
  }

  private usedBy(project: string, bucket: QuotaBucket): number {
    if (this.exhaustedEverywhere.has(bucket)) return this.limits[bucket];
    return Math.min(this.usage.get(project)?.get(bucket) ?? 0, this.limits[bucket]);
  }

  private rollOver(): void {
    const today = pacificDayOf(this.now());
    if (today !== this.day) {
      this.day = today;
      this.reset();
    }
  }
}
