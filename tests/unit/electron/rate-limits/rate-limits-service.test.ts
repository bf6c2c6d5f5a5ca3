// The service's own decisions against a scripted API: where the token is kept, when it is refused, what is never
// sent, and the create flow's branches (404 → create, 200 → add, a lost race → add to the winner's ruleset).
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { SecretVault } from '../../../../electron/auth/secret-vault';
import { DeskError } from '../../../../electron/ipc/desk-error';
import type { EventSink } from '../../../../electron/ipc/handlers';
import { createRateLimitService } from '../../../../electron/rate-limits/rate-limits-service';
import { templateById } from '../../../../shared/rate-limits/templates';

const TOKEN = 'cdemuWafWriteToken0000000000000000000001';
const ZONE = '0b3a7c1d9e2f4a5b8c6d0e1f2a3b4c5d';
const RULESET = 'aaaabbbbccccddddeeeeffff00001111';
const login = templateById('login-per-ip')!.rule;

type Answer = { status: number; body: unknown };
let server: Server;
let baseUrl: string;
let answers: Array<(method: string, url: string, body: unknown) => Answer | undefined>;
let seen: Array<{ method: string; url: string; body: unknown; authorization?: string }>;

const ok = (result: unknown): Answer => ({ status: 200, body: { result, success: true, errors: [], messages: [] } });
const fail = (status: number, code: number, message: string): Answer => ({
  status,
  body: { result: null, success: false, errors: [{ code, message }], messages: [] },
});
const ruleset = (rules: unknown[] = []) => ({
  id: RULESET,
  name: 'default',
  version: '1',
  last_updated: '2025-01-01T00:00:00Z',
  rules,
});
const storedRule = (id: string) => ({
  ...login,
  id,
  ref: `ref-${id}`,
  version: '1',
  enabled: true,
  last_updated: '2025-01-01T00:00:00Z',
});

