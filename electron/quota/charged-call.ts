// Which answers of the platform spent quota, and how much. The platform charges every request it accepted for
// processing, invalid ones included ("at least one point"), but not one it turned away before: an unauthenticated
// call (401), missing scopes, an API or method the project may not call or an exhausted quota (403), a path it does
// not serve (404 notFound in the global domain, "Method not found"; the methods' own are in youtube.*), or its own
// failure (5xx).
import { dataApiMethodOf } from '../../shared/platform/method-of-request';
import { quotaCostOf } from '../../shared/platform/quota-costs';
import type { DataApiCall } from '../platform/data-api-client';

const TURNED_AWAY_403 = new Set([
  'quotaExceeded',
  'insufficientPermissions',
  'rateLimitExceeded',
  'userRateLimitExceeded',
  'dailyLimitExceeded',
  'accessNotConfigured',
  'SERVICE_DISABLED',
]);

interface Charge {
  readonly method: string;
  readonly units: number;
}

export function chargeOf(call: DataApiCall): Charge | undefined {
  const method = dataApiMethodOf(call.verb, call.path);
  if (method === undefined) return undefined;
  if (call.status === 401 || call.status >= 500) return undefined;
  if (call.status === 403 && call.reason !== undefined && TURNED_AWAY_403.has(call.reason)) return undefined;
  if (call.status === 404 && call.reason === 'notFound' && call.domain === 'global') return undefined;
  return { method, units: quotaCostOf(method) };
}
