import type { IntlShape } from 'react-intl';
import { CHARACTERISTIC_PROBLEMS } from './characteristic-messages';
import { CounterKeyRef } from './counter';
import { englishIntl } from './hint-messages';
import { RuleContext, type RuleRequest } from './request';
import { detachedCopy } from '../text/detached-copy';

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

/**
 * Problems the service would report for a characteristics list, in the language of `intl` (English by default);
 * empty when it is valid.
 */
export function validateCharacteristics(list: readonly string[], intl: IntlShape = englishIntl()): string[] {
  const say = intl.formatMessage;
  const problems: string[] = [];
  const seen = new Set<string>();
  for (const text of list) {
    const c = parseCharacteristic(text);
    if (!c) problems.push(say(CHARACTERISTIC_PROBLEMS.invalid, { characteristic: text }));
    else if (c.kind === 'http.request.headers' && c.key !== c.key.toLowerCase()) {
      problems.push(say(CHARACTERISTIC_PROBLEMS.headerLowercase, { characteristic: text }));
    }
    if (seen.has(text)) problems.push(say(CHARACTERISTIC_PROBLEMS.listedTwice, { characteristic: text }));
    seen.add(text);
  }
  if (!seen.has('cf.colo.id')) problems.push(say(CHARACTERISTIC_PROBLEMS.coloRequired));
  if (seen.has('ip.src') && seen.has('cf.unique_visitor_id')) problems.push(say(CHARACTERISTIC_PROBLEMS.ipWithVisitor));
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

/** A key function giving references (CounterKeyRef) a counter can count without looking the key text up. */
export type CounterKeyRefFunction = (input: RuleRequest | RuleContext, options: CounterKeyOptions) => CounterKeyRef;

/** compileCounterKeyRef() giving the key text. */
export function compileCounterKey(characteristics: readonly string[]): CounterKeyFunction {
  const ref = compileCounterKeyRef(characteristics);
  return (input, options) => ref(input, options).text;
}

/**
 * Compiles a characteristics list into a function giving the counter key of a request. A missing header, cookie
 * or argument is a value of its own (null), distinct from an empty one; IPv6 sources are grouped per /64.
 *
 * The key is the JSON text of the array of values, which keeps the parts unambiguous whatever characters they hold.
 * This runs for every request that matches a rule, and most come from clients seen a moment ago: their key is found
 * by its values in a tree of maps (one level per characteristic, a CounterKeyRef at the leaves) and is the very
 * reference given last time, so no text is built, and the counter finds its state in the reference without looking
 * the text up (compileCounterKey's text still carries its hash, for a lookup in the counter's map).
 * The first level (cf.colo.id, which sorts first and is required) is the same for every request of an edge, so the
 * branch last taken there is remembered and costs a comparison rather than a lookup.
 */
export function compileCounterKeyRef(characteristics: readonly string[]): CounterKeyRefFunction {
  const parsed = sortCharacteristics(characteristics).map((text) => {
    const c = parseCharacteristic(text);
    if (!c) throw new Error(`'${text}' is not a valid characteristic`);
    return c;
  });
  const readers = parsed.map(reader);
  const lists = parsed.map(isListValued);
  const count = readers.length;
  if (count === 0) {
    const empty = new CounterKeyRef('[]');
    return () => empty;
  }
  let root: KeyTree = new Map();
  let cached = 0;
  let lastFirst: Scalar | undefined;
  let lastBranch: KeyBranch | undefined;
  /** The branch of the tree's first level for `value`, remembered for the next request. */
  const firstBranch = (value: Scalar): KeyBranch | undefined => {
    if (value === lastFirst) return lastBranch;
    const branch = root.get(value);
    if (branch !== undefined) {
      lastFirst = value;
      lastBranch = branch;
    }
    return branch;
  };
  /** The slow way, for a key not in the tree: its text from the values, kept in the tree when it can be. */
  const build = (ctx: RuleContext, options: CounterKeyOptions): CounterKeyRef => {
    // Copies of the values (and of the key text built from them), as the tree and the counter keep them: a value cut
    // from a chunk of a log file would keep the whole chunk in memory.
    const parts = readers.map((read) => detachedPart(read(ctx, options)));
    const key = new CounterKeyRef(detachedCopy(keyText(parts, lists)));
    // A list of several values (a repeated header) is rare enough to have its key built every time.
    if (parts.some((part) => typeof part === 'object' && part !== null)) return key;
    // A cache, not state: a flood of new clients empties it rather than growing it without bound.
    if (cached >= KEY_CACHE_LIMIT) {
      root = new Map();
      lastFirst = lastBranch = undefined;
      cached = 0;
      return key;
    }
    let level = root;
    for (let i = 0; i < count - 1; i++) {
      const value = parts[i] as Scalar;
      let next = level.get(value) as KeyTree | undefined;
      if (next === undefined) level.set(value, (next = new Map()));
      level = next;
    }
    level.set(parts[count - 1] as Scalar, key);
    cached += 1;
    return key;
  };
  const first = readers[0] as Reader;
  if (count === 2) {
    // The usual list, cf.colo.id and one other: both levels without a loop over the readers.
    const second = readers[1] as Reader;
    return (input, options) => {
      const ctx = input instanceof RuleContext ? input : new RuleContext(input);
      const a = first(ctx, options);
      if (typeof a !== 'object' || a === null) {
        // firstBranch(), written out: this is the hot path.
        let branch = lastBranch as KeyTree | undefined;
        if (a !== lastFirst) {
          branch = root.get(a) as KeyTree | undefined;
          if (branch !== undefined) {
            lastFirst = a;
            lastBranch = branch;
          }
        }
        if (branch !== undefined) {
          const b = second(ctx, options);
          if (typeof b !== 'object' || b === null) {
            const key = branch.get(b) as CounterKeyRef | undefined;
            if (key !== undefined) return key;
          }
        }
      }
      return build(ctx, options);
    };
  }
  return (input, options) => {
    const ctx = input instanceof RuleContext ? input : new RuleContext(input);
    const a = first(ctx, options);
    if (typeof a === 'object' && a !== null) return build(ctx, options);
    let node = firstBranch(a);
    for (let i = 1; i < count && node !== undefined; i++) {
      const part = (readers[i] as Reader)(ctx, options);
      if (typeof part === 'object' && part !== null) return build(ctx, options);
      node = (node as KeyTree).get(part);
    }
    return node === undefined ? build(ctx, options) : (node as CounterKeyRef);
  };
}

/**
 * What a reader gives: a scalar (string, number or null) or a list. Headers, cookies and arguments are lists, but
 * their readers give the one value of a one-value list as a plain string (no array per request); `lists` says which
 * levels those are, so the key text still shows a list.
 */
type KeyPart = Scalar | readonly string[];
type Scalar = string | number | null;

/** One level of the key tree: per value of its characteristic, the next level, or the key at the last level. */
type KeyTree = Map<Scalar, KeyBranch>;
type KeyBranch = KeyTree | CounterKeyRef;

/** Keys remembered per rule; the counter itself keeps at most 100,000 keys by default. */
const KEY_CACHE_LIMIT = 100_000;

function keyText(parts: readonly KeyPart[], lists: readonly boolean[]): string {
  let key = '[';
  for (let i = 0; i < parts.length; i++) {
    if (i > 0) key += ',';
    const part = parts[i] as KeyPart;
    key += lists[i] && typeof part === 'string' ? `[${jsonValue(part)}]` : jsonValue(part);
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

type Reader = (ctx: RuleContext, options: CounterKeyOptions) => KeyPart;

function isListValued(c: Characteristic): boolean {
  return c.kind === 'http.request.headers' || c.kind === 'http.request.cookies' || c.kind === 'http.request.uri.args';
}

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
      return (ctx) => oneOrList(ctx.headerRaw(key));
    }
    case 'http.request.cookies': {
      const key = c.key;
      return (ctx) => oneOrList(ctx.cookies.get(key));
    }
    case 'http.request.uri.args': {
      const key = c.key;
      return (ctx) => oneOrList(ctx.argValues(key));
    }
  }
}

function detachedPart(part: KeyPart): KeyPart {
  return typeof part === 'string' ? detachedCopy(part) : part;
}

/** A list of values as a reader gives it: its only value as a string, null when missing. */
function oneOrList(values: string | readonly string[] | undefined): KeyPart {
  if (values === undefined) return null;
  if (typeof values === 'string' || values.length !== 1) return values;
  return values[0] as string;
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
