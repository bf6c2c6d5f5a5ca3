// Browser mode's door for links (the app.openUrl event the page opens in a new tab) applies the same external-link
// policy as the desktop app's system browser: https to other machines, never a port of this machine.
import { expect, test } from '@playwright/test';
import { connectContract, type ContractClient } from './support/contract-client';
import { startWebHost, type WebHost } from './support/web-host';

let host: WebHost;
let contract: ContractClient;

test.beforeEach(async () => {
  host = await startWebHost();
  contract = await connectContract(host);
});

test.afterEach(async () => {
  contract.close();
  await host.stop();
});

test('the host sends the page only links the policy allows', async () => {
  for (const url of ['https://localhost:9/', 'https://user:pw@example.com/']) {
    await expect(contract.call('app.openExternal', { url }), url).rejects.toThrow(/only https links/);
  }

  const opened = contract.waitForEvent('app.openUrl', () => true);
  await contract.call('app.openExternal', { url: 'https://example.com/help' });
  expect((await opened).url).toBe('https://example.com/help');
});
