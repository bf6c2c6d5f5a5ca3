// A channel's keywords as the platform stores them: one string, keywords separated by spaces, a keyword of several
// words in double quotes (`studio "desk setup" lighting`), at most 500 characters in all. People edit them as a list;
// these turn the string into the list and back, so a multi-word keyword is never split into words on a save.
import type { IntlShape } from 'react-intl';
import { characterCount } from '../text/utf8-length';
import { BRANDING_PROBLEMS } from './branding-messages';

export const KEYWORDS_MAX_CHARACTERS = 500;

/** The platform's string as a list, in order; a quote left open runs to the end, duplicates are dropped. */
export function splitKeywords(text: string): string[] {
  const found: string[] = [];
  const pattern = /"([^"]*)"?|([^\s"]+)/g;
  for (let match = pattern.exec(text); match !== null; match = pattern.exec(text)) {
    const keyword = tidyKeyword(match[1] ?? match[2] ?? '');
    if (keyword) found.push(keyword);
  }
  return dedupe(found);
}

/** The list as the platform's string: words kept together by quotes, empty entries and duplicates left out. */
export function joinKeywords(keywords: readonly string[]): string {
  return dedupe(keywords.map(tidyKeyword).filter(Boolean))
    .map((keyword) => (/\s/.test(keyword) ? `"${keyword}"` : keyword))
    .join(' ');
}

/** Spaces at the ends trimmed and runs of white space inside made one space, as the platform keeps them. */
export function tidyKeyword(keyword: string): string {
  return keyword.trim().replace(/\s+/g, ' ');
}

/** What stops the list from being saved, as sentences in the intl's language; empty when it can be. */
export function keywordProblems(keywords: readonly string[], intl: IntlShape): string[] {
  const problems: string[] = [];
  const quoted = keywords.filter((keyword) => keyword.includes('"'));
  if (quoted.length > 0) {
    const named = intl.formatList(
      quoted.map((keyword) => `“${keyword}”`),
      { type: 'unit', style: 'short' },
    );
    problems.push(intl.formatMessage(BRANDING_PROBLEMS.keywordQuote, { keywords: named }));
  }
  const length = characterCount(joinKeywords(keywords));
  if (length > KEYWORDS_MAX_CHARACTERS) {
    problems.push(intl.formatMessage(BRANDING_PROBLEMS.keywordsTooLong, { length, max: KEYWORDS_MAX_CHARACTERS }));
  }
  return problems;
}

function dedupe(keywords: readonly string[]): string[] {
  const seen = new Set<string>();
  return keywords.filter((keyword) => {
    const key = keyword.toLocaleLowerCase();
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}
