import { describe, it, expect } from 'vitest';
import {
  compileExpression,
  createRuleContext,
  evaluate,
  parseExpression,
  splitRequestTarget,
  type RuleRequest,
} from '../../../../shared/rules';

const base: RuleRequest = {
  method: 'GET',
  scheme: 'https',
  host: 'example.com',
  path: '/api/v1/items',
  query: 'q=a%20b&tag=x&tag=y&plus=a+b&empty&caf%C3%A9=%E2%9C%93',
  headers: {
    'user-agent': 'Mozilla/5.0 (compatible; Bot/2.1)',
    accept: ['text/html', 'application/json'],
    cookie: 'session=abc; theme=dark; a%20b=1; theme=light',
    'x-empty': '',
  },
  sourceIp: '192.0.2.55',
  country: 'DE',
  asnum: 13335,
};

function ev(source: string, overrides: Partial<RuleRequest> = {}, context: 'rule' | 'counting' = 'rule'): boolean {
  const c = compileExpression(source, { context });
  if (!c.ok) throw new Error(c.error.describe());
  return c.evaluate({ ...base, ...overrides });
}

describe('fields derived from the request', () => {
  it('uri, full_uri, query, method, host', () => {
    expect(ev('http.request.uri eq "/api/v1/items?q=a%20b&tag=x&tag=y&plus=a+b&empty&caf%C3%A9=%E2%9C%93"')).toBe(true);
    expect(ev('http.request.full_uri eq "https://example.com/api/v1/items"', { query: '' })).toBe(true);
    expect(ev('http.request.full_uri eq "http://example.com/x?y"', { scheme: 'http', path: '/x', query: 'y' })).toBe(
      true,
    );
    expect(ev('http.request.uri eq "/api/v1/items"', { query: undefined })).toBe(true);
    expect(ev('http.request.uri.query eq ""', { query: undefined })).toBe(true);
    expect(ev('http.request.method eq "GET" and http.host eq "example.com"')).toBe(true);
  });

  it('uri.args are decoded and keep every value', () => {
    expect(ev('http.request.uri.args["q"][0] eq "a b"')).toBe(true);
    expect(ev('http.request.uri.args["plus"][0] eq "a b"')).toBe(true);
    expect(ev('http.request.uri.args["tag"][1] eq "y"')).toBe(true);
    expect(ev('http.request.uri.args["empty"][0] eq ""')).toBe(true);
    expect(ev('http.request.uri.args["café"][0] eq "✓"')).toBe(true);
    expect(ev('len(http.request.uri.args["tag"]) eq 2')).toBe(true);
  });

  it('cookies: names decoded, equal names merged; http.cookie is the whole header', () => {
    expect(ev('http.request.cookies["session"][0] eq "abc"')).toBe(true);
    expect(ev('http.request.cookies["a b"][0] eq "1"')).toBe(true);
    expect(ev('http.request.cookies["theme"][1] eq "light"')).toBe(true);
    expect(ev('http.cookie contains "theme=dark"')).toBe(true);
    expect(ev('http.request.cookies["session"][0] eq "x"', { cookies: { session: 'x' } })).toBe(true);
  });

  it('headers: names are matched lowercase, multiple values kept, user agent derived', () => {
    expect(ev('http.request.headers["accept"][1] eq "application/json"')).toBe(true);
    expect(ev('http.request.headers["x-up"][0] eq "1"', { headers: { 'X-Up': '1' } })).toBe(true);
    expect(ev('http.user_agent contains "Bot/2.1"')).toBe(true);
    expect(ev('http.user_agent eq ""', { headers: {} })).toBe(true);
    expect(ev('http.user_agent eq "ua"', { userAgent: 'ua' })).toBe(true);
  });

  it('ip.src, country, asnum, ssl, response code', () => {
    expect(ev('ip.src eq 192.0.2.55 and ip.src.country eq "DE" and ip.src.asnum eq 13335 and ssl')).toBe(true);
    expect(ev('ssl', { scheme: 'http' })).toBe(false);
    expect(ev('http.response.code eq 429', { responseCode: 429 }, 'counting')).toBe(true);
  });

  it('splitRequestTarget', () => {
    expect(splitRequestTarget('/a/b?x=1#frag')).toEqual({ path: '/a/b', query: 'x=1' });
    expect(splitRequestTarget('https://h.example/p?q')).toEqual({ path: '/p', query: 'q' });
    expect(splitRequestTarget('https://h.example')).toEqual({ path: '/', query: '' });
  });
});

