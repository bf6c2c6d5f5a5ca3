// A newcomer's first minutes in the demo workspace: it opens on Uploads with first steps that point only at screens
// that exist; Rate limits shows the demo zone and its example rules with no token to type; a token of their own
// (issued by the demo emulator, the only service the demo talks to) replaces the demo one, and signing out of the
// demo leaves no rulesets token behind.
import { expect, test } from './support/hosts';
import { connectContract } from './support/contract-client';
import { shareHostAndPage } from './support/shared-page';
import { demoControl } from './support/web-host';

// One demo host and one page: the first minutes (which end signed out of the demo), then the demo signed in again from
// the welcome screen to take an own token back out.
const shared = shareHostAndPage({ host: { args: ['--demo'] } });

interface RulesetsInfo {
  apiBaseUrl: string;
  tokens: { write: string };
  zones: Array<{ id: string; name: string }>;
}

test('the demo opens on Uploads with first steps, Rate limits on the demo zone, and an own token replaces the demo one', async ({
  request,
}) => {
  const { page, host } = shared;
  await page.goto(host.url);

  await expect(page.getByRole('heading', { name: 'Uploads', level: 1 })).toBeVisible();
  const steps = page.getByTestId('first-steps');
  // The checklist starts folded to its bar at the foot of the sidebar; unfolded, it lists the steps.
  await steps.getByRole('button', { name: /Demo checklist/ }).click();
  await expect(steps).toContainText('Upload a video.');
  await expect(steps).toContainText('rate limiting rules');
  // Each channel screen the tips name opens with the demo channel's content in it.
  await steps.getByRole('button', { name: 'Open Library' }).click();
  await expect(page.getByRole('heading', { name: 'Library', level: 1 })).toBeVisible();
  await expect(page.getByText('Studio tour 2026').first()).toBeVisible();
  await steps.getByRole('button', { name: 'Open Channel' }).click();
  await expect(page.getByRole('heading', { name: 'Channel', level: 1 })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Branding' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByLabel('Description')).toHaveValue(/demo channel/i);
  await steps.getByRole('button', { name: 'Open Comments' }).click();
  await expect(page.getByRole('heading', { name: 'Comments', level: 1 })).toBeVisible();
  const held = page.getByTestId('queue-heldForReview');
  await expect(held).toHaveAttribute('aria-selected', 'true');
  await expect(held).toContainText(/Held for review \d+/);
  const nav = page.getByRole('navigation', { name: 'Screens' });
  await expect(nav.getByRole('listitem')).toHaveText([
    'Uploads',
    'Series',
    'Library',
    'Calendar',
    'Playlists',
    'Channel',
    'Comments',
    'Watermark',
    'Rate limits',
    'Accounts',
  ]);

  const emulator = /Demo workspace emulator: (http:\/\/127\.0\.0\.1:\d+)/.exec(host.output())?.[1];
  expect(emulator, 'browser mode prints the demo emulator URL').toBeTruthy();
  const info = (
    (await (await request.get(`${emulator}/_emulator/v1/info`, { headers: demoControl })).json()) as {
      rulesets: RulesetsInfo;
    }
  ).rulesets;
  const blog = info.zones.find((z) => z.name === 'creator-blog.example')!;

  // No form: the demo's own token is in force, its zone chosen and its example rules listed.
  await steps.getByRole('button', { name: 'Open Rate limits' }).click();
  await expect(page.getByRole('heading', { name: 'Rate limits', level: 1 })).toBeVisible();
  // Looking at the rules is that step: it ticks itself. Folded again, the checklist is out of the way.
  await expect(steps.getByRole('checkbox', { name: /rate limiting rules/ })).toBeChecked();
  await steps.getByRole('button', { name: /Demo checklist/ }).click();
  await expect(steps.getByRole('checkbox')).toHaveCount(0);
  await expect(page.getByTestId('token-status')).toContainText('Demo token');
  await expect(page.getByTestId('token-verified')).toBeVisible();
  await expect(page.getByTestId('demo-token-note')).toBeVisible();
  await expect(page.getByLabel('Rulesets API token')).toHaveCount(0);
  await expect(page.getByLabel('Zone')).toHaveValue(blog.id);
  await expect(page.getByTestId('rule-row')).toHaveText([
    /Slow down password guessing on the blog sign-in/,
    /Limit the blog API per client address/,
  ]);
  await expect(page.locator('body')).not.toContainText(info.tokens.write);

  // An example opens in the editor with the simulator beside it, already replaying traffic the rule acts on.
  await page.getByRole('button', { name: 'Edit Slow down password guessing on the blog sign-in' }).click();
  await expect(page.getByTestId('rule-description')).toHaveValue('Slow down password guessing on the blog sign-in');
  await expect(page.getByTestId('simulation-result')).toContainText(
    '120 requests: 120 matched, 10 counted, 110 blocked',
  );

  // A token of one's own, as the service's dashboard would issue it, replaces the demo token.
  const issued = (await (
    await request.post(`${emulator}/_emulator/v1/rulesets/tokens`, { data: {}, headers: demoControl })
  ).json()) as {
    value: string;
  };
  await page.getByRole('button', { name: 'Use your own token' }).click();
  await page.getByLabel('Rulesets API token').fill(issued.value);
  await page.getByRole('button', { name: 'Save token' }).click();
  await expect(page.getByTestId('token-hint')).toHaveText(`••••${issued.value.slice(-4)}`);
  await expect(page.getByTestId('token-status')).not.toContainText('Demo token');
  await expect(page.getByTestId('demo-token-note')).toHaveCount(0);
  await expect(page.getByTestId('token-verified')).toBeVisible();
  await expect(page.getByTestId('rule-row')).toHaveCount(2);
  await expect(page.locator('body')).not.toContainText(issued.value);

  // Signing out of the demo takes both tokens along.
  await nav.getByRole('button', { name: 'Accounts' }).click();
  await expect(page.getByTestId('demo-explained')).toBeVisible();
  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page.getByRole('button', { name: 'Try the demo workspace' })).toBeVisible();
  const contract = await connectContract(host);
  try {
    expect(await contract.call('rateLimits.status')).toMatchObject({ hasToken: false, verified: false });
  } finally {
    contract.close();
  }
});

