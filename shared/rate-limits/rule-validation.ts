// Everything the rulesets API would refuse in a rate limiting rule, found before the rule leaves the app. The
// editor shows each problem beside its field; the service refuses a rule with any problem without calling the API.
import type { IntlShape } from 'react-intl';
import { parseCharacteristic, validateCharacteristics } from '../rules/index';
import { checkExpression, type ExpressionSyntax } from './expression-check';
import { RULE_PROBLEMS, valueList } from './rule-problem-messages';
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

/**
 * Every problem of the rule, in the language of `intl` (the screen's, or the main process's in force).
 */
export function validateRateLimitRule(
  rule: RateLimitRule,
  intl: IntlShape,
  limits: RuleLimits = DEFAULT_RULE_LIMITS,
): RuleProblem[] {
  const problems: RuleProblem[] = [];
  const say = intl.formatMessage;
  const add = (path: RulePath, message: string, syntax?: ExpressionSyntax): void => {
    problems.push(syntax ? { path, message, syntax } : { path, message });
  };

  if (rule.description.trim() === '') add('description', say(RULE_PROBLEMS.describeRule));
  else if (rule.description.length > MAX_DESCRIPTION_LENGTH) {
    add(
      'description',
      say(RULE_PROBLEMS.descriptionTooLong, { length: rule.description.length, limit: MAX_DESCRIPTION_LENGTH }),
    );
  }

  const expression = checkExpression(rule.expression, 'rule', intl);
  if (!expression.ok) add('expression', expression.message, expression.syntax);

  if (!isRateLimitAction(rule.action)) {
    add('action', say(RULE_PROBLEMS.actionOneOf, { actions: valueList(RATE_LIMIT_ACTIONS, intl) }));
  }
  validateResponse(rule, limits, add, intl);
  validateRatelimit(rule, limits, add, intl);
  return problems;
}

type Add = (path: RulePath, message: string, syntax?: ExpressionSyntax) => void;

function validateResponse(rule: RateLimitRule, limits: RuleLimits, add: Add, intl: IntlShape): void {
  const response = rule.action_parameters?.response;
  if (!response) return;
  const say = intl.formatMessage;
  if (rule.action !== 'block') {
    add('action', say(RULE_PROBLEMS.responseOnlyBlock));
    return;
  }
  if (!Number.isInteger(response.status_code) || response.status_code < 400 || response.status_code > 499) {
    add('action_parameters.response.status_code', say(RULE_PROBLEMS.statusRange));
  }
  if (!(BLOCK_CONTENT_TYPES as readonly string[]).includes(response.content_type)) {
    add(
      'action_parameters.response.content_type',
      say(RULE_PROBLEMS.contentTypeOneOf, { types: valueList(BLOCK_CONTENT_TYPES, intl) }),
    );
  }
  const bytes = utf8Length(response.content);
  if (bytes > limits.maxResponseContentBytes) {
    add(
      'action_parameters.response.content',
      say(RULE_PROBLEMS.bodyTooLong, {
        bytes,
        limit: limits.maxResponseContentBytes,
        kb: Math.floor(limits.maxResponseContentBytes / 1024),
      }),
    );
  }
}

function validateRatelimit(rule: RateLimitRule, limits: RuleLimits, add: Add, intl: IntlShape): void {
  const rl = rule.ratelimit;
  const say = intl.formatMessage;

  for (const message of characteristicProblems(rl.characteristics, intl)) add('ratelimit.characteristics', message);

  if (!limits.periods.includes(rl.period))
    add('ratelimit.period', say(RULE_PROBLEMS.periodOneOf, { seconds: valueList(limits.periods, intl) }));

  const byRequests = rl.requests_per_period !== undefined;
  const byScore = rl.score_per_period !== undefined;
  if (byRequests === byScore) {
    add('ratelimit.requests_per_period', say(RULE_PROBLEMS.requestsOrScore));
  }
  if (byRequests && !(isPositiveInteger(rl.requests_per_period) && rl.requests_per_period <= MAX_THRESHOLD)) {
    add('ratelimit.requests_per_period', say(RULE_PROBLEMS.requestsRange, { max: MAX_THRESHOLD }));
  }
  if (byScore && !(isPositiveInteger(rl.score_per_period) && rl.score_per_period <= MAX_THRESHOLD)) {
    add('ratelimit.score_per_period', say(RULE_PROBLEMS.scoreRange, { max: MAX_THRESHOLD }));
  }
  const header = rl.score_response_header_name ?? '';
  if (byScore && header === '') {
    add('ratelimit.score_response_header_name', say(RULE_PROBLEMS.nameScoreHeader));
  } else if (header !== '' && !HEADER_NAME.test(header)) {
    add('ratelimit.score_response_header_name', say(RULE_PROBLEMS.badHeaderName, { header }));
  } else if (header !== '' && !byScore) {
    add('ratelimit.score_response_header_name', say(RULE_PROBLEMS.scoreHeaderUnused));
  }

  const timeout = rl.mitigation_timeout ?? 0;
  if (!limits.mitigationTimeouts.includes(timeout)) {
    add(
      'ratelimit.mitigation_timeout',
      say(RULE_PROBLEMS.timeoutOneOf, { seconds: valueList(limits.mitigationTimeouts, intl) }),
    );
  }

  const counting = rl.counting_expression ?? '';
  const check = checkExpression(counting, 'counting', intl);
  if (!check.ok) add('ratelimit.counting_expression', check.message, check.syntax);
}

/** The shared language's verdict on the list, plus what only the API checks (valid, non-empty names; a size cap). */
export function characteristicProblems(list: readonly string[], intl: IntlShape): string[] {
  const problems = validateCharacteristics(list, intl);
  for (const text of list) {
    const parsed = parseCharacteristic(text);
    if (!parsed || !('key' in parsed)) continue;
    if (parsed.key === '') problems.push(intl.formatMessage(RULE_PROBLEMS.emptyKey, { characteristic: text }));
    else if (parsed.kind === 'http.request.headers' && !HEADER_NAME.test(parsed.key)) {
      problems.push(intl.formatMessage(RULE_PROBLEMS.badKey, { characteristic: text, key: parsed.key }));
    }
  }
  if (list.length > MAX_CHARACTERISTICS)
    problems.push(intl.formatMessage(RULE_PROBLEMS.tooManyCharacteristics, { max: MAX_CHARACTERISTICS }));
  return problems;
}

/** The list the API receives: cf.colo.id added when missing, duplicates dropped, sorted as the service keeps it. */
export function withColo(characteristics: readonly string[]): string[] {
  return [...new Set([COLO_CHARACTERISTIC, ...characteristics])].sort();
}
