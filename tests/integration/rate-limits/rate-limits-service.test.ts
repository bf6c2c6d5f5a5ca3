// The rate limit service against the emulator (rulesets API and edge; the one harness, in conformance mode), with the real encrypted
// vault: the token lifecycle, the seed's creation flow (404 → create, 200 → add), edits, on/off, order, deletes,
// versions, and the refusals a user must be able to read.
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createKeyFileCipher } from '../../../electron/auth/key-file-cipher';
import { createSecretVault } from '../../../electron/auth/secret-vault';
import { DeskError } from '../../../electron/ipc/desk-error';
import type { EventSink } from '../../../electron/ipc/handlers';
import { RulesetsClient } from '../../../electron/rate-limits/rulesets-client';
import { createRateLimitService, type RateLimitService } from '../../../electron/rate-limits/rate-limits-service';
import type { RateLimitRule } from '../../../shared/rate-limits/rule-model';
import { templateById } from '../../../shared/rate-limits/templates';
import {
  RULESETS_TIME,
  startEmulatorHarness,
  type EmulatorHarness,
  type RulesetsInfo,
} from '../support/emulator-harness';

let emulator: EmulatorHarness;
let info: RulesetsInfo;
let dataDir: string;
let service: RateLimitService;
let shop: { id: string; name: string };
const emitted: Array<[string, unknown]> = [];
const events: EventSink = { emit: (name, payload) => void emitted.push([name, payload]) };

const login = templateById('login-per-ip')!.rule;
const api = templateById('api-per-key')!.rule;

async function refusal(promise: Promise<unknown>): Promise<DeskError> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(DeskError);
  return error as DeskError;
}

/** One request to the emulated edge as a client of the zone: Host names the zone, X-Forwarded-For the client. */
async function edge(method: string, path: string, clientIp: string): Promise<number> {
  return (await emulator.edge(path, { method, ip: clientIp, host: shop.name })).status;
}

async function statuses(count: number, method: string, path: string, clientIp: string): Promise<number[]> {
  const out: number[] = [];
  for (let i = 0; i < count; i++) out.push(await edge(method, path, clientIp));
  return out;
}

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'desk-ratelimits-'));
  emulator = await startEmulatorHarness({ time: RULESETS_TIME });
  info = emulator.info.rulesets;
  shop = info.zones.find((z) => z.name === 'creator-shop.example')!;
  const vault = createSecretVault(dataDir, createKeyFileCipher(join(dataDir, 'secret.key')), vi.fn());
  service = createRateLimitService({ vault, apiBaseUrl: () => info.apiBaseUrl, events });
});

afterAll(async () => {
  await emulator?.close();
});

describe('the API token', () => {
  it('a token without a rulesets permission is refused with a clear message and not stored', async () => {
    const error = await refusal(service.setToken(info.tokens.noPermission));
    expect(error.code).toBe('permission-denied');
    expect(error.message).toContain('may not read or change rate limiting rules');
    expect(error.message).toContain('Zone WAF Write');
    expect((await service.status()).hasToken).toBe(false);
  });

  it('an unknown token is refused with the service reason', async () => {
    const error = await refusal(service.setToken('cdemuNoSuchToken0000000000000000000000099'));
    expect(error.code).toBe('token-rejected');
    expect(error.message).toContain('Invalid API Token');
  });

  it('the write token is verified and stored encrypted; only a hint comes back', async () => {
    const status = await service.setToken(info.tokens.write);
    expect(status).toMatchObject({ hasToken: true, verified: true, hint: `••••${info.tokens.write.slice(-4)}` });
    expect(JSON.stringify(status)).not.toContain(info.tokens.write);
    expect(readFileSync(join(dataDir, 'secrets.json'), 'utf8')).not.toContain(info.tokens.write);
    expect(await service.status()).toMatchObject({ hasToken: true, verified: true });
  });

  it('lists the zones of the account', async () => {
    const zones = await service.zones();
    expect(zones.map((z) => z.name).sort()).toEqual(info.zones.map((z) => z.name).sort());
  });
});

