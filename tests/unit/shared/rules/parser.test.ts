import { describe, it, expect } from 'vitest';
import { formatExpression, parseExpression, tokenize, type Expr } from '../../../../shared/rules';

function ast(source: string, context: 'rule' | 'counting' = 'rule'): Expr {
  const r = parseExpression(source, { context });
  if (!r.ok) throw new Error(r.error.describe());
  return r.ast;
}

const host = (value: string): Expr => ({
  type: 'compare',
  op: 'eq',
  lhs: { type: 'field', name: 'http.host' },
  rhs: { type: 'string', value },
});
const asn = (value: number): Expr => ({
  type: 'compare',
  op: 'eq',
  lhs: { type: 'field', name: 'ip.src.asnum' },
  rhs: { type: 'int', value },
});
const ssl: Expr = { type: 'bool', value: { type: 'field', name: 'ssl' } };

describe('comparison operators', () => {
  const pairs: Array<[string, string, string, string]> = [
    ['eq', '==', 'http.host', '"a"'],
    ['ne', '!=', 'http.host', '"a"'],
    ['lt', '<', 'ip.src.asnum', '5'],
    ['le', '<=', 'ip.src.asnum', '5'],
    ['gt', '>', 'ip.src.asnum', '5'],
    ['ge', '>=', 'ip.src.asnum', '5'],
    ['matches', '~', 'http.request.uri.path', '"^/a"'],
  ];
  for (const [english, symbol, field, value] of pairs) {
    it(`${english} and ${symbol} parse to the same tree`, () => {
      const a = ast(`${field} ${english} ${value}`);
      expect(a).toEqual(ast(`${field} ${symbol} ${value}`));
      expect(a).toMatchObject({ type: 'compare', op: english });
    });
    it(`${symbol} needs no surrounding spaces`, () => {
      expect(ast(`${field}${symbol}${value}`)).toEqual(ast(`${field} ${english} ${value}`));
    });
  }

  it('contains, wildcard and strict wildcard', () => {
    expect(ast('http.request.uri.path contains "/api/"')).toMatchObject({ op: 'contains', rhs: { value: '/api/' } });
    expect(ast('http.host wildcard "*.example.com"')).toMatchObject({ op: 'wildcard' });
    expect(ast('http.request.uri.path strict wildcard "/Admin/*"')).toMatchObject({ op: 'strict wildcard' });
    expect(ast('http.request.uri.path strict\n  wildcard "/a"')).toMatchObject({ op: 'strict wildcard' });
  });

  it('in with strings, integers and ranges, IPs, CIDRs and IP ranges', () => {
    expect(ast('http.request.method in {"GET" "POST"}')).toEqual({
      type: 'in',
      lhs: { type: 'field', name: 'http.request.method' },
      items: [
        { type: 'string', value: 'GET' },
        { type: 'string', value: 'POST' },
      ],
    });
    expect(ast('ip.src.asnum in {13335 8000..8009 -1}')).toMatchObject({
      items: [
        { type: 'int', value: 13335 },
        { type: 'int-range', from: 8000, to: 8009 },
        { type: 'int', value: -1 },
      ],
    });
    expect(
      ast('ip.src in {192.0.2.0/24 2001:DB8::/32 198.51.100.1 198.51.100.10..198.51.100.20 ::1..::5}'),
    ).toMatchObject({
      items: [
        { type: 'cidr', network: '192.0.2.0', prefix: 24 },
        { type: 'cidr', network: '2001:db8::', prefix: 32 },
        { type: 'ip', address: '198.51.100.1' },
        { type: 'ip-range', from: '198.51.100.10', to: '198.51.100.20' },
        { type: 'ip-range', from: '::1', to: '::5' },
      ],
    });
    expect(ast('http.host in {}')).toMatchObject({ type: 'in', items: [] });
    expect(ast('http.host in{"a""b"}')).toMatchObject({ items: [{ value: 'a' }, { value: 'b' }] });
  });

  it('IP literals are canonicalised', () => {
    expect(ast('ip.src eq 2001:0DB8:0000:0000:0000:0000:0000:0001')).toMatchObject({
      rhs: { type: 'ip', address: '2001:db8::1' },
    });
    expect(ast('ip.src ne ::ffff:192.0.2.1')).toMatchObject({ rhs: { address: '::ffff:192.0.2.1' } });
  });

  it('integers: negative and hexadecimal', () => {
    expect(ast('ip.src.asnum eq -5')).toMatchObject({ rhs: { value: -5 } });
    expect(ast('ip.src.asnum eq 0x10')).toMatchObject({ rhs: { value: 16 } });
  });
});

