import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { jaccard, nearDuplicateGroups, shingles } from '../../../../../shared/comments/rules/near-duplicates';

const word = fc.string({
  unit: fc.constantFrom(...'abcdefghijklmnopqrstuvwxyz'.split('')),
  minLength: 3,
  maxLength: 9,
});
const text = fc.array(word, { minLength: 6, maxLength: 14 }).map((words) => words.join(' '));

/** A copy with one character changed, the kind of edit a spam script makes to slip past exact matching. */
function edited(source: string, at: number): string {
  const where = at % source.length;
  return `${source.slice(0, where)}${source[where] === 'z' ? 'y' : 'z'}${source.slice(where + 1)}`;
}

describe('near-duplicate groups', () => {
  it('puts copies with small edits into one group and leaves different texts apart', () => {
    const wave = 'check my channel for a free gift card bit ly fr33gift';
    const groups = nearDuplicateGroups(
      [
        wave,
        `${wave}!!`,
        edited(wave, 10),
        'what microphone do you use the sound is great',
        wave.replace('free', 'fre'),
      ],
      0.6,
    );
    expect(groups[1]).toBe(groups[0]);
    expect(groups[2]).toBe(groups[0]);
    expect(groups[4]).toBe(groups[0]);
    expect(groups[3]).not.toBe(groups[0]);
  });

  it('leaves short texts alone: "nice!" from many people is no wave', () => {
    const groups = nearDuplicateGroups(['nice', 'nice', 'nice'], 0.6);
    expect(new Set(groups).size).toBe(3);
  });

  it('finds every lightly edited copy of a text, whatever the text and the order', () => {
    fc.assert(
      fc.property(
        text,
        fc.array(fc.nat(), { minLength: 3, maxLength: 30 }),
        fc.array(text, { maxLength: 10 }),
        (source, edits, others) => {
          const copies = [source, ...edits.map((at) => edited(source, at))];
          const all = [...copies, ...others];
          const groups = nearDuplicateGroups(all, 0.5);
          // A single changed character moves at most 4 of the text's 4-grams: the copies stay far above one half alike.
          const joined = copies.filter((_, n) => groups[n] === groups[0]).length;
          expect(joined).toBeGreaterThanOrEqual(copies.length - 1);
        },
      ),
      { numRuns: 60 },
    );
  });

  it('never groups two texts less alike than the threshold', () => {
    fc.assert(
      fc.property(fc.array(text, { minLength: 2, maxLength: 40 }), (texts) => {
        const groups = nearDuplicateGroups(texts, 0.7);
        const sets = texts.map(shingles);
        groups.forEach((root, n) => {
          if (root !== n) expect(jaccard(sets[n]!, sets[root]!)).toBeGreaterThanOrEqual(0.7);
        });
      }),
      { numRuns: 60 },
    );
  });

  it('shingles letters and digits of any script, astral ones whole, and nothing else', () => {
    expect(shingles('привет, мир!')).toEqual(shingles('приветмир'));
    expect(shingles('a 𠀀 b-𠀀 c')).toEqual(shingles('a𠀀b𠀀c'));
    expect(shingles('a😀b😀c')).toEqual(shingles('abc'));
    expect(jaccard(shingles('приветмир'), shingles('приветмор'))).toBeLessThan(1);
    expect(shingles('!!! ... ???').length).toBe(0);
  });

  it('measures Jaccard similarity on sorted sets', () => {
    expect(jaccard(Uint32Array.of(1, 2, 3), Uint32Array.of(2, 3, 4))).toBe(0.5);
    expect(jaccard(new Uint32Array(0), new Uint32Array(0))).toBe(1);
  });
});
