import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import { RateLimitCounter } from '../../../../shared/rules';

const T0 = 1_700_000_000_000 - (1_700_000_000_000 % 3_600_000); // a window boundary for every period used here

describe('request counting with a mitigation timeout', () => {
  it('N requests within the period pass, N+1 is blocked, another key is not', () => {
    const c = new RateLimitCounter({ period: 60, requests_per_period: 5, mitigation_timeout: 60 });
    for (let i = 0; i < 5; i++) {
      const d = c.hit('a', T0 + i * 100);
      expect(d).toMatchObject({ blocked: false, counted: true, count: i + 1 });
    }
    const sixth = c.hit('a', T0 + 500);
    expect(sixth).toMatchObject({
      blocked: true,
      reason: 'mitigation',
      counted: false,
      mitigatedUntil: T0 + 500 + 60_000,
    });
    expect(c.hit('b', T0 + 600)).toMatchObject({ blocked: false, count: 1 });
  });

  it('blocks every later request of the key during the timeout, then lets requests pass again', () => {
    const c = new RateLimitCounter({ period: 10, requests_per_period: 5, mitigation_timeout: 60 });
    for (let i = 0; i < 5; i++) c.hit('a', T0 + 1000 + i * 100);
    expect(c.hit('a', T0 + 1500).blocked).toBe(true);
    // Well under the rate now, but still inside the mitigation period.
    expect(c.hit('a', T0 + 30_000)).toMatchObject({ blocked: true, reason: 'mitigation' });
    expect(c.hit('a', T0 + 61_400)).toMatchObject({ blocked: true, reason: 'mitigation' });
    expect(c.hit('a', T0 + 61_600)).toMatchObject({ blocked: false, counted: true, count: 1 });
  });

  it('when the timeout ends while the window still holds too many requests, the next one starts a new mitigation', () => {
    const c = new RateLimitCounter({ period: 60, requests_per_period: 5, mitigation_timeout: 10 });
    for (let i = 0; i < 5; i++) c.hit('a', T0 + i);
    expect(c.hit('a', T0 + 10).blocked).toBe(true);
    expect(c.hit('a', T0 + 20_000)).toMatchObject({ blocked: true, reason: 'mitigation', mitigatedUntil: T0 + 30_000 });
  });
});

describe('throttle mode (mitigation_timeout 0)', () => {
  it('acts only on the requests over the rate', () => {
    const c = new RateLimitCounter({ period: 10, requests_per_period: 10 });
    let passed = 0;
    let blocked = 0;
    // Twice the allowed rate for a minute: one request every 500 ms.
    for (let t = 0; t < 60_000; t += 500) {
      const d = c.hit('k', T0 + t);
      if (d.blocked) {
        expect(d.reason).toBe('rate');
        expect(d.mitigatedUntil).toBeNull();
        blocked++;
      } else passed++;
      expect(d.count).toBeLessThanOrEqual(10);
    }
    expect(passed + blocked).toBe(120);
    // About the allowed 10 per 10 s get through; the sliding estimate may let a few more pass at window edges.
    expect(passed).toBeGreaterThanOrEqual(55);
    expect(passed).toBeLessThanOrEqual(70);
    // A client back under the rate is never refused.
    for (let t = 70_000; t < 130_000; t += 2_000) expect(c.hit('k', T0 + t).blocked).toBe(false);
  });

  it('request N+1 is the first refused and nothing is carried over as a mitigation', () => {
    const c = new RateLimitCounter({ period: 10, requests_per_period: 3, mitigation_timeout: 0 });
    expect([1, 2, 3, 4].map((i) => c.hit('k', T0 + i).blocked)).toEqual([false, false, false, true]);
    expect(c.check('k', T0 + 5)).toMatchObject({ blocked: false, count: 3 });
  });
});

describe('sliding window across period boundaries', () => {
  it('weights the previous window by the part of it still inside the period', () => {
    const c = new RateLimitCounter({ period: 60, requests_per_period: 10 });
    for (let i = 0; i < 10; i++) expect(c.hit('k', T0 + 50_000 + i).blocked).toBe(false);
    expect(c.estimate('k', T0 + 59_999)).toBe(10);
    // 1 s into the next window 59/60 of the previous count remains: 9.83 + 1 > 10.
    expect(c.estimate('k', T0 + 61_000)).toBeCloseTo(10 * (59 / 60), 10);
    expect(c.hit('k', T0 + 61_000).blocked).toBe(true);
    // Half way: 5 from the previous window, room for exactly 5 more.
    expect(c.estimate('k', T0 + 90_000)).toBe(5);
    const results = Array.from({ length: 6 }, (_, i) => c.hit('k', T0 + 90_000 + i).blocked);
    expect(results).toEqual([false, false, false, false, false, true]);
    // Next window: the 5 counted in the previous one, weighted 50/60.
    expect(c.estimate('k', T0 + 130_000)).toBeCloseTo(5 * (50 / 60), 10);
    // Two windows later nothing remains.
    expect(c.estimate('k', T0 + 240_000)).toBe(0);
  });
});

