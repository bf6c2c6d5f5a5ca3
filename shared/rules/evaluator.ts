import type { CompareExpr, Expr, FunctionArg, IndexSelector, InExpr, Literal, SetItem, ValueExpr } from './ast';
import { isLiteral, isValueExpr } from './ast';
import type { RuleSyntaxError } from './errors';
import { getFunction, type RuleValue } from './functions';
import { cidrRange, IpRangeSet, parseIp, type IpAddress, type IpRange } from './ip';
import { parseExpression, type ParseOptions } from './parser';
import { RuleContext, type RuleRequest } from './request';
import { compileRegex } from './regex';
import { compileWildcard } from './text';
import {
  affixCondition,
  FEW_STRINGS,
  isOneOf,
  lengthTest,
  lowerCaseTest,
  requestPropertyTest,
  sourceInSet,
  type One,
  type Pred,
  type SingleValueCompiler,
} from './evaluator-fast-paths';

// Expressions are compiled once into closures; evaluating one is then a few direct calls with no tree walk,
// no string switch and no regex or set construction per request.
//
// Missing values (a map key that is absent, an index past the end, a field the request cannot supply such as an
// unparsable ip.src) make every comparison on them false, `ne` included, and `not` simply inverts that. We follow
// the service here because creators write rules against it: `http.request.headers["x-api-key"][0] ne "secret"`
// must not start rate limiting every client that sends no key at all; `not ... eq ...` is how one says "absent or
// different", and it is true for a missing value.

/** Per-element values of a `[*]`; undefined when the collection itself is missing. */
type Each = (ctx: RuleContext) => RuleValue[] | undefined;
type Compiled = { each: false; get: One } | { each: true; get: Each };

export interface CompiledExpression {
  readonly ast: Expr;
  /** True when the request matches. Pass a RuleContext to share derived values between several rules. */
  readonly evaluate: (input: RuleRequest | RuleContext) => boolean;
  /**
   * evaluate() for a caller that holds a RuleContext already, as an edge does for every rule of a request: the
   * compiled predicate itself, without the call and the type test evaluate() adds.
   */
  readonly test: (ctx: RuleContext) => boolean;
}

export type CompileResult = ({ ok: true } & CompiledExpression) | { ok: false; error: RuleSyntaxError };

export function compileExpression(source: string, options: ParseOptions = {}): CompileResult {
  const parsed = parseExpression(source, options);
  if (!parsed.ok) return parsed;
  const compiled = compileAst(parsed.ast);
  return { ok: true, ast: compiled.ast, evaluate: compiled.evaluate, test: compiled.test };
}

/** Compiles a tree produced by parseExpression (trees from elsewhere must be well typed). */
export function compileAst(ast: Expr): CompiledExpression {
  const pred = compileExpr(ast);
  return {
    ast,
    evaluate: (input) => pred(input instanceof RuleContext ? input : new RuleContext(input)),
    test: pred,
  };
}

const cache = new WeakMap<Expr, Pred>();

/** Evaluates a tree, compiling it on first use (cached per tree object). */
export function evaluate(ast: Expr, input: RuleRequest | RuleContext): boolean {
  let pred = cache.get(ast);
  if (!pred) {
    pred = compileExpr(ast);
    cache.set(ast, pred);
  }
  return pred(input instanceof RuleContext ? input : new RuleContext(input));
}

// ---- fields ----------------------------------------------------------------------------------------------------

const FIELD_GETTERS: Readonly<Record<string, One>> = {
  'http.request.uri.path': (c) => c.request.path,
  'http.request.uri.query': (c) => c.request.query ?? '',
  'http.request.uri': (c) => c.uri,
  'http.request.full_uri': (c) => c.fullUri,
  'http.request.method': (c) => c.request.method,
  'http.host': (c) => c.request.host,
  'http.user_agent': (c) => c.userAgent,
  'http.cookie': (c) => c.cookieHeader,
  'ip.src': (c) => c.ip,
  'ip.src.country': (c) => c.request.country,
  'ip.src.asnum': (c) => c.request.asnum,
  'http.request.headers': (c) => c.headers,
  'http.request.cookies': (c) => c.cookies,
  'http.request.uri.args': (c) => c.args,
  ssl: (c) => (c.request.scheme ?? 'https') === 'https',
  'http.response.code': (c) => c.request.responseCode,
};

