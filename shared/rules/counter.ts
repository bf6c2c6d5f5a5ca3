// The rate-limit counter of one rule. Pure: the clock is a parameter (`now`, epoch milliseconds), so the emulator,
// the app's preview and the tests all drive it the same way.
//
// Model (https://developers.cloudflare.com/waf/rate-limiting-rules/request-rate/ gives no formula; this is the likely
// one): each counter key keeps the count of the current fixed window and
// of the previous one, and the rate is the sliding-window estimate
//     previous * (period - elapsed) / period + current
// where `elapsed` is the time since the current window began. The action starts when the estimate goes ABOVE the
// threshold, so with a fresh key request N+1 is the first one acted on.

export interface RateLimitConfig {
  /** Seconds. */
  period: number;
  /** Request-count threshold per period. */
  requests_per_period?: number;
  /** Score threshold per period; when set, the counter sums scores instead of counting requests. */
  score_per_period?: number;
  /** Seconds to act on every later request of the key once the threshold is exceeded; 0 (default) = throttle. */
  mitigation_timeout?: number;
}

export interface CounterDecision {
  /** Act on this request (block, challenge, ...). */
  blocked: boolean;
  /** Why: an ongoing mitigation period, or the rate being above the threshold. */
  reason: 'mitigation' | 'rate' | null;
  /** Whether this call added to the count. */
  counted: boolean;
  /** Sliding-window estimate after this call. */
  count: number;
  threshold: number;
  /** End of the mitigation period (epoch ms) when one is running. */
  mitigatedUntil: number | null;
}

export interface RateLimitCounterOptions {
  /** Upper bound on tracked keys; the oldest idle keys go first. Default 100 000. */
  maxKeys?: number;
}

/**
 * A counter key as a key function found it again by its values (compileCounterKeyRef): the key text, and the state
 * the counter that last counted it keeps for it, so that counting it again needs no lookup of the text. The counter
 * checks that the state is its own and still held before using it, and looks the text up otherwise.
 */
export class CounterKeyRef {
  // Written by the counter only: the counter that `state` belongs to, and that state.
  owner: RateLimitCounter | undefined;
  state: KeyState | undefined;

  constructor(readonly text: string) {}
}

/** A key as its text, or as a reference found by a key function (which the counter may read without a lookup). */
export type CounterKey = string | CounterKeyRef;

const textOf = (key: CounterKey): string => (typeof key === 'string' ? key : key.text);

interface KeyState {
  /** Index of the current window: floor(now / periodMs). */
  window: number;
  current: number;
  previous: number;
  /** Epoch ms; 0 when no mitigation ran. */
  mitigatedUntil: number;
  /** Set when the counter let go of the state (evicted, reset): a CounterKeyRef holding it must look again. */
  dropped: boolean;
  /** The counter's sweep count when the state was last found alive: a sweep since then may have forgotten it. */
  sweep: number;
  /** When the key was (re)started, in the counter's own sequence: the order evictions follow. */
  born: number;
}

export class RateLimitCounter {
  readonly periodMs: number;
  readonly threshold: number;
  readonly timeoutMs: number;
  readonly mode: 'requests' | 'score';
  private readonly maxKeys: number;
  /**
   * States by key text, the forgotten ones included until the map is full (see maybeSweep): a client seen again
   * after its windows passed restarts its state in place rather than the key leaving the map and coming back.
   */
  private readonly states = new Map<string, KeyState>();
  private lastSweep = -Infinity;
  /** The window of lastSweep, floor(lastSweep / periodMs): alive() asks it of nearly every state it reads. */
  private lastSweepWindow = -Infinity;
  private sweeps = 0;
  private births = 0;

