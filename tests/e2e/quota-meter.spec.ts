// The quota meter in the demo workspace: one line in the sidebar says how many units are left today for the project
// and opens the full meter (uploads, searches and units left, what they went on in a creator's words), which follows
// each call the app makes by exactly what the platform (the demo emulator) charged, warns at the limit, and takes a
// new daily limit from the keyboard.
import { expect, test } from './support/hosts';
import { seriousViolations } from './support/axe-audit';
import { connectContract, demoEmulatorUrl, type ContractClient } from './support/contract-client';
import { openApp } from './support/demo-workspace';
import { demoControl, startWebHost, type WebHost } from './support/web-host';

let host: WebHost;
let contract: ContractClient | undefined;

test.afterEach(async () => {
  contract?.close();
  contract = undefined;
  await host.stop();
});

const figures = /^([\d,]+) of ([\d,]+) units left today$/;
const count = (text: string | null) => Number(figures.exec(text ?? '')?.[1]?.replace(/,/g, '') ?? NaN);

test('the sidebar line opens the meter of uploads, searches and units left, which follows what the app spends and takes a new limit', async ({
  page,
  request,
}) => {
  host = await startWebHost({ args: ['--demo'] });
  await openApp(page, host);
  await expect(page.getByRole('heading', { name: 'Uploads', level: 1 })).toBeVisible();
  // One line in the sidebar, no method, project or host in it; the meter opens from it by the keyboard.
  const summary = page.getByTestId('quota-summary');
  await expect(summary).toHaveText(/^Quota: [\d,]+ of 10,000 left today$/);
  await expect(page.getByRole('complementary')).not.toContainText(/Google Cloud project|127\.0\.0\.1|\w\.list/, {
    useInnerText: true,
  });
  await summary.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Quota today' });
  await expect(dialog).toBeVisible();
  // Open, the meter passes the audit every screen passes, in the light and the dark theme.
  expect(await seriousViolations(page)).toEqual([]);
  await page.emulateMedia({ colorScheme: 'dark' });
  expect(await seriousViolations(page)).toEqual([]);
  await page.emulateMedia({ colorScheme: 'light' });
  const meter = dialog.getByRole('region', { name: 'Quota today' });
  const text = meter.locator('[data-bucket="units"] .quota-figures');
  await expect(text).toHaveText(figures);
  await expect(text).toContainText('of 10,000 units left today');
  await expect(meter.locator('[data-bucket="uploads"] .quota-figures')).toHaveText(/^\d+ of 100 uploads left today$/);
  await expect(meter.locator('[data-bucket="search"] .quota-figures')).toHaveText(/^\d+ of 100 searches left today$/);

  const emulator = demoEmulatorUrl(host);
  const emulatorUsed = async () =>
    ((await (await request.get(`${emulator}/_emulator/v1/quota`, { headers: demoControl })).json()) as { used: number })
      .used;
  const before = count(await text.textContent());
  const emulatorBefore = await emulatorUsed();

  // Asking the platform for the channel again (Accounts' check) costs what channels.list costs, on both sides.
  contract = await connectContract(host);
  await contract.call('accounts.refreshChannel');
  await contract.call('accounts.refreshChannel');
  const spent = (await emulatorUsed()) - emulatorBefore;
  expect(spent).toBe(2);
  await expect(text).toHaveText(`${(before - spent).toLocaleString('en-US')} of 10,000 units left today`);
  await expect(meter.locator('.quota-spent')).toContainText('Reading the channel:');
  await expect(meter.locator('.quota-spent')).not.toContainText('channels.list');
  await meter.getByText('Technical details').click();
  await expect(meter.locator('.quota-technical')).toContainText('channels.list');
  await expect(meter.locator('.quota-technical')).toContainText('Google Cloud project');
  await expect(summary).toHaveText(`Quota: ${(before - spent).toLocaleString('en-US')} of 10,000 left today`);

  // A limit the day has already reached: the meter says the quota is used up and when it comes back.
  const used = 10_000 - (before - spent);
  await meter.getByRole('button', { name: 'Daily limit…' }).focus();
  await page.keyboard.press('Enter');
  const field = meter.getByLabel('Daily limit (units)');
  await expect(field).toBeFocused();
  await field.fill('twelve');
  await expect(meter.getByText('Enter a whole number of units')).toBeVisible();
  await expect(meter.getByRole('button', { name: 'Save' })).toBeDisabled();
  await field.fill(String(used));
  await page.keyboard.press('Enter');
  await expect(text).toHaveText(`0 of ${used.toLocaleString('en-US')} units left today`);
  await expect(meter.locator('.quota-warning')).toContainText("Today's units are used up");
  expect((await contract.call('quota.today')).limit).toBe(used);
  // Closed, the dialog gives the keyboard back to the line that opened it, which now warns.
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(summary).toBeFocused();
  await expect(summary).toHaveText('Quota: units used up today');
  await expect(summary).toHaveClass(/warning/);

  // The limit is kept across a restart of the app, and so is the count.
  contract.close();
  contract = undefined;
  await host.stop();
  host = await startWebHost({ args: ['--demo'], dataDir: host.dataDir });
  await openApp(page, host);
  await page.getByTestId('quota-summary').click();
  const unitsAfter = page.getByRole('region', { name: 'Quota today' }).locator('[data-bucket="units"] .quota-figures');
  await expect(unitsAfter).toHaveText(new RegExp(` of ${used.toLocaleString('en-US')} units left today$`));
  expect(count(await unitsAfter.textContent())).toBe(0);
});
