// String helpers shared by the parser, the functions and the request model. The service works on bytes; we work on
// JavaScript strings and map bytes that are not valid UTF-8 to U+0000..U+00FF, the same code points that the
// "\xHH" escape of a string literal produces, so decoded input and literals still compare equal.

/** Lowercases A-Z only: the service's lower() and case-insensitive wildcard leave other letters alone. */
export function asciiLower(s: string): string {
  const shape = letterShape(s, 65);
  if (shape === NOTHING_TO_CHANGE) return s;
  // On pure ASCII the built-in is the same mapping, and much faster than a replace with a callback.
  return shape === ASCII_ONLY ? s.toLowerCase() : s.replace(/[A-Z]+/g, (m) => m.toLowerCase());
}

export function asciiUpper(s: string): string {
  const shape = letterShape(s, 97);
  if (shape === NOTHING_TO_CHANGE) return s;
  return shape === ASCII_ONLY ? s.toUpperCase() : s.replace(/[a-z]+/g, (m) => m.toUpperCase());
}

const NOTHING_TO_CHANGE = 0;
const ASCII_ONLY = 1;
const MIXED = 2;

/** Whether `s` holds a letter of the case starting at `from` (65 'A' or 97 'a') and is all ASCII. */
function letterShape(s: string, from: number): number {
  let found = false;
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    // Beyond ASCII the built-ins would also map other letters (É, Σ...); the regex touches a-z/A-Z only.
    if (c > 127) return MIXED;
    if (c >= from && c < from + 26) found = true;
  }
  return found ? ASCII_ONLY : NOTHING_TO_CHANGE;
}

function decodeUtf8Bytes(bytes: readonly number[]): string {
  let out = '';
  let i = 0;
  while (i < bytes.length) {
    const b = bytes[i] as number;
    let need = 0;
    let cp = 0;
    let min = 0;
    if (b < 0x80) {
      out += String.fromCharCode(b);
      i++;
      continue;
    } else if (b >= 0xc2 && b <= 0xdf) {
      need = 1;
      cp = b & 0x1f;
      min = 0x80;
    } else if (b >= 0xe0 && b <= 0xef) {
      need = 2;
      cp = b & 0x0f;
      min = 0x800;
    } else if (b >= 0xf0 && b <= 0xf4) {
      need = 3;
      cp = b & 0x07;
      min = 0x10000;
    } else {
      out += String.fromCharCode(b);
      i++;
      continue;
    }
    let ok = i + need < bytes.length;
    for (let k = 1; ok && k <= need; k++) {
      const cb = bytes[i + k] as number;
      if ((cb & 0xc0) !== 0x80) ok = false;
      else cp = (cp << 6) | (cb & 0x3f);
    }
    if (ok && cp >= min && cp <= 0x10ffff && !(cp >= 0xd800 && cp <= 0xdfff)) {
      out += String.fromCodePoint(cp);
      i += need + 1;
    } else {
      out += String.fromCharCode(b);
      i++;
    }
  }
  return out;
}

const HEX = /^[0-9a-fA-F]{2}$/;

/**
 * Percent-decoding that never throws: malformed escapes stay as written. `plus` turns "+" into a space (form
 * encoding, used for query arguments); `unicode` also decodes the non-standard %uXXXX form.
 */
export function percentDecode(s: string, options: { plus?: boolean; unicode?: boolean } = {}): string {
  if (!s.includes('%')) return options.plus === true ? plusToSpace(s) : s;
  let out = '';
  let bytes: number[] = [];
  const flush = (): void => {
    if (bytes.length > 0) {
      out += decodeUtf8Bytes(bytes);
      bytes = [];
    }
  };
  for (let i = 0; i < s.length;) {
    const c = s[i] as string;
    if (c === '%') {
      const hex = s.slice(i + 1, i + 3);
      if (HEX.test(hex)) {
        bytes.push(parseInt(hex, 16));
        i += 3;
        continue;
      }
      if (options.unicode && (s[i + 1] === 'u' || s[i + 1] === 'U') && /^[0-9a-fA-F]{4}$/.test(s.slice(i + 2, i + 6))) {
        flush();
        out += String.fromCharCode(parseInt(s.slice(i + 2, i + 6), 16));
        i += 6;
        continue;
      }
    }
    flush();
    out += options.plus && c === '+' ? ' ' : c;
    i++;
  }
  flush();
  return out;
}

/**
 * Every "+" as a space. Slices around each "+" rather than replaceAll(), which costs several times more on the short
 * values of query arguments, decoded for every request a rule reads an argument of.
 */
function plusToSpace(s: string): string {
  let at = s.indexOf('+');
  if (at < 0) return s;
  let out = '';
  let from = 0;
  for (; at >= 0; at = s.indexOf('+', from)) {
    out += s.slice(from, at) + ' ';
    from = at + 1;
  }
  return out + s.slice(from);
}

/**
 * Compiles a wildcard pattern: `*` matches any run of characters, `\*` and `\\` are a literal star and backslash.
 * Matching is greedy segment search, linear in practice and never exponential, unlike a naive regex translation.
 * Returns an error string for a bad escape.
 */
export function compileWildcard(pattern: string, caseSensitive: boolean): ((value: string) => boolean) | string {
  const segments: string[] = [''];
  for (let i = 0; i < pattern.length; i++) {
    const c = pattern[i] as string;
    if (c === '\\') {
      const next = pattern[i + 1];
      if (next !== '*' && next !== '\\') return 'invalid wildcard: a backslash must be followed by * or \\';
      segments[segments.length - 1] += next;
      i++;
    } else if (c === '*') {
      segments.push('');
    } else {
      segments[segments.length - 1] += c;
    }
  }
  // Refused by the service: "**" means nothing more than "*" and only costs matching time.
  if (segments.slice(1, -1).some((s) => s === '')) return 'wildcard contains a double star';
  const norm = caseSensitive ? (s: string) => s : asciiLower;
  const parts = segments.map(norm);
  if (parts.length === 1) {
    const only = parts[0] as string;
    return (value) => norm(value) === only;
  }
  const first = parts[0] as string;
  const last = parts[parts.length - 1] as string;
  const middle = parts.slice(1, -1);
  const fixed = first.length + last.length;
  return (value) => {
    const v = norm(value);
    if (v.length < fixed || !v.startsWith(first) || !v.endsWith(last)) return false;
    let pos = first.length;
    const end = v.length - last.length;
    for (const m of middle) {
      const at = v.indexOf(m, pos);
      if (at < 0 || at + m.length > end) return false;
      pos = at + m.length;
    }
    return true;
  };
}
