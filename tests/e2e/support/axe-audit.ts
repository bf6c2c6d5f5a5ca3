// axe-core's WCAG 2 A and AA audit of the page as it is now, counting serious and critical findings.
//
// axe-core runs in the page itself, injected once per document and then asked again for each screen (the app is one
// document; its screens change without a navigation). @axe-core/playwright, tried first, injected its 580 KB source
// for every audit and finished each in a blank page of its own: ~1 s of the browser's time an audit against ~0.2
// here (2026-11-26, the Library screen, five audits each way), with the same rules and the same results.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from '@playwright/test';
import type { AxeResults, RunOptions } from 'axe-core';

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/**
 * The WCAG 2 A and AA rules, and the one still marked experimental that holds 2.5.3 (a control's visible label is part
 * of its accessible name), which axe leaves off unless asked.
 */
const AUDIT: RunOptions = {
  runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] },
  rules: { 'label-content-name-mismatch': { enabled: true } },
  resultTypes: ['violations'],
};

interface AxeInPage {
  axe?: { run: (context: unknown, options: RunOptions) => Promise<AxeResults> };
}

/** Each serious or critical finding as "rule: element — why"; `exclude` leaves out what a selector matches. */
export async function seriousViolations(page: Page, exclude?: string): Promise<string[]> {
  if (!(await page.evaluate(() => (window as AxeInPage).axe !== undefined))) await page.evaluate(axeSource);
  const results = await page.evaluate(
    ([options, left]) => (window as AxeInPage).axe!.run(left === undefined ? document : { exclude: [left] }, options),
    [AUDIT, exclude] as const,
  );
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .flatMap((violation) =>
      violation.nodes.map((node) => `${violation.id}: ${node.target.join(' ')} — ${node.failureSummary ?? ''}`),
    );
}
