// The property behind the hardening reviews: the host's event loop never stalls on input. `watchEventLoop` runs some
// work (a hostile caption through an intake, an expression through validation, a payload through the bridge) and
// reports the longest time the loop could not turn while it ran, so a test can hold it under a bound.
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { setTimeout as sleep } from 'node:timers/promises';

/** The histogram's sampling step: a stall shorter than this is not seen, one longer is measured to about this. */
const RESOLUTION_MS = 5;

export interface EventLoopWatch<T> {
  result: T;
  /** The longest stall of the event loop while the work ran, in milliseconds. */
  maxStallMs: number;
}

export async function watchEventLoop<T>(work: () => T | Promise<T>): Promise<EventLoopWatch<T>> {
  const histogram = monitorEventLoopDelay({ resolution: RESOLUTION_MS });
  histogram.enable();
  // Let the histogram take its first sample before the work starts, so a stall at the very start is seen.
  await sleep(RESOLUTION_MS * 2);
  try {
    const result = await work();
    // A synchronous stall at the end of the work is recorded only by the sample after it.
    await sleep(RESOLUTION_MS * 2);
    return { result, maxStallMs: histogram.max / 1e6 };
  } finally {
    histogram.disable();
  }
}

/** Time one call synchronously (for a parser's bound per input in fuzz suites), in milliseconds. */
export function timeCall(call: () => unknown): number {
  const started = performance.now();
  call();
  return performance.now() - started;
}
