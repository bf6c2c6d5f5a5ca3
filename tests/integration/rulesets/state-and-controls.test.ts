// The rulesets state survives a restart on the same data dir; the test controls change plans and settings.
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Cloudflare from 'cloudflare';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RULESETS_TIME, startEmulatorHarness, zoneId, type EmulatorHarness } from '../support/emulator-harness';

const rule = (period: number) => ({
  expression: 'http.request.uri.path eq "/login"',
  action: 'block' as const,
  ratelimit: { characteristics: ['cf.colo.id', 'ip.src'], period, requests_per_period: 5 },
});

describe('rulesets state and controls', () => {
  let dataDir: string;
  let fx: EmulatorHarness;

  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'rulesets-state-'));
    fx = await startEmulatorHarness({ dataDir, time: RULESETS_TIME });
  });
  afterAll(async () => {
    await fx.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  it('publishes the zones, tokens and edge address in the info section', async () => {
    expect(fx.info.rulesets.apiBaseUrl).toBe(`${fx.baseUrl}/client/v4`);
    expect(fx.info.rulesets.edge.baseUrl).toBe(fx.baseUrl);
    expect(fx.info.rulesets.zones.map((z) => z.name)).toContain('creator-shop.example');
    for (const z of fx.info.rulesets.zones) expect(z.id).toMatch(/^[0-9a-f]{32}$/);
    expect(new Set(Object.values(fx.info.rulesets.tokens)).size).toBe(3);
  });

  it('keeps zones, rulesets and versions across a restart on the same data dir', async () => {
    const zone = zoneId(fx);
    const cf = fx.cloudflare(fx.info.rulesets.tokens.write);
    const created: any = await cf.rulesets.phases.update('http_ratelimit', { zone_id: zone, rules: [rule(60)] });
    await cf.rulesets.rules.edit(created.rules[0].id, { ruleset_id: created.id, zone_id: zone, ...rule(600) });
    await fx.json('PUT', `/_emulator/v1/rulesets/zones/${zone}/plan`, { plan: 'enterprise' });
    const stored = JSON.parse(await readFile(join(dataDir, 'rulesets-state.json'), 'utf8'));
    expect(stored.rulesets).toHaveLength(1);

    await fx.restart();
    const again = fx.cloudflare(fx.info.rulesets.tokens.write);
    const entry: any = await again.rulesets.phases.get('http_ratelimit', { zone_id: zone });
    expect(entry.id).toBe(created.id);
    expect(entry.version).toBe('2');
    expect(entry.rules[0].ratelimit.period).toBe(600);
    const first: any = await again.rulesets.versions.get('1', { ruleset_id: created.id, zone_id: zone });
    expect(first.rules[0].ratelimit.period).toBe(60);
    const zones = await again.zones.list({ name: 'creator-shop.example' });
    expect(zones.result[0]?.plan.legacy_id).toBe('enterprise');
  });

  it('makes the accepted periods a setting', async () => {
    const zone = zoneId(fx);
    const cf = fx.cloudflare(fx.info.rulesets.tokens.write);
    await expect(
      cf.rulesets.phases.update('http_ratelimit', { zone_id: zone, rules: [rule(120)] }),
    ).resolves.toBeTruthy();
    const changed = await fx.json('PUT', '/_emulator/v1/rulesets/settings', { periods: [10, 60, 600, 3600] });
    expect(changed.status).toBe(200);
    const refused: any = await cf.rulesets.phases
      .update('http_ratelimit', { zone_id: zone, rules: [rule(120)] })
      .catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(Cloudflare.BadRequestError);
    expect(refused.errors[0].message).toMatch(/must be one of 10, 60, 600, 3600/);
    expect((await fx.json('PUT', '/_emulator/v1/rulesets/settings', { periods: 'all' })).status).toBe(400);
  });

  it('sets a zone plan, refusing unknown plans and zones', async () => {
    const zone = zoneId(fx);
    expect((await fx.json('PUT', `/_emulator/v1/rulesets/zones/${zone}/plan`, { plan: 'free' })).body).toMatchObject({
      plan: 'free',
      maxRateLimitRules: 1,
    });
    expect((await fx.json('PUT', `/_emulator/v1/rulesets/zones/${zone}/plan`, { plan: 'platinum' })).status).toBe(400);
    expect((await fx.json('PUT', `/_emulator/v1/rulesets/zones/${'0'.repeat(32)}/plan`, { plan: 'pro' })).status).toBe(
      404,
    );
  });

  it('resets to the seeded account', async () => {
    const zone = zoneId(fx);
    expect((await fx.json('POST', '/_emulator/v1/rulesets/reset')).status).toBe(200);
    const missing = await fx
      .cloudflare(fx.info.rulesets.tokens.write)
      .rulesets.phases.get('http_ratelimit', { zone_id: zone })
      .catch((e) => e);
    expect(missing).toBeInstanceOf(Cloudflare.NotFoundError);
    const state = await fx.json('GET', '/_emulator/v1/rulesets/state');
    expect(state.body.zones.find((z: any) => z.id === zone).plan).toBe('pro');
    expect(state.body.settings.periods).toEqual([10, 60, 120, 300, 600, 3600]);
  });
});
