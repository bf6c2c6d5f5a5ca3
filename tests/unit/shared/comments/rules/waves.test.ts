import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { findWaves, type WaveInput } from '../../../../../shared/comments/rules/waves';

const MINUTE = 60_000;
const SPAM = 'check my channel for a free gift card now';
const options = { minAuthors: 3, windowMinutes: 60, similarity: 0.6 };

describe('findWaves', () => {
  it('marks the same text from enough authors within the window', () => {
    const inputs: WaveInput[] = [
      { text: SPAM, author: 'a', at: 0 },
      { text: `${SPAM}!`, author: 'b', at: 10 * MINUTE },
      { text: SPAM, author: 'c', at: 20 * MINUTE },
      { text: 'a real question about the lighting setup', author: 'd', at: 5 * MINUTE },
    ];
    const waves = findWaves(inputs, options);
    expect([...waves.slice(0, 3)].every((wave) => wave >= 0 && wave === waves[0])).toBe(true);
    expect(waves[3]).toBe(-1);
  });

  it('needs different authors: one author repeating himself is not a wave', () => {
    const inputs = [0, 1, 2, 3].map((n) => ({ text: SPAM, author: 'same', at: n * MINUTE }));
    expect([...findWaves(inputs, options)]).toEqual([-1, -1, -1, -1]);
  });

  it('needs them close together: three authors a day apart are not a wave in an hour', () => {
    const inputs = [0, 1, 2].map((n) => ({ text: SPAM, author: `a${n}`, at: n * 24 * 60 * MINUTE }));
    expect([...findWaves(inputs, options)]).toEqual([-1, -1, -1]);
  });

  it('gives the same answer whatever order the comments come in', () => {
    const base: WaveInput[] = [
      ...[0, 1, 2, 3, 4].map((n) => ({ text: SPAM, author: `s${n}`, at: n * MINUTE })),
      ...['which lens did you use for the close shots', 'the colours at the end are lovely', 'subtitles please!'].map(
        (text, n) => ({ text, author: `o${n}`, at: n }),
      ),
    ];
    const member = (inputs: readonly WaveInput[]) => {
      const waves = findWaves(inputs, options);
      return new Set(inputs.filter((_, n) => waves[n]! >= 0).map((input) => input.author));
    };
    const expected = member(base);
    expect(expected.size).toBe(5);
    fc.assert(
      fc.property(fc.shuffledSubarray(base, { minLength: base.length }), (shuffled) => {
        expect(member(shuffled)).toEqual(expected);
      }),
    );
  });
});
