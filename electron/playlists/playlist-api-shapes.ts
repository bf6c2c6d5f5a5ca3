// What the Data API answers for playlists and playlist items, read with zod so that a server answering garbage
// gives a clear 'bad-response' error rather than a broken screen, and turned into the contract's views.
import { z } from 'zod';
import {
  PLAYLIST_PRIVACIES,
  type ChannelVideo,
  type PlaylistItemView,
  type PlaylistSummary,
} from '../../shared/ipc/playlists';
import { DeskError } from '../ipc/desk-error';
import { say } from '../language/say';
import { PLAYLIST_REFUSALS } from './playlists-messages';

const thumbnailsSchema = z.record(z.string(), z.object({ url: z.string().optional() }).loose()).optional();
const privacySchema = z.enum(PLAYLIST_PRIVACIES).optional().catch(undefined);

export const playlistSchema = z
  .object({
    id: z.string(),
    snippet: z
      .object({
        title: z.string().optional(),
        description: z.string().optional(),
        publishedAt: z.string().optional(),
        thumbnails: thumbnailsSchema,
      })
      .loose()
      .optional(),
    status: z.object({ privacyStatus: privacySchema }).loose().optional(),
    contentDetails: z.object({ itemCount: z.number().optional() }).loose().optional(),
  })
  .loose();

export const playlistItemSchema = z
  .object({
    id: z.string(),
    snippet: z
      .object({
        title: z.string().optional(),
        position: z.number().optional(),
        thumbnails: thumbnailsSchema,
        publishedAt: z.string().optional(),
        videoOwnerChannelId: z.string().optional(),
        resourceId: z.object({ videoId: z.string().optional() }).loose().optional(),
      })
      .loose()
      .optional(),
    contentDetails: z
      .object({ videoId: z.string().optional(), videoPublishedAt: z.string().optional() })
      .loose()
      .optional(),
    status: z.object({ privacyStatus: privacySchema }).loose().optional(),
  })
  .loose();

export function pageSchema<T extends z.ZodType>(item: T) {
  return z.object({ nextPageToken: z.string().optional(), items: z.array(item).optional() }).loose();
}

type PlaylistResource = z.infer<typeof playlistSchema>;
type PlaylistItemResource = z.infer<typeof playlistItemSchema>;

/** Parses an answer of the platform, or throws the error that says it made no sense. */
export function parseAnswer<T extends z.ZodType>(schema: T, value: unknown, what: string): z.infer<T> {
  const parsed = schema.safeParse(value);
  if (!parsed.success) {
    throw new DeskError('bad-response', say(PLAYLIST_REFUSALS.unreadableAnswer), {
      what,
      issues: parsed.error.issues.slice(0, 5).map((issue) => `${issue.path.join('.')}: ${issue.message}`),
    });
  }
  return parsed.data;
}

function bestThumbnail(thumbnails: Record<string, { url?: string | undefined }> | undefined): string | undefined {
  return thumbnails?.medium?.url ?? thumbnails?.default?.url ?? thumbnails?.high?.url;
}

export function toPlaylistSummary(resource: PlaylistResource): PlaylistSummary {
  const thumbnailUrl = bestThumbnail(resource.snippet?.thumbnails);
  return {
    id: resource.id,
    title: resource.snippet?.title ?? resource.id,
    description: resource.snippet?.description ?? '',
    privacy: resource.status?.privacyStatus ?? 'public',
    itemCount: resource.contentDetails?.itemCount ?? 0,
    ...(thumbnailUrl ? { thumbnailUrl } : {}),
    ...(resource.snippet?.publishedAt ? { publishedAt: resource.snippet.publishedAt } : {}),
  };
}

export function toItemView(resource: PlaylistItemResource, fallbackPosition: number): PlaylistItemView {
  const snippet = resource.snippet;
  const videoId = resource.contentDetails?.videoId ?? snippet?.resourceId?.videoId ?? '';
  const thumbnailUrl = bestThumbnail(snippet?.thumbnails);
  const privacy = resource.status?.privacyStatus;
  return {
    id: resource.id,
    videoId,
    position: snippet?.position ?? fallbackPosition,
    title: snippet?.title ?? videoId,
    ...(thumbnailUrl ? { thumbnailUrl } : {}),
    ...(privacy ? { privacy } : {}),
    // The platform names no owner for a video it will not show (deleted, or private on another channel).
    unavailable: snippet !== undefined && snippet.videoOwnerChannelId === undefined,
  };
}

export function toChannelVideo(resource: PlaylistItemResource): ChannelVideo {
  const item = toItemView(resource, 0);
  const publishedAt = resource.contentDetails?.videoPublishedAt ?? resource.snippet?.publishedAt;
  return {
    videoId: item.videoId,
    title: item.title,
    ...(item.thumbnailUrl ? { thumbnailUrl: item.thumbnailUrl } : {}),
    ...(item.privacy ? { privacy: item.privacy } : {}),
    ...(publishedAt ? { publishedAt } : {}),
  };
}
