// Closures for the shapes of expressions creators write most, each one call that reads its field and decides, where
// the general path (evaluator.ts) composes a value getter, a function application and a test. Each answers exactly
// what the general path answers, missing values included (tests/unit/shared/rules/fast-paths.test.ts holds them to
// it); a shape they do not recognise gets undefined and goes the general way.
import type { CompareExpr, Expr, FunctionArg, InExpr, SetItem, ValueExpr } from './ast';
import { isValueExpr } from './ast';
import type { RuleValue } from './functions';
import type { IpRangeSet } from './ip';
import type { RuleContext } from './request';
import { utf8Length } from '../text/utf8-length';

export type Pred = (ctx: RuleContext) => boolean;
export type One = (ctx: RuleContext) => RuleValue | undefined;

/** Compiles a value that is not under `[*]`; undefined for one that is. */
export type SingleValueCompiler = (v: ValueExpr) => One | undefined;

/**
 * `lower(x) contains "s"` and `lower(x) eq "s"`, the usual case-insensitive tests, without lowering x. lower() maps
 * A-Z only, so the lowered value never holds A-Z; a literal that does can never match, as with lower() itself.
 */
export function lowerCaseTest(e: CompareExpr | InExpr, single: SingleValueCompiler): Pred | undefined {
  if (e.type !== 'compare' || (e.op !== 'contains' && e.op !== 'eq') || e.rhs.type !== 'string') return undefined;
  const get = onlyArgumentOf(e.lhs, 'lower', single);
  if (get === undefined) return undefined;
  const needle = e.rhs.value;
  if (/[A-Z]/.test(needle)) return () => false;
  if (e.op === 'eq') {
    return (ctx) => {
      const value = get(ctx);
      return typeof value === 'string' && value.length === needle.length && foldedAt(value, needle, 0);
    };
  }
  if (isAscii(needle)) {
    // A case-insensitive regex without the u flag folds a character onto an ASCII one only when both are ASCII
    // (ECMA-262 Canonicalize: a non-ASCII character never maps into ASCII), and on ASCII it folds A-Z onto a-z and
    // nothing else: for an ASCII needle that is exactly lower()'s mapping, searched by the regex engine's own code.
    const re = new RegExp(escapeRegExp(needle), 'i');
    return (ctx) => {
      const value = get(ctx);
      return typeof value === 'string' && re.test(value);
    };
  }
  return (ctx) => {
    const value = get(ctx);
    if (typeof value !== 'string') return false;
    for (let at = 0; at + needle.length <= value.length; at++) if (foldedAt(value, needle, at)) return true;
    return false;
  };
}

/** Whether `value`, A-Z folded to a-z, holds `needle` (no A-Z in it) at `at`. */
function foldedAt(value: string, needle: string, at: number): boolean {
  for (let i = 0; i < needle.length; i++) {
    let c = value.charCodeAt(at + i);
    if (c >= 65 && c <= 90) c += 32;
    if (c !== needle.charCodeAt(i)) return false;
  }
  return true;
}

/** `starts_with(x, "s")` and `ends_with(x, "s")` as a condition: one call, no argument array. */
export function affixCondition(e: Expr, single: SingleValueCompiler): Pred | undefined {
  if (e.type !== 'bool' || e.value.type !== 'call') return undefined;
  const call = e.value;
  if ((call.name !== 'starts_with' && call.name !== 'ends_with') || call.args.length !== 2) return undefined;
  const [subject, affix] = call.args as [FunctionArg, FunctionArg];
  if (affix.type !== 'string' || !isValueExpr(subject)) return undefined;
  const text = affix.value;
  if (subject.type === 'field' && subject.name === 'http.request.uri.path') {
    // The path read in the test itself, as in requestPropertyTest().
    if (call.name === 'starts_with') {
      return (ctx) => {
        const path = ctx.request.path;
        return path !== undefined && path.startsWith(text);
      };
    }
    return (ctx) => {
      const path = ctx.request.path;
      return path !== undefined && path.endsWith(text);
    };
  }
  const get = single(subject);
  if (get === undefined) return undefined;
  // A missing subject gives a missing result, false as a condition.
  if (call.name === 'starts_with') {
    return (ctx) => {
      const value = get(ctx);
      return value !== undefined && (value as string).startsWith(text);
    };
  }
  return (ctx) => {
    const value = get(ctx);
    return value !== undefined && (value as string).endsWith(text);
  };
}

/**
 * `len(x) <op> n` on a string without counting its UTF-8 bytes when the answer does not depend on them: a UTF-16
 * code unit takes one to three bytes (a surrogate pair four for two units), so the count lies between the string's
 * length and three times it, and counting is needed only when n falls between the two.
 */
