// Access and refresh tokens of the emulated authorization server. Both are persisted, so an app that signed in to
// the demo workspace is still signed in after the emulator (or the whole app) restarts, exactly as with the real
// service whose tokens outlive any one process.
import { randomBytes } from 'node:crypto';
import { z } from 'zod';
import type { AccessCheck, AccessGrant, TokenService } from '../context';
import { JsonStore } from '../state/json-store';

const grantSchema = z.object({
  channelId: z.string(),
  scopes: z.array(z.string()),
  clientId: z.string(),
});

const stateSchema = z.object({
  version: z.literal(1),
  accessTokens: z.record(
    z.string(),
    grantSchema.extend({ expiresAt: z.number(), refreshToken: z.string().optional() }),
  ),
  refreshTokens: z.record(z.string(), grantSchema.extend({ issuedAt: z.number(), expiresAt: z.number().optional() })),
  /** Per OAuth client: seconds a new refresh token lives (a client in "Testing": 7 days); absent, forever. */
  refreshTokenLifetimes: z.record(z.string(), z.number().int().positive()).default({}),
  /** OAuth clients whose API project has not passed the platform's audit: their uploads are locked private. */
  unauditedClients: z.array(z.string()).default([]),
});
type TokenState = z.infer<typeof stateSchema>;

interface RefreshGrant {
  readonly channelId: string;
  readonly scopes: readonly string[];
  readonly clientId: string;
}

interface IssuedRefreshToken {
  readonly refresh_token: string;
  /** Sent, as the real token endpoint does, only when the token has a lifetime. */
  readonly refresh_token_expires_in?: number;
}

interface IssuedAccessToken {
  readonly access_token: string;
  readonly expires_in: number;
}

export class PersistentTokenService implements TokenService {
  private constructor(
    private readonly store: JsonStore<TokenState>,
    private readonly lifetimeSec: number,
    private readonly now: () => number,
    private readonly defaultRefreshLifetimeSec: number | undefined,
  ) {}

  static async open(options: {
    dataDir: string;
    lifetimeSec: number;
    now: () => number;
    /** Seconds every client's new refresh tokens live unless set per client; absent, they never expire. */
    refreshTokenLifetimeSec?: number;
  }): Promise<PersistentTokenService> {
    const store = await JsonStore.open<TokenState>({
      dataDir: options.dataDir,
      fileName: 'oauth-tokens.json',
      parse: (value) => {
        const parsed = stateSchema.safeParse(value);
        return parsed.success ? parsed.data : undefined;
      },
      seed: () => ({
        version: 1,
        accessTokens: {},
        refreshTokens: {},
        refreshTokenLifetimes: {},
        unauditedClients: [],
      }),
      now: options.now(),
    });
    const service = new PersistentTokenService(
      store,
      options.lifetimeSec,
      options.now,
      options.refreshTokenLifetimeSec,
    );
    service.dropExpired();
    return service;
  }

  issueAccessToken(input: {
    channelId: string;
    scopes: readonly string[];
    clientId: string;
    refreshToken?: string;
  }): IssuedAccessToken {
    const token = `ya29.${randomBytes(32).toString('base64url')}`;
    this.store.value.accessTokens[token] = {
      channelId: input.channelId,
      scopes: [...input.scopes],
      clientId: input.clientId,
      expiresAt: this.now() + this.lifetimeSec * 1000,
      ...(input.refreshToken ? { refreshToken: input.refreshToken } : {}),
    };
    this.store.save();
    return { access_token: token, expires_in: this.lifetimeSec };
  }

  issueRefreshToken(grant: RefreshGrant): IssuedRefreshToken {
    const token = `1//${randomBytes(36).toString('base64url')}`;
    const lifetimeSec = this.refreshTokenLifetime(grant.clientId);
    this.store.value.refreshTokens[token] = {
      ...grant,
      scopes: [...grant.scopes],
      issuedAt: this.now(),
      ...(lifetimeSec === undefined ? {} : { expiresAt: this.now() + lifetimeSec * 1000 }),
    };
    this.store.save();
    return { refresh_token: token, ...(lifetimeSec === undefined ? {} : { refresh_token_expires_in: lifetimeSec }) };
  }

  /** The grant behind a live refresh token; an expired one is as dead as a revoked one, as on the real server. */
  refreshGrant(refreshToken: string): (RefreshGrant & { readonly expiresInSec?: number }) | undefined {
    const record = this.store.value.refreshTokens[refreshToken];
    if (!record) return undefined;
    if (record.expiresAt === undefined) return record;
    const leftMs = record.expiresAt - this.now();
    return leftMs > 0 ? { ...record, expiresInSec: Math.ceil(leftMs / 1000) } : undefined;
  }

  /** Seconds a new refresh token of `clientId` lives, or undefined for no limit. */
  refreshTokenLifetime(clientId: string): number | undefined {
    return this.store.value.refreshTokenLifetimes[clientId] ?? this.defaultRefreshLifetimeSec;
  }

  /**
   * Sets how long `clientId`'s new refresh tokens live (null: no limit, like a published app). Tokens already issued
   * keep their lifetime, as when a real project is moved out of "Testing".
   */
  setRefreshTokenLifetime(clientId: string, seconds: number | null): void {
    if (seconds === null) delete this.store.value.refreshTokenLifetimes[clientId];
    else this.store.value.refreshTokenLifetimes[clientId] = seconds;
    this.store.save();
  }

  checkAccessToken(token: string): AccessCheck {
    const record = this.store.value.accessTokens[token];
    if (!record) return { kind: 'unknown' };
    if (record.expiresAt <= this.now()) return { kind: 'expired' };
    const grant: AccessGrant = {
      channelId: record.channelId,
      scopes: record.scopes,
      clientId: record.clientId,
      expiresAt: record.expiresAt,
    };
    return { kind: 'valid', grant };
  }

  expireAllAccessTokens(): number {
    let expired = 0;
    for (const record of Object.values(this.store.value.accessTokens)) {
      if (record.expiresAt > this.now()) {
        record.expiresAt = this.now();
        expired += 1;
      }
    }
    this.store.save();
    return expired;
  }

  /**
   * Revokes a refresh token with every access token minted from it, or a single access token. As with the real
   * service, revoking an access token that came from a refresh token revokes the refresh token too.
   */
  revoke(token: string): boolean {
    const { accessTokens, refreshTokens } = this.store.value;
    let refreshToken: string | undefined;
    if (refreshTokens[token]) refreshToken = token;
    else if (accessTokens[token]) {
      refreshToken = accessTokens[token].refreshToken;
      delete accessTokens[token];
    } else return false;
    if (refreshToken) {
      delete refreshTokens[refreshToken];
      for (const [access, record] of Object.entries(accessTokens)) {
        if (record.refreshToken === refreshToken) delete accessTokens[access];
      }
    }
    this.store.save();
    return true;
  }

  uploadsLockedPrivate(clientId: string): boolean {
    return this.store.value.unauditedClients.includes(clientId);
  }

  setAudited(clientId: string, audited: boolean): void {
    const others = this.store.value.unauditedClients.filter((id) => id !== clientId);
    this.store.value.unauditedClients = audited ? others : [...others, clientId];
    this.store.save();
  }

  flush(): Promise<void> {
    return this.store.flush();
  }

  /** Expired access tokens are of no use to anyone; a long-lived demo data dir should not grow without bound. */
  private dropExpired(): void {
    const dayAgo = this.now() - 24 * 3600 * 1000;
    for (const [token, record] of Object.entries(this.store.value.accessTokens)) {
      if (record.expiresAt < dayAgo) delete this.store.value.accessTokens[token];
    }
  }
}
