// Several channels signed in at once: each channel's requests carry its own token and no other's (tokensFor and a
// channel's own clients never fall back to the chosen channel), removing one channel revokes and deletes its tokens
// alone, and the single tokens entry of an older version moves to its channel's own entry at the first start. Signing
// a channel in again accepts that channel only, and keeps its place in the list.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Conf from 'conf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EventHub } from '../../../../electron/kernel/event-hub';
import { createSettingsStore, type StoredAccount } from '../../../../electron/kernel/settings-store';
import { AccountService } from '../../../../electron/auth/account-service';
import { vaultTokensName } from '../../../../electron/auth/channel-tokens';
import type { DemoWorkspace } from '../../../../electron/auth/demo-workspace';
import { createKeyFileCipher } from '../../../../electron/auth/key-file-cipher';
import { createSecretVault } from '../../../../electron/auth/secret-vault';
import { createChannelClients } from '../../../../electron/platform/channel-clients';

/** A stand-in platform on the loopback: it records every bearer token and revocation it receives. */
let server: Server;
let origin: string;
const bearers: string[] = [];
const revoked: string[] = [];
/** The channel the stand-in consent page answers with: what the creator picks there. */
let picked = 'UCa';
let issued = 0;

beforeAll(async () => {
  server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      if (request.url?.startsWith('/revoke')) {
        revoked.push(new URLSearchParams(body).get('token') ?? '');
        response.writeHead(200, { 'content-type': 'application/json' }).end('{}');
        return;
      }
      if (request.url?.startsWith('/token')) {
        issued += 1;
        const grant = {
          access_token: `access-new-${issued}`,
          refresh_token: `refresh-new-${issued}`,
          expires_in: 3600,
        };
        response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(grant));
        return;
      }
      const bearer = String(request.headers.authorization ?? '');
      bearers.push(bearer);
      // A token just issued belongs to the channel picked on the consent page; the stored ones ask nothing here.
      const items = bearer.startsWith('Bearer access-new-')
        ? [{ id: picked, snippet: { title: `Channel ${picked}` } }]
        : [];
      response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ items }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
});

const client = { clientId: 'client-1', clientSecret: 'secret-1' };

function account(channelId: string, signedInAt: number): StoredAccount {
  return {
    kind: 'oauth',
    clientId: client.clientId,
    scopes: [],
    channel: { id: channelId, title: `Channel ${channelId}` },
    endpoints: { tokenUrl: `${origin}/token`, revokeUrl: `${origin}/revoke`, accessTokenOrigins: [origin] },
    signedInAt,
  };
}

function tokens(name: string): string {
  return JSON.stringify({
    accessToken: `access-${name}`,
    refreshToken: `refresh-${name}`,
    expiresAt: 9e15,
    scopes: [],
  });
}

/** The stand-in browser: it answers the consent page at once, as the creator did, with the channel `picked`. */
async function answerConsent(url: string): Promise<void> {
  const query = new URL(url).searchParams;
  const redirect = new URL(query.get('redirect_uri') ?? '');
  redirect.search = new URLSearchParams({ code: 'code-1', state: query.get('state') ?? '' }).toString();
  await fetch(redirect);
}

function setup(options: { legacy?: boolean } = {}) {
  const dir = mkdtempSync(join(tmpdir(), 'account-service-'));
  const settings = createSettingsStore(
    dir,
    (o) => new Conf(o),
    () => undefined,
  );
  settings.update({
    services: {
      dataApiBaseUrl: `${origin}/youtube/v3`,
      uploadBaseUrl: `${origin}/upload/youtube/v3`,
      oauthAuthorizeUrl: `${origin}/o/oauth2/v2/auth`,
      oauthTokenUrl: `${origin}/token`,
      oauthRevokeUrl: `${origin}/revoke`,
      rulesetsApiBaseUrl: `${origin}/client/v4`,
    },
    account: account('UCa', 1),
    otherAccounts: options.legacy ? [] : [account('UCb', 2)],
  });
  const vault = createSecretVault(dir, createKeyFileCipher(join(dir, 'secret.key')), () => undefined);
  vault.set('platform.oauthClient', JSON.stringify(client));
  if (options.legacy) {
    vault.set('platform.tokens', tokens('a'));
  } else {
    vault.set(vaultTokensName('UCa'), tokens('a'));
    vault.set(vaultTokensName('UCb'), tokens('b'));
  }
  const events = new EventHub();
  const changes: unknown[] = [];
  events.on('accounts.changed', (change) => changes.push(change));
  const accounts = new AccountService({
    settings,
    vault,
    demo: {} as DemoWorkspace,
    events,
    openConsent: answerConsent,
    now: () => 100,
  });
  return { accounts, vault, settings, changes };
}

/** The channels' platform clients as the composition root builds them over the accounts (no ledger here). */
function clientsOf(accounts: AccountService) {
  return createChannelClients({
    services: () => accounts.services(),
    tokens: (channelId) => (channelId === undefined ? accounts.tokens : accounts.tokensFor(channelId)),
    observer: () => ({ called: () => undefined }),
  });
}

