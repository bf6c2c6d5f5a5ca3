import { describe, expect, it, vi } from 'vitest';
import type { OAuthTokenClient, TokenSet } from '../../../electron/auth/oauth-token-client';
import { TokenSession } from '../../../electron/auth/token-session';

const client = { clientId: 'c', clientSecret: 's' };

function setup(initial: TokenSet, now: () => number) {
  let stored: TokenSet | undefined = initial;
  let counter = 0;
  const refresh = vi.fn(async () => {
    counter += 1;
    await new Promise((resolve) => setTimeout(resolve, 5));
    return { accessToken: `fresh-${counter}`, expiresAt: now() + 3_600_000, scopes: [] } satisfies TokenSet;
  });
  const session = new TokenSession(
    client,
    { refresh } as unknown as OAuthTokenClient,
    { load: () => stored, save: (tokens) => (stored = tokens) },
    now,
  );
  return { session, refresh, stored: () => stored };
}

describe('token session', () => {
  it('uses the access token while it has more than a minute left', async () => {
    const { session, refresh } = setup({ accessToken: 'a', expiresAt: 1_000_000 + 120_000, refreshToken: 'r', scopes: ['x'] }, () => 1_000_000);
    expect(await session.getAccessToken()).toBe('a');
    expect(refresh).not.toHaveBeenCalled();
  });

  it('refreshes ahead of expiry, keeps the refresh token and scopes', async () => {
    const { session, refresh, stored } = setup({ accessToken: 'a', expiresAt: 1_000_000 + 30_000, refreshToken: 'r', scopes: ['x'] }, () => 1_000_000);
    expect(await session.getAccessToken()).toBe('fresh-1');
    expect(refresh).toHaveBeenCalledOnce();
    expect(stored()).toMatchObject({ accessToken: 'fresh-1', refreshToken: 'r', scopes: ['x'] });
  });

  it('shares one refresh between concurrent callers after a rejection', async () => {
    const { session, refresh } = setup({ accessToken: 'a', expiresAt: 9e15, refreshToken: 'r', scopes: [] }, () => 0);
    const tokens = await Promise.all([session.refreshAfterRejection('a'), session.refreshAfterRejection('a'), session.refreshAfterRejection('a')]);
    expect(tokens).toEqual(['fresh-1', 'fresh-1', 'fresh-1']);
    expect(refresh).toHaveBeenCalledOnce();
    // A caller still holding the old token gets the new one without another refresh.
    expect(await session.refreshAfterRejection('a')).toBe('fresh-1');
    expect(refresh).toHaveBeenCalledOnce();
  });

  it('asks to sign in again when there is no refresh token', async () => {
    const { session } = setup({ accessToken: 'a', expiresAt: 0, scopes: [] }, () => 10);
    await expect(session.getAccessToken()).rejects.toMatchObject({ code: 'reconnect-required' });
  });
});
