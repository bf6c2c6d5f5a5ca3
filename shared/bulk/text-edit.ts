// Find and replace in one text, in time linear in the text whatever the pattern: a regular expression runs on re2js
// (RE2: no backtracking, no backreferences), plain text is quoted into one. A regular expression whose program is too
// large to run over long texts is refused (compile-pattern.ts). Gives the new text and the changed spans in both
// texts, so the preview marks exactly what the operation did.
import { compilePattern, isRefusal } from '../patterns/compile-pattern';

/** [start, end) in UTF-16 code units. */
export type Span = readonly [number, number];

interface TextChange {
  readonly after: string;
  readonly before: readonly Span[];
  readonly spansAfter: readonly Span[];
}

export interface Finder {
  readonly replaceIn: (text: string) => TextChange;
  /** The compiled program's size: the work of a text is about this times its length, at worst. */
  readonly size: number;
}

/** Compiles the find pattern once for every video, or gives the reason it is not one. */
export function compileFinder(
  find: string,
  replacement: string,
  options: { readonly regex: boolean; readonly matchCase: boolean },
): Finder | { readonly problem: string } {
  const compiled = compilePattern(find, {
    literal: !options.regex,
    caseInsensitive: !options.matchCase,
    // Plain text is as long a program as the text, which the find's own length limit bounds.
    ...(options.regex ? {} : { sizeLimit: Infinity }),
  });
  if (isRefusal(compiled)) return { problem: compiled.problem };
  const { re, size } = compiled;
  const groups = re.groupCount();
  return {
    size,
    replaceIn(text) {
      const matcher = re.matcher(text);
      const parts: string[] = [];
      const before: Span[] = [];
      const spansAfter: Span[] = [];
      let copied = 0;
      let length = 0;
      let from = 0;
      while (from <= text.length && matcher.find(from)) {
        const start = matcher.start();
        const end = matcher.end();
        const inserted = options.regex
          ? expand(replacement, (n) => (n <= groups ? (matcher.group(n) ?? '') : undefined))
          : replacement;
        const kept = text.slice(copied, start);
        parts.push(kept, inserted);
        length += kept.length;
        before.push([start, end]);
        spansAfter.push([length, length + inserted.length]);
        length += inserted.length;
        copied = end;
        // An empty match moves on by one, as every engine's replace-all does.
        from = end > start ? end : end + 1;
      }
      parts.push(text.slice(copied));
      return { after: parts.join(''), before, spansAfter };
    },
  };
}

/** $1…$9 and ${name}-less RE2 replacements: $n is group n, $$ a dollar; an unknown group stays as typed. */
function expand(replacement: string, group: (n: number) => string | undefined): string {
  if (!replacement.includes('$')) return replacement;
  let out = '';
  for (let i = 0; i < replacement.length; i++) {
    const char = replacement[i]!;
    const next = replacement[i + 1];
    if (char === '$' && next === '$') {
      out += '$';
      i++;
    } else if (char === '$' && next !== undefined && next >= '0' && next <= '9') {
      const value = group(Number(next));
      out += value ?? `$${next}`;
      i++;
    } else out += char;
  }
  return out;
}
