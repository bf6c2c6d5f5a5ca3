// The platform's answers the Branding tab reads, checked before use so that a server answering garbage gets a clear
// error instead of a half-drawn screen. brandingSettings is kept whole (passthrough): channels.update replaces the
// part, so whatever the platform holds there and this app does not show must go back to it unchanged.
import { z } from 'zod';
import { parseAnswer } from '../library/video-resources';

const channelSettingsSchema = z
  .object({
    title: z.string().optional(),
    description: z.string().optional(),
    keywords: z.string().optional(),
    country: z.string().optional(),
    defaultLanguage: z.string().optional(),
  })
  .passthrough();

const imageSettingsSchema = z.object({ bannerExternalUrl: z.string().optional() }).passthrough();

const brandingSettingsSchema = z
  .object({ channel: channelSettingsSchema.optional(), image: imageSettingsSchema.optional() })
  .passthrough();
export type BrandingSettings = z.output<typeof brandingSettingsSchema>;

const brandedChannelSchema = z.object({
  id: z.string().min(1),
  snippet: z.object({ title: z.string().optional(), description: z.string().optional() }).passthrough().optional(),
  brandingSettings: brandingSettingsSchema.optional(),
});
export type BrandedChannel = z.output<typeof brandedChannelSchema>;

const channelListSchema = z.object({ items: z.array(brandedChannelSchema).default([]) });

const choiceListSchema = z.object({
  items: z
    .array(z.object({ id: z.string(), snippet: z.object({ name: z.string().optional() }).passthrough().optional() }))
    .default([]),
});

export function parseChannelList(body: unknown): BrandedChannel | undefined {
  return parseAnswer(channelListSchema, body, 'a list of channels').items[0];
}

export function parseUpdatedChannel(body: unknown): BrandedChannel {
  return parseAnswer(brandedChannelSchema, body, 'the updated channel');
}

/** i18nRegions.list or i18nLanguages.list as code and name, sorted by name; an entry without a name shows its code. */
export function parseChoices(body: unknown, what: string): Array<{ code: string; name: string }> {
  return parseAnswer(choiceListSchema, body, what)
    .items.map((item) => ({ code: item.id, name: item.snippet?.name ?? item.id }))
    .sort((a, b) => a.name.localeCompare(b.name, 'en'));
}
