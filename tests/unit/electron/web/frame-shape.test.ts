import { describe, expect, it } from 'vitest';
import { frameShapeProblem } from '../../../../electron/web/frame-shape';

const limits = { maxDepth: 3, maxValues: 5 };
const shape = (text: string): string | undefined => frameShapeProblem(Buffer.from(text), limits);

describe('frameShapeProblem', () => {
  it('takes frames within the depth and the count of values', () => {
    expect(shape('{"a":[1,2],"b":{"c":3}}')).toBeUndefined();
    expect(shape('[[[]]]')).toBeUndefined();
  });

  it('refuses nesting deeper than the limit and more values than the limit', () => {
    expect(shape('[[[[]]]]')).toBe('nested too deeply');
    expect(shape('[1,2,3,4,5,6]')).toBe('too many values');
    expect(shape('[{},{},{}]')).toBe('too many values');
  });

  it('does not count brackets, commas or escaped quotes inside strings', () => {
    expect(shape('["[[[[,,,,,,{{{{", "\\"[[[[,,,,", "\\\\"]')).toBeUndefined();
    // An escaped backslash ends before the quote, so what follows is structure again.
    expect(shape('["\\\\",[[[[]]]]]')).toBe('nested too deeply');
  });

  it('reads UTF-8 text whatever its characters', () => {
    expect(shape('{"title":"日本語 [ , ] ✓"}')).toBeUndefined();
  });
});
