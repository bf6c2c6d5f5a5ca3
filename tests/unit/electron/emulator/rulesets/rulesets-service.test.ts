import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { CfApiError, CF_CODES } from '../../../../../electron/emulator/rulesets/cf-error';
import { currentVersion } from '../../../../../electron/emulator/rulesets/model';
import { RulesetsService } from '../../../../../electron/emulator/rulesets/rulesets-service';
import { SEED_ZONES, seedState } from '../../../../../electron/emulator/rulesets/seed';
import { DEFAULT_RULESETS_SETTINGS } from '../../../../../electron/emulator/rulesets/settings';
import { RulesetsStateFile, STATE_FILE_NAME } from '../../../../../electron/emulator/rulesets/state-file';

const ZONE = SEED_ZONES.shop.id;
const rlRule = (path: string, extra: Record<string, unknown> = {}) => ({
  expression: `http.request.uri.path eq "${path}"`,
  action: 'block',
  ratelimit: { characteristics: ['cf.colo.id', 'ip.src'], period: 60, requests_per_period: 10 },
  ...extra,
});

function caught(fn: () => unknown): CfApiError {
  try {
    fn();
  } catch (error) {
    if (error instanceof CfApiError) return error;
    throw error;
  }
  throw new Error('expected a CfApiError');
}

