import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { anyText } from './any-text';
import {
  parseCombinedLine,
  quickCombinedLine,
  scanCombinedLine,
} from '../../../../../shared/rate-limits/access-log/combined-line';
import type { LineResult, LogRecord } from '../../../../../shared/rate-limits/access-log/log-record';
import { parseIPv4 } from '../../../../../shared/rules/index';
import { intlFor } from '../../../../../shared/i18n/catalogue';
import { badLineReasonText } from '../../../../../shared/rate-limits/replay-messages';

const EN = intlFor('en');

const HOST = 'creator-blog.example';
const UA = 'Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0';
const COMBINED = `203.0.113.7 - alice [10/Oct/2026:13:55:36 -0700] "POST /wp-login.php?redirect_to=%2F HTTP/1.1" 302 154 "https://creator-blog.example/wp-login.php" "${UA}"`;

function record(result: LineResult): LogRecord {
  if (!result.ok) throw new Error(badLineReasonText(result.reason, EN));
  return result.record;
}

describe('parseCombinedLine', () => {
  it('reads the combined format: client, time with its offset, request, status, referer and user agent', () => {
    const r = record(parseCombinedLine(COMBINED, HOST));
    expect(r.at).toBe(Date.UTC(2026, 9, 10, 20, 55, 36));
    expect(r.status).toBe(302);
    expect(r.userAgent).toBe(UA);
    expect(r.cached).toBeUndefined();
    expect(r.request).toMatchObject({
      method: 'POST',
      host: HOST,
      path: '/wp-login.php',
      query: 'redirect_to=%2F',
      sourceIp: '203.0.113.7',
      headers: { 'user-agent': UA, referer: 'https://creator-blog.example/wp-login.php' },
    });
  });

  it('reads the common format (no referer, no user agent)', () => {
    const r = record(parseCombinedLine('198.51.100.4 - - [01/Jan/2026:00:00:00 +0000] "GET / HTTP/1.0" 200 512', HOST));
    expect(r.request.path).toBe('/');
    expect(r.userAgent).toBe('');
    expect(r.at).toBe(Date.UTC(2026, 0, 1));
  });

  it('reads a trailing request time and a forwarded-for list, whose first address is the client', () => {
    const withTime = record(parseCombinedLine(`${COMBINED} 0.012`, HOST));
    expect(withTime.request.sourceIp).toBe('203.0.113.7');
    const forwarded = record(parseCombinedLine(`${COMBINED} "192.0.2.44, 10.0.0.2" 0.031`, HOST));
    expect(forwarded.request.sourceIp).toBe('192.0.2.44');
    const ipv6 = record(parseCombinedLine(`${COMBINED} 0.5 "2001:db8::7"`, HOST));
    expect(ipv6.request.sourceIp).toBe('2001:db8::7');
    const none = record(parseCombinedLine(`${COMBINED} "-"`, HOST));
    expect(none.request.sourceIp).toBe('203.0.113.7');
  });

  it('gives the client address as the number parseIPv4 reads (the replay finds clients by it), -1 for IPv6', () => {
    for (const line of [
      COMBINED,
      `${COMBINED} 0.012`,
      `${COMBINED} "192.0.2.44, 10.0.0.2" 0.031`,
      `${COMBINED} "2001:db8::7"`,
    ]) {
      const r = record(parseCombinedLine(line, HOST));
      expect(r.sourceIpv4).toBe(parseIPv4(r.request.sourceIp) ?? -1);
    }
    expect(record(parseCombinedLine(COMBINED, HOST)).sourceIpv4).toBe(0xcb007107);
  });

  it('reads a leading virtual host (vhost_combined) as the request host', () => {
    const r = record(parseCombinedLine(`Creator-Shop.example:443 ${COMBINED}`, HOST));
    expect(r.request.host).toBe('creator-shop.example');
    expect(r.request.sourceIp).toBe('203.0.113.7');
  });

  it('undoes nginx escapes in quoted fields and takes an absolute request target', () => {
    const r = record(
      parseCombinedLine(
        '203.0.113.7 - - [10/Oct/2026:13:55:36 +0000] "GET http://x.example/a?b=1 HTTP/1.1" 200 1 "-" "say \\"hi\\" \\x41"',
        HOST,
      ),
    );
    expect(r.userAgent).toBe('say "hi" A');
    expect(r.request.path).toBe('/a');
    expect(r.request.query).toBe('b=1');
  });

  it('reads the request field where it lies as it reads an escaped one: method, path, query, fragment, no protocol', () => {
    const at = (request: string): unknown => {
      const r = record(parseCombinedLine(`192.0.2.1 - - [10/Oct/2026:13:55:36 +0000] "${request}" 200 1`, HOST));
      return [r.request.method, r.request.path, r.request.query];
    };
    for (const [plain, escaped] of [
      ['GET /a?b=1 HTTP/1.1', 'G\\x45T /a?b=1 HTTP/1.1'],
      ['get /a#frag HTTP/1.0', 'g\\x65t /a#frag HTTP/1.0'],
      ['PROPFIND /d/ HTTP/1.1', 'PROPFIND /d\\x2f HTTP/1.1'],
      ['DELETE /x?', 'DELETE /x\\x3f'],
      ['PUT http://h.example/p?q HTTP/2', 'PUT http://h.example/p?q HTTP\\x2f2'],
    ] as const)
      expect(at(plain)).toEqual(at(escaped));
    expect(at('GET /a?b=1 HTTP/1.1')).toEqual(['GET', '/a', 'b=1']);
    expect(at('get /a#frag HTTP/1.0')).toEqual(['GET', '/a', '']);
    expect(at('DELETE /x?')).toEqual(['DELETE', '/x', '']);
  });

  it.each([
    ['', 'it does not start with a client address'],
    ['not an access log line', 'it does not start with a client address'],
    ['203.0.113.7 - - 10/Oct/2026 "GET / HTTP/1.1" 200 1', 'it has no [time] field'],
    ['203.0.113.7 - - [10/Oct/2026:13:55:36 +0000 "GET / HTTP/1.1" 200 1', 'its [time] field is not closed'],
    ['203.0.113.7 - - [31/Foo/2026:13:55:36 +0000] "GET / HTTP/1.1" 200 1', 'is not dd/Mon/yyyy:HH:MM:SS +zone'],
    [
      '203.0.113.7 - - [10/Oct/2026:13:55:36 +0000] "GET / HTTP/1.1 200 1',
      'its "request" field is missing or not closed',
    ],
    ['203.0.113.7 - - [10/Oct/2026:13:55:36 +0000] "\\x16\\x03\\x01" 400 157 "-" "-"', 'is not METHOD TARGET PROTOCOL'],
    ['203.0.113.7 - - [10/Oct/2026:13:55:36 +0000] "GET / HTTP/1.1" 2000 1', 'is not an HTTP status'],
    // Three characters that are not three digits were once read as a status of NaN.
    ['203.0.113.7 - - [10/Oct/2026:13:55:36 +0000] "GET / HTTP/1.1" 2x0 1', 'its status "2x0" is not an HTTP status'],
    ['203.0.113.7 - - [10/Oct/2026:13:55:36 +0000] "GET / HTTP/1.1" 1:0 1', 'its status "1:0" is not an HTTP status'],
    ['203.0.113.7 - - [10/Oct/2026:13:55:36 +0000] "GET /a b HTTP/1.1" 200 1', 'is not METHOD TARGET PROTOCOL'],
    ['203.0.113.7 - - [10/Oct/2026:13:55:36 +0000] " /a HTTP/1.1" 200 1', 'its request " /a HTTP/1.1" is not'],
    ['203.0.113.7 - - [10/Oct/2026:13:55:36 +0000] "GET / HTTP/1.1" 200 1 "-" "unterminated', 'user agent'],
  ])('refuses %j saying why', (line, reason) => {
    const result = parseCombinedLine(line, HOST);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(badLineReasonText(result.reason, EN)).toContain(reason);
  });

  it('names no control character in a reason, so a line of binary junk is reported on one line', () => {
    const result = parseCombinedLine('203.0.113.7 - - [10/Oct/2026:13:55:36 +0000] "\x16\x03\x01\x00 x" 400 1', HOST);
    expect(result.ok).toBe(false);
    // eslint-disable-next-line no-control-regex -- the very characters that must not appear
    if (!result.ok) expect(badLineReasonText(result.reason, EN)).not.toMatch(/[\u0000-\u001f]/);
  });

  it('reads hostile lines in one pass: long runs of quotes, escapes, brackets and spaces answer, right or refused', () => {
    const long = 60_000;
    const hostile = [
      `203.0.113.7 - - [10/Oct/2026:13:55:36 +0000] "GET / HTTP/1.1" 200 1 ${'"" '.repeat(long / 3)}`,
      `203.0.113.7 - - [10/Oct/2026:13:55:36 +0000] "GET / HTTP/1.1" 200 1 "-" "${'\\'.repeat(long)}`,
      `203.0.113.7 - ${'['.repeat(long)}`,
      `203.0.113.7 ${' '.repeat(long)}x`,
      `203.0.113.7 - - [10/Oct/2026:13:55:36 +0000] "${'GET '.repeat(long / 4)}"`,
      '\u0000\uffff'.repeat(long / 2),
    ];
    for (const line of hostile) expect(typeof parseCombinedLine(line, HOST).ok).toBe('boolean');
    expect(parseCombinedLine(hostile[0]!, HOST).ok).toBe(true);
  });

  it('never throws, whatever the line', { timeout: 30_000 }, () => {
    fc.assert(
      fc.property(anyText(300), (line) => {
        expect(typeof parseCombinedLine(line, HOST).ok).toBe('boolean');
      }),
      { numRuns: 200 },
    );
    fc.assert(
      fc.property(fc.string({ maxLength: 40 }), fc.string({ maxLength: 40 }), (ua, referer) => {
        const line = `192.0.2.1 - - [10/Oct/2026:13:55:36 +0000] "GET /a HTTP/1.1" 200 1 "${escape(referer)}" "${escape(ua)}"`;
        const r = record(parseCombinedLine(line, HOST));
        expect(r.userAgent).toBe(ua === '-' ? '' : ua);
      }),
      { numRuns: 200 },
    );
  });
});

