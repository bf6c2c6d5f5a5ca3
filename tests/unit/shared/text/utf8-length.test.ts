import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { characterCount, utf8Length } from '../../../../shared/text/utf8-length';

const encodedLength = (text: string): number => new TextEncoder().encode(text).length;

describe('utf8Length', () => {
  it('counts bytes, not characters, at each width of UTF-8', () => {
    expect(utf8Length('')).toBe(0);
    expect(utf8Length('abc')).toBe(3);
    expect(utf8Length('é')).toBe(2);
    expect(utf8Length('€')).toBe(3);
    expect(utf8Length('😀')).toBe(4);
    expect(utf8Length('\u{10FFFF}')).toBe(4);
  });

  it('counts a lone surrogate as the 3 bytes of the U+FFFD it is encoded as', () => {
    expect(utf8Length('\uD83D')).toBe(3);
    expect(utf8Length('a\uDE00b')).toBe(encodedLength('a\uDE00b'));
  });

  it('agrees with TextEncoder on any string, lone surrogates included', () => {
    // Whole code points of every width, mixed with single UTF-16 code units so that surrogates also appear alone.
    const codePoint = fc.integer({ min: 0, max: 0x10ffff }).map((point) => String.fromCodePoint(point));
    const codeUnit = fc.integer({ min: 0, max: 0xffff }).map((unit) => String.fromCharCode(unit));
    const strings = fc.string({ unit: fc.oneof(codePoint, codeUnit), maxLength: 40 });
    fc.assert(fc.property(strings, (text) => utf8Length(text) === encodedLength(text)));
  });
});

describe('characterCount', () => {
  it('counts code points, so an emoji is one character', () => {
    expect(characterCount('😀a')).toBe(2);
    expect(characterCount('naïve café')).toBe(10);
    expect(characterCount('')).toBe(0);
  });
});
