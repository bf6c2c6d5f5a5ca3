// Turns one rule of a request body into a validated draft. Fields the service computes (version, last_updated)
// are ignored when a client echoes a fetched rule back; anything else unknown is refused.
import { validateAction, validateActionParameters } from './action-validation';
import { CF_CODES } from './cf-error';
import { ruleExpressionProblem } from './expression-check';
import type { RatelimitConfig } from './model';
import { isObject, type JsonObject, type Problems } from './problems';
import { validateRatelimit } from './ratelimit-validation';
import type { RulesetsSettings } from './settings';

export const RATE_LIMIT_PHASE = 'http_ratelimit';

export interface RuleDraft {
  /** Set when the body names an existing rule (PUT of a whole ruleset keeps its id). */
  id?: string;
  action: string;
  action_parameters?: JsonObject;
  expression: string;
  description?: string;
  enabled: boolean;
  ref?: string;
  ratelimit?: RatelimitConfig;
  logging?: { enabled: boolean };
}

const KNOWN_KEYS = new Set([
  'id',
  'action',
  'action_parameters',
  'expression',
  'description',
  'enabled',
  'ref',
  'ratelimit',
  'logging',
  'position',
]);
const IGNORED_KEYS = new Set(['version', 'last_updated', 'categories']);

export interface RuleInputOptions {
  readonly phase: string;
  readonly pointer: string;
  readonly settings: RulesetsSettings;
  /** Only the add-rule and edit-rule bodies may carry a position. */
  readonly allowPosition: boolean;
}

export function validateRuleInput(raw: unknown, options: RuleInputOptions, problems: Problems): RuleDraft | undefined {
  const { pointer, phase, settings } = options;
  const bad = (message: string, at: string): void => problems.add(CF_CODES.invalidField, message, at);
  if (!isObject(raw)) {
    bad('a rule must be an object', pointer || '/');
    return undefined;
  }
  for (const key of Object.keys(raw)) {
    if (IGNORED_KEYS.has(key)) continue;
    if (!KNOWN_KEYS.has(key) || (key === 'position' && !options.allowPosition))
      bad(`unknown field ${key} in rule`, `${pointer}/${key}`);
  }

  const ratelimitPhase = phase === RATE_LIMIT_PHASE;
  if (ratelimitPhase && raw.ratelimit === undefined) {
    bad('ratelimit is required for rules of the http_ratelimit phase', `${pointer}/ratelimit`);
  }
  const rateLimited = raw.ratelimit !== undefined || ratelimitPhase;
  const ratelimit =
    raw.ratelimit === undefined
      ? undefined
      : validateRatelimit(raw.ratelimit, `${pointer}/ratelimit`, settings, problems);

  const action = validateAction(raw.action, pointer, rateLimited, problems);
  const actionParameters = validateActionParameters(
    raw.action_parameters,
    action,
    pointer,
    rateLimited,
    settings,
    problems,
  );

  let expression = '';
  if (typeof raw.expression !== 'string') {
    if (raw.expression === undefined) {
      problems.add(
        CF_CODES.invalidExpression,
        "'' is not a valid value for expression because the expression cannot be blank",
        `${pointer}/expression`,
      );
    } else bad('expression must be a string', `${pointer}/expression`);
  } else {
    expression = raw.expression;
    const problem = ruleExpressionProblem(expression);
    if (problem) problems.add(CF_CODES.invalidExpression, problem, `${pointer}/expression`);
  }

  if (raw.description !== undefined && typeof raw.description !== 'string')
    bad('description must be a string', `${pointer}/description`);
  if (raw.enabled !== undefined && typeof raw.enabled !== 'boolean')
    bad('enabled must be a boolean', `${pointer}/enabled`);
  if (raw.ref !== undefined && (typeof raw.ref !== 'string' || raw.ref === ''))
    bad('ref must be a non-empty string', `${pointer}/ref`);
  if (raw.id !== undefined && typeof raw.id !== 'string') bad('id must be a string', `${pointer}/id`);
  let logging: { enabled: boolean } | undefined;
  if (raw.logging !== undefined) {
    if (!isObject(raw.logging) || typeof raw.logging.enabled !== 'boolean')
      bad('logging must be {"enabled": true|false}', `${pointer}/logging`);
    else logging = { enabled: raw.logging.enabled };
  }

  if (action === undefined) return undefined;
  const draft: RuleDraft = { action, expression, enabled: raw.enabled !== false };
  if (typeof raw.id === 'string' && raw.id !== '') draft.id = raw.id;
  if (actionParameters !== undefined) draft.action_parameters = actionParameters;
  if (typeof raw.description === 'string') draft.description = raw.description;
  if (typeof raw.ref === 'string' && raw.ref !== '') draft.ref = raw.ref;
  if (ratelimit) draft.ratelimit = ratelimit;
  if (logging) draft.logging = logging;
  return draft;
}
