// The `--disable-features` switch the end-to-end browser starts with: Playwright's own list plus the browser-window
// WebUIs a headless test never opens.
//
// Why: each browser context is a window of its own in Chromium's headless mode, and Chromium 156 renders two omnibox
// popups (chrome://omnibox-popup.top-chrome/ and its AI variant) in a renderer of their own for every window, ahead of
// any typing: ~0.7 of the ~1.0 CPU second a test spent opening the app (measured 2026-11-26 per process; 73 tests).
// Chromium keeps only the last `--disable-features` it is given, so ours must repeat Playwright's (its choices hold
// `beforeunload`, paint holding and HTTPS upgrades to what its tests expect); they are read from the installed
// playwright-core, and when they cannot be found, nothing is added, so the browser is never started without them.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

/** Chromium features our tests switch off on top of Playwright's: the per-window omnibox popup WebUIs. */
export const UNUSED_WINDOW_FEATURES = ['WebUIOmniboxPopup', 'WebUIOmniboxAimPopup'] as const;

/** Playwright's own disabled features as its installed copy lists them, or undefined when its code moved. */
export function playwrightDisabledFeatures(bundleText?: string): string[] | undefined {
  let text = bundleText;
  if (text === undefined) {
    try {
      const core = dirname(createRequire(import.meta.url).resolve('playwright-core/package.json'));
      text = readFileSync(join(core, 'lib', 'coreBundle.js'), 'utf8');
    } catch {
      return undefined;
    }
  }
  const list = /\bdisabledFeatures\s*=\s*\[([^\]]*)\]/.exec(text)?.[1];
  if (list === undefined) return undefined;
  const names = [...list.replace(/\/\/[^\n]*/g, '').matchAll(/"([\w-]+)"|'([\w-]+)'/g)].map(
    (match) => match[1] ?? match[2]!,
  );
  return names.length > 0 ? names : undefined;
}

/** The switch to add to the launch arguments: empty when Playwright's own list could not be read. */
export function disableFeaturesArgs(playwrightList: readonly string[] | undefined): string[] {
  if (!playwrightList) return [];
  return [`--disable-features=${[...playwrightList, ...UNUSED_WINDOW_FEATURES].join(',')}`];
}
