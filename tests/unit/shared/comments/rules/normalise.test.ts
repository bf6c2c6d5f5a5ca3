import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { normalise, withoutInvisible } from '../../../../../shared/comments/rules/normalise';

const INVISIBLES = ['\u200B', '\u200C', '\u200D', '\u2060', '\uFEFF', '\u00AD', '\u180E', '\u202E', '\uFE0F'];
/** Latin letters and a Cyrillic or Greek letter drawn the same. */
const LOOK_ALIKES: Record<string, string[]> = {
  a: ['\u0430'],
  c: ['\u0441'],
  e: ['\u0435'],
  o: ['\u043E', '\u03BF'],
  p: ['\u0440'],
  x: ['\u0445'],
  i: ['\u0456'],
  s: ['\u0455'],
};

const latinWord = fc.string({ unit: fc.constantFrom(...'acdeimnoprstx'.split('')), minLength: 2, maxLength: 12 });
const sentence = fc.array(latinWord, { minLength: 1, maxLength: 8 }).map((words) => words.join(' '));

describe('normalise', () => {
  it('folds look-alike letters inside Latin words, compatibility forms, accents, case and spacing', () => {
    expect(normalise('Сheck my сhаnnеl fоr frее gіft')).toBe('check my channel for free gift');
    expect(normalise('𝐅𝐫𝐞𝐞 ｍｏｎｅｙ')).toBe('free money');
    expect(normalise('  ÇA  va\tDÉJÀ ')).toBe('ca va deja');
    expect(normalise('fr\u200Bee g\u2060ift')).toBe('free gift');
  });

  it('leaves words of another script alone (the table would turn Привет into Latin letters)', () => {
    expect(normalise('Привет мир')).toBe('привет мир');
    expect(normalise('Γειά σου')).toBe('γεια σου');
  });

  it('is idempotent on any text', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme', maxLength: 60 }), (text) => {
        expect(normalise(normalise(text))).toBe(normalise(text));
      }),
    );
  });

  it('is not changed by invisible characters put anywhere', () => {
    fc.assert(
      fc.property(
        sentence,
        fc.array(fc.tuple(fc.nat(), fc.constantFrom(...INVISIBLES)), { maxLength: 6 }),
        (text, inserts) => {
          let hidden = text;
          for (const [at, char] of inserts) {
            const where = at % (hidden.length + 1);
            hidden = hidden.slice(0, where) + char + hidden.slice(where);
          }
          expect(normalise(hidden)).toBe(normalise(text));
          expect(withoutInvisible(hidden)).toBe(text);
        },
      ),
    );
  });

  it('is not changed by swapping letters for look-alikes while a word keeps one Latin letter', () => {
    fc.assert(
      fc.property(sentence, fc.infiniteStream(fc.boolean()), (text, coin) => {
        const disguised = text
          .split(' ')
          .map((word) =>
            [...word]
              .map((char, n) => (n > 0 && LOOK_ALIKES[char] && coin.next().value ? LOOK_ALIKES[char][0]! : char))
              .join(''),
          )
          .join(' ');
        expect(normalise(disguised)).toBe(normalise(text));
      }),
    );
  });
});
