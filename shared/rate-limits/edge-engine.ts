// Evaluates a zone's rate limiting rules for one request, in order, the way the service's http_ratelimit phase
// does. Counting happens at one of two moments:
//  - before the origin (hit): the usual case; the request that takes the rate above the threshold is acted on,
//    so with requests_per_period N the request N+1 is the first one blocked;
//  - after the origin answered (check now, record later): rules whose counting_expression may read the response
//    (http.response.code) and score-based rules, whose weight is a response header. Their action therefore
//    starts one request later than a plain rule's, as the service documents for response-based counting.
// With requests_to_origin, requests answered by the edge cache are checked but never counted.
// Shared by the emulator's edge (live requests, wall clock) and the log replay (logged requests, log time), so a
// replay answers what the edge would have answered for the same requests at the same times.
import {
  compileCounterKeyRef,
  compileExpression,
  RateLimitCounter,
  type CompiledExpression,
  type CounterDecision,
  type CounterKeyRef,
  type CounterKeyRefFunction,
  type RuleContext,
} from '../rules/index';
import type { RateLimitSettings } from './rule-model';

/** What the engine reads of a rule; the emulator's stored rule and the replay's draft both fit. */
export interface EngineRule {
  readonly id: string;
  readonly ref: string;
  readonly description?: string | undefined;
  readonly action: string;
  readonly expression: string;
}

/** A rule ready for the engine: its expressions compiled, its key function and its counter. */
export interface CompiledRule<R extends EngineRule = EngineRule> {
  readonly rule: R;
  readonly ratelimit: RateLimitSettings;
  readonly matches: CompiledExpression;
  /** Set when the rule counts other requests than those it matches (may read http.response.code). */
  readonly counts: CompiledExpression | undefined;
  readonly counterKey: CounterKeyRefFunction;
  readonly counter: RateLimitCounter;
  /** Counts once the origin answered (a counting expression, or a score): read for every request, so kept. */
  readonly countsAfterResponse: boolean;
  /** requests_to_origin: requests the edge cache answered are checked but not counted. */
  readonly toOriginOnly: boolean;
}

/**
 * Why a rule cannot run in the engine: its expression or its counting expression does not parse, or the counter
 * refuses its limit. `detail` is the parser's or the counter's own words (the service's, for a parser error).
 */
export interface EngineProblem {
  readonly kind: 'expression' | 'counting' | 'rate-limit';
  readonly detail: string;
}

/** Compiles a rule for the engine with a fresh counter; a problem comes back as an EngineProblem. */
export function compileEngineRule<R extends EngineRule>(
  rule: R,
  ratelimit: RateLimitSettings,
): { readonly ok: true; readonly compiled: CompiledRule<R> } | { readonly ok: false; readonly problem: EngineProblem } {
  const matches = compileExpression(rule.expression, { context: 'rule' });
  if (!matches.ok) return { ok: false, problem: { kind: 'expression', detail: matches.error.message } };
  let counts: CompiledExpression | undefined;
  if (ratelimit.counting_expression) {
    const compiled = compileExpression(ratelimit.counting_expression, { context: 'counting' });
    if (!compiled.ok) return { ok: false, problem: { kind: 'counting', detail: compiled.error.message } };
    counts = compiled;
  }
  try {
    const counterKey = compileCounterKeyRef(ratelimit.characteristics);
    const counter = new RateLimitCounter(ratelimit);
    const countsAfterResponse = counts !== undefined || ratelimit.score_per_period !== undefined;
    const toOriginOnly = ratelimit.requests_to_origin === true;
    return {
      ok: true,
      compiled: { rule, ratelimit, matches, counts, counterKey, counter, countsAfterResponse, toOriginOnly },
    };
  } catch (error) {
    return { ok: false, problem: { kind: 'rate-limit', detail: (error as Error).message } };
  }
}

/** What the engine reads of the origin's answer. */
export interface OriginAnswer {
  readonly status: number;
  /** Lower-case names. */
  readonly headers: Readonly<Record<string, string>>;
}

export interface RuleHit {
  readonly ruleId: string;
  readonly ref: string;
  readonly description: string | undefined;
  readonly action: string;
  readonly reason: 'rate' | 'mitigation';
  readonly count: number;
  readonly threshold: number;
  readonly counterKey: string;
  /** Epoch ms when a mitigation period is running. */
  readonly mitigatedUntil: number | null;
}

export interface PendingCount<R extends EngineRule = EngineRule> {
  readonly compiled: CompiledRule<R>;
  readonly key: CounterKeyRef;
}

