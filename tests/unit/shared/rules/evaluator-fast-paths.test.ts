// The closures for common shapes (shared/rules/evaluator-fast-paths.ts) must answer what the general path answers:
// each property below compares a fast-path expression with the same question asked in a form that goes the general
// way (a call the fast paths do not know, a set instead of a comparison) or with plain JavaScript.
import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import {
  compileCounterKey,
  compileExpression,
  parseIp,
  parseQueryArgs,
  RuleContext,
  type RuleRequest,
} from '../../../../shared/rules';
import { asciiLower } from '../../../../shared/rules/text';

const base: RuleRequest = { method: 'GET', host: 'example.com', path: '/', sourceIp: '192.0.2.1' };

function compiled(source: string): (request: Partial<RuleRequest>) => boolean {
  const result = compileExpression(source, { context: 'rule' });
  if (!result.ok) throw new Error(`${source}\n${result.error.describe()}`);
  return (request) => result.evaluate({ ...base, ...request });
}

/** A header that may be missing, one value, or several. */
const header = fc.option(
  fc.oneof(fc.string({ maxLength: 8 }), fc.array(fc.string({ maxLength: 8 }), { maxLength: 3 })),
  { nil: undefined },
);

describe('starts_with() and ends_with() as conditions', () => {
  it('answer String.startsWith/endsWith of a present value and false for a missing one', () => {
    const affix = fc.string({ unit: fc.constantFrom('a', 'b', '/', 'é'), maxLength: 3 });
    fc.assert(
      fc.property(header, affix, (value, text) => {
        const headers = value === undefined ? {} : { 'x-k': value };
        const first = typeof value === 'string' ? value : value?.[0];
        const quoted = JSON.stringify(text);
        const starts = compiled(`starts_with(http.request.headers["x-k"][0], ${quoted})`);
        const ends = compiled(`ends_with(http.request.headers["x-k"][0], ${quoted})`);
        expect(starts({ headers })).toBe(first !== undefined && first.startsWith(text));
        expect(ends({ headers })).toBe(first !== undefined && first.endsWith(text));
        // Negated, a missing value stays false inside and so true outside, as for any missing condition.
        expect(compiled(`not starts_with(http.request.headers["x-k"][0], ${quoted})`)({ headers })).toBe(
          !(first !== undefined && first.startsWith(text)),
        );
      }),
    );
  });
});

describe('len() compared with an integer', () => {
  // Code units of every UTF-8 width: 1, 2 and 3 bytes, a surrogate pair (4 for two units) and a lone surrogate (3).
  const text = fc.string({ unit: fc.constantFrom('a', 'é', '€', '😀', '\ud800', '\udc00'), maxLength: 12 });
  const ops = ['eq', 'ne', 'lt', 'le', 'gt', 'ge'] as const;
  const asSet = (op: (typeof ops)[number], n: number): string => {
    // The same question as a set of integers, which the general path answers (counting every byte).
    const below = n > 0 ? `0..${n - 1}` : '';
    const above = `${n + 1}..1000`;
    switch (op) {
      case 'eq':
        return `{${n}}`;
      case 'ne':
        return `{${below} ${above}}`;
      case 'lt':
        return n > 0 ? `{${below}}` : '{1000..1000}';
      case 'le':
        return `{0..${n}}`;
      case 'gt':
        return `{${above}}`;
      case 'ge':
        return `{${n}..1000}`;
    }
  };

  it('answers what counting the UTF-8 bytes answers, for strings, arrays and maps', () => {
    fc.assert(
      fc.property(text, fc.constantFrom(...ops), fc.integer({ min: 0, max: 40 }), (path, op, n) => {
        const bytes = Buffer.byteLength(path, 'utf8');
        const fast = compiled(`len(http.request.headers["x"][0]) ${op} ${n}`);
        const general = compiled(`len(http.request.headers["x"][0]) in ${asSet(op, n)}`);
        const headers = { x: path };
        const expected = {
          eq: bytes === n,
          ne: bytes !== n,
          lt: bytes < n,
          le: bytes <= n,
          gt: bytes > n,
          ge: bytes >= n,
        }[op];
        expect(fast({ headers })).toBe(expected);
        expect(general({ headers })).toBe(expected);
        // A missing value: false for every operator, ne included.
        expect(fast({})).toBe(false);
      }),
    );
  });

  it('counts the elements of a list and the entries of a map', () => {
    expect(compiled('len(http.request.headers["x"]) eq 2')({ headers: { x: ['a', 'b'] } })).toBe(true);
    expect(compiled('len(http.request.uri.args) gt 2')({ query: 'a=1&b=2&c=3' })).toBe(true);
    expect(compiled('len(http.request.uri.args) gt 3')({ query: 'a=1&b=2&c=3' })).toBe(false);
    expect(compiled('len(http.request.uri.query) ne -1')({ query: 'a=1' })).toBe(true);
    expect(compiled('len(http.request.uri.query) eq -1')({ query: '' })).toBe(false);
  });
});

