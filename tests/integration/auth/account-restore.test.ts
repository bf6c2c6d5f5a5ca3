// What a start does with the stored account when the endpoints in force differ from those its tokens were issued
// by: an OAuth account is signed out with its token revoked where it was issued; the demo account follows the
// emulator this process started (its port may move); an account saved before endpoints were recorded adopts the
// settings file's services it was signed in with. The endpoints before and after are two emulators of the harness;
// what each one's OAuth server was asked to revoke is watched on its token service.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Conf from 'conf';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import type { ServiceSettings } from '../../../shared/ipc/app';
import { EventHub } from '../../../electron/kernel/event-hub';
import { createSettingsStore, type StoredAccount } from '../../../electron/kernel/settings-store';
import { AccountService } from '../../../electron/auth/account-service';
import type { DemoWorkspace } from '../../../electron/auth/demo-workspace';
import { createKeyFileCipher } from '../../../electron/auth/key-file-cipher';
import { createSecretVault } from '../../../electron/auth/secret-vault';
import { bindingFor } from '../../../electron/auth/token-binding';
import { PersistentTokenService } from '../../../electron/emulator/oauth/token-service';
import { startEmulatorHarness, type EmulatorHarness } from '../support/emulator-harness';
import { noticeMessage } from '../../../electron/kernel/feature';

/** Two emulators play the endpoints before and after a move; each one's OAuth revocations are watched. */
const emulators: EmulatorHarness[] = [];
const revocations = new Map<string, MockInstance<(token: string) => boolean>>();

/** Every revocation the emulators received, as [origin, token]. */
function revoked(): Array<[string, string]> {
  return [...revocations].flatMap(([origin, spy]) =>
    spy.mock.calls.map(([token]): [string, string] => [origin, token]),
  );
}

function servicesAt(origin: string): ServiceSettings {
  return {
    dataApiBaseUrl: `${origin}/youtube/v3`,
    uploadBaseUrl: `${origin}/upload/youtube/v3`,
    oauthAuthorizeUrl: `${origin}/o/oauth2/v2/auth`,
    oauthTokenUrl: `${origin}/token`,
    oauthRevokeUrl: `${origin}/revoke`,
    rulesetsApiBaseUrl: `${origin}/client/v4`,
  };
}

const channel = { id: 'UC1', title: 'My channel' };
const client = { clientId: 'client-1', clientSecret: 'secret-1' };

/** The stored account of `kind`, bound to the endpoints at `origin` its tokens were issued by (unbound without it). */
function storedAccount(kind: StoredAccount['kind'], origin?: string): StoredAccount {
  return {
    kind,
    clientId: client.clientId,
    scopes: [],
    channel,
    ...(origin !== undefined ? { endpoints: bindingFor(servicesAt(origin)) } : {}),
  };
}

function setup(options: {
  stored: ServiceSettings;
  account: StoredAccount;
  override?: ServiceSettings;
  demo?: ServiceSettings;
}) {
  const dir = mkdtempSync(join(tmpdir(), 'account-restore-'));
  const open = (o: { cwd: string; configName: string }) => new Conf(o) as never;
  const settings = createSettingsStore(dir, open, () => undefined);
  settings.update({ services: options.stored, account: options.account });
  const vault = createSecretVault(dir, createKeyFileCipher(join(dir, 'secret.key')), () => undefined);
  vault.set(
    'platform.tokens',
    JSON.stringify({ accessToken: 'access-1', refreshToken: 'refresh-1', expiresAt: 9e15, scopes: [] }),
  );
  vault.set(options.account.kind === 'demo' ? 'platform.demoClient' : 'platform.oauthClient', JSON.stringify(client));
  const notices: string[] = [];
  const demo = {
    ensureRunning: async () => ({ services: options.demo!, client, channelId: channel.id }),
  } as unknown as DemoWorkspace;
  const accounts = new AccountService({
    settings,
    vault,
    demo,
    events: new EventHub(),
    openConsent: async () => undefined,
    notice: (words) => notices.push(noticeMessage(words).message),
    ...(options.override ? { servicesOverride: options.override } : {}),
  });
  return { accounts, settings, notices };
}

let first: string;
let second: string;

beforeAll(async () => {
  for (let i = 0; i < 2; i++) {
    const emulator = await startEmulatorHarness();
    emulators.push(emulator);
    // The OAuth server's /revoke goes through the emulator's token service: watching it shows what was revoked where.
    const tokens = emulator.emulator.context.tokens;
    if (!(tokens instanceof PersistentTokenService)) throw new Error('the emulator has another token service');
    revocations.set(emulator.baseUrl, vi.spyOn(tokens, 'revoke'));
  }
  [first, second] = emulators.map((emulator) => emulator.baseUrl) as [string, string];
});
beforeEach(() => {
  for (const spy of revocations.values()) spy.mockClear();
});
afterAll(async () => {
  await Promise.all(emulators.map((emulator) => emulator.close()));
});

describe('restoring the account at start', () => {
  it('signs out an OAuth account whose endpoints changed, revoking at the old endpoint only, and says so', async () => {
    const account = storedAccount('oauth', first);
    const { accounts, settings, notices } = setup({ stored: servicesAt(first), account, override: servicesAt(second) });
    await accounts.restore();
    expect(settings.read().account).toBeNull();
    expect(revoked()).toEqual([[first, 'refresh-1']]);
    expect(notices).toEqual([expect.stringContaining(`signed out of My channel`)]);
    expect(notices[0]).toContain(`revoked at ${first}`);
  });

  it('keeps an OAuth account whose endpoints did not change', async () => {
    const account = storedAccount('oauth', first);
    const { accounts, settings, notices } = setup({ stored: servicesAt(second), account, override: servicesAt(first) });
    await accounts.restore();
    expect(settings.read().account).toMatchObject({ channel });
    expect(await accounts.tokens.getAccessToken(`${first}/youtube/v3/channels`)).toBe('access-1');
    expect(revoked()).toEqual([]);
    expect(notices).toEqual([]);
  });

  it('binds an account saved before endpoints were recorded to the settings file it was signed in with', async () => {
    const legacy = storedAccount('oauth');
    const kept = setup({ stored: servicesAt(first), account: legacy });
    await kept.accounts.restore();
    expect(kept.settings.read().account?.endpoints).toEqual(bindingFor(servicesAt(first)));

    const moved = setup({ stored: servicesAt(first), account: legacy, override: servicesAt(second) });
    await moved.accounts.restore();
    expect(moved.settings.read().account).toBeNull();
    expect(revoked().map(([origin]) => origin)).toEqual([first]);
  });

  it('lets the demo account follow the emulator it started, without revoking at the old port', async () => {
    const account = storedAccount('demo', first);
    const { accounts, settings, notices } = setup({ stored: servicesAt(first), account, demo: servicesAt(second) });
    await accounts.restore();
    expect(settings.read().account?.endpoints).toEqual(bindingFor(servicesAt(second)));
    expect(await accounts.tokens.getAccessToken(`${second}/upload/youtube/v3/videos`)).toBe('access-1');
    await expect(accounts.tokens.getAccessToken(`${first}/youtube/v3/channels`)).rejects.toMatchObject({
      code: 'token-destination-refused',
    });
    expect(revoked()).toEqual([]);
    expect(notices).toEqual([]);
  });
});
