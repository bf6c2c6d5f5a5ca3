import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import {
  compileAst,
  formatExpression,
  formatIp,
  logical,
  maskIp,
  parseExpression,
  parseIp,
  quoteRegex,
  quoteString,
  type CompareExpr,
  type CompareOp,
  type Expr,
  type FunctionArg,
  type IpAddress,
  type Literal,
  type RuleRequest,
  type SetItem,
  type ValueExpr,
} from '../../../../shared/rules';

// ---- generators of well-typed, canonical trees -------------------------------------------------------------------

const field = (name: string): ValueExpr => ({ type: 'field', name });
const key = (target: ValueExpr, k: string): ValueExpr => ({ type: 'index', target, index: { kind: 'key', key: k } });
const pos = (target: ValueExpr, p: number): ValueExpr => ({
  type: 'index',
  target,
  index: { kind: 'position', position: p },
});
const each = (target: ValueExpr): ValueExpr => ({ type: 'index', target, index: { kind: 'each' } });
const call = (name: string, ...args: FunctionArg[]): ValueExpr => ({ type: 'call', name, args });
const str = (value: string): Literal => ({ type: 'string', value });
const int = (value: number): Literal => ({ type: 'int', value });

const STRING_FIELDS = [
  'http.request.uri.path',
  'http.request.uri.query',
  'http.request.uri',
  'http.request.full_uri',
  'http.request.method',
  'http.host',
  'http.user_agent',
  'http.cookie',
  'ip.src.country',
];
const MAP_FIELDS = ['http.request.headers', 'http.request.cookies', 'http.request.uri.args'];
const KEYS = ['a', 'x-key', 'accept', 'q', 'session', 'we"ird', ''];

const stringValue = fc.oneof(
  fc.constantFrom(
    'a',
    'example.com',
    '/api',
    'GET',
    '',
    'x"y',
    'back\\slash',
    'tab\tnew\nline',
    'é✓',
    '*',
    'DE',
    'session=abc; a=b',
  ),
  fc.string({ maxLength: 8 }),
  fc.string({ unit: 'binary', maxLength: 5 }),
);
const intValue = fc.oneof(fc.constantFrom(0, 1, 13335, 8005, -1), fc.integer({ min: -100_000, max: 100_000 }));
const ipValue: fc.Arbitrary<IpAddress> = fc.oneof(
  fc.integer({ min: 0, max: 0xffffffff }).map((value): IpAddress => ({ family: 4, value })),
  fc.bigInt({ min: 0n, max: (1n << 128n) - 1n }).map((value): IpAddress => ({ family: 6, value })),
  fc.constantFrom<IpAddress>(
    { family: 4, value: 0xc0000201 },
    { family: 6, value: (0x20010db8n << 96n) | 1n },
    { family: 6, value: (0xffffn << 32n) | 0x0a000005n },
  ),
);
const REGEXES = [
  '^/api',
  'a|b',
  '(?i)EXAMPLE',
  '\\d+',
  '[a-z]+\\.com$',
  '.*',
  '[]a]',
  'say "hi"',
  '["]x',
  'x\\"y',
  'a\\\\b',
];
const WILDCARDS = ['*', '*.com', '/api/*', 'a*b*c', 'x\\*y', '', 'EXAMPLE.*'];

const bytesBase: fc.Arbitrary<ValueExpr> = fc.oneof(
  fc.constantFrom(...STRING_FIELDS).map(field),
  fc
    .tuple(fc.constantFrom(...MAP_FIELDS), fc.constantFrom(...KEYS), fc.nat(2))
    .map(([f, k, p]) => pos(key(field(f), k), p)),
);
const bytesLhs: fc.Arbitrary<ValueExpr> = fc.oneof(
  bytesBase,
  bytesBase.map((v) => call('lower', v)),
  bytesBase.map((v) => call('upper', v)),
  fc
    .tuple(bytesBase, fc.constantFrom<Literal[]>([], [str('r')], [str('u')], [str('ru')]))
    .map(([v, o]) => call('url_decode', v, ...o)),
  fc
    .tuple(bytesBase, fc.integer({ min: -5, max: 5 }), fc.option(fc.integer({ min: -5, max: 5 }), { nil: undefined }))
    .map(([v, a, b]) => (b === undefined ? call('substring', v, int(a)) : call('substring', v, int(a), int(b)))),
  fc.tuple(bytesBase, stringValue, bytesBase).map(([a, s, b]) => call('concat', a, str(s), b)),
);
const intLhs: fc.Arbitrary<ValueExpr> = fc.oneof(
  fc.constant(field('ip.src.asnum')),
  bytesBase.map((v) => call('len', v)),
  fc.constantFrom(...MAP_FIELDS).map((f) => call('len', field(f))),
);
const ipLhs: fc.Arbitrary<ValueExpr> = fc.oneof(
  fc.constant(field('ip.src')),
  fc
    .tuple(fc.integer({ min: 1, max: 32 }), fc.integer({ min: 1, max: 128 }))
    .map(([a, b]) => call('cidr', field('ip.src'), int(a), int(b))),
);

