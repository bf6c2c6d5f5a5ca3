// Browser mode's door for links (the app.openUrl event the page opens in a new tab) applies the same external-link
// policy as the desktop app's system browser: https to other machines, never a port of this machine.
import { connectContract, type ContractClient } from './support/contract-client';
import { expect, test } from './support/hosts';

// Asking for a link to be opened changes nothing on the host: the test shares its worker's demo host.
let contract: ContractClient;

test.beforeEach(async ({ readOnlyDemoHost }) => {
  contract = await connectContract(readOnlyDemoHost);
});

test.afterEach(() => {
  contract.close();
});

test('the host sends the page only links the policy allows', async () => {
  for (const url of ['https://localhost:9/', 'https://user:pw@example.com/']) {
    await expect(contract.call('app.openExternal', { url }), url).rejects.toThrow(/only https links/);
  }

  const opened = contract.waitForEvent('app.openUrl', () => true);
  await contract.call('app.openExternal', { url: 'https://example.com/help' });
  expect((await opened).url).toBe('https://example.com/help');
});
