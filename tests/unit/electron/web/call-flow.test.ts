// One socket's calls: never more than the bound in flight, reading paused while it is reached, resumed after,
// and a client that overflows the waiting room is cut off.
import { describe, expect, it } from 'vitest';
import { createCallFlow } from '../../../../electron/web/call-flow';

function harness(maxInFlight: number, maxWaitingBytes = 1_000) {
  const started: number[] = [];
  const finish = new Map<number, () => void>();
  const log: string[] = [];
  const flow = createCallFlow<number>({
    maxInFlight,
    maxWaitingBytes,
    run: (call) =>
      new Promise<void>((resolve) => {
        started.push(call);
        finish.set(call, resolve);
      }),
    pause: () => log.push('pause'),
    resume: () => log.push('resume'),
    overflow: () => log.push('overflow'),
  });
  const settle = async (call: number): Promise<void> => {
    finish.get(call)!();
    // Let the run's `finally` start the next call.
    await new Promise((resolve) => setImmediate(resolve));
  };
  return { flow, started, log, settle };
}

describe('call flow', () => {
  it('runs at most maxInFlight calls, pauses reading while at it, and resumes when the backlog is gone', async () => {
    const { flow, started, log, settle } = harness(2);
    for (let call = 1; call <= 5; call += 1) flow.push(call, 10);
    expect(started).toEqual([1, 2]);
    expect(log).toEqual(['pause']);

    await settle(1);
    expect(started).toEqual([1, 2, 3]);
    await settle(2);
    await settle(3);
    expect(started).toEqual([1, 2, 3, 4, 5]);
    expect(log).toEqual(['pause']);
    await settle(4);
    expect(log).toEqual(['pause', 'resume']);
    flow.push(6, 10);
    expect(started).toEqual([1, 2, 3, 4, 5, 6]);
  });

  it('cuts off a client whose waiting calls pass the byte bound, and starts nothing after', async () => {
    const { flow, started, log, settle } = harness(1, 25);
    flow.push(1, 10);
    flow.push(2, 10);
    flow.push(3, 10);
    expect(log).toEqual(['pause']);
    flow.push(4, 10);
    expect(log).toEqual(['pause', 'overflow']);
    await settle(1);
    expect(started).toEqual([1]);
  });
});
