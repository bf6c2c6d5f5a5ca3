import type { FunctionArg } from './ast';
import { hintOf, RULE_HINTS, type RuleHint } from './hint-messages';
import { maskIp, type IpAddress } from './ip';
import { utf8Length } from '../text/utf8-length';
import { asciiLower, asciiUpper, percentDecode } from './text';
import { isArrayType, isMapType, typeName, type RuleType } from './types';

/** What the parser knows about one argument when it type-checks a call. */
export interface ArgInfo {
  readonly node: FunctionArg;
  /** 'field': a field, an indexed field or a call; 'literal': a string or integer; 'predicate': a comparison. */
  readonly kind: 'field' | 'literal' | 'predicate';
  /** For a predicate, Bool; for an argument under `[*]`, the element type. */
  readonly type: RuleType;
  /** True when the argument is evaluated per element of a `[*]`. */
  readonly each: boolean;
}

export class FunctionArgError extends Error {
  constructor(
    /** 0-based argument index, or -1 for the call as a whole. */
    readonly index: number,
    message: string,
    readonly hint?: RuleHint,
  ) {
    super(message);
    this.name = 'FunctionArgError';
  }
}

/** Runtime values: Bytes string, Int number, Ip IpAddress, Bool boolean, Array readonly array, Map ReadonlyMap. */
export type RuleValue = string | number | boolean | IpAddress | readonly RuleValue[] | ReadonlyMap<string, RuleValue>;

export interface FunctionSpec {
  readonly name: string;
  readonly minArgs: number;
  readonly maxArgs: number;
  readonly signature: string;
  /** any()/all(): the first argument is a comparison over `[*]`, and the call folds it to one boolean. */
  readonly predicate?: boolean;
  /** concat(): missing arguments are skipped instead of making the result missing. */
  readonly skipsMissing?: boolean;
  /** Returns the result type, or throws FunctionArgError. */
  check(args: readonly ArgInfo[]): RuleType;
  /** Applied to present argument values; undefined means a missing result. */
  apply(args: readonly RuleValue[]): RuleValue | undefined;
}

const fail = (index: number, message: string, hint?: RuleHint): never => {
  throw new FunctionArgError(index, message, hint);
};

function expectKind(args: readonly ArgInfo[], index: number, kind: 'field' | 'literal'): void {
  const arg = args[index];
  if (arg && arg.kind !== kind) {
    fail(
      index,
      `invalid kind of argument #${index + 1}: expected ${kind === 'field' ? 'a field' : 'a literal'}, but got ${arg.kind === 'field' ? 'a field' : arg.kind === 'literal' ? 'a literal' : 'a comparison'}`,
    );
  }
}

function expectType(args: readonly ArgInfo[], index: number, ...types: RuleType[]): void {
  const arg = args[index];
  if (!arg) return;
  const actual = typeName(arg.type);
  if (!types.some((t) => typeName(t) === actual)) {
    fail(
      index,
      `invalid type of argument #${index + 1}: expected value of type ${types.map(typeName).join(' or ')}, but got ${actual}`,
    );
  }
}

function literalInt(args: readonly ArgInfo[], index: number): number | undefined {
  const node = args[index]?.node;
  return node && node.type === 'int' ? node.value : undefined;
}

function literalString(args: readonly ArgInfo[], index: number): string | undefined {
  const node = args[index]?.node;
  return node && node.type === 'string' ? node.value : undefined;
}

const bytesToBytes = (name: string, fn: (s: string) => string): FunctionSpec => ({
  name,
  minArgs: 1,
  maxArgs: 1,
  signature: `${name}(String field)`,
  check(args) {
    expectKind(args, 0, 'field');
    expectType(args, 0, 'Bytes');
    return 'Bytes';
  },
  apply: (args) => fn(args[0] as string),
});

const affix = (name: string, test: (s: string, affix: string) => boolean): FunctionSpec => ({
  name,
  minArgs: 2,
  maxArgs: 2,
  signature: `${name}(String field, "literal")`,
  check(args) {
    expectKind(args, 0, 'field');
    expectType(args, 0, 'Bytes');
    expectKind(args, 1, 'literal');
    expectType(args, 1, 'Bytes');
    return 'Bool';
  },
  apply: (args) => test(args[0] as string, args[1] as string),
});

const fold = (name: 'any' | 'all'): FunctionSpec => ({
  name,
  minArgs: 1,
  maxArgs: 1,
  signature: `${name}(<comparison using [*]>)`,
  predicate: true,
  check(args) {
    const arg = args[0] as ArgInfo;
    if (arg.kind !== 'predicate') {
      fail(
        0,
        `invalid kind of argument #1: expected a comparison, but got ${arg.kind === 'field' ? 'a field' : 'a literal'}`,
      );
    }
    if (!arg.each) {
      fail(
        0,
        'invalid type of argument #1: expected value of type Array(Bool), but got Bool',
        hintOf(RULE_HINTS.useEach, { name, example: `${name}(http.request.headers["accept"][*] contains "json")` }),
      );
    }
    return 'Bool';
  },
  apply: (args) => {
    const list = args[0] as readonly boolean[];
    return name === 'any' ? list.some((b) => b) : list.every((b) => b);
  },
});

const URL_DECODE_OPTIONS = /^[ru]*$/;

