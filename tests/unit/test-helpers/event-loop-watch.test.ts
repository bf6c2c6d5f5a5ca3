import { describe, expect, it } from 'vitest';
import { timeCall, watchEventLoop } from '../../support/event-loop-watch';

function busy(ms: number): void {
  const until = performance.now() + ms;
  while (performance.now() < until) {
    // burn the event loop on purpose
  }
}

describe('watchEventLoop', () => {
  it('sees a synchronous stall of the work', async () => {
    const { maxStallMs } = await watchEventLoop(() => busy(400));
    expect(maxStallMs).toBeGreaterThanOrEqual(350);
  });

  it('sees a stall that happens after an await inside the work', async () => {
    const { result, maxStallMs } = await watchEventLoop(async () => {
      await new Promise((resolve) => setTimeout(resolve, 20));
      busy(400);
      return 'done';
    });
    expect(result).toBe('done');
    expect(maxStallMs).toBeGreaterThanOrEqual(350);
  });

  // Loose on purpose: on a busy two-core machine the scheduler alone can delay a timer by tens of milliseconds.
  it('reports a small figure for work that only waits', async () => {
    const { maxStallMs } = await watchEventLoop(() => new Promise((resolve) => setTimeout(resolve, 100)));
    expect(maxStallMs).toBeLessThan(250);
  });

  it('times a call', () => {
    expect(timeCall(() => busy(30))).toBeGreaterThanOrEqual(29);
  });
});
