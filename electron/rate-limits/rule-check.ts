// The service's gate before a rule leaves the app: the same validation the editor runs, refused with every problem
// in one message the user can act on.
import { DEFAULT_RULE_LIMITS, type RateLimitRule, type RuleLimits } from '../../shared/rate-limits/rule-model';
import { validateRateLimitRule, type RuleProblem } from '../../shared/rate-limits/rule-validation';
import { RULE_PATH_NAMES } from '../../shared/rate-limits/rule-problem-messages';
import { DeskError } from '../ipc/desk-error';
import { say, sayingIntl } from '../language/say';
import { RL_REFUSALS } from './refusal-messages';

function describe(problem: RuleProblem): string {
  // An expression error reads best as the service renders it: the line, and a caret under the position.
  const text = problem.syntax ? problem.syntax.text.trimEnd() : problem.message;
  return say(RL_REFUSALS.fieldProblem, { field: say(RULE_PATH_NAMES[problem.path]), problem: text });
}

export function assertValidRule(rule: RateLimitRule, limits: RuleLimits = DEFAULT_RULE_LIMITS): void {
  const problems = validateRateLimitRule(rule, sayingIntl(), limits);
  if (problems.length === 0) return;
  throw new DeskError(
    'invalid-rule',
    [say(RL_REFUSALS.notSent, { count: problems.length }), ...problems.map(describe)].join('\n'),
    problems,
  );
}
