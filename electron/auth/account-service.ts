// Who is signed in, and the tokens behind it. The only place that reads or writes OAuth secrets; everything else
// gets an AccessTokenProvider and the effective service endpoints.
import type { AccountView, ClientSecretSummary } from '../../shared/ipc/accounts';
import type { ServiceSettings } from '../../shared/ipc/app';
import type { SettingsStore, StoredAccount, TokenBinding } from '../app/settings-store';
import { DeskError } from '../ipc/desk-error';
import type { EventSink } from '../ipc/handlers';
import type { AccessTokenProvider } from '../platform/access-token-provider';
import { fetchMyChannel } from '../platform/channels';
import { DataApiClient, type DataApiObserver } from '../platform/data-api-client';
import { parseClientSecretJson, type OAuthClient } from './client-secret';
import { followDemoConsent, type DemoWorkspace } from './demo-workspace';
import { OAuthTokenClient, type TokenSet } from './oauth-token-client';
import { PLATFORM_SCOPES, signInWithPkce } from './pkce-sign-in';
import type { SecretVault } from './secret-vault';
import { bindingFor, sameBinding } from './token-binding';
import { TokenSession } from './token-session';

const VAULT_TOKENS = 'platform.tokens';
const VAULT_CLIENT = 'platform.oauthClient';
const VAULT_DEMO_CLIENT = 'platform.demoClient';

export interface AccountServiceDeps {
  readonly settings: SettingsStore;
  readonly vault: SecretVault;
  readonly demo: DemoWorkspace;
  readonly events: EventSink;
  /** Shows a consent page to the user: the system browser, or a new tab in browser mode. */
  readonly openConsent: (url: string) => Promise<void>;
  /** Endpoints chosen for this run on the command line (`--services`, `--emulator`); they win over the settings file. */
  readonly servicesOverride?: ServiceSettings;
  /** Tells the user something that happened at start (kept for the first page). */
  readonly notice?: (message: string) => void;
  readonly now?: () => number;
  /** Hears every answer of the Data API, for the quota ledger. */
  readonly dataApiObserver?: DataApiObserver;
}

export class AccountService {
  private signInAbort: AbortController | undefined;
  private cachedSession: { key: string; session: TokenSession } | undefined;
  private demoServices: ServiceSettings | undefined;
  private readonly now: () => number;

  /** Delegates to the current session, so holders never keep a stale one after sign-out or a new sign-in. */
  readonly tokens: AccessTokenProvider = {
    getAccessToken: (forUrl) => this.session().getAccessToken(forUrl),
    refreshAfterRejection: (rejected, forUrl) => this.session().refreshAfterRejection(rejected, forUrl),
  };

  constructor(private readonly deps: AccountServiceDeps) {
    this.now = deps.now ?? Date.now;
  }

  /**
   * The endpoints in force: the embedded emulator's while the demo workspace is signed in, else the command line's,
   * else the settings file's.
   */
  services(): ServiceSettings {
    if (this.deps.settings.read().account?.kind === 'demo' && this.demoServices) return this.demoServices;
    return this.configuredServices();
  }

  /**
   * At start: bring the demo emulator back if the demo workspace was signed in, and sign out an account whose
   * endpoints changed while the app was closed (its tokens must not follow them).
   */
  async restore(): Promise<void> {
    const account = this.deps.settings.read().account;
    if (!account) return;
    if (account.kind === 'demo') {
      this.demoServices = (await this.deps.demo.ensureRunning()).services;
      // The emulator we just started in this process issued the demo tokens; if its port moved, the tokens follow it
      // there and nowhere else (revoking at the old port could hand them to whatever listens there now).
      if (!account.endpoints || !sameBinding(account.endpoints, this.demoServices)) {
        this.rebind(account, this.demoServices);
      }
      return;
    }
    // Accounts signed in before endpoints were recorded were signed in with the settings file's services.
    const endpoints = account.endpoints ?? this.rebind(account, this.deps.settings.read().services);
    if (sameBinding(endpoints, this.configuredServices())) return;
    await this.signOut();
    this.deps.notice?.(
      `You were signed out of ${account.channel.title} because the service addresses changed since the last start ` +
        `(its sign-in was revoked at ${new URL(endpoints.revokeUrl).origin}). Sign in again to use the new ones.`,
    );
  }