describe('logical operators and precedence', () => {
  const A = 'http.host eq "a"';
  const B = 'ip.src.asnum eq 1';
  const C = 'ssl';

  it('and binds tighter than or', () => {
    expect(ast(`${A} or ${B} and ${C}`)).toEqual({
      type: 'logical',
      op: 'or',
      items: [host('a'), { type: 'logical', op: 'and', items: [asn(1), ssl] }],
    });
    expect(ast(`${A} and ${B} or ${C}`)).toEqual({
      type: 'logical',
      op: 'or',
      items: [{ type: 'logical', op: 'and', items: [host('a'), asn(1)] }, ssl],
    });
  });

  it('xor sits between and and or', () => {
    expect(ast(`${A} xor ${B} and ${C}`)).toEqual({
      type: 'logical',
      op: 'xor',
      items: [host('a'), { type: 'logical', op: 'and', items: [asn(1), ssl] }],
    });
    expect(ast(`${A} or ${B} xor ${C}`)).toEqual({
      type: 'logical',
      op: 'or',
      items: [host('a'), { type: 'logical', op: 'xor', items: [asn(1), ssl] }],
    });
    expect(ast(`${A} ^^ ${B}`)).toEqual(ast(`${A} xor ${B}`));
  });

  it('not binds tightest and applies to the whole comparison', () => {
    expect(ast(`not ${A}`)).toEqual({ type: 'not', expr: host('a') });
    expect(ast(`not ${A} and ${B}`)).toEqual({
      type: 'logical',
      op: 'and',
      items: [{ type: 'not', expr: host('a') }, asn(1)],
    });
    expect(ast(`!${A}`)).toEqual(ast(`not ${A}`));
    expect(ast(`not not ${C}`)).toEqual({ type: 'not', expr: { type: 'not', expr: ssl } });
    expect(ast(`!(${A} or ${B})`)).toEqual({
      type: 'not',
      expr: { type: 'logical', op: 'or', items: [host('a'), asn(1)] },
    });
  });

  it('C-like and English logical forms are the same', () => {
    expect(ast(`${A} && ${B} || ${C}`)).toEqual(ast(`${A} and ${B} or ${C}`));
    expect(ast(`${A}&&${B}||!${C}`)).toEqual(ast(`${A} and ${B} or not ${C}`));
  });

  it('parentheses group, and same-operator chains flatten', () => {
    expect(ast(`(${A} or ${B}) and ${C}`)).toEqual({
      type: 'logical',
      op: 'and',
      items: [{ type: 'logical', op: 'or', items: [host('a'), asn(1)] }, ssl],
    });
    expect(ast(`${A} and (${B} and ${C})`)).toEqual(ast(`${A} and ${B} and ${C}`));
    expect(ast(`((${A}))`)).toEqual(host('a'));
  });

  it('whitespace may be spaces, CR and LF', () => {
    expect(ast(`\r\n  ${A}\n\nand\r\n${B}  `)).toEqual(ast(`${A} and ${B}`));
  });
});

describe('strings', () => {
  it('escapes \\" and \\\\ and \\xHH', () => {
    expect(ast(String.raw`http.host eq "a\"b\\c\x41"`)).toMatchObject({ rhs: { value: 'a"b\\cA' } });
  });
  it('raw strings r"..." and r#"..."#', () => {
    expect(ast(String.raw`http.request.uri.path matches r"^/a\d+\.php$"`)).toMatchObject({
      rhs: { value: String.raw`^/a\d+\.php$` },
    });
    expect(ast('http.host eq r#"say "hi""#')).toMatchObject({ rhs: { value: 'say "hi"' } });
    expect(ast('http.host eq r##"a"#b"##')).toMatchObject({ rhs: { value: 'a"#b' } });
    expect(ast('http.host eq r""')).toMatchObject({ rhs: { value: '' } });
  });
  it('may span lines', () => {
    expect(ast('http.host eq "a\nb"')).toMatchObject({ rhs: { value: 'a\nb' } });
  });
});

describe('regex literals after matches', () => {
  const regex = (source: string): string =>
    (ast(`http.request.uri.path matches ${source}`) as { rhs: { value: string } }).rhs.value;

  it('keep backslash escapes for the regex engine, as the service does', () => {
    expect(regex(String.raw`"\.php$"`)).toBe(String.raw`\.php$`);
    expect(regex(String.raw`"^/a\d+\/b"`)).toBe(String.raw`^/a\d+\/b`);
    expect(regex(String.raw`"a\\b"`)).toBe(String.raw`a\\b`);
  });

  it('\\" outside a class is a quote; a quote inside [...] does not end the string', () => {
    expect(regex(String.raw`"say \"hi\""`)).toBe('say "hi"');
    expect(regex(String.raw`"[\"]"`)).toBe(String.raw`[\"]`);
    expect(regex('"["]"')).toBe('["]');
    expect(ast('http.request.uri.path matches "["]" and ssl')).toMatchObject({ type: 'logical', op: 'and' });
  });

  it('raw strings are taken as they are', () => {
    expect(regex(String.raw`r"\d+"`)).toBe(String.raw`\d+`);
    expect(regex(String.raw`r#"a"\b"#`)).toBe(String.raw`a"\b`);
  });

  it('print back to the same regex', () => {
    for (const source of [
      String.raw`"\.php$"`,
      String.raw`"say \"hi\""`,
      String.raw`"[\"]"`,
      String.raw`r#"x\"y"#`,
      '"["]"',
    ]) {
      const tree = ast(`http.request.uri.path matches ${source}`);
      expect(ast(formatExpression(tree))).toEqual(tree);
    }
    expect(formatExpression(ast(String.raw`http.host matches r#"x\"y"#`))).toBe(
      String.raw`http.host matches r#"x\"y"#`,
    );
  });
});

