// The signed-in session's tokens. Access tokens are refreshed a minute ahead of expiry, and a refresh is shared by
// every caller that needs one at the same moment (concurrent uploads must not burn through refreshes).
import type { TokenBinding } from '../app/settings-store';
import type { AccessTokenProvider } from '../platform/access-token-provider';
import { DeskError } from '../ipc/desk-error';
import type { OAuthClient } from './client-secret';
import type { OAuthTokenClient, TokenSet } from './oauth-token-client';
import { assertAccessTokenDestination } from './token-binding';

const REFRESH_AHEAD_MS = 60_000;

export interface TokenPersistence {
  load(): TokenSet | undefined;
  save(tokens: TokenSet): void;
}

export class TokenSession implements AccessTokenProvider {
  private refreshing: Promise<TokenSet> | undefined;

  constructor(
    private readonly client: OAuthClient,
    /** Where the access token may go; `tokenClient` must speak to this binding's token endpoint. */
    private readonly binding: TokenBinding,
    private readonly tokenClient: OAuthTokenClient,
    private readonly persistence: TokenPersistence,
    private readonly now: () => number = Date.now,
  ) {}

  async getAccessToken(forUrl: string): Promise<string> {
    assertAccessTokenDestination(this.binding, forUrl);
    const tokens = this.current();
    if (tokens.expiresAt - this.now() > REFRESH_AHEAD_MS) return tokens.accessToken;
    return (await this.refresh()).accessToken;
  }

  async refreshAfterRejection(rejected: string, forUrl: string): Promise<string> {
    assertAccessTokenDestination(this.binding, forUrl);
    const tokens = this.current();
    if (tokens.accessToken !== rejected) return tokens.accessToken;
    return (await this.refresh()).accessToken;
  }

  private current(): TokenSet {
    const tokens = this.persistence.load();
    if (!tokens) throw new DeskError('not-signed-in', 'Sign in to your channel first (Accounts).');
    return tokens;
  }

  private refresh(): Promise<TokenSet> {
    this.refreshing ??= this.doRefresh().finally(() => {
      this.refreshing = undefined;
    });
    return this.refreshing;
  }

  private async doRefresh(): Promise<TokenSet> {
    const previous = this.current();
    if (!previous.refreshToken) {
      throw new DeskError('reconnect-required', 'Your sign-in has expired. Sign in again.');
    }
    const fresh = await this.tokenClient.refresh(this.client, previous.refreshToken);
    // The server keeps the refresh token unless it rotates it; never lose the one we have.
    const merged: TokenSet = {
      ...fresh,
      refreshToken: fresh.refreshToken ?? previous.refreshToken,
      scopes: fresh.scopes.length > 0 ? fresh.scopes : previous.scopes,
    };
    this.persistence.save(merged);
    return merged;
  }
}
