// Everything the rulesets API would refuse in a rate limiting rule, found before the rule leaves the app. The
// editor shows each problem beside its field; the service refuses a rule with any problem without calling the API.
import { parseCharacteristic, validateCharacteristics } from '../rules/index';
import { checkExpression, type ExpressionSyntax } from './expression-check';
import {
  BLOCK_CONTENT_TYPES,
  COLO_CHARACTERISTIC,
  DEFAULT_RULE_LIMITS,
  isRateLimitAction,
  RATE_LIMIT_ACTIONS,
  type RateLimitRule,
  type RuleLimits,
} from './rule-model';
import { utf8Length } from '../text/utf8-length';

export const MAX_DESCRIPTION_LENGTH = 500;
export const MAX_CHARACTERISTICS = 10;
/** No threshold anyone could mean is larger; it also keeps the simulator's numbers finite. */
export const MAX_THRESHOLD = 1_000_000_000;

export type RulePath =
  | 'description'
  | 'expression'
  | 'action'
  | 'action_parameters.response.status_code'
  | 'action_parameters.response.content_type'
  | 'action_parameters.response.content'
  | 'ratelimit.characteristics'
  | 'ratelimit.period'
  | 'ratelimit.requests_per_period'
  | 'ratelimit.score_per_period'
  | 'ratelimit.score_response_header_name'
  | 'ratelimit.mitigation_timeout'
  | 'ratelimit.counting_expression';

export interface RuleProblem {
  readonly path: RulePath;
  readonly message: string;
  /** Set for expressions that do not parse: where, and the service's rendering. */
  readonly syntax?: ExpressionSyntax;
}

const HEADER_NAME = /^[!#$%&'*+.^_`|~0-9a-zA-Z-]+$/;

function isPositiveInteger(value: unknown): value is number {
  return typeof value === 'number' && Number.isInteger(value) && value >= 1;
}

function seconds(list: readonly number[]): string {
  return `${list.join(', ')} seconds`;
}

export function validateRateLimitRule(rule: RateLimitRule, limits: RuleLimits = DEFAULT_RULE_LIMITS): RuleProblem[] {
  const problems: RuleProblem[] = [];
  const add = (path: RulePath, message: string, syntax?: ExpressionSyntax): void => {
    problems.push(syntax ? { path, message, syntax } : { path, message });
  };

  if (rule.description.trim() === '') add('description', 'Describe the rule, so you can tell it apart in the list.');
  else if (rule.description.length > MAX_DESCRIPTION_LENGTH) {
    add(
      'description',
      `The description is ${rule.description.length} characters; the limit is ${MAX_DESCRIPTION_LENGTH}.`,
    );
  }

  const expression = checkExpression(rule.expression, 'rule');
  if (!expression.ok) add('expression', expression.message, expression.syntax);

  if (!isRateLimitAction(rule.action)) {
    add('action', `The action must be one of ${RATE_LIMIT_ACTIONS.join(', ')}.`);
  }
  validateResponse(rule, limits, add);
  validateRatelimit(rule, limits, add);
  return problems;
}

type Add = (path: RulePath, message: string, syntax?: ExpressionSyntax) => void;

function validateResponse(rule: RateLimitRule, limits: RuleLimits, add: Add): void {
  const response = rule.action_parameters?.response;
  if (!response) return;
  if (rule.action !== 'block') {
    add('action', 'A custom response can only be set when the action is Block.');
    return;
  }
  if (!Number.isInteger(response.status_code) || response.status_code < 400 || response.status_code > 499) {
    add('action_parameters.response.status_code', 'The status code of a custom response must be from 400 to 499.');
  }
  if (!(BLOCK_CONTENT_TYPES as readonly string[]).includes(response.content_type)) {
    add(
      'action_parameters.response.content_type',
      `The content type must be one of ${BLOCK_CONTENT_TYPES.join(', ')}.`,
    );
  }
  const bytes = utf8Length(response.content);
  if (bytes > limits.maxResponseContentBytes) {
    add(
      'action_parameters.response.content',
      `The response body is ${bytes} bytes; the limit is ${limits.maxResponseContentBytes} bytes (${Math.floor(limits.maxResponseContentBytes / 1024)} KB).`,
    );
  }
}

function validateRatelimit(rule: RateLimitRule, limits: RuleLimits, add: Add): void {
  const rl = rule.ratelimit;

  for (const message of characteristicProblems(rl.characteristics)) add('ratelimit.characteristics', message);

  if (!limits.periods.includes(rl.period))
    add('ratelimit.period', `The period must be one of ${seconds(limits.periods)}.`);

  const byRequests = rl.requests_per_period !== undefined;
  const byScore = rl.score_per_period !== undefined;
  if (byRequests === byScore) {
    add('ratelimit.requests_per_period', 'Set either a number of requests or a score per period, not both.');
  }
  if (byRequests && !(isPositiveInteger(rl.requests_per_period) && rl.requests_per_period <= MAX_THRESHOLD)) {
    add('ratelimit.requests_per_period', `The number of requests must be a whole number from 1 to ${MAX_THRESHOLD}.`);
  }
  if (byScore && !(isPositiveInteger(rl.score_per_period) && rl.score_per_period <= MAX_THRESHOLD)) {
    add('ratelimit.score_per_period', `The score must be a whole number from 1 to ${MAX_THRESHOLD}.`);
  }
  const header = rl.score_response_header_name ?? '';
  if (byScore && header === '') {
    add('ratelimit.score_response_header_name', 'Name the response header that carries the score.');
  } else if (header !== '' && !HEADER_NAME.test(header)) {
    add('ratelimit.score_response_header_name', `"${header}" is not a valid HTTP header name.`);
  } else if (header !== '' && !byScore) {
    add('ratelimit.score_response_header_name', 'A score header is only used with a score per period.');
  }

  const timeout = rl.mitigation_timeout ?? 0;
  if (!limits.mitigationTimeouts.includes(timeout)) {
    add(
      'ratelimit.mitigation_timeout',
      `The mitigation timeout must be one of ${seconds(limits.mitigationTimeouts)} (0 = throttle).`,
    );
  }

  const counting = rl.counting_expression ?? '';
  const check = checkExpression(counting, 'counting');
  if (!check.ok) add('ratelimit.counting_expression', check.message, check.syntax);
}

/** The shared language's verdict on the list, plus what only the API checks (valid, non-empty names; a size cap). */
export function characteristicProblems(list: readonly string[]): string[] {
  const problems = validateCharacteristics(list);
  for (const text of list) {
    const parsed = parseCharacteristic(text);
    if (!parsed || !('key' in parsed)) continue;
    if (parsed.key === '') problems.push(`'${text}': the name in brackets cannot be empty`);
    else if (parsed.kind === 'http.request.headers' && !HEADER_NAME.test(parsed.key)) {
      problems.push(`'${text}': "${parsed.key}" is not a valid HTTP header name`);
    }
  }
  if (list.length > MAX_CHARACTERISTICS)
    problems.push(`At most ${MAX_CHARACTERISTICS} characteristics can be combined.`);
  return problems;
}

/** The list the API receives: cf.colo.id added when missing, duplicates dropped, sorted as the service keeps it. */
export function withColo(characteristics: readonly string[]): string[] {
  return [...new Set([COLO_CHARACTERISTIC, ...characteristics])].sort();
}
