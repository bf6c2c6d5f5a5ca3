// The token endpoint and the revocation endpoint, spoken as the real OAuth server expects (form-encoded bodies),
// with its errors turned into messages a creator can act on.
import axios, { type AxiosInstance } from 'axios';
import { z } from 'zod';
import { DeskError } from '../ipc/desk-error';
import { keepWords } from '../language/say-line';
import { lineOf } from '../../shared/i18n/saved-line';
import { ACCOUNT_REFUSALS } from './auth-messages';
import type { OAuthClient } from './client-secret';

const tokenResponseSchema = z.object({
  access_token: z.string().min(1),
  expires_in: z.coerce.number().positive(),
  refresh_token: z.string().min(1).optional(),
  /** Sent when the refresh token has a lifetime (an OAuth client in "Testing": 7 days). */
  refresh_token_expires_in: z.coerce.number().positive().optional(),
  scope: z.string().optional(),
  token_type: z.string().optional(),
});

export interface TokenSet {
  readonly accessToken: string;
  /** Epoch milliseconds. */
  readonly expiresAt: number;
  readonly refreshToken?: string;
  /** Epoch milliseconds when the refresh token dies; absent when the server gave it no lifetime. */
  readonly refreshTokenExpiresAt?: number;
  readonly scopes: readonly string[];
}

interface TokenEndpoints {
  readonly tokenUrl: string;
  readonly revokeUrl: string;
}

/** How long a revocation may take before the app gives up on it and forgets the tokens anyway. */
const REVOKE_TIMEOUT_MS = 5_000;

export class OAuthTokenClient {
  private readonly http: AxiosInstance;

  constructor(
    private readonly endpoints: () => TokenEndpoints,
    private readonly now: () => number = Date.now,
  ) {
    this.http = axios.create({ timeout: 30_000, validateStatus: () => true, maxRedirects: 0 });
  }

  exchangeCode(client: OAuthClient, input: { code: string; verifier: string; redirectUri: string }): Promise<TokenSet> {
    return this.requestTokens({
      grant_type: 'authorization_code',
      code: input.code,
      code_verifier: input.verifier,
      redirect_uri: input.redirectUri,
      client_id: client.clientId,
      client_secret: client.clientSecret,
    });
  }

  refresh(client: OAuthClient, refreshToken: string): Promise<TokenSet> {
    return this.requestTokens({
      grant_type: 'refresh_token',
      refresh_token: refreshToken,
      client_id: client.clientId,
      client_secret: client.clientSecret,
    });
  }

  /**
   * Best effort: a token the server no longer knows is as good as revoked. Sign-out (and the sign-out at start when
   * the endpoints changed) waits for this, so a revocation endpoint that never answers must not hold it for long.
   */
  async revoke(token: string, timeoutMs = REVOKE_TIMEOUT_MS): Promise<void> {
    const response = await this.http.post(this.endpoints().revokeUrl, new URLSearchParams({ token }).toString(), {
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      timeout: timeoutMs,
    });
    if (response.status >= 500) {
      throw new DeskError('revoke-failed', keepWords(ACCOUNT_REFUSALS.revokeFailed));
    }
  }

  private async requestTokens(form: Record<string, string>): Promise<TokenSet> {
    let response;
    try {
      response = await this.http.post(this.endpoints().tokenUrl, new URLSearchParams(form).toString(), {
        headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
      });
    } catch (error) {
      throw new DeskError(
        'network',
        keepWords(ACCOUNT_REFUSALS.serverUnreachable, {
          reason: error instanceof Error ? error.message : { line: lineOf(ACCOUNT_REFUSALS.networkErrorReason) },
        }),
      );
    }
    if (response.status === 200) {
      const parsed = tokenResponseSchema.safeParse(response.data);
      if (!parsed.success) {
        throw new DeskError('sign-in-failed', keepWords(ACCOUNT_REFUSALS.notAToken));
      }
      return {
        accessToken: parsed.data.access_token,
        expiresAt: this.now() + parsed.data.expires_in * 1000,
        ...(parsed.data.refresh_token ? { refreshToken: parsed.data.refresh_token } : {}),
        ...(parsed.data.refresh_token_expires_in
          ? { refreshTokenExpiresAt: this.now() + parsed.data.refresh_token_expires_in * 1000 }
          : {}),
        scopes: parsed.data.scope ? parsed.data.scope.split(' ').filter(Boolean) : [],
      };
    }
    const body = (response.data ?? {}) as { error?: unknown; error_description?: unknown };
    const code = typeof body.error === 'string' ? body.error : `http-${response.status}`;
    const description = typeof body.error_description === 'string' ? body.error_description : '';
    if (code === 'invalid_grant') {
      throw new DeskError(
        'reconnect-required',
        description
          ? keepWords(ACCOUNT_REFUSALS.signInInvalidWhy, { description })
          : keepWords(ACCOUNT_REFUSALS.signInInvalid),
        { oauthError: code, at: this.now() },
      );
    }
    if (code === 'invalid_client' || code === 'unauthorized_client') {
      throw new DeskError('client-rejected', keepWords(ACCOUNT_REFUSALS.clientRejected), { oauthError: code });
    }
    throw new DeskError(
      'sign-in-failed',
      keepWords(ACCOUNT_REFUSALS.requestRefused, {
        code,
        hasDescription: description ? 'yes' : 'no',
        description,
      }),
      {
        oauthError: code,
      },
    );
  }
}
