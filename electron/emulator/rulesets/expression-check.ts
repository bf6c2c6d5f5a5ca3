// Expressions are validated with the app's own rules-language parser, so the emulator refuses exactly what the
// app's editor flags, with the service's wording: `'<expr>' is not a valid value for expression because
// Filter parsing error (1:54): ...`.
import { formatApiExpressionError, validateExpression } from '../../../shared/rules/index';

/** The refusal message for a rule expression, or null when it is valid. */
export function ruleExpressionProblem(expression: string): string | null {
  if (expression.trim() === '') {
    return `'${expression}' is not a valid value for expression because the expression cannot be blank`;
  }
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
  const error = validateExpression(expression, { context: 'counting' });
  return error ? `'${expression}' is not a valid value for counting_expression because ${error.toString()}` : null;
}
