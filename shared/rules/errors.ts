// Syntax errors of the rules language, rendered the way the service renders them so that the app, the emulator and
// the real API show the same text for the same mistake.
import { englishHint, type RuleHint } from './hint-messages';

export interface RuleSyntaxErrorInit {
  /** The whole expression that was parsed. */
  source: string;
  /** Start of the offending span, in UTF-16 code units from the start of `source`. */
  offset: number;
  /** Length of the offending span (0 at the end of the input). */
  length: number;
  message: string;
  /** Extra advice for a person (not part of the service's text), said in the screen's language (sayHint). */
  hint?: RuleHint;
}

export class RuleSyntaxError extends Error {
  override readonly name = 'RuleSyntaxError';
  readonly source: string;
  readonly offset: number;
  readonly length: number;
  /** 1-based line of the span start. */
  readonly line: number;
  /** 1-based column of the span start (UTF-16 code units; equal to the service's byte column for ASCII input). */
  readonly column: number;
  /** The source line holding the span start, without its line break. */
  readonly lineText: string;
  /** The advice as a message of the catalogue, for a screen to say in its language. */
  readonly hintMessage: RuleHint | undefined;

  constructor(init: RuleSyntaxErrorInit) {
    super(init.message);
    this.source = init.source;
    this.offset = init.offset;
    this.length = init.length;
    this.hintMessage = init.hint;
    // lastIndexOf with a negative start still inspects index 0, hence the guard.
    const lineStart = init.offset === 0 ? 0 : init.source.lastIndexOf('\n', init.offset - 1) + 1;
    let lineEnd = init.source.indexOf('\n', lineStart);
    if (lineEnd < 0) lineEnd = init.source.length;
    let line = 1;
    for (let i = 0; i < lineStart; i++) if (init.source.charCodeAt(i) === 10) line++;
    this.line = line;
    this.column = init.offset - lineStart + 1;
    this.lineText = init.source.slice(lineStart, lineEnd);
  }

  /** The advice in English (tests, logs, the emulator); screens say hintMessage in their language. */
  get hint(): string | undefined {
    return this.hintMessage && englishHint(this.hintMessage);
  }

  /** Number of carets drawn: the span clipped to its line, at least one. */
  get caretCount(): number {
    const lineStart = this.offset - (this.column - 1);
    const available = lineStart + this.lineText.length - this.offset;
    return Math.max(1, Math.min(this.length, available));
  }

  /**
   * The service's rendering, trailing line break included:
   * `Filter parsing error (1:54):\n<line>\n<spaces>^^^ expected literal ","\n`.
   */
  override toString(): string {
    return (
      `Filter parsing error (${this.line}:${this.column}):\n` +
      `${this.lineText}\n` +
      `${' '.repeat(this.column - 1)}${'^'.repeat(this.caretCount)} ${this.message}\n`
    );
  }

  /** toString() plus the hint, for people reading it in the app. */
  describe(): string {
    const hint = this.hint;
    return hint ? `${this.toString()}${hint}\n` : this.toString();
  }

  toJSON(): { message: string; line: number; column: number; offset: number; length: number; hint?: string } {
    const out: { message: string; line: number; column: number; offset: number; length: number; hint?: string } = {
      message: this.message,
      line: this.line,
      column: this.column,
      offset: this.offset,
      length: this.length,
    };
    const hint = this.hint;
    if (hint !== undefined) out.hint = hint;
    return out;
  }
}

/**
 * The API's wrapping of a parse error, as returned in `errors[].message` of a rejected rule. Some reports of the
 * live API show "could not parse filter expression: " before "Filter parsing error"; `prefix` lets the emulator
 * reproduce either form instead of us guessing which one is current.
 */
export function formatApiExpressionError(
  expression: string,
  error: RuleSyntaxError,
  options: { prefix?: string } = {},
): string {
  return `'${expression}' is not a valid value for expression because ${options.prefix ?? ''}${error.toString()}`;
}
