// The service's regex dialect, checked before a regex reaches the engine. The service runs `matches` with the Rust
// regex crate (wirefilter builds it with Unicode off); we run RE2 (re2js). Both match in linear time and share most
// of their syntax, so this pass only refuses, in the Rust crate's words, what one of them reads differently or not
// at all, rewrites the few spellings RE2 lacks, and estimates the compiled size so that a hostile pattern is refused
// before it costs anything to compile.
//
// Followed on 2026-11-25: developers.cloudflare.com/ruleset-engine/rules-language/values/ ("Regular expression
// matching is performed using the Rust regular expression engine"), .../rules-language/operators/ (last updated
// Apr 16, 2026: matches / ~), and wirefilter's engine/src/rhs_types/regex (regex_automata with a compiled size
// limit, "Compiled regex exceeds size limit of N bytes."); the refusals quote regex-syntax's error texts.

/** Rust regex-syntax's default nest limit: deeper groups and classes are refused, before any recursion. */
const REGEX_NEST_LIMIT = 250;
/** RE2's largest repetition count; the Rust crate takes more, bounded only by its size limit. */
const REGEX_REPEAT_LIMIT = 1000;
/**
 * Largest estimated program (in RE2 instructions) of one regex. The service's limit is 10 MiB of compiled regex,
 * but its engine is native code. re2js matches in time linear in the value, yet proportional to the program where
 * its DFA gives up ("(a|b).{0,500}c" has too many states): about 20 ns per instruction and character on a busy
 * machine, so 1000 instructions against a 16 KiB header is a third of a second at worst, and compiling them a few
 * milliseconds. Real rules stay far below ("^/api/v[0-9]+/items/[0-9a-f]{32}$" is about 60).
 */
export const REGEX_SIZE_LIMIT = 1000;

type RegexDialectResult =
  | {
      ok: true;
      /** The pattern as RE2 reads it. */
      re2Source: string;
      /** Estimated program size, for the expression's budget. */
      size: number;
      /** A literal every match starts with at the start of the value ("^/api/" gives "/api/"), or ''. */
      anchoredPrefix: string;
    }
  | { ok: false; message: string };

const FLAGS_RUST = new Set(['i', 'm', 's', 'U', 'u', 'x', 'R']);
const FLAGS_RE2 = new Set(['i', 'm', 's', 'U']);
const META = new Set(['\\', '.', '^', '$', '|', '?', '*', '+', '(', ')', '[', ']', '{', '}']);

interface Frame {
  /** The running size when this group opened. */
  start: number;
  /** Size of the last atom, which a quantifier multiplies; -1 where a quantifier has nothing to repeat. */
  last: number;
}

const fail = (message: string): RegexDialectResult => ({ ok: false, message: `regex parse error: ${message}` });