export interface BeforeOrigin<R extends EngineRule = EngineRule> {
  /** The rule that acts on the request (block or challenge); the origin is not asked. */
  readonly acting: { readonly compiled: CompiledRule<R>; readonly hit: RuleHit } | undefined;
  /** Rules with action log whose threshold was exceeded: recorded, never blocking. */
  readonly logged: RuleHit[];
  /** Counts to add once the origin answered. */
  readonly pending: PendingCount<R>[];
}

/**
 * A BeforeOrigin to fill again for each request (beforeOriginInto): the log replay's, so that a million requests do
 * not each allocate their answer. Each call empties it first; nothing of it may be kept past the next call.
 */
export interface ReusableBeforeOrigin<R extends EngineRule = EngineRule> extends BeforeOrigin<R> {
  acting: BeforeOrigin<R>['acting'];
}

export function reusableBeforeOrigin<R extends EngineRule>(): ReusableBeforeOrigin<R> {
  return { acting: undefined, logged: [], pending: [] };
}

export interface Counted {
  readonly ruleId: string;
  readonly weight: number;
  readonly count: number;
  readonly overThreshold: boolean;
}

function toHit(compiled: CompiledRule, key: CounterKeyRef, decision: CounterDecision): RuleHit {
  return {
    ruleId: compiled.rule.id,
    ref: compiled.rule.ref,
    description: compiled.rule.description,
    action: compiled.rule.action,
    reason: decision.reason ?? 'rate',
    count: decision.count,
    threshold: decision.threshold,
    counterKey: key.text,
    mitigatedUntil: decision.mitigatedUntil,
  };
}

/** A score header that is absent or not a non-negative integer adds nothing. */
export function scoreOf(value: string | undefined): number {
  if (value === undefined || !/^\s*\d+\s*$/.test(value)) return 0;
  return Number(value.trim());
}

export class EdgeEngine {
  /** The key functions' options, one object for every request. */
  private readonly keyOptions: { readonly coloId: string };

  constructor(
    coloId: string,
    private readonly now: () => number,
  ) {
    this.keyOptions = { coloId };
  }

  beforeOrigin<R extends EngineRule>(
    rules: readonly CompiledRule<R>[],
    ctx: RuleContext,
    cached: boolean,
  ): BeforeOrigin<R> {
    return this.beforeOriginInto(rules, ctx, cached, reusableBeforeOrigin<R>());
  }

  /** beforeOrigin() answering in `into`, emptied first: the same answer, without allocating one per request. */
  beforeOriginInto<R extends EngineRule>(
    rules: readonly CompiledRule<R>[],
    ctx: RuleContext,
    cached: boolean,
    into: ReusableBeforeOrigin<R>,
  ): BeforeOrigin<R> {
    into.acting = undefined;
    // Setting an array's length goes through the runtime even when it stays 0: only when there is something to drop.
    if (into.logged.length > 0) into.logged.length = 0;
    if (into.pending.length > 0) into.pending.length = 0;
    const now = this.now();
    const options = this.keyOptions;
    for (const compiled of rules) {
      const countsAfterResponse = compiled.countsAfterResponse;
      const countable = !(compiled.toOriginOnly && cached);
      const matched = compiled.matches.test(ctx);
      if (!matched) {
        // A counting expression may count requests the rule itself does not act on.
        if (compiled.counts && countable) into.pending.push({ compiled, key: compiled.counterKey(ctx, options) });
        continue;
      }
      const key = compiled.counterKey(ctx, options);
      let decision: CounterDecision;
      if (countsAfterResponse || !countable) decision = compiled.counter.check(key, now);
      // The usual case, and most requests pass: the answer without its decision object, built only to act.
      else if (compiled.counter.hitBlocked(key, now)) decision = compiled.counter.lastHit();
      else continue;
      if (countsAfterResponse && countable) into.pending.push({ compiled, key });
      if (!decision.blocked) continue;
      const hit = toHit(compiled, key, decision);
      if (compiled.rule.action === 'log') {
        into.logged.push(hit);
        continue;
      }
      into.acting = { compiled, hit };
      into.pending.length = 0;
      return into;
    }
    return into;
  }

  afterOrigin(pending: readonly PendingCount[], ctx: RuleContext, origin: OriginAnswer): Counted[] {
    ctx.request.responseCode = origin.status;
    const now = this.now();
    const counted: Counted[] = [];
    for (const { compiled, key } of pending) {
      if (compiled.counts && !compiled.counts.test(ctx)) continue;
      const scoreHeader = compiled.ratelimit.score_response_header_name;
      const weight =
        compiled.ratelimit.score_per_period !== undefined
          ? scoreOf(origin.headers[scoreHeader?.toLowerCase() ?? ''])
          : 1;
      if (weight === 0) continue;
      const decision = compiled.counter.record(key, now, weight);
      counted.push({ ruleId: compiled.rule.id, weight, count: decision.count, overThreshold: decision.blocked });
    }
    return counted;
  }
}
