// Response shapes, as the SDK types them (RulesetGetResponse, RulesetListResponse, Zone).
import { currentVersion, type PlanId, type RulesetRecord, type RulesetVersion, type ZoneRecord } from './model';

export function rulesetView(
  ruleset: RulesetRecord,
  version: RulesetVersion = currentVersion(ruleset),
): Record<string, unknown> {
  return { ...rulesetSummaryView(ruleset, version), rules: structuredClone(version.rules) };
}

/** Lists (rulesets, versions) carry no rules. */
export function rulesetSummaryView(
  ruleset: RulesetRecord,
  version: RulesetVersion = currentVersion(ruleset),
): Record<string, unknown> {
  return {
    id: ruleset.id,
    name: version.name,
    description: version.description,
    kind: ruleset.kind,
    version: version.version,
    last_updated: version.last_updated,
    phase: ruleset.phase,
  };
}

const PLANS: Record<PlanId, { id: string; name: string; price: number }> = {
  free: { id: '0feeeeeeeeeeeeeeeeeeeeeeeeeeeeee', name: 'Free Website', price: 0 },
  pro: { id: '94f3b7b768b0458b56d2cac4fe5ec0f9', name: 'Pro Website', price: 20 },
  business: { id: '6d7f2f5f5b1d4a0e9d4c1e5b1e1b3e8c', name: 'Business Website', price: 200 },
  enterprise: { id: '9a7806061c88ada191ed06f989cc3dac', name: 'Enterprise Website', price: 0 },
};

export function zoneView(zone: ZoneRecord, permissions: readonly string[]): Record<string, unknown> {
  const plan = PLANS[zone.plan];
  return {
    id: zone.id,
    name: zone.name,
    status: 'active',
    paused: false,
    type: 'full',
    development_mode: 0,
    name_servers: ['ada.ns.emulator.example', 'bob.ns.emulator.example'],
    original_name_servers: null,
    original_registrar: null,
    original_dnshost: null,
    modified_on: zone.createdOn,
    created_on: zone.createdOn,
    activated_on: zone.createdOn,
    meta: { step: 2, custom_certificate_quota: 0, page_rule_quota: 3, phishing_detected: false },
    owner: { id: null, type: 'user', email: null },
    account: { id: zone.accountId, name: zone.accountName },
    tenant: { id: null, name: null },
    tenant_unit: { id: null },
    permissions: [...permissions],
    plan: {
      id: plan.id,
      name: plan.name,
      price: plan.price,
      currency: 'USD',
      frequency: zone.plan === 'free' ? '' : 'monthly',
      is_subscribed: true,
      can_subscribe: false,
      legacy_id: zone.plan,
      legacy_discount: false,
      externally_managed: false,
    },
  };
}
