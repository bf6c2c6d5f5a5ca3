// The Branding tab's view of a channel, from the parts channels.list or channels.update answered. The banner's URL
// is handed to the page only when its CSP lets it show (https, or the local emulator); anything else is left out
// rather than drawn as a broken image.
import { splitKeywords } from '../../shared/channel/branding-keywords';
import { bannerUrlSchema, type BannerView, type BrandingView } from '../../shared/ipc/channel';
import type { BrandedChannel } from './branding-resources';

export function toBrandingView(channel: BrandedChannel, pending: BannerView | undefined): BrandingView {
  const settings = channel.brandingSettings?.channel ?? {};
  const banner = channel.brandingSettings?.image?.bannerExternalUrl;
  const bannerUrl = banner !== undefined && bannerUrlSchema.safeParse(banner).success ? banner : undefined;
  return {
    channelId: channel.id,
    title: settings.title ?? channel.snippet?.title ?? channel.id,
    description: settings.description ?? channel.snippet?.description ?? '',
    keywords: splitKeywords(settings.keywords ?? ''),
    ...(settings.country ? { country: settings.country } : {}),
    ...(settings.defaultLanguage ? { defaultLanguage: settings.defaultLanguage } : {}),
    ...(bannerUrl ? { bannerUrl } : {}),
    ...(pending && pending.url !== banner ? { pendingBanner: pending } : {}),
  };
}
