import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { diffExpressions, expressionWords, sideOf } from '../../../../../shared/rate-limits/code/expression-diff';

describe('diffExpressions', () => {
  it('marks the changed words only', () => {
    const runs = diffExpressions(
      'http.request.uri.path eq "/login" and http.request.method eq "POST"',
      'http.request.uri.path eq "/signin" and http.request.method eq "POST"',
    );
    expect(runs).toEqual([
      { kind: 'same', text: 'http.request.uri.path eq ' },
      { kind: 'removed', text: '"/login"' },
      { kind: 'added', text: '"/signin"' },
      { kind: 'same', text: ' and http.request.method eq "POST"' },
    ]);
  });

  it('keeps a quoted string with spaces and escapes as one word', () => {
    expect(expressionWords('a eq "x \\" y" or b')).toEqual(['a', ' ', 'eq', ' ', '"x \\" y"', ' ', 'or', ' ', 'b']);
  });

  it('an added clause reads as added', () => {
    const runs = diffExpressions('a eq 1', 'a eq 1 and b eq 2');
    expect(runs).toEqual([
      { kind: 'same', text: 'a eq 1' },
      { kind: 'added', text: ' and b eq 2' },
    ]);
  });

  it('each side of the diff is the original text, for any two texts', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 60 }), fc.string({ maxLength: 60 }), (a, b) => {
        const runs = diffExpressions(a, b);
        expect(sideOf(runs, 'before')).toBe(a);
        expect(sideOf(runs, 'after')).toBe(b);
      }),
    );
  });

  it('compares very long expressions as a whole replacement instead of stalling', () => {
    const a = 'x eq 1 and '.repeat(1200);
    const b = 'y eq 1 and '.repeat(1200);
    expect(diffExpressions(a, b)).toEqual([
      { kind: 'removed', text: a },
      { kind: 'added', text: b },
    ]);
  });
});
