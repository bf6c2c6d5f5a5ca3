// `matches` runs on a linear-time engine (re2js) and takes the service's dialect (the Rust regex crate): what the
// two read differently is refused with line:col, the rest means what it means at the service.
import { describe, expect, it } from 'vitest';
import { compileExpression, validateExpression, type RuleRequest } from '../../../../shared/rules/index';
import { compileRegex } from '../../../../shared/rules/regex';
import { timeCall } from '../../../support/event-loop-watch';

const request = (path: string): RuleRequest => ({ method: 'GET', host: 'example.com', path, sourceIp: '192.0.2.1' });

function pathMatches(regex: string, path: string): boolean {
  const compiled = compileExpression(`http.request.uri.path matches r#"${regex}"#`);
  if (!compiled.ok) throw new Error(compiled.error.toString());
  return compiled.evaluate(request(path));
}

function refusal(regex: string): string {
  const error = validateExpression(`http.request.uri.path matches r#"${regex}"#`);
  if (!error) throw new Error(`${regex} was accepted`);
  return error.message;
}

describe('the service dialect on a linear-time engine', () => {
  it('reads what the Rust crate reads: inline flags anywhere, named groups, \\A \\z, a leading ] in a class', () => {
    expect(pathMatches('^/a(?i:BC)$', '/abc')).toBe(true);
    expect(pathMatches('^/a(?i:BC)$', '/ABC')).toBe(false);
    expect(pathMatches('(?i)^/API', '/api/v1')).toBe(true);
    expect(pathMatches('(?u)^/a', '/a')).toBe(true);
    expect(pathMatches('(?iu)^/a', '/A')).toBe(true);
    expect(pathMatches('^/(?P<id>[0-9]+)$', '/42')).toBe(true);
    expect(pathMatches('^/(?<id>[0-9]+)$', '/4x')).toBe(false);
    expect(pathMatches(String.raw`\A/api\z`, '/api')).toBe(true);
    expect(pathMatches(String.raw`\A/api\z`, '/api/')).toBe(false);
    expect(pathMatches('^/[]a]$', '/]')).toBe(true);
    expect(pathMatches('^/[^]a]$', '/]')).toBe(false);
    expect(pathMatches('^/[[:digit:]]+$', '/123')).toBe(true);
    expect(pathMatches(String.raw`^/\x{41}\x42$`, '/AB')).toBe(true);
    expect(pathMatches(String.raw`^/\p{Greek}+$`, '/αβ')).toBe(true);
    expect(pathMatches(String.raw`^/\P{Greek}$`, '/α')).toBe(false);
    expect(pathMatches('(?s)^/a.b', '/a\nb')).toBe(true);
    expect(pathMatches('^/a.b', '/a\nb')).toBe(false);
  });

  it('searches (not anchored) and keeps the literal-prefix shortcut exact: repeats, escapes, astral characters', () => {
    expect(pathMatches('item/[0-9]+', '/shop/item/12')).toBe(true);
    expect(pathMatches('^/ab?c', '/ac')).toBe(true);
    expect(pathMatches('^/ab*c', '/ac')).toBe(true);
    expect(pathMatches('^/ab{0,2}c', '/ac')).toBe(true);
    expect(pathMatches(String.raw`^/a\.b`, '/a.b')).toBe(true);
    expect(pathMatches(String.raw`^/a\.b`, '/axb')).toBe(false);
    expect(pathMatches(String.raw`^\/api\/`, '/api/x')).toBe(true);
    expect(pathMatches('^/😀+$', '/😀😀')).toBe(true);
    expect(pathMatches('^/x😀?$', '/x')).toBe(true);
    expect(pathMatches('^/a|^/b', '/b')).toBe(true);
    expect(pathMatches('(?i)^/SHOP', '/shop')).toBe(true);
    expect(pathMatches(String.raw`^/\d+`, '/12')).toBe(true);
  });

  it.each([
    [String.raw`(a)\1`, 'backreferences are not supported'],
    ['a(?=b)', 'look-around, including look-ahead and look-behind, is not supported'],
    ['a(?<!b)', 'look-around, including look-ahead and look-behind, is not supported'],
    ['[a-z&&[^x]]', 'class set operations (&&) are not supported here'],
    ['[a-z--x]', 'class set operations (--) are not supported here'],
    ['[a[bc]]', 'nested character classes are not supported here'],
    ['(?x)a b', 'unsupported flag x'],
    ['a(?R)', 'unsupported flag R'],
    ['(?z)a', 'unrecognized flag'],
    ['a{1001}', 'repetition counts above 1000 are not supported here'],
    ['(a{1000}){1000}', 'compiled regex exceeds size limit'],
    ['(?:.{0,1000}){4}', 'compiled regex exceeds size limit'],
    ['(?:a|b).{0,600}c', 'compiled regex exceeds size limit of 1000 instructions here'],
    ['a{1000}{1000}', 'compiled regex exceeds size limit'],
    ['a{10}{10}', 'repetition operator missing expression'],
    ['a**', 'repetition operator missing expression'],
    ['*a', 'repetition operator missing expression'],
    ['a{x}', 'repetition quantifier expects a valid decimal'],
    ['a{2', 'unclosed counted repetition'],
    ['a{3,2}', 'invalid repetition count range, the start must be <= the end'],
    [String.raw`\<word`, 'special word boundaries'],
    [String.raw`\b{start}`, 'special word boundaries'],
    [String.raw`\Qa.b\E`, 'unrecognized escape sequence'],
    [String.raw`\y`, 'unrecognized escape sequence'],
    ['[z-a]', 'invalid character class range, the start must be <= the end'],
    ['a(b', 'unclosed group'],
    ['a)b', 'unopened group'],
    ['[ab', 'unclosed character class'],
    [String.raw`\x{41`, 'unclosed hexadecimal literal'],
    [String.raw`\p{Foo}`, 'invalid Unicode character class'],
    ['('.repeat(251) + 'a' + ')'.repeat(251), 'exceed the maximum number of nested parentheses/brackets (250)'],
  ])('refuses %s: %s', (regex, message) => {
    const got = refusal(regex);
    expect(got.startsWith('regex parse error: ')).toBe(true);
    expect(got).toContain(message);
  });

  it('points at the regex with line and column, as the service does', () => {
    const error = validateExpression('ssl and\n  http.request.uri.path matches "(a)\\1"');
    expect(error).not.toBeNull();
    expect({ line: error!.line, column: error!.column }).toEqual({ line: 2, column: 33 });
    expect(error!.toString()).toBe(
      'Filter parsing error (2:33):\n' +
        '  http.request.uri.path matches "(a)\\1"\n' +
        '                                ^^^^^^^ regex parse error: backreferences are not supported\n',
    );
  });

  it('compiles each pattern once: validation and evaluation share it', () => {
    const first = compileRegex('^/shared/[0-9]+$');
    expect(typeof first).not.toBe('string');
    expect(compileRegex('^/shared/[0-9]+$')).toBe(first);
  });

  it('keeps answering each value for itself while it remembers the last answer', () => {
    const re = compileRegex('^/[0-9]+$');
    if (typeof re === 'string') throw new Error(re);
    const answers = ['/1', '/1', '/x', '/x', '/1', '/22', '/', '/22'].map((value) => re.test(value));
    expect(answers).toEqual([true, true, false, false, true, true, false, true]);
  });
});

