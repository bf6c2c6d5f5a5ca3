// The evaluator's fast paths (one header or argument read without building the map of them all, any()/all() as
// one loop, reused argument arrays, the inlined counter hit, keys found again by their values) must answer exactly
// what the general paths answer.
import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import {
  compileCounterKey,
  compileCounterKeyRef,
  compileExpression,
  CounterKeyRef,
  parseQueryArgs,
  RateLimitCounter,
  RuleContext,
  type CounterDecision,
  type RuleRequest,
} from '../../../../shared/rules';
import { asciiLower, asciiUpper } from '../../../../shared/rules/text';

const base: RuleRequest = { method: 'GET', host: 'example.com', path: '/', sourceIp: '192.0.2.1' };

function ev(source: string, request: Partial<RuleRequest>): boolean {
  const compiled = compileExpression(source, { context: 'rule' });
  if (!compiled.ok) throw new Error(compiled.error.describe());
  return compiled.evaluate({ ...base, ...request });
}

describe('one header without the map of headers', () => {
  it('merges names that differ only in case, as the map does', () => {
    const headers = { 'X-Key': 'a', 'x-key': 'b' };
    const ctx = new RuleContext({ ...base, headers });
    expect(ctx.headerValues('x-key')).toEqual(['a', 'b']);
    expect(ev('http.request.headers["x-key"][1] eq "b"', { headers })).toBe(true);
    expect(ev('len(http.request.headers["x-key"]) eq 2', { headers })).toBe(true);
  });

  it('reads lists, absent and empty headers the same way with lower-case names', () => {
    const headers = { accept: ['text/html', 'application/json'], 'x-empty': '', skipped: undefined };
    expect(ev('http.request.headers["accept"][1] eq "application/json"', { headers })).toBe(true);
    expect(ev('http.request.headers["x-empty"][0] eq ""', { headers })).toBe(true);
    expect(ev('http.request.headers["skipped"][0] eq ""', { headers })).toBe(false);
    expect(ev('not http.request.headers["nope"][0] eq ""', { headers })).toBe(true);
    expect(ev('http.cookie eq "a=1; b=2"', { headers: { cookie: ['a=1', 'b=2'] } })).toBe(true);
    expect(ev('http.user_agent eq "UA"', { headers: { 'User-Agent': 'UA' } })).toBe(true);
  });

  it('gives the same value whether the map was built before or not', () => {
    fc.assert(
      fc.property(
        fc.dictionary(
          fc.constantFrom('a', 'A', 'b', 'cookie', 'Cookie', 'é'),
          fc.oneof(fc.string(), fc.array(fc.string(), { maxLength: 3 })),
        ),
        fc.constantFrom('a', 'b', 'cookie', 'é', 'z'),
        (headers, name) => {
          const direct = new RuleContext({ ...base, headers });
          const viaMap = new RuleContext({ ...base, headers });
          void viaMap.headers;
          expect(direct.headerValues(name)).toEqual(viaMap.headerValues(name));
          expect(direct.header(name)).toEqual(viaMap.header(name));
          expect(direct.cookieHeader).toEqual(viaMap.cookieHeader);
        },
      ),
    );
  });

  it('stays right over a run of requests whose names change case and order (names are learned per position)', () => {
    const headers = fc.dictionary(
      fc.constantFrom('a', 'A', 'b', 'B', 'cookie', 'Cookie', 'x-k', 'X-K'),
      fc.string({ maxLength: 3 }),
    );
    fc.assert(
      fc.property(
        fc.array(headers, { minLength: 1, maxLength: 8 }),
        fc.constantFrom('a', 'b', 'cookie', 'x-k'),
        (run, name) => {
          for (const h of run) {
            const direct = new RuleContext({ ...base, headers: h });
            const viaMap = new RuleContext({ ...base, headers: h });
            void viaMap.headers;
            expect(direct.headerValues(name)).toEqual(viaMap.headerValues(name));
          }
        },
      ),
    );
  });
});

describe('the first value of a header', () => {
  it('is the first of its values in the map of headers, whatever the shape of the headers', () => {
    const first = compileExpression('http.request.headers["x-k"][0] eq "v"', { context: 'rule' });
    if (!first.ok) throw new Error('does not parse');
    const value = fc.constantFrom('v', 'w', '');
    const headers = fc.dictionary(
      fc.constantFrom('x-k', 'X-K', 'y'),
      fc.oneof(value, fc.array(value, { maxLength: 3 })),
    );
    fc.assert(
      fc.property(headers, (h) => {
        const viaMap = new RuleContext({ ...base, headers: h }).headers.get('x-k')?.[0];
        expect(first.evaluate({ ...base, headers: h })).toBe(viaMap === 'v');
      }),
    );
  });
});

