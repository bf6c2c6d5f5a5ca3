// Who is signed in: several channels at once (issue 21), one of them chosen (every screen acts on it), how each was
// signed in, and the endpoints in force. Their secrets are kept by ChannelTokens (channel-tokens.ts); everything else
// gets an AccessTokenProvider bound to one channel and the effective service endpoints.
import type { AccountView, ChannelAccountView, ChannelSummary, ClientSecretSummary } from '../../shared/ipc/accounts';
import { signInStateOf } from '../../shared/platform/sign-in-state';
import type { ServiceSettings } from '../../shared/ipc/app';
import type { SettingsStore, StoredAccount, TokenBinding } from '../kernel/settings-store';
import { DeskError } from '../ipc/desk-error';
import { say } from '../language/say';
import { keepWords } from '../language/say-line';
import type { NoticeWords } from '../kernel/feature';
import { ACCOUNT_NOTICES, ACCOUNT_REFUSALS } from './auth-messages';
import type { EventSink } from '../ipc/handlers';
import type { AccessTokenProvider } from '../platform/access-token-provider';
import { fetchMyChannel } from '../platform/channels';
import { DataApiClient } from '../platform/data-api-client';
import { parseClientSecretJson, type OAuthClient } from './client-secret';
import { followDemoConsent, type DemoWorkspace } from './demo-workspace';
import { PLATFORM_SCOPES, signInWithPkce } from './pkce-sign-in';
import { ChannelTokens, tokenClientFor, VAULT_CLIENT, VAULT_DEMO_CLIENT } from './channel-tokens';
import type { SecretVault } from './secret-vault';
import { SignedInChannels } from './signed-in-channels';
import { bindingFor, sameBinding } from './token-binding';
import { TokenSession } from './token-session';

interface AccountServiceDeps {
  readonly settings: SettingsStore;
  readonly vault: SecretVault;
  readonly demo: DemoWorkspace;
  readonly events: EventSink;
  /** Shows a consent page to the user: the system browser, or a new tab in browser mode. */
  readonly openConsent: (url: string) => Promise<void>;
  /** Endpoints chosen for this run on the command line (`--services`, `--emulator`); they win over the settings file. */
  readonly servicesOverride?: ServiceSettings;
  /** Tells the user something that happened at start (kept for the first page). */
  readonly notice?: (words: NoticeWords) => void;
  readonly now?: () => number;
}

/** Services are made by their factory, as every feature's are; the class is how this one keeps its dependencies. */
export function createAccountService(deps: AccountServiceDeps): AccountService {
  return new AccountService(deps);
}

export class AccountService {
  private signInAbort: AbortController | undefined;
  private demoServices: ServiceSettings | undefined;
  private readonly now: () => number;
  private readonly channels: SignedInChannels;
  private readonly secrets: ChannelTokens;

  /**
   * The chosen channel's tokens, looked up at each call: holders never keep a stale one after a sign-out or a switch.
   * Background work that belongs to one channel takes `tokensFor(channelId)` instead, so a switch never moves it.
   */
  readonly tokens: AccessTokenProvider;

  constructor(private readonly deps: AccountServiceDeps) {
    this.now = deps.now ?? Date.now;
    this.channels = new SignedInChannels(deps.settings);
    this.secrets = new ChannelTokens({
      vault: deps.vault,
      channels: this.channels,
      now: this.now,
      signInEnded: (channelId, at) => this.recordSignInEnded(channelId, at),
    });
    this.tokens = this.secrets.providerFor(() => this.chosenId());
  }

  /**
   * The tokens of `channelId` and of no other channel: its own session over its own vault entry. A request made
   * through it carries that channel's token or fails (`not-signed-in` once the channel was removed); it never falls
   * back to the chosen channel.
   */
  tokensFor(channelId: string): AccessTokenProvider {
    return this.secrets.providerFor(() => channelId);
  }

