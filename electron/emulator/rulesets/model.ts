// What the rulesets API stores. Rules are kept in the shape the API returns them, so a stored version is also a
// response body; `RulesetRecord.versions` keeps every version so the versions endpoints can answer from it.

export type PlanId = 'free' | 'pro' | 'business' | 'enterprise';

export interface ZoneRecord {
  readonly id: string;
  readonly name: string;
  plan: PlanId;
  readonly createdOn: string;
  readonly accountId: string;
  readonly accountName: string;
}

export interface TokenRecord {
  readonly id: string;
  readonly value: string;
  readonly name: string;
  readonly permissions: readonly string[];
}

export interface RatelimitConfig {
  characteristics: string[];
  period: number;
  requests_per_period?: number;
  score_per_period?: number;
  score_response_header_name?: string;
  mitigation_timeout?: number;
  requests_to_origin?: boolean;
  counting_expression?: string;
}

export interface BlockResponse {
  status_code: number;
  content: string;
  content_type: string;
}

export interface RuleRecord {
  id: string;
  version: string;
  action: string;
  action_parameters?: Record<string, unknown>;
  expression: string;
  description?: string;
  last_updated: string;
  ref: string;
  enabled: boolean;
  ratelimit?: RatelimitConfig;
  logging?: { enabled: boolean };
}

export interface RulesetVersion {
  version: string;
  last_updated: string;
  name: string;
  description: string;
  rules: RuleRecord[];
}

export interface RulesetRecord {
  readonly id: string;
  readonly zoneId: string;
  readonly kind: 'zone';
  readonly phase: string;
  /** Oldest first; the last one is the current ruleset. Never empty. */
  versions: RulesetVersion[];
}

export interface RulesetsState {
  readonly schema: 1;
  zones: ZoneRecord[];
  tokens: TokenRecord[];
  rulesets: RulesetRecord[];
}

export function currentVersion(ruleset: RulesetRecord): RulesetVersion {
  const latest = ruleset.versions[ruleset.versions.length - 1];
  if (!latest) throw new Error(`ruleset ${ruleset.id} has no versions`);
  return latest;
}
