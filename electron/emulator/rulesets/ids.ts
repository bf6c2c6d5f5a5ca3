import { randomBytes } from 'node:crypto';

/** Ruleset, rule and zone ids are 32 lowercase hex digits, like the service's. */
export function newHexId(): string {
  return randomBytes(16).toString('hex');
}

/** API token values: 40 characters of letters, digits, "-" and "_", like the service's. */
export function newTokenValue(): string {
  return randomBytes(30).toString('base64url');
}

export function isHexId(value: string): boolean {
  return /^[0-9a-f]{32}$/.test(value);
}

/** RFC 3339 in UTC with microseconds, the precision the service prints (`2024-01-02T03:04:05.123456Z`). */
export function rfc3339(ms: number): string {
  return new Date(ms).toISOString().replace(/\.(\d{3})Z$/, '.$1000Z');
}
