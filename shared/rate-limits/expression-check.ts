// Checks a rule or counting expression with the rules language's own parser, and keeps what the editor needs to
// draw the service's message with a caret under the offending position.
import { parseExpression, type ExpressionContext, type RuleSyntaxError } from '../rules/index';

/** Longest expression the app sends; the service's own limit is of the same order. */
export const MAX_EXPRESSION_LENGTH = 4096;

export interface ExpressionSyntax {
  /** 1-based. */
  readonly line: number;
  /** 1-based, in UTF-16 code units. */
  readonly column: number;
  /** The source line holding the error, without its line break. */
  readonly lineText: string;
  readonly caretCount: number;
  /** The parser's message, e.g. `expected literal ","`. */
  readonly message: string;
  readonly hint?: string;
  /** The service's rendering: `Filter parsing error (1:54):\n<line>\n    ^^^ <message>\n`. */
  readonly text: string;
}

export type ExpressionCheck =
  { readonly ok: true } | { readonly ok: false; readonly message: string; readonly syntax?: ExpressionSyntax };

export function syntaxOf(error: RuleSyntaxError): ExpressionSyntax {
  return {
    line: error.line,
    column: error.column,
    lineText: error.lineText,
    caretCount: error.caretCount,
    message: error.message,
    ...(error.hint === undefined ? {} : { hint: error.hint }),
    text: error.toString(),
  };
}

/**
 * A rule expression may not be blank; an empty counting expression means "count what the rule matches" and is
 * valid, as the service treats it.
 */
export function checkExpression(source: string, context: ExpressionContext): ExpressionCheck {
  if (source.trim() === '') {
    if (context === 'counting' && source === '') return { ok: true };
    return {
      ok: false,
      message:
        context === 'rule'
          ? 'Enter an expression: it selects the requests the rule applies to.'
          : 'A counting expression cannot be only spaces; leave it empty to count what the rule matches.',
    };
  }
  if (source.length > MAX_EXPRESSION_LENGTH) {
    return {
      ok: false,
      message: `The expression is ${source.length} characters long; the limit is ${MAX_EXPRESSION_LENGTH}.`,
    };
  }
  const parsed = parseExpression(source, { context });
  if (parsed.ok) return { ok: true };
  const syntax = syntaxOf(parsed.error);
  return { ok: false, message: `Line ${syntax.line}, column ${syntax.column}: ${syntax.message}`, syntax };
}
