// The connection doctor against the emulator, through the app's own AccountService and the demo workspace's PKCE
// sign-in: a client in "Testing" gets a refresh token with a lifetime (recorded on the account), and once the
// emulator has let it run out, the next call fails with the doctor's explanation of invalid_grant, not a generic
// sign-in failure, and the account remembers when its sign-in ended.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Conf from 'conf';
import { afterEach, describe, expect, it } from 'vitest';
import { EventHub } from '../../../electron/kernel/event-hub';
import { createSettingsStore } from '../../../electron/kernel/settings-store';
import { AccountService } from '../../../electron/auth/account-service';
import { DemoWorkspace } from '../../../electron/auth/demo-workspace';
import { createKeyFileCipher } from '../../../electron/auth/key-file-cipher';
import { createSecretVault } from '../../../electron/auth/secret-vault';
import { fetchMyChannel } from '../../../electron/platform/channels';
import { DataApiClient } from '../../../electron/platform/data-api-client';
import { emulatorControlHeaders } from '../../../shared/platform/emulator-control';

const SECRET = 'connection-doctor-test-secret';
const DAY = 24 * 3600 * 1000;

async function control(origin: string, method: string, path: string, body?: unknown): Promise<unknown> {
  const response = await fetch(`${origin}/_emulator/v1${path}`, {
    method,
    headers: {
      ...emulatorControlHeaders(SECRET),
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  expect(response.status).toBe(200);
  return response.json();
}

describe('connection doctor against the emulator', () => {
  let demo: DemoWorkspace | undefined;
  afterEach(async () => {
    await demo?.stop();
  });

  it("records a Testing sign-in's lifetime and explains its end (invalid_grant)", async () => {
    const dir = mkdtempSync(join(tmpdir(), 'connection-doctor-'));
    const open = (o: { cwd: string; configName: string }) => new Conf(o) as never;
    const settings = createSettingsStore(dir, open, () => undefined);
    demo = new DemoWorkspace(dir, settings, undefined, undefined, false, SECRET);
    const events = new EventHub();
    const changes: boolean[] = [];
    events.on('accounts.changed', (change) => changes.push(change.signedIn));
    const accounts = new AccountService({
      settings,
      vault: createSecretVault(dir, createKeyFileCipher(join(dir, 'secret.key')), () => undefined),
      demo,
      events,
      openConsent: async () => undefined,
    });
    const { services } = await demo.ensureRunning();
    const origin = new URL(services.oauthTokenUrl).origin;
    await control(origin, 'PUT', '/oauth/refresh-token-lifetime', { seconds: 'testing' });

    const before = Date.now();
    const view = await accounts.startDemo();
    expect(view.signedInAt).toBeGreaterThanOrEqual(before);
    expect(view.refreshTokenExpiresAt! - view.signedInAt!).toBeGreaterThan(7 * DAY - 60_000);
    expect(view.refreshTokenExpiresAt! - view.signedInAt!).toBeLessThanOrEqual(7 * DAY + 60_000);
    expect(view.signInEndedAt).toBeUndefined();

    await control(origin, 'POST', '/clock', { advanceMs: 7 * DAY + 60_000 });
    await control(origin, 'POST', '/tokens/expire');
    const dataApiOf = (channelId: string) =>
      new DataApiClient(() => accounts.services().dataApiBaseUrl, accounts.tokensFor(channelId));
    const error = await accounts
      .refreshChannel((channelId) => fetchMyChannel(dataApiOf(channelId)))
      .catch((caught: unknown) => caught);
    expect(error).toMatchObject({ code: 'reconnect-required', details: { oauthError: 'invalid_grant' } });
    expect((error as Error).message).toMatch(/^The platform ended this sign-in .*invalid_grant.*"Testing".*7 days/s);
    expect(accounts.get()?.signInEndedAt).toBeGreaterThanOrEqual(before);
    expect(changes.at(-1)).toBe(true);
  });
});
