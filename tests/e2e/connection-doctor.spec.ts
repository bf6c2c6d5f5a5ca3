// The connection doctor in browser mode against the demo emulator: a refresh token that the emulator lets run out
// (its OAuth client put in "Testing") leads the Accounts screen to the doctor's explanation of invalid_grant, not a
// generic sign-in failure; an upload asked public that the platform locked private (an unaudited project) is
// explained on its row, with the audit form and the offer to keep uploads private.
import { expect, test } from './support/hosts';
import { connectContract, demoEmulatorUrl, type ContractClient } from './support/contract-client';
import { demoInfo, showScreen } from './support/demo-workspace';
import { shareHostAndPage } from './support/shared-page';
import { demoControl } from './support/web-host';
import { videoBytes } from '../support/video-fixture';

const DAY = 24 * 3600 * 1000;
let contract: ContractClient | undefined;

test.afterEach(() => {
  contract?.close();
  contract = undefined;
});

// One host and one page, the demo signed in: the unverified channel (verified again at its end), then the upload
// locked private, then the Testing sign-in the platform ends (last: it ends the sign-in).
test.describe('the connection doctor on one host', () => {
  const shared = shareHostAndPage({ host: { args: ['--demo'] } });

  test('an unverified channel is named before an upload and on the thumbnail panel, and no longer once verified', async ({
    request,
  }) => {
    const { host, page } = shared;
    const emulator = demoEmulatorUrl(host);
    const info = await demoInfo(emulator);
    const verify = async (verified: boolean) => {
      const answer = await request.put(`${emulator}/_emulator/v1/channels/${info.demo.channelId}/verification`, {
        headers: demoControl,
        data: { verified },
      });
      expect(answer.status()).toBe(200);
    };
    await verify(false);
    // The account reads the channel's status when it signs in.
    contract = await connectContract(host);
    await contract.call('accounts.startDemo');

    await page.goto(host.url);
    await expect(page.getByRole('heading', { name: 'Uploads', level: 1 })).toBeVisible();
    const beforeUpload = page.getByTestId('doctor-channel-not-verified');
    await expect(beforeUpload).toContainText('This channel is not verified');
    await expect(beforeUpload).toContainText('longer than 15 minutes');

    await showScreen(page, 'Library');
    await page.getByTestId('video-row').filter({ hasText: 'Studio tour 2026' }).click();
    const panel = page.getByTestId('video-details');
    await expect(panel.getByTestId('doctor-channel-not-verified')).toContainText('custom thumbnails');
    await expect(panel.getByRole('link', { name: 'Verify the channel' })).toBeVisible();

    await verify(true);
    await contract.call('accounts.startDemo');
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Uploads', level: 1 })).toBeVisible();
    await expect(page.getByTestId('doctor-channel-not-verified')).toHaveCount(0);
  });

  test('an upload asked public that comes back private is explained, and can be kept private on purpose', async ({
    request,
  }) => {
    const { host, page } = shared;
    const emulator = demoEmulatorUrl(host);
    const audit = await request.put(`${emulator}/_emulator/v1/oauth/audit`, {
      headers: demoControl,
      data: { audited: false },
    });
    expect(audit.status()).toBe(200);

    await showScreen(page, 'Uploads');
    await page.getByTestId('upload-dropzone').drop({
      files: [{ name: 'launch.mp4', mimeType: 'video/mp4', buffer: videoBytes(256 * 1024) }],
    });
    const editor = page.getByTestId('metadata-editor');
    await editor.getByLabel('Public: everyone').check();
    await editor.getByRole('button', { name: 'Save details' }).click();
    const upload = page.getByTestId('upload-row').filter({ hasText: 'launch' });
    await upload.getByRole('button', { name: /^Start upload/ }).click();
    await expect(upload.getByTestId('upload-state')).toHaveText('Done', { timeout: 30_000 });

    const locked = upload.getByTestId('doctor-upload-locked-private');
    await expect(locked).toContainText('sent as public');
    await expect(locked.getByRole('link', { name: 'API audit form' })).toHaveAttribute(
      'href',
      'https://support.google.com/youtube/contact/yt_api_form',
    );
    await locked.getByRole('button', { name: 'Keep uploads private' }).click();
    await expect(upload.getByTestId('doctor-upload-private-on-purpose')).toBeVisible();
    await expect(upload.getByTestId('doctor-upload-locked-private')).toHaveCount(0);
  });

  test('a Testing sign-in that the platform ends is explained by the doctor on Accounts', async ({ request }) => {
    const { host, page } = shared;
    const emulator = demoEmulatorUrl(host);
    const control = (method: 'put' | 'post', path: string, data: unknown) =>
      request[method](`${emulator}/_emulator/v1${path}`, { headers: demoControl, data });
    expect((await control('put', '/oauth/refresh-token-lifetime', { seconds: 'testing' })).status()).toBe(200);
    // Sign in again, now as a client in "Testing": the token endpoint gives the refresh token 7 days.
    contract = await connectContract(host);
    await contract.call('accounts.startDemo');

    await page.goto(host.url);
    await showScreen(page, 'Accounts');
    const doctor = page.getByTestId('connection-doctor');
    await expect(doctor.getByTestId('doctor-sign-in-limited')).toContainText('This sign-in ends on');

    expect((await control('post', '/clock', { advanceMs: 7 * DAY + 60_000 })).status()).toBe(200);
    expect((await control('post', '/tokens/expire', {})).status()).toBe(200);
    await page.reload();
    await showScreen(page, 'Accounts');
    const ended = page.getByTestId('connection-doctor').getByTestId('doctor-sign-in-ended');
    await expect(ended).toContainText('The platform ended this sign-in');
    await expect(ended).toContainText('invalid_grant');
    await expect(ended).toContainText('"Testing"');
    await expect(page.getByText('The sign-in server refused the request')).toHaveCount(0);
  });
});
