// Watched folders need the desktop app: in browser mode (the demo workspace) the Uploads settings panel says so in
// its watched folders section, and the contract refuses every watched folders call with `desktop-only`, so a page
// can never have the host watch a folder it named.
import { expect, test } from './support/hosts';
import { connectContract, type ContractClient } from './support/contract-client';
import { openDemo } from './support/demo-workspace';
import { startWebHost, type WebHost } from './support/web-host';

let host: WebHost | undefined;
let client: ContractClient | undefined;

test.afterEach(async () => {
  client?.close();
  client = undefined;
  await host?.stop();
  host = undefined;
});

test('browser mode says watched folders need the desktop app, and the host refuses to watch one', async ({ page }) => {
  host = await startWebHost();
  await openDemo(page, host);
  const summary = page.getByText('Upload settings', { exact: true });
  await summary.focus();
  await page.keyboard.press('Enter');

  const section = page.getByRole('region', { name: 'Watched folders' });
  await expect(section.getByTestId('watched-folders-unavailable')).toHaveText(
    /^Watched folders need the desktop app: a browser cannot watch a folder on this computer\./,
  );
  // Nothing to add a folder with: no dialog would come.
  await expect(section.getByRole('button', { name: /Add a folder/ })).toHaveCount(0);

  client = await connectContract(host);
  await expect(client.call('watchedFolders.add', { existing: 'enqueue', onArrival: 'start' })).rejects.toMatchObject({
    code: 'desktop-only',
  });
  await expect(client.call('watchedFolders.list')).rejects.toMatchObject({ code: 'desktop-only' });
});
