// Traffic the simulator starts with when an existing rule is opened: requests its expression is likely to match
// (the path and method it names), at twice the rate it allows, so the first look shows the rule acting. A guess
// from the expression's common shapes; the user adjusts it like any other traffic.
import type { RateLimitRule } from './rule-model';
import type { TrafficSpec } from './traffic';

const PATH_EQ = /http\.request\.uri\.path\s+(?:eq|==)\s+"(\/[^"]*)"/;
const PATH_PREFIX = /starts_with\(\s*http\.request\.uri\.path\s*,\s*"(\/[^"]*)"\s*\)/;
const METHOD_EQ = /http\.request\.method\s+(?:eq|==)\s+"([A-Z]{1,16})"/;

export function sampleTrafficFor(rule: RateLimitRule): TrafficSpec | undefined {
  const { requests_per_period: allowed, period } = rule.ratelimit;
  // Score-based rules count what the origin reports, which a path and a rate do not describe.
  if (allowed === undefined) return undefined;
  const exact = PATH_EQ.exec(rule.expression)?.[1];
  const prefix = PATH_PREFIX.exec(rule.expression)?.[1];
  const path = exact ?? (prefix === undefined ? undefined : `${prefix}${prefix.endsWith('/') ? '' : '/'}example`);
  if (path === undefined) return undefined;
  return {
    requestsPerSecond: Math.min(1000, Math.max(1, Math.ceil((2 * allowed) / period))),
    // Long enough to cross the limit and see the block last, short enough to read on the chart.
    durationSeconds: Math.min(3600, Math.max(30, period * 2)),
    clientIps: 1,
    method: METHOD_EQ.exec(rule.expression)?.[1] ?? 'GET',
    path,
  };
}