const bytesCompare = (lhs: fc.Arbitrary<ValueExpr>): fc.Arbitrary<CompareExpr> =>
  fc.oneof(
    fc
      .tuple(lhs, fc.constantFrom<CompareOp>('eq', 'ne', 'contains'), stringValue)
      .map(([l, op, v]): CompareExpr => ({ type: 'compare', op, lhs: l, rhs: str(v) })),
    fc
      .tuple(lhs, fc.constantFrom(...REGEXES))
      .map(([l, v]): CompareExpr => ({ type: 'compare', op: 'matches', lhs: l, rhs: str(v) })),
    fc
      .tuple(lhs, fc.constantFrom<CompareOp>('wildcard', 'strict wildcard'), fc.constantFrom(...WILDCARDS))
      .map(([l, op, v]): CompareExpr => ({ type: 'compare', op, lhs: l, rhs: str(v) })),
  );

const intItem: fc.Arbitrary<SetItem> = fc.oneof(
  intValue.map((value): SetItem => ({ type: 'int', value })),
  fc.tuple(intValue, fc.nat(50)).map(([from, width]): SetItem => ({ type: 'int-range', from, to: from + width })),
);
const ipItem: fc.Arbitrary<SetItem> = fc.oneof(
  ipValue.map((ip): SetItem => ({ type: 'ip', address: formatIp(ip) })),
  ipValue.chain((ip) =>
    fc
      .integer({ min: 0, max: ip.family === 4 ? 32 : 128 })
      .map((prefix): SetItem => ({ type: 'cidr', network: formatIp(maskIp(ip, prefix)), prefix })),
  ),
  ipValue.chain((ip) =>
    fc.bigInt({ min: 0n, max: 1000n }).map((width): SetItem => {
      const max = ip.family === 4 ? 0xffffffffn : (1n << 128n) - 1n;
      const to = BigInt(ip.value) + width > max ? max : BigInt(ip.value) + width;
      const top: IpAddress = ip.family === 4 ? { family: 4, value: Number(to) } : { family: 6, value: to };
      return { type: 'ip-range', from: formatIp(ip), to: formatIp(top) };
    }),
  ),
);

const leaf: fc.Arbitrary<Expr> = fc.oneof(
  bytesCompare(bytesLhs),
  fc
    .tuple(intLhs, fc.constantFrom<CompareOp>('eq', 'ne', 'lt', 'le', 'gt', 'ge'), intValue)
    .map(([l, op, v]): Expr => ({ type: 'compare', op, lhs: l, rhs: int(v) })),
  fc
    .tuple(ipLhs, fc.constantFrom<CompareOp>('eq', 'ne'), ipValue)
    .map(([l, op, v]): Expr => ({ type: 'compare', op, lhs: l, rhs: { type: 'ip', address: formatIp(v) } })),
  fc
    .tuple(bytesLhs, fc.array(stringValue, { maxLength: 4 }))
    .map(([l, vs]): Expr => ({ type: 'in', lhs: l, items: vs.map(str) })),
  fc.tuple(intLhs, fc.array(intItem, { maxLength: 4 })).map(([l, items]): Expr => ({ type: 'in', lhs: l, items })),
  fc.tuple(ipLhs, fc.array(ipItem, { maxLength: 4 })).map(([l, items]): Expr => ({ type: 'in', lhs: l, items })),
  fc.constant<Expr>({ type: 'bool', value: field('ssl') }),
  fc
    .tuple(fc.constantFrom('starts_with', 'ends_with'), bytesBase, stringValue)
    .map(([f, v, s]): Expr => ({ type: 'bool', value: call(f, v, str(s)) })),
  fc
    .tuple(
      fc.constantFrom('any', 'all'),
      fc.constantFrom(...MAP_FIELDS),
      fc.constantFrom(...KEYS),
      fc.constantFrom<Array<(v: ValueExpr) => ValueExpr>>(
        (v) => v,
        (v) => call('lower', v),
      ),
    )
    .chain(([fn, f, k, wrap]) =>
      bytesCompare(fc.constantFrom(wrap(each(key(field(f), k))), wrap(pos(each(field(f)), 0)))).map((pred): Expr => ({
        type: 'bool',
        value: call(fn, pred),
      })),
    ),
);