describe('token isolation', () => {
  it("a request for channel B carries B's token, whichever channel is chosen", async () => {
    const { accounts } = setup();
    bearers.length = 0;
    expect(accounts.chosenChannelId()).toBe('UCa');
    const channel = clientsOf(accounts);
    await channel('UCb').dataApi.request({ path: '/channels', params: { part: 'id', mine: true } });
    await channel().dataApi.request({ path: '/channels', params: { part: 'id', mine: true } });
    accounts.choose('UCb');
    await channel('UCa').dataApi.request({ path: '/channels', params: { part: 'id', mine: true } });
    expect(bearers).toEqual(['Bearer access-b', 'Bearer access-a', 'Bearer access-a']);
    expect(await accounts.tokensFor('UCb').getAccessToken(`${origin}/upload`)).toBe('access-b');
    expect(await accounts.tokens.getAccessToken(`${origin}/upload`)).toBe('access-b');
  });

  it("a removed channel's client fails rather than carry another channel's token", async () => {
    const { accounts } = setup();
    const forB = accounts.tokensFor('UCb');
    await accounts.removeChannel('UCb');
    await expect(forB.getAccessToken(`${origin}/upload`)).rejects.toMatchObject({ code: 'not-signed-in' });
    await expect(accounts.tokensFor('UCnobody').getAccessToken(`${origin}/upload`)).rejects.toMatchObject({
      code: 'not-signed-in',
    });
  });

  it('a channel is not chosen unless it is signed in', () => {
    const { accounts } = setup();
    expect(() => accounts.choose('UCnobody')).toThrow(expect.objectContaining({ code: 'not-signed-in' }));
    expect(accounts.chosenChannelId()).toBe('UCa');
  });
});

describe('removing one channel', () => {
  it('revokes its tokens at the provider and deletes its vault entry; the other channel stays signed in', async () => {
    const { accounts, vault, changes } = setup();
    revoked.length = 0;
    await accounts.removeChannel('UCb');
    expect(revoked).toEqual(['refresh-b']);
    expect(vault.get(vaultTokensName('UCb'))).toBeUndefined();
    expect(vault.get(vaultTokensName('UCa'))).toBe(tokens('a'));
    expect(accounts.list().map((view) => [view.channel.id, view.chosen])).toEqual([['UCa', true]]);
    expect(changes).toEqual([{ signedIn: true, channelId: 'UCa' }]);
  });

  it('removing the chosen channel chooses the next one; removing the last signs out', async () => {
    const { accounts, changes } = setup();
    await accounts.removeChannel('UCa');
    expect(accounts.chosenChannelId()).toBe('UCb');
    expect(await accounts.tokens.getAccessToken(`${origin}/upload`)).toBe('access-b');
    await accounts.removeChannel('UCb');
    expect(accounts.get()).toBeNull();
    expect(changes).toEqual([{ signedIn: true, channelId: 'UCb' }, { signedIn: false }]);
  });

  it('lists the channels in the order they were added, with their state', () => {
    const { accounts, settings } = setup();
    settings.update({ otherAccounts: [{ ...account('UCb', 2), signInEndedAt: 5 }] });
    accounts.choose('UCb');
    expect(accounts.list().map((view) => [view.channel.id, view.state, view.chosen])).toEqual([
      ['UCa', 'signed-in', false],
      ['UCb', 'needs-sign-in', true],
    ]);
  });
});

describe('the single sign-in of an older version', () => {
  it("moves to its channel's own vault entry at the first start, without losing the sign-in", async () => {
    const { accounts, vault } = setup({ legacy: true });
    await accounts.restore();
    expect(vault.get('platform.tokens')).toBeUndefined();
    expect(vault.get(vaultTokensName('UCa'))).toBe(tokens('a'));
    expect(await accounts.tokens.getAccessToken(`${origin}/upload`)).toBe('access-a');
    // A second start finds nothing left to move and changes nothing.
    await accounts.restore();
    expect(vault.get(vaultTokensName('UCa'))).toBe(tokens('a'));
  });
});

describe('signing a channel in again', () => {
  it('refuses another channel picked on the consent page, revokes its new grant and leaves the channel as it was', async () => {
    const { accounts, vault, settings } = setup();
    settings.update({ otherAccounts: [{ ...account('UCb', 2), signInEndedAt: 5 }] });
    revoked.length = 0;
    picked = 'UCc';
    const refused = accounts.addChannel('UCb');
    await expect(refused).rejects.toMatchObject({
      code: 'wrong-channel',
      message:
        'You signed in as Channel UCc; Channel Desk expected Channel UCb. Sign in again and choose Channel UCb, or ' +
        'add Channel UCc as another channel.',
    });
    expect(revoked).toEqual([`refresh-new-${issued}`]);
    expect(vault.get(vaultTokensName('UCc'))).toBeUndefined();
    expect(vault.get(vaultTokensName('UCb'))).toBe(tokens('b'));
    expect(accounts.list().map((view) => [view.channel.id, view.state, view.chosen])).toEqual([
      ['UCa', 'signed-in', true],
      ['UCb', 'needs-sign-in', false],
    ]);
  });

  it('renews another channel signed in here already, rather than revoke its grant, and still says so', async () => {
    const { accounts, vault } = setup();
    revoked.length = 0;
    picked = 'UCa';
    await expect(accounts.addChannel('UCb')).rejects.toMatchObject({
      code: 'wrong-channel',
      message: expect.stringContaining('Channel UCa is signed in here already'),
    });
    expect(revoked).toEqual([]);
    expect(JSON.parse(vault.get(vaultTokensName('UCa')) ?? '{}').refreshToken).toBe(`refresh-new-${issued}`);
    expect(vault.get(vaultTokensName('UCb'))).toBe(tokens('b'));
    expect(accounts.chosenChannelId()).toBe('UCa');
  });

  it('takes the channel it was asked for, which keeps its place in the list', async () => {
    const { accounts, vault } = setup();
    picked = 'UCa';
    accounts.choose('UCb');
    await accounts.addChannel('UCa');
    expect(JSON.parse(vault.get(vaultTokensName('UCa')) ?? '{}').refreshToken).toBe(`refresh-new-${issued}`);
    expect(accounts.find('UCa')?.signedInAt).toBe(100);
    expect(accounts.list().map((view) => [view.channel.id, view.chosen])).toEqual([
      ['UCa', false],
      ['UCb', true],
    ]);
  });
});
