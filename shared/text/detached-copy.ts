// V8 cuts a substring of 13 characters or more as a view into the string it came from: a map key cut from a chunk of
// a file read keeps that whole chunk (a megabyte) alive for as long as the key. What is kept past a line (tallies,
// counter keys, a remembered field) is copied first, so memory follows the number of distinct keys, not the file.

/** Below this length V8 copies a substring anyway (SlicedString::kMinLength). */
const SHORTEST_VIEW = 13;

/**
 * The same text in a string of its own. A JSON round trip is the one copy that is flat whatever the text holds (lone
 * surrogates included: they are written as \u escapes and read back); it runs once per new key, never per line.
 */
export function detachedCopy(text: string): string {
  return text.length < SHORTEST_VIEW ? text : (JSON.parse(JSON.stringify(text)) as string);
}
