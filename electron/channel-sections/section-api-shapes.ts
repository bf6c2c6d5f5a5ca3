// What the Data API answers for channel sections and for the playlists and channels they show, read with zod so a
// server answering garbage gives a clear 'bad-response' error rather than a broken screen.
import { z } from 'zod';

const thumbnailsSchema = z.record(z.string(), z.object({ url: z.string().optional() }).loose()).optional();

export const sectionSchema = z
  .object({
    id: z.string(),
    snippet: z
      .object({
        type: z.string().optional(),
        title: z.string().optional(),
        position: z.number().optional(),
        style: z.string().optional(),
        defaultLanguage: z.string().optional(),
      })
      .loose()
      .optional(),
    contentDetails: z
      .object({ playlists: z.array(z.string()).optional(), channels: z.array(z.string()).optional() })
      .loose()
      .optional(),
  })
  .loose();

export const sectionListSchema = z.object({ items: z.array(sectionSchema).optional() }).loose();

const titledSchema = z
  .object({
    id: z.string(),
    snippet: z.object({ title: z.string().optional(), thumbnails: thumbnailsSchema }).loose().optional(),
    contentDetails: z.object({ itemCount: z.number().optional() }).loose().optional(),
  })
  .loose();

export const titledListSchema = z.object({ items: z.array(titledSchema).optional() }).loose();

/** A subscription names the channel subscribed to in snippet.resourceId, with its title and pictures. */
const subscribedChannelSchema = z
  .object({
    snippet: z
      .object({
        title: z.string().optional(),
        thumbnails: thumbnailsSchema,
        resourceId: z.object({ channelId: z.string().optional() }).loose().optional(),
      })
      .loose()
      .optional(),
  })
  .loose();

export const subscribedChannelListSchema = z.object({ items: z.array(subscribedChannelSchema).optional() }).loose();

export type SectionResource = z.infer<typeof sectionSchema>;

export function bestThumbnail(
  thumbnails: Record<string, { url?: string | undefined }> | undefined,
): string | undefined {
  return thumbnails?.medium?.url ?? thumbnails?.default?.url ?? thumbnails?.high?.url;
}