// ---- expressions -----------------------------------------------------------------------------------------------

function compileExpr(e: Expr): Pred {
  switch (e.type) {
    case 'logical': {
      const items = e.items.map(compileExpr);
      if (e.op === 'and') return andAll(items);
      if (e.op === 'or') return orAny(items);
      return (ctx) => {
        let acc = false;
        for (const p of items) acc = acc !== p(ctx);
        return acc;
      };
    }
    case 'not': {
      const inner = compileExpr(e.expr);
      return (ctx) => !inner(ctx);
    }
    case 'bool': {
      const affix = affixCondition(e, singleValue);
      if (affix) return affix;
      const v = compileValue(e.value);
      if (v.each) throw new Error('[*] outside any()/all()');
      const get = v.get;
      return (ctx) => get(ctx) === true;
    }
    case 'compare':
    case 'in': {
      const fast =
        lowerCaseTest(e, singleValue) ??
        lengthTest(e, singleValue) ??
        sourceInSet(e, ipRangeSet) ??
        requestPropertyTest(e);
      if (fast) return fast;
      const v = compileValue(e.lhs);
      if (v.each) throw new Error('[*] outside any()/all()');
      const get = v.get;
      const direct = compileDirectStringTest(e, get);
      if (direct) return direct;
      const test = compileTest(e);
      return (ctx) => {
        const value = get(ctx);
        return value !== undefined && test(value);
      };
    }
  }
}

// Two-item forms avoid the loop for the most common shapes.
function andAll(items: Pred[]): Pred {
  if (items.length === 2) {
    const [a, b] = items as [Pred, Pred];
    return (ctx) => a(ctx) && b(ctx);
  }
  return (ctx) => {
    for (const p of items) if (!p(ctx)) return false;
    return true;
  };
}

function orAny(items: Pred[]): Pred {
  if (items.length === 2) {
    const [a, b] = items as [Pred, Pred];
    return (ctx) => a(ctx) || b(ctx);
  }
  return (ctx) => {
    for (const p of items) if (p(ctx)) return true;
    return false;
  };
}

/**
 * The most common string comparisons as one closure instead of a value getter wrapped around a test, one call less
 * per evaluation. A missing value stays false: it never equals a string nor belongs to a set of strings.
 */
function compileDirectStringTest(e: CompareExpr | InExpr, get: One): Pred | undefined {
  if (e.type === 'in') {
    if (e.items.length === 0 || e.items.some((item) => item.type !== 'string')) return undefined;
    const values = e.items.map((item) => (item as { value: string }).value);
    if (values.length <= FEW_STRINGS) return (ctx) => isOneOf(values, get(ctx));
    const set = new Set<RuleValue | undefined>(values);
    return (ctx) => set.has(get(ctx));
  }
  if (e.rhs.type !== 'string') return undefined;
  const s = e.rhs.value;
  switch (e.op) {
    case 'eq':
      return (ctx) => get(ctx) === s;
    case 'ne':
      return (ctx) => {
        const value = get(ctx);
        return value !== undefined && value !== s;
      };
    case 'contains':
      return (ctx) => {
        const value = get(ctx);
        return value !== undefined && (value as string).includes(s);
      };
    default:
      return undefined;
  }
}

