// The categories a video can be given, from videoCategories.list. Only assignable ones are offered (the others are
// refused at upload). They rarely change, so each region and language is fetched once per endpoint and kept.
import type { VideoCategory } from '../../shared/ipc/uploads';
import type { DataApiClient } from '../platform/data-api-client';

interface CategoryListResponse {
  items?: Array<{ id?: unknown; snippet?: { title?: unknown; assignable?: unknown } }>;
}

const CACHE_LIFETIME_MS = 6 * 60 * 60 * 1000;

export class VideoCategories {
  private readonly cache = new Map<string, { at: number; categories: Promise<readonly VideoCategory[]> }>();

  constructor(
    private readonly api: () => Promise<DataApiClient>,
    private readonly cacheKeyPrefix: () => string,
    private readonly now: () => number = Date.now,
  ) {}

  list(query: { regionCode?: string; hl?: string }): Promise<readonly VideoCategory[]> {
    const regionCode = query.regionCode ?? 'US';
    const key = `${this.cacheKeyPrefix()}|${regionCode}|${query.hl ?? ''}`;
    const cached = this.cache.get(key);
    if (cached && this.now() - cached.at < CACHE_LIFETIME_MS) return cached.categories;
    const categories = this.fetch(regionCode, query.hl);
    this.cache.set(key, { at: this.now(), categories });
    // A failure must not be remembered: the next call asks again.
    categories.catch(() => this.cache.delete(key));
    return categories;
  }

  private async fetch(regionCode: string, hl: string | undefined): Promise<readonly VideoCategory[]> {
    const api = await this.api();
    const response = await api.request<CategoryListResponse>({
      path: '/videoCategories',
      params: { part: 'snippet', regionCode, hl },
    });
    return (response.items ?? []).flatMap((item) =>
      typeof item.id === 'string' && item.snippet?.assignable === true && typeof item.snippet.title === 'string'
        ? [{ id: item.id, title: item.snippet.title }]
        : [],
    );
  }
}
