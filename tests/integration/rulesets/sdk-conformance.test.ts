// The official SDK, pointed at the emulator, runs the seed's whole flow for rate limiting rules.
import Cloudflare from 'cloudflare';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RULESETS_TIME, SHOP, startEmulatorHarness, zoneId, type EmulatorHarness } from '../support/emulator-harness';

const PHASE = 'http_ratelimit';

function loginRule(overrides: Record<string, unknown> = {}): any {
  return {
    description: 'Login burst',
    expression: 'http.request.uri.path eq "/login"',
    action: 'block',
    ratelimit: {
      characteristics: ['ip.src', 'cf.colo.id'],
      period: 60,
      requests_per_period: 5,
      mitigation_timeout: 600,
    },
    ...overrides,
  };
}

async function rejection(promise: Promise<unknown>): Promise<any> {
  try {
    await promise;
  } catch (error) {
    return error;
  }
  throw new Error('expected the call to fail');
}

describe('rulesets API through the official SDK', () => {
  let fx: EmulatorHarness;
  let cf: Cloudflare;
  let zone: string;

  beforeAll(async () => {
    fx = await startEmulatorHarness({ time: RULESETS_TIME });
    cf = fx.cloudflare(fx.info.rulesets.tokens.write);
    zone = zoneId(fx);
  });
  afterAll(async () => {
    await fx.close();
  });

  it('verifies the token', async () => {
    const verified = await cf.user.tokens.verify();
    expect(verified.status).toBe('active');
    expect(verified.id).toMatch(/^[0-9a-f]{32}$/);
  });

  it('lists and filters zones', async () => {
    const page = await cf.zones.list({ name: SHOP });
    expect(page.result).toHaveLength(1);
    const shop = page.result[0]!;
    expect(shop).toMatchObject({ id: zone, name: SHOP, status: 'active' });
    expect(shop.id).toMatch(/^[0-9a-f]{32}$/);
    expect(shop.plan.legacy_id).toMatch(/^(pro|business)$/);
    const all: string[] = [];
    for await (const z of cf.zones.list({ per_page: 1 })) all.push(z.name);
    expect(all.length).toBeGreaterThanOrEqual(2);
    expect(all).toContain(SHOP);
  });

  let rulesetId = '';
  let firstRuleId = '';
  let secondRuleId = '';

  it('starts on a 404 for the http_ratelimit entry point', async () => {
    const error = await rejection(cf.rulesets.phases.get(PHASE, { zone_id: zone }));
    expect(error).toBeInstanceOf(Cloudflare.NotFoundError);
    expect(error.status).toBe(404);
    expect(error.errors[0]).toMatchObject({
      code: 10003,
      message: 'could not find entrypoint ruleset in the http_ratelimit phase',
    });
  });

  it('creates the entry point ruleset with the rule', async () => {
    const created: any = await cf.rulesets.create({
      zone_id: zone,
      name: 'Channel Desk rate limits',
      kind: 'zone',
      phase: PHASE,
      rules: [loginRule()],
    });
    expect(created).toMatchObject({ kind: 'zone', phase: PHASE, version: '1', name: 'Channel Desk rate limits' });
    expect(created.id).toMatch(/^[0-9a-f]{32}$/);
    expect(Date.parse(created.last_updated)).not.toBeNaN();
    const rule = created.rules[0];
    expect(rule).toMatchObject({
      action: 'block',
      enabled: true,
      version: '1',
      expression: 'http.request.uri.path eq "/login"',
    });
    expect(rule.ref).toBe(rule.id);
    expect(rule.ratelimit.characteristics).toEqual(['cf.colo.id', 'ip.src']);
    rulesetId = created.id;
    firstRuleId = rule.id;

    const entry: any = await cf.rulesets.phases.get(PHASE, { zone_id: zone });
    expect(entry.id).toBe(rulesetId);
    expect(entry.rules.map((r: any) => r.id)).toEqual([firstRuleId]);
  });

  it('refuses a second zone ruleset for the phase with 20217', async () => {
    const error = await rejection(cf.rulesets.create({ zone_id: zone, name: 'again', kind: 'zone', phase: PHASE }));
    expect(error).toBeInstanceOf(Cloudflare.BadRequestError);
    expect(error.errors[0]).toMatchObject({ code: 20217, source: { pointer: '/kind' } });
  });

  it('adds a rule at a position and returns the whole ruleset', async () => {
    const result: any = await cf.rulesets.rules.create(rulesetId, {
      zone_id: zone,
      ...loginRule({
        description: 'API',
        expression: 'starts_with(http.request.uri.path, "/api/")',
        ratelimit: {
          characteristics: ['cf.colo.id', 'http.request.headers["x-api-key"]'],
          period: 10,
          requests_per_period: 20,
        },
      }),
      position: { before: firstRuleId },
    });
    expect(result.id).toBe(rulesetId);
    expect(result.version).toBe('2');
    expect(result.rules).toHaveLength(2);
    secondRuleId = result.rules[0].id;
    expect(result.rules.map((r: any) => r.id)).toEqual([secondRuleId, firstRuleId]);
    expect(result.rules[0].ratelimit).not.toHaveProperty('mitigation_timeout');
  });

  it('edits a rule (replacing it) and reorders with a position-only PATCH', async () => {
    const edited: any = await cf.rulesets.rules.edit(firstRuleId, {
      ruleset_id: rulesetId,
      zone_id: zone,
      ...loginRule({
        description: 'Login burst, stricter',
        ratelimit: { characteristics: ['cf.colo.id', 'ip.src'], period: 60, requests_per_period: 3 },
      }),
    });
    const rule = edited.rules.find((r: any) => r.id === firstRuleId);
    expect(rule).toMatchObject({ version: '2', description: 'Login burst, stricter' });
    expect(rule.ratelimit.requests_per_period).toBe(3);
    expect(edited.version).toBe('3');

    const moved: any = await cf.rulesets.rules.edit(firstRuleId, {
      ruleset_id: rulesetId,
      zone_id: zone,
      position: { index: 1 },
    });
    expect(moved.rules.map((r: any) => r.id)).toEqual([firstRuleId, secondRuleId]);
    expect(moved.rules[0]).toEqual(rule);
    expect(moved.version).toBe('4');

    const outOfRange = await rejection(
      cf.rulesets.rules.edit(firstRuleId, { ruleset_id: rulesetId, zone_id: zone, position: { index: 3 } }),
    );
    expect(outOfRange).toBeInstanceOf(Cloudflare.BadRequestError);
    expect(outOfRange.errors[0].source.pointer).toBe('/position/index');
  });

  it('refuses a rule over the plan limit', async () => {
    const error = await rejection(
      cf.rulesets.rules.create(rulesetId, {
        zone_id: zone,
        ...loginRule({ expression: 'http.request.uri.path eq "/signup"' }),
      }),
    );
    expect(error).toBeInstanceOf(Cloudflare.BadRequestError);
    expect(error.errors[0].message).toMatch(/plan allows 2 rate limiting rules per zone/);
  });

  it('deletes a rule and returns the rest', async () => {
    const result: any = await cf.rulesets.rules.delete(secondRuleId, { ruleset_id: rulesetId, zone_id: zone });
    expect(result.rules.map((r: any) => r.id)).toEqual([firstRuleId]);
    expect(result.version).toBe('5');
  });

  it('lists and reads versions, also through the entry point', async () => {
    const versions: any[] = [];
    for await (const v of cf.rulesets.versions.list(rulesetId, { zone_id: zone })) versions.push(v);
    expect(versions.map((v) => v.version)).toEqual(['1', '2', '3', '4', '5']);
    expect(versions[0]).not.toHaveProperty('rules');
    const second: any = await cf.rulesets.versions.get('2', { ruleset_id: rulesetId, zone_id: zone });
    expect(second.rules).toHaveLength(2);
    expect(second.rules[1].id).toBe(firstRuleId);
    expect(second.rules[1].version).toBe('1');
    const viaPhase: any = await cf.rulesets.phases.versions.get('1', { ruleset_phase: PHASE, zone_id: zone });
    expect(viaPhase.id).toBe(rulesetId);
    expect(viaPhase.rules).toHaveLength(1);
    const missing = await rejection(cf.rulesets.versions.get('99', { ruleset_id: rulesetId, zone_id: zone }));
    expect(missing).toBeInstanceOf(Cloudflare.NotFoundError);
  });

  it('lists rulesets without their rules', async () => {
    const list: any[] = [];
    for await (const r of cf.rulesets.list({ zone_id: zone })) list.push(r);
    expect(list).toHaveLength(1);
    expect(list[0]).toMatchObject({ id: rulesetId, phase: PHASE, kind: 'zone', version: '5' });
    expect(list[0]).not.toHaveProperty('rules');
  });

  it('reports validation errors the way the service does', async () => {
    const badExpression = await rejection(
      cf.rulesets.rules.create(rulesetId, {
        zone_id: zone,
        ...loginRule({ expression: 'http.request.uri.path eq "/login" and (' }),
      }),
    );
    expect(badExpression).toBeInstanceOf(Cloudflare.BadRequestError);
    expect(badExpression.errors[0]).toMatchObject({ code: 20125, source: { pointer: '/expression' } });
    expect(badExpression.errors[0].message).toMatch(
      /^'http\.request\.uri\.path eq "\/login" and \(' is not a valid value for expression because Filter parsing error \(1:\d+\):/,
    );

    const badPeriod = await rejection(
      cf.rulesets.phases.update(PHASE, {
        zone_id: zone,
        rules: [
          loginRule({ ratelimit: { characteristics: ['cf.colo.id', 'ip.src'], period: 45, requests_per_period: 5 } }),
        ],
      }),
    );
    expect(badPeriod.errors[0].source.pointer).toBe('/rules/0/ratelimit/period');
    expect(badPeriod.errors[0].message).toMatch(/'45' is not a valid value for period/);

    const noColo = await rejection(
      cf.rulesets.rules.create(rulesetId, {
        zone_id: zone,
        ...loginRule({ ratelimit: { characteristics: ['ip.src'], period: 60, requests_per_period: 5 } }),
      }),
    );
    expect(noColo.errors[0]).toMatchObject({ source: { pointer: '/ratelimit/characteristics' } });
    expect(noColo.errors[0].message).toMatch(/must include cf\.colo\.id/);

    // A refused change leaves the ruleset as it was.
    const entry: any = await cf.rulesets.phases.get(PHASE, { zone_id: zone });
    expect(entry.version).toBe('5');
  });

  it('replaces the entry point with PUT, deleting rules left out', async () => {
    const replaced: any = await cf.rulesets.phases.update(PHASE, {
      zone_id: zone,
      rules: [loginRule({ expression: 'http.request.uri.path eq "/checkout"' })],
    });
    expect(replaced.id).toBe(rulesetId);
    expect(replaced.rules).toHaveLength(1);
    expect(replaced.rules[0].id).not.toBe(firstRuleId);
    expect(replaced.version).toBe('6');
    const entryVersions: any[] = [];
    for await (const v of cf.rulesets.phases.versions.list(PHASE, { zone_id: zone })) entryVersions.push(v.version);
    expect(entryVersions.at(-1)).toBe('6');
  });

  it('refuses writes, and reads, to a token without a rulesets permission', async () => {
    const weak = fx.cloudflare(fx.info.rulesets.tokens.noPermission);
    expect((await weak.user.tokens.verify()).status).toBe('active');
    expect((await weak.zones.list({ name: SHOP })).result).toHaveLength(1);
    const write = await rejection(weak.rulesets.rules.create(rulesetId, { zone_id: zone, ...loginRule() }));
    expect(write).toBeInstanceOf(Cloudflare.PermissionDeniedError);
    expect(write.errors[0]).toMatchObject({ code: 10000, message: 'Authentication error' });
    const read = await rejection(weak.rulesets.phases.get(PHASE, { zone_id: zone }));
    expect(read).toBeInstanceOf(Cloudflare.PermissionDeniedError);

    const reader = fx.cloudflare(fx.info.rulesets.tokens.read);
    expect(((await reader.rulesets.phases.get(PHASE, { zone_id: zone })) as any).id).toBe(rulesetId);
    expect(await rejection(reader.rulesets.delete(rulesetId, { zone_id: zone }))).toBeInstanceOf(
      Cloudflare.PermissionDeniedError,
    );
  });

  it('answers bad credentials with the service codes', async () => {
    const unknown = await rejection(fx.cloudflare('x'.repeat(40)).user.tokens.verify());
    expect(unknown).toBeInstanceOf(Cloudflare.AuthenticationError);
    expect(unknown.errors[0]).toMatchObject({ code: 1000, message: 'Invalid API Token' });
    const unknownOnZones = await rejection(fx.cloudflare('x'.repeat(40)).zones.list());
    expect(unknownOnZones.errors[0]).toMatchObject({ code: 10000 });

    const none = await fx.json('GET', '/client/v4/zones');
    expect(none.status).toBe(400);
    expect(none.body).toMatchObject({ success: false, result: null, messages: [], errors: [{ code: 9106 }] });
    const malformed = await fetch(`${fx.baseUrl}/client/v4/zones`, { headers: { authorization: 'Token abc' } });
    expect(malformed.status).toBe(400);
    expect((await malformed.json()).errors[0]).toMatchObject({ code: 6003, error_chain: [{ code: 6111 }] });
  });

  it('answers unknown zones and paths inside the envelope', async () => {
    const unknownZone = await fx.json(
      'GET',
      `/client/v4/zones/${'0'.repeat(32)}/rulesets`,
      undefined,
      fx.info.rulesets.tokens.write,
    );
    expect(unknownZone.status).toBe(404);
    expect(unknownZone.body.errors.map((e: any) => e.code)).toEqual([7003, 7000]);
    const badJson = await fetch(`${fx.baseUrl}/client/v4/zones/${zone}/rulesets`, {
      method: 'POST',
      headers: { authorization: `Bearer ${fx.info.rulesets.tokens.write}`, 'content-type': 'application/json' },
      body: '{"name":',
    });
    expect(badJson.status).toBe(400);
    expect((await badJson.json()).success).toBe(false);
  });

  it('deletes the ruleset with 204, after which the entry point is gone', async () => {
    await cf.rulesets.delete(rulesetId, { zone_id: zone });
    expect(await rejection(cf.rulesets.phases.get(PHASE, { zone_id: zone }))).toBeInstanceOf(Cloudflare.NotFoundError);
    const raw = await fx.json(
      'DELETE',
      `/client/v4/zones/${zone}/rulesets/${rulesetId}`,
      undefined,
      fx.info.rulesets.tokens.write,
    );
    expect(raw.status).toBe(404);
  });

  it('creates a missing entry point with PUT and honours dry_run', async () => {
    const dry = await fx.json(
      'PUT',
      `/client/v4/zones/${zone}/rulesets/phases/${PHASE}/entrypoint?dry_run=true`,
      { rules: [loginRule()] },
      fx.info.rulesets.tokens.write,
    );
    expect(dry.status).toBe(200);
    expect(dry.body).toMatchObject({ success: true, result: null });
    expect(await rejection(cf.rulesets.phases.get(PHASE, { zone_id: zone }))).toBeInstanceOf(Cloudflare.NotFoundError);
    const created: any = await cf.rulesets.phases.update(PHASE, { zone_id: zone, rules: [loginRule()] });
    expect(created).toMatchObject({ version: '1', kind: 'zone', phase: PHASE });
  });
});
