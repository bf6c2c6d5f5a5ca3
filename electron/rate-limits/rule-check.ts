// The service's gate before a rule leaves the app: the same validation the editor runs, refused with every problem
// in one message the user can act on.
import { DEFAULT_RULE_LIMITS, type RateLimitRule, type RuleLimits } from '../../shared/rate-limits/rule-model';
import { validateRateLimitRule, type RuleProblem } from '../../shared/rate-limits/rule-validation';
import { DeskError } from '../ipc/desk-error';

const FIELD_NAMES: Readonly<Record<RuleProblem['path'], string>> = {
  description: 'Description',
  expression: 'Expression',
  action: 'Action',
  'action_parameters.response.status_code': 'Response status code',
  'action_parameters.response.content_type': 'Response content type',
  'action_parameters.response.content': 'Response body',
  'ratelimit.characteristics': 'Counted by',
  'ratelimit.period': 'Period',
  'ratelimit.requests_per_period': 'Requests per period',
  'ratelimit.score_per_period': 'Score per period',
  'ratelimit.score_response_header_name': 'Score header',
  'ratelimit.mitigation_timeout': 'Mitigation timeout',
  'ratelimit.counting_expression': 'Counting expression',
};

function describe(problem: RuleProblem): string {
  // An expression error reads best as the service renders it: the line, and a caret under the position.
  const text = problem.syntax ? problem.syntax.text.trimEnd() : problem.message;
  return `${FIELD_NAMES[problem.path]}: ${text}`;
}

export function assertValidRule(rule: RateLimitRule, limits: RuleLimits = DEFAULT_RULE_LIMITS): void {
  const problems = validateRateLimitRule(rule, limits);
  if (problems.length === 0) return;
  throw new DeskError(
    'invalid-rule',
    `The rule was not sent, because it has ${problems.length === 1 ? 'a problem' : `${problems.length} problems`}:\n${problems.map(describe).join('\n')}`,
    problems,
  );
}
