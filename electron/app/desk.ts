// The composition root shared by both hosts: builds the account and the quota ledger (the context every feature is
// made from), then the list of features, and binds their handlers to the contract. No business logic lives here.
import { AccountService } from '../auth/account-service';
import { createAccountsFeature } from '../auth/accounts-feature';
import { DemoWorkspace } from '../auth/demo-workspace';
import { createSecretVault } from '../auth/secret-vault';
import { createCaptionsFeature } from '../captions/captions-feature';
import { createBrandingFeature } from '../channel-branding/branding-feature';
import { createChannelActivityFeature } from '../channel-activity/channel-activity-feature';
import { createChannelSectionsFeature } from '../channel-sections/channel-sections-feature';
import { createCommentRulesFeature } from '../comments/comment-rules-feature';
import { createCommentsFeature } from '../comments/comments-feature';
import { StagingArea } from '../files/staging-area';
import type { Handlers } from '../ipc/handlers';
import { createRouter, type Router } from '../ipc/router';
import { createFollowFeature } from '../follow/follow-feature';
import { createCalendarFeature } from '../calendar/calendar-feature';
import { createBulkFeature } from '../library/bulk-feature';
import { createLibraryFeature } from '../library/library-feature';
import { createNotificationsFeature } from '../notifications/notifications-feature';
import { ImageUploadClient } from '../platform/image-upload-client';
import { createPlaylistsFeature } from '../playlists/playlists-feature';
import { createProgressFeature } from '../progress/progress-feature';
import { quotaAccountOf, type QuotaAccount } from '../quota/quota-account';
import { createQuotaFeature } from '../quota/quota-feature';
import { QuotaLedger } from '../quota/quota-ledger';
import { QuotaService } from '../quota/quota-service';
import { createRateLimitsFeature } from '../ratelimits/rate-limits-feature';
import { createTemplatesFeature } from '../series/templates-feature';
import { createSwitcherFeature } from '../switcher/switcher-feature';
import { createThumbnailsFeature } from '../thumbnails/thumbnails-feature';
import type { UploadService } from '../uploads/upload-service';
import { createUploadsFeature } from '../uploads/uploads-feature';
import { createBandwidthFeature } from '../uploads/bandwidth-feature';
import { createPowerFeature } from '../power/power-feature';
import { browserModePower } from '../power/power-port';
import { createWatchedFoldersFeature } from '../watched-folders/watched-folders-feature';
import { createWatermarkFeature } from '../watermark/watermark-feature';
import { createAppHandlers } from './app-handlers';
import { createCloseActionHandlers } from './close-action-handlers';
import { EventHub } from './event-hub';
import { joinFeatureHandlers, startFeatures, stopFeatures, type FeatureContext, type Log } from './feature';
import type { HostCapabilities } from './host';
import { preparePrivateDataDir } from './private-data-dir';
import { createSettingsStore, type SettingsStore } from './settings-store';

export interface Desk {
  readonly router: Router;
  readonly events: EventHub;
  readonly accounts: AccountService;
  readonly uploads: UploadService;
  /** Where browser mode's page puts the files it hands over (a browser never reveals paths). */
  readonly staging: StagingArea;
  /** The settings file, for the desktop shell's own preferences (the window's place, what closing does). */
  readonly settings: SettingsStore;
  start(): Promise<void>;
  stop(): Promise<void>;
}

