import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { detachedCopy } from '../../../../shared/text/detached-copy';

describe('detachedCopy', () => {
  it('gives the same text, short or long, lone surrogates and control characters included', () => {
    const chunk = `${'x'.repeat(10_000)}/shop/item/42?\ud800\u0000"\\é${'y'.repeat(10_000)}`;
    const slice = chunk.slice(10_000, 10_022);
    expect(detachedCopy(slice)).toBe(slice);
    expect(detachedCopy('')).toBe('');
    expect(detachedCopy('1.2.3.4')).toBe('1.2.3.4');
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 0xffff }), { maxLength: 64 }), (codes) => {
        const text = String.fromCharCode(...codes);
        expect(detachedCopy(`(${text})`.slice(1, -1))).toBe(text);
      }),
      { numRuns: 300 },
    );
  });
});
