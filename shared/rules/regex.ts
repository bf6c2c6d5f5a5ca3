// The `matches` operator's engine. JavaScript's RegExp backtracks: "^/(a+)+$" against 31 "a"s and a "!" held the
// event loop for seconds. re2js (a port of RE2) matches in time linear in the value, like the Rust crate the service
// uses, whatever the pattern. Patterns are compiled once per rule, never per request.
import { compilePattern, isRefusal } from '../patterns/compile-pattern';
import { checkRegexDialect, REGEX_SIZE_LIMIT } from './regex-dialect';

interface RegexMatcher {
  /** Whether the regex matches somewhere in `value` (a search, as the service's is: anchor with ^ and $). */
  readonly test: (value: string) => boolean;
  /** Estimated program size, counted against an expression's budget. */
  readonly size: number;
}

// Validation (the parser) and evaluation (compileExpression) both ask for the same patterns, and the simulator
// recompiles the rule being edited on every change: compiled patterns are kept, a bounded number of them.
const CACHE_LIMIT = 256;
const cache = new Map<string, RegexMatcher>();

/** Compiles a `matches` pattern of the service's dialect, or gives the refusal ("regex parse error: ..."). */
export function compileRegex(source: string, sizeLimit = REGEX_SIZE_LIMIT): RegexMatcher | string {
  const cached = cache.get(source);
  if (cached && cached.size <= sizeLimit) return cached;
  const dialect = checkRegexDialect(source, sizeLimit);
  if (!dialect.ok) return dialect.message;
  // The dialect's estimate refuses a hostile pattern before it costs anything; the compiled program is then measured
  // against the same limit, as every typed pattern is (compile-pattern.ts).
  const compiled = compilePattern(dialect.re2Source, { sizeLimit });
  if (isRefusal(compiled)) {
    return compiled.engineMessage !== undefined
      ? `regex parse error: ${rustWording(compiled.engineMessage)}`
      : `regex parse error: compiled regex exceeds size limit of ${sizeLimit} instructions here; ${compiled.problem}`;
  }
  const { re } = compiled;
  const prefix = dialect.anchoredPrefix;
  // The engine costs about a microsecond a value. A value without the literal every match starts with is refused by
  // startsWith alone (most requests are not the ones a rule is about), and the last answer is kept: the simulator
  // asks about the same path for every request, an edge often about the same one many times in a row.
  let lastValue: string | undefined;
  let lastAnswer = false;
  const search = (value: string): boolean => {
    if (value === lastValue) return lastAnswer;
    lastAnswer = re.test(value);
    lastValue = value;
    return lastAnswer;
  };
  const matcher: RegexMatcher = {
    size: dialect.size,
    test: prefix === '' ? search : (value) => value.startsWith(prefix) && search(value),
  };
  if (cache.size >= CACHE_LIMIT) cache.delete(cache.keys().next().value as string);
  cache.set(source, matcher);
  return matcher;
}

// RE2's messages ("error parsing regexp: missing closing ): `(`") in the Rust crate's words, which the service shows.
const RUST_WORDING: ReadonlyArray<readonly [string, string]> = [
  ['missing closing )', 'unclosed group'],
  ['unexpected )', 'unopened group'],
  ['missing closing ]', 'unclosed character class'],
  ['invalid character class range', 'invalid character class range, the start must be <= the end'],
  ['invalid escape sequence', 'unrecognized escape sequence'],
  ['invalid character class', 'invalid Unicode character class'],
  ['missing argument to repetition operator', 'repetition operator missing expression'],
  ['invalid nested repetition operator', 'repetition operator missing expression'],
  [
    'invalid repeat count',
    `repetition counts above 1000 are not supported here, nested repetitions multiplied (e.g. (a{100}){100})`,
  ],
  ['expression nests too deeply', 'exceed the maximum number of nested parentheses/brackets'],
  ['expression too large', 'compiled regex exceeds size limit'],
  ['invalid named capture', 'invalid capture group character'],
  ['duplicate capture group name', 'duplicate capture group name'],
  ['invalid or unsupported Perl syntax', 'unrecognized flag'],
  ['invalid UTF-8', 'invalid UTF-8'],
];

function rustWording(message: string): string {
  const body = message.replace(/^error parsing regexp: /, '');
  // RE2 reports an unknown Unicode class name as a bad range.
  const unicodeClass = /: (`\\[pP].*`)$/.exec(body);
  if (unicodeClass) return `invalid Unicode character class: ${unicodeClass[1]}`;
  for (const [re2, rust] of RUST_WORDING) {
    if (body.startsWith(re2)) {
      const what = /: (`.*`)$/.exec(body);
      return what ? `${rust}: ${what[1]}` : rust;
    }
  }
  return body;
}
