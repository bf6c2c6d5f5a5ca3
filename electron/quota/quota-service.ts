// The app's quota budget: hears every answer of the platform (it is the Data API client's observer), books what each
// call cost against the signed-in account and its Google Cloud project, and tells the renderer after each change and
// at the Pacific midnight reset. What the renderer sees is `QuotaView`: the project's buckets (what every channel
// signed in through its client spent here today), each channel's share, and the signed-in channel's spending.
import type { QuotaDay } from '../../shared/bulk/bulk-days';
import type { QuotaChannelShare, QuotaView } from '../../shared/ipc/quota';
import { QUOTA_BUCKETS, QUOTA_TABLE_DATE, type QuotaBucket } from '../../shared/platform/quota-costs';
import type { EventSink } from '../ipc/handlers';
import type { DataApiCall, DataApiObserver } from '../platform/data-api-client';
import { chargeOf } from './charged-call';
import type { QuotaAccount } from './quota-account';
import type { QuotaLedger } from './quota-ledger';

export interface QuotaServiceDeps {
  readonly ledger: QuotaLedger;
  /** Whose budget a call spends (channel and service): the chosen channel's, or null when no one is signed in. */
  readonly account: () => QuotaAccount | null;
  /** The same for a signed-in channel that may not be the chosen one (its background work spends too). */
  readonly accountOf?: (channelId: string) => QuotaAccount | null;
  readonly events: EventSink;
  readonly now?: () => number;
}

/** Services are made by their factory, as every feature's are; the class is how this one keeps its dependencies. */
export function createQuotaService(deps: QuotaServiceDeps): QuotaService {
  return new QuotaService(deps);
}

export class QuotaService implements DataApiObserver {
  private readonly now: () => number;
  private resetTimer: ReturnType<typeof setTimeout> | undefined;

  constructor(private readonly deps: QuotaServiceDeps) {
    this.now = deps.now ?? Date.now;
  }

  called(call: DataApiCall): void {
    this.book(this.deps.account(), call);
  }

  /** An observer that books each answer for `channelId` (whose token the call carried), chosen or not. */
  observerFor(channelId: string): DataApiObserver {
    return { called: (call) => this.book(this.deps.accountOf?.(channelId) ?? null, call) };
  }

  private book(account: QuotaAccount | null, call: DataApiCall): void {
    const charge = chargeOf(call);
    if (!charge || account === null) return;
    this.deps.ledger.spend(account.key, charge.method, charge.units, {
      project: account.project,
      label: account.label,
    });
    this.changed();
  }

  today(): QuotaView {
    const account = this.deps.account();
    const ledger = this.deps.ledger;
    const limits = ledger.limits;
    const day = ledger.today(account?.key ?? '');
    const spent = Object.fromEntries(QUOTA_BUCKETS.map((bucket) => [bucket, 0])) as Record<QuotaBucket, number>;
    const channels: QuotaChannelShare[] = [];
    if (account !== null) {
      for (const [key, share] of ledger.accountsOf(account.project)) {
        for (const bucket of QUOTA_BUCKETS) spent[bucket] += share.buckets[bucket];
        channels.push({
          label: key === account.key ? account.label : (share.label ?? key),
          current: key === account.key,
          uploads: share.buckets.uploads,
          searches: share.buckets.search,
          units: share.buckets.units,
        });
      }
    }
    const buckets = Object.fromEntries(
      QUOTA_BUCKETS.map((bucket) => [bucket, { used: spent[bucket], limit: limits[bucket] }]),
    ) as QuotaView['buckets'];
    return {
      used: buckets.units.used,
      limit: buckets.units.limit,
      buckets,
      resetsAt: day.resetsAt,
      account: account?.label ?? null,
      project: account?.projectLabel ?? null,
      channels,
      byMethod: account === null ? {} : { ...day.byMethod },
      tableDate: QUOTA_TABLE_DATE,
    };
  }

  /** Units `channelId`'s project has left today in the shared bucket, or undefined when its project is unknown. */
  unitsLeftFor(channelId: string): number | undefined {
    const account = this.deps.accountOf?.(channelId);
    if (!account) return undefined;
    const ledger = this.deps.ledger;
    const used = ledger.accountsOf(account.project).reduce((sum, [, day]) => sum + day.buckets.units, 0);
    return Math.max(0, ledger.limits.units - used);
  }

  /** `channelId`'s project's day of shared units (left, limit, reset), or undefined when its project is unknown. */
  dayFor(channelId: string): QuotaDay | undefined {
    const left = this.unitsLeftFor(channelId);
    const account = this.deps.accountOf?.(channelId);
    if (left === undefined || !account) return undefined;
    return { left, limit: this.deps.ledger.limits.units, resetsAt: this.deps.ledger.today(account.key).resetsAt };
  }

  setLimit(limit: number, bucket: QuotaBucket = 'units'): QuotaView {
    this.deps.ledger.setLimit(limit, bucket);
    return this.changed();
  }

  /** After a sign-in or sign-out: the meter shows the new account's count. */
  changed(): QuotaView {
    const view = this.today();
    this.deps.events.emit('quota.changed', view);
    this.scheduleReset(view.resetsAt);
    return view;
  }

  start(): void {
    this.scheduleReset(this.today().resetsAt);
  }

  async stop(): Promise<void> {
    clearTimeout(this.resetTimer);
    this.resetTimer = undefined;
    await this.deps.ledger.flush();
  }

  private scheduleReset(at: number): void {
    clearTimeout(this.resetTimer);
    // At midnight Pacific time the count is 0 again whether or not a call is made; a day is shorter than the
    // longest timer Node accepts (2^31 ms).
    this.resetTimer = setTimeout(() => this.changed(), Math.max(0, at - this.now()) + 1000);
    this.resetTimer.unref?.();
  }
}
