// The composition root shared by both hosts: builds every service from the host's capabilities and binds them to
// the contract. No business logic lives here.
import type { EventPayload } from '../../shared/ipc';
import { AccountService } from '../auth/account-service';
import { createAccountHandlers } from '../auth/account-handlers';
import { DemoWorkspace } from '../auth/demo-workspace';
import { createSecretVault } from '../auth/secret-vault';
import { StagingArea } from '../files/staging-area';
import type { Handlers } from '../ipc/handlers';
import { createRouter, type Router } from '../ipc/router';
import { createPlaylistHandlers } from '../playlists/playlists-handlers';
import { createPlaylistsService } from '../playlists/playlists-service';
import { createRateLimitHandlers } from '../ratelimits/rate-limit-handlers';
import { createRateLimitService } from '../ratelimits/rate-limit-service';
import { createUploadHandlers } from '../uploads/upload-handlers';
import { createUploadService, type UploadService } from '../uploads/upload-service';
import { createAppHandlers } from './app-handlers';
import { EventHub } from './event-hub';
import type { HostCapabilities } from './host';
import { preparePrivateDataDir } from './private-data-dir';
import { createSettingsStore } from './settings-store';

export interface Desk {
  readonly router: Router;
  readonly events: EventHub;
  readonly accounts: AccountService;
  readonly uploads: UploadService;
  /** Where browser mode's page puts the files it hands over (a browser never reveals paths). */
  readonly staging: StagingArea;
  start(): Promise<void>;
  stop(): Promise<void>;
}

export function createDesk(
  host: HostCapabilities,
  log: (message: string, error?: unknown) => void = console.error,
): Desk {
  preparePrivateDataDir(host.dataDir);
  const events = new EventHub();
  // Problems found while the host starts (by any service) must reach the user, but no page may be listening yet:
  // every notice until start() ends is kept for `app.notices` and written to stderr, which is never lost.
  const startupNotices: string[] = [];
  const stopCollecting = events.subscribe((name, payload) => {
    if (name !== 'app.notice') return;
    const { message } = payload as EventPayload<'app.notice'>;
    startupNotices.push(message);
    log(`Notice: ${message}`);
  });
  const notice = (message: string): void => events.emit('app.notice', { level: 'warning', message });
  const settings = createSettingsStore(host.dataDir, host.openSettingsFile, notice);
  const vault = createSecretVault(host.dataDir, host.cipher, notice);
  const demo = new DemoWorkspace(host.dataDir, settings, host.demoEmulatorPort, (url) =>
    host.log?.(`Demo workspace emulator: ${url}`),
  );
  const accounts = new AccountService({
    settings,
    vault,
    demo,
    events,
    notice,
    ...(host.services ? { servicesOverride: host.services } : {}),
    // Through the host's link door in both hosts (browser mode's emits app.openUrl), so the link policy applies.
    openConsent: (url) => host.openExternal(url),
  });
  const rateLimits = createRateLimitService({
    vault,
    apiBaseUrl: () => accounts.services().rulesetsApiBaseUrl,
    events,
    demoToken: () => (accounts.get()?.kind === 'demo' ? demo.rulesetsToken() : undefined),
  });
  // Signing out of the demo takes its rulesets tokens along: the demo's own is never stored, and one the user added
  // there was issued by the demo emulator, useless anywhere else.
  events.subscribe((name, payload) => {
    const demoApi = demo.rulesetsToken()?.apiBaseUrl;
    if (name === 'accounts.changed' && !(payload as EventPayload<'accounts.changed'>).signedIn && demoApi) {
      rateLimits.forgetTokenBoundTo(demoApi);
    }
  });
  // The page may not pull a staged file from under an upload that reads it; `uploads` exists by the time it asks.
  const staging = new StagingArea(host.dataDir, { inUse: (id) => uploads.usesStagedFile(id) });
  const uploads = createUploadService({
    dataDir: host.dataDir,
    tokens: accounts.tokens,
    endpoints: () => accounts.services(),
    events,
    staging,
    log,
  });

  const handlers: Handlers = {
    ...createAppHandlers({ host, services: () => accounts.services(), vault, notices: () => startupNotices }),
    ...createAccountHandlers(accounts),
    ...createRateLimitHandlers(rateLimits),
    ...createUploadHandlers(uploads, { acceptsPaths: host.kind !== 'web' }),
    ...createPlaylistHandlers(createPlaylistsService(() => accounts.dataApi())),
  };
  const router = createRouter(handlers, { onUnexpectedError: (name, error) => log(`call ${name} failed`, error) });

  return {
    router,
    events,
    accounts,
    uploads,
    staging,
    async start() {
      await accounts.restore().catch((error: unknown) => {
        log('could not restore the demo workspace', error);
        notice('The demo workspace could not be started again. Choose "Try the demo workspace" to retry.');
      });
      // After the account: unfinished uploads resume at once and need its endpoints and tokens.
      try {
        await uploads.start();
      } finally {
        stopCollecting();
      }
    },
    async stop() {
      accounts.cancelSignIn();
      // Before the demo emulator goes: in-flight requests are aborted cleanly and resume on the next start.
      await uploads.stop();
      await demo.stop();
    },
  };
}
