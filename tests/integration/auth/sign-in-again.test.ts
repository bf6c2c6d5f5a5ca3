// Issue 21's review: "Sign in again" on one channel, with the user's own OAuth client and the emulator's consent page,
// where the creator may pick another of the account's channels. Only the channel asked for is accepted: another one
// is refused with words that say which was picked and which was expected, the channel's own sign-in is untouched, a
// channel not signed in here is not added behind the creator's back (its new grant revoked at the emulator), and the
// list keeps the order the channels were added in.
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Desk } from '../../../electron/app/composition-root';
import { vaultTokensName } from '../../../electron/auth/channel-tokens';
import { createKeyFileCipher } from '../../../electron/auth/key-file-cipher';
import { createSecretVault } from '../../../electron/auth/secret-vault';
import { DEMO_CHANNEL_ID, DEMO_CLIPS_CHANNEL_ID } from '../../../electron/emulator/data-api/demo-seed';
import { SAMPLE_CLIENT } from '../../../electron/emulator/oauth/oauth-clients';
import { openWebDesk } from '../../support/web-desk';
import { startEmulatorHarness, type EmulatorHarness } from '../support/emulator-harness';

const dataDir = join(mkdtempSync(join(tmpdir(), 'sign-in-again-')), 'app');
let fx: EmulatorHarness;
let desk: Desk;
/** The channel the creator picks on the consent page. */
let picked = DEMO_CHANNEL_ID;
const consentUrls: URL[] = [];

/** The creator in the browser: the consent page, the channel `picked`, Allow, and the redirect to the app. */
async function answerConsent(url: string): Promise<void> {
  consentUrls.push(new URL(url));
  const page = await (await fetch(url)).text();
  const request = /name="request" value="([^"]+)"/.exec(page)?.[1];
  expect(request, 'the consent page holds the request').toBeDefined();
  const decided = await fetch(`${fx.baseUrl}/o/oauth2/v2/auth/decision`, {
    method: 'POST',
    body: new URLSearchParams({ request: request ?? '', decision: 'allow', channel: picked }),
    redirect: 'manual',
  });
  await fetch(decided.headers.get('location') ?? '');
}

async function call(name: string, payload?: unknown): Promise<any> {
  return desk.router.dispatch(name, payload);
}

function storedTokens(channelId: string): string | undefined {
  const vault = createSecretVault(dataDir, createKeyFileCipher(join(dataDir, 'secret.key')), () => undefined);
  return vault.get(vaultTokensName(channelId));
}

/** The refresh tokens the emulator holds live for the user's own client on `channelId`. */
function liveGrants(channelId: string): number {
  const state = JSON.parse(readFileSync(join(fx.dataDir, 'oauth-tokens.json'), 'utf8')) as {
    refreshTokens: Record<string, { channelId: string; clientId: string }>;
  };
  return Object.values(state.refreshTokens).filter(
    (grant) => grant.channelId === channelId && grant.clientId === SAMPLE_CLIENT.clientId,
  ).length;
}

async function listed(): Promise<Array<[string, boolean]>> {
  const answer = await call('accounts.list');
  return answer.value.map((view: { channel: { id: string }; chosen: boolean }) => [view.channel.id, view.chosen]);
}

beforeAll(async () => {
  fx = await startEmulatorHarness();
  mkdirSync(dataDir, { recursive: true });
  writeFileSync(
    join(dataDir, 'settings.json'),
    JSON.stringify({
      services: {
        dataApiBaseUrl: fx.info.dataApiBaseUrl,
        uploadBaseUrl: fx.info.uploadBaseUrl,
        oauthAuthorizeUrl: fx.info.oauth.authorizeUrl,
        oauthTokenUrl: fx.info.oauth.tokenUrl,
        oauthRevokeUrl: fx.info.oauth.revokeUrl,
        rulesetsApiBaseUrl: `${fx.baseUrl}/client/v4`,
      },
    }),
  );
  desk = openWebDesk(dataDir, answerConsent);
  await desk.start();
  const json = JSON.stringify({
    installed: { client_id: SAMPLE_CLIENT.clientId, client_secret: SAMPLE_CLIENT.clientSecret },
  });
  expect(await call('accounts.importClientSecret', { json })).toMatchObject({ ok: true });
  expect(await call('accounts.signIn')).toMatchObject({ ok: true, value: { channel: { id: DEMO_CHANNEL_ID } } });
});