describe('counting separately from deciding', () => {
  it('counting after the response: N counted failures pass, the one that exceeds starts the mitigation', () => {
    const c = new RateLimitCounter({ period: 60, requests_per_period: 3, mitigation_timeout: 600 });
    for (let i = 0; i < 3; i++) {
      expect(c.check('ip', T0 + i * 1000).blocked).toBe(false);
      expect(c.record('ip', T0 + i * 1000 + 50)).toMatchObject({ blocked: false, counted: true, count: i + 1 });
    }
    expect(c.check('ip', T0 + 3000).blocked).toBe(false);
    expect(c.record('ip', T0 + 3050)).toMatchObject({
      blocked: true,
      reason: 'mitigation',
      count: 4,
      mitigatedUntil: T0 + 3050 + 600_000,
    });
    expect(c.check('ip', T0 + 4000)).toMatchObject({ blocked: true, reason: 'mitigation' });
    expect(c.check('ip', T0 + 3050 + 600_000).blocked).toBe(false);
  });

  it('requests that do not match the counting expression are never recorded and never add up', () => {
    const c = new RateLimitCounter({ period: 60, requests_per_period: 1, mitigation_timeout: 60 });
    for (let i = 0; i < 100; i++) expect(c.check('ip', T0 + i).blocked).toBe(false);
    expect(c.size).toBe(0);
  });

  it('score-based: adds the score and acts once the total is larger than score_per_period', () => {
    const c = new RateLimitCounter({ period: 60, score_per_period: 100, mitigation_timeout: 60 });
    expect(c.mode).toBe('score');
    expect(c.record('k', T0, 40)).toMatchObject({ blocked: false, count: 40 });
    expect(c.record('k', T0 + 1, 60)).toMatchObject({ blocked: false, count: 100 });
    expect(c.check('k', T0 + 2).blocked).toBe(false);
    expect(c.record('k', T0 + 3, 1)).toMatchObject({ blocked: true, count: 101 });
    expect(c.check('k', T0 + 4)).toMatchObject({ blocked: true, reason: 'mitigation' });
  });

  it('throttle mode with counting after the response refuses while the rate is above the threshold', () => {
    const c = new RateLimitCounter({ period: 10, requests_per_period: 2 });
    c.record('k', T0);
    c.record('k', T0 + 1);
    expect(c.check('k', T0 + 2).blocked).toBe(false);
    expect(c.record('k', T0 + 3)).toMatchObject({ blocked: true, reason: 'rate', mitigatedUntil: null });
    expect(c.check('k', T0 + 4)).toMatchObject({ blocked: true, reason: 'rate' });
    expect(c.check('k', T0 + 25_000).blocked).toBe(false);
  });
});

describe('memory and configuration', () => {
  it('forgets idle keys once per period', () => {
    const c = new RateLimitCounter({ period: 10, requests_per_period: 5 });
    for (let i = 0; i < 1000; i++) c.hit(`k${i}`, T0 + i);
    expect(c.size).toBe(1000);
    c.hit('fresh', T0 + 30_000);
    expect(c.size).toBe(1);
  });

  it('keeps keys under mitigation until it ends', () => {
    const c = new RateLimitCounter({ period: 10, requests_per_period: 1, mitigation_timeout: 3600 });
    c.hit('bad', T0);
    c.hit('bad', T0 + 1);
    c.hit('other', T0 + 100_000);
    expect(c.check('bad', T0 + 200_000)).toMatchObject({ blocked: true, reason: 'mitigation' });
  });

  it('never tracks more than maxKeys', () => {
    const c = new RateLimitCounter({ period: 60, requests_per_period: 5 }, { maxKeys: 100 });
    for (let i = 0; i < 1000; i++) c.hit(`k${i}`, T0 + i);
    expect(c.size).toBeLessThanOrEqual(100);
    expect(c.estimate('k999', T0 + 1000)).toBe(1);
  });

  it('reset forgets keys', () => {
    const c = new RateLimitCounter({ period: 60, requests_per_period: 1, mitigation_timeout: 60 });
    c.hit('a', T0);
    c.hit('a', T0 + 1);
    c.reset('a');
    expect(c.hit('a', T0 + 2).blocked).toBe(false);
    c.reset();
    expect(c.size).toBe(0);
  });

  it('refuses impossible configurations', () => {
    expect(() => new RateLimitCounter({ period: 0, requests_per_period: 1 })).toThrow(RangeError);
    expect(() => new RateLimitCounter({ period: 60 })).toThrow(RangeError);
    expect(() => new RateLimitCounter({ period: 60, requests_per_period: -1 })).toThrow(RangeError);
    expect(() => new RateLimitCounter({ period: 60, requests_per_period: 1, mitigation_timeout: -5 })).toThrow(
      RangeError,
    );
  });
});

