import { RuleContext, type RuleRequest } from './request';

// Characteristics name the request attributes that pick a rate-limit counter: one counter per rule and per
// combination of their values. The rulesets API requires `cf.colo.id` among them and refuses `ip.src` together with
// `cf.unique_visitor_id` (https://developers.cloudflare.com/waf/rate-limiting-rules/request-rate/).

export type Characteristic =
  | { readonly kind: 'cf.colo.id' }
  | { readonly kind: 'ip.src' }
  | { readonly kind: 'cf.unique_visitor_id' }
  | { readonly kind: 'http.host' }
  | { readonly kind: 'http.request.uri.path' }
  | { readonly kind: 'ip.src.country' }
  | { readonly kind: 'ip.src.asnum' }
  | { readonly kind: 'http.request.headers' | 'http.request.cookies' | 'http.request.uri.args'; readonly key: string };

const SIMPLE = new Set([
  'cf.colo.id',
  'ip.src',
  'cf.unique_visitor_id',
  'http.host',
  'http.request.uri.path',
  'ip.src.country',
  'ip.src.asnum',
]);
const KEYED = /^(http\.request\.headers|http\.request\.cookies|http\.request\.uri\.args)\["((?:[^"\\]|\\["\\])*)"\]$/;

export function parseCharacteristic(text: string): Characteristic | null {
  if (SIMPLE.has(text)) return { kind: text } as Characteristic;
  const m = KEYED.exec(text);
  if (!m) return null;
  const key = (m[2] as string).replace(/\\(["\\])/g, '$1');
  return { kind: m[1] as 'http.request.headers', key };
}

/** Problems the service would report for a characteristics list; empty when it is valid. */
export function validateCharacteristics(list: readonly string[]): string[] {
  const problems: string[] = [];
  const seen = new Set<string>();
  for (const text of list) {
    const c = parseCharacteristic(text);
    if (!c) problems.push(`'${text}' is not a valid characteristic`);
    else if (c.kind === 'http.request.headers' && c.key !== c.key.toLowerCase()) {
      problems.push(`'${text}': header names in characteristics must be lowercase`);
    }
    if (seen.has(text)) problems.push(`'${text}' is listed twice`);
    seen.add(text);
  }
  if (!seen.has('cf.colo.id')) problems.push('characteristics must include cf.colo.id');
  if (seen.has('ip.src') && seen.has('cf.unique_visitor_id'))
    problems.push('ip.src and cf.unique_visitor_id cannot be used together');
  return problems;
}

/** The service keeps characteristics sorted; so do we, which also makes counter keys order-independent. */
export function sortCharacteristics(list: readonly string[]): string[] {
  return [...list].sort();
}

export interface CounterKeyOptions {
  /** Identifier of the data centre the emulated edge stands for (the value of cf.colo.id). */
  coloId: string;
}

export type CounterKeyFunction = (input: RuleRequest | RuleContext, options: CounterKeyOptions) => string;

/**
 * Compiles a characteristics list into a function giving the counter key of a request. A missing header, cookie
 * or argument is a value of its own (null), distinct from an empty one; IPv6 sources are grouped per /64.
 *
 * The key is the JSON text of the array of values, which keeps the parts unambiguous whatever characters they hold.
 * This runs for every request that matches a rule, and most come from clients seen a moment ago: their key is found
 * by its values in a tree of maps (one level per characteristic) and is the very string given last time, so no text
 * is built and the counter's map finds it by the hash the string already carries.
 */
export function compileCounterKey(characteristics: readonly string[]): CounterKeyFunction {
  const parsed = sortCharacteristics(characteristics).map((text) => {
    const c = parseCharacteristic(text);
    if (!c) throw new Error(`'${text}' is not a valid characteristic`);
    return c;
  });
  const readers = parsed.map(reader);
  const count = readers.length;
  if (count === 0) return () => '[]';
  // Refilled on every call rather than allocated: the function is synchronous and never calls itself.
  const parts = new Array<KeyPart>(count);
  let root: KeyTree = new Map();
  let cached = 0;
  return (input, options) => {
    const ctx = input instanceof RuleContext ? input : new RuleContext(input);
    let cacheable = true;
    for (let i = 0; i < count; i++) {
      const part = (readers[i] as Reader)(ctx, options);
      parts[i] = part;
      // A header's or argument's list is a new array per request, so a map is walked by its one value (the usual
      // case); a longer list is rare enough to have its key built every time.
      if (typeof part === 'object' && part !== null && part.length !== 1) cacheable = false;
    }
    if (!cacheable) return keyText(parts);
    let node = root;
    for (let i = 0; i < count; i++) {
      const part = parts[i] as KeyPart;
      if (typeof part === 'object' && part !== null) {
        node = childOf(childOf(node, ONE_VALUE_LIST), part[0] as string);
      } else {
        node = childOf(node, part);
      }
    }
    let key = node.get(KEY_TEXT) as string | undefined;
    if (key === undefined) {
      key = keyText(parts);
      // A cache, not state: a flood of new clients empties it rather than growing it without bound.
      if (cached >= KEY_CACHE_LIMIT) {
        root = new Map();
        cached = 0;
        return key;
      }
      node.set(KEY_TEXT, key);
      cached += 1;
    }
    return key;
  };
}

type KeyPart = string | number | readonly string[] | null;
/** Values of the characteristics in order, a level each, then the key text under KEY_TEXT. */
type KeyTree = Map<string | number | null | symbol, KeyTree | string>;
/** A list of one value descends here first, so that ["x"] and "x" stay apart. */
const ONE_VALUE_LIST = Symbol('one-value list');
const KEY_TEXT = Symbol('key text');

function childOf(node: KeyTree, value: string | number | null | symbol): KeyTree {
  let next = node.get(value) as KeyTree | undefined;
  if (next === undefined) {
    next = new Map();
    node.set(value, next);
  }
  return next;
}

/** Keys remembered per rule; the counter itself keeps at most 100,000 keys by default. */
const KEY_CACHE_LIMIT = 100_000;

function keyText(parts: readonly KeyPart[]): string {
  let key = '[';
  for (let i = 0; i < parts.length; i++) {
    if (i > 0) key += ',';
    key += jsonValue(parts[i] as KeyPart);
  }
  return key + ']';
}

export function counterKey(
  characteristics: readonly string[],
  input: RuleRequest | RuleContext,
  options: CounterKeyOptions,
): string {
  return compileCounterKey(characteristics)(input, options);
}

type Reader = (ctx: RuleContext, options: CounterKeyOptions) => string | number | readonly string[] | null;

function reader(c: Characteristic): Reader {
  switch (c.kind) {
    case 'cf.colo.id':
      return (_ctx, o) => o.coloId;
    case 'ip.src':
      return (ctx) => ctx.ipGroup;
    case 'cf.unique_visitor_id':
      return (ctx) => ctx.request.uniqueVisitorId ?? null;
    case 'http.host':
      return (ctx) => ctx.request.host;
    case 'http.request.uri.path':
      return (ctx) => ctx.request.path;
    case 'ip.src.country':
      return (ctx) => ctx.request.country ?? null;
    case 'ip.src.asnum':
      return (ctx) => ctx.request.asnum ?? null;
    case 'http.request.headers': {
      const key = c.key.toLowerCase();
      return (ctx) => ctx.headerValues(key) ?? null;
    }
    case 'http.request.cookies': {
      const key = c.key;
      return (ctx) => ctx.cookies.get(key) ?? null;
    }
    case 'http.request.uri.args': {
      const key = c.key;
      return (ctx) => ctx.argValues(key) ?? null;
    }
  }
}

/** JSON.stringify of one part of a key, skipping the serializer for the usual plain string (an IP, a colo). */
function jsonValue(value: string | number | readonly string[] | null): string {
  return typeof value === 'string' && isPlainJsonString(value) ? `"${value}"` : JSON.stringify(value);
}

/** No character JSON would escape: quote, backslash, controls, and surrogates (lone ones are escaped). */
function isPlainJsonString(s: string): boolean {
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    if (c < 0x20 || c === 0x22 || c === 0x5c || (c >= 0xd800 && c <= 0xdfff)) return false;
  }
  return true;
}
