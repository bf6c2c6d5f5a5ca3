// A creator protects the login path of their shop: with the demo workspace's token in force (only its last four
// characters shown), creates a rule from the login template
// (after the editor catches a typo in the expression), sees the simulator's prediction, and the emulated edge then
// blocks the attempt that goes over the limit. Every change shows its review before it goes live (Enter confirms,
// Escape cancels and gives focus back). Disabling the rule lets the same client through.
import { type APIRequestContext } from '@playwright/test';
import { expect, test } from './support/hosts';
import { demoControl, startWebHost, type WebHost } from './support/web-host';

let host: WebHost;

test.beforeEach(async () => {
  host = await startWebHost();
});

test.afterEach(async () => {
  await host.stop();
});

interface RulesetsInfo {
  tokens: { write: string };
  zones: Array<{ id: string; name: string }>;
}

async function edgePost(request: APIRequestContext, emulator: string, zone: string, clientIp: string): Promise<number> {
  const response = await request.post(`${emulator}/login`, {
    headers: { host: zone, 'x-forwarded-for': clientIp },
    data: 'user=a&password=b',
    failOnStatusCode: false,
  });
  return response.status();
}

test('protect the login path from a template and see the edge block the excess', async ({ page, request }) => {
  await page.goto(host.url);
  await page.getByRole('button', { name: 'Try the demo workspace' }).click();
  await expect(page.getByRole('heading', { name: 'Uploads', level: 1 })).toBeVisible();

  const emulator = /Demo workspace emulator: (http:\/\/127\.0\.0\.1:\d+)/.exec(host.output())?.[1];
  expect(emulator, 'browser mode prints the demo emulator URL').toBeTruthy();
  const info = (
    (await (await request.get(`${emulator}/_emulator/v1/info`, { headers: demoControl })).json()) as {
      rulesets: RulesetsInfo;
    }
  ).rulesets;
  const shop = info.zones.find((z) => z.name === 'creator-shop.example')!;

  await page.getByRole('navigation', { name: 'Screens' }).getByRole('button', { name: 'Rate limits' }).click();
  await expect(page.getByRole('heading', { name: 'Rate limits', level: 1 })).toBeVisible();

  // The demo's token is in force; only its last four characters ever reach the page.
  await expect(page.getByTestId('token-verified')).toBeVisible();
  await expect(page.getByTestId('token-hint')).toHaveText(`••••${info.tokens.write.slice(-4)}`);
  await expect(page.locator('body')).not.toContainText(info.tokens.write);

  await page.getByLabel('Zone').selectOption(shop.id);
  await expect(page.getByTestId('no-rules')).toBeVisible();

  await page.getByRole('button', { name: 'Protect a login path per IP' }).click();
  await expect(page.getByTestId('rule-description')).toHaveValue('Protect the login path per IP');

  // A typo is caught as it is typed, shown the way the service words it, and Save waits until it is fixed.
  const expression = page.getByTestId('rule-expression');
  const template = await expression.inputValue();
  await expression.fill('http.request.uri.path eq "/login" and http.request.method eq POST');
  await expect(page.getByTestId('rule-expression-error')).toContainText('Filter parsing error (1:');
  await expect(page.getByTestId('rule-expression-error')).toContainText('^');
  await expect(page.getByRole('button', { name: 'Save rule' })).toBeDisabled();
  await expression.fill(template);
  await expect(page.getByTestId('rule-expression-status')).toContainText('The expression is valid');

  // The simulator predicts the template's sample traffic: 2 attempts a second from one address.
  await expect(page.getByTestId('simulation-result')).toContainText('60 requests: 60 matched, 5 counted, 55 blocked');
  await expect(page.getByTestId('simulation-chart')).toBeVisible();

  // Nothing is live yet: the review lists the new rule, and Escape goes back to the editor untouched.
  const saveButton = page.getByRole('button', { name: 'Save rule' });
  await saveButton.click();
  const review = page.getByRole('dialog', { name: 'Add “Protect the login path per IP”' });
  await expect(review).toContainText('1 rule added');
  await expect(review.getByRole('button', { name: 'Go live' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(review).toHaveCount(0);
  await expect(saveButton).toBeFocused();
  await expect(page.getByTestId('no-rules')).toBeVisible();
  await saveButton.click();
  await page.keyboard.press('Enter');
  await expect(review).toHaveCount(0);
  const row = page.getByTestId('rule-row');
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('Protect the login path per IP');
  await expect(row).toContainText('5 requests per 1 minute');

  // Five attempts pass; the sixth from the same address is blocked by the edge.
  const codes: number[] = [];
  for (let i = 0; i < 6; i++) codes.push(await edgePost(request, emulator!, shop.name, '203.0.113.9'));
  expect(
    codes.slice(0, 5).every((code) => code < 400),
    `statuses ${codes.join(', ')}`,
  ).toBe(true);
  expect(codes[5]).toBe(429);

  // Switched off, the rule no longer acts: the blocked address gets through.
  // The switch follows the saved state, so it flips once the API has answered.
  const toggle = page.getByRole('switch', { name: 'Enabled: Protect the login path per IP' });
  await toggle.click();
  const switchReview = page.getByRole('dialog', { name: 'Switch off “Protect the login path per IP”' });
  await expect(switchReview).toContainText('On or off');
  await switchReview.getByRole('button', { name: 'Go live' }).click();
  await expect(toggle).not.toBeChecked();
  await expect(toggle).toBeFocused();
  expect(await edgePost(request, emulator!, shop.name, '203.0.113.9')).toBeLessThan(400);

  // Deleting shows the rule as removed; Escape takes the question back and returns focus to the button.
  const deleteButton = page.getByRole('button', { name: 'Delete Protect the login path per IP' });
  await deleteButton.click();
  const deleteReview = page.getByRole('dialog', { name: 'Delete “Protect the login path per IP”' });
  await expect(deleteReview).toContainText('1 rule removed');
  await page.keyboard.press('Escape');
  await expect(deleteButton).toBeFocused();
  await deleteButton.click();
  await deleteReview.getByRole('button', { name: 'Go live' }).click();
  await expect(page.getByTestId('no-rules')).toBeVisible();
});
