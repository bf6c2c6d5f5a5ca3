// channels.update replaces the whole brandingSettings part, so a change is sent as the part as the platform has it
// now with only what the user changed laid over it: the trailer, the title and anything this app does not show go
// back as they were (leaving them out would clear them). A keyword list is joined as the platform stores keywords.
import { joinKeywords } from '../../shared/channel/branding-keywords';
import type { BrandingEdits } from '../../shared/ipc/channel';
import type { BrandingSettings } from './branding-resources';

export interface BrandingChange extends BrandingEdits {
  /** Step 2 of a banner: the URL channelBanners.insert answered. */
  readonly bannerExternalUrl?: string;
}

interface BrandingUpdate {
  /** Whether anything differs from the platform's part; nothing is sent when not. */
  readonly changed: boolean;
  readonly brandingSettings: BrandingSettings;
}

type Settings = NonNullable<BrandingSettings['channel']>;

function setOrClear(settings: Settings, key: 'keywords' | 'country' | 'defaultLanguage', value: string | null): void {
  if (value === null || value === '') delete settings[key];
  else settings[key] = value;
}

export function mergeBranding(current: BrandingSettings, change: BrandingChange): BrandingUpdate {
  const before = current.channel ?? {};
  const channel: Settings = { ...before };
  if (change.description !== undefined) channel.description = change.description;
  if (change.keywords !== undefined) setOrClear(channel, 'keywords', joinKeywords(change.keywords));
  if (change.country !== undefined) setOrClear(channel, 'country', change.country);
  if (change.defaultLanguage !== undefined) setOrClear(channel, 'defaultLanguage', change.defaultLanguage);
  const image =
    change.bannerExternalUrl !== undefined
      ? { ...current.image, bannerExternalUrl: change.bannerExternalUrl }
      : current.image;

  const changed =
    (channel.description ?? '') !== (before.description ?? '') ||
    (channel.keywords ?? '') !== (before.keywords ?? '') ||
    channel.country !== before.country ||
    channel.defaultLanguage !== before.defaultLanguage ||
    image?.bannerExternalUrl !== current.image?.bannerExternalUrl;
  return {
    changed,
    brandingSettings: { ...current, channel, ...(image ? { image } : {}) },
  };
}