/** Checks `source` in the service's dialect and gives the RE2 spelling of it, or the refusal. */
export function checkRegexDialect(source: string, sizeLimit = REGEX_SIZE_LIMIT): RegexDialectResult {
  let out = '';
  // The estimate follows RE2's compiler: an instruction per literal, class or assertion, two per group, one per
  // alternative and per repetition, and a repeated piece copied as many times as it may repeat.
  let size = 2;
  const frames: Frame[] = [{ start: 0, last: -1 }];
  let usesFlags = false;
  let usesAlternation = false;
  const top = (): Frame => frames[frames.length - 1] as Frame;
  const atom = (n: number): void => {
    size += n;
    top().last = n;
  };
  const sizeMessage = `compiled regex exceeds size limit of ${sizeLimit} instructions here; use fewer or smaller repetitions`;

  for (let i = 0; i < source.length;) {
    if (size > sizeLimit) return fail(sizeMessage);
    const c = source[i] as string;
    if (c === '\\') {
      const escape = readEscape(source, i);
      if (typeof escape === 'string') return fail(escape);
      out += escape.text;
      i += escape.length;
      atom(1);
      continue;
    }
    if (c === '[') {
      const cls = readClass(source, i);
      if (typeof cls === 'string') return fail(cls);
      out += cls.text;
      i += cls.length;
      atom(1);
      continue;
    }
    if (c === '(') {
      if (frames.length > REGEX_NEST_LIMIT) {
        return fail(`exceed the maximum number of nested parentheses/brackets (${REGEX_NEST_LIMIT})`);
      }
      const group = readGroupOpening(source, i);
      if (typeof group === 'string') return fail(group);
      if (group.flags) usesFlags = true;
      out += group.text;
      i += group.length;
      if (group.kind === 'flags') top().last = -1;
      else frames.push({ start: size, last: -1 });
      continue;
    }
    if (c === ')') {
      if (frames.length === 1) return fail('unopened group');
      const opened = (frames.pop() as Frame).start;
      out += ')';
      i++;
      size += 2;
      top().last = size - opened;
      continue;
    }
    if (c === '|') {
      usesAlternation = true;
      out += '|';
      i++;
      atom(1);
      top().last = -1;
      continue;
    }
    if (c === '*' || c === '+' || c === '?' || c === '{') {
      const rep = c === '{' ? readCount(source, i) : { min: c === '+' ? 1 : 0, max: c === '?' ? 1 : -1, length: 1 };
      if (typeof rep === 'string') return fail(rep);
      const f = top();
      if (f.last < 0) return fail('repetition operator missing expression');
      if (rep.max > REGEX_REPEAT_LIMIT || rep.min > REGEX_REPEAT_LIMIT) {
        return fail(`repetition counts above ${REGEX_REPEAT_LIMIT} are not supported here`);
      }
      out += source.slice(i, i + rep.length);
      i += rep.length;
      if (source[i] === '?') {
        out += '?'; // lazy
        i++;
      }
      const times = rep.max < 0 ? Math.max(rep.min, 1) : rep.max;
      // Each optional copy ("x{0,3}" is "(x(x(x)?)?)?") adds a split instruction.
      size += f.last * (times - 1) + (rep.max < 0 ? 1 : rep.max - rep.min + 1);
      // A repetition of a repetition ("a**", "a{2}{3}") has no meaning RE2 gives it; Rust refuses it as well.
      f.last = -1;
      continue;
    }
    // ^ $ . and literals.
    out += c;
    i++;
    atom(1);
  }
  if (frames.length > 1) return fail('unclosed group');
  if (size > sizeLimit) return fail(sizeMessage);
  return {
    ok: true,
    re2Source: out,
    size,
    anchoredPrefix: usesFlags || usesAlternation ? '' : anchoredPrefix(out),
  };
}

interface Piece {
  text: string;
  length: number;
}

/** An escape outside a class. */
function readEscape(source: string, at: number): Piece | string {
  const next = source[at + 1];
  if (next === undefined) return 'incomplete escape sequence, reached end of pattern prematurely';
  if (next >= '1' && next <= '9') return 'backreferences are not supported';
  // Rust reads these as word-boundary assertions; RE2 would match the characters < > { literally.
  if (next === '<' || next === '>' || (next === 'b' && source[at + 2] === '{')) {
    return 'special word boundaries (\\<, \\>, \\b{...}) are not supported here; use \\b';
  }
  // RE2's quoting, unknown to the Rust crate: refuse what the service refuses.
  if (next === 'Q' || next === 'E' || next === 'C') return 'unrecognized escape sequence';
  // \x{10FFFF}, \p{Greek} and \P{Greek} carry their braces: they are part of the escape, not a repetition.
  if ((next === 'x' || next === 'p' || next === 'P') && source[at + 2] === '{') {
    const close = source.indexOf('}', at + 3);
    if (close < 0) return next === 'x' ? 'unclosed hexadecimal literal' : 'unclosed Unicode class';
    return { text: source.slice(at, close + 1), length: close + 1 - at };
  }
  return { text: source.slice(at, at + 2), length: 2 };
}

/**
 * A character class from its "[" to its "]". A "]" first (after "[" or "[^") is literal in both engines. Rust also
 * nests classes and has set operations (&&, --, ~~), which RE2 reads as plain characters: refused, not misread.
 */
function readClass(source: string, at: number): Piece | string {
  let i = at + 1;
  if (source[i] === '^') i++;
  if (source[i] === ']') i++;
  for (; i < source.length; i++) {
    const c = source[i] as string;
    if (c === '\\') {
      if (i + 1 >= source.length) break;
      i++;
      continue;
    }
    if (c === ']') return { text: source.slice(at, i + 1), length: i + 1 - at };
    if (c === '[') {
      const posix = /^\[:\^?[a-z]+:\]/.exec(source.slice(i, i + 16));
      if (posix) {
        i += posix[0].length - 1;
        continue;
      }
      return 'nested character classes are not supported here; list the characters in one class';
    }
    const pair = source.slice(i, i + 2);
    if (pair === '&&' || pair === '--' || pair === '~~') {
      return `class set operations (${pair}) are not supported here; list the characters in one class`;
    }
  }
  return 'unclosed character class';
}