describe('rules', () => {
  let rulesetId: string;

  it('a zone without an entry point has no rules (404 → empty)', async () => {
    expect(await service.rules(shop.id)).toEqual({ zoneId: shop.id, ruleset: null, rules: [] });
  });

  it('an invalid expression is refused before it is sent, with line, column and caret', async () => {
    const error = await refusal(
      service.createRule(shop.id, { ...login, expression: 'http.request.uri.path eq "/login" and' }),
    );
    expect(error.code).toBe('invalid-rule');
    expect(error.message).toMatch(
      /Expression: Filter parsing error \(1:\d+\):\nhttp\.request\.uri\.path eq "\/login" and\n\s+\^/,
    );
    expect((await service.rules(shop.id)).ruleset).toBeNull();
  });

  it('the first rule creates the entry point ruleset (404 → create)', async () => {
    const result = await service.createRule(shop.id, login);
    expect(result.ruleset).not.toBeNull();
    expect(result.ruleset!.version).toBe('1');
    expect(result.rules).toHaveLength(1);
    expect(result.rules[0]).toMatchObject({
      description: login.description,
      expression: login.expression,
      enabled: true,
      version: '1',
    });
    rulesetId = result.ruleset!.id;
    expect(emitted).toContainEqual(['rateLimits.changed', { zoneId: shop.id, version: '1' }]);
  });

  it('the edge now blocks the sixth login attempt of an address within a minute', async () => {
    const codes = await statuses(6, 'POST', '/login', '198.51.100.7');
    expect(codes.slice(0, 5).every((c) => c < 400)).toBe(true);
    expect(codes[5]).toBe(429);
    // Another address is unaffected.
    expect(await edge('POST', '/login', '198.51.100.8')).toBeLessThan(400);
  });

  it('the second rule is added to the existing ruleset (200 → add), at the end', async () => {
    const result = await service.createRule(shop.id, api);
    expect(result.ruleset!.id).toBe(rulesetId);
    expect(result.ruleset!.version).toBe('2');
    expect(result.rules.map((r) => r.description)).toEqual([login.description, api.description]);
  });

  it('the plan limit is refused by the service and its reason reaches the user', async () => {
    const third: RateLimitRule = { ...login, description: 'Third', expression: 'http.request.uri.path eq "/signup"' };
    const error = await refusal(service.createRule(shop.id, third));
    expect(error.code).toBe('rejected');
    expect(error.message).toMatch(/pro plan allows 2 rate limiting rules/);
  });

  it('a period the account refuses (a service setting) is refused by the service with its own message', async () => {
    await emulator.controlOk('PUT', '/_emulator/v1/rulesets/settings', { periods: [10, 60, 600, 3600] });
    try {
      const rules = await service.rules(shop.id);
      const target = rules.rules[1]!;
      const error = await refusal(
        service.updateRule(shop.id, rulesetId, target.id, { ...api, ratelimit: { ...api.ratelimit, period: 120 } }),
      );
      expect(error.code).toBe('rejected');
      expect(error.message).toContain("'120' is not a valid value for period");
      expect(error.message).toContain('(at /ratelimit/period)');
    } finally {
      await emulator.controlOk('PUT', '/_emulator/v1/rulesets/settings', { periods: [10, 60, 120, 300, 600, 3600] });
    }
  });

  it('the service refuses an invalid expression sent past the app with its caret message (client error mapping)', async () => {
    const client = new RulesetsClient(info.apiBaseUrl, info.tokens.write);
    const error = await refusal(client.addRule(shop.id, rulesetId, { ...api, expression: 'http.request.uri.path eq' }));
    expect(error.code).toBe('rejected');
    expect(error.message).toContain(
      "'http.request.uri.path eq' is not a valid value for expression because Filter parsing error (1:",
    );
    expect(error.message).toContain('^');
    expect((await service.rules(shop.id)).ruleset!.version).toBe('2');
  });

  it('an update replaces the fields, keeps the ref and the on/off state, and bumps the rule version', async () => {
    const before = (await service.rules(shop.id)).rules[0]!;
    const result = await service.updateRule(shop.id, rulesetId, before.id, {
      ...login,
      description: 'Login, stricter',
      ratelimit: { ...login.ratelimit, requests_per_period: 3 },
      enabled: undefined,
    });
    const after = result.rules[0]!;
    expect(after).toMatchObject({
      id: before.id,
      ref: before.ref,
      description: 'Login, stricter',
      enabled: true,
      version: '2',
    });
    expect(after.ratelimit.requests_per_period).toBe(3);
    // The edge applies the new threshold to a fresh address: the fourth attempt is blocked.
    expect((await statuses(4, 'POST', '/login', '198.51.100.20'))[3]).toBe(429);
  });

  it('disable and enable: a disabled rule does not act at the edge', async () => {
    const ruleId = (await service.rules(shop.id)).rules[0]!.id;
    const off = await service.setEnabled(shop.id, rulesetId, ruleId, false);
    expect(off.rules[0]!.enabled).toBe(false);
    expect((await statuses(6, 'POST', '/login', '198.51.100.30')).every((c) => c < 400)).toBe(true);
    const on = await service.setEnabled(shop.id, rulesetId, ruleId, true);
    expect(on.rules[0]!.enabled).toBe(true);
    // Asking for the state it already has changes nothing.
    expect((await service.setEnabled(shop.id, rulesetId, ruleId, true)).ruleset!.version).toBe(on.ruleset!.version);
  });

  it('reorders by position, keeping each rule unchanged', async () => {
    const before = (await service.rules(shop.id)).rules;
    const moved = await service.moveRule(shop.id, rulesetId, before[1]!.id, { before: before[0]!.id });
    expect(moved.rules.map((r) => r.id)).toEqual([before[1]!.id, before[0]!.id]);
    expect(moved.rules.map((r) => r.version)).toEqual([before[1]!.version, before[0]!.version]);
    const back = await service.moveRule(shop.id, rulesetId, before[1]!.id, { index: 2 });
    expect(back.rules.map((r) => r.id)).toEqual(before.map((r) => r.id));
    const refused = await refusal(service.moveRule(shop.id, rulesetId, before[0]!.id, { index: 3 }));
    expect(refused.code).toBe('invalid-position');
  });

  it('lists the versions, newest first', async () => {
    const current = (await service.rules(shop.id)).ruleset!;
    const versions = await service.versions(shop.id, rulesetId);
    expect(versions[0]!.version).toBe(current.version);
    expect(versions.map((v) => Number(v.version))).toEqual(
      [...versions.map((v) => Number(v.version))].sort((a, b) => b - a),
    );
    expect(versions.at(-1)!.version).toBe('1');
  });

  it('deletes a rule', async () => {
    const before = (await service.rules(shop.id)).rules;
    const result = await service.deleteRule(shop.id, rulesetId, before[1]!.id);
    expect(result.rules.map((r) => r.id)).toEqual([before[0]!.id]);
    const gone = await refusal(service.deleteRule(shop.id, rulesetId, before[1]!.id));
    expect(gone.code).toBe('not-found');
  });

  it('restores an earlier version as a new one: refs kept, a surviving rule keeps its id and version', async () => {
    const now = await service.rules(shop.id);
    const versions = await service.versions(shop.id, rulesetId);
    const withTwo = (await Promise.all(versions.map((v) => service.version(shop.id, rulesetId, v.version)))).find(
      (v) => v.rules.length === 2,
    )!;
    expect(withTwo).toBeDefined();
    const restored = await service.restoreVersion(shop.id, rulesetId, withTwo.version);
    expect(Number(restored.ruleset!.version)).toBe(Number(now.ruleset!.version) + 1);
    expect(restored.rules.map((r) => r.ref)).toEqual(withTwo.rules.map((r) => r.ref));
    expect(restored.rules.map((r) => r.expression)).toEqual(withTwo.rules.map((r) => r.expression));
    const survivor = restored.rules.find((r) => r.id === now.rules[0]!.id)!;
    expect(survivor.version).toBe(now.rules[0]!.version);
    // The official SDK reads the restored version with the rules of the earlier one.
    const cf = emulator.cloudflare(info.tokens.write);
    const read: any = await cf.rulesets.versions.get(restored.ruleset!.version, {
      ruleset_id: rulesetId,
      zone_id: shop.id,
    });
    expect(read.rules.map((r: any) => r.ref)).toEqual(withTwo.rules.map((r) => r.ref));
    expect(emitted.at(-1)).toEqual(['rateLimits.changed', { zoneId: shop.id, version: restored.ruleset!.version }]);
    // Back to the one rule the later tests expect.
    await service.deleteRule(shop.id, rulesetId, restored.rules.find((r) => r.id !== survivor.id)!.id);
  });

  it('a version that does not exist is refused with the service reason', async () => {
    const missing = await refusal(service.version(shop.id, rulesetId, '999'));
    expect(missing.message).toMatch(/version 999/);
  });

  it('a read-only token may look but not change, and is told what permission it needs', async () => {
    const status = await service.setToken(info.tokens.read);
    expect(status.verified).toBe(true);
    expect((await service.rules(shop.id)).rules).toHaveLength(1);
    const error = await refusal(service.createRule(shop.id, api));
    expect(error.code).toBe('permission-denied');
    expect(error.message).toContain('Zone WAF Write');
    await service.setToken(info.tokens.write);
  });

  it('after the token is removed nothing is sent', async () => {
    await service.removeToken();
    expect((await refusal(service.rules(shop.id))).code).toBe('no-token');
    expect(await service.status()).toMatchObject({ hasToken: false, verified: false });
  });
});
