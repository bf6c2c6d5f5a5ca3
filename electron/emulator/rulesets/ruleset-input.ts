// The ruleset-level fields of create/update bodies: name, description, kind, phase and the rules array (whose
// items rule-input.ts validates).
import { CF_CODES, cfErrors } from './cf-error';
import { invalidValue, isObject, Problems } from './problems';

// Zone-level phases of the SDK's Phase type (the magic_transit* and ddos_l4 phases exist for accounts only).
export const ZONE_PHASES: readonly string[] = [
  'ddos_l7',
  'http_config_settings',
  'http_custom_errors',
  'http_log_custom_fields',
  'http_ratelimit',
  'http_request_cache_settings',
  'http_request_dynamic_redirect',
  'http_request_firewall_custom',
  'http_request_firewall_managed',
  'http_request_late_transform',
  'http_request_origin',
  'http_request_redirect',
  'http_request_sanitize',
  'http_request_sbfm',
  'http_request_transform',
  'http_response_cache_settings',
  'http_response_compression',
  'http_response_firewall_managed',
  'http_response_headers_transform',
];

export function validatePhase(phase: string, pointer: string): void {
  if (!ZONE_PHASES.includes(phase)) {
    throw cfErrors.badRequest([
      {
        code: CF_CODES.invalidField,
        message: invalidValue(phase, 'phase', 'it is not a phase of zone rulesets'),
        source: { pointer },
      },
    ]);
  }
}

export interface RulesetFields {
  name?: string;
  description?: string;
  phase?: string;
  rules: unknown[];
}

const KNOWN_KEYS = new Set(['name', 'description', 'kind', 'phase', 'rules']);
// Read-only members a client may echo back from a fetched ruleset.
const IGNORED_KEYS = new Set(['id', 'version', 'last_updated']);

/**
 * `requireIdentity`: a create needs name, kind and phase. `phase`: the ruleset's phase when it is already known
 * (update, entry point); a body may repeat it but not change it.
 */
export function validateRulesetFields(
  body: unknown,
  options: { requireIdentity: boolean; phase?: string },
): RulesetFields {
  if (body === undefined && !options.requireIdentity) return { rules: [] };
  if (!isObject(body)) throw cfErrors.invalidBody('the request body must be a JSON object');
  const problems = new Problems();
  const bad = (message: string, pointer: string): void => problems.add(CF_CODES.invalidField, message, pointer);
  for (const key of Object.keys(body)) {
    if (!KNOWN_KEYS.has(key) && !IGNORED_KEYS.has(key)) bad(`unknown field ${key} in ruleset`, `/${key}`);
  }
  const out: RulesetFields = { rules: [] };

  if (body.name !== undefined) {
    if (typeof body.name !== 'string' || body.name.trim() === '') bad('name must be a non-empty string', '/name');
    else out.name = body.name;
  } else if (options.requireIdentity) bad('name is required', '/name');

  if (body.description !== undefined) {
    if (typeof body.description !== 'string') bad('description must be a string', '/description');
    else out.description = body.description;
  }

  if (body.kind !== undefined) {
    if (body.kind !== 'zone') bad(invalidValue(body.kind, 'kind', 'zone rulesets have kind zone'), '/kind');
  } else if (options.requireIdentity) bad('kind is required', '/kind');

  if (body.phase !== undefined) {
    if (typeof body.phase !== 'string' || !ZONE_PHASES.includes(body.phase)) {
      bad(invalidValue(body.phase, 'phase', 'it is not a phase of zone rulesets'), '/phase');
    } else if (options.phase !== undefined && body.phase !== options.phase) {
      bad(invalidValue(body.phase, 'phase', `the ruleset belongs to phase ${options.phase}`), '/phase');
    } else out.phase = body.phase;
  } else if (options.requireIdentity) bad('phase is required', '/phase');
  if (out.phase === undefined && options.phase !== undefined) out.phase = options.phase;

  if (body.rules !== undefined) {
    if (!Array.isArray(body.rules)) bad('rules must be an array', '/rules');
    else out.rules = body.rules;
  }
  problems.throwIfAny();
  return out;
}
