// What the Data API answers for activities, subscriptions and the videos and playlists they name, read with zod so
// a server answering garbage gives a clear 'bad-response' error rather than a broken screen.
import { z } from 'zod';

const thumbnailsSchema = z.record(z.string(), z.object({ url: z.string().optional() }).loose()).optional();
const resourceIdSchema = z
  .object({ kind: z.string().optional(), videoId: z.string().optional(), channelId: z.string().optional() })
  .loose()
  .optional();

export const activitySchema = z
  .object({
    id: z.string(),
    snippet: z
      .object({
        type: z.string().optional(),
        publishedAt: z.string().optional(),
        title: z.string().optional(),
        thumbnails: thumbnailsSchema,
      })
      .loose()
      .optional(),
    contentDetails: z
      .object({
        upload: z.object({ videoId: z.string().optional() }).loose().optional(),
        like: z.object({ resourceId: resourceIdSchema }).loose().optional(),
        favorite: z.object({ resourceId: resourceIdSchema }).loose().optional(),
        comment: z.object({ resourceId: resourceIdSchema }).loose().optional(),
        recommendation: z.object({ resourceId: resourceIdSchema }).loose().optional(),
        social: z.object({ resourceId: resourceIdSchema }).loose().optional(),
        channelItem: z.object({ resourceId: resourceIdSchema }).loose().optional(),
        subscription: z.object({ resourceId: resourceIdSchema }).loose().optional(),
        playlistItem: z.object({ resourceId: resourceIdSchema, playlistId: z.string().optional() }).loose().optional(),
      })
      .loose()
      .optional(),
  })
  .loose();

export const subscriptionSchema = z
  .object({
    id: z.string(),
    snippet: z
      .object({
        publishedAt: z.string().optional(),
        title: z.string().optional(),
        description: z.string().optional(),
        thumbnails: thumbnailsSchema,
        resourceId: resourceIdSchema,
      })
      .loose()
      .optional(),
    subscriberSnippet: z
      .object({
        title: z.string().optional(),
        channelId: z.string().optional(),
        thumbnails: thumbnailsSchema,
      })
      .loose()
      .optional(),
  })
  .loose();

export const ownedSchema = z
  .object({
    id: z.string(),
    snippet: z.object({ title: z.string().optional(), channelId: z.string().optional() }).loose().optional(),
  })
  .loose();

export function listSchema<T extends z.ZodType>(item: T) {
  return z
    .object({
      nextPageToken: z.string().optional(),
      pageInfo: z.object({ totalResults: z.number().optional() }).loose().optional(),
      items: z.array(item).optional(),
    })
    .loose();
}

export type ActivityResource = z.infer<typeof activitySchema>;
export type SubscriptionResource = z.infer<typeof subscriptionSchema>;

export function bestThumbnail(
  thumbnails: Record<string, { url?: string | undefined }> | undefined,
): string | undefined {
  return thumbnails?.medium?.url ?? thumbnails?.default?.url ?? thumbnails?.high?.url;
}
