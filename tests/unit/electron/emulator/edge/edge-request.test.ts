import { describe, expect, it } from 'vitest';
import { scoreOf } from '../../../../../shared/rate-limits/edge-engine';
import { buildRuleRequest, clientAddress, hostWithoutPort } from '../../../../../electron/emulator/edge/request-model';
import { isCacheHit, originRespond } from '../../../../../electron/emulator/edge/stand-in-origin';

describe('edge request model', () => {
  it('strips the port from the Host header and lowercases it', () => {
    expect(hostWithoutPort('Creator-Shop.example:8123')).toBe('creator-shop.example');
    expect(hostWithoutPort('creator-shop.example')).toBe('creator-shop.example');
    expect(hostWithoutPort('[::1]:80')).toBe('::1');
    expect(hostWithoutPort(undefined)).toBe('');
  });

  it('lets only a loopback peer name its client in X-Forwarded-For', () => {
    expect(clientAddress('127.0.0.1', '203.0.113.7, 10.0.0.1')).toBe('203.0.113.7');
    expect(clientAddress('::ffff:127.0.0.1', '2001:db8::1')).toBe('2001:db8::1');
    expect(clientAddress('::1', undefined)).toBe('::1');
    expect(clientAddress('198.51.100.2', '203.0.113.7')).toBe('198.51.100.2');
    expect(clientAddress('::ffff:198.51.100.2', undefined)).toBe('198.51.100.2');
    expect(clientAddress('127.0.0.1', 'not-an-ip')).toBe('127.0.0.1');
  });

  it('builds the rules request from method, target and headers', () => {
    const request = buildRuleRequest({
      method: 'post',
      url: '/login?next=%2Fhome',
      headers: { host: 'creator-shop.example:9999', cookie: 'session=abc', 'x-forwarded-for': '203.0.113.9' },
      peerAddress: '127.0.0.1',
    });
    expect(request).toMatchObject({
      method: 'POST',
      scheme: 'http',
      host: 'creator-shop.example',
      path: '/login',
      query: 'next=%2Fhome',
      sourceIp: '203.0.113.9',
    });
  });
});

describe('stand-in origin', () => {
  const base = { method: 'GET', host: 'creator-shop.example', sourceIp: '192.0.2.1' };

  it('treats static assets and x-emulator-cache: hit as cache hits', () => {
    expect(isCacheHit({ ...base, path: '/assets/app.js' })).toBe(true);
    expect(isCacheHit({ ...base, path: '/api/items' })).toBe(false);
    expect(isCacheHit({ ...base, path: '/api/items', headers: { 'x-emulator-cache': 'hit' } })).toBe(true);
    expect(isCacheHit({ ...base, path: '/logo.png', headers: { 'x-emulator-cache': 'miss' } })).toBe(false);
  });

  it('answers the requested status and score', () => {
    const answer = originRespond(
      { ...base, path: '/x', headers: { 'x-emulator-origin-status': '401', 'x-emulator-origin-score': '7' } },
      ['X-Score'],
    );
    expect(answer.status).toBe(401);
    expect(answer.headers['x-score']).toBe('7');
    expect(JSON.parse(answer.body)).toMatchObject({ host: 'creator-shop.example', path: '/x', cached: false });
    expect(originRespond({ ...base, path: '/x', headers: { 'x-emulator-origin-status': 'abc' } }, []).status).toBe(400);
  });

  it('reads scores as non-negative integers only', () => {
    expect(scoreOf('12')).toBe(12);
    expect(scoreOf(' 3 ')).toBe(3);
    expect(scoreOf('-1')).toBe(0);
    expect(scoreOf('1.5')).toBe(0);
    expect(scoreOf(undefined)).toBe(0);
  });
});
