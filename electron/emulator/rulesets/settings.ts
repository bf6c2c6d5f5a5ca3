// Values on which the service's documentation and its SDKs disagree, or which depend on the account: settings with
// the documented defaults, so tests and the demo can reproduce either behaviour.
import type { PlanId } from './model';

export interface RulesetsSettings {
  /** Accepted `ratelimit.period` values, seconds (docs list 120 and 300; older SDKs and tools refuse them). */
  readonly periods: readonly number[];
  /** Accepted `ratelimit.mitigation_timeout` values, seconds; 0 means throttle. */
  readonly mitigationTimeouts: readonly number[];
  /** Most rate limiting rules a zone may have, by plan. */
  readonly maxRateLimitRules: Readonly<Record<PlanId, number>>;
  /** Largest `action_parameters.response.content`, bytes. */
  readonly maxResponseContentBytes: number;
}

export const DEFAULT_RULESETS_SETTINGS: RulesetsSettings = {
  periods: [10, 60, 120, 300, 600, 3600],
  mitigationTimeouts: [0, 10, 60, 120, 300, 600, 3600, 86400],
  maxRateLimitRules: { free: 1, pro: 2, business: 5, enterprise: 100 },
  maxResponseContentBytes: 30 * 1024,
};

export const PLAN_IDS: readonly PlanId[] = ['free', 'pro', 'business', 'enterprise'];

export function isPlanId(value: unknown): value is PlanId {
  return typeof value === 'string' && (PLAN_IDS as readonly string[]).includes(value);
}
