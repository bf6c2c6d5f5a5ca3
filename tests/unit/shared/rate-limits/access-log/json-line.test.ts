import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { anyText } from './any-text';
import { parseJsonLine } from '../../../../../shared/rate-limits/access-log/json-line';
import { intlFor } from '../../../../../shared/i18n/catalogue';
import { badLineReasonText } from '../../../../../shared/rate-limits/replay-messages';

const EN = intlFor('en');

const HOST = 'creator-blog.example';
const BASE = {
  ClientIP: '203.0.113.7',
  ClientRequestHost: 'Creator-Blog.example',
  ClientRequestMethod: 'post',
  ClientRequestURI: '/wp-login.php?x=1',
  ClientRequestUserAgent: 'curl/8.5.0',
  ClientCountry: 'de',
  ClientASN: 64496,
  EdgeResponseStatus: 429,
  OriginResponseStatus: 200,
  CacheCacheStatus: 'dynamic',
  EdgeStartTimestamp: '2026-11-24T09:00:01.250Z',
};

describe('parseJsonLine', () => {
  it('reads the provider HTTP request fields', () => {
    const result = parseJsonLine(JSON.stringify(BASE), HOST);
    if (!result.ok) throw new Error(badLineReasonText(result.reason, EN));
    expect(result.record).toMatchObject({
      at: Date.UTC(2026, 10, 24, 9, 0, 1, 250),
      status: 200,
      cached: false,
      userAgent: 'curl/8.5.0',
      request: {
        method: 'POST',
        host: 'creator-blog.example',
        path: '/wp-login.php',
        query: 'x=1',
        sourceIp: '203.0.113.7',
        country: 'DE',
        asnum: 64496,
      },
    });
  });

  it('reads Unix seconds, milliseconds and nanoseconds, and RFC 3339 with an offset', () => {
    const at = Date.UTC(2026, 10, 24, 9, 0, 1);
    for (const stamp of [at / 1000, at, at * 1e6, String(at / 1000), '2026-11-24T10:00:01+01:00']) {
      const result = parseJsonLine(JSON.stringify({ ...BASE, EdgeStartTimestamp: stamp }), HOST);
      expect(result.ok && result.record.at).toBe(at);
    }
  });

  it('takes a cache hit from CacheCacheStatus and the zone name when the host is missing', () => {
    const { ClientRequestHost: _, ...noHost } = BASE;
    const result = parseJsonLine(JSON.stringify({ ...noHost, CacheCacheStatus: 'hit' }), HOST);
    expect(result.ok && result.record.cached).toBe(true);
    expect(result.ok && result.record.request.host).toBe(HOST);
  });

  it.each([
    ['{"ClientIP":', 'not valid JSON'],
    ['[1,2]', 'not a JSON object'],
    ['null', 'not a JSON object'],
    [JSON.stringify({ ...BASE, ClientIP: undefined }), 'no ClientIP'],
    [JSON.stringify({ ...BASE, EdgeStartTimestamp: 'yesterday' }), 'EdgeStartTimestamp'],
    [JSON.stringify({ ...BASE, ClientRequestURI: undefined }), 'no ClientRequestURI'],
  ])('refuses %j saying why', (line, reason) => {
    const result = parseJsonLine(line, HOST);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(badLineReasonText(result.reason, EN)).toContain(reason);
  });

  it('never throws on any JSON value or text', { timeout: 30_000 }, () => {
    fc.assert(
      fc.property(fc.oneof(fc.json(), anyText(200)), (line) => {
        expect(typeof parseJsonLine(line, HOST).ok).toBe('boolean');
      }),
      { numRuns: 200 },
    );
  });
});
