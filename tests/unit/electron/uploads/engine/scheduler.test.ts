// The scheduler's idle signal: it resolves only when no run is left and none is due, so tests can prove that nothing
// else would start without waiting on the clock.
import { describe, expect, it } from 'vitest';
import { Scheduler } from '../../../../../electron/uploads/engine/scheduler';
import type { UploadRecord } from '../../../../../electron/uploads/queue/upload-record';
import { sampleRecord } from '../../../../support/record-fixture';

/** A queue whose runs end only when the test releases them, so every moment in between can be observed. */
function scriptedQueue(ids: string[], concurrency = 1) {
  const waiting = ids.map((id) => sampleRecord(id));
  const releases = new Map<string, () => void>();
  const finished: string[] = [];
  const scheduler = new Scheduler({
    concurrency: () => concurrency,
    next: (running) => waiting.find((record) => !running.has(record.id)),
    run: (record: UploadRecord) => {
      waiting.splice(waiting.indexOf(record), 1);
      return new Promise<void>((resolve) => {
        releases.set(record.id, () => {
          finished.push(record.id);
          resolve();
        });
      });
    },
    onUnexpectedError: () => undefined,
  });
  const release = (id: string) => {
    const done = releases.get(id);
    if (!done) throw new Error(`${id} is not running`);
    releases.delete(id);
    done();
  };
  return { scheduler, release, finished, started: () => [...releases.keys()] };
}

/** Lets every already-queued promise callback run, so a signal that was going to resolve has resolved. */
async function drainMicrotasks(): Promise<void> {
  for (let i = 0; i < 20; i += 1) await Promise.resolve();
}

describe('Scheduler.whenIdle', () => {
  it('resolves at once when nothing is queued', async () => {
    const { scheduler } = scriptedQueue([]);
    scheduler.pump();
    await expect(scheduler.whenIdle()).resolves.toBeUndefined();
  });

  it('waits for the runs that follow a finished one, not just the one running when asked', async () => {
    const { scheduler, release, finished, started } = scriptedQueue(['a', 'b']);
    scheduler.pump();
    expect(started()).toEqual(['a']);
    let idle = false;
    void scheduler.whenIdle().then(() => {
      idle = true;
    });
    release('a');
    await drainMicrotasks();
    // a ended, b was due and started in its place: the queue is not idle yet.
    expect(started()).toEqual(['b']);
    expect(idle).toBe(false);
    release('b');
    await drainMicrotasks();
    expect(idle).toBe(true);
    expect(finished).toEqual(['a', 'b']);
  });

  it('resolves after stop once every aborted run has wound down', async () => {
    const { scheduler, release } = scriptedQueue(['a', 'b'], 2);
    scheduler.pump();
    let idle = false;
    void scheduler.whenIdle().then(() => {
      idle = true;
    });
    const stopping = scheduler.stop();
    await drainMicrotasks();
    expect(idle).toBe(false);
    release('a');
    release('b');
    await stopping;
    await drainMicrotasks();
    expect(idle).toBe(true);
  });
});