describe('quickCombinedLine', () => {
  const TIME = '[10/Oct/2026:13:55:36 +0000]';

  it('reads the usual lines itself (combined, with a request time), as the general scanner does', () => {
    for (const line of [
      COMBINED,
      `${COMBINED} 0.012`,
      `10.0.0.1 - - ${TIME} "GET /feed.json?page=2 HTTP/2.0" 200 7 "-" "-"`,
    ]) {
      const quick = quickCombinedLine(line, HOST);
      expect(quick).toBeDefined();
      expect(quick).toEqual(scanCombinedLine(line, HOST));
    }
  });

  it.each([
    ['a forwarded-for list', `${COMBINED} "192.0.2.44, 10.0.0.2"`],
    ['an escape', `${COMBINED.slice(0, -1)}\\"x"`],
    ['the common format', `198.51.100.4 - - ${TIME} "GET / HTTP/1.0" 200 512`],
    ['a virtual host', `shop.example:443 ${COMBINED}`],
    ['an IPv6 client', `2001:db8::1 - - ${TIME} "GET / HTTP/1.1" 200 1 "-" "-"`],
    ['a tab between fields', `192.0.2.1 - - ${TIME} "GET / HTTP/1.1" 200\t1 "-" "-"`],
    ['a bad status', `192.0.2.1 - - ${TIME} "GET / HTTP/1.1" 2x0 1 "-" "-"`],
  ])('leaves a line with %s to the general scanner', (_what, line) => {
    expect(quickCombinedLine(line, HOST)).toBeUndefined();
    expect(parseCombinedLine(line, HOST)).toEqual(scanCombinedLine(line, HOST));
  });

  it('answers as the general scanner whenever it answers, for lines near the usual shape and any text', () => {
    // Pieces of the usual line, each of which may be swapped for something else: the quick path must either give up
    // or read exactly what the scanner reads.
    const piece = (usual: string[], other: fc.Arbitrary<string>) =>
      fc.oneof({ weight: 4, arbitrary: fc.constantFrom(...usual) }, { weight: 1, arbitrary: other });
    const odd = fc.oneof(anyText(12), fc.constantFrom(' ', '\t', '"', '\\', '[', ']', '-', '  ', '#', '?', ''));
    const lineArb = fc
      .tuple(
        piece(
          ['192.0.2.1', '10.0.0.255', '203.0.113.7'],
          fc.constantFrom('01.2.3.4', '1.2.3', '256.1.1.1', '1.2.3.4.5'),
        ),
        piece([' - - ', ' - alice ', ' - a b '], odd),
        piece(
          [TIME, '[10/Oct/2026:13:55:37 -0700]'],
          fc.constantFrom('[10/Oct/2026:13:55:36 +0000', '[xx]', TIME.slice(1)),
        ),
        piece([' "'], odd),
        piece(
          ['GET /a?b=1 HTTP/1.1', 'POST /login HTTP/1.1', 'get /x#y HTTP/1.0', 'PUT http://h.example/p?q HTTP/2'],
          odd,
        ),
        piece(['" 200 ', '" 404 ', '" 2x0 ', '"  200 '], odd),
        piece(['512', '-', '0'], odd),
        piece([' "-" "', ' "https://r.example/" "', ' "-"  "'], odd),
        piece(['curl/8.5.0', '-', 'Mozilla/5.0 (X11)'], odd),
        piece(['"', '" 0.012', '" 1.2.3', '" "192.0.2.44"', '" ', '" 0.5 0.6'], odd),
      )
      .map((parts) => parts.join(''));
    fc.assert(
      fc.property(lineArb, (line) => {
        const quick = quickCombinedLine(line, HOST);
        if (quick !== undefined) expect(quick).toEqual(scanCombinedLine(line, HOST));
        expect(parseCombinedLine(line, HOST)).toEqual(scanCombinedLine(line, HOST));
      }),
      { numRuns: 3000 },
    );
  });
});

/** nginx's escaping of a header value: quotes and backslashes. */
function escape(text: string): string {
  return text.replaceAll('\\', '\\\\').replaceAll('"', '\\"');
}
