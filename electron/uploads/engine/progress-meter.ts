// Speed and time left of one upload. Sending is bursty (the socket buffer fills, then drains; chunks pause for the
// server's answer), so the speed is an exponential moving average over windows of at least `windowMs`.

export interface ProgressMeterOptions {
  readonly windowMs?: number;
  /** Weight of the newest window in the average (0-1). */
  readonly smoothing?: number;
}

export class ProgressMeter {
  private readonly windowMs: number;
  private readonly smoothing: number;
  private windowStart: number | undefined;
  private windowBytes = 0;
  private lastPosition: number | undefined;
  private speed = 0;

  constructor(options: ProgressMeterOptions = {}) {
    this.windowMs = options.windowMs ?? 500;
    this.smoothing = options.smoothing ?? 0.3;
  }

  /** The sending position moved to `position` at `now`. A move backwards (a resume from the server's offset) restarts counting. */
  record(position: number, now: number): void {
    if (this.lastPosition === undefined || position < this.lastPosition || this.windowStart === undefined) {
      this.lastPosition = position;
      this.windowStart = now;
      this.windowBytes = 0;
      return;
    }
    this.windowBytes += position - this.lastPosition;
    this.lastPosition = position;
    const elapsed = now - this.windowStart;
    if (elapsed >= this.windowMs) {
      const instant = (this.windowBytes * 1000) / elapsed;
      this.speed = this.speed === 0 ? instant : this.smoothing * instant + (1 - this.smoothing) * this.speed;
      this.windowStart = now;
      this.windowBytes = 0;
    }
  }

  /** Sending stopped (paused, retrying, finished): the speed is no longer meaningful. */
  reset(): void {
    this.windowStart = undefined;
    this.lastPosition = undefined;
    this.windowBytes = 0;
    this.speed = 0;
  }

  bytesPerSecond(): number {
    return Math.round(this.speed);
  }

  /** Seconds until `remaining` bytes are sent at the current speed; null while the speed is unknown. */
  etaSeconds(remaining: number): number | null {
    if (remaining <= 0) return 0;
    if (this.speed <= 0) return null;
    return Math.ceil(remaining / this.speed);
  }
}
