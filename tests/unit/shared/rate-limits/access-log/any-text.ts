// Test data shared by the log parsers' property tests.
import fc from 'fast-check';

/** Any UTF-16 text, control characters and lone surrogates included (generated faster than fast-check's binary strings). */
export function anyText(maxLength: number): fc.Arbitrary<string> {
  return fc.array(fc.integer({ min: 0, max: 0xffff }), { maxLength }).map((codes) => String.fromCharCode(...codes));
}