/**
 * The counter as it was before it kept forgotten states in place: each sweep deleted the idle keys from its map and
 * a key seen again started anew. An oracle for decisions only (hit, then check and record through one state).
 */
class DeletingCounter {
  private readonly states = new Map<
    string,
    { window: number; current: number; previous: number; mitigatedUntil: number }
  >();
  private lastSweep = -Infinity;

  constructor(
    private readonly periodMs: number,
    private readonly threshold: number,
    private readonly timeoutMs: number,
    private readonly maxKeys: number,
  ) {}

  hit(key: string, now: number): { blocked: boolean; count: number } {
    this.sweep(now);
    let s = this.states.get(key);
    const w = Math.floor(now / this.periodMs);
    if (s === undefined) {
      if (this.states.size >= this.maxKeys) this.evict(now);
      s = { window: w, current: 0, previous: 0, mitigatedUntil: 0 };
      this.states.set(key, s);
    }
    const previous = w === s.window + 1 ? s.current : w > s.window + 1 ? 0 : s.previous;
    const current = w > s.window ? 0 : s.current;
    const count =
      previous * Math.max(0, (this.periodMs - (now - Math.max(w, s.window) * this.periodMs)) / this.periodMs) + current;
    if (now < s.mitigatedUntil) return { blocked: true, count };
    // Above the rate already: acted on before the windows move; else they move, then the request is weighed.
    if (count > this.threshold) {
      if (this.timeoutMs > 0) s.mitigatedUntil = now + this.timeoutMs;
      return { blocked: true, count };
    }
    if (w > s.window) Object.assign(s, { window: w, previous, current });
    if (count + 1 > this.threshold) {
      if (this.timeoutMs > 0) s.mitigatedUntil = now + this.timeoutMs;
      return { blocked: true, count };
    }
    s.current += 1;
    return { blocked: false, count: count + 1 };
  }

  private idle(s: { window: number; mitigatedUntil: number }, now: number): boolean {
    return Math.floor(now / this.periodMs) > s.window + 1 && !(now < s.mitigatedUntil);
  }

  private sweep(now: number): void {
    if (now - this.lastSweep < this.periodMs) return;
    this.lastSweep = now;
    for (const [key, s] of this.states) if (this.idle(s, now)) this.states.delete(key);
  }

  private evict(now: number): void {
    for (const [key, s] of this.states) if (this.idle(s, now)) this.states.delete(key);
    const first = this.states.keys().next();
    if (this.states.size >= this.maxKeys && !first.done) this.states.delete(first.value);
  }

  get size(): number {
    return this.states.size;
  }
}

describe('forgotten keys kept in place', () => {
  it('decide as keys deleted at each sweep would, through clocks stepping back, mitigations and evictions', () => {
    const step = fc.record({
      key: fc.constantFrom('a', 'b', 'c', 'd', 'e'),
      // Mostly forward, far enough for windows to pass; sometimes back, as an out-of-order log goes.
      advance: fc.oneof(fc.integer({ min: 0, max: 9000 }), fc.integer({ min: -7000, max: 0 })),
    });
    fc.assert(
      fc.property(
        fc.constantFrom(0, 3, 20),
        fc.constantFrom(2, 3, 100),
        fc.array(step, { maxLength: 120 }),
        (timeout, maxKeys, steps) => {
          const counter = new RateLimitCounter(
            { period: 2, requests_per_period: 2, mitigation_timeout: timeout },
            { maxKeys },
          );
          const oracle = new DeletingCounter(2000, 2, timeout * 1000, maxKeys);
          let now = T0;
          for (const { key, advance } of steps) {
            now += advance;
            const expected = oracle.hit(key, now);
            const decision = counter.hit(key, now);
            expect(decision.blocked).toBe(expected.blocked);
            expect(decision.count).toBeCloseTo(expected.count, 9);
            expect(counter.size).toBe(oracle.size);
          }
        },
      ),
      { numRuns: 2000 },
    );
  });

  it('holds no more states than maxKeys, the forgotten ones included', () => {
    const c = new RateLimitCounter({ period: 1, requests_per_period: 5 }, { maxKeys: 50 });
    for (let i = 0; i < 5000; i++) c.hit(`k${i}`, T0 + i * 700);
    const held = (c as unknown as { states: Map<string, unknown> }).states.size;
    expect(held).toBeLessThanOrEqual(50);
    expect(c.size).toBeLessThanOrEqual(4);
  });
});