describe('ip.src in a set of addresses', () => {
  const source = fc.oneof(
    fc.ipV4(),
    fc.ipV6(),
    fc.constantFrom('10.0.0.1', '10.255.255.255', '11.0.0.0', '192.168.3.4', '::ffff:10.0.0.1', 'junk', '', '01.2.3.4'),
  );
  const set = fc.constantFrom(
    '{10.0.0.0/8 192.168.0.0/16}',
    '{192.0.2.1 2001:db8::/32}',
    '{0.0.0.0/0}',
    '{10.0.0.0..10.0.0.9 ::/0}',
  );

  it('answers what the general path answers on the same address (cidr() to the full prefix is the identity)', () => {
    fc.assert(
      fc.property(source, set, (sourceIp, items) => {
        const fast = compiled(`ip.src in ${items}`);
        const general = compiled(`cidr(ip.src, 32, 128) in ${items}`);
        expect(fast({ sourceIp })).toBe(general({ sourceIp }));
      }),
    );
  });

  it('reads the IPv4 number the address parses to, and -1 for anything else', () => {
    fc.assert(
      fc.property(source, (sourceIp) => {
        const ip = parseIp(sourceIp);
        expect(new RuleContext({ ...base, sourceIp }).ipv4).toBe(ip?.family === 4 ? ip.value : -1);
      }),
    );
  });
});

describe('lower() contains, searched by a case-insensitive regex for an ASCII literal', () => {
  it('answers what lowering then searching answers, with regex characters and letters that fold under Unicode', () => {
    // K (Kelvin sign) and ſ (long s) fold onto k and s in a Unicode-aware case-insensitive regex; lower() leaves them.
    const unit = fc.constantFrom(
      'a',
      'B',
      'k',
      'K',
      's',
      'S',
      'ſ',
      'K',
      'é',
      'É',
      '.',
      '*',
      '(',
      '[',
      '\\',
      '?',
      '/',
      '$',
    );
    const text = fc.string({ unit, maxLength: 10 });
    fc.assert(
      fc.property(text, text, (value, literal) => {
        const quoted = JSON.stringify(literal);
        const headers = { 'user-agent': value };
        expect(compiled(`lower(http.user_agent) contains ${quoted}`)({ headers })).toBe(
          asciiLower(value).includes(literal),
        );
      }),
      { numRuns: 500 },
    );
    const agent = (value: string) => ({ headers: { 'user-agent': value } });
    expect(compiled('lower(http.user_agent) contains "k"')(agent('\u212a'))).toBe(false);
    expect(compiled('lower(http.user_agent) contains "bots"')(agent('BOT\u017f'))).toBe(false);
    expect(compiled('lower(http.user_agent) contains "bots"')(agent('BOTS'))).toBe(true);
    expect(compiled('lower(http.user_agent) contains "a.c"')(agent('abc'))).toBe(false);
  });
});

describe('header names', () => {
  it('learned lower case in one request do not hide a differently cased duplicate in a later one', () => {
    const read = compiled('http.request.headers["x-learn"][1] eq "second"');
    expect(read({ headers: { 'x-learn': 'first' } })).toBe(false);
    expect(read({ headers: { 'X-Learn': 'first', 'x-learn': 'second' } })).toBe(true);
    expect(new RuleContext({ ...base, headers: { 'x-learn': 'a', 'X-LEARN': 'b' } }).headerRaw('x-learn')).toEqual([
      'a',
      'b',
    ]);
  });
});

