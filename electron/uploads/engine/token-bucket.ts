// One token bucket for every running upload: each slice of a chunk's body waits here for its bytes before it is
// handed to its connection, so the uploads together stay at the limit, whatever their number (first come, first
// served: an upload that started later cannot starve an earlier one). While uploads run, the bucket holds up to half a
// second of bytes, so a timer that fires late or a sender held up between two slices on a busy event loop (tens to
// hundreds of ms under the e2e suite's load, where a quarter of a second cost 6% of the rate) loses no bandwidth: the
// bytes earned meanwhile are still there. After a quiet spell (no slice let through for a second, or none yet) it
// starts empty, so an upload starting then goes at the limit from its first byte.
//
// No timer runs while nobody waits; one timer runs for the waiter at the head. A changed limit takes effect at
// once: bytes earned until now count at the old rate, and no limit releases every waiter.

/** What the upload engine asks before sending: `limited()` is cheap, so an unlimited upload never slices. */
export interface Pacer {
  limited(): boolean;
  /** Resolves when `bytes` may be sent; rejects when `signal` aborts first. */
  take(bytes: number, signal?: AbortSignal): Promise<void>;
}

/** The bytes a waiting upload asks for at most: its body is cut into slices of this size while a limit is on. */
export const PACE_SLICE_BYTES = 64 * 1024;
const BURST_SECONDS = 0.5;
/** Nobody waiting this long is a quiet spell, not a gap between two slices or two chunks. */
const QUIET_MS = 1000;

export interface BucketClock {
  now(): number;
  setTimeout(run: () => void, ms: number): unknown;
  clearTimeout(timer: unknown): void;
}

const realClock: BucketClock = {
  now: () => performance.now(),
  setTimeout: (run, ms) => setTimeout(run, ms),
  clearTimeout: (timer) => clearTimeout(timer as NodeJS.Timeout),
};

interface Waiter {
  readonly bytes: number;
  readonly resolve: () => void;
  readonly reject: (error: Error) => void;
  readonly signal: AbortSignal | undefined;
  readonly onAbort: () => void;
}

export class TokenBucket implements Pacer {
  private rate: number | null = null;
  private tokens = 0;
  private stamp: number;
  private readonly waiters: Waiter[] = [];
  private timer: unknown;
  /** Nobody has waited since the last refill. */
  private idle = true;
  /**
   * When a slice was last let through: the quiet spell is measured from there, not from the last refill, so the
   * bytes "earned" between setting a limit and the first upload are no burst.
   */
  private lastServed = Number.NEGATIVE_INFINITY;

  constructor(private readonly clock: BucketClock = realClock) {
    this.stamp = clock.now();
  }

  limited(): boolean {
    return this.rate !== null;
  }

  /** Bytes per second, or null for no limit. */
  setRate(bytesPerSecond: number | null): void {
    this.refill();
    this.rate = bytesPerSecond;
    if (bytesPerSecond !== null) this.tokens = Math.min(this.tokens, this.capacity());
    this.serve();
  }

  take(bytes: number, signal?: AbortSignal): Promise<void> {
    if (signal?.aborted) return Promise.reject(abortError());
    if (this.rate === null && this.waiters.length === 0) return Promise.resolve();
    return new Promise<void>((resolve, reject) => {
      const waiter: Waiter = {
        bytes,
        resolve,
        reject,
        signal,
        onAbort: () => {
          const index = this.waiters.indexOf(waiter);
          if (index < 0) return;
          this.waiters.splice(index, 1);
          reject(abortError());
          if (index === 0) this.serve();
        },
      };
      signal?.addEventListener('abort', waiter.onAbort, { once: true });
      this.waiters.push(waiter);
      if (this.waiters.length === 1) this.serve();
    });
  }

  private capacity(): number {
    return Math.max(PACE_SLICE_BYTES, (this.rate ?? 0) * BURST_SECONDS);
  }

  private refill(): void {
    const now = this.clock.now();
    if (this.rate !== null) {
      // After a quiet spell an upload starts from an empty bucket; a short gap (the next slice, the next chunk) keeps
      // what was earned, or the uploads would fall behind the limit at every gap.
      const quiet = this.idle && now - this.lastServed > QUIET_MS;
      this.tokens = quiet ? 0 : Math.min(this.capacity(), this.tokens + ((now - this.stamp) * this.rate) / 1000);
    }
    this.stamp = now;
  }

  private serve(): void {
    if (this.timer !== undefined) {
      this.clock.clearTimeout(this.timer);
      this.timer = undefined;
    }
    this.refill();
    this.idle = false;
    for (;;) {
      const head = this.waiters[0];
      if (!head) {
        this.idle = true;
        return;
      }
      // A slice larger than the bucket is let through once the bucket is full, and leaves it in debt.
      const needed = Math.min(head.bytes, this.capacity());
      if (this.rate !== null && this.tokens < needed) {
        const wait = Math.ceil(((needed - this.tokens) * 1000) / this.rate);
        this.timer = this.clock.setTimeout(() => {
          this.timer = undefined;
          this.serve();
        }, wait);
        return;
      }
      this.waiters.shift();
      head.signal?.removeEventListener('abort', head.onAbort);
      if (this.rate !== null) this.tokens -= head.bytes;
      this.lastServed = this.stamp;
      head.resolve();
    }
  }
}

function abortError(): Error {
  const error = new Error('the wait for bandwidth was aborted');
  error.name = 'AbortError';
  return error;
}
