import { describe, expect, it } from 'vitest';
import type { RateLimitRule } from '../../../../shared/rate-limits/rule-model';
import { simulate, type SimulationOutcome } from '../../../../shared/rate-limits/simulator';
import { templateById } from '../../../../shared/rate-limits/templates';
import { clientIp, trafficProblems, trafficRequests, type TrafficSpec } from '../../../../shared/rate-limits/traffic';
import { watchEventLoop } from '../../../support/event-loop-watch';
import { intlFor } from '../../../../shared/i18n/catalogue';

const EN = intlFor('en');

const login = templateById('login-per-ip')!.rule;
const loginTraffic: TrafficSpec = {
  requestsPerSecond: 10,
  durationSeconds: 3,
  clientIps: 1,
  method: 'POST',
  path: '/login',
};

function ok(outcome: SimulationOutcome) {
  if (!outcome.ok) throw new Error(outcome.problems.join('\n'));
  return outcome;
}

describe('simulate', () => {
  it('10 rps from one IP against 5/60 s with a 600 s block: the first 5 pass, every later one is blocked', () => {
    const { buckets, totals } = ok(simulate(login, loginTraffic, EN));
    expect(buckets.map((b) => b.blocked)).toEqual([5, 10, 10]);
    expect(totals).toMatchObject({
      requests: 30,
      matched: 30,
      counted: 5,
      blocked: 25,
      counters: 1,
      countersActedOn: 1,
    });
    // The sixth request of the first second, 500 ms in.
    expect(totals.firstActionAt).toBe(500);
  });

  it('10 IPs at 1 rps each stay under 5 per minute: nothing is blocked', () => {
    const { totals } = ok(simulate(login, { ...loginTraffic, clientIps: 10, durationSeconds: 5 }, EN));
    expect(totals).toMatchObject({
      requests: 50,
      matched: 50,
      counted: 50,
      blocked: 0,
      counters: 10,
      countersActedOn: 0,
    });
    expect(totals.firstActionAt).toBeNull();
  });

  it('the same IPs over a minute do exceed it, each on its sixth request', () => {
    const { totals } = ok(simulate(login, { ...loginTraffic, clientIps: 10, durationSeconds: 8 }, EN));
    expect(totals.counted).toBe(50);
    expect(totals.blocked).toBe(30);
    expect(totals.countersActedOn).toBe(10);
  });

  it('requests the expression does not match are neither counted nor blocked', () => {
    const { totals } = ok(simulate(login, { ...loginTraffic, method: 'GET' }, EN));
    expect(totals).toMatchObject({ requests: 30, matched: 0, counted: 0, blocked: 0 });
  });

  it('without a mitigation timeout it throttles: requests pass again as the window slides', () => {
    const throttle: RateLimitRule = {
      ...login,
      ratelimit: { ...login.ratelimit, period: 10, mitigation_timeout: undefined },
    };
    const { buckets, totals } = ok(
      simulate(throttle, { ...loginTraffic, requestsPerSecond: 1, durationSeconds: 40 }, EN),
    );
    expect(totals.blocked).toBeGreaterThan(0);
    expect(totals.counted).toBeGreaterThan(5);
    // After the first window some requests pass again.
    expect(buckets.slice(10).some((b) => b.blocked === 0)).toBe(true);
  });

  it('counts per API key: 2 keys at 50 rps each exceed 100 per minute, 10 keys do not', () => {
    const api = templateById('api-per-key')!.rule;
    const traffic: TrafficSpec = {
      requestsPerSecond: 100,
      durationSeconds: 3,
      clientIps: 1,
      method: 'GET',
      path: '/api/items?page=2',
      headers: [{ name: 'x-api-key', distinctValues: 2 }],
    };
    const two = ok(simulate(api, traffic, EN)).totals;
    expect(two).toMatchObject({ requests: 300, counted: 200, blocked: 100, counters: 2, countersActedOn: 2 });
    const ten = ok(simulate(api, { ...traffic, headers: [{ name: 'x-api-key', distinctValues: 10 }] }, EN)).totals;
    expect(ten).toMatchObject({ blocked: 0, counters: 10 });
  });

  it('a counting expression on the response code counts only those answers, and acts one request later', () => {
    const shop = templateById('shop-scrapers')!.rule;
    const traffic: TrafficSpec = {
      requestsPerSecond: 5,
      durationSeconds: 10,
      clientIps: 1,
      method: 'GET',
      path: '/shop/item-1',
    };
    expect(ok(simulate(shop, { ...traffic, responseCode: 200 }, EN)).totals).toMatchObject({
      matched: 50,
      counted: 0,
      blocked: 0,
    });
    const notFound = ok(simulate(shop, { ...traffic, responseCode: 404 }, EN)).totals;
    // 21 counted answers take the count above 20; the 22nd request is the first acted on.
    expect(notFound).toMatchObject({ matched: 50, counted: 21, blocked: 29 });
  });

  it('a log-only rule logs the excess and blocks nothing', () => {
    const log: RateLimitRule = { ...login, action: 'log' };
    const { totals } = ok(simulate(log, loginTraffic, EN));
    expect(totals.blocked).toBe(0);
    expect(totals.logged).toBe(25);
  });

  it('a score rule adds the response score', () => {
    const scored: RateLimitRule = {
      ...login,
      ratelimit: {
        characteristics: ['cf.colo.id', 'ip.src'],
        period: 60,
        score_per_period: 20,
        score_response_header_name: 'x-score',
        mitigation_timeout: 600,
      },
    };
    const { totals } = ok(simulate(scored, { ...loginTraffic, responseScore: 5 }, EN));
    // Counted after the origin: 5 answers make 25 > 20, so the sixth request is the first blocked.
    expect(totals.counted).toBe(5);
    expect(totals.blocked).toBe(25);
  });

  it('is deterministic', () => {
    expect(simulate(login, { ...loginTraffic, clientIps: 3 }, EN)).toEqual(
      simulate(login, { ...loginTraffic, clientIps: 3 }, EN),
    );
  });

  it('refuses traffic it cannot simulate and expressions that do not parse, with reasons', () => {
    const bad = simulate(login, { ...loginTraffic, requestsPerSecond: 0, path: 'login' }, EN);
    expect(bad.ok).toBe(false);
    expect(!bad.ok && bad.problems).toHaveLength(2);
    const unparsable = simulate({ ...login, expression: 'http.host eq' }, loginTraffic, EN);
    expect(!unparsable.ok && unparsable.problems.join()).toMatch(/rule expression does not parse/);
  });
});

