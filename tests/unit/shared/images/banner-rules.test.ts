// A banner's rules through the same checkImage the page and the main process call: at least 2048 × 1152, at most
// 6 MB, 16:9 at 2560 × 1440 advised.
import { describe, expect, it } from 'vitest';
import { intlFor } from '../../../../shared/i18n/catalogue';
import { checkImage, rulesFor, tooLarge } from '../../../../shared/images/image-rules';

const english = intlFor('en');
const facts = (width: number, height: number, bytes = 500_000) =>
  ({ name: 'art.png', bytes, format: 'png', width, height }) as const;

describe('banner rules', () => {
  it('takes 2560 × 1440 without advice, and the smallest 2048 × 1152 with the advice to go larger', () => {
    expect(checkImage('banner', facts(2560, 1440), english)).toEqual({ problems: [], advice: [] });
    const smallest = checkImage('banner', facts(2048, 1152), english);
    expect(smallest.problems).toEqual([]);
    expect(smallest.advice).toEqual([expect.stringContaining('2560 × 1440 looks sharpest')]);
  });

  it('refuses an image under 2048 × 1152, naming the size rule', () => {
    expect(checkImage('banner', facts(1000, 500), english).problems).toEqual([
      'art.png is 1000 × 500; a banner must be at least 2048 × 1152 pixels (2560 × 1440 is best). Pick a larger image.',
    ]);
    expect(checkImage('banner', facts(4000, 1000), english).problems).toHaveLength(1);
  });

  it('advises when the image is not 16:9 (its edges will be cut)', () => {
    expect(checkImage('banner', facts(3000, 3000), english).advice).toEqual([expect.stringContaining('not 16:9')]);
  });

  it('refuses more than 6 MB (6,291,456 bytes) and takes exactly that', () => {
    expect(rulesFor('banner').maxBytes).toBe(6_291_456);
    expect(tooLarge('banner', 'art.png', 6_291_456, english)).toBeUndefined();
    expect(tooLarge('banner', 'art.png', 6_291_457, english)).toMatch(/a banner may be at most 6\.0 MiB/);
    expect(checkImage('banner', facts(2560, 1440, 7_000_000), english).problems).toHaveLength(1);
  });
});
