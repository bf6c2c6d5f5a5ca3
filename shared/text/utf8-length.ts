// Limits on user text are set in bytes of UTF-8 (a video's description, a rule's custom response) or in characters as
// a person counts them (a title, tags). shared/ has neither Buffer nor TextEncoder in its type environment (it also
// runs in the renderer), so both are counted from the string itself.

/**
 * Bytes `text` takes in UTF-8. A lone surrogate counts 3 bytes, as U+FFFD would after encoding. Counted on UTF-16
 * code units rather than with a string iterator: the rules evaluator calls this per request for len().
 */
export function utf8Length(text: string): number {
  let bytes = 0;
  for (let i = 0; i < text.length; i++) {
    const unit = text.charCodeAt(i);
    if (unit < 0x80) bytes += 1;
    else if (unit < 0x800) bytes += 2;
    else if (unit >= 0xd800 && unit <= 0xdbff && i + 1 < text.length) {
      const next = text.charCodeAt(i + 1);
      if (next >= 0xdc00 && next <= 0xdfff) {
        bytes += 4;
        i++;
      } else bytes += 3;
    } else bytes += 3;
  }
  return bytes;
}

/** Characters as a person counts them (code points, so an emoji is one). */
export function characterCount(text: string): number {
  let count = 0;
  for (const _ of text) count += 1;
  return count;
}
