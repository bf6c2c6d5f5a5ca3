// Whether a text is a TTML document, judged from its start alone: a byte-order mark, white space, an XML declaration,
// comments, then a <tt> root element (with or without a namespace prefix). A hand-written scanner instead of one
// regular expression: the expression's "comments, each followed by white space, any number of times" backtracked
// exponentially on a run of empty comments (30 of them froze the host for seconds). Each character is looked at once.

/** `\s` for one character, ASCII first: the common case stays a comparison. */
const isSpace = (char: string | undefined): boolean =>
  char === ' ' || char === '\n' || char === '\r' || char === '\t' || (char !== undefined && /\s/.test(char));
const isWordChar = (char: string | undefined): boolean => char !== undefined && /\w/.test(char);

function skipSpace(text: string, at: number): number {
  let position = at;
  while (isSpace(text[position])) position += 1;
  return position;
}

/** Past `<?xml ... ?>` when it starts at `at`; `at` when there is none; -1 when it never closes. */
function pastDeclaration(text: string, at: number): number {
  if (!text.startsWith('<?xml', at)) return at;
  const close = text.indexOf('>', at + 5);
  return close > at + 5 && text[close - 1] === '?' ? close + 1 : -1;
}

/** Whether `<tt` or `<prefix:tt`, then white space or `>`, starts at `at`. */
function isTtRoot(text: string, at: number): boolean {
  if (text[at] !== '<') return false;
  let name = at + 1;
  let word = name;
  while (isWordChar(text[word])) word += 1;
  if (word > name && text[word] === ':') name = word + 1;
  if (!text.startsWith('tt', name)) return false;
  const after = text[name + 2];
  return after === '>' || isSpace(after);
}

export function looksLikeTtml(text: string): boolean {
  let at = skipSpace(text, text.startsWith('\uFEFF') ? 1 : 0);
  at = pastDeclaration(text, at);
  if (at < 0) return false;
  at = skipSpace(text, at);
  while (text.startsWith('<!--', at)) {
    const close = text.indexOf('-->', at + 4);
    if (close < 0) return false;
    at = skipSpace(text, close + 3);
  }
  return isTtRoot(text, at);
}