/** The test a present value must pass; sets, regexes and wildcards are built here, once. */
function compileTest(e: CompareExpr | InExpr): (v: RuleValue) => boolean {
  if (e.type === 'in') return compileSet(e.items);
  const rhs = e.rhs;
  switch (rhs.type) {
    case 'string': {
      const s = rhs.value;
      switch (e.op) {
        case 'eq':
          return (v) => v === s;
        case 'ne':
          return (v) => v !== s;
        case 'contains':
          return (v) => (v as string).includes(s);
        case 'matches': {
          const re = compileRegex(s);
          if (typeof re === 'string') throw new Error(re);
          const test = re.test;
          return (v) => test(v as string);
        }
        case 'wildcard':
        case 'strict wildcard': {
          const m = compileWildcard(s, e.op === 'strict wildcard');
          if (typeof m === 'string') throw new Error(m);
          return (v) => m(v as string);
        }
        default:
          throw new Error(`operator ${e.op} on a string`);
      }
    }
    case 'int': {
      const n = rhs.value;
      switch (e.op) {
        case 'eq':
          return (v) => v === n;
        case 'ne':
          return (v) => v !== n;
        case 'lt':
          return (v) => (v as number) < n;
        case 'le':
          return (v) => (v as number) <= n;
        case 'gt':
          return (v) => (v as number) > n;
        case 'ge':
          return (v) => (v as number) >= n;
        default:
          throw new Error(`operator ${e.op} on an integer`);
      }
    }
    case 'ip': {
      const ip = literalIp(rhs.address);
      const same = (v: RuleValue): boolean =>
        (v as IpAddress).family === ip.family && (v as IpAddress).value === ip.value;
      if (e.op === 'eq') return same;
      if (e.op === 'ne') return (v) => !same(v);
      throw new Error(`operator ${e.op} on an IP address`);
    }
  }
}

function literalIp(text: string): IpAddress {
  const ip = parseIp(text);
  if (!ip) throw new Error(`invalid IP literal ${text}`);
  return ip;
}

function compileSet(items: readonly SetItem[]): (v: RuleValue) => boolean {
  if (items.length === 0) return () => false;
  const first = items[0] as SetItem;
  if (first.type === 'string') {
    const set = new Set(items.map((i) => (i as { value: string }).value));
    return (v) => set.has(v as string);
  }
  if (first.type === 'int' || first.type === 'int-range') {
    const singles = new Set<number>();
    const ranges: Array<[number, number]> = [];
    for (const i of items) {
      if (i.type === 'int') singles.add(i.value);
      else if (i.type === 'int-range') ranges.push([i.from, i.to]);
    }
    if (ranges.length === 0) return (v) => singles.has(v as number);
    return (v) => {
      const n = v as number;
      if (singles.has(n)) return true;
      for (const [a, b] of ranges) if (n >= a && n <= b) return true;
      return false;
    };
  }
  const set = ipRangeSet(items);
  return (v) => set.has(v as IpAddress);
}

function ipRangeSet(items: readonly SetItem[]): IpRangeSet {
  const ranges: IpRange[] = [];
  for (const i of items) {
    if (i.type === 'ip') {
      const ip = literalIp(i.address);
      ranges.push({ from: ip, to: ip });
    } else if (i.type === 'cidr') {
      ranges.push(cidrRange(literalIp(i.network), i.prefix));
    } else if (i.type === 'ip-range') {
      ranges.push({ from: literalIp(i.from), to: literalIp(i.to) });
    }
  }
  return new IpRangeSet(ranges);
}

// ---- values ------------------------------------------------------------------------------------------------------

const singleValue: SingleValueCompiler = (v) => {
  const compiled = compileValue(v);
  return compiled.each ? undefined : compiled.get;
};

function compileValue(v: ValueExpr): Compiled {
  switch (v.type) {
    case 'field': {
      const get = FIELD_GETTERS[v.name];
      if (!get) throw new Error(`unknown field ${v.name}`);
      return { each: false, get };
    }
    case 'index':
      return compileIndex(v.target, v.index);
    case 'call':
      return compileCall(v.name, v.args);
  }
}

function pick(container: RuleValue, index: Exclude<IndexSelector, { kind: 'each' }>): RuleValue | undefined {
  if (index.kind === 'key')
    return container instanceof Map ? (container as ReadonlyMap<string, RuleValue>).get(index.key) : undefined;
  return Array.isArray(container) ? (container as readonly RuleValue[])[index.position] : undefined;
}

