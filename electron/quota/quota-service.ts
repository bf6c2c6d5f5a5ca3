// The app's quota budget: hears every answer of the platform (it is the Data API client's observer), books what each
// call cost against the signed-in account, and tells the renderer after each change and at the Pacific midnight
// reset. What the renderer sees is `QuotaView`.
import type { QuotaView } from '../../shared/ipc/quota';
import type { EventSink } from '../ipc/handlers';
import type { DataApiCall, DataApiObserver } from '../platform/data-api-client';
import { chargeOf } from './charged-call';
import type { QuotaAccount } from './quota-account';
import type { QuotaLedger } from './quota-ledger';

export interface QuotaServiceDeps {
  readonly ledger: QuotaLedger;
  /** Whose budget a call spends (channel and service), or null when no one is signed in. */
  readonly account: () => QuotaAccount | null;
  readonly events: EventSink;
  readonly now?: () => number;
}

export class QuotaService implements DataApiObserver {
  private readonly now: () => number;
  private resetTimer: ReturnType<typeof setTimeout> | undefined;

  constructor(private readonly deps: QuotaServiceDeps) {
    this.now = deps.now ?? Date.now;
  }

  called(call: DataApiCall): void {
    const charge = chargeOf(call);
    const account = this.deps.account();
    if (!charge || account === null) return;
    this.deps.ledger.spend(account.key, charge.method, charge.units);
    this.changed();
  }

  today(): QuotaView {
    const account = this.deps.account();
    const day = this.deps.ledger.today(account?.key ?? '');
    return {
      used: account === null ? 0 : day.used,
      limit: this.deps.ledger.limit,
      resetsAt: day.resetsAt,
      account: account?.label ?? null,
      byMethod: account === null ? {} : { ...day.byMethod },
    };
  }

  setLimit(limit: number): QuotaView {
    this.deps.ledger.setLimit(limit);
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
