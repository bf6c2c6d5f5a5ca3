// The q parameter as the platform reads it: terms that must all appear (in title, description or tags, any case),
// "a|b" for either, "-term" for a term that must not appear, and "quoted phrases".
interface SearchQuery {
  readonly required: ReadonlyArray<readonly string[]>;
  readonly excluded: readonly string[];
}

export function parseSearchQuery(q: string): SearchQuery {
  const tokens = [...q.toLowerCase().matchAll(/(-?)"([^"]*)"|(\S+)/g)].map((match) => ({
    negated: match[1] === '-' || (match[3]?.startsWith('-') ?? false),
    text: match[2] ?? (match[3]?.startsWith('-') ? match[3].slice(1) : (match[3] ?? '')),
  }));
  return {
    required: tokens
      .filter((token) => !token.negated && token.text !== '')
      .map((token) => token.text.split('|').filter(Boolean)),
    excluded: tokens.filter((token) => token.negated && token.text !== '').map((token) => token.text),
  };
}

/** How many of the terms hit, or -1 when the text does not match at all. */
export function matchScore(query: SearchQuery, text: string): number {
  const haystack = text.toLowerCase();
  if (query.excluded.some((term) => haystack.includes(term))) return -1;
  let score = 0;
  for (const alternatives of query.required) {
    const hits = alternatives.filter((term) => haystack.includes(term)).length;
    if (hits === 0) return -1;
    score += hits;
  }
  return score;
}
