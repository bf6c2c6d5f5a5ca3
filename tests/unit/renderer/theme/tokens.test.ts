// The design tokens' colour pairs, read from renderer/theme/tokens.css as the page gets them: each pair the screens
// draw meets WCAG AA contrast in the light and the dark theme.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const css = readFileSync(new URL('../../../../renderer/theme/tokens.css', import.meta.url), 'utf8');

type Rgb = readonly [number, number, number];

function hex(value: string): Rgb {
  const digits = value.replace('#', '');
  return [0, 2, 4].map((at) => parseInt(digits.slice(at, at + 2), 16)) as unknown as Rgb;
}

/** The token's value in each theme: `light-dark(a, b)` or one value for both. */
function token(name: string): { light: Rgb; dark: Rgb } {
  const match = new RegExp(`--${name}:\\s*([^;]+);`).exec(css);
  if (!match) throw new Error(`no token --${name}`);
  const value = match[1]!.trim();
  const both = /^light-dark\((#[0-9a-f]{6}),\s*(#[0-9a-f]{6})\)$/i.exec(value);
  if (both) return { light: hex(both[1]!), dark: hex(both[2]!) };
  if (/^#[0-9a-f]{6}$/i.test(value)) return { light: hex(value), dark: hex(value) };
  throw new Error(`--${name} is not a colour pair: ${value}`);
}

// WCAG 2's relative luminance and contrast ratio.
function luminance([r, g, b]: Rgb): number {
  const linear = (channel: number): number => {
    const c = channel / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
}

function contrast(a: Rgb, b: Rgb): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

const SURFACES = ['bg', 'panel', 'selected', 'selected-strong'];
// Text on every surface it can land on: 4.5:1.
const TEXT = ['text', 'muted', 'accent-ink', 'link', 'ok', 'warn', 'err', 'info'];
// Control borders and the focus ring against the surfaces: 3:1 (non-text contrast).
const MARKS = ['control-border', 'focus', 'accent-ink'];

describe('design tokens', () => {
  for (const theme of ['light', 'dark'] as const) {
    it(`every text colour reads at 4.5:1 on every surface in the ${theme} theme`, () => {
      for (const text of TEXT)
        for (const surface of SURFACES)
          expect(contrast(token(text)[theme], token(surface)[theme]), `${text} on ${surface}`).toBeGreaterThanOrEqual(
            4.5,
          );
    });
    it(`the accent button's text reads at 4.5:1 in the ${theme} theme`, () => {
      expect(contrast(token('accent-text')[theme], token('accent')[theme])).toBeGreaterThanOrEqual(4.5);
    });
    it(`control borders and focus rings stand out at 3:1 in the ${theme} theme`, () => {
      for (const mark of MARKS)
        for (const surface of SURFACES)
          expect(contrast(token(mark)[theme], token(surface)[theme]), `${mark} on ${surface}`).toBeGreaterThanOrEqual(
            3,
          );
    });
  }

  it('measures contrast as WCAG does (black on white is 21:1, a colour on itself 1:1)', () => {
    expect(contrast(hex('#000000'), hex('#ffffff'))).toBeCloseTo(21, 5);
    expect(contrast(hex('#777777'), hex('#777777'))).toBe(1);
  });
});

describe('colours come from the tokens only', () => {
  it('no stylesheet but tokens.css writes a colour of its own', () => {
    const renderer = new URL('../../../../renderer/', import.meta.url).pathname;
    const sheets = readdirSync(renderer, { recursive: true, encoding: 'utf8' }).filter(
      (file) => file.endsWith('.css') && !file.endsWith('tokens.css'),
    );
    expect(sheets.length).toBeGreaterThan(5);
    const strays = sheets.flatMap((file) =>
      readFileSync(join(renderer, file), 'utf8')
        .split('\n')
        .map((line, index) => ({ line, at: `${file}:${index + 1}` }))
        .filter(({ line }) => /#[0-9a-f]{3,8}\b|\b(rgba?|hsla?|light-dark)\(/i.test(line))
        .map(({ at, line }) => `${at} ${line.trim()}`),
    );
    expect(strays).toEqual([]);
  });
});
