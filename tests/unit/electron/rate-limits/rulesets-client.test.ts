// The client against a scripted server on 127.0.0.1: what it sends, and how each kind of failure reaches the user.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { RulesetsApiError } from '../../../../electron/rate-limits/api-error';
import { checkApiBaseUrl, RulesetsClient } from '../../../../electron/rate-limits/rulesets-client';
import { DeskError } from '../../../../electron/ipc/desk-error';
import { templateById } from '../../../../shared/rate-limits/templates';

interface Seen {
  method: string;
  url: string;
  authorization: string | undefined;
  body: unknown;
}
type Script = (request: Seen) => { status: number; body: unknown; raw?: boolean };

let server: Server;
let baseUrl: string;
let script: Script;
let seen: Seen[] = [];

const TOKEN = 'cdemuWafWriteToken0000000000000000000001';
const ZONE = '0b3a7c1d9e2f4a5b8c6d0e1f2a3b4c5d';
const RULESET = 'aaaabbbbccccddddeeeeffff00001111';

const fail = (status: number, errors: unknown[]) => ({
  status,
  body: { result: null, success: false, errors, messages: [] },
});
const ok = (result: unknown, extra: Record<string, unknown> = {}) => ({
  status: 200,
  body: { result, success: true, errors: [], messages: [], ...extra },
});

const ruleset = {
  id: RULESET,
  name: 'default',
  kind: 'zone',
  phase: 'http_ratelimit',
  version: '2',
  last_updated: '2025-01-01T00:00:00Z',
  rules: [
    {
      id: 'r1r1r1r1r1r1r1r1r1r1r1r1r1r1r1r1',
      version: '1',
      ref: 'r1',
      action: 'block',
      expression: 'http.request.uri.path eq "/login"',
      description: 'Login',
      enabled: true,
      last_updated: '2025-01-01T00:00:00Z',
      ratelimit: { characteristics: ['cf.colo.id', 'ip.src'], period: 60, requests_per_period: 5 },
    },
  ],
};

async function body(request: IncomingMessage): Promise<unknown> {
  let text = '';
  for await (const chunk of request) text += String(chunk);
  return text === '' ? undefined : JSON.parse(text);
}