test('removing an own token brings the demo token back; hidden first steps stay hidden and can return', async () => {
  const { page, host } = shared;
  // Signed out by the test before, the page is on the welcome screen.
  await page.getByRole('button', { name: 'Try the demo workspace' }).click();
  await expect(page.getByRole('heading', { name: 'Uploads', level: 1 })).toBeVisible();
  const emulator = /Demo workspace emulator: (http:\/\/127\.0\.0\.1:\d+)/.exec(host.output())?.[1];
  const info = (
    (await (await fetch(`${emulator}/_emulator/v1/info`, { headers: demoControl })).json()) as {
      rulesets: { tokens: { read: string } };
    }
  ).rulesets;

  const nav = page.getByRole('navigation', { name: 'Screens' });
  await nav.getByRole('button', { name: 'Rate limits' }).click();
  await page.getByRole('button', { name: 'Use your own token' }).click();
  await page.getByLabel('Rulesets API token').fill(info.tokens.read);
  await page.getByRole('button', { name: 'Save token' }).click();
  await expect(page.getByTestId('token-hint')).toHaveText(`••••${info.tokens.read.slice(-4)}`);
  await page.getByRole('button', { name: 'Remove token' }).click();
  await expect(page.getByTestId('token-status')).toContainText('Demo token');
  await expect(page.getByTestId('rule-row')).toHaveCount(2);

  await page.getByRole('button', { name: 'Hide these tips' }).click();
  await expect(page.getByTestId('first-steps')).toHaveCount(0);
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Uploads', level: 1 })).toBeVisible();
  await expect(page.getByTestId('first-steps')).toHaveCount(0);
  await nav.getByRole('button', { name: 'Accounts' }).click();
  await page.getByRole('button', { name: 'Show the first steps again' }).click();
  await expect(page.getByTestId('first-steps')).toBeVisible();
});