describe('RulesetsService', () => {
  let dir: string;
  let clock: number;
  let service: RulesetsService;
  const make = () => {
    const file = new RulesetsStateFile(dir);
    return new RulesetsService({
      state: file.load() ?? seedState('2024-01-01T00:00:00.000Z'),
      file,
      settings: DEFAULT_RULESETS_SETTINGS,
      now: () => clock,
    });
  };

  beforeEach(async () => {
    dir = await mkdtemp(join(tmpdir(), 'rulesets-service-'));
    clock = Date.parse('2024-05-01T10:00:00Z');
    service = make();
  });
  afterEach(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  it('creates an entry point with versions, ids, refs and timestamps', () => {
    expect(service.entrypoint(ZONE, 'http_ratelimit')).toBeUndefined();
    const created = service.createRuleset(
      ZONE,
      { name: 'rl', kind: 'zone', phase: 'http_ratelimit', rules: [rlRule('/a')] },
      false,
    )!;
    const version = currentVersion(created);
    expect(created.id).toMatch(/^[0-9a-f]{32}$/);
    expect(version.version).toBe('1');
    expect(version.last_updated).toBe('2024-05-01T10:00:00.000000Z');
    const rule = version.rules[0]!;
    expect(rule.id).toMatch(/^[0-9a-f]{32}$/);
    expect(rule.ref).toBe(rule.id);
    expect(rule.version).toBe('1');
    expect(rule.enabled).toBe(true);
    expect(service.entrypoint(ZONE, 'http_ratelimit')?.id).toBe(created.id);
  });

  it('refuses a second zone ruleset for the same phase with 20217', () => {
    service.createRuleset(ZONE, { name: 'rl', kind: 'zone', phase: 'http_ratelimit' }, false);
    const error = caught(() =>
      service.createRuleset(ZONE, { name: 'again', kind: 'zone', phase: 'http_ratelimit' }, false),
    );
    expect(error.status).toBe(400);
    expect(error.errors[0]).toEqual({
      code: CF_CODES.tooManyZoneRulesets,
      message:
        "'zone' is not a valid value for kind because exceeded maximum number of zone rulesets for phase http_ratelimit",
      source: { pointer: '/kind' },
    });
  });

  it('bumps the ruleset version per change and the rule version only when the rule changes', () => {
    const rs = service.createRuleset(
      ZONE,
      { name: 'rl', kind: 'zone', phase: 'http_ratelimit', rules: [rlRule('/a')] },
      false,
    )!;
    const first = currentVersion(rs).rules[0]!;
    clock += 1000;
    service.addRule(ZONE, rs.id, rlRule('/b'), false);
    expect(currentVersion(rs).version).toBe('2');
    expect(currentVersion(rs).rules[0]).toEqual(first);
    service.editRule(ZONE, rs.id, first.id, rlRule('/a2'), false);
    const edited = currentVersion(rs).rules[0]!;
    expect(edited.id).toBe(first.id);
    expect(edited.version).toBe('2');
    expect(edited.expression).toBe('http.request.uri.path eq "/a2"');
    service.editRule(ZONE, rs.id, first.id, { position: { after: '' } }, false);
    const moved = currentVersion(rs).rules;
    expect(moved[1]).toEqual(edited);
    expect(currentVersion(rs).version).toBe('4');
    expect(rs.versions.map((v) => v.version)).toEqual(['1', '2', '3', '4']);
  });

  it('answers a bad position-only PATCH with the position problem alone', () => {
    const rs = service.createRuleset(
      ZONE,
      { name: 'rl', kind: 'zone', phase: 'http_ratelimit', rules: [rlRule('/a')] },
      false,
    )!;
    const ruleId = currentVersion(rs).rules[0]!.id;
    const error = caught(() => service.editRule(ZONE, rs.id, ruleId, { position: { index: 0 } }, false));
    expect(error.errors).toHaveLength(1);
    expect(error.errors[0]?.source?.pointer).toBe('/position/index');
    expect(currentVersion(rs).version).toBe('1');
  });

  it('PUT keeps rules named by id, adds new ones and deletes the rest', () => {
    service.setZonePlan(ZONE, 'business');
    const rs = service.createRuleset(
      ZONE,
      { name: 'rl', kind: 'zone', phase: 'http_ratelimit', rules: [rlRule('/a'), rlRule('/b')] },
      false,
    )!;
    const [a] = currentVersion(rs).rules;
    service.updateRuleset(ZONE, rs.id, { rules: [{ ...a, id: a!.id }, rlRule('/c')] }, false);
    const rules = currentVersion(rs).rules;
    expect(rules).toHaveLength(2);
    expect(rules[0]).toEqual(a);
    expect(rules[1]?.expression).toContain('/c');
    const unknown = caught(() =>
      service.updateRuleset(ZONE, rs.id, { rules: [{ ...rlRule('/d'), id: 'f'.repeat(32) }] }, false),
    );
    expect(unknown.errors[0]?.source?.pointer).toBe('/rules/0/id');
  });

  it('enforces the plan limit on rate limiting rules, but lets a shrunk plan edit and delete', () => {
    const rs = service.createRuleset(
      ZONE,
      { name: 'rl', kind: 'zone', phase: 'http_ratelimit', rules: [rlRule('/a'), rlRule('/b')] },
      false,
    )!;
    const over = caught(() => service.addRule(ZONE, rs.id, rlRule('/c'), false));
    expect(over.errors[0]).toMatchObject({ code: CF_CODES.planLimitExceeded });
    expect(over.errors[0]?.message).toMatch(/pro plan allows 2 rate limiting rules per zone; this change would make 3/);
    service.setZonePlan(ZONE, 'free');
    const [a, b] = currentVersion(rs).rules;
    expect(() => service.editRule(ZONE, rs.id, a!.id, rlRule('/a-edited'), false)).not.toThrow();
    service.deleteRule(ZONE, rs.id, b!.id, false);
    expect(currentVersion(rs).rules).toHaveLength(1);
  });

  it('keeps rate limiting rules after the other rules of a phase', () => {
    const rs = service.createRuleset(
      ZONE,
      { name: 'fw', kind: 'zone', phase: 'http_request_firewall_custom', rules: [rlRule('/rl')] },
      false,
    )!;
    const plain = { expression: 'ip.src eq 192.0.2.1', action: 'block' };
    const appended = caught(() => service.addRule(ZONE, rs.id, plain, false));
    expect(appended.errors[0]?.code).toBe(CF_CODES.invalidPosition);
    service.addRule(ZONE, rs.id, { ...plain, position: { before: '' } }, false);
    const [first, second] = currentVersion(rs).rules;
    expect(first?.ratelimit).toBeUndefined();
    const moved = caught(() => service.editRule(ZONE, rs.id, first!.id, { position: { after: second!.id } }, false));
    expect(moved.errors[0]?.message).toMatch(/must come after all other rules/);
  });

  it('answers 404 code 10003 for unknown rulesets, rules, versions and entry points', () => {
    for (const fn of [
      () => service.ruleset(ZONE, 'a'.repeat(32)),
      () => service.requireEntrypoint(ZONE, 'http_ratelimit'),
    ]) {
      const error = caught(fn);
      expect(error.status).toBe(404);
      expect(error.errors[0]?.code).toBe(CF_CODES.notFound);
    }
    expect(caught(() => service.requireEntrypoint(ZONE, 'http_ratelimit')).errors[0]?.message).toBe(
      'could not find entrypoint ruleset in the http_ratelimit phase',
    );
    expect(caught(() => service.rulesetsOfZone('0'.repeat(32))).errors.map((e) => e.code)).toEqual([
      CF_CODES.couldNotRoute,
      CF_CODES.noRoute,
    ]);
  });

  it('a dry run validates and stores nothing', () => {
    expect(
      service.createRuleset(ZONE, { name: 'rl', kind: 'zone', phase: 'http_ratelimit', rules: [rlRule('/a')] }, true),
    ).toBeNull();
    expect(service.entrypoint(ZONE, 'http_ratelimit')).toBeUndefined();
    expect(() =>
      service.createRuleset(
        ZONE,
        { name: 'rl', kind: 'zone', phase: 'http_ratelimit', rules: [{ action: 'block' }] },
        true,
      ),
    ).toThrow(CfApiError);
  });

  it('persists to the data dir and reloads the same state', async () => {
    const rs = service.createRuleset(
      ZONE,
      { name: 'rl', kind: 'zone', phase: 'http_ratelimit', rules: [rlRule('/a')] },
      false,
    )!;
    service.setZonePlan(SEED_ZONES.blog.id, 'enterprise');
    const stored = JSON.parse(await readFile(join(dir, STATE_FILE_NAME), 'utf8'));
    expect(stored.rulesets[0].id).toBe(rs.id);
    const reloaded = make();
    expect(currentVersion(reloaded.ruleset(ZONE, rs.id))).toEqual(currentVersion(rs));
    expect(reloaded.zoneById(SEED_ZONES.blog.id)?.plan).toBe('enterprise');
  });

  it('refuses deleting the current version and deletes older ones', () => {
    const rs = service.createRuleset(ZONE, { name: 'rl', kind: 'zone', phase: 'http_ratelimit' }, false)!;
    service.addRule(ZONE, rs.id, rlRule('/a'), false);
    expect(caught(() => service.deleteVersion(rs, '2', false)).status).toBe(400);
    service.deleteVersion(rs, '1', false);
    expect(rs.versions.map((v) => v.version)).toEqual(['2']);
    expect(caught(() => service.version(rs, '1')).status).toBe(404);
  });
});
