// What a creator sets in the studio and the Data API only reads (revision 20260924), set by tests through the
// control: per video, paid promotion (paidProductPlacementDetails) and who may train AI models on it
// (videoTrainability.get); per channel, monetization (status.isChannelMonetizationEnabled) and
// status.longUploadsStatus, so that every status the platform reports can be reached.
import { z } from 'zod';
import type { YoutubeState } from '../data-api/youtube-state';

/** "all", "none" or a list of parties (the guide's words); parties are company names, kept short. */
const permittedSchema = z.union([
  z.tuple([z.enum(['all', 'none'])]),
  z
    .array(
      z
        .string()
        .min(1)
        .max(200)
        .refine((party) => party !== 'all' && party !== 'none', 'all and none stand alone'),
    )
    .min(1)
    .max(100),
]);

export const videoStudioSettingsSchema = z
  .strictObject({
    hasPaidProductPlacement: z.boolean().optional(),
    trainability: permittedSchema.optional(),
  })
  .refine((settings) => Object.keys(settings).length > 0, 'name at least one setting');

export const channelStudioSettingsSchema = z
  .strictObject({
    isChannelMonetizationEnabled: z.boolean().optional(),
    longUploadsStatus: z.enum(['allowed', 'eligible', 'disallowed']).optional(),
  })
  .refine((settings) => Object.keys(settings).length > 0, 'name at least one setting');

/** Applies the settings to the video; false when there is no such video. */
export function applyVideoStudioSettings(
  state: YoutubeState,
  videoId: string,
  settings: z.output<typeof videoStudioSettingsSchema>,
): boolean {
  const video = state.videos.find((candidate) => candidate.id === videoId);
  if (!video) return false;
  if (settings.hasPaidProductPlacement !== undefined) video.hasPaidProductPlacement = settings.hasPaidProductPlacement;
  if (settings.trainability !== undefined) video.trainability = [...settings.trainability];
  return true;
}

/** Applies the settings to the channel; false when there is no such channel. */
export function applyChannelStudioSettings(
  state: YoutubeState,
  channelId: string,
  settings: z.output<typeof channelStudioSettingsSchema>,
): boolean {
  const channel = state.channels.find((candidate) => candidate.id === channelId);
  if (!channel) return false;
  if (settings.isChannelMonetizationEnabled !== undefined)
    channel.monetizationEnabled = settings.isChannelMonetizationEnabled;
  if (settings.longUploadsStatus !== undefined) channel.longUploadsStatus = settings.longUploadsStatus;
  return true;
}
