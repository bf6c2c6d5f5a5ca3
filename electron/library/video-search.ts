// Search within the channel's own videos: one search.list with forMine (one of the project's 100 searches a day a
// page, which is why the screen asks only when the creator submits), then one videos.list for the page's ids (1 unit), because a search result
// carries only a snippet and the Library shows privacy, length and figures. Results keep the platform's order.
import { z } from 'zod';
import type { SearchOrder } from '../../shared/ipc/library';
import type { LibraryPage } from '../../shared/library/library-video';
import type { DataApi } from './library-service';
import { MAX_IDS_PER_CALL, VIDEO_PARTS } from './library-service';
import { parseAnswer, toLibraryVideo, videoListSchema } from './video-resources';

export interface VideoSearchQuery {
  readonly q: string;
  readonly order?: SearchOrder;
  readonly pageToken?: string;
  readonly pageSize?: number;
}

/** search.list pages hold at most 50 results, as videos.list takes at most 50 ids: one call of each per page. */
export const MAX_SEARCH_PAGE = MAX_IDS_PER_CALL;
export const DEFAULT_SEARCH_PAGE = 25;

const searchListSchema = z.object({
  items: z.array(z.object({ id: z.object({ kind: z.string(), videoId: z.string().optional() }) })).default([]),
  nextPageToken: z.string().optional(),
  pageInfo: z.object({ totalResults: z.number().optional() }).optional(),
});

export class VideoSearch {
  constructor(private readonly deps: { readonly dataApi: () => DataApi }) {}

  async search(query: VideoSearchQuery): Promise<LibraryPage> {
    const found = parseAnswer(
      searchListSchema,
      await this.deps.dataApi().request<unknown>({
        path: '/search',
        params: {
          part: 'snippet',
          forMine: true,
          type: 'video',
          q: query.q,
          order: query.order ?? 'relevance',
          maxResults: Math.min(query.pageSize ?? DEFAULT_SEARCH_PAGE, MAX_SEARCH_PAGE),
          pageToken: query.pageToken,
        },
      }),
      'a list of search results',
    );
    const ids = [
      ...new Set(found.items.flatMap((item) => (item.id.kind === 'youtube#video' && item.id.videoId) || [])),
    ];
    const page = {
      ...(found.nextPageToken ? { nextPageToken: found.nextPageToken } : {}),
      totalResults: found.pageInfo?.totalResults ?? ids.length,
    };
    // An empty page costs nothing more.
    if (ids.length === 0) return { videos: [], ...page };
    const answer = parseAnswer(
      videoListSchema,
      await this.deps.dataApi().request<unknown>({
        path: '/videos',
        params: { part: VIDEO_PARTS, id: ids.join(','), maxResults: MAX_IDS_PER_CALL },
      }),
      'a list of videos',
    );
    const videos = new Map(answer.items.map((video) => [video.id, video]));
    // A result whose video is gone meanwhile (deleted, or no longer this channel's) is left out.
    return { videos: ids.flatMap((id) => videos.get(id) ?? []).map(toLibraryVideo), ...page };
  }
}
