// Reads rate limiting rules from a file: our export (the ruleset body), the rulesets API's own JSON (a ruleset as
// it answers, with or without its {result, success, …} envelope, or a bare rules array) or a Terraform
// `cloudflare_ruleset` resource (v5 attribute syntax, or v4 `rules { }` blocks). Every rule is checked with the
// same validation as the editor, the count with the plan's cap, and fields the app does not know are named rather
// than dropped in silence. Nothing here sends anything: the caller shows the review first.
import type { IntlShape } from 'react-intl';
import { IMPORT_PROBLEMS } from './import-messages';
import { validateRateLimitRule } from '../rule-validation';
import { RATE_LIMIT_PHASE, type RateLimitRule, type RuleLimits, DEFAULT_RULE_LIMITS } from '../rule-model';
import { isReference, parseHcl, HclSyntaxError, type HclBody } from './hcl-literal';
import { sayHint } from '../../rules/index';
import { exportedRule, type ExportedRule } from './rules-export';

export type ImportSource = 'channel-desk' | 'api' | 'terraform';

export interface ImportedRules {
  readonly source: ImportSource;
  readonly rules: readonly ExportedRule[];
  /** Fields the app does not know, by path ("rules[2].logging"): not imported. */
  readonly unknownFields: readonly string[];
  /** Why the rules cannot be sent as they are (each names its rule). Empty when they can. */
  readonly problems: readonly string[];
}

export const MAX_IMPORT_CHARS = 512 * 1024;

/** Fields of a rule the service assigns: left out without a word. */
const SERVICE_RULE_FIELDS = new Set(['id', 'version', 'last_updated', 'categories']);
const RULE_FIELDS = new Set([
  'ref',
  'description',
  'expression',
  'action',
  'enabled',
  'action_parameters',
  'ratelimit',
]);
const RATELIMIT_FIELDS = new Set([
  'characteristics',
  'period',
  'requests_per_period',
  'score_per_period',
  'score_response_header_name',
  'mitigation_timeout',
  'requests_to_origin',
  'counting_expression',
]);
const RESPONSE_FIELDS = new Set(['status_code', 'content_type', 'content']);
const RULESET_FIELDS = new Set(['name', 'description', 'kind', 'phase', 'rules']);
const SERVICE_RULESET_FIELDS = new Set(['id', 'version', 'last_updated', 'zone_id', 'account_id']);

type Json = Record<string, unknown>;
const isObject = (v: unknown): v is Json => typeof v === 'object' && v !== null && !Array.isArray(v);

/** Plans cap the number of rate limiting rules (Free 1, Pro 2, Business 5, Enterprise 100), by plan name. */
export function planRuleCap(planName: string | undefined): number | undefined {
  const name = (planName ?? '').toLowerCase();
  if (name.startsWith('free')) return 1;
  if (name.startsWith('pro')) return 2;
  if (name.startsWith('business')) return 5;
  if (name.startsWith('enterprise')) return 100;
  return undefined;
}

function unknownOf(object: Json, known: ReadonlySet<string>, quiet: ReadonlySet<string>, path: string): string[] {
  return Object.keys(object)
    .filter((k) => !known.has(k) && !quiet.has(k))
    .map((k) => (path ? `${path}.${k}` : k));
}

/** A rule of the file by its description, or by its place when it has none. */
function ruleLabel(description: unknown, index: number, intl: IntlShape): string {
  return typeof description === 'string' && description
    ? intl.formatMessage(IMPORT_PROBLEMS.ruleQuoted, { description })
    : intl.formatMessage(IMPORT_PROBLEMS.ruleNumber, { number: index + 1 });
}

