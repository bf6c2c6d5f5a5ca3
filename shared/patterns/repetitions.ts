// The counted repetitions of an RE2 pattern ("\pL{999}", "(a{100}){100}"), each with what it repeats and how many
// times in all once the repetitions around it multiply it: what a creator must change when a pattern compiles to a
// program too large to run. A reading of the syntax good enough to name the piece, not a parser: RE2 itself says
// whether the pattern is valid.

export interface Repetition {
  /** What is repeated, as typed ("\pL", "[a-z]", "(ab)"). */
  readonly piece: string;
  /** The count as typed ({n} or {n,m}: the largest). */
  readonly count: number;
  /** `count` times the counts of every repetition around it. */
  readonly total: number;
  /** The outermost repetition holding this one, as typed ("(a{100}){100}"), when there is one. */
  readonly within?: string;
}

interface Found {
  readonly start: number;
  readonly end: number;
  /** End of the quantifier. */
  readonly quantifierEnd: number;
  readonly count: number;
}

const COUNT = /^\{(\d+)(?:,(\d*))?\}/;

/** The end of the escape starting at `at` ("\pL", "\p{Greek}", "\x{41}", "\Q…\E", "\d"). */
function escapeEnd(source: string, at: number): number {
  const next = source[at + 1];
  if (next === undefined) return at + 1;
  if ((next === 'p' || next === 'P' || next === 'x') && source[at + 2] === '{') {
    const close = source.indexOf('}', at + 3);
    return close < 0 ? source.length : close + 1;
  }
  // "\pL": a one-letter class name.
  if ((next === 'p' || next === 'P') && source[at + 2] !== undefined) return at + 3;
  if (next === 'Q') {
    const close = source.indexOf('\\E', at + 2);
    return close < 0 ? source.length : close + 2;
  }
  const code = source.codePointAt(at + 1) ?? 0;
  return at + 1 + (code > 0xffff ? 2 : 1);
}

/** The end of the class starting at `at`, past its "]" ("[]a]" and "[^]a]" hold a literal "]"). */
function classEnd(source: string, at: number): number {
  let i = at + 1;
  if (source[i] === '^') i++;
  if (source[i] === ']') i++;
  while (i < source.length) {
    if (source[i] === '\\') i += 2;
    else if (source.startsWith('[:', i) && source.indexOf(':]', i + 2) > 0) i = source.indexOf(':]', i + 2) + 2;
    else if (source[i] === ']') return i + 1;
    else i++;
  }
  return source.length;
}

function counted(source: string): Found[] {
  const found: Found[] = [];
  const groups: number[] = [];
  let atom: { start: number; end: number } | undefined;
  for (let i = 0; i < source.length;) {
    const c = source[i]!;
    let end: number;
    if (c === '\\') end = escapeEnd(source, i);
    else if (c === '[') end = classEnd(source, i);
    else if (c === '(') {
      groups.push(i);
      atom = undefined;
      i++;
      continue;
    } else if (c === ')') {
      const start = groups.pop();
      i++;
      atom = start === undefined ? undefined : { start, end: i };
      continue;
    } else if (c === '{') {
      const count = COUNT.exec(source.slice(i, i + 24));
      if (count && atom) {
        const max = count[2] === undefined || count[2] === '' ? Number(count[1]) : Number(count[2]);
        let quantifierEnd = i + count[0].length;
        if (source[quantifierEnd] === '?') quantifierEnd++;
        found.push({ start: atom.start, end: atom.end, quantifierEnd, count: Math.max(max, Number(count[1])) });
        atom = undefined;
        i = quantifierEnd;
        continue;
      }
      end = i + 1;
    } else if (c === '*' || c === '+' || c === '?' || c === '|' || c === '^' || c === '$') {
      atom = undefined;
      i++;
      continue;
    } else end = i + ((source.codePointAt(i) ?? 0) > 0xffff ? 2 : 1);
    atom = { start: i, end };
    i = end;
  }
  return found;
}

/** Every counted repetition of `source`, the one repeated the most times in all first. */
export function repetitionsOf(source: string): Repetition[] {
  const found = counted(source);
  return found
    .map((rep) => {
      // The repetitions whose repeated piece holds this one multiply it.
      const around = found.filter((other) => other !== rep && other.start <= rep.start && rep.end <= other.end);
      const total = around.reduce((product, other) => product * other.count, rep.count);
      const outer = around.reduce<Found | undefined>(
        (widest, other) => (widest === undefined || other.start < widest.start ? other : widest),
        undefined,
      );
      return {
        piece: source.slice(rep.start, rep.end),
        count: rep.count,
        total,
        ...(outer ? { within: source.slice(outer.start, outer.quantifierEnd) } : {}),
      };
    })
    .sort((a, b) => b.total - a.total);
}
