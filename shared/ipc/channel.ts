// Calls and events of the Channel screen's Branding tab: the channel's description, keywords, country and default
// language (channels.update of brandingSettings), and its banner, which the platform takes in two steps: the image
// goes to channelBanners.insert, which answers a URL, then channels.update sets that URL on the channel.
import { z } from 'zod';
import { uploadSourceSchema } from '../uploads/upload-source';
import { call, type CallMap, type EventMap } from './define';

/** An ISO 3166 region code as i18nRegions.list gives it (US, DE…). */
export const regionCodeSchema = z.string().regex(/^[A-Z]{2}$/);
/** A BCP-47 language code as i18nLanguages.list gives it (en, pt-BR, zh-Hant…). */
export const languageCodeSchema = z
  .string()
  .max(35)
  .regex(/^[A-Za-z]{2,3}(?:-[A-Za-z0-9]{1,8})*$/);
/** A banner URL the platform answered: https, or a local emulator on 127.0.0.1. */
export const bannerUrlSchema = z
  .string()
  .max(2_000)
  .regex(/^(?:https:\/\/|http:\/\/127\.0\.0\.1(?::\d{1,5})?\/)[^\s]*$/, {
    message: 'A banner URL is https, or http on 127.0.0.1.',
  });

/**
 * Only what the user changed; a property left out keeps the channel's value. null clears the country or language.
 * Bounds here are generous; the platform's own rules (1000 characters, no < or >, 500 characters of keywords) are
 * checked with sentences that say what to fix.
 */
export const brandingEditsSchema = z.strictObject({
  description: z.string().max(5_000).optional(),
  keywords: z.array(z.string().max(500)).max(500).optional(),
  country: regionCodeSchema.nullable().optional(),
  defaultLanguage: languageCodeSchema.nullable().optional(),
});
export type BrandingEdits = z.output<typeof brandingEditsSchema>;

export interface BannerView {
  readonly url: string;
  readonly width?: number;
  readonly height?: number;
}

export interface BrandingView {
  readonly channelId: string;
  readonly title: string;
  readonly description: string;
  readonly keywords: readonly string[];
  readonly country?: string;
  readonly defaultLanguage?: string;
  /** The banner the channel shows now (brandingSettings.image.bannerExternalUrl). */
  readonly bannerUrl?: string;
  /** A banner uploaded (step 1 done) but not yet set on the channel (step 2 failed or not yet run). */
  readonly pendingBanner?: BannerView;
}

export interface BrandingChoice {
  readonly code: string;
  readonly name: string;
}

export interface BrandingOptions {
  /** i18nRegions.list, by name. */
  readonly regions: readonly BrandingChoice[];
  /** i18nLanguages.list, by name. */
  readonly languages: readonly BrandingChoice[];
}

export interface BannerUploadResult extends BannerView {
  readonly width: number;
  readonly height: number;
  /** The platform's advice the image did not follow (16:9 at 2560 × 1440); it was sent anyway. */
  readonly advice: readonly string[];
}

export const bannerUploadInputSchema = z.strictObject({ source: uploadSourceSchema });
export const bannerApplyInputSchema = z.strictObject({ url: bannerUrlSchema });

export const channelCalls = {
  /** channels.list (mine) of brandingSettings and snippet: 1 quota unit. */
  'channel.branding.get': call<z.ZodUndefined, BrandingView>(z.undefined()),
  /** The regions and languages the platform offers (i18nRegions.list + i18nLanguages.list, 1 unit each, kept). */
  'channel.branding.options': call<z.ZodUndefined, BrandingOptions>(z.undefined()),
  /** Reads brandingSettings, lays the changes over it and sends it whole with channels.update (50 units). */
  'channel.branding.save': call<typeof brandingEditsSchema, BrandingView>(brandingEditsSchema),
  /** Step 1 of a banner: checks the image and sends it with channelBanners.insert (50 units); answers its URL. */
  'channel.banner.upload': call<typeof bannerUploadInputSchema, BannerUploadResult>(bannerUploadInputSchema),
  /** Step 2: sets an uploaded banner's URL on the channel with channels.update (50 units), keeping the rest. */
  'channel.banner.apply': call<typeof bannerApplyInputSchema, BrandingView>(bannerApplyInputSchema),
} satisfies CallMap;

export const channelEvents = {
  /** Bytes of a banner upload handed to the network so far. */
  'channel.banner.progress': z.strictObject({
    sent: z.number().int().min(0),
    total: z.number().int().min(0),
  }),
} satisfies EventMap;