function elements(container: RuleValue): RuleValue[] {
  if (Array.isArray(container)) return container as RuleValue[];
  if (container instanceof Map) return [...(container as ReadonlyMap<string, RuleValue>).values()];
  return [];
}

function compileIndex(targetExpr: ValueExpr, index: IndexSelector): Compiled {
  const target = compileValue(targetExpr);
  if (index.kind === 'each') {
    if (target.each) throw new Error('nested [*]');
    const get = target.get;
    return {
      each: true,
      get: (ctx) => {
        const c = get(ctx);
        return c === undefined ? undefined : elements(c);
      },
    };
  }
  if (target.each) {
    const get = target.get;
    return {
      each: true,
      get: (ctx) => {
        const list = get(ctx);
        if (list === undefined) return undefined;
        const out: RuleValue[] = [];
        for (const item of list) {
          const picked = pick(item, index);
          if (picked !== undefined) out.push(picked);
        }
        return out;
      },
    };
  }
  const get = target.get;
  if (
    index.kind === 'position' &&
    index.position === 0 &&
    targetExpr.type === 'index' &&
    targetExpr.index.kind === 'key' &&
    targetExpr.target.type === 'field' &&
    targetExpr.target.name === 'http.request.headers'
  ) {
    // headers["x"][0], the usual way to read a header: its first value without a list of them all.
    const key = targetExpr.index.key;
    return { each: false, get: (ctx) => ctx.header(key) };
  }
  if (index.kind === 'key' && targetExpr.type === 'field' && targetExpr.name === 'http.request.headers') {
    // One header without the map of them all (see RuleContext.headerValues).
    const key = index.key;
    return { each: false, get: (ctx) => ctx.headerValues(key) };
  }
  if (index.kind === 'key' && targetExpr.type === 'field' && targetExpr.name === 'http.request.uri.args') {
    const key = index.key;
    return { each: false, get: (ctx) => ctx.argValues(key) };
  }
  if (index.kind === 'key') {
    const key = index.key;
    return {
      each: false,
      get: (ctx) => {
        const c = get(ctx);
        return c instanceof Map ? (c as ReadonlyMap<string, RuleValue>).get(key) : undefined;
      },
    };
  }
  const position = index.position;
  return {
    each: false,
    get: (ctx) => {
      const c = get(ctx);
      return Array.isArray(c) ? (c as readonly RuleValue[])[position] : undefined;
    },
  };
}

type ArgGetter = { kind: 'const'; value: RuleValue } | { kind: 'one'; get: One } | { kind: 'each'; get: Each };

function compileArg(arg: FunctionArg): ArgGetter {
  if (isLiteral(arg)) return { kind: 'const', value: literalValue(arg) };
  if (isValueExpr(arg)) {
    const c = compileValue(arg);
    return c.each ? { kind: 'each', get: c.get } : { kind: 'one', get: c.get };
  }
  return { kind: 'each', get: compilePredicateEach(arg) };
}

function literalValue(l: Literal): RuleValue {
  if (l.type === 'ip') return literalIp(l.address);
  return l.value;
}

type PredicateArg = Exclude<FunctionArg, ValueExpr | Literal>;

/** The `[*]` values and the test of the comparison inside any()/all(). */
function predicateParts(e: PredicateArg): { get: Each; test: (v: RuleValue) => boolean } {
  const lhs = compileValue(e.type === 'bool' ? e.value : e.lhs);
  if (!lhs.each) throw new Error('any()/all() argument without [*]');
  return { get: lhs.get, test: e.type === 'bool' ? (v) => v === true : compileTest(e) };
}

/** The comparison inside any()/all(), applied to every element of its `[*]`. */
function compilePredicateEach(e: PredicateArg): Each {
  const { get, test } = predicateParts(e);
  return (ctx) => {
    const list = get(ctx);
    if (list === undefined) return undefined;
    const out: RuleValue[] = new Array<RuleValue>(list.length);
    for (let i = 0; i < list.length; i++) out[i] = test(list[i] as RuleValue);
    return out;
  };
}

