import { describe, it, expect } from 'vitest';
import {
  compileCounterKey,
  counterKey,
  parseCharacteristic,
  validateCharacteristics,
  type RuleRequest,
} from '../../../../shared/rules';

const req: RuleRequest = {
  method: 'GET',
  host: 'example.com',
  path: '/login',
  query: 'user=ann&x=1',
  headers: { 'x-api-key': 'k1', cookie: 'sid=s1' },
  sourceIp: '192.0.2.1',
  country: 'DE',
  asnum: 64500,
};
const colo = { coloId: 'ams01' };

describe('validation', () => {
  it('accepts the documented shapes', () => {
    expect(
      validateCharacteristics([
        'cf.colo.id',
        'ip.src',
        'http.request.headers["x-api-key"]',
        'http.request.cookies["sid"]',
        'http.request.uri.args["user"]',
        'http.host',
        'http.request.uri.path',
        'ip.src.asnum',
        'ip.src.country',
      ]),
    ).toEqual([]);
    expect(validateCharacteristics(['cf.colo.id', 'cf.unique_visitor_id'])).toEqual([]);
  });

  it('reports what the service refuses', () => {
    expect(validateCharacteristics(['ip.src'])).toEqual(['characteristics must include cf.colo.id']);
    expect(validateCharacteristics(['cf.colo.id', 'ip.src', 'cf.unique_visitor_id'])).toEqual([
      'ip.src and cf.unique_visitor_id cannot be used together',
    ]);
    expect(validateCharacteristics(['cf.colo.id', 'http.request.headers["X-Key"]'])).toEqual([
      `'http.request.headers["X-Key"]': header names in characteristics must be lowercase`,
    ]);
    expect(validateCharacteristics(['cf.colo.id', "http.request.headers['x']", 'http.user_agent'])).toEqual([
      `'http.request.headers['x']' is not a valid characteristic`,
      `'http.user_agent' is not a valid characteristic`,
    ]);
    expect(validateCharacteristics(['cf.colo.id', 'ip.src', 'ip.src'])).toEqual([`'ip.src' is listed twice`]);
  });

  it('parses keyed characteristics', () => {
    expect(parseCharacteristic('http.request.headers["x-api-key"]')).toEqual({
      kind: 'http.request.headers',
      key: 'x-api-key',
    });
    expect(parseCharacteristic('http.request.uri.args["a\\"b"]')).toEqual({
      kind: 'http.request.uri.args',
      key: 'a"b',
    });
    expect(parseCharacteristic('ip.src')).toEqual({ kind: 'ip.src' });
    expect(parseCharacteristic('nope')).toBeNull();
  });
});

describe('counter keys', () => {
  const chars = ['cf.colo.id', 'ip.src', 'http.request.headers["x-api-key"]'];
  const key = compileCounterKey(chars);

  it('equal values give equal keys; any differing value gives another key', () => {
    expect(key(req, colo)).toBe(key({ ...req }, colo));
    expect(key({ ...req, sourceIp: '192.0.2.2' }, colo)).not.toBe(key(req, colo));
    expect(key({ ...req, headers: { 'x-api-key': 'k2' } }, colo)).not.toBe(key(req, colo));
    expect(key(req, { coloId: 'fra02' })).not.toBe(key(req, colo));
    // Not part of the characteristics: no effect.
    expect(key({ ...req, path: '/other' }, colo)).toBe(key(req, colo));
  });

  it('a missing header is a key of its own, distinct from an empty header', () => {
    const missing = key({ ...req, headers: {} }, colo);
    const empty = key({ ...req, headers: { 'x-api-key': '' } }, colo);
    expect(missing).not.toBe(empty);
    expect(missing).toBe(key({ ...req, headers: { other: 'x' } }, colo));
  });

  it('IPv6 sources share a counter per /64', () => {
    const a = key({ ...req, sourceIp: '2001:db8:1:2::1' }, colo);
    expect(key({ ...req, sourceIp: '2001:db8:1:2:ffff:ffff:ffff:ffff' }, colo)).toBe(a);
    expect(key({ ...req, sourceIp: '2001:db8:1:3::1' }, colo)).not.toBe(a);
  });

  it('the order of the characteristics does not matter', () => {
    expect(counterKey([...chars].reverse(), req, colo)).toBe(key(req, colo));
  });

  it('reads cookies, args, host, path, country, asnum and the visitor id', () => {
    const all = compileCounterKey([
      'cf.colo.id',
      'http.request.cookies["sid"]',
      'http.request.uri.args["user"]',
      'http.host',
      'http.request.uri.path',
      'ip.src.country',
      'ip.src.asnum',
      'cf.unique_visitor_id',
    ]);
    const k = all({ ...req, uniqueVisitorId: 'v1' }, colo);
    // In sorted characteristic order: colo, visitor, host, cookie, arg, path, asnum, country.
    expect(JSON.parse(k)).toEqual(['ams01', 'v1', 'example.com', ['s1'], ['ann'], '/login', 64500, 'DE']);
    expect(all({ ...req, uniqueVisitorId: 'v1', query: 'user=bob' }, colo)).not.toBe(k);
    expect(all({ ...req, uniqueVisitorId: 'v1', headers: { cookie: 'sid=s2' } }, colo)).not.toBe(k);
  });

  it('refuses an invalid characteristic when compiling', () => {
    expect(() => compileCounterKey(['cf.colo.id', 'http.user_agent'])).toThrow(/not a valid characteristic/);
  });
});
