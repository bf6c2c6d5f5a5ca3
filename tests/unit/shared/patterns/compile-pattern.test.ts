import { describe, expect, it } from 'vitest';
import {
  compilePattern,
  isRefusal,
  PATTERN_SIZE_LIMIT,
  type PatternRefusal,
} from '../../../../shared/patterns/compile-pattern';
import { repetitionsOf } from '../../../../shared/patterns/repetitions';

function refusal(source: string): PatternRefusal {
  const compiled = compilePattern(source, { caseInsensitive: true });
  if (!isRefusal(compiled)) throw new Error(`${source} compiled to ${compiled.size}`);
  return compiled;
}

describe('compilePattern', () => {
  it('compiles the patterns a creator writes, under the limit', () => {
    for (const source of [
      String.raw`https?://(www\.)?example\.com/[^\s]+`,
      String.raw`[A-Za-z0-9._%+-]+@[A-Za-z0-9.-]+\.[A-Za-z]{2,}`,
      String.raw`\d{4}-\d{2}-\d{2}`,
      String.raw`[0-9a-f]{32}`,
      String.raw`(?i)subscribe (now|today)!*`,
      String.raw`^Follow me on .*$`,
      String.raw`\bSponsored by [\pL ]{1,60}\.`,
    ]) {
      const compiled = compilePattern(source, { caseInsensitive: true });
      expect(isRefusal(compiled), source).toBe(false);
      if (!isRefusal(compiled)) expect(compiled.size).toBeLessThanOrEqual(PATTERN_SIZE_LIMIT);
    }
  });

  it('refuses a short pattern with a huge program, naming the repetition and a count that fits', () => {
    const letters = refusal(String.raw`\pL{999}x`);
    expect(letters.tooLarge).toBe(true);
    expect(letters.problem).toBe(
      'The pattern repeats “\\pL” 999 times, too many to run over long texts: keep repetitions under 244.',
    );
    expect(refusal(String.raw`[\s\S]{1000}`).problem).toMatch(/^The pattern repeats “\[\\s\\S\]” 1000 times/);
    expect(refusal('.{0,200}').problem).toMatch(/repeats “\.” 200 times.*keep repetitions under 121\.$/);
  });

  it('names nested repetitions by their product, refused before they are compiled', () => {
    const nested = refusal('(a{100}){100}');
    expect(nested.tooLarge).toBe(true);
    expect(nested.problem).toBe(
      'The pattern repeats “a” 10000 times in all (inside “(a{100}){100}”), too many to run over long texts: ' +
        'keep repetitions under 242.',
    );
  });

  it('refuses unbuilt a pattern whose repetitions alone add up to far more than the limit', () => {
    // 50,000 instructions: a third of a second to compile before it could be measured.
    const many = refusal('\\pL{1000}'.repeat(50));
    expect(many.tooLarge).toBe(true);
    expect(many.problem).toMatch(/^The pattern repeats “\\pL” 1000 times, .*keep repetitions under 4\.$/);
  });

  it('a count that fits the suggestion compiles', () => {
    expect(isRefusal(compilePattern(String.raw`\pL{243}x`, { caseInsensitive: true }))).toBe(false);
    expect(isRefusal(compilePattern('.{0,120}'))).toBe(false);
  });

  it('a syntax error is named as such, with the engine’s words', () => {
    const bad = refusal('(a+');
    expect(bad.tooLarge).toBe(false);
    expect(bad.problem).toMatch(/^Not a regular expression RE2 accepts: .*missing closing \)/);
  });

  it('plain text is quoted, and a caller may lift the limit for it', () => {
    const text = 'a.b'.repeat(150);
    const literal = compilePattern(text, { literal: true, sizeLimit: Infinity });
    if (isRefusal(literal)) throw new Error(literal.problem);
    expect(literal.re.test(`x${text}y`)).toBe(true);
    expect(literal.re.test('aXb')).toBe(false);
    expect(isRefusal(compilePattern(text, { literal: true }))).toBe(true);
  });
});

describe('repetitionsOf', () => {
  it('reads escapes, classes and groups as the repeated piece', () => {
    expect(repetitionsOf(String.raw`\p{Greek}{3}[]a]{4,9}(ab|c){2}x{5,}?`)).toEqual([
      { piece: '[]a]', count: 9, total: 9 },
      { piece: 'x', count: 5, total: 5 },
      { piece: '\\p{Greek}', count: 3, total: 3 },
      { piece: '(ab|c)', count: 2, total: 2 },
    ]);
  });

  it('a brace that is no count is a literal', () => {
    expect(repetitionsOf('a{b}c{,3}')).toEqual([]);
  });
});
