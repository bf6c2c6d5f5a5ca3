// The channel's videos over the Data API: its uploads playlist read a page at a time (the platform's page tokens
// passed through), each page's videos fetched in one videos.list call and their figures through videos.batchGetStats
// when it is given and available (video-figures.ts), one video read, edited or deleted.
import type { FigureSource, LibraryPage, LibraryVideo } from '../../shared/library/library-video';
import type { BulkWrite } from '../../shared/bulk/bulk-preview';
import { DeskError } from '../ipc/desk-error';
import type { DataApiRequest } from '../platform/data-api-client';
import { mergeEdits } from './merge-edits';
import type { VideoFigures } from './video-figures';
import { readVideoTrainability } from './video-trainability';
import type { VideoTrainability } from '../../shared/library/video-trainability';
import {
  parseAnswer,
  playlistItemListSchema,
  toLibraryVideo,
  videoListSchema,
  updatedVideoSchema,
  type VideoResource,
} from './video-resources';
import { say } from '../language/say';
import { LIBRARY_REFUSALS } from './library-messages';

/** What the service needs of the Data API client (DataApiClient has it; tests hand in a fake). */
export interface DataApi {
  request<T>(request: DataApiRequest): Promise<T>;
}

export interface LibraryServiceDeps {
  readonly dataApi: () => DataApi;
  /** The signed-in channel's uploads playlist (channel.contentDetails.relatedPlaylists.uploads). */
  readonly uploadsPlaylistId: () => Promise<string>;
  /** The pages' figures through videos.batchGetStats; without it they come with videos.list's statistics part. */
  readonly figures?: VideoFigures;
  /** Told of each video saved or deleted (the channel catalogue writes them through). */
  readonly written?: { readonly saved: (video: LibraryVideo) => void; readonly deleted: (id: string) => void };
}

/**
 * The parts of the channel's own videos the Library reads. paidProductPlacementDetails (discovery revision
 * 20260924) is answered to the video's owner only, which the Library's videos are; one videos.list costs 1 unit
 * whatever its parts.
 */
export const VIDEO_PARTS = 'snippet,status,statistics,contentDetails,localizations,paidProductPlacementDetails';
/** The parts read when the figures come from videos.batchGetStats. */
const DETAIL_PARTS = 'snippet,status,contentDetails,localizations,paidProductPlacementDetails';
/** videos.list takes at most 50 ids at once. */
export const MAX_IDS_PER_CALL = 50;
export const DEFAULT_PAGE_SIZE = 50;

/** Services are made by their factory, as every feature's are; the class is how this one keeps its dependencies. */
export function createLibraryService(deps: LibraryServiceDeps): LibraryService {
  return new LibraryService(deps);
}

export class LibraryService {
  constructor(private readonly deps: LibraryServiceDeps) {}

  async list(options: { pageToken?: string; pageSize?: number } = {}): Promise<LibraryPage> {
    const playlistId = await this.deps.uploadsPlaylistId();
    const page = parseAnswer(
      playlistItemListSchema,
      await this.deps.dataApi().request<unknown>({
        path: '/playlistItems',
        params: {
          part: 'contentDetails',
          playlistId,
          maxResults: Math.min(options.pageSize ?? DEFAULT_PAGE_SIZE, MAX_IDS_PER_CALL),
          pageToken: options.pageToken,
        },
      }),
      'a list of playlist items',
    );
    const ids = page.items.map((item) => item.contentDetails.videoId);
    const { videos, figures } = await this.withFigures(ids);
    return {
      // In the playlist's order (newest first); an item whose video is gone (deleted, or not visible) is left out.
      videos: ids.flatMap((id) => videos.get(id) ?? []).map(toLibraryVideo),
      ...(figures ? { figures } : {}),
      ...(page.nextPageToken ? { nextPageToken: page.nextPageToken } : {}),
      totalResults: page.pageInfo?.totalResults ?? ids.length,
    };
  }

  async get(id: string): Promise<LibraryVideo> {
    return toLibraryVideo(await this.current(id));
  }

  /**
   * Lays the form's fields over the video as the platform has it now and sends the parts that changed. `edits` may
   * be a function of the video as just read (a bulk job checks it first, and throws to leave it alone): one read.
   */
  async update(id: string, edits: BulkWrite | ((current: LibraryVideo) => BulkWrite)): Promise<LibraryVideo> {
    const current = await this.current(id);
    const { parts, body } = mergeEdits(current, typeof edits === 'function' ? edits(toLibraryVideo(current)) : edits);
    if (parts.length === 0) return toLibraryVideo(current);
    const answer = parseAnswer(
      updatedVideoSchema,
      await this.deps.dataApi().request<unknown>({
        method: 'PUT',
        path: '/videos',
        params: { part: parts.join(',') },
        body,
      }),
      'the updated video',
    );
    // The answer holds only the parts sent; the statistics and duration read a moment ago still hold.
    const saved = toLibraryVideo({
      ...current,
      ...(answer.snippet
        ? {
            snippet: {
              publishedAt: current.snippet.publishedAt,
              thumbnails: current.snippet.thumbnails,
              ...answer.snippet,
            },
          }
        : {}),
      ...(answer.status ? { status: answer.status } : {}),
      ...(parts.includes('localizations') ? { localizations: answer.localizations } : {}),
    });
    this.deps.written?.saved(saved);
    return saved;
  }

  /** Who may train AI models on the video, as the platform answers it now (no quota). */
  trainability(id: string): Promise<VideoTrainability> {
    return readVideoTrainability(this.deps.dataApi(), id);
  }

  async delete(id: string): Promise<{ id: string }> {
    await this.deps.dataApi().request<unknown>({ method: 'DELETE', path: '/videos', params: { id } });
    this.deps.written?.deleted(id);
    return { id };
  }

  private async current(id: string): Promise<VideoResource> {
    const found = await this.videosById([id]);
    const video = found.get(id);
    if (!video) {
      throw new DeskError('not-found', say(LIBRARY_REFUSALS.videoGone), { id });
    }
    return video;
  }

  /** The videos' details, their figures asked of videos.batchGetStats first when the service has it. */
  private async withFigures(
    ids: readonly string[],
  ): Promise<{ videos: Map<string, VideoResource>; figures?: FigureSource }> {
    if (!this.deps.figures || ids.length === 0) return { videos: await this.videosById(ids) };
    const answer = await this.deps.figures.of(ids);
    if (!('statistics' in answer)) return { videos: await this.videosById(ids), figures: answer.source };
    const videos = await this.videosById(ids, DETAIL_PARTS);
    for (const [id, video] of videos) {
      const statistics = answer.statistics.get(id);
      videos.set(id, statistics ? { ...video, statistics } : video);
    }
    return { videos, figures: answer.source };
  }

  private async videosById(ids: readonly string[], part = VIDEO_PARTS): Promise<Map<string, VideoResource>> {
    const found = new Map<string, VideoResource>();
    for (let start = 0; start < ids.length; start += MAX_IDS_PER_CALL) {
      const batch = ids.slice(start, start + MAX_IDS_PER_CALL);
      const answer = parseAnswer(
        videoListSchema,
        await this.deps.dataApi().request<unknown>({
          path: '/videos',
          params: { part, id: batch.join(','), maxResults: MAX_IDS_PER_CALL },
        }),
        'a list of videos',
      );
      for (const video of answer.items) found.set(video.id, video);
    }
    return found;
  }
}
