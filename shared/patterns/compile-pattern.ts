// The one way a pattern someone typed becomes a matcher (find and replace, the comment rules, the rate-limit rules'
// `matches`). re2js matches in time linear in the text, but that time is also proportional to the compiled program
// where its DFA gives up ("\pL{999}x" over a long run of letters): about a second for a 1,000-instruction program
// over 20,000 characters. The length of a pattern does not bound its program ("\pL{999}x" is 9 characters), so the
// program is measured once compiled and a pattern above the limit is refused, naming the repetition to shorten.
import { RE2JS, RE2JSException } from 're2js';
import { repetitionsOf, type Repetition } from './repetitions';

/**
 * Largest program (re2js's programSize, about an instruction per character, class or split) of a typed pattern.
 * Measured: a program this size costs at most about 0.2 s over 20,000 characters of letters on a busy machine, and
 * 50 ms over a 5,000-character comment; real find-and-replace and rule patterns are far below it
 * ("https?://(www\.)?example\.com/[^\s]+" is 32, "[0-9a-f]{32}" 34, an e-mail address pattern 11).
 */
export const PATTERN_SIZE_LIMIT = 250;

export interface CompiledPattern {
  readonly re: RE2JS;
  /** The program's size, in re2js's instructions. */
  readonly size: number;
}

export interface PatternRefusal {
  /** In a creator's words: what is wrong and what to change. */
  readonly problem: string;
  /** Too large to run (a repetition to shorten), rather than not a pattern at all. */
  readonly tooLarge: boolean;
  /** The engine's own message, when it refused the syntax. */
  readonly engineMessage?: string;
}

interface PatternOptions {
  readonly caseInsensitive?: boolean;
  /** Plain text to find as typed (quoted); its program is as long as the text, which its own length limit bounds. */
  readonly literal?: boolean;
  readonly sizeLimit?: number;
}

/**
 * Compiling costs time in the program's size too (a 500-character pattern of "\pL{1000}"s is 50,000 instructions and
 * a third of a second): a pattern whose repetitions alone add up to this many times the limit is refused unbuilt.
 */
const UNBUILT_FACTOR = 4;

export function compilePattern(source: string, options: PatternOptions = {}): CompiledPattern | PatternRefusal {
  const sizeLimit = options.sizeLimit ?? PATTERN_SIZE_LIMIT;
  const repetitions = options.literal ? [] : repetitionsOf(source);
  // Each repetition copies its piece, an instruction at least, as many times as it repeats.
  const least = repetitions.reduce((sum, repetition) => sum + repetition.total, 0);
  if (least > sizeLimit * UNBUILT_FACTOR) {
    return { problem: tooLargeProblem(repetitions, least, sizeLimit), tooLarge: true };
  }
  let re: RE2JS;
  try {
    re = RE2JS.compile(
      options.literal ? RE2JS.quote(source) : source,
      options.caseInsensitive ? RE2JS.CASE_INSENSITIVE : 0,
    );
  } catch (error) {
    if (!(error instanceof RE2JSException)) throw error;
    // RE2 refuses a count above 1000, nested ones multiplied ("(a{100}){100}"), and programs past its own bound.
    if (/invalid repeat count|expression too large/.test(error.message)) {
      return {
        problem: tooLargeProblem(repetitions, undefined, sizeLimit),
        tooLarge: true,
        engineMessage: error.message,
      };
    }
    return {
      problem: `Not a regular expression RE2 accepts: ${error.message}`,
      tooLarge: false,
      engineMessage: error.message,
    };
  }
  const size = re.programSize();
  if (size > sizeLimit) return { problem: tooLargeProblem(repetitions, size, sizeLimit), tooLarge: true };
  return { re, size };
}

export function isRefusal(compiled: CompiledPattern | PatternRefusal): compiled is PatternRefusal {
  return 'problem' in compiled;
}

/** Names the repetition repeated the most, with a count that would fit ("keep repetitions under 244"). */
function tooLargeProblem(repetitions: readonly Repetition[], size: number | undefined, limit: number): string {
  const [top] = repetitions;
  if (!top) {
    return `The pattern is too large to run over long texts (${size ?? 'over a million'} steps, at most ${limit}): make it shorter.`;
  }
  // The program grows with the repetition: scaled down to the limit (with a little room for the rest), it fits.
  const under = size === undefined ? limit : Math.max(2, Math.floor((top.total * (limit - 5)) / size));
  const times = top.within ? `${top.total} times in all (inside “${top.within}”)` : `${top.count} times`;
  return `The pattern repeats “${top.piece}” ${times}, too many to run over long texts: keep repetitions under ${under}.`;
}