describe('one query argument without the map of arguments', () => {
  it('agrees with parseQueryArgs on escapes, repeats, empty parts and empty names', () => {
    const query = fc
      .array(fc.constantFrom('q', 'q=1', 'q=a+b', 'q=%41', '%71=2', 'q+x=3', '', '=v', 'p=q', 'qq=4', 'q='), {
        maxLength: 6,
      })
      .map((parts) => parts.join('&'));
    fc.assert(
      fc.property(query, fc.constantFrom('q', '', 'q x', 'p', 'qq'), (q, name) => {
        expect(new RuleContext({ ...base, query: q }).argValues(name)).toEqual(parseQueryArgs(q).get(name));
      }),
    );
  });

  it('is what rules read', () => {
    expect(ev('any(http.request.uri.args["q"][*] eq "b")', { query: 'q=a&q=b' })).toBe(true);
    expect(ev('all(http.request.uri.args["q"][*] eq "b")', { query: 'q=a&q=b' })).toBe(false);
    expect(ev('all(http.request.uri.args["q"][*] eq "b")', { query: 'x=1' })).toBe(false);
    expect(ev('any(http.request.uri.args["a b"][*] eq "1")', { query: 'a+b=1' })).toBe(true);
  });
});

describe('case mapping', () => {
  it('maps ASCII letters only, also in strings holding other letters', () => {
    expect(asciiLower('MiXeD 123')).toBe('mixed 123');
    expect(asciiLower('ÉCOLE Σ')).toBe('École Σ');
    expect(asciiUpper('école ß')).toBe('éCOLE ß');
    const same = 'already lower';
    expect(asciiLower(same)).toBe(same);
  });

  it('the reused argument array of a call carries nothing from one request to the next', () => {
    const compiled = compileExpression('lower(http.host) eq "a.example" or lower(http.request.uri.path) eq "/x"', {
      context: 'rule',
    });
    if (!compiled.ok) throw new Error('does not parse');
    expect(compiled.evaluate({ ...base, host: 'A.EXAMPLE' })).toBe(true);
    expect(compiled.evaluate({ ...base, host: 'b.example', path: '/X' })).toBe(true);
    expect(compiled.evaluate({ ...base, host: 'b.example', path: '/y' })).toBe(false);
  });
});

describe('counter keys', () => {
  it('are the JSON text of the values in the order of the sorted characteristics, escapes included', () => {
    const key = compileCounterKey(['cf.colo.id', 'ip.src', 'http.request.headers["x-k"]', 'ip.src.asnum']);
    const request = { ...base, headers: { 'x-k': ['a"b\\c', '\u0001', '\ud800'] }, asnum: 7 };
    expect(key(request, { coloId: 'co"lo' })).toBe(
      JSON.stringify(['co"lo', ['a"b\\c', '\u0001', '\ud800'], '192.0.2.1', 7]),
    );
    expect(key({ ...base, sourceIp: 'not an ip' }, { coloId: 'x' })).toBe(
      JSON.stringify(['x', null, 'not an ip', null]),
    );
  });
});

/** The counter as it was: hit() as check() then the counting steps of record(), through the private helpers. */
class CheckThenRecordCounter extends RateLimitCounter {
  override hit(key: string, now: number, weight = 1): CounterDecision {
    const self = this as unknown as {
      stateFor(key: string, now: number): { current: number; mitigatedUntil: number };
      roll(s: object, now: number): void;
      estimateOf(s: object, now: number): number;
    };
    const before = this.check(key, now);
    if (before.blocked) return before;
    const s = self.stateFor(key, now);
    self.roll(s, now);
    const projected = self.estimateOf(s, now) + weight;
    const decision = (
      blocked: boolean,
      reason: CounterDecision['reason'],
      counted: boolean,
      count: number,
      until: number | null,
    ) => ({
      blocked,
      reason,
      counted,
      count,
      threshold: this.threshold,
      mitigatedUntil: until,
    });
    if (projected > this.threshold) {
      if (this.timeoutMs > 0) {
        s.mitigatedUntil = now + this.timeoutMs;
        return decision(true, 'mitigation', false, projected - weight, s.mitigatedUntil);
      }
      return decision(true, 'rate', false, projected - weight, null);
    }
    s.current += weight;
    return decision(false, null, true, projected, null);
  }
}