describe('operators on strings', () => {
  it('eq ne contains', () => {
    expect(ev('http.host eq "example.com"')).toBe(true);
    expect(ev('http.host == "Example.com"')).toBe(false);
    expect(ev('http.host ne "other"')).toBe(true);
    expect(ev('http.host != "example.com"')).toBe(false);
    expect(ev('http.request.uri.path contains "/v1/"')).toBe(true);
    expect(ev('http.request.uri.path contains "/v2/"')).toBe(false);
  });

  it('matches and ~ (search, not anchored; leading inline flags)', () => {
    expect(ev('http.request.uri.path matches "v[0-9]+"')).toBe(true);
    expect(ev('http.request.uri.path ~ "^/API"')).toBe(false);
    expect(ev('http.request.uri.path ~ "(?i)^/API"')).toBe(true);
    expect(ev('http.request.uri.path matches r"^/api/v\\d/items$"')).toBe(true);
  });

  it('matches takes service-style regex literals: "\\." is an escaped dot, "\\\\" a literal backslash', () => {
    expect(ev(String.raw`http.request.uri.path matches "\.php$"`, { path: '/index.php' })).toBe(true);
    expect(ev(String.raw`http.request.uri.path matches "\.php$"`, { path: '/indexphp' })).toBe(false);
    expect(ev(String.raw`http.request.uri.path matches "^/v\d$"`, { path: '/v1' })).toBe(true);
    expect(ev(String.raw`http.request.uri.path matches "a\\d"`, { path: 'a\\d' })).toBe(true);
    expect(ev(String.raw`http.request.uri.path matches "a\\d"`, { path: 'a1' })).toBe(false);
    expect(ev(String.raw`http.user_agent matches "[\"']"`, { userAgent: 'x"y' })).toBe(true);
  });

  it('wildcard is case-insensitive and whole-value, strict wildcard is case-sensitive', () => {
    expect(ev('http.host wildcard "*.COM"')).toBe(true);
    expect(ev('http.host wildcard "example"')).toBe(false);
    expect(ev('http.request.uri.path wildcard "/api/*/items"')).toBe(true);
    expect(ev('http.request.uri.path strict wildcard "/API/*"')).toBe(false);
    expect(ev('http.request.uri.path strict wildcard "/api/*"')).toBe(true);
    expect(ev('http.request.uri.path wildcard "*i*i*"')).toBe(true);
    expect(ev('http.host wildcard "a\\\\*b"', { host: 'a*b' })).toBe(true);
    expect(ev('http.host wildcard "a\\\\*b"', { host: 'axb' })).toBe(false);
    expect(ev('http.host wildcard "*"', { host: '' })).toBe(true);
    expect(ev('http.host wildcard "ab*ba"', { host: 'aba' })).toBe(false);
  });

  it('in with strings', () => {
    expect(ev('http.request.method in {"GET" "HEAD"}')).toBe(true);
    expect(ev('http.request.method in {"POST" "PUT"}')).toBe(false);
    expect(ev('http.request.method in {}')).toBe(false);
  });
});

describe('operators on integers', () => {
  const table: Array<[string, boolean]> = [
    ['eq 13335', true],
    ['== 13334', false],
    ['ne 1', true],
    ['!= 13335', false],
    ['lt 13336', true],
    ['< 13335', false],
    ['le 13335', true],
    ['<= 13334', false],
    ['gt 13334', true],
    ['> 13335', false],
    ['ge 13335', true],
    ['>= 13336', false],
    ['in {1 2 13000..14000}', true],
    ['in {1 2 13336..14000}', false],
    ['in {13335}', true],
  ];
  for (const [rest, expected] of table) {
    it(`ip.src.asnum ${rest} is ${expected}`, () => expect(ev(`ip.src.asnum ${rest}`)).toBe(expected));
  }
});

describe('operators on IP addresses', () => {
  it('eq and ne, IPv4 and IPv6; families never equal', () => {
    expect(ev('ip.src eq 192.0.2.55')).toBe(true);
    expect(ev('ip.src ne 192.0.2.55')).toBe(false);
    expect(ev('ip.src eq 2001:db8::1', { sourceIp: '2001:0db8:0:0::1' })).toBe(true);
    expect(ev('ip.src eq ::ffff:192.0.2.55')).toBe(false);
    expect(ev('ip.src ne ::ffff:192.0.2.55')).toBe(true);
  });

  it('in with CIDRs and ranges of both families', () => {
    const set = '{192.0.2.0/25 198.51.100.10..198.51.100.20 2001:db8::/32 2001:db9::10..2001:db9::20}';
    expect(ev(`ip.src in ${set}`)).toBe(true);
    expect(ev(`ip.src in ${set}`, { sourceIp: '192.0.2.128' })).toBe(false);
    expect(ev(`ip.src in ${set}`, { sourceIp: '198.51.100.20' })).toBe(true);
    expect(ev(`ip.src in ${set}`, { sourceIp: '198.51.100.21' })).toBe(false);
    expect(ev(`ip.src in ${set}`, { sourceIp: '2001:db8:ffff::1' })).toBe(true);
    expect(ev(`ip.src in ${set}`, { sourceIp: '2001:db9::15' })).toBe(true);
    expect(ev(`ip.src in ${set}`, { sourceIp: '2001:db9::21' })).toBe(false);
    expect(ev('ip.src in {0.0.0.0/0}', { sourceIp: '255.255.255.255' })).toBe(true);
    expect(ev('ip.src in {::/0}', { sourceIp: '192.0.2.1' })).toBe(false);
  });
});

