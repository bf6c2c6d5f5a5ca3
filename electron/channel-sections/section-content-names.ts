// The names a section's content is shown with: playlist titles (playlists.list by id) and channel names
// (channels.list by id; a channel the platform lists only through subscriptions is named from the channel's own
// subscriptions). One call per 50 ids, each 1 quota unit, however many sections share them.
import type { SectionChannel, SectionPlaylist } from '../../shared/ipc/channel-sections';
import { parseAnswer } from '../playlists/playlist-api-shapes';
import type { DataApiClient } from '../platform/data-api-client';
import { bestThumbnail, subscribedChannelListSchema, titledListSchema } from './section-api-shapes';

const IDS_PER_CALL = 50;

export interface ContentNames {
  readonly playlists: ReadonlyMap<string, SectionPlaylist>;
  readonly channels: ReadonlyMap<string, SectionChannel>;
}

function chunks(ids: readonly string[]): string[][] {
  const out: string[][] = [];
  for (let start = 0; start < ids.length; start += IDS_PER_CALL) out.push(ids.slice(start, start + IDS_PER_CALL));
  return out;
}

async function playlistNames(api: DataApiClient, ids: readonly string[]): Promise<Map<string, SectionPlaylist>> {
  const found = new Map<string, SectionPlaylist>();
  for (const batch of chunks(ids)) {
    const answer = parseAnswer(
      titledListSchema,
      await api.request({ path: '/playlists', params: { part: 'snippet,contentDetails', id: batch.join(',') } }),
      "the sections' playlists",
    );
    for (const item of answer.items ?? []) {
      const thumbnailUrl = bestThumbnail(item.snippet?.thumbnails);
      found.set(item.id, {
        id: item.id,
        title: item.snippet?.title ?? item.id,
        available: true,
        ...(item.contentDetails?.itemCount !== undefined ? { itemCount: item.contentDetails.itemCount } : {}),
        ...(thumbnailUrl ? { thumbnailUrl } : {}),
      });
    }
  }
  return found;
}

async function channelNames(api: DataApiClient, ids: readonly string[]): Promise<Map<string, SectionChannel>> {
  const found = new Map<string, SectionChannel>();
  for (const batch of chunks(ids)) {
    const answer = parseAnswer(
      titledListSchema,
      await api.request({ path: '/channels', params: { part: 'snippet', id: batch.join(',') } }),
      "the sections' channels",
    );
    for (const item of answer.items ?? []) {
      const thumbnailUrl = bestThumbnail(item.snippet?.thumbnails);
      found.set(item.id, {
        id: item.id,
        title: item.snippet?.title ?? item.id,
        available: true,
        ...(thumbnailUrl ? { thumbnailUrl } : {}),
      });
    }
  }
  const missing = ids.filter((id) => !found.has(id));
  for (const batch of chunks(missing)) {
    const answer = parseAnswer(
      subscribedChannelListSchema,
      await api.request({
        path: '/subscriptions',
        params: { part: 'snippet', mine: true, forChannelId: batch.join(','), maxResults: IDS_PER_CALL },
      }),
      "the sections' channels",
    );
    for (const item of answer.items ?? []) {
      const id = item.snippet?.resourceId?.channelId;
      if (!id || !batch.includes(id)) continue;
      const thumbnailUrl = bestThumbnail(item.snippet?.thumbnails);
      found.set(id, {
        id,
        title: item.snippet?.title ?? id,
        available: true,
        ...(thumbnailUrl ? { thumbnailUrl } : {}),
      });
    }
  }
  return found;
}

/** Names every playlist and channel the sections show; those the platform no longer shows are marked unavailable. */
export async function resolveContentNames(
  api: DataApiClient,
  playlistIds: readonly string[],
  channelIds: readonly string[],
): Promise<ContentNames> {
  const uniquePlaylists = [...new Set(playlistIds)];
  const uniqueChannels = [...new Set(channelIds)];
  const playlists = uniquePlaylists.length > 0 ? await playlistNames(api, uniquePlaylists) : new Map();
  const channels = uniqueChannels.length > 0 ? await channelNames(api, uniqueChannels) : new Map();
  return { playlists, channels };
}

export function playlistOf(names: ContentNames, id: string): SectionPlaylist {
  return names.playlists.get(id) ?? { id, title: 'Unavailable playlist', available: false };
}

export function channelOf(names: ContentNames, id: string): SectionChannel {
  return names.channels.get(id) ?? { id, title: 'Unavailable channel', available: false };
}