describe('counter keys of cookies and arguments', () => {
  it('are the JSON text of the values, lists included, cached or built afresh', () => {
    const chars = ['cf.colo.id', 'http.request.cookies["s"]', 'http.request.uri.args["q"]', 'http.host'];
    const cached = compileCounterKey(chars);
    const request = fc.record({
      query: fc.constantFrom('', 'q=1', 'q=1&q=2', 'q=', 'q', 'x=1', 'q=a+b', '%71=z'),
      headers: fc.constantFrom({}, { cookie: 's=1' }, { cookie: 's=1; s=2' }, { cookie: 't=0' }),
      host: fc.constantFrom('a.example', 'b.example'),
    });
    fc.assert(
      fc.property(fc.array(request, { minLength: 1, maxLength: 12 }), (requests) => {
        for (const r of requests) {
          const req = { ...base, ...r };
          const ctx = new RuleContext(req);
          const expected = JSON.stringify([
            'c',
            r.host,
            ctx.cookies.get('s') ?? null,
            parseQueryArgs(r.query).get('q') ?? null,
          ]);
          expect(cached(req, { coloId: 'c' })).toBe(expected);
          expect(compileCounterKey(chars)(req, { coloId: 'c' })).toBe(expected);
        }
      }),
    );
  });

  it('follow a change of colo between calls', () => {
    const key = compileCounterKey(['cf.colo.id', 'ip.src']);
    expect(key(base, { coloId: 'a' })).toBe('["a","192.0.2.1"]');
    expect(key(base, { coloId: 'b' })).toBe('["b","192.0.2.1"]');
    expect(key(base, { coloId: 'a' })).toBe('["a","192.0.2.1"]');
  });
});

describe('the path, the method and the host read in the test itself', () => {
  const fields = [
    ['http.request.uri.path', 'path'],
    ['http.request.method', 'method'],
    ['http.host', 'host'],
  ] as const;
  const text = fc.string({ unit: fc.constantFrom('a', 'B', '/', '.', 'é'), maxLength: 4 });

  it('eq and in {…} answer === and includes() of the property, sets of any size alike', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...fields),
        text,
        fc.array(text, { minLength: 1, maxLength: 6 }),
        (f, value, list) => {
          const [name, property] = f;
          const request = { [property]: value };
          const literals = list.map((s) => JSON.stringify(s));
          expect(compiled(`${name} eq ${literals[0]}`)(request)).toBe(value === list[0]);
          expect(compiled(`${name} in {${literals.join(' ')}}`)(request)).toBe(list.includes(value));
          expect(compiled(`not ${name} in {${literals.join(' ')}}`)(request)).toBe(!list.includes(value));
        },
      ),
    );
  });

  it('starts_with() and ends_with() of the path answer String.startsWith/endsWith', () => {
    fc.assert(
      fc.property(text, text, (path, affix) => {
        const quoted = JSON.stringify(affix);
        expect(compiled(`starts_with(http.request.uri.path, ${quoted})`)({ path })).toBe(path.startsWith(affix));
        expect(compiled(`ends_with(http.request.uri.path, ${quoted})`)({ path })).toBe(path.endsWith(affix));
      }),
    );
  });

  it('a request without the property (not well typed) matches no string, as through the getter', () => {
    for (const [name, property] of fields) {
      const request = { ...base, [property]: undefined };
      for (const source of [`${name} eq "a"`, `${name} in {"a" "b"}`, `${name} in {"a" "b" "c" "d" "e"}`]) {
        const result = compileExpression(source, { context: 'rule' });
        if (!result.ok) throw new Error(result.error.describe());
        expect(result.test(new RuleContext(request))).toBe(false);
      }
    }
    const noPath = { ...base, path: undefined } as unknown as RuleRequest;
    for (const source of ['starts_with(http.request.uri.path, "/")', 'ends_with(http.request.uri.path, "/")']) {
      const result = compileExpression(source, { context: 'rule' });
      if (!result.ok) throw new Error(result.error.describe());
      expect(result.test(new RuleContext(noPath))).toBe(false);
    }
  });
});
