// Keywords travel as one string with multi-word keywords in quotes; the list a person edits must survive the round
// trip without a multi-word keyword falling apart into words, and the 500-character limit counts the quotes.
import { describe, expect, it } from 'vitest';
import { intlFor } from '../../../../shared/i18n/catalogue';
import {
  joinKeywords,
  keywordProblems,
  KEYWORDS_MAX_CHARACTERS,
  splitKeywords,
  tidyKeyword,
} from '../../../../shared/channel/branding-keywords';

const en = intlFor('en');

describe('channel keywords', () => {
  it('splits the platform string into words and quoted phrases, in order', () => {
    expect(splitKeywords('studio "desk setup" lighting editing "color grading"')).toEqual([
      'studio',
      'desk setup',
      'lighting',
      'editing',
      'color grading',
    ]);
  });

  it('reads untidy strings: extra spaces, tabs, an empty quote, a quote left open, duplicates in any case', () => {
    expect(splitKeywords('  a\t"b   c"  ""  A "d e')).toEqual(['a', 'b c', 'd e']);
    expect(splitKeywords('')).toEqual([]);
  });

  it('joins a list with quotes only around keywords of several words, dropping empties and duplicates', () => {
    expect(joinKeywords(['studio', ' desk  setup ', '', 'Studio', 'lighting'])).toBe('studio "desk setup" lighting');
    expect(joinKeywords([])).toBe('');
  });

  it('round-trips: split(join(list)) is the tidy list', () => {
    const list = ['travel', 'new york', 'street food', 'vlog'];
    expect(splitKeywords(joinKeywords(list))).toEqual(list);
    expect(tidyKeyword('  two\n words ')).toBe('two words');
  });

  it('refuses a keyword with a double quote and names it', () => {
    expect(keywordProblems(['ok', 'say "hi"'], en)).toEqual([expect.stringContaining('“say "hi"”')]);
  });

  it('counts the joined string, quotes and spaces included, against 500 characters', () => {
    // 99 keywords like "k00 c" join to 99 × 7 (quotes included) + 98 spaces = 791 characters: over.
    const over = Array.from({ length: 99 }, (_, i) => `k${String(i).padStart(2, '0')} c`);
    expect(keywordProblems(over, en)).toEqual([expect.stringMatching(/take \d+ characters; the platform allows 500/)]);
    // Exactly 500: 100 keywords of 4 letters make 100 × 4 + 99 spaces = 499, plus one letter = 500.
    const exact = Array.from({ length: 100 }, (_, i) => `w${String(i).padStart(3, '0')}`);
    exact[0] = 'w0000';
    expect(joinKeywords(exact)).toHaveLength(KEYWORDS_MAX_CHARACTERS);
    expect(keywordProblems(exact, en)).toEqual([]);
    exact[1] = 'w00010';
    expect(keywordProblems(exact, en)).toHaveLength(1);
  });
});
