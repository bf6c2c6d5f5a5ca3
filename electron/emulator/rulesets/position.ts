// Rule placement: `{"before": id}` ("" = first), `{"after": id}` ("" = last) or `{"index": n}` (1-based), exactly
// one of them. Rate limiting rules must stay at the end of the list, which every placement is checked against.
import { CF_CODES } from './cf-error';
import { invalidValue, isInteger, isObject, type Problems } from './problems';

export type Position = { readonly before: string } | { readonly after: string } | { readonly index: number };

export function parsePosition(raw: unknown, pointer: string, problems: Problems): Position | undefined {
  const bad = (message: string, at = pointer): void => problems.add(CF_CODES.invalidPosition, message, at);
  if (!isObject(raw)) {
    bad('position must be an object with exactly one of before, after, index');
    return undefined;
  }
  const keys = Object.keys(raw);
  if (keys.length !== 1 || !['before', 'after', 'index'].includes(keys[0] ?? '')) {
    bad(`position must have exactly one of before, after, index; got ${keys.length === 0 ? 'none' : keys.join(', ')}`);
    return undefined;
  }
  if ('index' in raw) {
    if (!isInteger(raw.index) || raw.index < 1) {
      bad(
        invalidValue(raw.index, 'index', 'it must be an integer of at least 1 (1 is the first rule)'),
        `${pointer}/index`,
      );
      return undefined;
    }
    return { index: raw.index };
  }
  const key = 'before' in raw ? 'before' : 'after';
  const value = raw[key];
  if (typeof value !== 'string') {
    bad(`${key} must be a rule id, or "" for the ${key === 'before' ? 'first' : 'last'} place`, `${pointer}/${key}`);
    return undefined;
  }
  return key === 'before' ? { before: value } : { after: value };
}

export interface Placeable {
  readonly id: string;
  readonly ratelimit?: unknown;
}

/**
 * The list with `rule` placed as `position` says. `rule` may already be in `list` (a move). Returns the problem
 * text instead when the position names an unknown rule or an index out of range.
 */
export function placeRule<T extends Placeable>(
  list: readonly T[],
  rule: T,
  position: Position,
): T[] | { problem: string; at: string } {
  const others = list.filter((r) => r.id !== rule.id);
  let at: number;
  if ('index' in position) {
    const max = others.length + 1;
    if (position.index > max) {
      return { problem: invalidValue(position.index, 'index', `it must be between 1 and ${max}`), at: '/index' };
    }
    at = position.index - 1;
  } else {
    const before = 'before' in position;
    const target = before ? (position as { before: string }).before : (position as { after: string }).after;
    const field = before ? 'before' : 'after';
    if (target === '') at = before ? 0 : others.length;
    else if (target === rule.id) {
      return { problem: invalidValue(target, field, 'a rule cannot be placed relative to itself'), at: `/${field}` };
    } else {
      const index = others.findIndex((r) => r.id === target);
      if (index < 0)
        return { problem: invalidValue(target, field, 'no rule with that id exists in the ruleset'), at: `/${field}` };
      at = before ? index : index + 1;
    }
  }
  return [...others.slice(0, at), rule, ...others.slice(at)];
}

/** Null when every rate limiting rule comes after every other rule; otherwise why not. */
export function rateLimitOrderProblem(list: readonly Placeable[]): string | null {
  const firstRateLimit = list.findIndex((r) => r.ratelimit !== undefined);
  if (firstRateLimit < 0) return null;
  const misplaced = list.slice(firstRateLimit).find((r) => r.ratelimit === undefined);
  return misplaced
    ? `rate limiting rules must come after all other rules of the ruleset; rule ${misplaced.id} would follow a rate limiting rule`
    : null;
}