  /**
   * The endpoints in force: the embedded emulator's while the demo workspace is signed in, else the command line's,
   * else the settings file's.
   */
  services(): ServiceSettings {
    if (this.channels.chosen()?.kind === 'demo' && this.demoServices) return this.demoServices;
    return this.configuredServices();
  }

  /**
   * At start: move the tokens of a version that knew one channel to that channel's own vault entry, bring the demo
   * emulator back if a demo channel is signed in, and sign out each account whose endpoints changed while the app was
   * closed (its tokens must not follow them).
   */
  async restore(): Promise<void> {
    this.secrets.migrateLegacy();
    this.channels.recordAddedAt();
    for (const account of this.channels.all()) await this.restoreOne(account);
  }

  private async restoreOne(account: StoredAccount): Promise<void> {
    if (account.kind === 'demo') {
      this.demoServices ??= (await this.deps.demo.ensureRunning()).services;
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
    await this.removeChannel(account.channel.id);
    this.deps.notice?.(
      keepWords(ACCOUNT_NOTICES.signedOutAddressesChanged, {
        channel: account.channel.title,
        origin: new URL(endpoints.revokeUrl).origin,
      }),
    );
  }

  /** The chosen channel's account, or null. */
  get(): AccountView | null {
    const account = this.channels.chosen();
    return account ? toView(account) : null;
  }

  /** A signed-in channel's account (chosen or not), or undefined. */
  find(channelId: string): AccountView | undefined {
    const account = this.channels.find(channelId);
    return account ? toView(account) : undefined;
  }

  /** Every signed-in channel, in the order they were added. */
  list(): ChannelAccountView[] {
    const chosen = this.channels.chosen()?.channel.id;
    return this.channels.all().map((account) => ({
      ...toView(account),
      state: signInStateOf(account, this.now()),
      chosen: account.channel.id === chosen,
    }));
  }

  /** The chosen channel's id, or undefined. */
  chosenChannelId(): string | undefined {
    return this.channels.chosen()?.channel.id;
  }

  /** Makes `channelId` the channel every screen acts on. */
  choose(channelId: string): AccountView {
    if (!this.channels.choose(channelId)) {
      throw new DeskError('not-signed-in', say(ACCOUNT_REFUSALS.channelNotHere));
    }
    this.announce();
    return toView(this.channels.chosen() as StoredAccount);
  }

  /**
   * Records what the platform says of the chosen channel now (its title, its picture); `fetchChannel` asks it with
   * that channel's own Data API client (built in platform/, where its calls are booked).
   */
  async refreshChannel(fetchChannel: (channelId: string) => Promise<ChannelSummary>): Promise<AccountView> {
    const account = this.channels.chosen();
    if (!account) throw new DeskError('not-signed-in', say(ACCOUNT_REFUSALS.signInFirst));
    const channel = await fetchChannel(account.channel.id);
    const updated = this.channels.update(account.channel.id, (stored) => ({ ...stored, channel })) ?? account;
    return toView(updated);
  }

  private configuredServices(): ServiceSettings {
    return this.deps.servicesOverride ?? this.deps.settings.read().services;
  }

  private rebind(account: StoredAccount, services: ServiceSettings): TokenBinding {
    const endpoints = bindingFor(services);
    this.secrets.endSession(account.channel.id);
    this.channels.update(account.channel.id, (stored) => ({ ...stored, endpoints }));
    return endpoints;
  }

  async startDemo(): Promise<AccountView> {
    const endpoints = await this.deps.demo.ensureRunning();
    this.demoServices = endpoints.services;
    return this.completeSignIn('demo', endpoints.client, endpoints.services, followDemoConsent, 30_000, {
      choose: true,
    });
  }

  /**
   * Signs in one more channel of the same kind as those signed in (the demo's next channel, or the consent page's
   * choice with the user's own client), or `channelId` again; the chosen channel stays chosen. Signing `channelId` in
   * again accepts that channel only: another one chosen on the consent page is refused (`wrong-channel`).
   */
  async addChannel(channelId?: string): Promise<AccountView> {
    const kind = this.channels.chosen()?.kind;
    if (kind === undefined) throw new DeskError('not-signed-in', say(ACCOUNT_REFUSALS.signInFirstChannel));
    const known = channelId === undefined ? undefined : this.channels.find(channelId)?.channel;
    const expected = channelId === undefined ? undefined : { id: channelId, title: known?.title ?? channelId };
    if (kind === 'demo') {
      const endpoints = await this.deps.demo.ensureRunning();
      this.demoServices = endpoints.services;
      const signedIn = new Set(this.channels.all().map((account) => account.channel.id));
      // The demo client is approved without a page: login_hint names the channel, as a user's click would.
      const hint = channelId ?? endpoints.channelIds.find((id) => !signedIn.has(id));
      if (hint === undefined) {
        throw new DeskError('invalid-input', say(ACCOUNT_REFUSALS.demoAllSignedIn));
      }
      return this.completeSignIn('demo', endpoints.client, endpoints.services, followDemoConsent, 30_000, {
        choose: false,
        loginHint: hint,
        ...(expected ? { expected } : {}),
      });
    }
    const client = this.secrets.readClient(VAULT_CLIENT);
    if (!client) {
      throw new DeskError('no-client-secret', say(ACCOUNT_REFUSALS.importClientFirst));
    }
    // No login_hint: the platform takes the account's e-mail address or user id ("The email, or User ID, of a user
    // to pre-select", Google's client docs as quoted in google/google-api-javascript-client#567; wire-facts.md names
    // no hint; followed 2026-11-26), and Channel Desk learns neither (its scopes are YouTube's alone), while a channel
    // id is no hint it knows. So the chooser is shown, and completeSignIn checks the channel that comes back.
    return this.completeSignIn('oauth', client, this.configuredServices(), this.deps.openConsent, 5 * 60_000, {
      choose: false,
      chooseAccount: true,
      ...(expected ? { expected } : {}),
    });
  }

  importClientSecret(json: string): ClientSecretSummary {
    const client = parseClientSecretJson(json);
    this.secrets.saveClient(VAULT_CLIENT, client);
    return summarize(client);
  }

  getClientSecret(): ClientSecretSummary | null {
    const client = this.secrets.readClient(VAULT_CLIENT);
    return client ? summarize(client) : null;
  }

  async signIn(): Promise<AccountView> {
    const client = this.secrets.readClient(VAULT_CLIENT);
    if (!client) {
      throw new DeskError('no-client-secret', say(ACCOUNT_REFUSALS.importClientFirst));
    }
    return this.completeSignIn('oauth', client, this.configuredServices(), this.deps.openConsent, 5 * 60_000, {
      choose: true,
    });
  }

  cancelSignIn(): void {
    this.signInAbort?.abort();
  }

  /** Signs every channel out, each revoked where its tokens were issued. */
  async signOut(): Promise<void> {
    for (const account of this.channels.all()) await this.secrets.forget(account);
    this.secrets.deleteClient(VAULT_DEMO_CLIENT);
    this.channels.clear();
    this.announce();
  }

  /** Signs `channelId` out alone: its tokens revoked and its vault entry deleted; the other channels stay. */
  async removeChannel(channelId: string): Promise<void> {
    const account = this.channels.find(channelId);
    if (!account) return;
    await this.secrets.forget(account);
    this.channels.remove(channelId);
    if (this.channels.all().every((other) => other.kind !== 'demo')) this.secrets.deleteClient(VAULT_DEMO_CLIENT);
    this.announce();
  }

  private announce(): void {
    const chosen = this.chosenChannelId();
    this.deps.events.emit(
      'accounts.changed',
      chosen === undefined ? { signedIn: false } : { signedIn: true, channelId: chosen },
    );
  }

  private async completeSignIn(
    kind: StoredAccount['kind'],
    client: OAuthClient,
    services: ServiceSettings,
    openConsent: (url: string) => Promise<void>,
    timeoutMs: number,
    options: {
      /** Whether the channel signed in becomes the chosen one. */
      readonly choose: boolean;
      /** The channel to sign in to (the demo's), as the authorization server's login_hint. */
      readonly loginHint?: string;
      /** Ask the consent page for an account (and channel) even when one is signed in to it already. */
      readonly chooseAccount?: boolean;
      /** The channel being signed in again: the consent page's answer must be this one. */
      readonly expected?: { readonly id: string; readonly title: string };
    },
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
        ...(options.loginHint === undefined ? {} : { loginHint: options.loginHint }),
        ...(options.chooseAccount ? { chooseAccount: true } : {}),
      });
      const provider = new TokenSession(
        client,
        endpoints,
        tokenClient,
        { load: () => tokens, save: () => undefined },
        this.now,
      );
      const channel = await fetchMyChannel(new DataApiClient(() => services.dataApiBaseUrl, provider));
      const wrong = options.expected?.id === channel.id ? undefined : options.expected;
      // Another channel than the one being signed in again, and not signed in here: it is not added behind the
      // creator's back. Its new grant is revoked (nothing here holds a token of it), and the expected channel's own
      // sign-in is left as it was.
      if (wrong && this.channels.find(channel.id)?.kind !== kind) {
        await tokenClient.revoke(tokens.refreshToken ?? tokens.accessToken).catch(() => undefined);
        throw wrongChannel(wrong, channel, false);
      }
      // A first sign-in of the other kind (the demo after a real channel, or the reverse) replaces the channels of
      // the old kind: the two never run side by side (their endpoints differ).
      for (const other of this.channels.all()) {
        if (other.kind !== kind) {
          await this.secrets.forget(other);
          this.channels.remove(other.channel.id);
        }
      }
      this.secrets.replace(channel.id, tokens);
      if (kind === 'demo') this.secrets.saveClient(VAULT_DEMO_CLIENT, client);
      const account: StoredAccount = {
        kind,
        clientId: client.clientId,
        scopes: [...tokens.scopes],
        channel,
        endpoints,
        signedInAt: this.now(),
        addedAt: this.now(),
        ...(tokens.refreshTokenExpiresAt === undefined ? {} : { refreshTokenExpiresAt: tokens.refreshTokenExpiresAt }),
      };
      this.channels.put(account, options.choose);
      this.announce();
      // Another channel signed in here already: the new tokens renew its sign-in rather than be revoked, since a
      // revocation ends the whole grant of that account and client, its older token with it (as
      // public Q&A reports of the real service; wire-facts.md is silent; the emulator revokes one token; followed
      // 2026-11-26).
      if (wrong) throw wrongChannel(wrong, channel, true);
      return toView(account);
    } finally {
      if (this.signInAbort === abort) this.signInAbort = undefined;
    }
  }

  private chosenId(): string {
    const id = this.chosenChannelId();
    if (id === undefined) throw new DeskError('not-signed-in', say(ACCOUNT_REFUSALS.signInFirstAccounts));
    return id;
  }

  /** Kept on the account (not its secrets) so the Accounts screen can say why the sign-in ended. */
  private recordSignInEnded(channelId: string, at: number): void {
    const account = this.channels.find(channelId);
    if (!account || account.signInEndedAt !== undefined) return;
    this.channels.update(channelId, (stored) => ({ ...stored, signInEndedAt: at }));
    this.announce();
  }
}

/** Says which channel answered the consent page, which one was expected, and what to do about it. */
function wrongChannel(
  expected: { readonly id: string; readonly title: string },
  got: ChannelSummary,
  alreadyHere: boolean,
): DeskError {
  return new DeskError(
    'wrong-channel',
    say(alreadyHere ? ACCOUNT_REFUSALS.wrongChannelHere : ACCOUNT_REFUSALS.wrongChannelOther, {
      got: got.title,
      expected: expected.title,
    }),
    { expectedChannelId: expected.id, channelId: got.id },
  );
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
