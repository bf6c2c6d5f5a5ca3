import { hintOf, RULE_HINTS } from './hint-messages';
import type { PunctText, SymbolText, Token } from './tokens';

// The service accepts only these three as whitespace; a tab would misalign the caret under errors.
const isSpace = (c: string): boolean => c === ' ' || c === '\n' || c === '\r';

const PUNCT = new Set<string>(['(', ')', '[', ']', '{', '}', ',', '*']);
const TWO_CHAR_SYMBOLS = new Set<string>(['==', '!=', '<=', '>=', '&&', '||', '^^']);
const ONE_CHAR_SYMBOLS = new Set<string>(['<', '>', '~', '!']);
// Characters that end a word: whitespace (and tab), quotes, brackets, separators and operator symbols.
const WORD_STOP = new Set<string>([
  ' ',
  '\n',
  '\r',
  '\t',
  '"',
  "'",
  '(',
  ')',
  '[',
  ']',
  '{',
  '}',
  ',',
  '*',
  '=',
  '!',
  '<',
  '>',
  '~',
  '&',
  '|',
  '^',
]);

/** Tokens from `from` to the end of `source`; offsets are relative to the whole source. */
export function tokenize(source: string, from = 0): Token[] {
  const tokens: Token[] = [];
  let i = from;
  const n = source.length;
  while (true) {
    while (i < n && isSpace(source[i] as string)) i++;
    if (i >= n) {
      tokens.push({ kind: 'eof', offset: n, length: 0, text: '' });
      return tokens;
    }
    const c = source[i] as string;
    const start = i;
    const two = source.slice(i, i + 2);

    if (c === '"') {
      // After `matches` the quoted string is a regex and lexed by its own rules. Deciding here, in the one pass,
      // rather than re-lexing the rest of the source at each `matches`, keeps tokenizing linear.
      tokens.push(followsMatches(tokens) ? lexRegexLiteral(source, i) : lexQuoted(source, i));
      i = start + (tokens[tokens.length - 1] as Token).length;
      continue;
    }
    if (c === 'r' && (source[i + 1] === '"' || source[i + 1] === '#')) {
      const raw = lexRaw(source, i);
      if (raw) {
        tokens.push(raw);
        i = start + raw.length;
        continue;
      }
    }
    if (TWO_CHAR_SYMBOLS.has(two)) {
      tokens.push({ kind: 'symbol', text: two as SymbolText, offset: i, length: 2 });
      i += 2;
      continue;
    }
    if (ONE_CHAR_SYMBOLS.has(c)) {
      tokens.push({ kind: 'symbol', text: c as SymbolText, offset: i, length: 1 });
      i += 1;
      continue;
    }
    if (PUNCT.has(c)) {
      tokens.push({ kind: 'punct', text: c as PunctText, offset: i, length: 1 });
      i += 1;
      continue;
    }
    if (c === "'") {
      // Take the whole single-quoted run so the caret covers what the person meant as a string.
      const close = source.indexOf("'", i + 1);
      const lineEnd = source.indexOf('\n', i + 1);
      const end = close >= 0 && (lineEnd < 0 || close < lineEnd) ? close + 1 : i + 1;
      tokens.push({
        kind: 'error',
        offset: i,
        length: end - i,
        text: source.slice(i, end),
        message: 'expected a string in double quotes',
        hint: hintOf(RULE_HINTS.singleQuotes),
      });
      i = end;
      continue;
    }
    if (c === '\t') {
      tokens.push({
        kind: 'error',
        offset: i,
        length: 1,
        text: c,
        message: 'tab characters are not allowed',
        hint: hintOf(RULE_HINTS.noTabs),
      });
      i += 1;
      continue;
    }
    if (c === '=' || c === '&' || c === '|' || c === '^') {
      const expected = c === '=' ? '==' : c + c;
      tokens.push({
        kind: 'error',
        offset: i,
        length: 1,
        text: c,
        message: `unexpected "${c}"`,
        hint: hintOf(RULE_HINTS.didYouMean, { code: `"${expected}"` }),
      });
      i += 1;
      continue;
    }
    while (i < n && !WORD_STOP.has(source[i] as string)) i++;
    tokens.push({ kind: 'word', offset: start, length: i - start, text: source.slice(start, i) });
  }
}

