import { describe, expect, it } from 'vitest';
import { PACE_SLICE_BYTES, TokenBucket, type BucketClock } from '../../../../../electron/uploads/engine/token-bucket';

const KiB = 1024;
const MiB = 1024 * KiB;

/** A clock only the test moves: timers fire in order as it advances. */
/** `lateMs`: every timer fires this much after its time, as on a busy event loop. */
function manualClock(lateMs = 0) {
  let now = 0;
  let nextId = 0;
  const timers = new Map<number, { at: number; run: () => void }>();
  const clock: BucketClock = {
    now: () => now,
    setTimeout: (run, ms) => {
      timers.set(++nextId, { at: now + ms + lateMs, run });
      return nextId;
    },
    clearTimeout: (id) => void timers.delete(id as number),
  };
  const flush = () => new Promise<void>((resolve) => setImmediate(resolve));
  return {
    clock,
    now: () => now,
    pending: () => timers.size,
    /** Fires timers in order until none is due at or before `until` (promises settle between them). */
    async advanceTo(until: number): Promise<void> {
      await flush();
      for (;;) {
        const due = [...timers.entries()].sort((a, b) => a[1].at - b[1].at)[0];
        if (!due || due[1].at > until) break;
        timers.delete(due[0]);
        now = due[1].at;
        due[1].run();
        await flush();
      }
      now = until;
    },
  };
}

/** Sends `total` bytes in slices, like the file writer, recording when each slice was let through. */
async function send(bucket: TokenBucket, total: number, log: number[], time: () => number): Promise<void> {
  for (let sent = 0; sent < total; sent += PACE_SLICE_BYTES) {
    await bucket.take(Math.min(PACE_SLICE_BYTES, total - sent));
    log.push(time());
  }
}

