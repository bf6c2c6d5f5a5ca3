// The conditions that read one comment alone. Each is compiled once per evaluation (patterns, word lists), then
// asked about every comment; waves, which need every comment at once, are in waves.ts.
import { compilePattern, isRefusal, type CompiledPattern, type PatternRefusal } from '../../patterns/compile-pattern';
import type { MatchBudget } from '../../patterns/match-budget';
import { hostAllowed, linkHosts } from './links';
import type { Condition } from './rule-set';

export interface RuleSubject {
  readonly id: string;
  /** Normalised text (normalise.ts). */
  readonly text: string;
  /** As written: capitals and emoji are counted on it. */
  readonly original: string;
  readonly authorChannelId?: string;
  readonly authorName: string;
  readonly at: number;
  /** An image is attached, wherever it is hosted (the screen decides whether to load it). */
  readonly hasImage: boolean;
}

/** What channels.list said of an author channel, when the creator had it looked up. */
export interface AuthorFacts {
  readonly createdAt: number;
  readonly videoCount: number;
}

export interface ConditionContext {
  readonly blockList: ReadonlySet<string>;
  readonly authors?: ReadonlyMap<string, AuthorFacts>;
  readonly now: number;
  /** The evaluation's time for matching patterns: past it, a pattern matches nothing more. */
  readonly budget?: MatchBudget;
}

export type SingleTest = (subject: RuleSubject) => boolean;

/** Why a pattern cannot be used (not RE2, or too large to run over long comments), or undefined when it can. */
export function patternProblem(pattern: string): string | undefined {
  const compiled = compiledPattern(pattern);
  return isRefusal(compiled) ? compiled.problem : undefined;
}

/** Patterns compiled once for the session: the screen re-runs the same rules on every change to a queue. */
const compiledPatterns = new Map<string, CompiledPattern | PatternRefusal>();
const COMPILED_MAX = 200;

function compiledPattern(pattern: string): CompiledPattern | PatternRefusal {
  let compiled = compiledPatterns.get(pattern);
  if (!compiled) {
    if (compiledPatterns.size >= COMPILED_MAX) compiledPatterns.clear();
    compiled = compilePattern(pattern, { caseInsensitive: true });
    compiledPatterns.set(pattern, compiled);
  }
  return compiled;
}

function wordsTest(words: readonly string[], normalise: (text: string) => string): SingleTest {
  const needles = [...new Set(words.map((word) => normalise(word)).filter((word) => word !== ''))].map(
    (word) => ` ${word} `,
  );
  return (subject) => {
    // Words are compared on letters and digits with single spaces, so "free, gift!" holds the phrase "free gift".
    const haystack = ` ${subject.text.replace(/[^\p{L}\p{N}]+/gu, ' ').trim()} `;
    return needles.some((needle) => haystack.includes(needle));
  };
}

const EMOJI = /\p{Extended_Pictographic}/u;
const LETTER = /\p{L}/u;
const UPPER = /\p{Lu}/u;
const SPACE_OR_JOINER = /\s|\u200D|\uFE0F/u;

const PRINTABLE_ASCII = /^[\x20-\x7e]*$/;

/** Shouting in printable ASCII: no emoji, letters counted by their codes. */
function asciiShouting(text: string, capitals: number | undefined, minLength: number): boolean {
  if (capitals === undefined) return false;
  let letters = 0;
  let upper = 0;
  for (let n = 0; n < text.length; n += 1) {
    const code = text.charCodeAt(n) | 0x20;
    if (code >= 0x61 && code <= 0x7a) {
      letters += 1;
      if (text.charCodeAt(n) < 0x61) upper += 1;
    }
  }
  return letters >= minLength && upper / letters >= capitals;
}

export function shouting(text: string, capitals?: number, emoji?: number, minLength = 12): boolean {
  if (PRINTABLE_ASCII.test(text)) return asciiShouting(text, capitals, minLength);
  let letters = 0;
  let upper = 0;
  let emojis = 0;
  let visible = 0;
  for (const char of text) {
    if (SPACE_OR_JOINER.test(char)) continue;
    visible += 1;
    if (EMOJI.test(char)) emojis += 1;
    else if (LETTER.test(char)) {
      letters += 1;
      if (UPPER.test(char)) upper += 1;
    }
  }
  if (visible < minLength) return false;
  if (capitals !== undefined && letters >= minLength && upper / letters >= capitals) return true;
  return emoji !== undefined && emojis / visible >= emoji;
}

const DAY = 86_400_000;

/** The test of a condition that reads one comment; undefined for a wave. */
export function singleTest(
  condition: Condition,
  context: ConditionContext,
  normalise: (text: string) => string,
): SingleTest | undefined {
  switch (condition.kind) {
    case 'words':
      return wordsTest(condition.words, normalise);
    case 'regex': {
      const { budget } = context;
      const compile = () => compiledPattern(condition.pattern);
      const compiled = budget ? budget.run(compile, undefined) : compile();
      // Out of time, or a rule saved before the size limit or written by hand (the form says why): catches nothing.
      if (compiled === undefined || isRefusal(compiled)) return () => false;
      const { re } = compiled;
      // test() asks only whether there is a match, which re2js answers on its DFA: ten times faster than a Matcher.
      return budget ? (subject) => budget.test(() => re.test(subject.text)) : (subject) => re.test(subject.text);
    }
    case 'links':
      return (subject) => linkHosts(subject.text).some((host) => !hostAllowed(host, condition.allow));
    case 'blockList':
      return (subject) =>
        context.blockList.has(subject.authorName.toLowerCase()) ||
        (subject.authorChannelId !== undefined && context.blockList.has(subject.authorChannelId.toLowerCase()));
    case 'newAuthor':
      return (subject) => {
        const facts = subject.authorChannelId ? context.authors?.get(subject.authorChannelId) : undefined;
        if (!facts) return false;
        const young = condition.maxAgeDays !== undefined && context.now - facts.createdAt <= condition.maxAgeDays * DAY;
        return young || (condition.noUploads && facts.videoCount === 0);
      };
    case 'image':
      return (subject) => subject.hasImage;
    case 'shouting':
      return (subject) => shouting(subject.original, condition.capitals, condition.emoji, condition.minLength);
    case 'wave':
      return undefined;
  }
}
