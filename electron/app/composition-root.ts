// The composition root shared by both hosts: builds the account and the quota ledger (the context every feature is
// made from), then the list of features, and binds their handlers to the contract. No business logic lives here.
import { createAccountService, type AccountService } from '../auth/account-service';
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
import { createCatalogueFeature } from '../catalogue/catalogue-feature';
import { createLibraryFeature } from '../library/library-feature';
import { createNotificationsFeature } from '../notifications/notifications-feature';
import { createChannelClients } from '../platform/channel-clients';
import { createPlaylistsFeature } from '../playlists/playlists-feature';
import { createProgressFeature } from '../progress/progress-feature';
import { quotaAccountOf } from '../quota/quota-account';
import { createQuotaFeature } from '../quota/quota-feature';
import { QuotaLedger } from '../quota/quota-ledger';
import { createQuotaService } from '../quota/quota-service';
import { createRateLimitsFeature } from '../rate-limits/rate-limits-feature';
import { createScheduleFeature } from '../schedule/schedule-feature';
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
import { EventHub } from '../kernel/event-hub';
import {
  joinFeatureHandlers,
  startFeatures,
  stopFeatures,
  type FeatureContext,
  type Log,
  noticeMessage,
  type NoticeWords,
} from '../kernel/feature';
import type { HostCapabilities } from './host';
import { preparePrivateDataDir } from './private-data-dir';
import { createSettingsStore, type SettingsNotice, type SettingsStore } from '../kernel/settings-store';
import { DIALOGS } from '../language/desktop-messages';
import { createLanguageFeature, type Language } from '../language/language-feature';
import { say } from '../language/say';
import { keepWords, type KeptWords } from '../language/say-line';
import type { StartupNotice } from '../../shared/ipc/app';

export interface Desk {
  readonly router: Router;
  readonly events: EventHub;
  readonly accounts: AccountService;
  readonly uploads: UploadService;
  /** Where browser mode's page puts the files it hands over (a browser never reveals paths). */
  readonly staging: StagingArea;
  /** The settings file, for the desktop shell's own preferences (the window's place, what closing does). */
  readonly settings: SettingsStore;
  /** The language in force, for what the desktop shell says itself (menus, tray, dialogs). */
  readonly language: Language;
  start(): Promise<void>;
  stop(): Promise<void>;
}

