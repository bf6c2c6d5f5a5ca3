// The OAuth secrets of the signed-in channels: each channel's tokens in its own vault entry, the OAuth clients they
// were issued to, and one refreshing session per channel. The only place that reads or writes them; everything else
// gets an AccessTokenProvider bound to one channel.
import type { StoredAccount, TokenBinding } from '../kernel/settings-store';
import { DeskError } from '../ipc/desk-error';
import { say } from '../language/say';
import { ACCOUNT_REFUSALS } from './auth-messages';
import type { AccessTokenProvider } from '../platform/access-token-provider';
import type { OAuthClient } from './client-secret';
import { OAuthTokenClient, type TokenSet } from './oauth-token-client';
import type { SecretVault } from './secret-vault';
import type { SignedInChannels } from './signed-in-channels';
import { TokenSession } from './token-session';

/** The one entry of the version that knew one channel; moved to its channel's entry at the first start. */
const VAULT_LEGACY_TOKENS = 'platform.tokens';
export const VAULT_CLIENT = 'platform.oauthClient';
export const VAULT_DEMO_CLIENT = 'platform.demoClient';

/** One vault entry per signed-in channel: removing one channel deletes its tokens and nothing else. */
export function vaultTokensName(channelId: string): string {
  return `platform.tokens.${channelId}`;
}

interface ChannelTokensDeps {
  readonly vault: SecretVault;
  readonly channels: SignedInChannels;
  readonly now: () => number;
  /** The platform ended `channelId`'s sign-in at `at` (a refresh refused): kept so the screen can say why. */
  readonly signInEnded: (channelId: string, at: number) => void;
}

export class ChannelTokens {
  /** One session per signed-in channel, so concurrent callers of one channel share a single refresh. */
  private readonly sessions = new Map<string, { key: string; session: TokenSession }>();

  constructor(private readonly deps: ChannelTokensDeps) {}

  /**
   * The tokens of `channelId` and of no other channel: its own session over its own vault entry. A request made
   * through it carries that channel's token or fails (`not-signed-in` once the channel was removed); it never falls
   * back to another channel. `channelId` is asked at each call (the chosen channel's provider passes a lookup).
   */
  providerFor(channelId: () => string): AccessTokenProvider {
    return {
      getAccessToken: async (forUrl) => this.session(channelId()).getAccessToken(forUrl),
      refreshAfterRejection: async (rejected, forUrl) =>
        this.session(channelId()).refreshAfterRejection(rejected, forUrl),
    };
  }

  /** The single tokens entry of an older version belongs to the one channel it knew: move it, losing nothing. */
  migrateLegacy(): void {
    const { vault } = this.deps;
    const legacy = vault.get(VAULT_LEGACY_TOKENS);
    if (legacy === undefined) return;
    const account = this.deps.channels.chosen();
    // Written before the old entry goes: a crash in between leaves both, and the next start finishes the move.
    if (account && vault.get(vaultTokensName(account.channel.id)) === undefined) {
      vault.set(vaultTokensName(account.channel.id), legacy);
    }
    vault.delete(VAULT_LEGACY_TOKENS);
  }

  /** Revokes `account`'s tokens where they were issued and deletes its vault entry. */
  async forget(account: StoredAccount): Promise<void> {
    const tokens = this.read(account.channel.id);
    // Only to the revocation endpoint the tokens were issued with: never to one configured later. An account that
    // predates recorded endpoints is forgotten without a revocation rather than risk sending its token elsewhere.
    if (tokens && account.endpoints) {
      // Revoking the refresh token also ends its access tokens; a failure must not keep the user signed in here.
      await tokenClientFor(account.endpoints, this.deps.now)
        .revoke(tokens.refreshToken ?? tokens.accessToken)
        .catch(() => undefined);
    }
    this.sessions.delete(account.channel.id);
    this.deps.vault.delete(vaultTokensName(account.channel.id));
  }

  /** New tokens for `channelId` (a sign-in): its old session ends, the next call reads these. */
  replace(channelId: string, tokens: TokenSet): void {
    this.sessions.delete(channelId);
    this.save(channelId, tokens);
  }

  /** The account's endpoints moved: its session is made again over the new ones. */
  endSession(channelId: string): void {
    this.sessions.delete(channelId);
  }

  readClient(name: string): OAuthClient | undefined {
    const raw = this.deps.vault.get(name);
    return raw ? (JSON.parse(raw) as OAuthClient) : undefined;
  }

  saveClient(name: string, client: OAuthClient): void {
    this.deps.vault.set(name, JSON.stringify(client));
  }

  deleteClient(name: string): void {
    this.deps.vault.delete(name);
  }

  /** `channelId`'s session: its own tokens, endpoints and refresh; never another channel's. */
  private session(channelId: string): TokenSession {
    const account = this.deps.channels.find(channelId);
    if (!account) throw new DeskError('not-signed-in', say(ACCOUNT_REFUSALS.channelGone));
    const key = `${account.kind}:${account.clientId}:${JSON.stringify(account.endpoints)}`;
    const cached = this.sessions.get(channelId);
    if (cached?.key === key) return cached.session;
    const client = this.readClient(account.kind === 'demo' ? VAULT_DEMO_CLIENT : VAULT_CLIENT);
    if (!client || !account.endpoints)
      throw new DeskError('reconnect-required', say(ACCOUNT_REFUSALS.savedSignInIncomplete));
    const session = new TokenSession(
      client,
      account.endpoints,
      tokenClientFor(account.endpoints, this.deps.now),
      {
        load: () => this.read(channelId),
        save: (tokens) => this.save(channelId, tokens),
        signedInAt: () => this.deps.channels.find(channelId)?.signedInAt,
        signInEnded: (at) => this.deps.signInEnded(channelId, at),
      },
      this.deps.now,
    );
    this.sessions.set(channelId, { key, session });
    return session;
  }

  private read(channelId: string): TokenSet | undefined {
    const raw = this.deps.vault.get(vaultTokensName(channelId));
    return raw ? (JSON.parse(raw) as TokenSet) : undefined;
  }

  private save(channelId: string, tokens: TokenSet): void {
    this.deps.vault.set(vaultTokensName(channelId), JSON.stringify(tokens));
  }
}

/** A token client that speaks only to the endpoints the account's tokens were issued by. */
export function tokenClientFor(endpoints: TokenBinding, now: () => number): OAuthTokenClient {
  const fixed = { tokenUrl: endpoints.tokenUrl, revokeUrl: endpoints.revokeUrl };
  return new OAuthTokenClient(() => fixed, now);
}
