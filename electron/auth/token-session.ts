// The signed-in session's tokens. Access tokens are refreshed a minute ahead of expiry, and a refresh is shared by
// every caller that needs one at the same moment (concurrent uploads must not burn through refreshes).
import { diagnoseFailure } from '../../shared/platform/connection-doctor';
import type { TokenBinding } from '../kernel/settings-store';
import type { AccessTokenProvider } from '../platform/access-token-provider';
import { DeskError } from '../ipc/desk-error';
import { say, sayingIntl } from '../language/say';
import { keepWords } from '../language/say-line';
import { ACCOUNT_REFUSALS } from './auth-messages';
import type { OAuthClient } from './client-secret';
import type { OAuthTokenClient, TokenSet } from './oauth-token-client';
import { assertAccessTokenDestination } from './token-binding';

const REFRESH_AHEAD_MS = 60_000;

interface TokenPersistence {
  load(): TokenSet | undefined;
  save(tokens: TokenSet): void;
  /** The token endpoint refused the refresh token (invalid_grant) at `at`: the sign-in is over. */
  signInEnded?(at: number): void;
  /** When the sign-in happened, for the doctor's explanation of its end. */
  signedInAt?(): number | undefined;
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
    if (!tokens) throw new DeskError('not-signed-in', keepWords(ACCOUNT_REFUSALS.signInFirstAccounts));
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
      throw new DeskError('reconnect-required', keepWords(ACCOUNT_REFUSALS.signInExpired));
    }
    const fresh = await this.tokenClient.refresh(this.client, previous.refreshToken).catch((error: unknown) => {
      throw this.explained(error);
    });
    // The server keeps the refresh token unless it rotates it; never lose the one we have.
    const merged: TokenSet = {
      ...fresh,
      refreshToken: fresh.refreshToken ?? previous.refreshToken,
      ...(fresh.refreshTokenExpiresAt === undefined && previous.refreshTokenExpiresAt !== undefined
        ? { refreshTokenExpiresAt: previous.refreshTokenExpiresAt }
        : {}),
      scopes: fresh.scopes.length > 0 ? fresh.scopes : previous.scopes,
    };
    this.persistence.save(merged);
    return merged;
  }

  /**
   * A refused refresh token is the one failure a creator cannot read from the server's words ("Token has been
   * expired or revoked."): it is recorded for the Accounts screen and told as the connection doctor tells it.
   */
  private explained(error: unknown): unknown {
    if (!(error instanceof DeskError) || error.code !== 'reconnect-required') return error;
    const details = (error.details ?? {}) as { oauthError?: unknown; at?: unknown };
    if (details.oauthError !== 'invalid_grant') return error;
    const at = typeof details.at === 'number' ? details.at : this.now();
    const signedInAt = this.persistence.signedInAt?.();
    this.persistence.signInEnded?.(at);
    const finding = diagnoseFailure(sayingIntl(), 'reconnect-required', {
      oauthError: 'invalid_grant',
      at,
      signedInAt,
    });
    if (!finding) return error;
    return new DeskError(
      'reconnect-required',
      say(ACCOUNT_REFUSALS.signInEnded, { what: finding.title, fix: finding.fix }),
      {
        oauthError: 'invalid_grant',
        at,
        ...(signedInAt === undefined ? {} : { signedInAt }),
      },
    );
  }
}