export function createDesk(host: HostCapabilities, log: Log = console.error): Desk {
  preparePrivateDataDir(host.dataDir);
  const events = new EventHub();
  // Problems found while the host starts (by any feature) must reach the user, but no page may be listening yet:
  // every notice until start() ends is kept for `app.notices` and written to stderr, which is never lost.
  const startupNotices: string[] = [];
  const stopCollecting = events.on('app.notice', ({ message }) => {
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
    accountOf: (channelId): QuotaAccount | null =>
      quotaAccountOf(accounts.find(channelId) ?? null, accounts.services().dataApiBaseUrl),
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
    dataApiObserverFor: (channelId) => quota.observerFor(channelId),
  });
  // The page may not pull a staged file from under an upload that reads it; `uploads` exists by the time it asks.
  const staging = new StagingArea(host.dataDir, { inUse: (id) => uploads.service.usesStagedFile(id) });

  const context: FeatureContext = {
    dataDir: host.dataDir,
    acceptsPaths: host.kind !== 'web',
    staging,
    events,
    log,
    notice,
    vault,
    services: () => accounts.services(),
    tokens: accounts.tokens,
    tokensFor: (channelId) => accounts.tokensFor(channelId),
    account: () => accounts.get(),
    channelId: () => accounts.chosenChannelId(),
    channels: () => accounts.list(),
    signedIn: (channelId) => accounts.list().some((account) => account.channel.id === channelId),
    dataApi: () => accounts.dataApi(),
    dataApiFor: (channelId) => accounts.dataApiFor(channelId),
    imageClient: () => new ImageUploadClient(() => accounts.services().uploadBaseUrl, accounts.tokens, quota),
    imageClientFor: (channelId) =>
      new ImageUploadClient(
        () => accounts.services().uploadBaseUrl,
        accounts.tokensFor(channelId),
        quota.observerFor(channelId),
      ),
    dataApiObserver: quota,
    dataApiObserverFor: (channelId) => quota.observerFor(channelId),
    demoRulesetsToken: () => demo.rulesetsToken(),
  };
  const bandwidth = createBandwidthFeature(
    { read: () => settings.read().bandwidth, write: (schedule) => void settings.update({ bandwidth: schedule }) },
    events,
  );
  const uploads = createUploadsFeature(
    context,
    {
      read: () => settings.read().unansweredSyntheticMedia,
      write: (unansweredSyntheticMedia) => void settings.update({ unansweredSyntheticMedia }),
    },
    bandwidth.limiter.pacer,
  );
  // Its `series` queues files through a template for the features that add files on their own (a watched folder).
  const templates = createTemplatesFeature(context, uploads.service, {
    read: () => settings.read().dropTemplates,
    write: (dropTemplates) => void settings.update({ dropTemplates }),
  });
  const notifications = createNotificationsFeature(context, uploads.service, host.notify);
  const follow = createFollowFeature(context, {
    uploads: uploads.service,
    tell: (event) => notifications.center.tell(event),
    ...(host.followBaseMs === undefined ? {} : { baseMs: host.followBaseMs }),
  });
  const pickFolder = host.pickFolder;
  // In start order: the account first (everything else needs its endpoints and tokens), then the ledger, then the
  // features that resume work at start (uploads, the moderation outbox); they stop in the reverse order.
  const features = [
    { handlers: createAppHandlers({ host, services: context.services, vault, notices: () => startupNotices }) },
    { handlers: createCloseActionHandlers(settings) },
    createAccountsFeature({ accounts, demo, log, notice }),
    createQuotaFeature(quota),
    // Before the uploads: the limit is in force before an upload resumes.
    bandwidth,
    uploads,
    // After the uploads: it reads the loaded queue to bring the episode counters in line.
    templates,
    notifications,
    follow,
    // After the uploads: a file that settled is enqueued at once.
    createWatchedFoldersFeature(context, {
      uploads: uploads.service,
      ...(pickFolder ? { pickFolder: () => pickFolder('Choose a folder to watch') } : {}),
      enqueueThroughTemplate: (templateId, path, hold, channelId) =>
        templates.series.enqueueIfKnown(templateId, path, hold, channelId),
    }),
    createProgressFeature(context, uploads.service, host.showProgress),
    createPowerFeature(context, uploads.service, host.power ?? browserModePower, {
      read: () => settings.read().whenQueueDone,
      write: (whenQueueDone) => void settings.update({ whenQueueDone }),
    }),
    createCommentsFeature(context),
    createCommentRulesFeature(context),
    createRateLimitsFeature(context),
    createPlaylistsFeature(context),
    createLibraryFeature(context),
    createBulkFeature(context),
    createCalendarFeature(context, uploads.service),
    createThumbnailsFeature(context),
    createWatermarkFeature(context),
    createBrandingFeature(context),
    createCaptionsFeature(context),
    createChannelSectionsFeature(context),
    createChannelActivityFeature(context),
    createSwitcherFeature(context),
  ] as const;
  for (const feature of features) {
    if ('onAccountChanged' in feature) events.on('accounts.changed', (change) => feature.onAccountChanged(change));
  }

  const handlers: Handlers = joinFeatureHandlers(features);
  const router = createRouter(handlers, { onUnexpectedError: (name, error) => log(`call ${name} failed`, error) });

  return {
    router,
    events,
    accounts,
    uploads: uploads.service,
    staging,
    settings,
    async start() {
      try {
        await startFeatures(features);
      } finally {
        stopCollecting();
      }
    },
    stop: () => stopFeatures(features),
  };
}
