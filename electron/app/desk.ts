// The composition root shared by both hosts: builds every service from the host's capabilities and binds them to
// the contract. No business logic lives here.
import type { EventPayload } from '../../shared/ipc';
import { AccountService } from '../auth/account-service';
import { createAccountHandlers } from '../auth/account-handlers';
import { createCaptionsHandlers } from '../captions/captions-handlers';
import { createCaptionsService } from '../captions/captions-service';
import { DemoWorkspace } from '../auth/demo-workspace';
import { createSecretVault } from '../auth/secret-vault';
import { createBrandingHandlers } from '../channel/branding-handlers';
import { createBrandingService } from '../channel/branding-service';
import { pendingBannersIn } from '../channel/pending-banners';
import { createActivityService } from '../channel-activity/activity-service';
import { createChannelActivityHandlers } from '../channel-activity/channel-activity-handlers';
import { createSubscriptionsService } from '../channel-activity/subscriptions-service';
import { createChannelSectionHandlers } from '../channel-sections/channel-sections-handlers';
import { createChannelSectionsService } from '../channel-sections/channel-sections-service';
import { createCommentHandlers } from '../comments/comment-handlers';
import { createCommentsService } from '../comments/create-comments';
import { StagingArea } from '../files/staging-area';
import type { Handlers } from '../ipc/handlers';
import { createRouter, type Router } from '../ipc/router';
import { createPlaylistHandlers } from '../playlists/playlists-handlers';
import { createPlaylistsService } from '../playlists/playlists-service';
import { ImageUploadClient } from '../platform/image-upload-client';
import { createLibraryHandlers } from '../library/library-handlers';
import { LibraryService } from '../library/library-service';
import { uploadsPlaylistOf } from '../library/uploads-playlist';
import { VideoSearch } from '../library/video-search';
import { quotaAccountOf, type QuotaAccount } from '../quota/quota-account';
import { createQuotaHandlers } from '../quota/quota-handlers';
import { QuotaLedger } from '../quota/quota-ledger';
import { QuotaService } from '../quota/quota-service';
import { createRateLimitHandlers } from '../ratelimits/rate-limit-handlers';
import { createRateLimitService } from '../ratelimits/rate-limit-service';
import { createUploadHandlers } from '../uploads/upload-handlers';
import { createUploadService, type UploadService } from '../uploads/upload-service';
import { createThumbnailHandlers } from '../thumbnails/thumbnail-handlers';
import { createThumbnailService } from '../thumbnails/thumbnail-service';
import { createWatermarkHandlers } from '../watermark/watermark-handlers';
import { WatermarkMemory } from '../watermark/watermark-memory';
import { createWatermarkService } from '../watermark/watermark-service';
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
  // Built before the accounts, whose Data API clients report to it; it asks them whose budget a call spends.
  const quota: QuotaService = new QuotaService({
    ledger: new QuotaLedger({
      dataDir: host.dataDir,
      notice,
      onSaveError: (error) => log('could not save the quota ledger', error),
    }),
    account: (): QuotaAccount | null => quotaAccountOf(accounts.get(), accounts.services().dataApiBaseUrl),
    events,
  });
  const demo = new DemoWorkspace(
    host.dataDir,
    settings,
    host.demoEmulatorPort,
    (url) => host.log?.(`Demo workspace emulator: ${url}`),
    host.demoConformance ?? false,
    host.demoControlSecret,
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
    dataApiObserver: quota,
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
  events.subscribe((name) => {
    if (name === 'accounts.changed') quota.changed();
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
    dataApiObserver: quota,
  });

  const imageClient = () => new ImageUploadClient(() => accounts.services().uploadBaseUrl, accounts.tokens, quota);
  const thumbnails = createThumbnailService({
    client: imageClient,
    staging,
    acceptsPaths: host.kind !== 'web',
    emitProgress: (progress) => events.emit('thumbnails.progress', progress),
  });
  const watermark = createWatermarkService({
    client: imageClient,
    dataApi: () => accounts.dataApi(),
    channelId: () => accounts.get()?.channel.id,
    memory: new WatermarkMemory(host.dataDir),
    staging,
    acceptsPaths: host.kind !== 'web',
  });
  const branding = createBrandingService({
    dataApi: () => accounts.dataApi(),
    uploader: imageClient,
    servicesKey: () => accounts.services().dataApiBaseUrl,
    staging,
    acceptsPaths: host.kind !== 'web',
    emitProgress: (progress) => events.emit('channel.banner.progress', progress),
    pendingBanners: pendingBannersIn(host.dataDir),
  });
  const library = new LibraryService({
    dataApi: () => accounts.dataApi(),
    uploadsPlaylistId: () => uploadsPlaylistOf(accounts.get(), () => accounts.dataApi()),
  });
  const comments = createCommentsService({
    dataDir: host.dataDir,
    dataApi: () => accounts.dataApi(),
    account: () => accounts.get(),
    events,
    log,
  });

  events.subscribe((name) => {
    if (name === 'accounts.changed') comments.outbox.channelChanged();
  });

  const handlers: Handlers = {
    ...createAppHandlers({ host, services: () => accounts.services(), vault, notices: () => startupNotices }),
    ...createAccountHandlers(accounts),
    ...createRateLimitHandlers(rateLimits),
    ...createUploadHandlers(uploads, { acceptsPaths: host.kind !== 'web' }),
    ...createPlaylistHandlers(createPlaylistsService(() => accounts.dataApi())),
    ...createQuotaHandlers(quota),
    ...createLibraryHandlers(library, new VideoSearch({ dataApi: () => accounts.dataApi() })),
    ...createThumbnailHandlers(thumbnails),
    ...createWatermarkHandlers(watermark),
    ...createCommentHandlers(comments),
    ...createBrandingHandlers(branding),
    ...createCaptionsHandlers(
      createCaptionsService({
        dataApi: () => accounts.dataApi(),
        uploads: imageClient,
        staging,
        acceptsPaths: host.kind !== 'web',
      }),
    ),
    ...createChannelSectionHandlers(createChannelSectionsService(() => accounts.dataApi())),
    ...createChannelActivityHandlers(
      createActivityService({ dataApi: () => accounts.dataApi(), channelId: () => accounts.get()?.channel.id }),
      createSubscriptionsService({ dataApi: () => accounts.dataApi(), channelId: () => accounts.get()?.channel.id }),
    ),
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
      quota.start();
      // After the account: unfinished uploads resume at once and need its endpoints and tokens.
      try {
        await uploads.start();
        // After the account too: decisions in flight when the app stopped are sent again at once.
        await comments.outbox.start();
      } finally {
        stopCollecting();
      }
    },
    async stop() {
      accounts.cancelSignIn();
      // Before the demo emulator goes: in-flight requests are aborted cleanly and resume on the next start.
      await uploads.stop();
      await quota.stop();
      await comments.outbox.stop();
      await demo.stop();
    },
  };
}