  constructor(config: RateLimitConfig, options: RateLimitCounterOptions = {}) {
    if (!(config.period > 0) || !Number.isFinite(config.period))
      throw new RangeError('period must be a positive number of seconds');
    const score = config.score_per_period;
    const requests = config.requests_per_period;
    const threshold = score ?? requests;
    if (threshold === undefined || !(threshold >= 0) || !Number.isFinite(threshold)) {
      throw new RangeError('requests_per_period or score_per_period must be a non-negative number');
    }
    const timeout = config.mitigation_timeout ?? 0;
    if (!(timeout >= 0) || !Number.isFinite(timeout))
      throw new RangeError('mitigation_timeout must be a non-negative number of seconds');
    this.periodMs = config.period * 1000;
    this.threshold = threshold;
    this.timeoutMs = timeout * 1000;
    this.mode = score !== undefined ? 'score' : 'requests';
    this.maxKeys = options.maxKeys ?? 100_000;
  }

  /** Number of keys currently tracked (the forgotten ones the map still holds are not). */
  get size(): number {
    let live = 0;
    for (const s of this.states.values()) if (this.alive(s)) live++;
    return live;
  }

  /** The sliding-window estimate for `key` at `now`. */
  estimate(key: CounterKey, now: number): number {
    const s = this.liveState(textOf(key));
    return s ? this.estimateOf(s, now) : 0;
  }

  /**
   * Should this request be acted on before it reaches the origin? True during a mitigation period, or when the
   * rate is already above the threshold (possible when counting happens after the response). In the latter case
   * with a mitigation timeout, a new mitigation period starts now. Never adds to the count.
   */
  check(key: CounterKey, now: number): CounterDecision {
    this.maybeSweep(now);
    const s = this.liveState(textOf(key));
    if (!s) return this.decision(false, null, false, 0, null);
    const count = this.estimateOf(s, now);
    if (now < s.mitigatedUntil) return this.decision(true, 'mitigation', false, count, s.mitigatedUntil);
    if (count > this.threshold) {
      if (this.timeoutMs > 0) {
        s.mitigatedUntil = now + this.timeoutMs;
        return this.decision(true, 'mitigation', false, count, s.mitigatedUntil);
      }
      return this.decision(true, 'rate', false, count, null);
    }
    return this.decision(false, null, false, count, null);
  }

  /**
   * Adds `weight` (1 per request, or the score) for a request that matched the counting expression; call it when
   * that is known, after the response if the expression reads response fields. `blocked` reports whether the
   * count is now above the threshold; with a mitigation timeout, that starts the mitigation period.
   */
  record(key: CounterKey, now: number, weight = 1): CounterDecision {
    this.maybeSweep(now);
    const s = this.stateFor(textOf(key), now);
    this.roll(s, now);
    s.current += weight;
    const count = this.estimateOf(s, now);
    if (count > this.threshold) {
      if (this.timeoutMs > 0 && !(now < s.mitigatedUntil)) s.mitigatedUntil = now + this.timeoutMs;
      return this.decision(
        true,
        now < s.mitigatedUntil ? 'mitigation' : 'rate',
        true,
        count,
        now < s.mitigatedUntil ? s.mitigatedUntil : null,
      );
    }
    return this.decision(false, null, true, count, now < s.mitigatedUntil ? s.mitigatedUntil : null);
  }

  /**
   * check() then record() for the usual case where the counting expression is the rule expression: a request that
   * would take the count above the threshold is acted on, and requests acted on are not counted (so in throttle
   * mode the requests under the rate keep passing while the excess is refused).
   */
  hit(key: CounterKey, now: number, weight = 1): CounterDecision {
    this.step(key, now, weight);
    return this.lastHit();
  }

  /**
   * hit() answering only whether to act on the request, for the edge's hot path: it allocates nothing, where
   * hit() allocates its decision.
   */
  hitBlocked(key: CounterKey, now: number, weight = 1): boolean {
    return this.step(key, now, weight);
  }

  /** The decision of the last hitBlocked() (or hit()), for a caller that needs it once the answer is to act. */
  lastHit(): CounterDecision {
    return this.decision(this.stepBlocked, this.stepReason, this.stepCounted, this.stepCount, this.stepMitigatedUntil);
  }

  // The rest of the last step()'s decision; hit() reads it at once, so no other call can overwrite it in between.
  private stepBlocked = false;
  private stepReason: CounterDecision['reason'] = null;
  private stepCounted = false;
  private stepCount = 0;
  private stepMitigatedUntil: number | null = null;

