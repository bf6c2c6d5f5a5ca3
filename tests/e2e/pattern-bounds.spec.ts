// A costly pattern never freezes the page (issue 38): the pattern from the issue is refused at once, with the
// repetition named, by the bulk editor and by the comment rule form; the costliest pattern the compiler allows, over
// long descriptions, is previewed on a worker while the page keeps answering.
import { demoEmulatorUrl } from './support/contract-client';
import { demoGrant, openSignedInDemo, showScreen } from './support/demo-workspace';
import { expect, test } from './support/hosts';
import { startWebHost, type WebHost } from './support/web-host';

let host: WebHost | undefined;

test.afterEach(async () => {
  await host?.stop();
  host = undefined;
});

/**
 * Gives the demo videos a 5,000-character description of letters (the text the costly patterns are slow over): all
 * but the ones the platform refuses it for (translated without a default language); says how many took it.
 */
async function lengthenDescriptions(emulator: string): Promise<number> {
  const grant = await demoGrant(emulator);
  const api = grant.dataApiBaseUrl;
  const headers = { ...grant.auth, 'content-type': 'application/json' };
  const search = (await (
    await fetch(`${api}/search?part=id&forMine=true&type=video&maxResults=50`, { headers: grant.auth })
  ).json()) as { items: Array<{ id: { videoId: string } }> };
  const ids = search.items.map((item) => item.id.videoId);
  const videos = (await (
    await fetch(`${api}/videos?part=snippet&id=${ids.join(',')}`, { headers: grant.auth })
  ).json()) as {
    items: Array<{ id: string; snippet: { title: string; categoryId: string; defaultLanguage?: string } }>;
  };
  let lengthened = 0;
  for (const video of videos.items) {
    const snippet = {
      title: video.snippet.title,
      categoryId: video.snippet.categoryId,
      description: 'a'.repeat(5_000),
    };
    const answer = await fetch(`${api}/videos?part=snippet`, {
      method: 'PUT',
      headers,
      body: JSON.stringify({ id: video.id, snippet }),
    });
    if (answer.ok) lengthened += 1;
  }
  return lengthened;
}

/**
 * The slowest of a few round trips into the page until `until` is visible: a frozen page answers late. The first trip
 * is always timed (the look for `until` included), so a page frozen from the start is measured too.
 */
async function slowestRoundTrip(page: import('@playwright/test').Page, until: import('@playwright/test').Locator) {
  let slowest = 0;
  for (let n = 0; n < 20; n += 1) {
    const started = Date.now();
    const done = await until.isVisible();
    await page.evaluate(() => document.title);
    slowest = Math.max(slowest, Date.now() - started);
    if (done) break;
  }
  return slowest;
}

test('refuses the issue’s pattern at once and previews the costliest allowed one without freezing the page', async ({
  page,
}) => {
  host = await startWebHost({ args: ['--demo'] });
  const lengthened = await lengthenDescriptions(demoEmulatorUrl(host));
  expect(lengthened).toBeGreaterThanOrEqual(8);
  await page.goto(host.url);
  await showScreen(page, 'Library');
  // The first page of the Library, every row picked, and the bulk editor for them.
  await expect(page.getByTestId('video-row')).toHaveCount(12);
  await page.getByTestId('pick-all').click();
  await page.getByTestId('bulk-open').click();
  const panel = page.getByTestId('bulk-panel');
  await panel.getByLabel('Regular expression').check();

  await panel.getByLabel('Find', { exact: true }).fill('\\pL{999}x');
  await expect(panel.getByTestId('bulk-problem')).toHaveText(
    'The pattern repeats “\\pL” 999 times, too many to run over long texts: keep repetitions under 244.',
  );

  // Descriptions of 5,000 letters under a 243-instruction program: worked out on the preview's worker.
  await panel.getByLabel('Find', { exact: true }).fill('\\pL{240}x');
  const summary = panel.getByTestId('bulk-summary');
  expect(await slowestRoundTrip(page, summary)).toBeLessThan(500);
  await expect(summary).toHaveText('0 will change, 12 untouched, 0 refused · costs 0 units', { timeout: 20_000 });

  // A pattern that matches: the worker's preview marks the change as the in-place one does.
  await panel.getByLabel('Find', { exact: true }).fill('a{240}$');
  const changed = panel.locator('[data-testid="bulk-preview-row"][data-outcome="changed"]');
  await expect(changed.first().locator('del').first()).toHaveText('a'.repeat(240), { timeout: 20_000 });
  await expect(summary).toContainText(/^[1-9]\d* will change/);
});

// A refused rule is never added (the test ends by counting them): it shares its worker's signed-in demo host.
test('the comment rule form refuses the issue’s pattern, naming the repetition', async ({ page, readOnlyDemoHost }) => {
  await openSignedInDemo(page, readOnlyDemoHost, 'Comments');
  await expect(page.getByTestId('comment-row').first()).toBeVisible();
  await page.getByRole('button', { name: 'Rules (0 on)' }).click();
  const rules = page.getByTestId('rules-panel');
  // The starter rules the demo has: the refused one must not join them.
  await expect(rules.getByTestId('rule').first()).toBeVisible();
  const starters = await rules.getByTestId('rule').count();
  await rules.getByText('Add a rule').click();
  await rules.getByLabel('Name', { exact: true }).fill('Long words');
  await rules.getByLabel('Catches', { exact: true }).selectOption({ label: 'Pattern (RE2)' });
  await rules.getByLabel('Pattern', { exact: true }).fill('\\pL{999}x');
  await rules.getByRole('button', { name: /^Add the rule/ }).click();
  await expect(rules.getByLabel('Pattern', { exact: true })).toHaveAttribute('aria-invalid', 'true');
  await expect(rules).toContainText(
    'The pattern repeats “\\pL” 999 times, too many to run over long texts: keep repetitions under 244.',
  );
  await expect(rules.getByTestId('rule')).toHaveCount(starters);
});
