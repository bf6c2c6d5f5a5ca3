// A channel's uploads as the platform answers them, small and in memory: the uploads playlist's pages (snippet,
// contentDetails and status of each item, the list's etag and count) and videos.list by id (each video with its etag),
// with every call counted as the quota ledger would. Tests change it between syncs.
import { createHash } from 'node:crypto';
import type { DataApiRequest } from '../../../../electron/platform/data-api-client';

export interface FakeVideo {
  readonly id: string;
  title: string;
  description: string;
  tags: string[];
  privacy: 'public' | 'unlisted' | 'private';
  publishedAt: string;
  altered?: boolean;
  captions: boolean;
  views: number;
}

const etag = (value: unknown) => createHash('sha1').update(JSON.stringify(value)).digest('base64url');

export class FakeUploads {
  /** Newest first, as the uploads playlist lists them. */
  order: string[] = [];
  readonly videos = new Map<string, FakeVideo>();
  units = 0;

  add(video: FakeVideo, atTop = true): void {
    this.videos.set(video.id, video);
    if (atTop) this.order.unshift(video.id);
    else this.order.push(video.id);
  }

  remove(id: string): void {
    this.videos.delete(id);
    this.order = this.order.filter((candidate) => candidate !== id);
  }

  request<T>(request: DataApiRequest): Promise<T> {
    this.units += 1;
    const params = request.params ?? {};
    if (request.path === '/playlistItems') {
      const offset = Number(params.pageToken ?? 0);
      const size = Number(params.maxResults ?? 5);
      const items = this.order.slice(offset, offset + size).map((id) => {
        const video = this.videos.get(id)!;
        return {
          snippet: { title: video.title, description: video.description },
          contentDetails: { videoId: id, videoPublishedAt: video.publishedAt },
          status: { privacyStatus: video.privacy },
        };
      });
      const body = {
        ...(offset + size < this.order.length ? { nextPageToken: String(offset + size) } : {}),
        pageInfo: { totalResults: this.order.length, resultsPerPage: size },
        items,
      };
      return Promise.resolve({ etag: etag(body), ...body } as T);
    }
    if (request.path === '/videos') {
      const ids = String(params.id ?? '').split(',');
      const items = ids.flatMap((id) => {
        const video = this.videos.get(id);
        if (!video) return [];
        const body = {
          id,
          snippet: {
            publishedAt: video.publishedAt,
            title: video.title,
            description: video.description,
            tags: video.tags,
            categoryId: '22',
          },
          status: {
            privacyStatus: video.privacy,
            ...(video.altered === undefined ? {} : { containsSyntheticMedia: video.altered }),
          },
          statistics: { viewCount: String(video.views), likeCount: '0', commentCount: '0' },
          contentDetails: { duration: 'PT1M', caption: video.captions ? 'true' : 'false' },
        };
        return [{ etag: etag(body), ...body }];
      });
      return Promise.resolve({ items } as T);
    }
    return Promise.reject(new Error(`not faked: ${request.path}`));
  }
}

export function fakeVideo(index: number, overrides: Partial<FakeVideo> = {}): FakeVideo {
  return {
    id: `v${String(index).padStart(10, '0')}`,
    title: `Video ${index}`,
    description: `About ${index}`,
    tags: [`tag${index % 5}`],
    privacy: 'public',
    publishedAt: new Date(Date.UTC(2020, 0, 1) + index * 3_600_000).toISOString(),
    captions: index % 3 === 0,
    views: index * 10,
    ...overrides,
  };
}