  /**
   * check() then record(), inlined: one map lookup per request, as this runs for every request that matches a rule
   * at the edge. The order of the steps (and so every figure) is check()'s and record()'s.
   */
  private step(key: CounterKey, now: number, weight: number): boolean {
    this.maybeSweep(now);
    let s: KeyState | undefined;
    if (typeof key === 'string') s = this.states.get(key);
    else {
      s = key.owner === this ? key.state : undefined;
      if (s === undefined || s.dropped) {
        s = this.states.get(key.text);
        key.owner = s === undefined ? undefined : this;
        key.state = s;
      }
    }
    // A state a sweep forgot is restarted below, as a new key would be.
    let forgotten: KeyState | undefined;
    if (s !== undefined && !this.alive(s)) {
      forgotten = s;
      s = undefined;
    }
    // roll() moves the windows without changing the estimate, and a new key's estimate is 0: one estimate serves.
    let count = 0;
    if (s !== undefined) {
      // The window index once, for the estimate and the roll.
      const w = Math.floor(now / this.periodMs);
      count = this.estimateAt(s, now, w);
      if (now < s.mitigatedUntil) return this.stepped(true, 'mitigation', false, count, s.mitigatedUntil);
      if (count > this.threshold) {
        if (this.timeoutMs > 0) {
          s.mitigatedUntil = now + this.timeoutMs;
          return this.stepped(true, 'mitigation', false, count, s.mitigatedUntil);
        }
        return this.stepped(true, 'rate', false, count, null);
      }
      this.rollTo(s, w);
    } else {
      s = this.start(textOf(key), forgotten, now);
      if (typeof key !== 'string') {
        key.owner = this;
        key.state = s;
      }
    }
    const projected = count + weight;
    if (projected > this.threshold) {
      if (this.timeoutMs > 0) {
        s.mitigatedUntil = now + this.timeoutMs;
        return this.stepped(true, 'mitigation', false, projected - weight, s.mitigatedUntil);
      }
      return this.stepped(true, 'rate', false, projected - weight, null);
    }
    s.current += weight;
    return this.stepped(false, null, true, projected, null);
  }

  private stepped(
    blocked: boolean,
    reason: CounterDecision['reason'],
    counted: boolean,
    count: number,
    mitigatedUntil: number | null,
  ): boolean {
    this.stepBlocked = blocked;
    this.stepReason = reason;
    this.stepCounted = counted;
    this.stepCount = count;
    this.stepMitigatedUntil = mitigatedUntil;
    return blocked;
  }

  /** Forgets one key, or every key. */
  reset(key?: CounterKey): void {
    if (key === undefined) {
      for (const s of this.states.values()) s.dropped = true;
      this.states.clear();
    } else {
      this.drop(textOf(key));
    }
  }

  private drop(key: string): void {
    const s = this.states.get(key);
    if (s === undefined) return;
    s.dropped = true;
    this.states.delete(key);
  }

  private decision(
    blocked: boolean,
    reason: CounterDecision['reason'],
    counted: boolean,
    count: number,
    mitigatedUntil: number | null,
  ): CounterDecision {
    return { blocked, reason, counted, count, threshold: this.threshold, mitigatedUntil };
  }

  private stateFor(key: string, now: number): KeyState {
    const s = this.states.get(key);
    if (s !== undefined && this.alive(s)) return s;
    return this.start(key, s, now);
  }

  /** The state of a key this counter does not track (anymore): `forgotten` is its old state if the map holds it. */
  private start(key: string, forgotten: KeyState | undefined, now: number): KeyState {
    if (this.states.size >= this.maxKeys) {
      this.forgetSwept();
      if (this.states.size >= this.maxKeys) this.evict(now);
    }
    const window = Math.floor(now / this.periodMs);
    const born = ++this.births;
    if (forgotten === undefined || forgotten.dropped) {
      const s: KeyState = {
        window,
        current: 0,
        previous: 0,
        mitigatedUntil: 0,
        dropped: false,
        sweep: this.sweeps,
        born,
      };
      this.states.set(key, s);
      return s;
    }
    // Restarted in place: the same fields a new state starts with.
    forgotten.window = window;
    forgotten.current = 0;
    forgotten.previous = 0;
    forgotten.mitigatedUntil = 0;
    forgotten.sweep = this.sweeps;
    forgotten.born = born;
    return forgotten;
  }