describe('counter keys of clients seen before', () => {
  it('are the same string each time, equal to the key text built afresh', () => {
    const chars = ['cf.colo.id', 'ip.src', 'http.request.headers["x-k"]', 'ip.src.asnum'];
    const cached = compileCounterKey(chars);
    const request = fc.record({
      sourceIp: fc.constantFrom('192.0.2.1', '192.0.2.2', '2001:db8::1', 'junk'),
      headers: fc.oneof(
        fc.constant({}),
        fc.record({
          'x-k': fc.oneof(fc.constantFrom('a', 'b', '"'), fc.array(fc.constantFrom('a', 'b'), { maxLength: 2 })),
        }),
      ),
      asnum: fc.option(fc.constantFrom(1, 2), { nil: undefined }),
    });
    fc.assert(
      fc.property(fc.array(request, { minLength: 1, maxLength: 20 }), (requests) => {
        for (const r of requests) {
          const req = { ...base, ...r };
          // A fresh compile has nothing cached: its key is the text built from the values.
          const fresh = compileCounterKey(chars)(req, { coloId: 'c' });
          const key = cached(req, { coloId: 'c' });
          expect(key).toBe(fresh);
          expect(cached(req, { coloId: 'c' })).toBe(key);
        }
      }),
    );
  });

  it('keep a one-value list apart from a plain value, and stay right after the cache is emptied', () => {
    const key = compileCounterKey(['cf.colo.id', 'http.request.headers["x-k"]']);
    expect(key({ ...base, headers: { 'x-k': 'a' } }, { coloId: 'c' })).toBe('["c",["a"]]');
    expect(key({ ...base, headers: {} }, { coloId: 'c' })).toBe('["c",null]');
    const byIp = compileCounterKey(['cf.colo.id', 'ip.src']);
    // Past the cache's bound (100,000 keys) it starts again empty.
    const wrong: string[] = [];
    for (let i = 0; i < 100_005; i++) {
      const ip = `10.${(i >> 16) & 255}.${(i >> 8) & 255}.${i & 255}`;
      const key = byIp({ ...base, sourceIp: ip }, { coloId: 'c' });
      if (key !== `["c","${ip}"]`) wrong.push(key);
    }
    expect(wrong).toEqual([]);
    expect(byIp(base, { coloId: 'c' })).toBe('["c","192.0.2.1"]');
  });
});

describe('counter hit', () => {
  it('decides and counts exactly as check() followed by record()', () => {
    const step = fc.record({
      key: fc.constantFrom('a', 'b'),
      advance: fc.integer({ min: -500, max: 4000 }),
      weight: fc.constantFrom(1, 2, 0.5),
      check: fc.boolean(),
    });
    fc.assert(
      fc.property(fc.constantFrom(0, 5), fc.array(step, { maxLength: 60 }), (timeout, steps) => {
        const config = { period: 2, requests_per_period: 3, mitigation_timeout: timeout };
        const fast = new RateLimitCounter(config);
        const reference = new CheckThenRecordCounter(config);
        const twin = new RateLimitCounter(config);
        let now = 1_000_000;
        for (const { key, advance, weight, check } of steps) {
          now += advance;
          if (check) {
            expect(fast.check(key, now)).toEqual(reference.check(key, now));
            twin.check(key, now);
          }
          const decision = fast.hit(key, now, weight);
          expect(decision).toEqual(reference.hit(key, now, weight));
          // hitBlocked() on a twin counter fed the same steps: same answer, same state afterwards.
          expect(twin.hitBlocked(key, now, weight)).toBe(decision.blocked);
          expect(fast.estimate(key, now)).toEqual(reference.estimate(key, now));
          expect(twin.estimate(key, now)).toEqual(fast.estimate(key, now));
        }
      }),
    );
  });
});

