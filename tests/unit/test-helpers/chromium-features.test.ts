// The end-to-end browser's `--disable-features`: Playwright's own list is kept whole (Chromium keeps only the last
// such switch), ours is added, and nothing is added when Playwright's list cannot be read.
import { describe, expect, it } from 'vitest';
import {
  UNUSED_WINDOW_FEATURES,
  disableFeaturesArgs,
  playwrightDisabledFeatures,
} from '../../e2e/support/chromium-features';

describe('the end-to-end browser’s disabled features', () => {
  it('reads the installed Playwright’s own list (if this fails, Playwright moved it: the popups are back)', () => {
    const list = playwrightDisabledFeatures();
    expect(list).toEqual(expect.arrayContaining(['AvoidUnnecessaryBeforeUnloadCheckSync', 'PaintHolding']));
  });

  it('repeats every one of Playwright’s features and adds the omnibox popups after them', () => {
    const [arg, ...rest] = disableFeaturesArgs(['A', 'B']);
    expect(rest).toEqual([]);
    expect(arg).toBe(`--disable-features=A,B,${UNUSED_WINDOW_FEATURES.join(',')}`);
  });

  it('adds nothing when Playwright’s list is not where it was', () => {
    expect(playwrightDisabledFeatures('var enabledFeatures = ["X"];')).toBeUndefined();
    expect(playwrightDisabledFeatures('disabledFeatures = [\n].filter(Boolean)')).toBeUndefined();
    expect(disableFeaturesArgs(undefined)).toEqual([]);
  });

  it('reads names past comments and either quote', () => {
    const text = `disabledFeatures = [\n  // why "NotThis"\n  "One",\n  'Two-2',\n  process.env.X ? "" : "Three"\n]`;
    expect(playwrightDisabledFeatures(text)).toEqual(['One', 'Two-2', 'Three']);
  });
});