afterAll(async () => {
  await desk?.stop();
  await fx?.close();
});

describe('signing one channel in again', () => {
  it('asks the consent page for the account chooser and names no account it cannot know', async () => {
    consentUrls.length = 0;
    picked = DEMO_CHANNEL_ID;
    expect(await call('accounts.addChannel', { channelId: DEMO_CHANNEL_ID })).toMatchObject({ ok: true });
    expect(consentUrls[0]?.searchParams.get('prompt')).toBe('select_account consent');
    expect(consentUrls[0]?.searchParams.has('login_hint')).toBe(false);
  });

  it('refuses a channel not signed in here, revokes its new grant, and leaves the one asked for as it was', async () => {
    const before = storedTokens(DEMO_CHANNEL_ID);
    picked = DEMO_CLIPS_CHANNEL_ID;
    const answer = await call('accounts.addChannel', { channelId: DEMO_CHANNEL_ID });
    expect(answer).toMatchObject({
      ok: false,
      error: {
        code: 'wrong-channel',
        message:
          'You signed in as Demo Creator Clips; Channel Desk expected Demo Creator. Sign in again and choose Demo ' +
          'Creator, or add Demo Creator Clips as another channel.',
      },
    });
    expect(await listed()).toEqual([[DEMO_CHANNEL_ID, true]]);
    expect(storedTokens(DEMO_CLIPS_CHANNEL_ID)).toBeUndefined();
    expect(storedTokens(DEMO_CHANNEL_ID)).toBe(before);
    await vi.waitFor(() => expect(liveGrants(DEMO_CLIPS_CHANNEL_ID)).toBe(0), { timeout: 5_000 });
  });

  it('refuses a channel signed in here too, renewing it instead of revoking its grant', async () => {
    picked = DEMO_CLIPS_CHANNEL_ID;
    expect(await call('accounts.addChannel', {})).toMatchObject({ ok: true });
    const main = storedTokens(DEMO_CHANNEL_ID);
    const clips = storedTokens(DEMO_CLIPS_CHANNEL_ID);
    const answer = await call('accounts.addChannel', { channelId: DEMO_CHANNEL_ID });
    expect(answer).toMatchObject({
      ok: false,
      error: {
        code: 'wrong-channel',
        message: expect.stringContaining('Demo Creator Clips is signed in here already'),
      },
    });
    expect(storedTokens(DEMO_CHANNEL_ID)).toBe(main);
    expect(storedTokens(DEMO_CLIPS_CHANNEL_ID)).not.toBe(clips);
    const refreshed = await call('accounts.choose', { channelId: DEMO_CLIPS_CHANNEL_ID });
    expect(refreshed).toMatchObject({ ok: true });
    expect(await call('accounts.refreshChannel')).toMatchObject({
      ok: true,
      value: { channel: { id: DEMO_CLIPS_CHANNEL_ID } },
    });
  });

  it('takes the channel asked for, which keeps its place in the list', async () => {
    picked = DEMO_CHANNEL_ID;
    const before = storedTokens(DEMO_CHANNEL_ID);
    expect(await call('accounts.addChannel', { channelId: DEMO_CHANNEL_ID })).toMatchObject({ ok: true });
    expect(storedTokens(DEMO_CHANNEL_ID)).not.toBe(before);
    expect(await listed()).toEqual([
      [DEMO_CHANNEL_ID, false],
      [DEMO_CLIPS_CHANNEL_ID, true],
    ]);
  });
});
