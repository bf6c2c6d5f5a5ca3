// Exponential backoff with full jitter (a uniformly random delay up to the exponential ceiling), so that many clients
// failing at once do not retry in lock step. A server's Retry-After is a floor: retrying earlier is useless.

export interface BackoffPolicy {
  readonly baseMs: number;
  readonly capMs: number;
}

/** Longest wait we accept from a Retry-After, so a hostile or broken server cannot park an upload for months. */
export const MAX_RETRY_AFTER_MS = 24 * 60 * 60 * 1000;

/** The ceiling of the `attempt`-th retry (1-based): min(cap, base * 2^(attempt-1)). */
export function backoffCeiling(attempt: number, policy: BackoffPolicy): number {
  const exponent = Math.min(Math.max(attempt - 1, 0), 52);
  return Math.min(policy.capMs, policy.baseMs * 2 ** exponent);
}

export function backoffDelay(
  attempt: number,
  policy: BackoffPolicy,
  retryAfterMs: number | undefined,
  random: () => number = Math.random,
): number {
  const jittered = Math.floor(random() * backoffCeiling(attempt, policy));
  const floor = retryAfterMs === undefined ? 0 : Math.min(retryAfterMs, MAX_RETRY_AFTER_MS);
  return Math.max(jittered, floor);
}