describe('logic', () => {
  it('truth table of a or b and c, a xor b and c, not a and b', () => {
    for (const a of [false, true]) {
      for (const b of [false, true]) {
        for (const c of [false, true]) {
          const req: Partial<RuleRequest> = { host: a ? 'a' : 'z', asnum: b ? 1 : 2, scheme: c ? 'https' : 'http' };
          const A = 'http.host eq "a"';
          const B = 'ip.src.asnum eq 1';
          expect(ev(`${A} or ${B} and ssl`, req)).toBe(a || (b && c));
          expect(ev(`${A} xor ${B} and ssl`, req)).toBe(a !== (b && c));
          expect(ev(`${A} or ${B} xor ssl`, req)).toBe(a || b !== c);
          expect(ev(`not ${A} and ${B}`, req)).toBe(!a && b);
          expect(ev(`not (${A} and ${B})`, req)).toBe(!(a && b));
          expect(ev(`${A} xor ${B} xor ssl`, req)).toBe((a !== b) !== c);
          expect(ev(`(${A} || ${B}) && !ssl`, req)).toBe((a || b) && !c);
        }
      }
    }
  });
});

describe('missing values', () => {
  it('a comparison on a missing map key or index is false, ne included', () => {
    expect(ev('http.request.headers["x-missing"][0] eq "a"')).toBe(false);
    expect(ev('http.request.headers["x-missing"][0] ne "a"')).toBe(false);
    expect(ev('http.request.headers["accept"][5] ne "a"')).toBe(false);
    expect(ev('http.request.uri.args["nope"][0] in {"a"}')).toBe(false);
    expect(ev('http.request.cookies["nope"][0] contains ""')).toBe(false);
  });

  it('not of such a comparison is true', () => {
    expect(ev('not http.request.headers["x-missing"][0] eq "a"')).toBe(true);
    expect(ev('not http.request.headers["x-missing"][0] ne "a"')).toBe(true);
  });

  it('an empty value is present, not missing', () => {
    expect(ev('http.request.headers["x-empty"][0] eq ""')).toBe(true);
    expect(ev('http.request.headers["x-empty"][0] ne "a"')).toBe(true);
  });

  it('fields the request cannot supply are missing too', () => {
    expect(ev('ip.src.country ne "US"', { country: undefined })).toBe(false);
    expect(ev('ip.src.asnum ne 1', { asnum: undefined })).toBe(false);
    expect(ev('ip.src ne 192.0.2.1', { sourceIp: 'not-an-ip' })).toBe(false);
    expect(ev('http.response.code ne 200', {}, 'counting')).toBe(false);
  });

  it('functions of missing values are missing', () => {
    expect(ev('lower(http.request.headers["x-missing"][0]) ne "a"')).toBe(false);
    expect(ev('len(http.request.headers["x-missing"]) ge 0')).toBe(false);
    expect(ev('starts_with(http.request.headers["x-missing"][0], "a")')).toBe(false);
    expect(ev('not starts_with(http.request.headers["x-missing"][0], "a")')).toBe(true);
  });

  it('concat skips missing arguments, as the service does', () => {
    expect(ev('concat(http.host, http.request.headers["x-missing"][0], "/") eq "example.com/"')).toBe(true);
  });

  it('any()/all() over a missing collection are false; over an empty one, any false and all true', () => {
    expect(ev('any(http.request.headers["x-missing"][*] eq "a")')).toBe(false);
    expect(ev('all(http.request.headers["x-missing"][*] eq "a")')).toBe(false);
    expect(ev('all(http.request.headers["x"][*] eq "a")', { headers: { x: [] } })).toBe(true);
    expect(ev('any(http.request.headers["x"][*] eq "a")', { headers: { x: [] } })).toBe(false);
  });
});

