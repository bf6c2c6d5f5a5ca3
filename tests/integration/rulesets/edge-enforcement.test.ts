// Requests to a zone's host go through the emulated edge, which enforces the zone's http_ratelimit rules.
// Each test installs its own rules with a PUT of the entry point: new rule ids, so fresh counters.
import type Cloudflare from 'cloudflare';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  RULESETS_TIME,
  startEmulatorHarness,
  zoneId,
  type EdgeAnswer,
  type EmulatorHarness,
} from '../support/emulator-harness';

const IP_A = '203.0.113.10';
const IP_B = '203.0.113.20';

describe('edge enforcement of rate limiting rules', () => {
  let fx: EmulatorHarness;
  let cf: Cloudflare;
  let zone: string;

  beforeAll(async () => {
    fx = await startEmulatorHarness({ time: RULESETS_TIME });
    cf = fx.cloudflare(fx.info.rulesets.tokens.write);
    zone = zoneId(fx);
    const plan = await fx.json('PUT', `/_emulator/v1/rulesets/zones/${zone}/plan`, { plan: 'business' });
    expect(plan.status).toBe(200);
  });
  afterAll(async () => {
    await fx.close();
  });

  // Every test starts on a fresh minute, so window arithmetic does not depend on the tests before it.
  async function install(...rules: any[]): Promise<any> {
    fx.alignTo(3600);
    return cf.rulesets.phases.update('http_ratelimit', { zone_id: zone, rules });
  }

  async function statuses(
    count: number,
    path: string,
    options: Parameters<EmulatorHarness['edge']>[1],
  ): Promise<number[]> {
    const out: number[] = [];
    for (let i = 0; i < count; i++) out.push((await fx.edge(path, options)).status);
    return out;
  }

  it('passes requests to the stand-in origin when no rule acts', async () => {
    await install();
    const answer = await fx.edge('/hello?x=1', { ip: IP_A });
    expect(answer.status).toBe(200);
    expect(answer.headers.server).toBe('cloudflare');
    expect(answer.headers['cf-ray']).toMatch(/^[0-9a-f]{16}-LHR$/);
    expect(JSON.parse(answer.body)).toMatchObject({ host: 'creator-shop.example', path: '/hello', method: 'GET' });
  });

  it('blocks request N+1 from one IP with the custom response, not another IP, until the timeout ends', async () => {
    await install({
      expression: 'http.request.uri.path eq "/login"',
      action: 'block',
      action_parameters: {
        response: { status_code: 429, content: '{"error":"slow down"}', content_type: 'application/json' },
      },
      ratelimit: {
        characteristics: ['cf.colo.id', 'ip.src'],
        period: 10,
        requests_per_period: 3,
        mitigation_timeout: 60,
      },
    });
    expect(await statuses(3, '/login', { ip: IP_A })).toEqual([200, 200, 200]);
    const blocked = await fx.edge('/login', { ip: IP_A });
    expect(blocked.status).toBe(429);
    expect(blocked.headers['content-type']).toBe('application/json');
    expect(blocked.body).toBe('{"error":"slow down"}');
    expect(blocked.headers['retry-after']).toBe('60');
    expect((await fx.edge('/login', { ip: IP_B })).status).toBe(200);
    expect((await fx.edge('/other', { ip: IP_A })).status).toBe(200);

    await fx.advance(30_000);
    // The 10 s window is long gone, but the mitigation lasts 60 s.
    const stillBlocked = await fx.edge('/login', { ip: IP_A });
    expect(stillBlocked.status).toBe(429);
    expect(stillBlocked.headers['retry-after']).toBe('30');

    await fx.advance(31_000);
    expect((await fx.edge('/login', { ip: IP_A })).status).toBe(200);
  });

  it('uses 429 "error code: 1015" when the rule has no custom response', async () => {
    await install({
      expression: 'http.request.uri.path eq "/search"',
      action: 'block',
      ratelimit: {
        characteristics: ['cf.colo.id', 'ip.src'],
        period: 60,
        requests_per_period: 1,
        mitigation_timeout: 10,
      },
    });
    await fx.edge('/search', { ip: IP_A });
    const blocked = await fx.edge('/search', { ip: IP_A });
    expect(blocked.status).toBe(429);
    expect(blocked.body).toBe('error code: 1015');
  });

  it('in throttle mode (timeout 0) blocks only the requests over the rate', async () => {
    await install({
      expression: 'http.request.uri.path eq "/feed"',
      action: 'block',
      ratelimit: { characteristics: ['cf.colo.id', 'ip.src'], period: 10, requests_per_period: 2 },
    });
    expect(await statuses(4, '/feed', { ip: IP_A })).toEqual([200, 200, 429, 429]);
    // Halfway into the next window the previous window weighs 2 * 0.5 = 1, so one more request fits.
    await fx.advance(15_000);
    expect(await statuses(2, '/feed', { ip: IP_A })).toEqual([200, 429]);
    const log = await fx.json('GET', '/_emulator/v1/edge/log?limit=1');
    expect(log.body.entries[0]).toMatchObject({
      outcome: 'blocked',
      status: 429,
      clientIp: IP_A,
      rule: { reason: 'rate', mitigatedUntil: null },
    });
  });

  it('keeps one counter per header value, and one for requests without the header', async () => {
    await install({
      expression: 'starts_with(http.request.uri.path, "/api/")',
      action: 'block',
      ratelimit: {
        characteristics: ['cf.colo.id', 'http.request.headers["x-api-key"]'],
        period: 60,
        requests_per_period: 2,
        mitigation_timeout: 60,
      },
    });
    const withKey = (key: string) => ({ ip: IP_A, headers: { 'x-api-key': key } });
    expect(await statuses(3, '/api/items', withKey('alpha'))).toEqual([200, 200, 429]);
    expect(await statuses(2, '/api/items', withKey('beta'))).toEqual([200, 200]);
    // A different client IP with the blocked key is still blocked: the key, not the IP, is counted.
    expect((await fx.edge('/api/items', { ip: IP_B, headers: { 'x-api-key': 'alpha' } })).status).toBe(429);
    expect(await statuses(3, '/api/items', { ip: IP_A })).toEqual([200, 200, 429]);
  });

  it('counts only what the counting expression selects, after the origin answered', async () => {
    await install({
      expression: 'http.request.uri.path eq "/login"',
      action: 'block',
      ratelimit: {
        characteristics: ['cf.colo.id', 'ip.src'],
        period: 60,
        requests_per_period: 2,
        mitigation_timeout: 60,
        counting_expression: 'http.request.uri.path eq "/login" and http.response.code eq 401',
      },
    });
    expect(await statuses(5, '/login', { ip: IP_A })).toEqual([200, 200, 200, 200, 200]);
    const failed = { ip: IP_A, headers: { 'x-emulator-origin-status': '401' } };
    // The third failure takes the count over 2 once its 401 is known; the next request is blocked.
    expect(await statuses(3, '/login', failed)).toEqual([401, 401, 401]);
    expect((await fx.edge('/login', { ip: IP_A })).status).toBe(429);
    const log = await fx.json('GET', '/_emulator/v1/edge/log?limit=2');
    expect(log.body.entries[0].counted).toEqual([expect.objectContaining({ weight: 1, overThreshold: true })]);
    expect(log.body.entries[1]).toMatchObject({ outcome: 'blocked', rule: { reason: 'mitigation' } });
    expect((await fx.edge('/login', { ip: IP_B })).status).toBe(200);
  });

  it('with requests_to_origin does not count requests answered by the cache', async () => {
    await install({
      expression: 'http.host eq "creator-shop.example"',
      action: 'block',
      ratelimit: {
        characteristics: ['cf.colo.id', 'ip.src'],
        period: 60,
        requests_per_period: 2,
        requests_to_origin: true,
      },
    });
    expect(await statuses(5, '/static/app.js', { ip: IP_A })).toEqual([200, 200, 200, 200, 200]);
    expect(await statuses(3, '/page', { ip: IP_A, headers: { 'x-emulator-cache': 'hit' } })).toEqual([200, 200, 200]);
    expect(await statuses(3, '/page', { ip: IP_A })).toEqual([200, 200, 429]);
    const hit = await fx.edge('/static/app.js', { ip: IP_A });
    expect(hit.headers['cf-cache-status']).toBe('HIT');
  });

  it('without requests_to_origin counts cached requests too', async () => {
    await install({
      expression: 'http.host eq "creator-shop.example"',
      action: 'block',
      ratelimit: { characteristics: ['cf.colo.id', 'ip.src'], period: 60, requests_per_period: 2 },
    });
    expect(await statuses(3, '/static/app.js', { ip: IP_A })).toEqual([200, 200, 429]);
  });

  it('adds the score the origin reports and blocks once the total is above score_per_period', async () => {
    await install({
      expression: 'starts_with(http.request.uri.path, "/graphql")',
      action: 'block',
      ratelimit: {
        characteristics: ['cf.colo.id', 'ip.src'],
        period: 60,
        score_per_period: 10,
        score_response_header_name: 'x-query-cost',
        mitigation_timeout: 60,
      },
    });
    const scored = (score: string) => ({ ip: IP_A, headers: { 'x-emulator-origin-score': score } });
    const first: EdgeAnswer = await fx.edge('/graphql', scored('4'));
    expect(first.headers['x-query-cost']).toBe('4');
    expect((await fx.edge('/graphql', { ip: IP_A })).status).toBe(200); // no score: adds nothing
    expect(await statuses(2, '/graphql', scored('4'))).toEqual([200, 200]); // 8, then 12 > 10
    expect((await fx.edge('/graphql', scored('1'))).status).toBe(429);
    expect((await fx.edge('/graphql', { ip: IP_B, headers: { 'x-emulator-origin-score': '9' } })).status).toBe(200);
  });

  it('never blocks with action log, but records what it would have done', async () => {
    await fx.json('DELETE', '/_emulator/v1/edge/log');
    await install({
      expression: 'http.request.uri.path eq "/watch"',
      action: 'log',
      ratelimit: { characteristics: ['cf.colo.id', 'ip.src'], period: 60, requests_per_period: 1 },
    });
    expect(await statuses(3, '/watch', { ip: IP_A })).toEqual([200, 200, 200]);
    const log = await fx.json('GET', '/_emulator/v1/edge/log');
    expect(log.body.entries).toHaveLength(3);
    expect(log.body.entries.map((e: any) => e.logged.length)).toEqual([0, 1, 1]);
    expect(log.body.entries[1].logged[0]).toMatchObject({ action: 'log', reason: 'rate', threshold: 1 });
  });

  it('answers challenge actions with a 403 challenge page', async () => {
    await install({
      expression: 'http.request.uri.path eq "/comments"',
      action: 'managed_challenge',
      ratelimit: { characteristics: ['cf.colo.id', 'ip.src'], period: 60, requests_per_period: 1 },
    });
    await fx.edge('/comments', { ip: IP_A });
    const challenged = await fx.edge('/comments', { ip: IP_A });
    expect(challenged.status).toBe(403);
    expect(challenged.headers['cf-mitigated']).toBe('challenge');
    expect(challenged.body).toContain('Just a moment');
  });

  it('skips disabled rules and evaluates the rest in order', async () => {
    await install(
      {
        expression: 'http.request.uri.path eq "/cart"',
        action: 'block',
        enabled: false,
        ratelimit: { characteristics: ['cf.colo.id', 'ip.src'], period: 60, requests_per_period: 1 },
      },
      {
        expression: 'http.request.uri.path eq "/cart"',
        action: 'block',
        action_parameters: { response: { status_code: 420, content: 'second rule', content_type: 'text/plain' } },
        ratelimit: { characteristics: ['cf.colo.id', 'ip.src'], period: 60, requests_per_period: 2 },
      },
    );
    const answers = [];
    for (let i = 0; i < 3; i++) answers.push(await fx.edge('/cart', { ip: IP_A }));
    expect(answers.map((a) => a.status)).toEqual([200, 200, 420]);
    expect(answers[2]?.body).toBe('second rule');
  });

  it('resets counters on request', async () => {
    await install({
      expression: 'http.request.uri.path eq "/reset"',
      action: 'block',
      ratelimit: {
        characteristics: ['cf.colo.id', 'ip.src'],
        period: 60,
        requests_per_period: 1,
        mitigation_timeout: 3600,
      },
    });
    expect(await statuses(2, '/reset', { ip: IP_A })).toEqual([200, 429]);
    expect((await fx.json('POST', '/_emulator/v1/rulesets/counters/reset')).status).toBe(200);
    expect((await fx.edge('/reset', { ip: IP_A })).status).toBe(200);
  });

  it("leaves requests for the emulator's own host to its routes, and a host that is neither to the door guard", async () => {
    const api = await fx.json('GET', '/client/v4/user/tokens/verify', undefined, fx.info.rulesets.tokens.write);
    expect(api.status).toBe(200);
    const ownHost = await fx.edge('/client/v4/user/tokens/verify', { host: 'localhost' });
    expect(ownHost.status).toBe(400); // the API, not the edge: no token given
    expect(JSON.parse(ownHost.body).errors[0].code).toBe(9106);
    // Neither a zone nor the emulator: what a DNS-rebinding page would send, refused before any route.
    const unknownHost = await fx.edge('/client/v4/user/tokens/verify', { host: 'elsewhere.example' });
    expect(unknownHost.status).toBe(403);
    expect(JSON.parse(unknownHost.body).error.message).toContain('foreign Host');
  });
});