function ruleFrom(
  raw: unknown,
  index: number,
  unknown: string[],
  problems: string[],
  intl: IntlShape,
): ExportedRule | undefined {
  const say = intl.formatMessage;
  const at = `rules[${index}]`;
  if (!isObject(raw)) {
    problems.push(say(IMPORT_PROBLEMS.notObject, { number: index + 1 }));
    return undefined;
  }
  unknown.push(...unknownOf(raw, RULE_FIELDS, SERVICE_RULE_FIELDS, at));
  const ratelimit = isObject(raw.ratelimit) ? raw.ratelimit : undefined;
  if (ratelimit) unknown.push(...unknownOf(ratelimit, RATELIMIT_FIELDS, new Set(), `${at}.ratelimit`));
  const params = isObject(raw.action_parameters) ? raw.action_parameters : undefined;
  if (params) unknown.push(...unknownOf(params, new Set(['response']), new Set(), `${at}.action_parameters`));
  const response = params && isObject(params.response) ? params.response : undefined;
  if (response) unknown.push(...unknownOf(response, RESPONSE_FIELDS, new Set(), `${at}.action_parameters.response`));

  const label = ruleLabel(raw.description, index, intl);
  if (!ratelimit) {
    problems.push(say(IMPORT_PROBLEMS.noRatelimit, { rule: label }));
    return undefined;
  }
  const picked = (object: Json, keys: ReadonlySet<string>): Json =>
    Object.fromEntries(Object.entries(object).filter(([k, v]) => keys.has(k) && v !== undefined && v !== null));
  const candidate = {
    description: typeof raw.description === 'string' ? raw.description : '',
    expression: raw.expression,
    action: raw.action,
    ...(response ? { action_parameters: { response: picked(response, RESPONSE_FIELDS) } } : {}),
    ratelimit: picked(ratelimit, RATELIMIT_FIELDS),
  } as unknown as RateLimitRule;
  const shapeProblems = [
    ...(typeof raw.expression === 'string' ? [] : [say(IMPORT_PROBLEMS.noExpression)]),
    ...(raw.enabled === undefined || typeof raw.enabled === 'boolean' ? [] : [say(IMPORT_PROBLEMS.enabledNotBoolean)]),
    ...(raw.ref === undefined || (typeof raw.ref === 'string' && raw.ref !== '')
      ? []
      : [say(IMPORT_PROBLEMS.refNotName)]),
  ];
  if (shapeProblems.length > 0) {
    problems.push(say(IMPORT_PROBLEMS.shape, { rule: label, problems: shapeProblems.join('; ') }));
    return undefined;
  }
  return {
    ...exportedRule({ ...candidate, ref: typeof raw.ref === 'string' ? raw.ref : '', enabled: raw.enabled !== false }),
  };
}

function rulesetFromJson(value: unknown, intl: IntlShape): { source: ImportSource; ruleset: Json } | string {
  if (Array.isArray(value)) return { source: 'api', ruleset: { rules: value } };
  if (!isObject(value)) return intl.formatMessage(IMPORT_PROBLEMS.noRuleset);
  if (isObject(value.result) && ('success' in value || 'errors' in value))
    return { source: 'api', ruleset: value.result };
  const serviceShaped = 'id' in value || 'version' in value || 'last_updated' in value;
  return { source: serviceShaped ? 'api' : 'channel-desk', ruleset: value };
}

/** v4 wrote `rules { … ratelimit { … } }` blocks; v5 writes attributes. Both become plain objects. */
function hclToJson(body: HclBody): Json {
  const out: Json = { ...body.attributes };
  for (const block of body.blocks) {
    const value = hclToJson(block.body);
    if (block.type === 'rules') out.rules = [...(Array.isArray(out.rules) ? (out.rules as unknown[]) : []), value];
    else out[block.type] = value;
  }
  return out;
}

