// The project's daily quota: every call is charged its cost, a call that would go past the limit is refused with
// quotaExceeded, and the day rolls over at midnight Pacific time as on the real service.
import { DAILY_QUOTA_LIMIT, QUOTA_COSTS, quotaCostOf } from '../../../shared/platform/quota-costs';
import { apiErrors } from './api-error';

export const DAILY_QUOTA_UNITS = DAILY_QUOTA_LIMIT;

/**
 * The costs of https://developers.google.com/youtube/v3/determine_quota_cost, one table shared with the app's
 * ledger; a setting rather than a constant because the platform changes them (newer docs give uploads and search
 * their own daily buckets).
 */
export const DEFAULT_METHOD_COSTS: Readonly<Record<string, number>> = QUOTA_COSTS;

const pacificDay = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'America/Los_Angeles',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

export class QuotaLedger {
  private usedUnits = 0;
  private day: string;

  constructor(
    private readonly now: () => number,
    public limit: number = DAILY_QUOTA_UNITS,
    readonly costs: Readonly<Record<string, number>> = DEFAULT_METHOD_COSTS,
  ) {
    this.day = pacificDay.format(now());
  }

  /** The cost of a method by its short id (`videos.list`): its own entry, else the list or write rate. */
  costOf(method: string): number {
    return quotaCostOf(method, this.costs);
  }

  charge(units: number): void {
    this.rollOver();
    if (this.usedUnits + units > this.limit) throw apiErrors.quotaExceeded();
    this.usedUnits += units;
  }

  exhaust(): void {
    this.rollOver();
    this.usedUnits = this.limit;
  }

  /** Projects can be granted more quota; tests that upload a lot set a high limit instead of resetting often. */
  setLimit(units: number): void {
    this.limit = units;
  }

  reset(): void {
    this.usedUnits = 0;
  }

  used(): number {
    this.rollOver();
    return this.usedUnits;
  }

  private rollOver(): void {
    const today = pacificDay.format(this.now());
    if (today !== this.day) {
      this.day = today;
      this.usedUnits = 0;
    }
  }
}
