import { DateTime } from 'luxon';
import { describe, expect, it } from 'vitest';
import { BandwidthLimiter, type LimiterClock } from '../../../../../electron/uploads/engine/bandwidth-limiter';
import { TokenBucket } from '../../../../../electron/uploads/engine/token-bucket';
import type { BandwidthSchedule } from '../../../../../shared/uploads/bandwidth';

const MiB = 1024 * 1024;
const ZONE = 'Europe/Paris';

function fakeClock(startIso: string) {
  let now = DateTime.fromISO(startIso, { zone: ZONE }).toMillis();
  const timers: Array<{ at: number; run: () => void } | undefined> = [];
  const clock: LimiterClock = {
    now: () => now,
    zone: () => ZONE,
    setTimeout: (run, ms) => timers.push({ at: now + ms, run }) - 1,
    clearTimeout: (id) => void (timers[id as number] = undefined),
  };
  return {
    clock,
    armed: () => timers.filter((timer) => timer !== undefined),
    /** Moves to the next armed timer and fires it. */
    fireNext() {
      const index = timers.findIndex((timer) => timer !== undefined);
      const timer = timers[index]!;
      timers[index] = undefined;
      now = timer.at;
      timer.run();
      return DateTime.fromMillis(now, { zone: ZONE }).toFormat('ccc HH:mm');
    },
  };
}

const office: BandwidthSchedule = {
  otherwise: null,
  windows: [{ from: 9 * 60, to: 18 * 60, days: [], bytesPerSecond: 2 * MiB }],
};

describe('bandwidth limiter', () => {
  it('sets the limit in force and arms one timer for the next boundary, then the one after', () => {
    const time = fakeClock('2026-03-10T08:00'); // a Tuesday
    const bucket = new TokenBucket();
    const limiter = new BandwidthLimiter(bucket, time.clock);
    const state = limiter.apply(office);
    expect(state.bytesPerSecond).toBeNull();
    expect(bucket.limited()).toBe(false);
    expect(time.armed()).toHaveLength(1);
    expect(time.fireNext()).toBe('Tue 09:00');
    expect(bucket.limited()).toBe(true);
    expect(limiter.state().bytesPerSecond).toBe(2 * MiB);
    expect(time.fireNext()).toBe('Tue 18:00');
    expect(bucket.limited()).toBe(false);
    expect(time.armed()).toHaveLength(1);
  });

  it('replaces the timer when the schedule changes, and arms none without windows', () => {
    const time = fakeClock('2026-03-10T10:00');
    const bucket = new TokenBucket();
    const limiter = new BandwidthLimiter(bucket, time.clock);
    limiter.apply(office);
    expect(bucket.limited()).toBe(true);
    const lifted = limiter.apply({ otherwise: null, windows: [] });
    expect(lifted).toEqual({ schedule: { otherwise: null, windows: [] }, bytesPerSecond: null });
    expect(bucket.limited()).toBe(false);
    expect(time.armed()).toHaveLength(0);
  });

  it('stops its timer', () => {
    const time = fakeClock('2026-03-10T10:00');
    const limiter = new BandwidthLimiter(new TokenBucket(), time.clock);
    limiter.apply(office);
    limiter.stop();
    expect(time.armed()).toHaveLength(0);
  });
});