type GroupOpening = { kind: 'group' | 'flags'; text: string; length: number; flags: boolean };

/** "(", "(?:", "(?P<name>", "(?<name>", "(?flags)" or "(?flags:". */
function readGroupOpening(source: string, at: number): GroupOpening | string {
  if (source[at + 1] !== '?') return { kind: 'group', text: '(', length: 1, flags: false };
  const rest = source.slice(at + 2, at + 5);
  if (/^(=|!|<=|<!)/.test(rest)) return 'look-around, including look-ahead and look-behind, is not supported';
  if (rest.startsWith('P<') || rest.startsWith('<')) {
    const start = at + 2 + (rest.startsWith('P<') ? 2 : 1);
    const close = source.indexOf('>', start);
    if (close < 0) return 'unclosed capture group name';
    const name = source.slice(start, close);
    if (name === '') return 'empty capture group name';
    if (!/^[A-Za-z_][A-Za-z0-9_.[\]]*$/.test(name)) return 'invalid capture group character';
    return { kind: 'group', text: `(?P<${name}>`, length: close + 1 - at, flags: false };
  }
  let i = at + 2;
  let kept = '';
  let negated = false;
  for (; i < source.length; i++) {
    const c = source[i] as string;
    if (c === ')' || c === ':') break;
    if (c === '-') {
      if (negated) return 'flag negation operator repeated';
      negated = true;
      kept += c;
      continue;
    }
    if (!FLAGS_RUST.has(c)) return 'unrecognized flag';
    if (!FLAGS_RE2.has(c)) {
      // Unicode mode changes nothing for the strings we match; verbose and CRLF modes RE2 does not have.
      if (c === 'u') continue;
      return `unsupported flag ${c}: only i, m, s and U are supported here`;
    }
    kept += c;
  }
  if (i >= source.length) return 'expected flag but got end of regex';
  if (kept.endsWith('-')) kept = kept.slice(0, -1);
  const closer = source[i] as string;
  const length = i + 1 - at;
  if (closer === ')') return { kind: 'flags', text: kept === '' ? '' : `(?${kept})`, length, flags: kept !== '' };
  return { kind: 'group', text: kept === '' ? '(?:' : `(?${kept}:`, length, flags: kept !== '' };
}

/** "{n}", "{n,}" or "{n,m}"; Rust refuses a "{" that is none of them, where RE2 would read it literally. */
function readCount(source: string, at: number): { min: number; max: number; length: number } | string {
  const close = source.indexOf('}', at);
  if (close < 0) return 'unclosed counted repetition';
  const m = /^\{([0-9]+)(,([0-9]*))?\}$/.exec(source.slice(at, Math.min(close + 1, at + 24)));
  if (!m) return 'repetition quantifier expects a valid decimal';
  const min = Number(m[1]);
  const max = m[2] === undefined ? min : m[3] === '' ? -1 : Number(m[3]);
  if (max >= 0 && min > max) return 'invalid repetition count range, the start must be <= the end';
  return { min, max, length: close + 1 - at };
}

/** The literal after a leading "^" or "\A", up to the first operator (less its last character if that repeats). */
function anchoredPrefix(re2Source: string): string {
  let i: number;
  if (re2Source.startsWith('^')) i = 1;
  else if (re2Source.startsWith('\\A')) i = 2;
  else return '';
  let prefix = '';
  let lastLength = 0;
  while (i < re2Source.length) {
    const c = re2Source[i] as string;
    if (c === '\\') {
      const next = re2Source[i + 1] ?? '';
      // Only an escaped punctuation character is that character; \d, \x41, \pL... end the literal.
      if (!/^[!-/:-@[-`{-~]$/.test(next)) break;
      prefix += next;
      lastLength = 1;
      i += 2;
      continue;
    }
    if (META.has(c)) {
      if (c === '?' || c === '*' || c === '+' || c === '{') prefix = prefix.slice(0, prefix.length - lastLength);
      break;
    }
    // An astral character is two UTF-16 units; a quantifier after it repeats both.
    const code = c.charCodeAt(0);
    const width = code >= 0xd800 && code <= 0xdbff && i + 1 < re2Source.length ? 2 : 1;
    prefix += re2Source.slice(i, i + width);
    lastLength = width;
    i += width;
  }
  return prefix;
}