describe('functions', () => {
  it('any and all', () => {
    expect(ev('any(http.request.headers["accept"][*] contains "json")')).toBe(true);
    expect(ev('all(http.request.headers["accept"][*] contains "json")')).toBe(false);
    expect(ev('all(http.request.headers["accept"][*] contains "/")')).toBe(true);
    expect(ev('any(lower(http.request.headers["accept"][*]) eq "text/html")')).toBe(true);
    expect(ev('any(http.request.headers[*][0] eq "")')).toBe(true);
    expect(ev('any(http.request.uri.args["tag"][*] in {"y"})')).toBe(true);
    expect(ev('any(starts_with(http.request.headers["accept"][*], "application/"))')).toBe(true);
    expect(ev('any(len(http.request.headers["accept"][*]) gt 10)')).toBe(true);
  });

  it('len counts UTF-8 bytes of strings and elements of arrays and maps', () => {
    expect(ev('len(http.request.uri.path) eq 13')).toBe(true);
    expect(ev('len(http.host) eq 6', { host: 'café' })).toBe(false);
    expect(ev('len(http.host) eq 5', { host: 'café' })).toBe(true);
    expect(ev('len(http.host) eq 4', { host: '😀' })).toBe(true);
    expect(ev('len(http.request.headers["accept"]) eq 2')).toBe(true);
    expect(ev('len(http.request.uri.args) eq 5')).toBe(true);
  });

  it('lower and upper change ASCII letters only', () => {
    expect(ev('lower(http.host) eq "example.com"', { host: 'EXAMPLE.com' })).toBe(true);
    expect(ev('upper(http.host) eq "ÉA"', { host: 'éa' })).toBe(false);
    expect(ev('upper(http.host) eq "éA"', { host: 'éa' })).toBe(true);
  });

  it('starts_with, ends_with', () => {
    expect(ev('starts_with(http.request.uri.path, "/api")')).toBe(true);
    expect(ev('ends_with(http.request.uri.path, "/items")')).toBe(true);
    expect(ev('ends_with(http.request.uri.path, ".php")')).toBe(false);
  });

  it('concat of strings and of arrays', () => {
    expect(ev('concat("https://", http.host, http.request.uri.path) eq "https://example.com/api/v1/items"')).toBe(true);
    expect(ev('len(concat(http.request.headers["accept"], http.request.uri.args["tag"])) eq 4')).toBe(true);
  });

  it('substring with positive and negative positions', () => {
    expect(ev('substring(http.request.uri.path, 1, 4) eq "api"')).toBe(true);
    expect(ev('substring(http.request.uri.path, -5) eq "items"')).toBe(true);
    expect(ev('substring(http.request.uri.path, 0, -6) eq "/api/v1"')).toBe(true);
    expect(ev('substring(http.request.uri.path, 100) eq ""')).toBe(true);
  });

  it('url_decode with + and %XX, recursive and %u options, never throwing on malformed input', () => {
    expect(ev('url_decode(http.request.uri.query) contains "q=a b"')).toBe(true);
    expect(ev('url_decode(http.request.uri.query) eq "a%2"', { query: 'a%2' })).toBe(true);
    expect(ev('url_decode(http.request.uri.query) eq "%41"', { query: '%2541' })).toBe(true);
    expect(ev('url_decode(http.request.uri.query, "r") eq "A"', { query: '%2541' })).toBe(true);
    expect(ev('url_decode(http.request.uri.query, "u") eq "é"', { query: '%u00e9' })).toBe(true);
    expect(ev('url_decode(http.request.uri.query) eq "%u00e9"', { query: '%u00e9' })).toBe(true);
    expect(ev('url_decode(http.request.uri.query) eq "\\xff"', { query: '%FF' })).toBe(true);
  });

  it('cidr masks per family', () => {
    expect(ev('cidr(ip.src, 24, 64) eq 192.0.2.0')).toBe(true);
    expect(ev('cidr(ip.src, 24, 48) eq 2001:db8:1::', { sourceIp: '2001:db8:1:2::5' })).toBe(true);
    expect(ev('cidr(ip.src, 1, 1) in {128.0.0.0/1}', { sourceIp: '200.1.1.1' })).toBe(true);
  });
});

describe('evaluation entry points', () => {
  it('evaluate(ast, request) compiles once per tree and accepts a shared context', () => {
    const parsed = parseExpression('http.request.uri.args["tag"][0] eq "x"');
    if (!parsed.ok) throw parsed.error;
    const ctx = createRuleContext(base);
    expect(evaluate(parsed.ast, ctx)).toBe(true);
    expect(evaluate(parsed.ast, ctx)).toBe(true);
    expect(evaluate(parsed.ast, { ...base, query: 'tag=y' })).toBe(false);
  });

  it('compileExpression reports syntax errors', () => {
    const c = compileExpression('http.host eq');
    expect(c.ok).toBe(false);
    if (!c.ok) expect(c.error.message).toBe('expected a string in double quotes');
  });

  it('the response code is read when evaluating, so it can be set after the origin answered', () => {
    const c = compileExpression('http.response.code eq 401', { context: 'counting' });
    if (!c.ok) throw c.error;
    const request: RuleRequest = { ...base };
    const ctx = createRuleContext(request);
    expect(c.evaluate(ctx)).toBe(false);
    request.responseCode = 401;
    expect(c.evaluate(ctx)).toBe(true);
  });
});
