// Applies the bandwidth schedule to the shared token bucket: the limit in force is set now, and one timer is armed
// for the next window boundary (no polling); when it fires the limit is set again and the next timer armed. A timer
// that fires late (the machine slept) or early (the clock was moved) only recomputes from the time it is then.
import type { BandwidthSchedule, BandwidthState } from '../../../shared/uploads/bandwidth';
import { UNLIMITED_SCHEDULE } from '../../../shared/uploads/bandwidth';
import { nextBoundary, rateAt } from './bandwidth-schedule';
import { TokenBucket, type Pacer } from './token-bucket';

/** Node's timers take at most 2^31-1 ms; a boundary further off is reached in steps. */
const MAX_TIMER_MS = 2 ** 31 - 1;

export interface LimiterClock {
  /** Epoch ms. */
  now(): number;
  /** The user's time zone (IANA name), read at each boundary: the user may travel. */
  zone(): string;
  setTimeout(run: () => void, ms: number): unknown;
  clearTimeout(timer: unknown): void;
}

const systemClock: LimiterClock = {
  now: Date.now,
  zone: () => Intl.DateTimeFormat().resolvedOptions().timeZone,
  setTimeout: (run, ms) => setTimeout(run, ms).unref(),
  clearTimeout: (timer) => clearTimeout(timer as NodeJS.Timeout),
};

export class BandwidthLimiter {
  private schedule: BandwidthSchedule = UNLIMITED_SCHEDULE;
  private timer: unknown;
  private nextChangeAt: number | undefined;
  private listener: ((state: BandwidthState) => void) | undefined;

  constructor(
    /** What the upload engine paces its bodies with. */
    readonly bucket: TokenBucket = new TokenBucket(),
    private readonly clock: LimiterClock = systemClock,
  ) {}

  get pacer(): Pacer {
    return this.bucket;
  }

  apply(schedule: BandwidthSchedule): BandwidthState {
    this.schedule = schedule;
    this.tick();
    return this.state();
  }

  /** Hears each change of the limit in force (a boundary passed, a new schedule). */
  onChange(listener: (state: BandwidthState) => void): void {
    this.listener = listener;
  }

  state(): BandwidthState {
    return {
      schedule: this.schedule,
      bytesPerSecond: rateAt(this.schedule, this.clock.now(), this.clock.zone()),
      ...(this.nextChangeAt === undefined ? {} : { nextChangeAt: this.nextChangeAt }),
    };
  }

  stop(): void {
    if (this.timer !== undefined) this.clock.clearTimeout(this.timer);
    this.timer = undefined;
  }

  private tick(): void {
    this.stop();
    const now = this.clock.now();
    const zone = this.clock.zone();
    this.bucket.setRate(rateAt(this.schedule, now, zone));
    this.nextChangeAt = nextBoundary(this.schedule, now, zone);
    if (this.nextChangeAt !== undefined)
      this.timer = this.clock.setTimeout(() => this.tick(), Math.min(MAX_TIMER_MS, this.nextChangeAt - now));
    this.listener?.(this.state());
  }
}
