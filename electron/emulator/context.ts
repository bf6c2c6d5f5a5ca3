// The emulator is one Fastify server made of plugins (Data API, OAuth, upload host, rulesets API, edge,
// test control). What they all share (options, clock, tokens, the info sections) is this context, decorated on the
// instance as `emulator` by the core plugin; what one plugin offers another is its own typed decoration.
export interface EmulatorOptions {
  /** Port to listen on; 0 picks an ephemeral one. */
  readonly port: number;
  /** Folder for everything the emulator persists (state JSON, uploaded media). */
  readonly dataDir: string;
  /** Lifetime of issued access tokens, seconds (the real service: about 3600). */
  readonly accessTokenLifetimeSec: number;
  /**
   * Lifetime of every client's new refresh tokens, seconds, unless set per client through the test control; absent,
   * they never expire (a published app). An OAuth client in "Testing" on the real service: 604800 (7 days).
   */
  readonly refreshTokenLifetimeSec?: number;
  /** Clock, injectable so tests can move time. Milliseconds since the epoch. */
  readonly now: () => number;
  /** Print request logs (off in tests). */
  readonly log: boolean;
  /** Hold every Data API and upload host answer to the discovery document (conformance/conformance-check.ts). */
  readonly checkConformance?: boolean;
  /** What a caller of the test control presents in `x-emulator-control` (door/door-plugin.ts). */
  readonly controlSecret: string;
}

/** What an access token grants: who and which scopes. */
export interface AccessGrant {
  readonly channelId: string;
  readonly scopes: readonly string[];
  readonly clientId: string;
  readonly expiresAt: number;
}

export type AccessCheck =
  { readonly kind: 'valid'; readonly grant: AccessGrant } | { readonly kind: 'expired' } | { readonly kind: 'unknown' };

export interface TokenService {
  issueAccessToken(input: { channelId: string; scopes: readonly string[]; clientId: string }): {
    access_token: string;
    expires_in: number;
  };
  checkAccessToken(token: string): AccessCheck;
  /** Make every live access token expire now (fault injection / tests of transparent refresh). */
  expireAllAccessTokens(): number;
  /** True when the client's API project has not passed the platform's audit: its uploads are locked private. */
  uploadsLockedPrivate(clientId: string): boolean;
}

/** A section of `GET /_emulator/v1/info`; each plugin contributes its own. */
export type InfoSection = () => Record<string, unknown>;

/** The emulator's clock, which test control can move forward (or back) to reach expiries without waiting. */
export interface EmulatorClock {
  now(): number;
  /** Moves the clock by `ms` (negative moves it back); returns the new time. */
  advance(ms: number): number;
}

export interface EmulatorContext {
  readonly options: EmulatorOptions;
  /** http://127.0.0.1:<port>, known once listening. */
  baseUrl(): string;
  now(): number;
  readonly clock: EmulatorClock;
  readonly tokens: TokenService;
  readonly info: InfoSection[];
}