beforeAll(async () => {
  // The handler's promise is ours to keep: a failure in it fails the test through the unanswered request.
  server = createServer((request, response) => void answerWith(request, response));
  async function answerWith(request: IncomingMessage, response: ServerResponse): Promise<void> {
    let text = '';
    for await (const chunk of request) text += String(chunk);
    const body = text ? JSON.parse(text) : undefined;
    seen.push({ method: request.method!, url: request.url!, body, authorization: request.headers.authorization });
    const answer =
      answers.map((a) => a(request.method!, request.url!, body)).find(Boolean) ?? fail(500, 1, 'unscripted');
    response.writeHead(answer.status, { 'content-type': 'application/json' });
    response.end(JSON.stringify(answer.body));
  }
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/client/v4`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

function memoryVault(): SecretVault & { entries: Map<string, string> } {
  const entries = new Map<string, string>();
  return {
    backend: 'memory',
    entries,
    get: (name) => entries.get(name),
    set: (name, value) => void entries.set(name, value),
    delete: (name) => void entries.delete(name),
  };
}

let vault: ReturnType<typeof memoryVault>;
let emitted: Array<[string, unknown]>;
let apiBase: string;
const events: EventSink = { emit: (name, payload) => void emitted.push([name, payload]) };
const service = () =>
  createRateLimitService({ vault, apiBaseUrl: () => apiBase, events, now: () => Date.UTC(2025, 0, 2) });

const verifyActive = (method: string, url: string) =>
  url.endsWith('/user/tokens/verify') ? ok({ id: 'tok1', status: 'active' }) : undefined;
const zonesList = (method: string, url: string) =>
  url.startsWith('/client/v4/zones?') ? ok([{ id: ZONE, name: 'shop.example' }]) : undefined;
const noEntrypoint = (method: string, url: string) =>
  method === 'GET' && url.endsWith('/entrypoint')
    ? fail(404, 10003, 'could not find entrypoint ruleset in the http_ratelimit phase')
    : undefined;

async function deskError(promise: Promise<unknown>): Promise<DeskError> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(DeskError);
  return error as DeskError;
}

beforeEach(() => {
  vault = memoryVault();
  emitted = [];
  seen = [];
  answers = [];
  apiBase = baseUrl;
});

describe('the API token', () => {
  it('is verified, checked for permission, then kept only in the vault; the screen sees a masked hint', async () => {
    answers = [verifyActive, zonesList, noEntrypoint];
    const status = await service().setToken(TOKEN);
    expect(status).toMatchObject({
      hasToken: true,
      verified: true,
      hint: '••••0001',
      verifiedAt: '2025-01-02T00:00:00.000Z',
    });
    expect(JSON.stringify(status)).not.toContain(TOKEN);
    expect(seen.map((s) => s.authorization)).toEqual([`Bearer ${TOKEN}`, `Bearer ${TOKEN}`, `Bearer ${TOKEN}`]);
    expect([...vault.entries.values()].join()).toContain(TOKEN);
    expect(emitted).toEqual([['rateLimits.tokenChanged', { hasToken: true }]]);
  });

  it('a token the service does not know is refused with its reason and not stored', async () => {
    answers = [() => fail(401, 1000, 'Invalid API Token')];
    const error = await deskError(service().setToken(TOKEN));
    expect(error.code).toBe('token-rejected');
    expect(error.message).toContain('Invalid API Token');
    expect(vault.entries.size).toBe(0);
  });

  it('a disabled token is refused', async () => {
    answers = [() => ok({ id: 'tok1', status: 'disabled' })];
    const error = await deskError(service().setToken(TOKEN));
    expect(error.code).toBe('token-inactive');
    expect(error.message).toContain('disabled');
    expect(vault.entries.size).toBe(0);
  });

  it('an active token without a rulesets permission is refused with what permission to give it', async () => {
    answers = [
      verifyActive,
      zonesList,
      (method, url) => (url.endsWith('/entrypoint') ? fail(403, 10000, 'Authentication error') : undefined),
    ];
    const error = await deskError(service().setToken(TOKEN));
    expect(error.code).toBe('permission-denied');
    expect(error.message).toMatch(/may not read or change rate limiting rules.*Authentication error.*Zone WAF Write/s);
    expect(vault.entries.size).toBe(0);
  });

  it('status re-verifies the stored token and reports a revoked one', async () => {
    answers = [verifyActive, zonesList, noEntrypoint];
    await service().setToken(TOKEN);
    answers = [() => fail(401, 1000, 'Invalid API Token')];
    const status = await service().status();
    expect(status).toMatchObject({ hasToken: true, verified: false, hint: '••••0001' });
    expect(status.problem).toContain('Invalid API Token');
  });

  it('is never sent to another service address than the one that accepted it', async () => {
    answers = [verifyActive, zonesList, noEntrypoint];
    await service().setToken(TOKEN);
    apiBase = baseUrl.replace('127.0.0.1', 'localhost');
    seen = [];
    const status = await service().status();
    expect(status.verified).toBe(false);
    expect(status.problem).toMatch(/was added for .*127\.0\.0\.1/);
    expect((await deskError(service().zones())).code).toBe('token-for-other-service');
    expect(seen).toEqual([]);
  });

  it('calls without a token are refused before any request', async () => {
    expect((await deskError(service().rules(ZONE))).code).toBe('no-token');
    expect(await service().status()).toEqual({ hasToken: false, verified: false, apiBaseUrl: baseUrl });
    expect(seen).toEqual([]);
  });

  it('remove forgets it', async () => {
    answers = [verifyActive, zonesList, noEntrypoint];
    await service().setToken(TOKEN);
    expect(await service().removeToken()).toMatchObject({ hasToken: false });
    expect(vault.entries.size).toBe(0);
    expect(emitted.at(-1)).toEqual(['rateLimits.tokenChanged', { hasToken: false }]);
  });
});

describe('the demo workspace token', () => {
  const DEMO = 'demoWriteToken000000000000000000000000ab';
  let demo: { token: string; apiBaseUrl: string } | undefined;
  const demoService = () =>
    createRateLimitService({
      vault,
      apiBaseUrl: () => apiBase,
      events,
      demoToken: () => demo,
      now: () => Date.UTC(2025, 0, 2),
    });

  beforeEach(() => {
    demo = { token: DEMO, apiBaseUrl: baseUrl };
  });

  it('is in force without anything stored: verified, marked as the demo token, and carried by the calls', async () => {
    answers = [verifyActive, zonesList];
    expect(await demoService().status()).toMatchObject({
      hasToken: true,
      verified: true,
      demo: true,
      hint: '••••00ab',
    });
    expect((await demoService().zones()).map((z) => z.name)).toEqual(['shop.example']);
    expect(seen.map((s) => s.authorization)).toEqual([`Bearer ${DEMO}`, `Bearer ${DEMO}`]);
    expect(vault.entries.size).toBe(0);
  });

  it('gives way to a token the user adds, and is in force again when the user removes theirs', async () => {
    answers = [verifyActive, zonesList, noEntrypoint];
    await demoService().setToken(TOKEN);
    seen = [];
    const own = await demoService().status();
    expect(own.demo).toBeUndefined();
    expect(own.hint).toBe('••••0001');
    await demoService().zones();
    expect(seen.map((s) => s.authorization)).toEqual([`Bearer ${TOKEN}`, `Bearer ${TOKEN}`]);

    const after = await demoService().removeToken();
    expect(after).toMatchObject({ hasToken: true, verified: true, demo: true });
    expect(emitted.at(-1)).toEqual(['rateLimits.tokenChanged', { hasToken: true }]);
  });

  it('goes with the demo workspace: once signed out, there is no token and nothing is sent', async () => {
    demo = undefined;
    expect(await demoService().status()).toEqual({ hasToken: false, verified: false, apiBaseUrl: baseUrl });
    expect((await deskError(demoService().zones())).code).toBe('no-token');
    expect(seen).toEqual([]);
  });

  it('is never sent to another address than its emulator, even when that is the address in force', async () => {
    demo = { token: DEMO, apiBaseUrl: 'http://127.0.0.1:1/client/v4' };
    expect((await demoService().status()).hasToken).toBe(false);
    expect((await deskError(demoService().rules(ZONE))).code).toBe('no-token');
    expect(seen).toEqual([]);
  });

  it('signing out of the demo forgets a token the user added there, and only that one', async () => {
    answers = [verifyActive, zonesList, noEntrypoint];
    await demoService().setToken(TOKEN);
    emitted = [];
    demoService().forgetTokenBoundTo('http://127.0.0.1:1/client/v4');
    expect(vault.entries.size).toBe(1);
    demoService().forgetTokenBoundTo(baseUrl);
    expect(vault.entries.size).toBe(0);
    expect(emitted).toEqual([['rateLimits.tokenChanged', { hasToken: false }]]);
  });

  it('does not let a user token bound elsewhere travel to the demo emulator', async () => {
    answers = [verifyActive, zonesList, noEntrypoint];
    await demoService().setToken(TOKEN);
    // The app now talks to another address (the demo emulator moved, or another service): the demo token serves
    // there if it is bound there, and the user's token stays unsent.
    apiBase = baseUrl.replace('127.0.0.1', 'localhost');
    demo = { token: DEMO, apiBaseUrl: apiBase };
    seen = [];
    answers = [verifyActive, zonesList];
    expect(await demoService().status()).toMatchObject({ demo: true, verified: true });
    await demoService().zones();
    expect(seen.map((s) => s.authorization)).toEqual([`Bearer ${DEMO}`, `Bearer ${DEMO}`]);
  });
});

describe('rules', () => {
  beforeEach(async () => {
    answers = [verifyActive, zonesList, noEntrypoint];
    await service().setToken(TOKEN);
    seen = [];
    emitted = [];
  });

  it('an invalid rule is refused with every problem before anything is sent', async () => {
    const bad = {
      ...login,
      expression: 'http.request.uri.path eq "/login',
      ratelimit: { ...login.ratelimit, period: 30 },
    };
    const error = await deskError(service().createRule(ZONE, bad));
    expect(error.code).toBe('invalid-rule');
    expect(error.message).toMatch(/2 problems/);
    expect(error.message).toMatch(
      /Expression: Filter parsing error \(1:\d+\):\nhttp\.request\.uri\.path eq "\/login\n\s+\^/,
    );
    expect(error.message).toContain('Period: The period must be one of 10, 60, 120, 300, 600, 3600 seconds.');
    expect(seen).toEqual([]);
  });

  it('404 on the entry point: the ruleset is created holding the rule', async () => {
    answers = [
      noEntrypoint,
      (method, url) =>
        method === 'POST' && url.endsWith('/rulesets') ? ok(ruleset([storedRule('a'.repeat(32))])) : undefined,
    ];
    const result = await service().createRule(ZONE, login);
    expect(seen.map((s) => `${s.method} ${s.url.replace(`/client/v4/zones/${ZONE}`, '')}`)).toEqual([
      'GET /rulesets/phases/http_ratelimit/entrypoint',
      'POST /rulesets',
    ]);
    expect(seen[1]?.body).toMatchObject({ kind: 'zone', phase: 'http_ratelimit', rules: [login] });
    expect(result.rules.map((r) => r.description)).toEqual(['Protect the login path per IP']);
    expect(emitted).toEqual([['rateLimits.changed', { zoneId: ZONE, version: '1' }]]);
  });

  it('200 on the entry point: the rule is added to it', async () => {
    answers = [
      (method, url) =>
        method === 'GET' && url.endsWith('/entrypoint') ? ok(ruleset([storedRule('a'.repeat(32))])) : undefined,
      (method, url) =>
        method === 'POST' && url.endsWith(`/rulesets/${RULESET}/rules`)
          ? ok(ruleset([storedRule('a'.repeat(32)), storedRule('b'.repeat(32))]))
          : undefined,
    ];
    const result = await service().createRule(ZONE, login);
    expect(seen.map((s) => s.method)).toEqual(['GET', 'POST']);
    expect(result.rules).toHaveLength(2);
  });

  it('a ruleset created meanwhile by someone else (20217) gets the rule added instead', async () => {
    let created = false;
    answers = [
      (method, url) => {
        if (method !== 'GET' || !url.endsWith('/entrypoint')) return undefined;
        return created ? ok(ruleset([storedRule('c'.repeat(32))])) : fail(404, 10003, 'could not find entrypoint');
      },
      (method, url) => {
        if (method !== 'POST' || !url.endsWith('/rulesets')) return undefined;
        created = true;
        return fail(
          400,
          20217,
          "'zone' is not a valid value for kind because exceeded maximum number of zone rulesets for phase http_ratelimit",
        );
      },
      (method, url) =>
        method === 'POST' && url.endsWith('/rules')
          ? ok(ruleset([storedRule('c'.repeat(32)), storedRule('d'.repeat(32))]))
          : undefined,
    ];
    const result = await service().createRule(ZONE, login);
    expect(seen.map((s) => s.method)).toEqual(['GET', 'POST', 'GET', 'POST']);
    expect(result.rules).toHaveLength(2);
  });

  it('disabling sends the whole rule back with enabled false and its ref', async () => {
    const id = 'a'.repeat(32);
    answers = [
      (method) => (method === 'GET' ? ok(ruleset([storedRule(id)])) : undefined),
      (method) => (method === 'PATCH' ? ok(ruleset([{ ...storedRule(id), enabled: false, version: '2' }])) : undefined),
    ];
    const result = await service().setEnabled(ZONE, RULESET, id, false);
    expect(seen[1]?.body).toMatchObject({
      expression: login.expression,
      ratelimit: login.ratelimit,
      enabled: false,
      ref: `ref-${id}`,
    });
    expect(result.rules[0]?.enabled).toBe(false);
  });

  it('a move to an impossible place is refused without a request to change anything', async () => {
    const ids = ['a'.repeat(32), 'b'.repeat(32)];
    answers = [(method) => (method === 'GET' ? ok(ruleset(ids.map(storedRule))) : undefined)];
    const error = await deskError(service().moveRule(ZONE, RULESET, ids[0]!, { index: 3 }));
    expect(error.code).toBe('invalid-position');
    expect(seen.map((s) => s.method)).toEqual(['GET']);
    // Already in place: nothing to send either.
    await service().moveRule(ZONE, RULESET, ids[0]!, { before: '' });
    expect(seen.map((s) => s.method)).toEqual(['GET', 'GET']);
  });
});

describe('deleting a version', () => {
  const versionList = ok([
    { version: '3', last_updated: '2025-01-03T00:00:00Z' },
    { version: '1', last_updated: '2025-01-01T00:00:00Z' },
  ]);
  const at = (version: string) => (method: string, url: string) =>
    method === 'GET' && url.endsWith(`/rulesets/${RULESET}`) ? ok({ ...ruleset(), version }) : undefined;

  beforeEach(async () => {
    answers = [verifyActive, zonesList, noEntrypoint];
    await service().setToken(TOKEN);
    seen = [];
  });

  it('deletes an earlier version (204, no body) and answers the versions left, newest first', async () => {
    answers = [
      at('3'),
      (method) => (method === 'DELETE' ? { status: 204, body: '' } : undefined),
      (method, url) => (method === 'GET' && url.endsWith('/versions') ? versionList : undefined),
    ];
    const left = await service().deleteVersion(ZONE, RULESET, '2');
    expect(left.map((v) => v.version)).toEqual(['3', '1']);
    expect(seen.map((s) => `${s.method} ${s.url}`)).toEqual([
      `GET /client/v4/zones/${ZONE}/rulesets/${RULESET}`,
      `DELETE /client/v4/zones/${ZONE}/rulesets/${RULESET}/versions/2`,
      `GET /client/v4/zones/${ZONE}/rulesets/${RULESET}/versions`,
    ]);
  });

  it('refuses the live version in creator words without asking the service to delete it', async () => {
    answers = [at('3')];
    const error = await deskError(service().deleteVersion(ZONE, RULESET, '3'));
    expect(error.code).toBe('in-use');
    expect(error.message).toMatch(/^Version 3 holds the rules live now, so it cannot be deleted\./);
    expect(error.message).not.toMatch(/not a valid value/);
    expect(seen.map((s) => s.method)).toEqual(['GET']);
  });

  it('a change made elsewhere that made the version live is said the same way, not as the raw refusal', async () => {
    let reads = 0;
    answers = [
      (method, url) =>
        method === 'GET' && url.endsWith(`/rulesets/${RULESET}`)
          ? ok({ ...ruleset(), version: ++reads === 1 ? '3' : '4' })
          : undefined,
      (method) =>
        method === 'DELETE'
          ? fail(400, 20021, "'4' is not a valid value for version because it is the current version of the ruleset")
          : undefined,
    ];
    const error = await deskError(service().deleteVersion(ZONE, RULESET, '4'));
    expect(error.code).toBe('in-use');
    expect(error.message).toMatch(/^Version 4 holds the rules live now/);
  });
});