  /** The state of a key the counter tracks, or undefined. */
  private liveState(key: string): KeyState | undefined {
    const s = this.states.get(key);
    return s !== undefined && this.alive(s) ? s : undefined;
  }

  /**
   * Whether the last sweep kept the state. A sweep forgets the states idle at its time; rather than visit them all,
   * the sweep only counts itself and this answers for one state when it is next read: idleness only grows with
   * time, so if any sweep since the state was last found alive forgot it, the last one did.
   */
  private alive(s: KeyState): boolean {
    if (s.sweep === this.sweeps) return true;
    // isIdle(s, this.lastSweep), with the sweep's window worked out once by the sweep.
    if (this.lastSweepWindow > s.window + 1 && !(this.lastSweep < s.mitigatedUntil)) return false;
    s.sweep = this.sweeps;
    return true;
  }

  /** Takes the states the sweeps forgot out of the map, so that it holds only the keys tracked. */
  private forgetSwept(): void {
    for (const [key, s] of this.states) if (!this.alive(s)) this.drop(key);
  }

  private roll(s: KeyState, now: number): void {
    this.rollTo(s, Math.floor(now / this.periodMs));
  }

  private rollTo(s: KeyState, w: number): void {
    // A clock that steps back stays in the current window rather than resurrecting an old one.
    if (w <= s.window) return;
    s.previous = w === s.window + 1 ? s.current : 0;
    s.current = 0;
    s.window = w;
  }

  private estimateOf(s: KeyState, now: number): number {
    return this.estimateAt(s, now, Math.floor(now / this.periodMs));
  }

  /** estimateOf() with the window index `w` of `now` already known. */
  private estimateAt(s: KeyState, now: number, w: number): number {
    let previous = s.previous;
    let current = s.current;
    if (w === s.window + 1) {
      previous = s.current;
      current = 0;
    } else if (w > s.window + 1) {
      previous = 0;
      current = 0;
    }
    const elapsed = now - Math.max(w, s.window) * this.periodMs;
    const weight = Math.max(0, (this.periodMs - elapsed) / this.periodMs);
    return previous * weight + current;
  }

  /** A key whose windows have both passed and whose mitigation ended carries no state worth keeping. */
  private isIdle(s: KeyState, now: number): boolean {
    return Math.floor(now / this.periodMs) > s.window + 1 && !(now < s.mitigatedUntil);
  }

  // Once per period, the keys idle at that moment are forgotten: their counts and mitigation no longer exist for
  // the counter (alive() tells), and the map lets go of them when it is full (start()), which bounds memory by
  // maxKeys and by the number of distinct keys. A client that comes back after its windows passed (most clients of
  // a day's log) thus finds its state in place instead of a key deleted and created again.
  private maybeSweep(now: number): void {
    if (now - this.lastSweep < this.periodMs) return;
    this.lastSweep = now;
    this.lastSweepWindow = Math.floor(now / this.periodMs);
    this.sweeps++;
  }

  private evict(now: number): void {
    for (const [key, s] of this.states) if (this.isIdle(s, now)) this.drop(key);
    // Still full: drop the keys started first. A flood of new keys can push out a key under mitigation; the
    // alternative, unbounded memory, is worse for the app and the emulator.
    for (let excess = this.states.size - this.maxKeys + 1; excess > 0 && this.states.size > 0; excess--) {
      // One at a time (the map is full by one key at most, unless maxKeys is 0): a pass, not a sort.
      let oldest: string | undefined;
      let born = Infinity;
      for (const [key, s] of this.states) {
        if (s.born < born) {
          born = s.born;
          oldest = key;
        }
      }
      this.drop(oldest as string);
    }
  }
}
