// A rate limiting rule as the app sends it to the rulesets API (the "Rule" of the seed, snake_case as on the wire),
// and the values the service accepts for its fields. The editor, the service and the simulator all speak this shape.

import { countOf } from '../text/count-words';

export const RATE_LIMIT_PHASE = 'http_ratelimit';

export const RATE_LIMIT_ACTIONS = ['block', 'challenge', 'js_challenge', 'managed_challenge', 'log'] as const;
export type RateLimitAction = (typeof RATE_LIMIT_ACTIONS)[number];

export const ACTION_LABELS: Readonly<Record<RateLimitAction, string>> = {
  block: 'Block',
  challenge: 'Interactive challenge',
  js_challenge: 'JS challenge',
  managed_challenge: 'Managed challenge',
  log: 'Log only',
};

export const BLOCK_CONTENT_TYPES = ['text/plain', 'application/json', 'text/html', 'text/xml'] as const;
export type BlockContentType = (typeof BLOCK_CONTENT_TYPES)[number];

/** The service's default status for blocked requests. */
export const DEFAULT_BLOCK_STATUS = 429;

/** Largest custom response body the service stores, in UTF-8 bytes. */
export const MAX_RESPONSE_CONTENT_BYTES = 30 * 1024;

/**
 * Periods the service documents. Its SDKs and some tools refuse 120 and 300, so validation takes the list as an
 * option (see RuleLimits) rather than trusting one source.
 */
export const DOCUMENTED_PERIODS: readonly number[] = [10, 60, 120, 300, 600, 3600];

/** Mitigation timeouts the service accepts; 0 means "throttle": act only on the requests over the rate. */
export const MITIGATION_TIMEOUTS: readonly number[] = [0, 10, 60, 120, 300, 600, 3600, 86400];

/** The counters are always kept per data centre, so the service insists on this characteristic. */
export const COLO_CHARACTERISTIC = 'cf.colo.id';

export interface BlockResponse {
  readonly status_code: number;
  readonly content_type: BlockContentType;
  readonly content: string;
}

export interface RateLimitSettings {
  readonly characteristics: readonly string[];
  /** Seconds. */
  readonly period: number;
  /** Request-count rules. Exactly one of requests_per_period and score_per_period is set. */
  readonly requests_per_period?: number;
  /** Complexity-based rules: the origin's score header is summed instead of counting requests. */
  readonly score_per_period?: number;
  readonly score_response_header_name?: string;
  /** Seconds; absent or 0 = throttle. */
  readonly mitigation_timeout?: number;
  /** When true, requests answered from cache are not counted. */
  readonly requests_to_origin?: boolean;
  /** "" or absent: the rule expression selects what is counted. May read http.response.code. */
  readonly counting_expression?: string;
}

export interface RateLimitRule {
  readonly description: string;
  readonly expression: string;
  readonly action: RateLimitAction;
  /** Only for block: a custom response instead of the default 429 page. */
  readonly action_parameters?: { readonly response?: BlockResponse };
  readonly ratelimit: RateLimitSettings;
  /** Absent means enabled (the service's default). */
  readonly enabled?: boolean;
}

/** Values the service accepts that differ between its docs and tools: injectable, with the documented defaults. */
export interface RuleLimits {
  readonly periods: readonly number[];
  readonly mitigationTimeouts: readonly number[];
  readonly maxResponseContentBytes: number;
}

export const DEFAULT_RULE_LIMITS: RuleLimits = {
  periods: DOCUMENTED_PERIODS,
  mitigationTimeouts: MITIGATION_TIMEOUTS,
  maxResponseContentBytes: MAX_RESPONSE_CONTENT_BYTES,
};

export function isRateLimitAction(value: unknown): value is RateLimitAction {
  return typeof value === 'string' && (RATE_LIMIT_ACTIONS as readonly string[]).includes(value);
}

/** "5 requests per 1 minute", for lists and summaries. */
export function describeThreshold(ratelimit: RateLimitSettings): string {
  const amount =
    ratelimit.score_per_period !== undefined
      ? `score ${ratelimit.score_per_period} (${ratelimit.score_response_header_name ?? 'score header'})`
      : ratelimit.requests_per_period === undefined
        ? '? requests'
        : countOf(ratelimit.requests_per_period, 'request', 'en-US');
  return `${amount} per ${describeSeconds(ratelimit.period)}`;
}

/** 10 → "10 seconds", 60 → "1 minute", 3600 → "1 hour", 86400 → "1 day". */
export function describeSeconds(seconds: number): string {
  const units: Array<[number, string]> = [
    [86400, 'day'],
    [3600, 'hour'],
    [60, 'minute'],
    [1, 'second'],
  ];
  for (const [size, name] of units) {
    if (seconds >= size && seconds % size === 0) {
      return countOf(seconds / size, name, 'en-US');
    }
  }
  return `${seconds} seconds`;
}

export function describeMitigation(ratelimit: RateLimitSettings): string {
  const timeout = ratelimit.mitigation_timeout ?? 0;
  return timeout === 0 ? 'throttle (only requests over the rate)' : `for ${describeSeconds(timeout)}`;
}

/** The fields of a rule the service takes back, from a rule as the service answered it (with its id, version, …). */
export function editableFields(rule: RateLimitRule): RateLimitRule {
  return {
    description: rule.description,
    expression: rule.expression,
    action: rule.action,
    ...(rule.action_parameters ? { action_parameters: rule.action_parameters } : {}),
    ratelimit: rule.ratelimit,
    ...(rule.enabled !== undefined ? { enabled: rule.enabled } : {}),
  };
}