  get(): AccountView | null {
    const account = this.deps.settings.read().account;
    return account ? toView(account) : null;
  }

  async refreshChannel(): Promise<AccountView> {
    const account = this.deps.settings.read().account;
    if (!account) throw new DeskError('not-signed-in', 'Sign in to your channel first.');
    const channel = await fetchMyChannel(this.dataApi());
    const updated = { ...account, channel };
    this.deps.settings.update({ account: updated });
    return toView(updated);
  }

  /** A Data API client over the current session and endpoints, for the services that call the platform. */
  dataApi(): DataApiClient {
    return new DataApiClient(() => this.services().dataApiBaseUrl, this.tokens, {
      ...(this.deps.dataApiObserver ? { observer: this.deps.dataApiObserver } : {}),
    });
  }

  private configuredServices(): ServiceSettings {
    return this.deps.servicesOverride ?? this.deps.settings.read().services;
  }

  private rebind(account: StoredAccount, services: ServiceSettings): TokenBinding {
    const endpoints = bindingFor(services);
    this.cachedSession = undefined;
    this.deps.settings.update({ account: { ...account, endpoints } });
    return endpoints;
  }

  async startDemo(): Promise<AccountView> {
    const endpoints = await this.deps.demo.ensureRunning();
    this.demoServices = endpoints.services;
    return this.completeSignIn('demo', endpoints.client, endpoints.services, followDemoConsent, 30_000);
  }

  importClientSecret(json: string): ClientSecretSummary {
    const client = parseClientSecretJson(json);
    this.deps.vault.set(VAULT_CLIENT, JSON.stringify(client));
    return summarize(client);
  }

  getClientSecret(): ClientSecretSummary | null {
    const client = this.readClient(VAULT_CLIENT);
    return client ? summarize(client) : null;
  }

  async signIn(): Promise<AccountView> {
    const client = this.readClient(VAULT_CLIENT);
    if (!client) {
      throw new DeskError('no-client-secret', 'Import your OAuth client file (client_secret….json) first.');
    }
    return this.completeSignIn('oauth', client, this.configuredServices(), this.deps.openConsent, 5 * 60_000);
  }

  cancelSignIn(): void {
    this.signInAbort?.abort();
  }

  async signOut(): Promise<void> {
    const tokens = this.readTokens();
    const account = this.deps.settings.read().account;
    // Only to the revocation endpoint the tokens were issued with: never to one configured later. An account that
    // predates recorded endpoints is forgotten without a revocation rather than risk sending its token elsewhere.
    if (tokens && account?.endpoints) {
      // Revoking the refresh token also ends its access tokens; a failure must not keep the user signed in here.
      await tokenClientFor(account.endpoints, this.now)
        .revoke(tokens.refreshToken ?? tokens.accessToken)
        .catch(() => undefined);
    }
    this.cachedSession = undefined;
    this.deps.vault.delete(VAULT_TOKENS);
    this.deps.vault.delete(VAULT_DEMO_CLIENT);
    this.deps.settings.update({ account: null });
    this.deps.events.emit('accounts.changed', { signedIn: false });
  }

