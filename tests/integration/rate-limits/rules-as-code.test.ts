// Rules as code against the emulator: a zone's rules exported (JSON and Terraform), imported into an empty zone
// through the service, and exported again give the same bytes; the HCL read back by the Terraform language's
// parser holds the zone's rules; a re-import keeps the ids of rules it names by ref.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parse } from '@cdktf/hcl2json';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createKeyFileCipher } from '../../../electron/auth/key-file-cipher';
import { createSecretVault } from '../../../electron/auth/secret-vault';
import { createRateLimitService, type RateLimitService } from '../../../electron/rate-limits/rate-limits-service';
import type { RuleView } from '../../../shared/ipc/rate-limits';
import { importRules } from '../../../shared/rate-limits/code/rules-import';
import { exportedRuleset, rulesetHcl, rulesetJson } from '../../../shared/rate-limits/code/rules-export';
import { templateById } from '../../../shared/rate-limits/templates';
import { RULESETS_TIME, startEmulatorHarness, type EmulatorHarness } from '../support/emulator-harness';
import { intlFor } from '../../../shared/i18n/catalogue';

const EN = intlFor('en');

let emulator: EmulatorHarness;
let service: RateLimitService;
let zones: Array<{ id: string; name: string }>;

beforeAll(async () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'desk-rules-code-'));
  emulator = await startEmulatorHarness({ time: RULESETS_TIME });
  const info = emulator.info.rulesets;
  zones = info.zones;
  const vault = createSecretVault(dataDir, createKeyFileCipher(join(dataDir, 'secret.key')), vi.fn());
  service = createRateLimitService({ vault, apiBaseUrl: () => info.apiBaseUrl, events: { emit: () => undefined } });
  await service.setToken(info.tokens.write);
  // Both zones on a plan that allows the two rules.
  for (const zone of zones)
    await emulator.json('PUT', `/_emulator/v1/rulesets/zones/${zone.id}/plan`, { plan: 'business' });
});

afterAll(async () => {
  await emulator?.close();
});

const exportJson = (rules: readonly RuleView[]): string => rulesetJson(exportedRuleset(rules));

describe('rules as code', () => {
  it('export → import into an empty zone → export is byte-identical; the HCL holds the zone’s rules', async () => {
    const [source, target] = zones;
    await service.createRule(source!.id, templateById('login-per-ip')!.rule);
    await service.createRule(source!.id, { ...templateById('api-per-key')!.rule, enabled: false });
    const original = await service.rules(source!.id);
    const json = exportJson(original.rules);
    const hcl = rulesetHcl(exportedRuleset(original.rules), source!.id, source!.name);

    expect((await service.rules(target!.id)).rules).toEqual([]);
    const imported = importRules(json, EN);
    expect(imported.problems).toEqual([]);
    const landed = await service.replaceRules(target!.id, imported.rules);
    expect(landed.rules.map((r) => r.ref)).toEqual(original.rules.map((r) => r.ref));
    expect(exportJson((await service.rules(target!.id)).rules)).toBe(json);

    const parsed = (await parse('main.tf', hcl)) as any;
    const resource = Object.values(parsed.resource.cloudflare_ruleset as Record<string, any[]>)[0]![0];
    expect(resource.zone_id).toBe(source!.id);
    expect(resource.rules).toEqual(exportedRuleset(original.rules).rules);
    // The HCL imported into the zone it came from changes nothing that matters: same ids, same refs, same bytes.
    const again = await service.replaceRules(source!.id, importRules(hcl, EN).rules);
    expect(again.rules.map((r) => [r.id, r.version])).toEqual(original.rules.map((r) => [r.id, r.version]));
    expect(exportJson(again.rules)).toBe(json);
  });

  it('refuses an imported rule the service would refuse, before anything is sent', async () => {
    const before = await service.rules(zones[1]!.id);
    const bad = { ...templateById('login-per-ip')!.rule, expression: 'http.request.uri.path eq' };
    await expect(service.replaceRules(zones[1]!.id, [bad])).rejects.toThrow(/Filter parsing error/);
    expect((await service.rules(zones[1]!.id)).ruleset?.version).toBe(before.ruleset?.version);
  });
});