function rulesetFromHcl(text: string, unknown: string[], intl: IntlShape): Json | string {
  let body: HclBody;
  try {
    body = parseHcl(text);
  } catch (error) {
    if (error instanceof HclSyntaxError)
      return intl.formatMessage(IMPORT_PROBLEMS.terraformUnreadable, {
        line: error.line,
        detail: sayHint(error.problem, intl),
      });
    throw error;
  }
  const resources = body.blocks.filter((b) => b.type === 'resource' && b.labels[0] === 'cloudflare_ruleset');
  const chosen =
    resources.find((b) => b.body.attributes.phase === RATE_LIMIT_PHASE) ??
    (resources.length === 1 ? resources[0] : undefined);
  if (!chosen) return intl.formatMessage(IMPORT_PROBLEMS.noTerraformRuleset);
  const json = hclToJson(chosen.body);
  // References are fine where Terraform fills them in (the zone); elsewhere a value must be written out.
  const walk = (value: unknown, path: string): void => {
    if (isReference(value)) {
      if (!/^(zone_id|account_id)$/.test(path)) {
        unknown.push(intl.formatMessage(IMPORT_PROBLEMS.referenceNotValue, { path, reference: value.reference }));
      }
    } else if (Array.isArray(value)) value.forEach((v, i) => walk(v, `${path}[${i}]`));
    else if (isObject(value)) for (const [k, v] of Object.entries(value)) walk(v, path ? `${path}.${k}` : k);
  };
  walk(json, '');
  return json;
}

export function importRules(
  text: string,
  intl: IntlShape,
  options: { readonly planName?: string; readonly limits?: RuleLimits } = {},
): ImportedRules {
  const say = intl.formatMessage;
  const fail = (source: ImportSource, problem: string): ImportedRules => ({
    source,
    rules: [],
    unknownFields: [],
    problems: [problem],
  });
  if (text.length > MAX_IMPORT_CHARS)
    return fail('channel-desk', say(IMPORT_PROBLEMS.tooLarge, { kb: MAX_IMPORT_CHARS / 1024 }));
  const unknown: string[] = [];
  let source: ImportSource;
  let ruleset: Json;
  const trimmed = text.trimStart();
  if (trimmed.startsWith('{') || trimmed.startsWith('[')) {
    let parsed: unknown;
    try {
      parsed = JSON.parse(text);
    } catch (error) {
      return fail('channel-desk', say(IMPORT_PROBLEMS.notJson, { detail: (error as Error).message }));
    }
    const found = rulesetFromJson(parsed, intl);
    if (typeof found === 'string') return fail('channel-desk', found);
    ({ source, ruleset } = found);
  } else {
    const found = rulesetFromHcl(text, unknown, intl);
    if (typeof found === 'string') return fail('terraform', found);
    source = 'terraform';
    ruleset = found;
  }
  unknown.push(...unknownOf(ruleset, RULESET_FIELDS, SERVICE_RULESET_FIELDS, ''));
  const problems: string[] = [];
  if (ruleset.phase !== undefined && ruleset.phase !== RATE_LIMIT_PHASE)
    problems.push(say(IMPORT_PROBLEMS.wrongPhase, { phase: JSON.stringify(ruleset.phase) }));
  if (ruleset.kind !== undefined && ruleset.kind !== 'zone')
    problems.push(say(IMPORT_PROBLEMS.wrongKind, { kind: JSON.stringify(ruleset.kind) }));
  if (!Array.isArray(ruleset.rules))
    return { source, rules: [], unknownFields: unknown, problems: [...problems, say(IMPORT_PROBLEMS.noRules)] };

  const rules = ruleset.rules.flatMap((raw, i) => {
    const rule = ruleFrom(raw, i, unknown, problems, intl);
    return rule ? [rule] : [];
  });
  rules.forEach((rule, i) => {
    const name = ruleLabel(rule.description, i, intl);
    for (const problem of validateRateLimitRule(rule, intl, options.limits ?? DEFAULT_RULE_LIMITS)) {
      const said = problem.syntax ? problem.syntax.text.trimEnd() : problem.message;
      problems.push(say(IMPORT_PROBLEMS.fieldProblem, { rule: name, path: problem.path, problem: said }));
    }
  });
  const refs = rules.map((r) => r.ref).filter((r) => r !== '');
  const twice = refs.filter((r, i) => refs.indexOf(r) !== i);
  if (twice.length > 0) problems.push(say(IMPORT_PROBLEMS.refsTwice, { refs: [...new Set(twice)].join(', ') }));
  const cap = planRuleCap(options.planName);
  if (cap !== undefined && rules.length > cap)
    problems.push(say(IMPORT_PROBLEMS.planCap, { plan: options.planName ?? '', cap, count: rules.length }));
  return { source, rules, unknownFields: unknown, problems };
}