const SPECS: readonly FunctionSpec[] = [
  fold('any'),
  fold('all'),
  {
    name: 'len',
    minArgs: 1,
    maxArgs: 1,
    signature: 'len(String | Array | Map field)',
    check(args) {
      expectKind(args, 0, 'field');
      const t = (args[0] as ArgInfo).type;
      if (t !== 'Bytes' && !isArrayType(t) && !isMapType(t)) {
        fail(0, `invalid type of argument #1: expected value of type Bytes, Array or Map, but got ${typeName(t)}`);
      }
      return 'Int';
    },
    apply(args) {
      const v = args[0];
      if (typeof v === 'string') return utf8Length(v);
      if (Array.isArray(v)) return v.length;
      return (v as ReadonlyMap<string, RuleValue>).size;
    },
  },
  bytesToBytes('lower', asciiLower),
  bytesToBytes('upper', asciiUpper),
  affix('starts_with', (s, a) => s.startsWith(a)),
  affix('ends_with', (s, a) => s.endsWith(a)),
  {
    name: 'concat',
    minArgs: 2,
    maxArgs: Infinity,
    signature: 'concat(String | Array, ...)',
    skipsMissing: true,
    check(args) {
      const first = (args[0] as ArgInfo).type;
      if (first !== 'Bytes' && !isArrayType(first)) {
        fail(0, `invalid type of argument #1: expected value of type Bytes or Array, but got ${typeName(first)}`);
      }
      for (let i = 1; i < args.length; i++) expectType(args, i, first);
      return first;
    },
    apply(args) {
      if (args.length === 0) return undefined;
      if (typeof args[0] === 'string') return (args as readonly string[]).join('');
      return ([] as RuleValue[]).concat(...(args as ReadonlyArray<readonly RuleValue[]>));
    },
  },
  {
    name: 'substring',
    minArgs: 2,
    maxArgs: 3,
    signature: 'substring(String field, start, [end])',
    check(args) {
      expectKind(args, 0, 'field');
      expectType(args, 0, 'Bytes');
      for (const i of [1, 2]) {
        expectKind(args, i, 'literal');
        expectType(args, i, 'Int');
      }
      return 'Bytes';
    },
    // Negative positions count from the end, exactly like String.prototype.slice.
    apply: (args) => (args[0] as string).slice(args[1] as number, args[2] as number | undefined),
  },
  {
    name: 'url_decode',
    minArgs: 1,
    maxArgs: 2,
    signature: 'url_decode(String field, ["r" | "u" | "ru"])',
    check(args) {
      expectKind(args, 0, 'field');
      expectType(args, 0, 'Bytes');
      if (args.length > 1) {
        expectKind(args, 1, 'literal');
        expectType(args, 1, 'Bytes');
        if (!URL_DECODE_OPTIONS.test(literalString(args, 1) ?? '')) {
          fail(1, 'invalid value of argument #2: options are "r" (recursive) and "u" (%uXXXX)');
        }
      }
      return 'Bytes';
    },
    apply(args) {
      const options = (args[1] as string | undefined) ?? '';
      const unicode = options.includes('u');
      let value = args[0] as string;
      let next = percentDecode(value, { plus: true, unicode });
      if (options.includes('r')) {
        // Bounded so a pathological input cannot loop for long; each round shortens the string anyway.
        for (let round = 0; round < 16 && next !== value; round++) {
          value = next;
          next = percentDecode(value, { plus: true, unicode });
        }
      }
      return next;
    },
  },
  {
    name: 'cidr',
    minArgs: 3,
    maxArgs: 3,
    signature: 'cidr(IP field, ipv4_bits, ipv6_bits)',
    check(args) {
      expectKind(args, 0, 'field');
      expectType(args, 0, 'Ip');
      expectKind(args, 1, 'literal');
      expectType(args, 1, 'Int');
      expectKind(args, 2, 'literal');
      expectType(args, 2, 'Int');
      const v4 = literalInt(args, 1) as number;
      const v6 = literalInt(args, 2) as number;
      if (v4 < 1 || v4 > 32) fail(1, 'invalid value of argument #2: IPv4 prefix length must be 1 to 32');
      if (v6 < 1 || v6 > 128) fail(2, 'invalid value of argument #3: IPv6 prefix length must be 1 to 128');
      return 'Ip';
    },
    apply(args) {
      const ip = args[0] as IpAddress;
      return maskIp(ip, ip.family === 4 ? (args[1] as number) : (args[2] as number));
    },
  },
];

export const FUNCTIONS: ReadonlyMap<string, FunctionSpec> = new Map(SPECS.map((f) => [f.name, f]));

export function getFunction(name: string): FunctionSpec | undefined {
  return FUNCTIONS.get(name);
}

/** How many arguments a function takes, as a hint under a call that has another number. */
export function describeArity(spec: FunctionSpec): RuleHint {
  const { name, signature } = spec;
  if (spec.minArgs === spec.maxArgs) return hintOf(RULE_HINTS.takesExactly, { name, count: spec.minArgs, signature });
  if (spec.maxArgs === Infinity) return hintOf(RULE_HINTS.takesAtLeast, { name, count: spec.minArgs, signature });
  return hintOf(RULE_HINTS.takesBetween, { name, min: spec.minArgs, max: spec.maxArgs, signature });
}