describe('token bucket', () => {
  it('lets bytes through at once, with no timer, while no limit is set', async () => {
    const time = manualClock();
    const bucket = new TokenBucket(time.clock);
    await bucket.take(100 * MiB);
    expect(bucket.limited()).toBe(false);
    expect(time.pending()).toBe(0);
  });

  it('holds one upload to the limit', async () => {
    const time = manualClock();
    const bucket = new TokenBucket(time.clock);
    bucket.setRate(4 * MiB);
    const log: number[] = [];
    const done = send(bucket, 32 * MiB, log, time.now);
    await time.advanceTo(20_000);
    await done;
    // 32 MiB at 4 MiB/s: 8 s, to the millisecond the timers round to per slice.
    expect(log.at(-1)).toBeGreaterThanOrEqual(7_990);
    expect(log.at(-1)).toBeLessThanOrEqual(8_000 + 512);
  });

  it('shares the limit between uploads, first come first served, so both advance together', async () => {
    const time = manualClock();
    const bucket = new TokenBucket(time.clock);
    bucket.setRate(MiB);
    const a: number[] = [];
    const b: number[] = [];
    const both = Promise.all([send(bucket, MiB, a, time.now), send(bucket, MiB, b, time.now)]);
    await time.advanceTo(10_000);
    await both;
    expect(Math.max(a.at(-1)!, b.at(-1)!)).toBeGreaterThanOrEqual(1_990);
    expect(Math.max(a.at(-1)!, b.at(-1)!)).toBeLessThanOrEqual(2_100);
    // Neither waited for the other to finish.
    expect(Math.abs(a.at(-1)! - b.at(-1)!)).toBeLessThan(200);
  });

  it('releases every waiter at once when the limit is lifted', async () => {
    const time = manualClock();
    const bucket = new TokenBucket(time.clock);
    bucket.setRate(MIN_RATE);
    const log: number[] = [];
    const done = send(bucket, 8 * MiB, log, time.now);
    await time.advanceTo(2_000);
    const before = log.length;
    expect(before).toBeLessThan(4);
    bucket.setRate(null);
    await done;
    expect(log.length).toBe(128);
    expect(log.at(-1)).toBe(2_000);
    expect(time.pending()).toBe(0);
  });

  it('applies a lower limit to the bytes still waiting', async () => {
    const time = manualClock();
    const bucket = new TokenBucket(time.clock);
    bucket.setRate(2 * MiB);
    const log: number[] = [];
    const done = send(bucket, 4 * MiB, log, time.now);
    await time.advanceTo(1_000); // about 2 MiB sent
    bucket.setRate(MiB);
    await time.advanceTo(60_000);
    await done;
    // The remaining 2 MiB at 1 MiB/s.
    expect(log.at(-1)).toBeGreaterThanOrEqual(2_950);
    expect(log.at(-1)).toBeLessThanOrEqual(3_100);
  });

  it('gives an upload starting after a quiet spell no burst above the limit', async () => {
    const time = manualClock();
    const bucket = new TokenBucket(time.clock);
    bucket.setRate(4 * MiB);
    await time.advanceTo(10_000);
    const log: number[] = [];
    const done = send(bucket, 4 * MiB, log, time.now);
    await time.advanceTo(30_000);
    await done;
    // At most one slice ahead (4 MiB less 64 KiB at 4 MiB/s), give or take the timers' whole milliseconds.
    expect(log.at(-1)! - 10_000).toBeGreaterThanOrEqual(984 - 16);
  });

  it('gives the first upload after a limit is set no burst, however soon after it starts', async () => {
    const time = manualClock();
    const bucket = new TokenBucket(time.clock);
    bucket.setRate(4 * MiB);
    await time.advanceTo(500);
    const log: number[] = [];
    const done = send(bucket, 8 * MiB, log, time.now);
    await time.advanceTo(30_000);
    await done;
    // 8 MiB less the first slice at 4 MiB/s: the half second before the upload earned nothing.
    expect(log.at(-1)! - 500).toBeGreaterThanOrEqual(1_984 - 16);
  });

  it('loses no bandwidth to timers that fire late', async () => {
    const time = manualClock(40);
    const bucket = new TokenBucket(time.clock);
    bucket.setRate(4 * MiB);
    const log: number[] = [];
    const done = send(bucket, 32 * MiB, log, time.now);
    await time.advanceTo(60_000);
    await done;
    expect(log.at(-1)).toBeLessThanOrEqual(8_000 + 100);
  });

  it('loses no bandwidth to a sender held up between two slices, as a busy event loop holds it', async () => {
    const time = manualClock();
    const bucket = new TokenBucket(time.clock);
    bucket.setRate(4 * MiB);
    const log: number[] = [];
    const done = (async () => {
      await send(bucket, 16 * MiB, log, time.now);
      // Nobody waits at the bucket for 400 ms: what was earned meanwhile is still there afterwards.
      await new Promise<void>((resolve) => time.clock.setTimeout(resolve, 400));
      await send(bucket, 16 * MiB, log, time.now);
    })();
    await time.advanceTo(60_000);
    await done;
    expect(log.at(-1)).toBeLessThanOrEqual(8_000 + 100);
    // And not faster than the limit either: half a second of bytes is all it may catch up.
    expect(log.at(-1)).toBeGreaterThanOrEqual(8_000 - 600);
  });

  it('rejects an aborted wait and serves the next waiter', async () => {
    const time = manualClock();
    const bucket = new TokenBucket(time.clock);
    bucket.setRate(MIN_RATE);
    const controller = new AbortController();
    const first = bucket.take(PACE_SLICE_BYTES, controller.signal);
    const second = bucket.take(PACE_SLICE_BYTES);
    controller.abort();
    await expect(first).rejects.toMatchObject({ name: 'AbortError' });
    await time.advanceTo(1_000);
    await expect(second).resolves.toBeUndefined();
    await expect(bucket.take(1, controller.signal)).rejects.toMatchObject({ name: 'AbortError' });
  });
});

const MIN_RATE = 64 * KiB;
