// Find and replace on RE2: plain text is literal, a regex may use groups, the spans are exact in both texts, empty
// matches move on, and a pattern that makes a backtracking engine explode runs in linear time.
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { compileFinder, type Finder } from '../../../../shared/bulk/text-edit';

function finder(find: string, replace: string, regex = false, matchCase = true): Finder {
  const compiled = compileFinder(find, replace, { regex, matchCase });
  if ('problem' in compiled) throw new Error(compiled.problem);
  return compiled;
}

describe('compileFinder', () => {
  it('replaces plain text literally, regex characters included, and gives the spans', () => {
    const change = finder('a.b', 'X').replaceIn('a.b axb a.b');
    expect(change.after).toBe('X axb X');
    expect(change.before).toEqual([
      [0, 3],
      [8, 11],
    ]);
    expect(change.spansAfter).toEqual([
      [0, 1],
      [6, 7],
    ]);
  });

  it('ignores case when asked', () => {
    expect(finder('LINK', 'l', false, false).replaceIn('link Link').after).toBe('l l');
    expect(finder('LINK', 'l').replaceIn('link').before).toEqual([]);
  });

  it('expands $n and $$ in a regex replacement, and keeps an unknown group as typed', () => {
    const change = finder('https://old\\.example/(\\w+)', 'https://new.example/$1 $$ $7', true).replaceIn(
      'see https://old.example/gear now',
    );
    expect(change.after).toBe('see https://new.example/gear $ $7 now');
  });

  it('moves on after an empty match', () => {
    expect(finder('x*', '-', true).replaceIn('ab').after).toBe('-a-b-');
  });

  it('refuses what RE2 does not accept, with the reason', () => {
    const compiled = compileFinder('(a', '', { regex: true, matchCase: true });
    expect(compiled).toHaveProperty('problem');
    expect(compileFinder('(\\w)\\1', '', { regex: true, matchCase: true })).toHaveProperty('problem');
  });

  // Issue 38: nine characters that compile to a thousand instructions held the host a second per description.
  it('refuses a regex whose program is too large, naming the repetition; plain text of any allowed length runs', () => {
    expect(compileFinder('\\pL{999}x', '', { regex: true, matchCase: false })).toEqual({
      problem: 'The pattern repeats “\\pL” 999 times, too many to run over long texts: keep repetitions under 244.',
    });
    const paragraph = 'Sponsored by (a long paragraph). '.repeat(15);
    expect(finder(paragraph, '', false, false).replaceIn(`x${paragraph}`).after).toBe('x');
  });

  it('runs a catastrophic pattern over a long text quickly (linear engine)', () => {
    const text = `${'a'.repeat(50_000)}!`;
    const change = finder('(a+)+$', 'z', true).replaceIn(text);
    expect(change.after).toBe(text);
  });

  it('the spans cut the texts into the same unchanged pieces (property)', () => {
    fc.assert(
      fc.property(
        fc.string({ maxLength: 40 }),
        fc.string({ minLength: 1, maxLength: 3 }),
        fc.string(),
        (text, find, repl) => {
          const change = finder(find, repl).replaceIn(text);
          const kept = (source: string, spans: readonly (readonly [number, number])[]) => {
            const pieces: string[] = [];
            let at = 0;
            for (const [start, end] of spans) {
              pieces.push(source.slice(at, start));
              at = end;
            }
            pieces.push(source.slice(at));
            return pieces;
          };
          expect(kept(change.after, change.spansAfter)).toEqual(kept(text, change.before));
          for (const [start, end] of change.before) expect(text.slice(start, end)).toBe(find);
          for (const [start, end] of change.spansAfter) expect(change.after.slice(start, end)).toBe(repl);
        },
      ),
    );
  });
});
