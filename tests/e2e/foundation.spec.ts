// A new user opens the app in a browser, picks the demo workspace, lands on Uploads with the demo's first steps and
// finds the demo channel on Accounts; strangers are refused;
// an expired access token is refreshed without the user noticing.
import WebSocket from 'ws';
import { openSession, sessionProtocols } from './support/contract-client';
import { expect, test } from './support/hosts';
import { shareHostAndPage } from './support/shared-page';
import { demoControl } from './support/web-host';

// Refused requests change nothing on the host (a session it hands out is one of its 64 places, the oldest idle one
// given up first): the test shares its worker's demo host, whose signed-in channel the refusals must not reach.
test('requests without a session, or with a foreign Origin or Host, are refused; no cookie is ever set', async ({
  page,
  request,
  readOnlyDemoHost: host,
}) => {
  // The app's code is public (it holds no secret); what acts or reads data needs a session, got only for the token.
  expect((await request.post(`${host.origin}/_desk/session`)).status()).toBe(401);
  expect(
    (await request.post(`${host.origin}/_desk/session`, { headers: { 'x-desk-token': `${host.token}x` } })).status(),
  ).toBe(401);
  expect(
    (
      await request.post(`${host.origin}/_desk/staging`, { data: { name: 'a.mp4', size: 10, type: 'video/mp4' } })
    ).status(),
  ).toBe(401);

  const foreignHost = await request.get(`${host.origin}/`, { headers: { host: 'evil.example' } });
  expect(foreignHost.status()).toBe(403);
  expect(await foreignHost.text()).not.toContain('<script');
  const foreignOrigin = await request.post(`${host.origin}/_desk/session`, {
    headers: { origin: 'https://evil.example', 'x-desk-token': host.token },
  });
  expect(foreignOrigin.status()).toBe(403);

  const session = await openSession(host);
  const upgrade = (protocols: string[], origin: string) =>
    new Promise<number>((resolve) => {
      const socket = new WebSocket(`${host.origin.replace('http', 'ws')}/_desk/ws`, protocols, { origin });
      socket.on('unexpected-response', (refused, response) => {
        // ws leaves a refused handshake's request to whoever listens for it: end it.
        refused.destroy();
        resolve(response.statusCode ?? 0);
      });
      socket.on('open', () => {
        socket.close();
        resolve(101);
      });
      socket.on('error', () => resolve(-1));
    });
  expect(await upgrade(['channel-desk'], host.origin)).toBe(401);
  expect(await upgrade(sessionProtocols(host.token), host.origin)).toBe(401);
  expect(await upgrade(sessionProtocols(session), 'https://evil.example')).toBe(403);
  expect(await upgrade(sessionProtocols(session), host.origin)).toBe(101);

  // Opened without the printed URL, the page can do nothing and says how to get in.
  await page.goto(`${host.origin}/`);
  await expect(page.locator('body')).toContainText('open the URL printed in the terminal');
  expect(await page.context().cookies()).toEqual([]);
});

// A fresh host (nobody signed in) and one page: the newcomer's first run, which ends signed out, then the demo signed
// in again to have its token expire.
test.describe('a host of its own', () => {
  const shared = shareHostAndPage();

  test('a new user picks the demo workspace and sees the demo channel', async () => {
    const { page, host } = shared;
    await page.goto(host.url);
    await expect(page.getByRole('heading', { name: 'Welcome to Channel Desk' })).toBeVisible();
    // The notice region is in the page before any notice (so the first one is announced), and stays across sign-in.
    const notices = page.getByTestId('notices');
    await expect(notices.getByRole('alert')).toHaveText('');
    await expect(notices.getByRole('status')).toHaveText('');
    const region = await notices.elementHandle();
    await page.getByRole('button', { name: 'Try the demo workspace' }).click();
    await expect(page.getByRole('heading', { name: 'Uploads', level: 1 })).toBeVisible();
    expect(await region.evaluate((element) => element.isConnected)).toBe(true);
    await expect(page.getByTestId('first-steps')).toBeVisible();
    await page.getByRole('navigation', { name: 'Screens' }).getByRole('button', { name: 'Accounts' }).click();
    const card = page.getByTestId('connected-channel');
    await expect(card).toBeVisible();
    await expect(card.getByRole('heading')).toHaveText('Demo Creator');
    await expect(page.getByTestId('channel-id')).toHaveText(/^UC[\w-]{22}$/);
    // The token left the address bar, and the session it was traded for lives in the page, not in a cookie (which
    // every other server on 127.0.0.1, the demo emulator's pictures included, would receive).
    expect(page.url()).not.toContain('token=');
    expect(await page.context().cookies()).toEqual([]);

    // Signing out brings the welcome screen back.
    await page.getByRole('button', { name: 'Sign out' }).click();
    await expect(page.getByRole('button', { name: 'Try the demo workspace' })).toBeVisible();
  });

  test('an expired access token is refreshed transparently', async ({ request }) => {
    const { page, host } = shared;
    // Signed out by the test before, the page is on the welcome screen.
    await page.getByRole('button', { name: 'Try the demo workspace' }).click();
    await expect(page.getByRole('heading', { name: 'Uploads', level: 1 })).toBeVisible();

    const emulator = /Demo workspace emulator: (http:\/\/127\.0\.0\.1:\d+)/.exec(host.output())?.[1];
    expect(emulator, 'browser mode prints the demo emulator URL').toBeTruthy();
    const expired = await request.post(`${emulator}/_emulator/v1/tokens/expire`, { headers: demoControl });
    expect(expired.ok()).toBe(true);
    expect(((await expired.json()) as { expired: number }).expired).toBeGreaterThan(0);

    // Reopening the page and the Accounts screen makes it ask the platform again with the expired token: the app must
    // refresh it and carry on, with no error shown.
    await page.reload();
    await page.getByRole('navigation', { name: 'Screens' }).getByRole('button', { name: 'Accounts' }).click();
    await expect(page.getByTestId('channel-verified')).toBeVisible();
    // The notice region's alert element is always there (so screen readers know it); what matters is that it is empty.
    await expect(page.getByRole('alert').filter({ hasText: /\S/ })).toHaveCount(0);
    await expect(page.getByTestId('connected-channel').getByRole('heading')).toHaveText('Demo Creator');
  });
});