  private async completeSignIn(
    kind: StoredAccount['kind'],
    client: OAuthClient,
    services: ServiceSettings,
    openConsent: (url: string) => Promise<void>,
    timeoutMs: number,
  ): Promise<AccountView> {
    this.signInAbort?.abort();
    const abort = new AbortController();
    this.signInAbort = abort;
    // The endpoints of the account being signed in to, not of the account in force (there may be none yet).
    const endpoints = bindingFor(services);
    const tokenClient = tokenClientFor(endpoints, this.now);
    try {
      const tokens = await signInWithPkce({
        client,
        authorizeUrl: services.oauthAuthorizeUrl,
        tokenClient,
        scopes: PLATFORM_SCOPES,
        openConsent,
        signal: abort.signal,
        timeoutMs,
      });
      const provider = new TokenSession(
        client,
        endpoints,
        tokenClient,
        { load: () => tokens, save: () => undefined },
        this.now,
      );
      const channel = await fetchMyChannel(new DataApiClient(() => services.dataApiBaseUrl, provider));
      this.cachedSession = undefined;
      this.saveTokens(tokens);
      if (kind === 'demo') this.deps.vault.set(VAULT_DEMO_CLIENT, JSON.stringify(client));
      const account: StoredAccount = {
        kind,
        clientId: client.clientId,
        scopes: [...tokens.scopes],
        channel,
        endpoints,
        signedInAt: this.now(),
        ...(tokens.refreshTokenExpiresAt === undefined ? {} : { refreshTokenExpiresAt: tokens.refreshTokenExpiresAt }),
      };
      this.deps.settings.update({ account });
      this.deps.events.emit('accounts.changed', { signedIn: true });
      return toView(account);
    } finally {
      if (this.signInAbort === abort) this.signInAbort = undefined;
    }
  }

  /** One session per signed-in account, so concurrent callers share a single refresh. */
  private session(): TokenSession {
    const account = this.deps.settings.read().account;
    if (!account) throw new DeskError('not-signed-in', 'Sign in to your channel first (Accounts).');
    const key = `${account.kind}:${account.clientId}:${account.channel.id}:${JSON.stringify(account.endpoints)}`;
    if (this.cachedSession?.key === key) return this.cachedSession.session;
    const client = this.readClient(account.kind === 'demo' ? VAULT_DEMO_CLIENT : VAULT_CLIENT);
    if (!client || !account.endpoints)
      throw new DeskError('reconnect-required', 'The saved sign-in is incomplete. Sign in again.');
    const session = new TokenSession(
      client,
      account.endpoints,
      tokenClientFor(account.endpoints, this.now),
      {
        load: () => this.readTokens(),
        save: (tokens) => this.saveTokens(tokens),
        signedInAt: () => this.deps.settings.read().account?.signedInAt,
        signInEnded: (at) => this.recordSignInEnded(at),
      },
      this.now,
    );
    this.cachedSession = { key, session };
    return session;
  }

  /** Kept on the account (not its secrets) so the Accounts screen can say why the sign-in ended. */
  private recordSignInEnded(at: number): void {
    const account = this.deps.settings.read().account;
    if (!account || account.signInEndedAt !== undefined) return;
    this.deps.settings.update({ account: { ...account, signInEndedAt: at } });
    this.deps.events.emit('accounts.changed', { signedIn: true });
  }

  private readTokens(): TokenSet | undefined {
    const raw = this.deps.vault.get(VAULT_TOKENS);
    return raw ? (JSON.parse(raw) as TokenSet) : undefined;
  }

  private saveTokens(tokens: TokenSet): void {
    this.deps.vault.set(VAULT_TOKENS, JSON.stringify(tokens));
  }

  private readClient(name: string): OAuthClient | undefined {
    const raw = this.deps.vault.get(name);
    return raw ? (JSON.parse(raw) as OAuthClient) : undefined;
  }
}

/** A token client that speaks only to the endpoints the account's tokens were issued by. */
function tokenClientFor(endpoints: TokenBinding, now: () => number): OAuthTokenClient {
  const fixed = { tokenUrl: endpoints.tokenUrl, revokeUrl: endpoints.revokeUrl };
  return new OAuthTokenClient(() => fixed, now);
}

function toView(account: StoredAccount): AccountView {
  return {
    kind: account.kind,
    channel: account.channel,
    scopes: account.scopes,
    clientId: account.clientId,
    ...(account.signedInAt === undefined ? {} : { signedInAt: account.signedInAt }),
    ...(account.refreshTokenExpiresAt === undefined ? {} : { refreshTokenExpiresAt: account.refreshTokenExpiresAt }),
    ...(account.signInEndedAt === undefined ? {} : { signInEndedAt: account.signInEndedAt }),
  };
}

function summarize(client: OAuthClient): ClientSecretSummary {
  return { clientId: client.clientId, ...(client.projectId ? { projectId: client.projectId } : {}) };
}
