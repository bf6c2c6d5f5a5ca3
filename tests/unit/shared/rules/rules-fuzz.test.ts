// Generated and pathological input through the rules language's parser and evaluator, each with a bound on its
// time: nothing an editor, an API client or a stored rule can type holds the process. The bounds are far above
// what the code needs (a busy 2-core CI machine) and far below what a super-linear path takes.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { compileExpression, parseExpression, RuleSyntaxError, type RuleRequest } from '../../../../shared/rules/index';
import { timeCall } from '../../../support/event-loop-watch';

const PARSE_BOUND_MS = 1500;
const EVALUATE_BOUND_MS = 1000;

const request = (userAgent: string): RuleRequest => ({
  method: 'GET',
  host: 'example.com',
  path: '/',
  sourceIp: '192.0.2.1',
  userAgent,
});

/** Parses within the bound and either gives a tree or a RuleSyntaxError, never anything thrown. */
function parsesWithinBound(source: string): void {
  let outcome: ReturnType<typeof parseExpression> | undefined;
  const ms = timeCall(() => (outcome = parseExpression(source)));
  expect(ms, `parsing ${source.length} characters: ${source.slice(0, 80)}`).toBeLessThan(PARSE_BOUND_MS);
  if (outcome && !outcome.ok) expect(outcome.error).toBeInstanceOf(RuleSyntaxError);
}

const TOKENS = [
  'http.request.uri.path',
  'http.host',
  'http.user_agent',
  'http.request.headers["x"][0]',
  'http.request.uri.args',
  'ip.src',
  'ssl',
  'eq',
  '==',
  'ne',
  'contains',
  'matches',
  '~',
  'wildcard',
  'strict',
  'in',
  'and',
  'or',
  'xor',
  'not',
  '&&',
  '||',
  '!',
  '(',
  ')',
  '{',
  '}',
  '[',
  ']',
  '[*]',
  ',',
  '*',
  '"a"',
  '"(a+)+$"',
  '"[\\"]"',
  '"\\',
  '"',
  "'x'",
  "'",
  'r#"a"#',
  'r##"',
  '1',
  '-0x10',
  '99999999999999999999',
  '192.0.2.0/24',
  '10.0.0.1..10.0.0.9',
  'any(',
  'all(',
  'lower(',
  'len(',
  'concat(',
  '\t',
  '\n',
];

describe('the parser on generated token soup', () => {
  it('answers every input with a tree or a syntax error, within the bound', () => {
    fc.assert(
      fc.property(fc.array(fc.constantFrom(...TOKENS), { maxLength: 120 }), (tokens) => {
        parsesWithinBound(tokens.join(' '));
      }),
      { numRuns: 500 },
    );
  });

  it('and on arbitrary text', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 300 }), (text) => parsesWithinBound(text)),
      { numRuns: 300 },
    );
  });
});

const size = fc.integer({ min: 1, max: 40_000 });
const PATHOLOGICAL: ReadonlyArray<[string, (n: number) => string]> = [
  ['deep parentheses', (n) => `${'('.repeat(n)}ssl${')'.repeat(n)}`],
  ['deep not', (n) => `${'not '.repeat(n)}ssl`],
  ['deep !', (n) => `${'!'.repeat(n)}ssl`],
  ['deep calls', (n) => `${'lower('.repeat(n)}http.host${')'.repeat(n)} eq "a"`],
  ['a long string', (n) => `http.host eq "${'x'.repeat(n * 10)}"`],
  ['a long regex', (n) => `http.host matches "${'a'.repeat(n * 10)}"`],
  ['many and', (n) => Array<string>(n).fill('ssl').join(' and ')],
  ['many or in parentheses', (n) => `(${Array<string>(n).fill('ssl').join(' or ')}) or ssl`],
  ['many matches', (n) => Array<string>(n).fill('http.host matches "a+"').join(' or ')],
  ['many ~ with quotes in classes', (n) => Array<string>(n).fill('http.host ~ "["]"').join(' || ')],
  ['many unterminated strings', (n) => '"'.repeat(n)],
  ['many single quotes', (n) => "'\n".repeat(n)],
  ['many raw-string openers', (n) => 'r#'.repeat(n)],
  ['a large set', (n) => `http.request.method in {${Array<string>(n).fill('"GET"').join(' ')}}`],
  ['nested regex groups', (n) => `http.host matches "${'('.repeat(n)}a${')'.repeat(n)}"`],
  ['nested regex repetitions', (n) => `http.host matches "${'(?:a'.repeat(n % 300)}${'){1000}'.repeat(n % 300)}"`],
  ['huge repetition counts', (n) => `http.host matches "a{1000}{1000}${'{1000}'.repeat(n % 1000)}"`],
];

