import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import { percentDecode } from '../../../../shared/rules/text';

describe('percentDecode', () => {
  it('turns every "+" into a space in form encoding, and none without it', () => {
    const text = fc.string({ unit: fc.constantFrom('+', 'a', ' ', 'é', '&', '=') });
    fc.assert(
      fc.property(text, (s) => {
        expect(percentDecode(s, { plus: true })).toBe(s.replaceAll('+', ' '));
        expect(percentDecode(s)).toBe(s);
      }),
    );
  });

  it('decodes escapes and plus signs together, keeping a malformed escape as written', () => {
    expect(percentDecode('a+b%20c++%zz%E2%9C%93', { plus: true })).toBe('a b c  %zz✓');
    expect(percentDecode('%2B+', { plus: true })).toBe('+ ');
  });
});