describe('maps, arrays and functions', () => {
  it('map key then array index', () => {
    expect(ast('http.request.headers["x-key"][0] eq "v"')).toEqual({
      type: 'compare',
      op: 'eq',
      lhs: {
        type: 'index',
        target: {
          type: 'index',
          target: { type: 'field', name: 'http.request.headers' },
          index: { kind: 'key', key: 'x-key' },
        },
        index: { kind: 'position', position: 0 },
      },
      rhs: { type: 'string', value: 'v' },
    });
  });

  it('[*] inside any() and all(), also under a function', () => {
    expect(ast('any(http.request.headers["accept"][*] contains "json")')).toMatchObject({
      type: 'bool',
      value: { type: 'call', name: 'any' },
    });
    expect(ast('all(lower(http.request.uri.args["a"][*]) in {"x" "y"})')).toMatchObject({
      type: 'bool',
      value: { type: 'call', name: 'all' },
    });
    expect(ast('any(http.request.cookies[*][0] eq "x")')).toMatchObject({ type: 'bool' });
    expect(ast('any(starts_with(http.request.headers["via"][*], "1.1"))')).toMatchObject({ type: 'bool' });
  });

  it('every function parses with its arguments', () => {
    const ok = [
      'len(http.request.uri.path) gt 100',
      'len(http.request.headers) gt 10',
      'len(http.request.uri.args["q"]) eq 1',
      'lower(http.host) eq "a"',
      'upper(http.request.method) eq "GET"',
      'starts_with(http.request.uri.path, "/api")',
      'ends_with(http.request.uri.path, ".php")',
      'concat(http.host, http.request.uri.path) eq "a/"',
      'concat("https://", http.host, "/") eq "https://a/"',
      'substring(http.request.uri.path, 1) eq "a"',
      'substring(http.request.uri.path, 0, -1) eq "a"',
      'url_decode(http.request.uri.query) contains "<script"',
      'url_decode(http.request.uri.query, "ru") contains "x"',
      'cidr(ip.src, 24, 48) eq 192.0.2.0',
      'not ends_with(http.host, ".com")',
    ];
    for (const source of ok) expect(() => ast(source), source).not.toThrow();
  });

  it('http.response.code is accepted in a counting expression', () => {
    expect(ast('http.response.code in {401 403}', 'counting')).toMatchObject({ type: 'in' });
    expect(ast('http.host eq "a"', 'counting')).toEqual(host('a'));
  });
});

describe('canonical format', () => {
  it('prints English operators, minimal parentheses and quoted strings', () => {
    const source = '(http.host=="a" || ip.src.asnum==1) && !(ssl) && http.request.uri.path ~ r"\\d"';
    expect(formatExpression(ast(source))).toBe(
      '(http.host eq "a" or ip.src.asnum eq 1) and not ssl and http.request.uri.path matches "\\d"',
    );
  });
  it('keeps not over a comparison without parentheses and over a group with them', () => {
    expect(formatExpression(ast('not (http.host eq "a")'))).toBe('not http.host eq "a"');
    expect(formatExpression(ast('not (ssl or ssl)'))).toBe('not (ssl or ssl)');
  });
  it('escapes control characters so the text stays on one line', () => {
    expect(formatExpression(ast('http.host eq "a\nb"'))).toBe('http.host eq "a\\x0ab"');
  });
});

describe('tokenize (for editor highlighting)', () => {
  it('splits words, strings, symbols and punctuation with their offsets, and never throws', () => {
    expect(tokenize('ip.src in {10.0.0.0/8} && http.host=="a"').map((t) => [t.kind, t.text, t.offset])).toEqual([
      ['word', 'ip.src', 0],
      ['word', 'in', 7],
      ['punct', '{', 10],
      ['word', '10.0.0.0/8', 11],
      ['punct', '}', 21],
      ['symbol', '&&', 23],
      ['word', 'http.host', 26],
      ['symbol', '==', 35],
      ['string', '"a"', 37],
      ['eof', '', 40],
    ]);
    expect(tokenize("a 'b' c").map((t) => t.kind)).toEqual(['word', 'error', 'word', 'eof']);
  });
});