describe('matching runs in time linear in the value', () => {
  // re2js's DFA gives up on this shape (2^n states) and its NFA costs per instruction and character: the size
  // limit is what keeps the largest such regex it accepts quick against the largest header Node lets in.
  it('the largest accepted DFA-defeating regex against 16 KiB answers within a bound', () => {
    const compiled = compileExpression('http.user_agent matches "(?:a|b).{0,490}[c-z]$"');
    if (!compiled.ok) throw new Error(compiled.error.toString());
    const value = `${'ab'.repeat(8192)}0`;
    let result: boolean | undefined;
    const ms = timeCall(() => (result = compiled.evaluate({ ...request('/'), userAgent: value })));
    expect(result).toBe(false);
    expect(ms).toBeLessThan(2000);
  });

  // On RegExp "^/(a+)+$" took 13 s for 31 "a"s and a "!", doubling with each "a" more.
  it('the issue own example: ^/(a+)+$ against /aaa…a! answers at once', () => {
    const compiled = compileExpression('http.request.uri.path matches "^/(a+)+$"');
    if (!compiled.ok) throw new Error(compiled.error.toString());
    let result = true;
    const ms = timeCall(() => (result = compiled.evaluate(request(`/${'a'.repeat(31)}!`))));
    expect(result).toBe(false);
    expect(ms).toBeLessThan(100);
    expect(compiled.evaluate(request(`/${'a'.repeat(31)}`))).toBe(true);
  });

  it.each([
    ['(a+)+$', false],
    ['(a|a)*$', true],
    ['(a|aa)+$', false],
    ['(.*a){12}$', false],
    ['^(a?){25}a{25}$', false],
    [String.raw`(\w+\s?)+$`, false],
    ['([a-z]+)*=$', false],
    ['(a+)+!$', true],
  ])('%s against 20,000 characters that almost match: %s, at once', (regex, expected) => {
    const compiled = compileExpression(`http.user_agent matches r"${regex}"`);
    if (!compiled.ok) throw new Error(compiled.error.toString());
    const value = `${'a'.repeat(20_000)}!`;
    let result: boolean | undefined;
    const ms = timeCall(() => (result = compiled.evaluate({ ...request('/'), userAgent: value })));
    expect(result).toBe(expected);
    expect(ms).toBeLessThan(1000);
  });
});