export function lengthTest(e: CompareExpr | InExpr, single: SingleValueCompiler): Pred | undefined {
  if (e.type !== 'compare' || e.rhs.type !== 'int') return undefined;
  const get = onlyArgumentOf(e.lhs, 'len', single);
  if (get === undefined) return undefined;
  const test = intTest(e.op, e.rhs.value);
  if (test === undefined) return undefined;
  const monotonic = e.op !== 'eq' && e.op !== 'ne';
  const notEqual = e.op === 'ne';
  const n = e.rhs.value;
  return (ctx) => {
    const value = get(ctx);
    if (value === undefined) return false;
    if (typeof value !== 'string') {
      return test(Array.isArray(value) ? value.length : (value as ReadonlyMap<string, RuleValue>).size);
    }
    const least = value.length;
    const most = least * 3;
    if (monotonic) {
      const atLeast = test(least);
      if (atLeast === test(most)) return atLeast;
    } else if (n < least || n > most) {
      return notEqual;
    }
    return test(utf8Length(value));
  };
}

function intTest(op: CompareExpr['op'], n: number): ((v: number) => boolean) | undefined {
  switch (op) {
    case 'eq':
      return (v) => v === n;
    case 'ne':
      return (v) => v !== n;
    case 'lt':
      return (v) => v < n;
    case 'le':
      return (v) => v <= n;
    case 'gt':
      return (v) => v > n;
    case 'ge':
      return (v) => v >= n;
    default:
      return undefined;
  }
}

/**
 * `ip.src in {...}` reading the IPv4 source as the number it parses to, without the address object; other sources
 * go through the address as usual.
 */
export function sourceInSet(e: CompareExpr | InExpr, set: (items: readonly SetItem[]) => IpRangeSet): Pred | undefined {
  if (e.type !== 'in' || e.lhs.type !== 'field' || e.lhs.name !== 'ip.src' || e.items.length === 0) return undefined;
  if (!e.items.every((item) => item.type === 'ip' || item.type === 'cidr' || item.type === 'ip-range'))
    return undefined;
  const ranges = set(e.items);
  return (ctx) => {
    const v4 = ctx.ipv4;
    if (v4 >= 0) return ranges.hasIPv4(v4);
    const ip = ctx.ip;
    return ip !== undefined && ranges.has(ip);
  };
}

/** Sets of at most this many strings are compared one by one rather than looked up in a Set. */
export const FEW_STRINGS = 4;

/**
 * `field eq "s"` and `field in {"a" "b" …}` (a few strings) on the path, the method or the host, each one property of
 * the request: the property is read in the test itself. Through the field's getter it costs a call that the engine
 * cannot inline (the getters are many behind the one call site) for every rule and request. The same answer: the
 * getter reads the same property, and an absent one (undefined) equals no string.
 */
export function requestPropertyTest(e: CompareExpr | InExpr): Pred | undefined {
  if (e.lhs.type !== 'field') return undefined;
  const field = e.lhs.name;
  if (field !== 'http.request.uri.path' && field !== 'http.request.method' && field !== 'http.host') return undefined;
  let values: readonly string[];
  if (e.type === 'in') {
    if (e.items.length === 0 || e.items.length > FEW_STRINGS || e.items.some((item) => item.type !== 'string'))
      return undefined;
    values = e.items.map((item) => (item as { value: string }).value);
  } else if (e.op === 'eq' && e.rhs.type === 'string') {
    values = [e.rhs.value];
  } else {
    return undefined;
  }
  const only = values[0] as string;
  if (values.length === 1) {
    if (field === 'http.request.uri.path') return (ctx) => ctx.request.path === only;
    if (field === 'http.request.method') return (ctx) => ctx.request.method === only;
    return (ctx) => ctx.request.host === only;
  }
  if (field === 'http.request.uri.path') return (ctx) => isOneOf(values, ctx.request.path);
  if (field === 'http.request.method') return (ctx) => isOneOf(values, ctx.request.method);
  return (ctx) => isOneOf(values, ctx.request.host);
}

/** Whether `value` is one of a few strings: === mostly stops at the lengths, where a Set hashes the value first. */
export function isOneOf(values: readonly string[], value: unknown): boolean {
  for (let i = 0; i < values.length; i++) if (values[i] === value) return true;
  return false;
}

/** The getter of x in `name(x)`, when x is a single value. */
function onlyArgumentOf(lhs: ValueExpr, name: string, single: SingleValueCompiler): One | undefined {
  if (lhs.type !== 'call' || lhs.name !== name || lhs.args.length !== 1) return undefined;
  const arg = lhs.args[0] as FunctionArg;
  return isValueExpr(arg) ? single(arg) : undefined;
}

function isAscii(s: string): boolean {
  for (let i = 0; i < s.length; i++) if (s.charCodeAt(i) > 127) return false;
  return true;
}

function escapeRegExp(s: string): string {
  return s.replace(/[\\^$.*+?()[\]{}|/]/g, '\\$&');
}
