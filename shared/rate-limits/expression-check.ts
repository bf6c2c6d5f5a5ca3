// Checks a rule or counting expression with the rules language's own parser, and keeps what the editor needs to
// draw the service's message with a caret under the offending position.
import type { IntlShape } from 'react-intl';
import { parseExpression, sayHint, type ExpressionContext, type RuleSyntaxError } from '../rules/index';
import { RULE_PROBLEMS } from './rule-problem-messages';

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
  /** The app's advice, in the language asked for. */
  readonly hint?: string;
  /**
   * The service's rendering with its heading in the language asked for: `Filter parsing error (1:54):\n<line>\n
   * ^^^ <message>\n`. The parser's message is the rules language's own words, as the service writes them.
   */
  readonly text: string;
}

export type ExpressionCheck =
  { readonly ok: true } | { readonly ok: false; readonly message: string; readonly syntax?: ExpressionSyntax };

export function syntaxOf(error: RuleSyntaxError, intl: IntlShape): ExpressionSyntax {
  const heading = intl.formatMessage(RULE_PROBLEMS.syntaxHeading, { line: error.line, column: error.column });
  const rendered = error.toString();
  return {
    line: error.line,
    column: error.column,
    lineText: error.lineText,
    caretCount: error.caretCount,
    message: error.message,
    ...(error.hintMessage === undefined ? {} : { hint: sayHint(error.hintMessage, intl) }),
    // error.toString() but its first line: the service's rendering, from the line on.
    text: `${heading}\n${rendered.slice(rendered.indexOf('\n') + 1)}`,
  };
}

/**
 * A rule expression may not be blank; an empty counting expression means "count what the rule matches" and is
 * valid, as the service treats it.
 */
export function checkExpression(source: string, context: ExpressionContext, intl: IntlShape): ExpressionCheck {
  if (source.trim() === '') {
    if (context === 'counting' && source === '') return { ok: true };
    return {
      ok: false,
      message: intl.formatMessage(context === 'rule' ? RULE_PROBLEMS.enterExpression : RULE_PROBLEMS.blankCounting),
    };
  }
  if (source.length > MAX_EXPRESSION_LENGTH) {
    return {
      ok: false,
      message: intl.formatMessage(RULE_PROBLEMS.expressionTooLong, {
        length: source.length,
        limit: MAX_EXPRESSION_LENGTH,
      }),
    };
  }
  const parsed = parseExpression(source, { context });
  if (parsed.ok) return { ok: true };
  const syntax = syntaxOf(parsed.error, intl);
  const message = intl.formatMessage(RULE_PROBLEMS.syntaxAt, {
    line: syntax.line,
    column: syntax.column,
    message: syntax.message,
  });
  return { ok: false, message, syntax };
}
