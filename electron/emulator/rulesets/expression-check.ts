// Expressions are validated with the app's own rules-language parser, so the emulator refuses exactly what the
// app's editor flags, with the service's wording: `'<expr>' is not a valid value for expression because
// Filter parsing error (1:54): ...`.
import { formatApiExpressionError, validateExpression } from '../../../shared/rules/index';

// "The maximum length of a rule expression is 4,096 characters" (developers.cloudflare.com/ruleset-engine/
// rules-language/expressions/, followed on 2026-11-25). Checked before parsing, and the refusal does not quote a
// text that long back.
const MAX_EXPRESSION_LENGTH = 4096;

function tooLong(field: string, expression: string): string | null {
  if (expression.length <= MAX_EXPRESSION_LENGTH) return null;
  return `the value of ${field} is ${expression.length} characters long; the maximum length of an expression is ${MAX_EXPRESSION_LENGTH} characters`;
}

/** The refusal message for a rule expression, or null when it is valid. */
export function ruleExpressionProblem(expression: string): string | null {
  if (expression.trim() === '') {
    return `'${expression}' is not a valid value for expression because the expression cannot be blank`;
  }
  const long = tooLong('expression', expression);
  if (long) return long;
  const error = validateExpression(expression, { context: 'rule' });
  return error ? formatApiExpressionError(expression, error) : null;
}

/**
 * The refusal message for a counting expression, or null when it is valid. An empty string means "the rule
 * expression" and is valid; response fields such as http.response.code are allowed here only.
 */
export function countingExpressionProblem(expression: string): string | null {
  if (expression === '') return null;
  if (expression.trim() === '') {
    return `'${expression}' is not a valid value for counting_expression because the expression cannot be blank`;
  }
  const long = tooLong('counting_expression', expression);
  if (long) return long;
  const error = validateExpression(expression, { context: 'counting' });
  return error ? `'${expression}' is not a valid value for counting_expression because ${error.toString()}` : null;
}