beforeAll(async () => {
  // The handler's promise is ours to keep: a failure in it fails the test through the unanswered request.
  server = createServer((request, response) => void answerWith(request, response));
  async function answerWith(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const entry: Seen = {
      method: request.method ?? '',
      url: request.url ?? '',
      authorization: request.headers.authorization,
      body: await body(request),
    };
    seen.push(entry);
    const answer = script(entry);
    response.writeHead(answer.status, { 'content-type': answer.raw ? 'text/html' : 'application/json' });
    response.end(answer.raw ? String(answer.body) : JSON.stringify(answer.body));
  }
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/client/v4`;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

beforeEach(() => {
  seen = [];
});

const client = () => new RulesetsClient(baseUrl, TOKEN, { timeoutMs: 5000 });

async function failure(promise: Promise<unknown>): Promise<RulesetsApiError> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(RulesetsApiError);
  expect(error).toBeInstanceOf(DeskError);
  return error as RulesetsApiError;
}

describe('requests', () => {
  it('sends the token as a Bearer header and reads the verify result', async () => {
    script = () => ok({ id: 'tok', status: 'active' });
    expect(await client().verifyToken()).toMatchObject({ id: 'tok', status: 'active' });
    expect(seen[0]).toMatchObject({
      method: 'GET',
      url: '/client/v4/user/tokens/verify',
      authorization: `Bearer ${TOKEN}`,
    });
  });

  it('follows zone pages until the last one', async () => {
    const zones = Array.from({ length: 60 }, (_, i) => ({
      id: `z${i}`,
      name: `zone-${i}.example`,
      plan: { name: 'Pro Website' },
    }));
    script = (request) => {
      const page = Number(new URL(request.url, 'http://x').searchParams.get('page'));
      const perPage = Number(new URL(request.url, 'http://x').searchParams.get('per_page'));
      return ok(zones.slice((page - 1) * perPage, page * perPage), {
        result_info: { page, per_page: perPage, total_pages: 2 },
      });
    };
    const all = await client().listZones();
    expect(all).toHaveLength(60);
    expect(seen.map((s) => new URL(s.url, 'http://x').searchParams.get('page'))).toEqual(['1', '2']);
  });

  it('answers "none" for a missing entry point (404, code 10003)', async () => {
    script = () =>
      fail(404, [{ code: 10003, message: 'could not find entrypoint ruleset in the http_ratelimit phase' }]);
    expect(await client().getRateLimitEntrypoint(ZONE)).toBe('none');
    expect(seen[0]?.url).toBe(`/client/v4/zones/${ZONE}/rulesets/phases/http_ratelimit/entrypoint`);
  });

  it('does not take a 404 of another kind (unknown zone) for a missing entry point', async () => {
    script = () =>
      fail(404, [{ code: 7003, message: 'Could not route to /zones/x, perhaps your object identifier is invalid?' }]);
    const error = await failure(client().getRateLimitEntrypoint(ZONE));
    expect(error.code).toBe('not-found');
    expect(error.message).toContain('Could not route');
  });

  it('creates the entry point ruleset with the rule, and moves a rule with a body of only its position', async () => {
    const rule = templateById('login-per-ip')!.rule;
    script = () => ok(ruleset);
    await client().createRateLimitRuleset(ZONE, [rule]);
    expect(seen[0]).toMatchObject({ method: 'POST', url: `/client/v4/zones/${ZONE}/rulesets` });
    expect(seen[0]?.body).toMatchObject({ kind: 'zone', phase: 'http_ratelimit', rules: [rule] });
    const moved = await client().moveRule(ZONE, RULESET, ruleset.rules[0]!.id, { before: '' });
    expect(seen[1]).toMatchObject({ method: 'PATCH', body: { position: { before: '' } } });
    expect(moved.rules[0]?.ratelimit.requests_per_period).toBe(5);
  });
});

describe('error mapping', () => {
  it('keeps the service message of a refused expression, caret included, as a "rejected" DeskError', async () => {
    const message = `'http.host eq' is not a valid value for expression because Filter parsing error (1:13):\nhttp.host eq\n            ^ expected a value\n`;
    script = () => fail(400, [{ code: 20125, message, source: { pointer: '/expression' } }]);
    const error = await failure(client().addRule(ZONE, RULESET, templateById('login-per-ip')!.rule));
    expect(error.code).toBe('rejected');
    expect(error.status).toBe(400);
    expect(error.message).toContain('Filter parsing error (1:13)');
    expect(error.message).toContain('            ^ expected a value');
    expect(error.message).toContain('(at /expression) [code 20125]');
    expect(error.toShape().details).toMatchObject({ status: 400, errors: [{ code: 20125, pointer: '/expression' }] });
  });

  it('joins every problem the service lists', async () => {
    script = () =>
      fail(400, [
        { code: 20120, message: "'30' is not a valid value for period", source: { pointer: '/ratelimit/period' } },
        {
          code: 20120,
          message: 'characteristics must include cf.colo.id',
          source: { pointer: '/ratelimit/characteristics' },
        },
      ]);
    const error = await failure(client().addRule(ZONE, RULESET, templateById('login-per-ip')!.rule));
    expect(error.message.split('\n')).toHaveLength(3);
    expect(error.errors).toHaveLength(2);
  });

  it('an unknown token is token-rejected, a missing permission is permission-denied with advice', async () => {
    script = () => fail(401, [{ code: 1000, message: 'Invalid API Token' }]);
    const rejected = await failure(client().verifyToken());
    expect(rejected.code).toBe('token-rejected');
    expect(rejected.message).toContain('Invalid API Token');
    script = () => fail(403, [{ code: 10000, message: 'Authentication error' }]);
    const denied = await failure(client().getRuleset(ZONE, RULESET));
    expect(denied.code).toBe('permission-denied');
    expect(denied.message).toContain('Zone WAF Write');
  });

  it('5xx and 429 ask to retry later', async () => {
    script = () => fail(503, [{ code: 10002, message: 'down' }]);
    expect((await failure(client().listZones())).code).toBe('service-unavailable');
    script = () => fail(429, [{ code: 971, message: 'slow down' }]);
    expect((await failure(client().listZones())).code).toBe('rate-limited');
  });

  it('an answer that is not a v4 envelope is a bad response, not a crash', async () => {
    script = () => ({ status: 200, body: '<html>captive portal</html>', raw: true });
    expect((await failure(client().listZones())).code).toBe('bad-response');
    script = () => ok({ unexpected: true });
    expect((await failure(client().getRuleset(ZONE, RULESET))).code).toBe('bad-response');
  });

  it('a server that cannot be reached is "unreachable", and the message never holds the token', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise<void>((resolve) => closed.close(() => resolve()));
    const error = await failure(new RulesetsClient(`http://127.0.0.1:${port}/client/v4`, TOKEN).verifyToken());
    expect(error.code).toBe('unreachable');
    expect(error.message).toContain('ECONNREFUSED');
    expect(JSON.stringify(error.toShape())).not.toContain(TOKEN);
  });

  it('refuses to send a token over plain http to another machine', () => {
    expect(() => checkApiBaseUrl('http://api.example.com/client/v4')).toThrow(/https/);
    expect(() => checkApiBaseUrl('not a url')).toThrow(/not a valid URL/);
    expect(checkApiBaseUrl('http://127.0.0.1:4000/client/v4').port).toBe('4000');
    expect(checkApiBaseUrl('https://api.cloudflare.com/client/v4').hostname).toBe('api.cloudflare.com');
  });
});
