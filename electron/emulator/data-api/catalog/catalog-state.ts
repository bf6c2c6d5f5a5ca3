// The persisted state of the rest of the platform's catalog: caption tracks, channel sections, subscriptions,
// banners, channel memberships and abuse reports, plus viewer channels (the demo's audience) that own no videos.
// Kept apart from the video store (youtube-state.json), which it refers to by channel, video and playlist id.
import { z } from 'zod';

const captionSchema = z.object({
  id: z.string(),
  videoId: z.string(),
  language: z.string(),
  name: z.string(),
  isDraft: z.boolean(),
  trackKind: z.enum(['standard', 'ASR', 'forced']),
  audioTrackType: z.enum(['unknown', 'primary', 'commentary', 'descriptive']),
  isCC: z.boolean(),
  isLarge: z.boolean(),
  isEasyReader: z.boolean(),
  lastUpdated: z.string(),
  status: z.enum(['serving', 'syncing', 'failed']),
  failureReason: z.enum(['unknownFormat', 'unsupportedFormat', 'processingFailed']).optional(),
  /** The file as uploaded (caption files are text), returned as is by a download without tfmt. */
  file: z.string(),
});

const sectionSchema = z.object({
  id: z.string(),
  channelId: z.string(),
  type: z.string(),
  title: z.string().optional(),
  style: z.string().optional(),
  defaultLanguage: z.string().optional(),
  playlists: z.array(z.string()).optional(),
  channels: z.array(z.string()).optional(),
  localizations: z.record(z.string(), z.object({ title: z.string() })).optional(),
  targeting: z
    .object({
      countries: z.array(z.string()).optional(),
      languages: z.array(z.string()).optional(),
      regions: z.array(z.string()).optional(),
    })
    .optional(),
});

const subscriptionSchema = z.object({
  id: z.string(),
  subscriberId: z.string(),
  channelId: z.string(),
  publishedAt: z.string(),
  activityType: z.enum(['all', 'uploads']),
});

const viewerSchema = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string(),
  color: z.string(),
});

const bannerSchema = z.object({
  id: z.string(),
  channelId: z.string(),
  /** Where the uploaded image is kept; absent for the demo's drawn banner. */
  path: z.string().optional(),
  mimeType: z.string(),
  width: z.number(),
  height: z.number(),
  createdAt: z.string(),
});

const membershipsSchema = z.object({
  channelId: z.string(),
  levels: z.array(z.object({ id: z.string(), displayName: z.string() })),
  members: z.array(z.object({ channelId: z.string(), levelId: z.string(), since: z.string(), levelSince: z.string() })),
});

const abuseReportSchema = z.object({
  videoId: z.string(),
  reporterChannelId: z.string(),
  reasonId: z.string(),
  secondaryReasonId: z.string().optional(),
  comments: z.string().optional(),
  language: z.string().optional(),
  at: z.string(),
});

export const catalogStateSchema = z.object({
  version: z.literal(1),
  captions: z.array(captionSchema),
  /** In position order per channel. */
  sections: z.array(sectionSchema),
  subscriptions: z.array(subscriptionSchema),
  viewers: z.array(viewerSchema),
  banners: z.array(bannerSchema),
  memberships: z.array(membershipsSchema),
  abuseReports: z.array(abuseReportSchema),
});

export type CatalogState = z.infer<typeof catalogStateSchema>;
export type CaptionRecord = z.infer<typeof captionSchema>;
export type SectionRecord = z.infer<typeof sectionSchema>;
export type SubscriptionRecord = z.infer<typeof subscriptionSchema>;
export type ViewerRecord = z.infer<typeof viewerSchema>;
export type BannerRecord = z.infer<typeof bannerSchema>;
export type MembershipsRecord = z.infer<typeof membershipsSchema>;
export type AbuseReportRecord = z.infer<typeof abuseReportSchema>;