describe('counting by key reference', () => {
  it('answers what counting by key text answers, through evictions, sweeps, resets and a shared reference', () => {
    const step = fc.record({
      key: fc.constantFrom('a', 'b', 'c', 'd'),
      advance: fc.integer({ min: 0, max: 6000 }),
      action: fc.constantFrom('hit', 'hit', 'hit', 'blocked', 'check', 'record', 'reset-one', 'reset-all', 'other'),
    });
    fc.assert(
      fc.property(fc.array(step, { maxLength: 80 }), (steps) => {
        const config = { period: 2, requests_per_period: 2, mitigation_timeout: 3 };
        // Two keys at most: every new key evicts, so references keep meeting states the counter let go of.
        const byRef = new RateLimitCounter(config, { maxKeys: 2 });
        const other = new RateLimitCounter(config, { maxKeys: 2 });
        const byText = new RateLimitCounter(config, { maxKeys: 2 });
        const refs = new Map(['a', 'b', 'c', 'd'].map((k) => [k, new CounterKeyRef(k)]));
        let now = 1_000_000;
        for (const { key, advance, action } of steps) {
          now += advance;
          const ref = refs.get(key) as CounterKeyRef;
          if (action === 'hit') expect(byRef.hit(ref, now)).toEqual(byText.hit(key, now));
          else if (action === 'blocked') expect(byRef.hitBlocked(ref, now)).toBe(byText.hitBlocked(key, now));
          else if (action === 'check') expect(byRef.check(ref, now)).toEqual(byText.check(key, now));
          else if (action === 'record') expect(byRef.record(ref, now)).toEqual(byText.record(key, now));
          else if (action === 'reset-one') {
            byRef.reset(ref);
            byText.reset(key);
          } else if (action === 'reset-all') {
            byRef.reset();
            byText.reset();
          } else {
            // Another counter counting the same reference must not take over, nor be given, the first one's state.
            other.hitBlocked(ref, now);
          }
          expect(byRef.estimate(ref, now)).toBe(byText.estimate(key, now));
          expect(byRef.size).toBe(byText.size);
        }
      }),
    );
  });

  it('is the same reference for a client seen again, carrying the key text', () => {
    const key = compileCounterKeyRef(['cf.colo.id', 'ip.src']);
    const first = key(base, { coloId: 'c' });
    expect(first.text).toBe('["c","192.0.2.1"]');
    expect(key({ ...base }, { coloId: 'c' })).toBe(first);
    expect(key({ ...base, sourceIp: '192.0.2.2' }, { coloId: 'c' })).not.toBe(first);
  });
});

describe('case-insensitive tests without lowering the value', () => {
  const text = fc.string({
    unit: fc.constantFrom('a', 'B', 'b', 'o', 'O', 'T', 't', 'É', 'é', ' ', '/'),
    maxLength: 12,
  });

  it('answers what lower() then contains / eq answer, for any value and literal', () => {
    fc.assert(
      fc.property(text, text, (agent, literal) => {
        const headers = { 'user-agent': agent };
        const quoted = JSON.stringify(literal);
        expect(ev(`lower(http.request.headers["user-agent"][0]) contains ${quoted}`, { headers })).toBe(
          asciiLower(agent).includes(literal),
        );
        expect(ev(`lower(http.request.headers["user-agent"][0]) eq ${quoted}`, { headers })).toBe(
          asciiLower(agent) === literal,
        );
      }),
    );
  });

  it('keeps a missing value false, and an upper-case literal unmatched as lower() would', () => {
    expect(ev('lower(http.request.headers["x-none"][0]) contains ""', {})).toBe(false);
    expect(ev('not lower(http.request.headers["x-none"][0]) eq "a"', {})).toBe(true);
    expect(ev('lower(http.host) contains "EXAMPLE"', { host: 'EXAMPLE.com' })).toBe(false);
    expect(ev('lower(http.host) contains "example"', { host: 'EXAMPLE.com' })).toBe(true);
    expect(ev('lower(http.host) eq "éxample.com"', { host: 'ÉXAMPLE.COM' })).toBe(false);
  });
});

describe('the counting key of ip.src', () => {
  it('is the source text for IPv4 and unparsable sources, the /64 for IPv6', () => {
    const key = compileCounterKey(['ip.src', 'cf.colo.id']);
    const at = (sourceIp: string) => key({ ...base, sourceIp }, { coloId: 'c' });
    expect(at('192.0.2.7')).toBe('["c","192.0.2.7"]');
    expect(at('not an ip')).toBe('["c","not an ip"]');
    expect(at('2001:db8:1:2::9')).toBe('["c","2001:db8:1:2::/64"]');
    expect(at('2001:zz::')).toBe('["c","2001:zz::"]');
  });
});

describe('test(), the predicate for a caller holding a RuleContext', () => {
  it('answers what evaluate() answers', () => {
    const sources = ['http.request.method eq "POST"', 'lower(http.user_agent) contains "bot"', 'not ssl'];
    const request = fc.record({
      method: fc.constantFrom('GET', 'POST'),
      userAgent: fc.constantFrom('Bot/1', 'curl', ''),
      scheme: fc.constantFrom<'http' | 'https'>('http', 'https'),
    });
    fc.assert(
      fc.property(fc.constantFrom(...sources), request, (source, r) => {
        const compiled = compileExpression(source, { context: 'rule' });
        if (!compiled.ok) throw new Error(compiled.error.describe());
        const req = { ...base, ...r };
        expect(compiled.test(new RuleContext(req))).toBe(compiled.evaluate(req));
      }),
    );
  });
});