function compileCall(name: string, argNodes: readonly FunctionArg[]): Compiled {
  const spec = getFunction(name);
  if (!spec) throw new Error(`unknown function ${name}`);
  const args = argNodes.map(compileArg);
  const apply = spec.apply.bind(spec);

  if (spec.predicate) {
    const node = argNodes[0];
    if ((spec.name === 'any' || spec.name === 'all') && node !== undefined && !isLiteral(node) && !isValueExpr(node)) {
      return { each: false, get: compileFold(spec.name, node) };
    }
    const arg = args[0] as ArgGetter;
    if (arg.kind !== 'each') throw new Error(`${name}() needs a comparison over [*]`);
    const get = arg.get;
    // A missing collection gives a missing result (false as a condition), even for all(), as in the service.
    return {
      each: false,
      get: (ctx) => {
        const list = get(ctx);
        return list === undefined ? undefined : apply([list]);
      },
    };
  }

  const eachIndex = args.findIndex((a) => a.kind === 'each');
  const skips = spec.skipsMissing === true;
  const collect = (ctx: RuleContext, values: RuleValue[]): boolean => {
    for (let i = 0; i < args.length; i++) {
      const a = args[i] as ArgGetter;
      if (a.kind === 'const') values.push(a.value);
      else if (a.kind === 'one') {
        const v = a.get(ctx);
        if (v !== undefined) values.push(v);
        else if (!skips) return false;
      } else values.push(undefined as unknown as RuleValue); // placeholder, filled per element
    }
    return true;
  };

  if (eachIndex < 0) {
    if (!skips && args.every((a) => a.kind !== 'each')) return { each: false, get: compileFixedCall(args, apply) };
    return {
      each: false,
      get: (ctx) => {
        const values: RuleValue[] = [];
        return collect(ctx, values) ? apply(values) : undefined;
      },
    };
  }
  const eachGet = (args[eachIndex] as { get: Each }).get;
  return {
    each: true,
    get: (ctx) => {
      const list = eachGet(ctx);
      if (list === undefined) return undefined;
      const values: RuleValue[] = [];
      if (!collect(ctx, values)) return [];
      const at = values.indexOf(undefined as unknown as RuleValue);
      const out: RuleValue[] = [];
      for (const element of list) {
        values[at] = element;
        const r = apply(values);
        if (r !== undefined) out.push(r);
      }
      return out;
    },
  };
}

/**
 * A call whose arguments are all single values, the usual case (lower(), starts_with(), len()...): the argument
 * array is allocated once and refilled on every evaluation. That is safe because evaluation is synchronous, a
 * compiled node never calls itself, and no function keeps its argument array.
 */
function compileFixedCall(
  args: readonly ArgGetter[],
  apply: (values: readonly RuleValue[]) => RuleValue | undefined,
): One {
  const values = new Array<RuleValue>(args.length);
  for (let i = 0; i < args.length; i++) {
    const a = args[i] as ArgGetter;
    if (a.kind === 'const') values[i] = a.value;
  }
  const first = args[0];
  if (args.length === 1 && first?.kind === 'one') {
    const get = first.get;
    return (ctx) => {
      const v = get(ctx);
      if (v === undefined) return undefined;
      values[0] = v;
      return apply(values);
    };
  }
  const getters = args.map((a) => (a.kind === 'one' ? a.get : undefined));
  return (ctx) => {
    for (let i = 0; i < getters.length; i++) {
      const get = getters[i];
      if (get === undefined) continue;
      const v = get(ctx);
      if (v === undefined) return undefined;
      values[i] = v;
    }
    return apply(values);
  };
}

/**
 * any()/all() as one loop that stops at the first deciding element, instead of an array of booleans per request
 * folded afterwards. A missing collection gives a missing result (false as a condition), even for all().
 */
function compileFold(name: 'any' | 'all', node: PredicateArg): One {
  const { get, test } = predicateParts(node);
  const wanted = name === 'any';
  return (ctx) => {
    const list = get(ctx);
    if (list === undefined) return undefined;
    for (let i = 0; i < list.length; i++) if (test(list[i] as RuleValue) === wanted) return wanted;
    return !wanted;
  };
}
