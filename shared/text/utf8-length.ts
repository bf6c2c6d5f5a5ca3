// Limits on user text are set in bytes of UTF-8 (a video's description, a rule's custom response) or in characters as
// a person counts them (a title, tags). shared/ has neither Buffer nor TextEncoder in its type environment (it also
// runs in the renderer), so both are counted from the string itself.

/** Bytes `text` takes in UTF-8. A lone surrogate counts 3 bytes, as U+FFFD would after encoding. */
export function utf8Length(text: string): number {
  let bytes = 0;
  for (const character of text) {
    const codePoint = character.codePointAt(0) ?? 0;
    if (codePoint < 0x80) bytes += 1;
    else if (codePoint < 0x800) bytes += 2;
    else if (codePoint < 0x10000) bytes += 3;
    else bytes += 4;
  }
  return bytes;
}

/** Characters as a person counts them (code points, so an emoji is one). */
export function characterCount(text: string): number {
  let count = 0;
  for (const _ of text) count += 1;
  return count;
}
