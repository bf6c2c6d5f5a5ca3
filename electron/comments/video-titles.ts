// Titles of the channel's videos, for the filter and for naming the video under each comment. Looked up once per
// video (videos.list takes 50 ids for 1 unit) and kept for the session; a failed look-up leaves the id shown instead
// of failing the comment list.
import { z } from 'zod';
import type { VideoChoice } from '../../shared/ipc/comments';
import type { DataApiClient } from '../platform/data-api-client';

const videoListSchema = z.object({
  items: z
    .array(z.object({ id: z.string(), snippet: z.object({ title: z.string().optional() }).optional() }))
    .default([]),
});
const playlistItemListSchema = z.object({
  items: z
    .array(
      z.object({
        snippet: z
          .object({ title: z.string().optional(), resourceId: z.object({ videoId: z.string().optional() }).optional() })
          .optional(),
        contentDetails: z.object({ videoId: z.string().optional() }).optional(),
      }),
    )
    .default([]),
});

export class VideoTitles {
  private readonly titles = new Map<string, string>();

  constructor(private readonly api: () => DataApiClient) {}

  title(videoId: string): string | undefined {
    return this.titles.get(videoId);
  }

  /** Looks up the titles not known yet; failures are left for the next page to retry. */
  async resolve(videoIds: Iterable<string>): Promise<void> {
    const missing = [...new Set(videoIds)].filter((id) => !this.titles.has(id));
    for (let start = 0; start < missing.length; start += 50) {
      const ids = missing.slice(start, start + 50);
      try {
        const body = await this.api().request<unknown>({
          path: '/videos',
          params: { part: 'snippet', id: ids.join(',') },
        });
        const parsed = videoListSchema.safeParse(body);
        if (!parsed.success) return;
        for (const video of parsed.data.items) {
          if (video.snippet?.title !== undefined) this.titles.set(video.id, video.snippet.title);
        }
      } catch {
        return;
      }
    }
  }

  /** The channel's latest 50 uploads, from its uploads playlist. */
  async uploads(uploadsPlaylistId: string): Promise<VideoChoice[]> {
    const body = await this.api().request<unknown>({
      path: '/playlistItems',
      params: { part: 'snippet,contentDetails', playlistId: uploadsPlaylistId, maxResults: 50 },
    });
    const parsed = playlistItemListSchema.safeParse(body);
    if (!parsed.success) return [];
    const choices: VideoChoice[] = [];
    for (const item of parsed.data.items) {
      const id = item.contentDetails?.videoId ?? item.snippet?.resourceId?.videoId;
      if (!id || choices.some((choice) => choice.id === id)) continue;
      const title = item.snippet?.title ?? id;
      this.titles.set(id, title);
      choices.push({ id, title });
    }
    return choices;
  }
}
