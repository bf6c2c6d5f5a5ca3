import { describe, expect, it, vi } from 'vitest';
import type { OAuthTokenClient, TokenSet } from '../../../../electron/auth/oauth-token-client';
import { bindingFor, sameBinding } from '../../../../electron/auth/token-binding';
import { TokenSession } from '../../../../electron/auth/token-session';
import { realServiceSettings } from '../../../../electron/kernel/settings-store';
import { DeskError } from '../../../../electron/ipc/desk-error';

const client = { clientId: 'c', clientSecret: 's' };
const binding = bindingFor(realServiceSettings);
const api = `${realServiceSettings.dataApiBaseUrl}/channels`;

/** `answered`: the token server's answer waits for it, so a test can hold a refresh in flight. */
function setup(initial: TokenSet, now: () => number, answered: Promise<void> = Promise.resolve()) {
  let stored: TokenSet | undefined = initial;
  let counter = 0;
  const refresh = vi.fn(async () => {
    counter += 1;
    await answered;
    return { accessToken: `fresh-${counter}`, expiresAt: now() + 3_600_000, scopes: [] } satisfies TokenSet;
  });
  const session = new TokenSession(
    client,
    binding,
    { refresh } as unknown as OAuthTokenClient,
    { load: () => stored, save: (tokens) => (stored = tokens) },
    now,
  );
  return { session, refresh, stored: () => stored };
}

describe('token session', () => {
  it('uses the access token while it has more than a minute left', async () => {
    const { session, refresh } = setup(
      { accessToken: 'a', expiresAt: 1_000_000 + 120_000, refreshToken: 'r', scopes: ['x'] },
      () => 1_000_000,
    );
    expect(await session.getAccessToken(api)).toBe('a');
    expect(refresh).not.toHaveBeenCalled();
  });

  it('refreshes ahead of expiry, keeps the refresh token and scopes', async () => {
    const { session, refresh, stored } = setup(
      { accessToken: 'a', expiresAt: 1_000_000 + 30_000, refreshToken: 'r', scopes: ['x'] },
      () => 1_000_000,
    );
    expect(await session.getAccessToken(api)).toBe('fresh-1');
    expect(refresh).toHaveBeenCalledOnce();
    expect(stored()).toMatchObject({ accessToken: 'fresh-1', refreshToken: 'r', scopes: ['x'] });
  });

  it('shares one refresh between concurrent callers after a rejection', async () => {
    let answer!: () => void;
    const answered = new Promise<void>((resolve) => (answer = resolve));
    const { session, refresh } = setup(
      { accessToken: 'a', expiresAt: 9e15, refreshToken: 'r', scopes: [] },
      () => 0,
      answered,
    );
    const pending = Promise.all([
      session.refreshAfterRejection('a', api),
      session.refreshAfterRejection('a', api),
      session.refreshAfterRejection('a', api),
    ]);
    // Every caller has asked (one turn of the event loop runs all their pending steps) before the answer comes.
    await new Promise((resolve) => setImmediate(resolve));
    expect(refresh).toHaveBeenCalledOnce();
    answer();
    const tokens = await pending;
    expect(tokens).toEqual(['fresh-1', 'fresh-1', 'fresh-1']);
    expect(refresh).toHaveBeenCalledOnce();
    // A caller still holding the old token gets the new one without another refresh.
    expect(await session.refreshAfterRejection('a', api)).toBe('fresh-1');
    expect(refresh).toHaveBeenCalledOnce();
  });

  it('asks to sign in again when there is no refresh token', async () => {
    const { session } = setup({ accessToken: 'a', expiresAt: 0, scopes: [] }, () => 10);
    await expect(session.getAccessToken(api)).rejects.toMatchObject({ code: 'reconnect-required' });
  });

  it('gives the access token for the Data API and the upload host, including a session URI there', async () => {
    const { session } = setup({ accessToken: 'a', expiresAt: 9e15, refreshToken: 'r', scopes: [] }, () => 0);
    expect(await session.getAccessToken(`${realServiceSettings.uploadBaseUrl}/videos?upload_id=x`)).toBe('a');
  });

  it.each([
    ['another host', 'https://evil.example/youtube/v3/channels'],
    ['plain http on the same host', 'http://youtube.googleapis.com/youtube/v3/channels'],
    ['another port', 'https://www.googleapis.com:8443/upload/youtube/v3/videos?upload_id=x'],
    ['the token endpoint', realServiceSettings.oauthTokenUrl],
    ['not a URL', 'nonsense'],
  ])('refuses, without refreshing, a URL on %s', async (_what, url) => {
    const { session, refresh } = setup({ accessToken: 'a', expiresAt: 0, refreshToken: 'r', scopes: [] }, () => 10);
    await expect(session.getAccessToken(url)).rejects.toMatchObject({ code: 'token-destination-refused' });
    await expect(session.refreshAfterRejection('a', url)).rejects.toMatchObject({ code: 'token-destination-refused' });
    expect(refresh).not.toHaveBeenCalled();
  });
});

describe('token binding', () => {
  it('is the same for the same endpoints and differs when any secret-bearing endpoint moves', () => {
    expect(sameBinding(binding, realServiceSettings)).toBe(true);
    // The authorize page and the rulesets API carry none of these tokens.
    expect(sameBinding(binding, { ...realServiceSettings, oauthAuthorizeUrl: 'https://elsewhere.example/auth' })).toBe(
      true,
    );
    for (const key of ['dataApiBaseUrl', 'uploadBaseUrl', 'oauthTokenUrl', 'oauthRevokeUrl'] as const) {
      expect(sameBinding(binding, { ...realServiceSettings, [key]: 'http://127.0.0.1:9/x' })).toBe(false);
    }
  });
});

describe('a refresh token the server refused (invalid_grant)', () => {
  it('is recorded and explained as the connection doctor explains it', async () => {
    const DAY = 24 * 3600 * 1000;
    const now = 100 * DAY;
    const ended: number[] = [];
    const refresh = vi.fn(async () => {
      throw new DeskError('reconnect-required', 'Your sign-in is no longer valid.', {
        oauthError: 'invalid_grant',
        at: now,
      });
    });
    const session = new TokenSession(
      client,
      binding,
      { refresh } as unknown as OAuthTokenClient,
      {
        load: () => ({ accessToken: 'a', expiresAt: 0, refreshToken: 'r', scopes: [] }),
        save: () => undefined,
        signedInAt: () => now - 7 * DAY,
        signInEnded: (at) => ended.push(at),
      },
      () => now,
    );
    const error = await session.getAccessToken(api).catch((caught: unknown) => caught);
    expect(error).toMatchObject({
      code: 'reconnect-required',
      details: { oauthError: 'invalid_grant', at: now, signedInAt: now - 7 * DAY },
    });
    expect((error as Error).message).toMatch(/ended this sign-in 7 days after you signed in.*"Testing".*7 days/s);
    expect(ended).toEqual([now]);
  });

  it('passes other refusals through untouched and records nothing', async () => {
    const refusal = new DeskError('network', 'offline');
    const ended: number[] = [];
    const session = new TokenSession(
      client,
      binding,
      { refresh: vi.fn(async () => Promise.reject(refusal)) } as unknown as OAuthTokenClient,
      {
        load: () => ({ accessToken: 'a', expiresAt: 0, refreshToken: 'r', scopes: [] }),
        save: () => undefined,
        signInEnded: (at) => ended.push(at),
      },
      () => 0,
    );
    expect(await session.getAccessToken(api).catch((caught: unknown) => caught)).toBe(refusal);
    expect(ended).toEqual([]);
  });
});
