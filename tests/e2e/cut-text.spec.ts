// No text a creator needs is cut without a way to read it: on every screen of the demo, at 1280×800 and 1024×768,
// a table cell, badge, heading, title or button whose text is cut short (an ellipsis, or a line clamp) carries its
// whole text in a tooltip (`title`) or an accessible name, on itself or on the element that holds it. Cuts are found
// by what the browser laid out (scrollWidth/scrollHeight beyond the box), not by class names, so a new column or
// badge is held by the same rule. No screen may be wider than the window either (its last columns cut off).
import type { Page } from '@playwright/test';
import { SIDEBAR_SCREENS } from '../../shared/desktop/screens';
import { openSignedInDemo, showScreen } from './support/demo-workspace';
import { expect, test } from './support/hosts';

// Every screen of the sidebar, in its order (shared/desktop/screens.ts).
const SCREENS = SIDEBAR_SCREENS.map((screen) => screen.label);

const SIZES = [
  { width: 1280, height: 800 },
  { width: 1024, height: 768 },
];

// The tests only look (and change the page's DOM): they share their worker's signed-in demo host, and one page, in
// order (the one that cuts a heading on purpose last).
test.describe.configure({ mode: 'serial' });

let page: Page;

test.beforeAll(async ({ browser }) => {
  // As Playwright's own page would be (a page made here gets none of its options).
  page = await browser.newPage({ locale: 'en-US', colorScheme: 'light', viewport: { width: 1280, height: 720 } });
});

test.afterAll(async () => {
  await page.context().close();
});

interface CutText {
  readonly text: string;
  readonly element: string;
}

/** Every visible element whose own text is cut and whose whole text is nowhere in a tooltip or accessible name. */
async function unreadableCuts(page: Page): Promise<CutText[]> {
  return page.evaluate(() => {
    const found: { text: string; element: string }[] = [];
    const normal = (text: string | null | undefined): string => (text ?? '').replace(/\s+/g, ' ').trim();
    const readableFrom = (element: Element, text: string): boolean => {
      // The element itself or up to three that hold it (a cell's tooltip often sits on its row or link).
      let at: Element | null = element;
      for (let depth = 0; at && depth < 4; depth += 1, at = at.parentElement) {
        const said = [at.getAttribute('title'), at.getAttribute('aria-label'), at.getAttribute('aria-description')]
          .map(normal)
          .join(' ');
        if (said.includes(text)) return true;
        // A name taken from the cut element itself (a section labelled by its heading) tells nothing more.
        const labelledBy = at.getAttribute('aria-labelledby');
        if (labelledBy) {
          const label = labelledBy
            .split(/\s+/)
            .map((id) => document.getElementById(id))
            .filter((source) => source && !source.contains(element) && !element.contains(source))
            .map((source) => normal(source?.textContent))
            .join(' ');
          if (label.includes(text)) return true;
        }
      }
      return false;
    };
    for (const element of document.querySelectorAll<HTMLElement>('main *, nav *, aside *, header *')) {
      if (element.childElementCount > 0 && element.children.length !== element.querySelectorAll('wbr,br').length) {
        // Only elements that hold text of their own (a cell whose text sits in a child is judged at the child).
        const ownText = [...element.childNodes].some(
          (node) => node.nodeType === Node.TEXT_NODE && normal(node.textContent) !== '',
        );
        if (!ownText) continue;
      }
      const text = normal(element.textContent);
      if (text === '' || element.getClientRects().length === 0) continue;
      const style = getComputedStyle(element);
      if (style.visibility === 'hidden') continue;
      const ellipsis = style.textOverflow === 'ellipsis' && element.scrollWidth > element.clientWidth + 1;
      const clamped = style.webkitLineClamp !== 'none' && element.scrollHeight > element.clientHeight + 1;
      if (!ellipsis && !clamped) continue;
      if (readableFrom(element, text)) continue;
      const name = `${element.tagName.toLowerCase()}${element.className ? `.${String(element.className).split(/\s+/).join('.')}` : ''}`;
      found.push({ text: text.slice(0, 120), element: name });
    }
    return found;
  });
}

for (const size of SIZES) {
  test(`no text is cut without its whole value at hand, at ${size.width}×${size.height}`, async ({
    readOnlyDemoHost,
  }) => {
    // Ten screens, each settled and measured: more than one default test's time under load.
    test.setTimeout(180_000);
    await page.setViewportSize(size);
    await openSignedInDemo(page, readOnlyDemoHost);
    const cuts: Record<string, CutText[]> = {};
    for (const screen of SCREENS) {
      await showScreen(page, screen);
      await page.waitForLoadState('networkidle');
      const found = await unreadableCuts(page);
      // Nor does a screen run past the window's edge, where its last columns would be cut without a sign.
      const overflow = await page.evaluate(() => {
        const main = document.querySelector('main');
        return main ? main.scrollWidth - main.clientWidth : 0;
      });
      if (overflow > 1) found.push({ text: `the screen is ${overflow} px wider than the window`, element: 'main' });
      if (found.length > 0) cuts[screen] = found;
    }
    expect(cuts).toEqual({});
  });
}

test('the rule bites: a heading cut short without a tooltip is found, and not once it has one', async ({
  readOnlyDemoHost,
}) => {
  await openSignedInDemo(page, readOnlyDemoHost);
  const heading = page.getByRole('heading', { name: 'Uploads', level: 1 });
  // Through the CSSOM: the app's CSP refuses a style attribute written as markup.
  await heading.evaluate((element) => {
    Object.assign(element.style, { width: '24px', overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' });
  });
  const cuts = await unreadableCuts(page);
  expect(cuts.map((cut) => cut.text)).toEqual(['Uploads']);
  expect(cuts[0]?.element).toMatch(/^h1/);
  await heading.evaluate((element) => element.setAttribute('title', 'Uploads'));
  expect(await unreadableCuts(page)).toEqual([]);
});
