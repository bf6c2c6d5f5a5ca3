// The zone's rate limiting rules as code: the rulesets API's JSON (the body that replaces the http_ratelimit entry
// point's rules) and a Terraform `cloudflare_ruleset` resource in HCL. Both keep each rule's `ref`, its stable
// name across updates, and nothing that changes on every update (ids, versions, times), so exporting, importing
// and exporting again gives the same bytes, and a file compared with the zone shows only real changes.
//
// The HCL follows the Terraform provider's current major version (v5) of `cloudflare_ruleset`: `rules` is a list
// attribute of objects and `ratelimit` / `action_parameters` are object attributes (v4 wrote them as nested
// blocks). Followed from the provider's registry reference and the rulesets docs' Terraform example for rate
// limiting rules ("Rate limiting rules configuration using Terraform", last updated 2026-04-29), read 2026-12-07.
import { RATE_LIMIT_PHASE, type RateLimitRule } from '../rule-model';

/** A rule as exported: its ref and the fields the service takes back, in a fixed order. */
export interface ExportedRule extends RateLimitRule {
  readonly ref: string;
  readonly enabled: boolean;
}

export interface ExportedRuleset {
  readonly name: string;
  readonly description: string;
  readonly kind: 'zone';
  readonly phase: typeof RATE_LIMIT_PHASE;
  readonly rules: readonly ExportedRule[];
}

/** Fixed key order: the same rule always serialises to the same bytes. */
export function exportedRule(rule: RateLimitRule & { readonly ref: string; readonly enabled?: boolean }): ExportedRule {
  const r = rule.ratelimit;
  const response = rule.action_parameters?.response;
  return {
    ref: rule.ref,
    description: rule.description,
    expression: rule.expression,
    action: rule.action,
    enabled: rule.enabled !== false,
    ...(response
      ? {
          action_parameters: {
            response: {
              status_code: response.status_code,
              content_type: response.content_type,
              content: response.content,
            },
          },
        }
      : {}),
    ratelimit: {
      characteristics: [...r.characteristics],
      period: r.period,
      ...(r.requests_per_period !== undefined ? { requests_per_period: r.requests_per_period } : {}),
      ...(r.score_per_period !== undefined ? { score_per_period: r.score_per_period } : {}),
      ...(r.score_response_header_name !== undefined
        ? { score_response_header_name: r.score_response_header_name }
        : {}),
      ...(r.mitigation_timeout !== undefined ? { mitigation_timeout: r.mitigation_timeout } : {}),
      ...(r.requests_to_origin !== undefined ? { requests_to_origin: r.requests_to_origin } : {}),
      ...(r.counting_expression !== undefined ? { counting_expression: r.counting_expression } : {}),
    },
  };
}

export function exportedRuleset(
  rules: readonly (RateLimitRule & { readonly ref: string; readonly enabled?: boolean })[],
  name = 'default',
  description = '',
): ExportedRuleset {
  return { name, description, kind: 'zone', phase: RATE_LIMIT_PHASE, rules: rules.map(exportedRule) };
}

export function rulesetJson(ruleset: ExportedRuleset): string {
  return `${JSON.stringify(ruleset, null, 2)}\n`;
}

// ---- HCL -----------------------------------------------------------------------------------------------------

/** A quoted HCL string: JSON's escapes, plus template sequences (`${`, `%{`) doubled so they stay literal. */
export function hclString(text: string): string {
  return JSON.stringify(text)
    .replaceAll('${', () => '$${')
    .replaceAll('%{', () => '%%{');
}

type HclValue = string | number | boolean | readonly HclValue[] | { readonly [key: string]: HclValue };

function isList(value: HclValue): value is readonly HclValue[] {
  return Array.isArray(value);
}

function hclValue(value: HclValue, indent: string): string {
  if (typeof value === 'string') return hclString(value);
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  const inner = `${indent}  `;
  if (isList(value)) {
    if (value.every((v) => typeof v !== 'object')) return `[${value.map((v) => hclValue(v, inner)).join(', ')}]`;
    return `[\n${value.map((v) => `${inner}${hclValue(v, inner)},\n`).join('')}${indent}]`;
  }
  return `{\n${hclAttributes(value, inner)}${indent}}`;
}

/** `key = value` lines with the `=` aligned per run of one-line attributes, as `terraform fmt` writes them. */
function hclAttributes(object: { readonly [key: string]: HclValue }, indent: string): string {
  const entries = Object.entries(object);
  const width = Math.max(
    0,
    ...entries.filter(([, v]) => typeof v !== 'object' || isFlatList(v)).map(([k]) => k.length),
  );
  return entries
    .map(([key, value]) => {
      const oneLine = typeof value !== 'object' || isFlatList(value);
      return `${indent}${oneLine ? key.padEnd(width) : key} = ${hclValue(value, indent)}\n`;
    })
    .join('');
}

function isFlatList(value: HclValue): boolean {
  return Array.isArray(value) && value.every((v) => typeof v !== 'object');
}

/** A Terraform resource label: letters, digits, "_" and "-", starting with a letter or "_". */
export function resourceLabel(zoneName: string): string {
  const base =
    zoneName
      .toLowerCase()
      .replace(/[^a-z0-9_]+/g, '_')
      .replace(/^_+|_+$/g, '') || 'zone';
  return `${/^[a-z_]/.test(base) ? base : `zone_${base}`}_rate_limits`;
}

export function rulesetHcl(ruleset: ExportedRuleset, zoneId: string, zoneName: string): string {
  const body: { [key: string]: HclValue } = {
    zone_id: zoneId,
    name: ruleset.name,
    description: ruleset.description,
    kind: ruleset.kind,
    phase: ruleset.phase,
    rules: ruleset.rules.map((rule) => JSON.parse(JSON.stringify(rule)) as HclValue),
  };
  return (
    `# Rate limiting rules of ${zoneName.replace(/[\r\n]/g, ' ')}, exported by Channel Desk.\n` +
    `resource "cloudflare_ruleset" "${resourceLabel(zoneName)}" {\n${hclAttributes(body, '  ')}}\n`
  );
}
