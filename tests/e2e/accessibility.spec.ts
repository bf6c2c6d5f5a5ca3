// An accessibility audit of every screen of the demo workspace, in the light and the dark theme: axe-core's WCAG 2
// A and AA rules find no serious or critical violation (contrast, landmarks, names, nested controls).
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { openDemo, showScreen } from './support/demo-workspace';
import { startWebHost, type WebHost } from './support/web-host';

const SCREENS = [
  'Uploads',
  'Library',
  'Calendar',
  'Playlists',
  'Channel',
  'Comments',
  'Watermark',
  'Rate limits',
  'Accounts',
];

// The two themes are independent (each test starts its own host): on two workers the file takes half as long.
test.describe.configure({ mode: 'parallel' });

let host: WebHost;

test.beforeEach(async () => {
  host = await startWebHost();
});

test.afterEach(async () => {
  await host.stop();
});

async function seriousViolations(page: Page): Promise<string[]> {
  // The WCAG 2 A and AA rules, and the one still marked experimental that holds 2.5.3 (a control's visible label is
  // part of its accessible name), which axe leaves off unless asked.
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .options({ rules: { 'label-content-name-mismatch': { enabled: true } } })
    .analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .flatMap((violation) =>
      violation.nodes.map((node) => `${violation.id}: ${node.target.join(' ')} — ${node.failureSummary ?? ''}`),
    );
}

for (const colorScheme of ['light', 'dark'] as const) {
  test(`every screen passes the WCAG 2 AA audit in the ${colorScheme} theme`, async ({ page }) => {
    // Ten screens, each settled and then audited or pictured: more than one default test's time under load.
    test.setTimeout(180_000);
    await page.emulateMedia({ colorScheme });
    await page.goto(host.url);
    await expect(page.getByRole('button', { name: 'Try the demo workspace' })).toBeVisible();
    const found: Record<string, string[]> = { Welcome: await seriousViolations(page) };
    await openDemo(page, host);
    for (const screen of SCREENS) {
      await showScreen(page, screen);
      await page.waitForLoadState('networkidle');
      found[screen] = await seriousViolations(page);
    }
    // What is folded at first is audited unfolded too: the demo checklist and a screen's "?" explanation.
    await showScreen(page, 'Rate limits');
    await page.getByRole('button', { name: /Demo checklist/ }).click();
    await page.getByText('About rate limiting rules').click();
    await expect(page.getByTestId('first-steps').getByRole('checkbox')).toHaveCount(6);
    found['Unfolded checklist and help'] = await seriousViolations(page);
    expect(found).toEqual(Object.fromEntries(Object.keys(found).map((screen) => [screen, []])));
  });
}
