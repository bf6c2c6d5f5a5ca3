// The persisted state of the emulated video platform: channels, videos, playlists and playlist items. Records hold
// what the platform stores; the resource shapes clients see are made from them by the projections.
import { z } from 'zod';
import { processingOutcomeSchema } from './processing-outcome';

const mediaSchema = z.object({ size: z.number(), sha256: z.string(), path: z.string(), mimeType: z.string() });

const channelSchema = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string(),
  customUrl: z.string(),
  publishedAt: z.string(),
  country: z.string().optional(),
  uploadsPlaylistId: z.string(),
  subscriberCount: z.number(),
  color: z.string(),
  /** What channels.update sets in brandingSettings beyond the title, description and country above. */
  branding: z
    .object({
      keywords: z.string().optional(),
      defaultLanguage: z.string().optional(),
      unsubscribedTrailer: z.string().optional(),
      /** The channelBanners.insert image brandingSettings.image.bannerExternalUrl points at. */
      bannerId: z.string().optional(),
    })
    .optional(),
  /** The last invideoPromotion written; the Channel resource no longer shows it (see routes-channels.ts). */
  invideoPromotion: z.record(z.string(), z.unknown()).optional(),
  /** status.isChannelMonetizationEnabled (revision 20260924); set by the test control, absent: not monetized. */
  monetizationEnabled: z.boolean().optional(),
  /** status.longUploadsStatus as set by the test control; absent: from the channel's verification. */
  longUploadsStatus: z.enum(['allowed', 'eligible', 'disallowed']).optional(),
});

const videoSchema = z.object({
  id: z.string(),
  channelId: z.string(),
  publishedAt: z.string(),
  snippet: z.object({
    title: z.string(),
    description: z.string(),
    tags: z.array(z.string()).optional(),
    categoryId: z.string(),
    defaultLanguage: z.string().optional(),
    defaultAudioLanguage: z.string().optional(),
  }),
  status: z.object({
    privacyStatus: z.enum(['public', 'unlisted', 'private']),
    license: z.enum(['youtube', 'creativeCommon']),
    embeddable: z.boolean(),
    publicStatsViewable: z.boolean(),
    selfDeclaredMadeForKids: z.boolean().optional(),
    publishAt: z.string().optional(),
    /** The altered or synthetic content disclosure (revision 20260924; settable since 2024-10-30); absent: unset. */
    containsSyntheticMedia: z.boolean().optional(),
  }),
  /** paidProductPlacementDetails.hasPaidProductPlacement (revision 20260924): set in the studio, here by the control. */
  hasPaidProductPlacement: z.boolean().optional(),
  /** videoTrainability.get's `permitted` (revision 20260924): "all", "none" or parties; absent: ["none"]. */
  trainability: z.array(z.string()).optional(),
  recordingDetails: z.record(z.string(), z.unknown()).optional(),
  /** 2026-07-07: the linked brand partner, kept by channel id (a handle is resolved when linked). */
  brandPartner: z.object({ channelId: z.string() }).optional(),
  localizations: z
    .record(z.string(), z.object({ title: z.string().optional(), description: z.string().optional() }))
    .optional(),
  durationSec: z.number(),
  viewCount: z.number(),
  likeCount: z.number(),
  commentCount: z.number(),
  media: mediaSchema.optional(),
  /** When the upload finished; processing takes a few seconds after it. */
  uploadedAt: z.number().optional(),
  /** How processing ends, when the test control said (processing-outcome.ts); absent: processed. */
  processingOutcome: processingOutcomeSchema.optional(),
  /**
   * How many videos.update calls were accepted, for the test control (control/update-counts.ts); kept with the video
   * so the count survives a kill exactly as the write it counts does.
   */
  updates: z.number().int().min(0).optional(),
});

const playlistSchema = z.object({
  id: z.string(),
  channelId: z.string(),
  title: z.string(),
  description: z.string(),
  privacyStatus: z.enum(['public', 'unlisted', 'private']),
  publishedAt: z.string(),
  /** The channel's uploads playlist is managed by the platform, not the user. */
  uploads: z.boolean(),
  defaultLanguage: z.string().optional(),
  localizations: z
    .record(z.string(), z.object({ title: z.string().optional(), description: z.string().optional() }))
    .optional(),
});

const playlistItemSchema = z.object({
  id: z.string(),
  playlistId: z.string(),
  videoId: z.string(),
  publishedAt: z.string(),
  note: z.string().optional(),
});

export const youtubeStateSchema = z.object({
  version: z.literal(1),
  channels: z.array(channelSchema),
  videos: z.array(videoSchema),
  playlists: z.array(playlistSchema),
  /** Per playlist, in position order (index = snippet.position). */
  playlistItems: z.record(z.string(), z.array(playlistItemSchema)),
  /** Per rating channel, per video: its like or dislike (no entry means none). */
  ratings: z.record(z.string(), z.record(z.string(), z.enum(['like', 'dislike']))).default({}),
});

export type YoutubeState = z.infer<typeof youtubeStateSchema>;
export type ChannelRecord = z.infer<typeof channelSchema>;
export type VideoRecord = z.infer<typeof videoSchema>;
export type PlaylistRecord = z.infer<typeof playlistSchema>;
export type PlaylistItemRecord = z.infer<typeof playlistItemSchema>;
export type MediaRecord = z.infer<typeof mediaSchema>;
