// What only the studio sets, as the app shows it, driven end to end through the emulator's studio control: the
// channel's monetization and long-uploads status on the Channel screen (read at sign-in, and again when asked) and
// the unverified-channel note on Uploads; a video's third-party AI training in the Library's details, read only
// when the creator asks, its refusal said with a way to try again.
import { expect, test } from './support/hosts';
import { connectContract, demoEmulatorUrl, type ContractClient } from './support/contract-client';
import { demoInfo, showScreen } from './support/demo-workspace';
import { control } from './support/emulator-control';
import { shareHostAndPage } from './support/shared-page';

const STUDIO_TOUR = 'dQd3moVid01';
// One demo host and one page: the channel's status first (set in the studio before the demo signs in, read at its
// sign-in), then a video's AI training on the same signed-in demo.
const shared = shareHostAndPage({ host: { args: ['--demo'] } });
let contract: ContractClient | undefined;

test.afterEach(() => {
  contract?.close();
  contract = undefined;
});

test("the channel's monetization and long uploads as the studio set them, read again on request", async () => {
  const { page, host } = shared;
  const emulator = demoEmulatorUrl(host);
  const { demo } = await demoInfo(emulator);
  const studio = (settings: object) => control(emulator, 'PUT', `/channels/${demo.channelId}/studio`, settings);
  await studio({ isChannelMonetizationEnabled: false, longUploadsStatus: 'disallowed' });
  // The account reads the channel's status when it signs in.
  contract = await connectContract(host);
  await contract.call('accounts.startDemo');

  await page.goto(host.url);
  await expect(page.getByRole('heading', { name: 'Uploads', level: 1 })).toBeVisible();
  await expect(page.getByTestId('doctor-channel-not-verified')).toContainText('longer than 15 minutes');

  await showScreen(page, 'Channel');
  const status = page.getByTestId('channel-status');
  await expect(status.getByTestId('channel-monetization')).toHaveText('Monetization: off');
  await expect(status.getByRole('link', { name: 'Open monetization in the studio' })).toHaveAttribute(
    'href',
    `https://studio.youtube.com/channel/${demo.channelId}/monetization`,
  );
  await expect(status.getByTestId('channel-long-uploads')).toHaveText(
    'Videos longer than 15 minutes: not allowed for this channel',
  );
  await expect(status.getByTestId('doctor-channel-not-verified')).toBeVisible();
  await expect(status.getByTestId('channel-status-when')).toHaveText('As the platform said at sign-in.');

  await studio({ isChannelMonetizationEnabled: true, longUploadsStatus: 'allowed' });
  const readAgain = status.getByRole('button', { name: 'Read it again' });
  await readAgain.focus();
  await page.keyboard.press('Enter');
  await expect(status.getByTestId('channel-monetization')).toHaveText('Monetization: on');
  await expect(readAgain).toBeFocused();
  await expect(status.getByTestId('channel-long-uploads')).toHaveText('Videos longer than 15 minutes: allowed');
  await expect(status.getByTestId('doctor-channel-not-verified')).toHaveCount(0);
  await expect(status.getByTestId('channel-status-when')).toHaveText(/^As the platform said at \d/);

  await showScreen(page, 'Uploads');
  await expect(page.getByTestId('doctor-channel-not-verified')).toHaveCount(0);
});

test("a video's third-party AI training, read when asked, its refusal said with a way to try again", async () => {
  const { page, host } = shared;
  const emulator = demoEmulatorUrl(host);
  await control(emulator, 'PUT', `/videos/${STUDIO_TOUR}/studio`, {
    trainability: ['Example Research Lab', 'Sample AI Company'],
  });
  await showScreen(page, 'Library');
  await page.getByTestId('video-row').filter({ hasText: 'Studio tour 2026' }).click();
  const line = page.getByTestId('video-details').getByTestId('trainability');
  await expect(line).toContainText('Third-party AI training: not checked yet');
  await expect(line).toContainText('Checking: free, no quota units');
  await expect(line.getByRole('link', { name: 'Change it in the studio' })).toHaveAttribute(
    'href',
    'https://studio.youtube.com/',
  );

  await control(emulator, 'POST', '/faults', { method: 'videoTrainability.get', kind: 'serverError', status: 503 });
  await line.getByRole('button', { name: 'Check who may train on it' }).click();
  const refusal = line.getByTestId('trainability-error');
  await expect(refusal).toContainText('Who may train on it could not be checked');
  await refusal.getByRole('button', { name: 'Check again' }).click();
  await expect(line.getByTestId('trainability-answer')).toHaveText(
    'Only these may train: Example Research Lab, Sample AI Company',
  );

  // Another video starts unread: nothing is asked of the platform until the creator asks again.
  await control(emulator, 'PUT', `/videos/${STUDIO_TOUR}/studio`, { trainability: ['all'] });
  await page.getByTestId('video-row').filter({ hasNotText: 'Studio tour 2026' }).first().click();
  await page.getByTestId('video-row').filter({ hasText: 'Studio tour 2026' }).click();
  await expect(line).toContainText('not checked yet');
  await line.getByRole('button', { name: 'Check who may train on it' }).focus();
  await page.keyboard.press('Enter');
  await expect(line.getByTestId('trainability-answer')).toHaveText('All third parties may train');
  // The button is gone once answered: the keyboard goes on from the answer.
  await expect(line.locator('.lib-trainability-answer')).toBeFocused();
});
