// An accessibility audit of every screen of the demo workspace, in the light and the dark theme: axe-core's WCAG 2
// A and AA rules find no serious or critical violation (contrast, landmarks, names, nested controls).
import { expect, test } from './support/hosts';
import { SIDEBAR_SCREENS } from '../../shared/desktop/screens';
import { seriousViolations } from './support/axe-audit';
import { openDemo, showScreen } from './support/demo-workspace';
import { shareHostAndPage } from './support/shared-page';

// Every screen of the sidebar, in its order (shared/desktop/screens.ts).
const SCREENS = SIDEBAR_SCREENS.map((screen) => screen.label);

// One host and one page for both themes, the dark after the light: the light's tour ends signed out on the welcome
// screen, the checklist folded again, as the dark's begins.
const shared = shareHostAndPage();

for (const colorScheme of ['light', 'dark'] as const) {
  test(`every screen passes the WCAG 2 AA audit in the ${colorScheme} theme`, async () => {
    // Ten screens, each settled and then audited or pictured: more than one default test's time under load.
    test.setTimeout(180_000);
    const { page, host } = shared;
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
    // The audit bites: a nameless button and grey-on-grey text put into the page are found.
    await page.evaluate(() => {
      const nameless = document.createElement('button');
      const faint = document.createElement('p');
      faint.textContent = 'faint';
      // Set through the CSSOM: the page's CSP refuses style attributes written as markup.
      faint.style.color = '#777';
      faint.style.background = '#888';
      document.querySelector('main')!.append(nameless, faint);
    });
    const probed = await seriousViolations(page);
    expect(probed.some((finding) => finding.startsWith('button-name:'))).toBe(true);
    expect(probed.some((finding) => finding.startsWith('color-contrast:'))).toBe(true);

    // Back as the tour found it: the checklist folded, signed out.
    await page.getByRole('button', { name: /Demo checklist/ }).click();
    await expect(page.getByTestId('first-steps').getByRole('checkbox')).toHaveCount(0);
    await showScreen(page, 'Accounts');
    await page.getByRole('button', { name: 'Sign out' }).click();
  });
}
