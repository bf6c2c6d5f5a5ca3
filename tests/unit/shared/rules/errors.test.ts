import { describe, it, expect } from 'vitest';
import {
  formatApiExpressionError,
  parseExpression,
  RuleSyntaxError,
  validateExpression,
} from '../../../../shared/rules';

function error(source: string, context: 'rule' | 'counting' = 'rule'): RuleSyntaxError {
  const r = parseExpression(source, { context });
  if (r.ok) throw new Error(`expected a syntax error for ${source}`);
  return r.error;
}

/** [source, line, column, caret line (spaces + carets + message)] */
type Case = [string, number, number, string];

function expectRendering([source, line, column, caretLine]: Case): void {
  const e = error(source);
  expect({ line: e.line, column: e.column }).toEqual({ line, column });
  const lineText = source.split('\n')[line - 1];
  expect(e.toString()).toBe(`Filter parsing error (${line}:${column}):\n${lineText}\n${caretLine}\n`);
}

describe('error rendering in the service style', () => {
  it('has the exact shape: header, source line, carets under the span, message, trailing newline', () => {
    const e = error('http.hots eq "a"');
    expect(e).toBeInstanceOf(RuleSyntaxError);
    expect(e.message).toBe('unknown identifier');
    expect({ offset: e.offset, length: e.length }).toEqual({ offset: 0, length: 9 });
    expect(e.toString()).toBe('Filter parsing error (1:1):\nhttp.hots eq "a"\n^^^^^^^^^ unknown identifier\n');
  });

  it('the API wraps it in its own sentence', () => {
    const expr = 'http.request.uri.path eq /login';
    expect(formatApiExpressionError(expr, error(expr))).toBe(
      "'http.request.uri.path eq /login' is not a valid value for expression because Filter parsing error (1:26):\n" +
        'http.request.uri.path eq /login\n' +
        '                         ^^^^^^ expected a string in double quotes\n',
    );
  });

  it('the wrapper can carry the prefix some API versions put before the parser text', () => {
    const expr = 'ssl and';
    expect(formatApiExpressionError(expr, error(expr), { prefix: 'could not parse filter expression: ' })).toBe(
      '\'ssl and\' is not a valid value for expression because could not parse filter expression: Filter parsing error (1:8):\nssl and\n       ^ expected a field, a function call, "not" or "("\n',
    );
  });

  it('reports the line and column of the offending token on later lines', () => {
    expectRendering([
      'http.host eq "a"\nand ip.src in {10.0.0.1/8}',
      2,
      16,
      '               ^^^^^^^^^^ host part of address was not zero',
    ]);
    const e = error('http.host eq "a"\r\n\r\n  or foo eq 1');
    expect({ line: e.line, column: e.column, lineText: e.lineText }).toEqual({
      line: 3,
      column: 6,
      lineText: '  or foo eq 1',
    });
  });

  it('describe() adds the hint for people, toString() does not', () => {
    const e = error('ip.src in {192.0.2.1/24}');
    expect(e.hint).toBe('did you mean 192.0.2.0/24?');
    expect(e.toString()).not.toContain('did you mean');
    expect(e.describe()).toBe(`${e.toString()}did you mean 192.0.2.0/24?\n`);
  });

  it('validateExpression returns null or the error', () => {
    expect(validateExpression('ssl')).toBeNull();
    expect(validateExpression('ssl and')).toBeInstanceOf(RuleSyntaxError);
  });
});