describe('traffic', () => {
  it('spreads requests evenly over each second and over the clients and header values in turn', () => {
    const requests = [
      ...trafficRequests({
        requestsPerSecond: 4,
        durationSeconds: 2,
        clientIps: 3,
        method: 'GET',
        path: '/a?b=1',
        headers: [{ name: 'X-Key', distinctValues: 2 }],
      }),
    ];
    expect(requests.map((r) => r.at)).toEqual([0, 250, 500, 750, 1000, 1250, 1500, 1750]);
    expect(requests.map((r) => r.client)).toEqual([0, 1, 2, 0, 1, 2, 0, 1]);
    expect(requests[1]!.request.headers!['x-key']).toBe('x-key-2');
    expect(requests[0]!.request).toMatchObject({ path: '/a', query: 'b=1', sourceIp: clientIp(0) });
  });

  it('gives distinct addresses to distinct clients', () => {
    const ips = new Set(Array.from({ length: 70_000 }, (_, i) => clientIp(i)));
    expect(ips.size).toBe(70_000);
  });

  it('caps the total number of requests', () => {
    expect(trafficProblems({ ...loginTraffic, requestsPerSecond: 1000, durationSeconds: 3600 }, EN).join()).toMatch(
      /at most 200000/,
    );
  });
});

describe('simulating a rule with a backtracking-hostile regex', () => {
  it('replays traffic against ^/(a+)+$ with /aaa…a! paths without stalling the event loop', async () => {
    // On RegExp each of these requests took seconds; re2js matches in time linear in the path.
    const rule: RateLimitRule = { ...login, expression: 'http.request.uri.path matches "^/(a+)+$"' };
    const hostile: TrafficSpec = { ...loginTraffic, requestsPerSecond: 20, path: `/${'a'.repeat(31)}!` };
    const { result, maxStallMs } = await watchEventLoop(() => simulate(rule, hostile, EN));
    expect(ok(result).totals).toMatchObject({ requests: 60, matched: 0, blocked: 0 });
    expect(maxStallMs).toBeLessThan(1000);
    // The same rule on the paths it is about does match and block.
    expect(ok(simulate(rule, { ...hostile, path: `/${'a'.repeat(31)}` }, EN)).totals).toMatchObject({
      matched: 60,
      blocked: 55,
    });
  });

  it('reports a regex the engine cannot take as a problem with its line and column', () => {
    const rule: RateLimitRule = { ...login, expression: 'http.request.uri.path matches "(a{1000}){1000}"' };
    const outcome = simulate(rule, loginTraffic, EN);
    expect(outcome.ok).toBe(false);
    if (!outcome.ok)
      expect(outcome.problems.join('\n')).toMatch(/compiled regex exceeds size limit.*\(line 1, column 31\)/);
  });
});