const exprArb: fc.Arbitrary<Expr> = fc.letrec<{ expr: Expr }>((tie) => ({
  expr: fc.oneof(
    { depthSize: 'small', maxDepth: 4 },
    leaf,
    tie('expr').map((e): Expr => ({ type: 'not', expr: e })),
    fc
      .tuple(
        fc.constantFrom('and' as const, 'or' as const, 'xor' as const),
        fc.array(tie('expr'), { minLength: 2, maxLength: 3 }),
      )
      .map(([op, items]) => logical(op, items)),
  ),
})).expr;

// ---- a formatter that spells the same tree in many ways -----------------------------------------------------------

type Rand = (n: number) => number;

function rng(seed: readonly number[]): Rand {
  let i = 0;
  return (n) => (seed.length === 0 ? 0 : (seed[i++ % seed.length] as number) % n);
}

const WS = [' ', '  ', '\n', '\r\n', ' \r\n  ', '\n\n'];
const OPTIONAL_WS = ['', ' ', '\n'];
const SYMBOL: Partial<Record<CompareOp, string>> = {
  eq: '==',
  ne: '!=',
  lt: '<',
  le: '<=',
  gt: '>',
  ge: '>=',
  matches: '~',
};
const LOGIC_SYMBOL = { and: '&&', or: '||', xor: '^^' } as const;
const PREC = { or: 1, xor: 2, and: 3 } as const;

function prec(e: Expr): number {
  return e.type === 'logical' ? PREC[e.op] : e.type === 'not' ? 4 : 5;
}

function noisy(e: Expr, r: Rand): string {
  const ws = (): string => WS[r(WS.length)] as string;
  const ows = (): string => OPTIONAL_WS[r(OPTIONAL_WS.length)] as string;
  const group = (child: Expr, needed: boolean): string => {
    const text = noisy(child, r);
    return needed || r(4) === 0 ? `(${ows()}${text}${ows()})` : text;
  };
  switch (e.type) {
    case 'logical':
      return e.items
        .map((i) => group(i, prec(i) <= PREC[e.op]))
        .join(`${ws()}${r(2) ? e.op : LOGIC_SYMBOL[e.op]}${ws()}`);
    case 'not':
      return `${r(2) ? `not${ws()}` : `!${ows()}`}${group(e.expr, prec(e.expr) < 4)}`;
    case 'compare': {
      const sym = SYMBOL[e.op];
      const op = e.op === 'strict wildcard' ? `strict${ws()}wildcard` : sym && r(2) ? sym : e.op;
      const rhs = e.op === 'matches' && e.rhs.type === 'string' ? noisyRegex(e.rhs.value, r) : noisyLiteral(e.rhs, r);
      return `${noisyValue(e.lhs, r)}${ws()}${op}${ws()}${rhs}`;
    }
    case 'in':
      return `${noisyValue(e.lhs, r)}${ws()}in${ows()}{${ows()}${e.items.map((i) => noisySetItem(i, r)).join(ws())}${ows()}}`;
    case 'bool':
      return noisyValue(e.value, r);
  }
}

function noisyValue(v: ValueExpr, r: Rand): string {
  const ows = (): string => OPTIONAL_WS[r(OPTIONAL_WS.length)] as string;
  switch (v.type) {
    case 'field':
      return v.name;
    case 'index': {
      const i = v.index;
      const inner = i.kind === 'key' ? noisyString(i.key, r) : i.kind === 'position' ? String(i.position) : '*';
      return `${noisyValue(v.target, r)}[${ows()}${inner}${ows()}]`;
    }
    case 'call': {
      const args = v.args.map((a) => {
        if (a.type === 'field' || a.type === 'index' || a.type === 'call') return noisyValue(a, r);
        if (a.type === 'string' || a.type === 'int' || a.type === 'ip') return noisyLiteral(a, r);
        return noisy(a, r);
      });
      return `${v.name}(${ows()}${args.join(`${ows()},${ows()}`)}${ows()})`;
    }
  }
}

function noisyString(s: string, r: Rand): string {
  const choice = r(3);
  if (choice === 1 && !s.includes('"')) return `r"${s}"`;
  if (choice === 2 && !s.includes('"#')) return `r#"${s}"#`;
  return quoteString(s);
}

function noisyRegex(s: string, r: Rand): string {
  const choice = r(3);
  if (choice === 1 && !s.includes('"')) return `r"${s}"`;
  if (choice === 2 && !s.includes('"#')) return `r#"${s}"#`;
  return quoteRegex(s);
}

