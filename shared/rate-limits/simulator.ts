// What one rate limiting rule would do to some traffic, computed with the rules language's own evaluator and
// counter on a simulated clock, the way the edge applies a rule: counted before the origin when the rule
// expression is what counts; after the origin answered when a counting expression or a score decides (so those
// act one request later). Every simulated request reaches the origin: there is no cache here, so
// requests_to_origin changes nothing.
import type { IntlShape } from 'react-intl';
import { TRAFFIC_PROBLEMS } from './rule-problem-messages';
import {
  compileCounterKey,
  compileExpression,
  RateLimitCounter,
  RuleContext,
  type CompiledExpression,
} from '../rules/index';
import type { RateLimitRule } from './rule-model';
import { trafficProblems, trafficRequests, type TrafficSpec } from './traffic';

/** The value of cf.colo.id in a simulation: all traffic reaches one data centre. */
export const SIMULATED_COLO = 'SIM';

export interface SimulationBucket {
  /** 0-based second of the timeline. */
  readonly second: number;
  readonly requests: number;
  /** Matched the rule expression. */
  readonly matched: number;
  /** Added to a counter (by one request, or by its score). */
  readonly counted: number;
  /** Stopped by the rule (block or a challenge). */
  readonly blocked: number;
  /** Over the rate under a log-only rule: let through and logged. */
  readonly logged: number;
}

export interface SimulationTotals {
  readonly requests: number;
  readonly matched: number;
  readonly counted: number;
  readonly blocked: number;
  readonly logged: number;
  /** Different counters (combinations of characteristics) that saw a request. */
  readonly counters: number;
  /** Counters whose requests were blocked or logged at least once. */
  readonly countersActedOn: number;
  /** Milliseconds from the start to the first request blocked or logged; null when none was. */
  readonly firstActionAt: number | null;
}

export type SimulationOutcome =
  | { readonly ok: true; readonly buckets: readonly SimulationBucket[]; readonly totals: SimulationTotals }
  | { readonly ok: false; readonly problems: readonly string[] };

interface MutableBucket {
  second: number;
  requests: number;
  matched: number;
  counted: number;
  blocked: number;
  logged: number;
}

function compile(
  source: string,
  context: 'rule' | 'counting',
  problems: string[],
  intl: IntlShape,
): CompiledExpression | undefined {
  const compiled = compileExpression(source, { context });
  if (compiled.ok) return compiled;
  const { message, line, column } = compiled.error;
  problems.push(intl.formatMessage(TRAFFIC_PROBLEMS.notParsed, { which: context, message, line, column }));
  return undefined;
}

/** The rule run over the traffic; problems are said in the language of `intl`. */
export function simulate(rule: RateLimitRule, traffic: TrafficSpec, intl: IntlShape): SimulationOutcome {
  const problems = trafficProblems(traffic, intl);
  const matches = compile(rule.expression, 'rule', problems, intl);
  const countingSource = rule.ratelimit.counting_expression ?? '';
  const counts = countingSource === '' ? undefined : compile(countingSource, 'counting', problems, intl);
  let counter: RateLimitCounter | undefined;
  let counterKey: ReturnType<typeof compileCounterKey> | undefined;
  try {
    counter = new RateLimitCounter(rule.ratelimit);
    counterKey = compileCounterKey(rule.ratelimit.characteristics);
  } catch (error) {
    problems.push(intl.formatMessage(TRAFFIC_PROBLEMS.cannotSimulate, { reason: (error as Error).message }));
  }
  if (problems.length > 0 || !matches || !counter || !counterKey) return { ok: false, problems };

  const rl = rule.ratelimit;
  const scored = rl.score_per_period !== undefined;
  const afterResponse = counts !== undefined || scored;
  const weight = scored ? (traffic.responseScore ?? 1) : 1;
  const responseCode = traffic.responseCode ?? 200;
  const keyOptions = { coloId: SIMULATED_COLO };

  const buckets: MutableBucket[] = Array.from({ length: traffic.durationSeconds }, (_, second) => ({
    second,
    requests: 0,
    matched: 0,
    counted: 0,
    blocked: 0,
    logged: 0,
  }));
  const seenKeys = new Set<string>();
  const actedKeys = new Set<string>();
  let firstActionAt: number | null = null;

  for (const simulated of trafficRequests(traffic)) {
    const bucket = buckets[simulated.second] as MutableBucket;
    bucket.requests++;
    const ctx = new RuleContext({ ...simulated.request });
    const now = simulated.at;
    const matched = matches.test(ctx);
    let reachesOrigin = true;
    let key: string | undefined;

    if (matched) {
      bucket.matched++;
      key = counterKey(ctx, keyOptions);
      seenKeys.add(key);
      const decision = afterResponse ? counter.check(key, now) : counter.hit(key, now);
      if (decision.counted) bucket.counted++;
      if (decision.blocked) {
        actedKeys.add(key);
        firstActionAt ??= now;
        if (rule.action === 'log') bucket.logged++;
        else {
          bucket.blocked++;
          reachesOrigin = false;
        }
      }
    }

    if (!afterResponse || !reachesOrigin) continue;
    // A counting expression may count requests the rule itself does not act on.
    if (!matched && !counts) continue;
    ctx.request.responseCode = responseCode;
    if (counts && !counts.test(ctx)) continue;
    if (weight === 0) continue;
    key ??= counterKey(ctx, keyOptions);
    seenKeys.add(key);
    counter.record(key, now, weight);
    bucket.counted++;
  }

  const sum = (pick: (b: MutableBucket) => number): number => buckets.reduce((total, b) => total + pick(b), 0);
  return {
    ok: true,
    buckets,
    totals: {
      requests: sum((b) => b.requests),
      matched: sum((b) => b.matched),
      counted: sum((b) => b.counted),
      blocked: sum((b) => b.blocked),
      logged: sum((b) => b.logged),
      counters: seenKeys.size,
      countersActedOn: actedKeys.size,
      firstActionAt,
    },
  };
}