function followsMatches(tokens: readonly Token[]): boolean {
  const last = tokens[tokens.length - 1];
  return (
    last !== undefined &&
    ((last.kind === 'word' && last.text === 'matches') || (last.kind === 'symbol' && last.text === '~'))
  );
}

function lexQuoted(source: string, start: number): Token {
  let value = '';
  let i = start + 1;
  const n = source.length;
  while (i < n) {
    const c = source[i] as string;
    if (c === '"') {
      return { kind: 'string', value, offset: start, length: i + 1 - start, text: source.slice(start, i + 1) };
    }
    if (c === '\\') {
      const next = source[i + 1];
      if (next === '"' || next === '\\') {
        value += next;
        i += 2;
        continue;
      }
      const hex = source.slice(i + 1, i + 4);
      if (/^x[0-9a-fA-F]{2}$/.test(hex)) {
        value += String.fromCharCode(parseInt(hex.slice(1), 16));
        i += 4;
        continue;
      }
      const oct = source.slice(i + 1, i + 4);
      if (/^[0-7]{3}$/.test(oct) && parseInt(oct, 8) <= 0xff) {
        value += String.fromCharCode(parseInt(oct, 8));
        i += 4;
        continue;
      }
      return {
        kind: 'error',
        offset: i,
        length: next === undefined ? 1 : 2,
        text: source.slice(i, i + 2),
        message: 'expected \\", xHH or OOO after \\',
        hint: hintOf(RULE_HINTS.escapes),
      };
    }
    value += c;
    i++;
  }
  return {
    kind: 'error',
    offset: start,
    length: n - start,
    text: source.slice(start),
    message: 'could not find an ending quote',
  };
}

/** r"..." and r#"..."# (any number of #). Returns null when the r is just the start of a word. */
function lexRaw(source: string, start: number): Token | null {
  let i = start + 1;
  let hashes = 0;
  while (source[i] === '#') {
    hashes++;
    i++;
  }
  if (source[i] !== '"') return null;
  const terminator = '"' + '#'.repeat(hashes);
  const close = source.indexOf(terminator, i + 1);
  if (close < 0) {
    return {
      kind: 'error',
      offset: start,
      length: source.length - start,
      text: source.slice(start),
      message: 'could not find an ending quote',
      hint: hashes > 0 ? hintOf(RULE_HINTS.rawNotClosed, { opener: `r${'#'.repeat(hashes)}"`, terminator }) : undefined,
    };
  }
  const end = close + terminator.length;
  return {
    kind: 'string',
    value: source.slice(i + 1, close),
    offset: start,
    length: end - start,
    text: source.slice(start, end),
  };
}

/**
 * The quoted form of a regex after `matches`, which the service lexes differently from other strings so that
 * regex escapes survive: a backslash and the character after it are kept as they are ("\.php$" is the regex
 * \.php$), except that \" outside a character class stands for a quote, and a quote inside [...] does not end
 * the string. `start` is the offset of the opening quote.
 */
function lexRegexLiteral(source: string, start: number): Token {
  let value = '';
  let inClass = false;
  let i = start + 1;
  const n = source.length;
  while (i < n) {
    const c = source[i] as string;
    if (c === '\\') {
      const next = source[i + 1];
      if (next === undefined) break;
      if (inClass || next !== '"') value += '\\';
      value += next;
      i += 2;
      continue;
    }
    if (c === '"' && !inClass) {
      return { kind: 'string', value, offset: start, length: i + 1 - start, text: source.slice(start, i + 1) };
    }
    if (c === '[' && !inClass) inClass = true;
    else if (c === ']' && inClass) inClass = false;
    value += c;
    i++;
  }
  return {
    kind: 'error',
    offset: start,
    length: n - start,
    text: source.slice(start),
    message: 'could not find an ending quote',
    hint: inClass ? hintOf(RULE_HINTS.regexClassQuote) : undefined,
  };
}
