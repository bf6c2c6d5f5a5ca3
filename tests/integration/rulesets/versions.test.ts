// The official SDK reads and deletes ruleset versions through the emulator, as the rulesets API documents them
// (developers.cloudflare.com "Delete rulesets" and the SDK's rulesets/versions, read 2026-12-07): every change is a
// new version holding the rules as they were; an older version can be deleted (204) and its number is not reused.
import Cloudflare from 'cloudflare';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RULESETS_TIME, startEmulatorHarness, zoneId, type EmulatorHarness } from '../support/emulator-harness';

const PHASE = 'http_ratelimit';

const rule = (description: string, requests: number) => ({
  description,
  expression: 'http.request.uri.path eq "/login"',
  action: 'block' as const,
  ratelimit: { characteristics: ['cf.colo.id', 'ip.src'], period: 60, requests_per_period: requests },
});

async function rejection(promise: Promise<unknown>): Promise<any> {
  try {
    await promise;
  } catch (error) {
    return error;
  }
  throw new Error('expected the call to fail');
}

describe('ruleset versions through the official SDK', () => {
  let fx: EmulatorHarness;
  let cf: Cloudflare;
  let zone: string;
  let rulesetId = '';

  beforeAll(async () => {
    fx = await startEmulatorHarness({ time: RULESETS_TIME });
    cf = fx.cloudflare(fx.info.rulesets.tokens.write);
    zone = zoneId(fx);
    const created: any = await cf.rulesets.create({
      zone_id: zone,
      name: 'default',
      kind: 'zone',
      phase: PHASE,
      rules: [{ ...rule('Login', 5), ref: 'login' }],
    });
    rulesetId = created.id;
    const loginId = created.rules[0].id;
    await cf.rulesets.rules.edit(loginId, {
      ruleset_id: rulesetId,
      zone_id: zone,
      ...rule('Login', 9),
      ref: 'login',
    });
    await cf.rulesets.rules.create(rulesetId, { zone_id: zone, ...rule('Second', 3) });
  });
  afterAll(async () => {
    await fx.close();
  });

  const versionNumbers = async (): Promise<string[]> => {
    const all: string[] = [];
    for await (const v of cf.rulesets.versions.list(rulesetId, { zone_id: zone })) all.push(v.version);
    return all;
  };

  it('keeps each change as a version with the rules as they were', async () => {
    expect(await versionNumbers()).toEqual(['1', '2', '3']);
    const first: any = await cf.rulesets.versions.get('1', { ruleset_id: rulesetId, zone_id: zone });
    expect(first.rules.map((r: any) => [r.ref, r.ratelimit.requests_per_period])).toEqual([['login', 5]]);
    const second: any = await cf.rulesets.versions.get('2', { ruleset_id: rulesetId, zone_id: zone });
    expect(second.rules.map((r: any) => [r.ref, r.version, r.ratelimit.requests_per_period])).toEqual([
      ['login', '2', 9],
    ]);
  });

  it('refuses to delete the current version, worded as a field error on version', async () => {
    const error = await rejection(cf.rulesets.versions.delete('3', { ruleset_id: rulesetId, zone_id: zone }));
    expect(error).toBeInstanceOf(Cloudflare.BadRequestError);
    expect(error.errors[0]).toMatchObject({ source: { pointer: '/version' } });
    expect(error.errors[0].message).toMatch(/^'3' is not a valid value for version because/);
  });

  it('refuses a version that is not a positive integer and one that does not exist', async () => {
    expect(await rejection(cf.rulesets.versions.get('0', { ruleset_id: rulesetId, zone_id: zone }))).toBeInstanceOf(
      Cloudflare.BadRequestError,
    );
    const missing = await rejection(cf.rulesets.versions.delete('42', { ruleset_id: rulesetId, zone_id: zone }));
    expect(missing).toBeInstanceOf(Cloudflare.NotFoundError);
    expect(missing.errors[0]).toMatchObject({ code: 10003 });
  });

  it('deletes an older version (204); later updates do not reuse its number', async () => {
    await cf.rulesets.versions.delete('2', { ruleset_id: rulesetId, zone_id: zone });
    expect(await versionNumbers()).toEqual(['1', '3']);
    expect(await rejection(cf.rulesets.versions.get('2', { ruleset_id: rulesetId, zone_id: zone }))).toBeInstanceOf(
      Cloudflare.NotFoundError,
    );
    const entry: any = await cf.rulesets.phases.get(PHASE, { zone_id: zone });
    const updated: any = await cf.rulesets.phases.update(PHASE, {
      zone_id: zone,
      rules: entry.rules.map((r: any) => ({ id: r.id, ref: r.ref, ...rule(r.description, 4) })),
    });
    expect(updated.version).toBe('4');
    expect(await versionNumbers()).toEqual(['1', '3', '4']);
  });

  it('reads versions through the entry point too', async () => {
    const viaPhase: any = await cf.rulesets.phases.versions.get('4', { ruleset_phase: PHASE, zone_id: zone });
    expect(viaPhase.id).toBe(rulesetId);
    expect(viaPhase.rules.map((r: any) => r.ref)).toContain('login');
  });
});