export function createDesk(host: HostCapabilities, log: Log = console.error): Desk {
  preparePrivateDataDir(host.dataDir);
  const events = new EventHub();
  // Problems found while the host starts (by any feature) must reach the user, but no page may be listening yet:
  // every notice until start() ends is kept for `app.notices` and written to stderr, which is never lost.
  // Kept with their lines: the page says them in its language, which may not be the one they were worded in.
  const startupNotices: StartupNotice[] = [];
  const stopCollecting = events.on('app.notice', ({ message, line }) => {
    startupNotices.push({ message, ...(line ? { line } : {}) });
    log(`Notice: ${message}`);
  });
  const noticeLine = (words: KeptWords): void =>
    events.emit('app.notice', { level: 'warning', message: words.text, line: words.line });
  const notice = (words: NoticeWords): void => events.emit('app.notice', { level: 'warning', ...noticeMessage(words) });
  // The settings file's problems are found before the language is known (it is one of its settings): kept as lines
  // to say, and said once the language is set. Nothing else may word a sentence before that point.
  const settingsNotices: SettingsNotice[] = [];
  const settings = createSettingsStore(host.dataDir, host.openSettingsFile, (line) => settingsNotices.push(line));
  const language = createLanguageFeature(
    { read: () => settings.read().language, write: (choice) => void settings.update({ language: choice }) },
    events,
    host.preferredLanguages ?? (() => [Intl.DateTimeFormat().resolvedOptions().locale]),
    { pageSpeaksForSystem: host.kind === 'web' },
  );
  for (const line of settingsNotices) noticeLine(keepWords(line.message, line.values));
  const vault = createSecretVault(host.dataDir, host.openCipher(), (text, line) => noticeLine({ text, line }));
  const demo = new DemoWorkspace(
    host.dataDir,
    settings,
    host.demoEmulatorPort,
    (url) => host.log?.(`Demo workspace emulator: ${url}`),
    host.demoConformance ?? false,
    host.demoControlSecret,
    host.demoBigChannel ?? false,
  );
  const accounts = createAccountService({
    settings,
    vault,
    demo,
    events,
    notice,
    ...(host.services ? { servicesOverride: host.services } : {}),
    // Through the host's link door in both hosts (browser mode's emits app.openUrl), so the link policy applies.
    openConsent: (url) => host.openExternal(url),
  });
  // The ledger asks the accounts whose budget a call spends; the channels' clients (below) tell it of each answer.
  const quota = createQuotaService({
    ledger: new QuotaLedger({
      dataDir: host.dataDir,
      notice,
      onSaveError: (error) => log('could not save the quota ledger', error),
    }),
    account: () => quotaAccountOf(accounts.get(), accounts.services().dataApiBaseUrl),
    accountOf: (channelId) => quotaAccountOf(accounts.find(channelId) ?? null, accounts.services().dataApiBaseUrl),
    events,
  });
  const channel = createChannelClients({
    services: () => accounts.services(),
    tokens: (channelId) => (channelId === undefined ? accounts.tokens : accounts.tokensFor(channelId)),
    observer: (channelId) => (channelId === undefined ? quota : quota.observerFor(channelId)),
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
    channel,
    account: () => accounts.get(),
    channelId: () => accounts.chosenChannelId(),
    channels: () => accounts.list(),
    signedIn: (channelId) => accounts.list().some((account) => account.channel.id === channelId),
    demoRulesetsToken: () => demo.rulesetsToken(),
  };
  const bandwidth = createBandwidthFeature(context, {
    setting: {
      read: () => settings.read().bandwidth,
      write: (schedule) => void settings.update({ bandwidth: schedule }),
    },
  });
  const uploads = createUploadsFeature(context, {
    unansweredChoice: {
      read: () => settings.read().unansweredSyntheticMedia,
      write: (unansweredSyntheticMedia) => void settings.update({ unansweredSyntheticMedia }),
    },
    pacer: bandwidth.limiter.pacer,
  });
  // Its `series` queues files through a template for the features that add files on their own (a watched folder).
  const templates = createTemplatesFeature(context, {
    uploads: uploads.service,
    dropDefaults: {
      read: () => settings.read().dropTemplates,
      write: (dropTemplates) => void settings.update({ dropTemplates }),
    },
  });
  const notifications = createNotificationsFeature(context, { uploads: uploads.service, show: host.notify });
  const follow = createFollowFeature(context, {
    uploads: uploads.service,
    tell: (event) => notifications.center.tell(event),
    ...(host.followBaseMs === undefined ? {} : { baseMs: host.followBaseMs }),
  });
  const pickFolder = host.pickFolder;
  // Before the Library and the bulk edits, which tell it of their saves.
  const catalogue = createCatalogueFeature(context);
  // In start order: the account first (everything else needs its endpoints and tokens), then the ledger, then the
  // features that resume work at start (uploads, the moderation outbox); they stop in the reverse order.
  const features = [
    { handlers: createAppHandlers({ host, services: context.services, vault, notices: () => startupNotices }) },
    { handlers: createCloseActionHandlers(settings) },
    { handlers: language.handlers },
    createAccountsFeature(context, { accounts, demo }),
    createQuotaFeature(context, { quota }),
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
      ...(pickFolder ? { pickFolder: () => pickFolder(say(DIALOGS.watchFolderTitle)) } : {}),
      enqueueThroughTemplate: (templateId, path, hold, channelId) =>
        templates.series.enqueueIfKnown(templateId, path, hold, channelId),
    }),
    createProgressFeature(context, { uploads: uploads.service, show: host.showProgress }),
    createPowerFeature(context, {
      uploads: uploads.service,
      power: host.power ?? browserModePower,
      whenQueueDone: {
        read: () => settings.read().whenQueueDone,
        write: (whenQueueDone) => void settings.update({ whenQueueDone }),
      },
    }),
    createCommentsFeature(context),
    createCommentRulesFeature(context),
    createRateLimitsFeature(context),
    createPlaylistsFeature(context),
    createLibraryFeature(context, { catalogue: catalogue.service }),
    createBulkFeature(context, {
      catalogue: catalogue.service,
      quotaDay: (channelId) => quota.dayFor(channelId),
      platformNow: () => demo.now() ?? Date.now(),
    }),
    catalogue,
    createCalendarFeature(context, { queue: uploads.service }),
    createThumbnailsFeature(context),
    createWatermarkFeature(context),
    createBrandingFeature(context),
    createCaptionsFeature(context),
    createChannelSectionsFeature(context),
    createChannelActivityFeature(context),
    createSwitcherFeature(context),
    createScheduleFeature(context, {
      tell: (event) => notifications.center.tell(event),
      platformNow: () => demo.now() ?? Date.now(),
      unitsLeft: (channelId) => quota.unitsLeftFor(channelId),
      uploads: uploads.service,
    }),
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
    language,
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
