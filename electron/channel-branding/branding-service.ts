// The channel's branding over the Data API: read with channels.list (mine), saved with channels.update of the whole
// brandingSettings part (read first, only the user's changes laid over it), and the banner in the platform's two
// steps. The URL step 1 answers is kept (in the data dir, see pending-banners.ts) until step 2 has set it, so a
// failed step 2 is retried without sending the image again, after a reload of the page or a restart of the app.
import { keywordProblems } from '../../shared/channel/branding-keywords';
import { descriptionProblems } from '../../shared/channel/branding-rules';
import type { EventPayload } from '../../shared/ipc';
import type {
  BannerUploadResult,
  BannerView,
  BrandingEdits,
  BrandingOptions,
  BrandingView,
} from '../../shared/ipc/channel';
import type { UploadSource } from '../../shared/uploads/upload-source';
import { readImageSource } from '../files/image-intake';
import type { ChannelRecords } from '../files/channel-memory';
import type { StagingArea } from '../files/staging-area';
import { DeskError } from '../ipc/desk-error';
import { say, sayingIntl } from '../language/say';
import { PLATFORM_ERRORS } from '../platform/platform-messages';
import type { DataApi } from '../library/library-service';
import type { ImageToSend, SendOptions } from '../platform/image-upload-client';
import { mergeBranding, type BrandingChange } from './branding-merge';
import { parseChannelList, parseChoices, parseUpdatedChannel, type BrandedChannel } from './branding-resources';
import { toBrandingView } from './branding-view';

/** What the service needs of the upload host (ImageUploadClient has it; tests may hand in a fake). */
interface BannerUploader {
  insertBanner(image: ImageToSend, options?: SendOptions): Promise<string>;
}

interface BrandingServiceDeps {
  readonly dataApi: () => DataApi;
  readonly uploader: () => BannerUploader;
  /** Keys the cached region and language lists (they differ per service). */
  readonly servicesKey: () => string;
  readonly staging: StagingArea;
  readonly acceptsPaths: boolean;
  readonly emitProgress: (progress: EventPayload<'channel.banner.progress'>) => void;
  /** Banners uploaded but not applied yet, per channel. */
  readonly pendingBanners: ChannelRecords<BannerView>;
}

export interface BrandingService {
  get(): Promise<BrandingView>;
  options(): Promise<BrandingOptions>;
  save(edits: BrandingEdits): Promise<BrandingView>;
  uploadBanner(input: { source: UploadSource }): Promise<BannerUploadResult>;
  applyBanner(input: { url: string }): Promise<BrandingView>;
}

export function createBrandingService(deps: BrandingServiceDeps): BrandingService {
  const pending = deps.pendingBanners;
  const optionsCache = new Map<string, Promise<BrandingOptions>>();

  const read = async (): Promise<BrandedChannel> => {
    const channel = parseChannelList(
      await deps.dataApi().request<unknown>({
        path: '/channels',
        params: { part: 'brandingSettings,snippet', mine: true },
      }),
    );
    if (!channel) {
      throw new DeskError('no-channel', say(PLATFORM_ERRORS.noChannel));
    }
    return channel;
  };

  /** `onSaved` runs once the platform holds the change (also when it held it already). */
  const update = async (
    change: BrandingChange,
    onSaved?: (channelId: string) => Promise<void>,
  ): Promise<BrandingView> => {
    const current = await read();
    const { changed, brandingSettings } = mergeBranding(current.brandingSettings ?? {}, change);
    if (!changed) {
      await onSaved?.(current.id);
      return toBrandingView(current, await pending.get(current.id));
    }
    const answer = parseUpdatedChannel(
      await deps.dataApi().request<unknown>({
        method: 'PUT',
        path: '/channels',
        params: { part: 'brandingSettings' },
        body: { id: current.id, brandingSettings },
      }),
    );
    await onSaved?.(current.id);
    // The answer holds only brandingSettings; the snippet read a moment ago still names the channel.
    return toBrandingView(
      { ...answer, ...(current.snippet ? { snippet: current.snippet } : {}) },
      await pending.get(current.id),
    );
  };

  const fetchOptions = async (): Promise<BrandingOptions> => {
    const api = deps.dataApi();
    const [regions, languages] = await Promise.all([
      api.request<unknown>({ path: '/i18nRegions', params: { part: 'snippet', hl: 'en_US' } }),
      api.request<unknown>({ path: '/i18nLanguages', params: { part: 'snippet', hl: 'en_US' } }),
    ]);
    return {
      regions: parseChoices(regions, 'a list of regions'),
      languages: parseChoices(languages, 'a list of languages'),
    };
  };

  return {
    async get() {
      const channel = await read();
      return toBrandingView(channel, await pending.get(channel.id));
    },
    options() {
      const key = deps.servicesKey();
      const cached = optionsCache.get(key);
      if (cached) return cached;
      const fetched = fetchOptions();
      optionsCache.set(key, fetched);
      // A failure must not be remembered: the next call asks again.
      fetched.catch(() => optionsCache.delete(key));
      return fetched;
    },
    async save(edits) {
      const problems = [
        ...(edits.description !== undefined ? descriptionProblems(edits.description, sayingIntl()) : []),
        ...(edits.keywords !== undefined ? keywordProblems(edits.keywords, sayingIntl()) : []),
      ];
      if (problems.length > 0) throw new DeskError('invalid-input', problems.join(' '), { problems });
      return update(edits);
    },
    async uploadBanner({ source }) {
      // Held while it is read and sent, so no other request or upload's end removes it meanwhile.
      const letGo = deps.staging.hold(source);
      try {
        const image = await readImageSource(source, 'banner', deps);
        // Whose banner it is comes from the sign-in; read first so that the URL is kept for the right channel.
        const channel = await read();
        const url = await deps.uploader().insertBanner(image, {
          onProgress: (sent, total) => deps.emitProgress({ sent, total }),
        });
        const banner = { url, width: image.width, height: image.height };
        // Kept in memory even when the file cannot be written: only a restart of the app would lose it then.
        await pending.remember(channel.id, banner).catch(() => undefined);
        return { ...banner, advice: image.advice };
      } finally {
        await letGo();
      }
    },
    applyBanner({ url }) {
      return update({ bannerExternalUrl: url }, async (channelId) => {
        if ((await pending.get(channelId))?.url === url) await pending.forget(channelId).catch(() => undefined);
      });
    },
  };
}