function noisyIp(text: string, r: Rand): string {
  const ip = parseIp(text);
  if (!ip || ip.family === 4 || r(2) === 0) return text;
  // The same IPv6 address written out in full, upper case.
  const groups: string[] = [];
  for (let i = 7; i >= 0; i--)
    groups.push(((ip.value >> BigInt(i * 16)) & 0xffffn).toString(16).padStart(4, '0').toUpperCase());
  return groups.join(':');
}

function noisyLiteral(l: Literal, r: Rand): string {
  if (l.type === 'string') return noisyString(l.value, r);
  if (l.type === 'int') return l.value >= 0 && r(3) === 0 ? `0x${l.value.toString(16)}` : String(l.value);
  return noisyIp(l.address, r);
}

function noisySetItem(i: SetItem, r: Rand): string {
  switch (i.type) {
    case 'int-range':
      return `${i.from}..${i.to}`;
    case 'cidr':
      return `${noisyIp(i.network, r)}/${i.prefix}`;
    case 'ip-range':
      return `${noisyIp(i.from, r)}..${noisyIp(i.to, r)}`;
    default:
      return noisyLiteral(i, r);
  }
}

// ---- requests, and a reference for the logic --------------------------------------------------------------------

const requestArb: fc.Arbitrary<RuleRequest> = fc
  .record({
    method: fc.constantFrom('GET', 'POST', 'HEAD'),
    scheme: fc.constantFrom<'http' | 'https'>('http', 'https'),
    host: fc.constantFrom('example.com', 'a', 'EXAMPLE.com', ''),
    path: fc.constantFrom('/api', '/api/v1/items', '/', '/a%20b'),
    query: fc.constantFrom('', 'q=a&q=b', 'x-key=1&a=%41'),
    headers: fc.dictionary(
      fc.constantFrom('a', 'x-key', 'accept', 'user-agent', 'cookie'),
      fc.array(fc.constantFrom('a', 'example.com', 'x"y', '', 'session=abc; a=b'), { maxLength: 3 }),
    ),
    sourceIp: fc.constantFrom('192.0.2.1', '2001:db8::1', '10.0.0.5', '::1', 'bogus'),
    country: fc.option(fc.constantFrom('DE', 'US'), { nil: undefined }),
    asnum: fc.option(fc.constantFrom(1, 13335, 8005), { nil: undefined }),
  })
  .map((r) => r as RuleRequest);

/** Combines leaves with plain JavaScript logic; leaves are evaluated on their own. */
function reference(e: Expr, req: RuleRequest): boolean {
  switch (e.type) {
    case 'logical': {
      const values = e.items.map((i) => reference(i, req));
      if (e.op === 'and') return values.every(Boolean);
      if (e.op === 'or') return values.some(Boolean);
      return values.filter(Boolean).length % 2 === 1;
    }
    case 'not':
      return !reference(e.expr, req);
    default:
      return compileAst(e).evaluate(req);
  }
}

function parse(source: string): Expr {
  const r = parseExpression(source);
  if (!r.ok) throw new Error(`${JSON.stringify(source)}\n${r.error.describe()}`);
  return r.ast;
}

describe('round trips', () => {
  it('format then parse gives back the tree', () => {
    fc.assert(
      fc.property(exprArb, (tree) => {
        expect(parse(formatExpression(tree))).toEqual(tree);
      }),
      { numRuns: 400 },
    );
  });

  it('parse(format(parse(x))) equals parse(x) for text spelled in many ways', () => {
    fc.assert(
      fc.property(exprArb, fc.array(fc.nat(), { minLength: 1, maxLength: 64 }), (tree, seed) => {
        const text = noisy(tree, rng(seed));
        const once = parse(text);
        expect(once).toEqual(tree);
        expect(parse(formatExpression(once))).toEqual(once);
      }),
      { numRuns: 400 },
    );
  });
});

describe('evaluation', () => {
  it('whitespace, parentheses and operator spellings do not change the result', () => {
    fc.assert(
      fc.property(
        exprArb,
        fc.array(fc.nat(), { minLength: 1, maxLength: 64 }),
        fc.array(requestArb, { minLength: 1, maxLength: 4 }),
        (tree, seed, requests) => {
          const canonical = compileAst(parse(formatExpression(tree)));
          const spelled = compileAst(parse(noisy(tree, rng(seed))));
          for (const req of requests) expect(spelled.evaluate(req)).toBe(canonical.evaluate(req));
        },
      ),
      { numRuns: 300 },
    );
  });

  it('compiled and/or/xor/not agree with plain JavaScript logic over the same leaves', () => {
    fc.assert(
      fc.property(exprArb, requestArb, (tree, req) => {
        expect(compileAst(tree).evaluate(req)).toBe(reference(tree, req));
      }),
      { numRuns: 300 },
    );
  });
});
