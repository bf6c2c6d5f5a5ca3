// What the catalog's routes share: the Data API (video store, quota, clock) and the catalog store, with the
// lookups that span both: a channel's public profile, whether a user channel or a viewer channel of the catalog.
import type { DataApi } from '../api-call';
import { thumbnails } from '../projections';
import type { CatalogStore } from './catalog-store';

export interface CatalogApi extends DataApi {
  readonly catalog: CatalogStore;
}

interface ChannelProfile {
  readonly id: string;
  readonly title: string;
  readonly description: string;
  readonly thumbnails: Record<string, { url: string; width: number; height: number }>;
}

export const VIEWER_IMAGE_PATH = '/_emulator/v1/images/viewer';

export function channelProfile(api: CatalogApi, id: string): ChannelProfile | undefined {
  const baseUrl = api.ctx.baseUrl();
  const channel = api.store.channel(id);
  if (channel) {
    return {
      id,
      title: channel.title,
      description: channel.description,
      thumbnails: thumbnails(baseUrl, 'channel', id),
    };
  }
  const viewer = api.catalog.viewer(id);
  if (!viewer) return undefined;
  const url = (size: string) => `${baseUrl}${VIEWER_IMAGE_PATH}/${encodeURIComponent(id)}/${size}.svg`;
  return {
    id,
    title: viewer.title,
    description: viewer.description,
    thumbnails: {
      default: { url: url('default'), width: 88, height: 88 },
      medium: { url: url('medium'), width: 240, height: 240 },
      high: { url: url('high'), width: 800, height: 800 },
    },
  };
}

export function nowIso(api: CatalogApi): string {
  return new Date(api.ctx.now()).toISOString();
}