describe('every error class', () => {
  const cases: Record<string, Case> = {
    'unknown field': ['http.hots eq "a"', 1, 1, '^^^^^^^^^ unknown identifier'],
    'unknown function': ['if(http.host) eq "a"', 1, 1, '^^ unknown identifier'],
    'field names are case sensitive': ['Http.Host eq "a"', 1, 1, '^^^^^^^^^ unknown identifier'],
    'response field in a rule expression': [
      'http.host eq "a" and http.response.code eq 429',
      1,
      22,
      '                     ^^^^^^^^^^^^^^^^^^ http.response.code can only be used in a counting expression',
    ],
    'CIDR with host bits': [
      'ip.src in {192.0.2.1/24}',
      1,
      12,
      '           ^^^^^^^^^^^^ host part of address was not zero',
    ],
    'CIDR outside a set': ['ip.src eq 10.0.0.0/8', 1, 11, '          ^^^^^^^^^^ expected an IP address'],
    'single-quoted map key': [
      'http.request.headers[\'x\'][0] eq "a"',
      1,
      22,
      '                     ^^^ expected a string in double quotes',
    ],
    'single-quoted value': ["http.host eq 'a'", 1, 14, '             ^^^ expected a string in double quotes'],
    'unquoted string': [
      'http.request.uri.path eq /login',
      1,
      26,
      '                         ^^^^^^ expected a string in double quotes',
    ],
    'unclosed parenthesis': ['((http.host eq "a") or ssl', 1, 27, '                          ^ expected literal ")"'],
    'unopened parenthesis': ['http.host eq "a")', 1, 17, '                ^ unrecognised input'],
    'trailing garbage': ['ssl eq true', 1, 5, '    ^^^^^^^ unrecognised input'],
    'uppercase logical operator': ['ssl AND ssl', 1, 5, '    ^^^^^^^ unrecognised input'],
    'missing comma between arguments': [
      'starts_with(http.host "a")',
      1,
      23,
      '                      ^^^ expected literal ","',
    ],
    'comma in a set': [
      'http.request.method in {"GET", "POST"}',
      1,
      30,
      '                             ^ expected a string in double quotes or "}"',
    ],
    'tab as whitespace': ['http.host\teq "a"', 1, 10, '         ^ tab characters are not allowed'],
    'string compared with an integer': ['http.host eq 5', 1, 14, '             ^ expected a string in double quotes'],
    'IP compared with a string': ['ip.src eq "1.2.3.4"', 1, 11, '          ^^^^^^^^^ expected an IP address'],
    'integer compared with a string': ['ip.src.asnum eq "5"', 1, 17, '                ^^^ expected an integer'],
    'ordering on a string': ['http.host lt "a"', 1, 11, '          ^^ cannot perform this operation on type Bytes'],
    'contains on an integer': [
      'ip.src.asnum contains "5"',
      1,
      14,
      '             ^^^^^^^^ cannot perform this operation on type Int',
    ],
    'matches on an IP': ['ip.src ~ "x"', 1, 8, '       ^ cannot perform this operation on type Ip'],
    'comparing a whole map': [
      'http.request.headers eq "a"',
      1,
      22,
      '                     ^^ cannot perform this operation on type Map(Array(Bytes))',
    ],
    'comparing a whole array': [
      'http.request.headers["a"] == "a"',
      1,
      27,
      '                          ^^ cannot perform this operation on type Array(Bytes)',
    ],
    'invalid regex, in the Rust crate words': [
      'http.host matches "a(b"',
      1,
      19,
      '                  ^^^^^ regex parse error: unclosed group',
    ],
    'unclosed regex class swallows the quote': [
      'http.host matches "a[b"',
      1,
      19,
      '                  ^^^^^ could not find an ending quote',
    ],
    'look-around regex': [
      'http.host matches "a(?=b)"',
      1,
      19,
      '                  ^^^^^^^^ regex parse error: look-around, including look-ahead and look-behind, is not supported',
    ],
    'missing ending quote': ['http.host eq "abc', 1, 14, '             ^^^^ could not find an ending quote'],
    'bad escape': ['http.host eq "a\\nb"', 1, 16, '               ^^ expected \\", xHH or OOO after \\'],
    'bad wildcard escape': [
      'http.host wildcard "a\\\\b"',
      1,
      20,
      '                   ^^^^^^ invalid wildcard: a backslash must be followed by * or \\',
    ],
    'wildcard double star': [
      'http.host wildcard "a**b"',
      1,
      20,
      '                   ^^^^^^ wildcard contains a double star',
    ],
    '[*] outside any()': [
      'http.request.headers["a"][*] eq "x"',
      1,
      26,
      '                         ^^^ invalid use of map each access operator',
    ],
    'two [*]': [
      'any(http.request.headers["a"][*][*] eq "x")',
      1,
      33,
      '                                ^^^ invalid use of map each access operator',
    ],
    'any() without [*]': [
      'any(http.request.headers["a"][0] eq "x")',
      1,
      5,
      '    ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^ invalid type of argument #1: expected value of type Array(Bool), but got Bool',
    ],
    'too few arguments': ['len() eq 1', 1, 5, '    ^ invalid number of arguments'],
    'too many arguments': ['lower(http.host, "x") eq "a"', 1, 18, '                 ^^^^ invalid number of arguments'],
    'argument of the wrong type': [
      'lower(ip.src) eq "a"',
      1,
      7,
      '      ^^^^^^ invalid type of argument #1: expected value of type Bytes, but got Ip',
    ],
    'field where a literal is required': [
      'starts_with(http.host, http.host)',
      1,
      24,
      '                       ^^^^^^^^^ invalid kind of argument #2: expected a literal, but got a field',
    ],
    'argument value out of range': [
      'cidr(ip.src, 33, 64) eq 1.2.3.4',
      1,
      14,
      '             ^^ invalid value of argument #2: IPv4 prefix length must be 1 to 32',
    ],
    'uppercase comparison operator': ['http.host EQ "a"', 1, 11, '          ^^ expected a comparison operator'],
    'missing operator': ['http.host "a"', 1, 11, '          ^^^ expected a comparison operator'],
    'single equals sign': ['http.host = "a"', 1, 11, '          ^ unexpected "="'],
    'dangling logical operator': [
      'http.host eq "a" and',
      1,
      21,
      '                    ^ expected a field, a function call, "not" or "("',
    ],
    'empty expression': ['', 1, 1, '^ expected a field, a function call, "not" or "("'],
    'reversed integer range': ['ip.src.asnum in {9..1}', 1, 18, '                 ^^^^ incompatible range bounds'],
    'IP range across families': [
      'ip.src in {10.0.0.1..::1}',
      1,
      12,
      '           ^^^^^^^^^^^^^ incompatible range bounds',
    ],
    'named list': ['ip.src in $bad_ips', 1, 11, '          ^^^^^^^^ expected literal "{"'],
    'index on a string': ['http.host["a"] eq "x"', 1, 10, '         ^ cannot access an index on type Bytes'],
    'string index on an array': [
      'http.request.headers["a"]["b"] eq "x"',
      1,
      27,
      '                          ^^^ expected an integer index or *',
    ],
    'number too large': [
      'ip.src.asnum eq 99999999999999999999',
      1,
      17,
      '                ^^^^^^^^^^^^^^^^^^^^ number too large to fit in target type',
    ],
    'unclosed set': ['http.host in {"a"', 1, 18, '                 ^ expected literal "}"'],
    'unclosed index': ['http.request.headers["a" eq "x"', 1, 26, '                         ^^ expected literal "]"'],
  };
  for (const [name, c] of Object.entries(cases)) {
    it(name, () => expectRendering(c));
  }

  it('useful hints for the common mistakes', () => {
    expect(error("http.host eq 'a'").hint).toMatch(/use "\.\.\."/);
    expect(error('http.request.uri.path eq /login').hint).toBe(
      'http.request.uri.path is a string: quote the value, "/login"',
    );
    expect(error('http.host eq "a")').hint).toBe('unbalanced parentheses: this ")" has no matching "("');
    expect(error('(ssl').hint).toBe('unbalanced parentheses: the "(" at column 1 is not closed');
    expect(error('ssl AND ssl').hint).toBe('logical operators are lowercase: and');
    expect(error('http.host EQ "a"').hint).toBe('English operators are lowercase: eq');
    expect(error('http.request.method in {"GET", "POST"}').hint).toBe('set values are separated by spaces, not commas');
    expect(error('http.host = "a"').hint).toBe('did you mean "=="?');
    expect(error('ip.src eq 10.0.0.0/8').hint).toBe(
      'ranges and CIDRs are only allowed in a set: ip.src in {10.0.0.0/8}',
    );
    expect(error('http.host eq "a" and http.response.code eq 429').hint).toMatch(/counting_expression/);
    expect(error('Http.Host eq "a"').hint).toBe('field names are lowercase: http.host');
    expect(error('ip.src eq "1.2.3.4"').hint).toBe('IP addresses are written without quotes');
  });

  it('the first problem in source order wins, whether the lexer or the parser finds it', () => {
    expect(error("foo eq 'x'").message).toBe('unknown identifier');
    expect(error('http.host eq "a" and foo eq \'x\'').column).toBe(22);
  });

  it('deep nesting is a syntax error, not a stack overflow', () => {
    expect(parseExpression(`${'('.repeat(128)}ssl${')'.repeat(128)}`).ok).toBe(true);
    const e = error(`${'('.repeat(129)}ssl${')'.repeat(129)}`);
    expect({ message: e.message, column: e.column }).toEqual({
      message: 'maximum nesting depth exceeded',
      column: 129,
    });
    expect(error(`${'not '.repeat(5000)}ssl`).message).toBe('maximum nesting depth exceeded');
    expect(error(`${'lower('.repeat(200)}http.host${')'.repeat(200)} eq "a"`).message).toBe(
      'maximum nesting depth exceeded',
    );
  });

  it('keywords are whole words', () => {
    expect(error('notssl').message).toBe('unknown identifier');
    expect(error('http.host eqx "a"').message).toBe('expected a comparison operator');
  });

  it('http.response.code is fine in a counting expression', () => {
    expect(parseExpression('http.response.code eq 429', { context: 'counting' }).ok).toBe(true);
  });
});
