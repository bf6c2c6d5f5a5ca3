// The service limits the custom response by its UTF-8 size, not its length in characters. shared/ has neither
// Buffer nor TextEncoder in its type environment, so the size is counted from the code points.

export function utf8ByteLength(text: string): number {
  let bytes = 0;
  for (const char of text) {
    const code = char.codePointAt(0) as number;
    // A lone surrogate is written as U+FFFD (3 bytes), which the range below already gives.
    bytes += code < 0x80 ? 1 : code < 0x800 ? 2 : code < 0x10000 ? 3 : 4;
  }
  return bytes;
}