describe('the parser on pathological input', () => {
  it.each(PATHOLOGICAL)('%s: a tree or a clear error, within the bound, at any size', (_name, make) => {
    fc.assert(
      fc.property(size, (n) => parsesWithinBound(make(n))),
      { numRuns: 12, examples: [[40_000]] },
    );
  });

  it('refuses nesting beyond its limit with a message that says so', () => {
    const parsed = parseExpression(`${'('.repeat(5000)}ssl${')'.repeat(5000)}`);
    expect(parsed.ok).toBe(false);
    if (!parsed.ok) expect(parsed.error.message).toBe('maximum nesting depth exceeded');
  });

  it('refuses an expression whose regexes together are too large to compile at once', () => {
    const parsed = parseExpression(Array<string>(500).fill('http.host matches "a{300}"').join(' or '));
    expect(parsed.ok).toBe(false);
    if (!parsed.ok) expect(parsed.error.message).toContain('the regexes of this expression exceed size limit');
  });

  it('parses a long operand list in parentheses (once a stack overflow)', () => {
    const parsed = parseExpression(`(${Array<string>(150_000).fill('ssl').join(' or ')}) or ssl`);
    expect(parsed.ok).toBe(true);
  });
});

// ---- regexes -------------------------------------------------------------------------------------------------------

const COUNTS = [0, 1, 2, 3, 10, 100, 1000];
const regex: fc.Arbitrary<string> = fc.letrec<{ re: string }>((tie) => ({
  re: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    fc.constantFrom('a', 'b', '.', '[ab]', '[^b]', '\\d', '\\w', '\\s', 'a?', '^', '$', '!'),
    fc.tuple(tie('re'), tie('re')).map(([x, y]) => x + y),
    fc.tuple(tie('re'), tie('re')).map(([x, y]) => `(${x}|${y})`),
    tie('re').map((x) => `(${x})`),
    tie('re').map((x) => `(?:${x})`),
    fc.tuple(tie('re'), fc.constantFrom('*', '+', '?', '*?', '+?')).map(([x, q]) => `(?:${x})${q}`),
    fc
      .tuple(tie('re'), fc.constantFrom(...COUNTS), fc.constantFrom(...COUNTS))
      .map(([x, a, b]) => `(?:${x}){${Math.min(a, b)},${Math.max(a, b)}}`),
    fc.tuple(tie('re'), fc.constantFrom(...COUNTS)).map(([x, n]) => `(?:${x}){${n}}`),
  ),
})).re;

const HOSTILE_VALUES = [`${'a'.repeat(6000)}!`, 'ab'.repeat(3000), `${'a1 '.repeat(2000)}!`, ''];

describe('the evaluator on generated and pathological regexes', () => {
  it('compiles or refuses each within the bound, and matches hostile values within the bound', () => {
    fc.assert(
      fc.property(regex, (re) => {
        const source = `http.user_agent matches r#"${re}"#`;
        let compiled: ReturnType<typeof compileExpression> | undefined;
        const compileMs = timeCall(() => (compiled = compileExpression(source)));
        expect(compileMs, re).toBeLessThan(PARSE_BOUND_MS);
        if (!compiled?.ok) return;
        const { evaluate } = compiled;
        for (const value of HOSTILE_VALUES) {
          const ms = timeCall(() => evaluate(request(value)));
          expect(ms, `${re} on ${value.length} characters`).toBeLessThan(EVALUATE_BOUND_MS);
        }
      }),
      { numRuns: 150 },
    );
  });

  it('answers what a backtracking engine answers, on values short enough for one to be safe', () => {
    fc.assert(
      fc.property(regex, fc.stringMatching(/^[ab1 !]{0,10}$/), (re, value) => {
        const compiled = compileExpression(`http.user_agent matches r#"${re}"#`);
        if (!compiled.ok) return;
        expect(compiled.evaluate(request(value)), `${re} on ${JSON.stringify(value)}`).toBe(new RegExp(re).test(value));
      }),
      { numRuns: 300 },
    );
  });
});
