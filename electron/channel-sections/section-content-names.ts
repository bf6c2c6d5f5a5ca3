// The names a section's content is shown with: playlist titles (playlists.list by id) and channel names
// (channels.list by id; a channel the platform lists only through subscriptions is named from the channel's own
// subscriptions). One call per 50 ids, each 1 quota unit, however many sections share them.
import type { z } from 'zod';
import type { SectionChannel, SectionPlaylist } from '../../shared/ipc/channel-sections';
import { parseAnswer } from '../playlists/playlist-api-shapes';
import type { DataApiClient } from '../platform/data-api-client';
import { say } from '../language/say';
import { SECTION_CONTENT_NAMES } from './channel-sections-messages';
import { bestThumbnail, subscribedChannelListSchema, titledListSchema } from './section-api-shapes';

const IDS_PER_CALL = 50;

interface ContentNames {
  readonly playlists: ReadonlyMap<string, SectionPlaylist>;
  readonly channels: ReadonlyMap<string, SectionChannel>;
}

function chunks(ids: readonly string[]): string[][] {
  const out: string[][] = [];
  for (let start = 0; start < ids.length; start += IDS_PER_CALL) out.push(ids.slice(start, start + IDS_PER_CALL));
  return out;
}

type Titled = NonNullable<z.infer<typeof titledListSchema>['items']>[number];

/** The playlists or channels of `ids` the platform lists, asked by id 50 at a time. */
async function listedById(
  api: DataApiClient,
  path: '/playlists' | '/channels',
  part: string,
  ids: readonly string[],
): Promise<Titled[]> {
  const listed: Titled[] = [];
  for (const batch of chunks(ids)) {
    const answer = parseAnswer(
      titledListSchema,
      await api.request({ path, params: { part, id: batch.join(',') } }),
      path === '/playlists' ? "the sections' playlists" : "the sections' channels",
    );
    listed.push(...(answer.items ?? []));
  }
  return listed;
}

/** A playlist or channel as a section shows it: its title (its id if it has none) and its best picture. */
function named(id: string, snippet: Titled['snippet']): SectionChannel {
  const thumbnailUrl = bestThumbnail(snippet?.thumbnails);
  return { id, title: snippet?.title ?? id, available: true, ...(thumbnailUrl ? { thumbnailUrl } : {}) };
}

async function playlistNames(api: DataApiClient, ids: readonly string[]): Promise<Map<string, SectionPlaylist>> {
  const found = new Map<string, SectionPlaylist>();
  for (const item of await listedById(api, '/playlists', 'snippet,contentDetails', ids)) {
    const itemCount = item.contentDetails?.itemCount;
    found.set(item.id, { ...named(item.id, item.snippet), ...(itemCount !== undefined ? { itemCount } : {}) });
  }
  return found;
}

async function channelNames(api: DataApiClient, ids: readonly string[]): Promise<Map<string, SectionChannel>> {
  const found = new Map<string, SectionChannel>();
  for (const item of await listedById(api, '/channels', 'snippet', ids))
    found.set(item.id, named(item.id, item.snippet));
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
      if (id && batch.includes(id)) found.set(id, named(id, item.snippet));
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
  return names.playlists.get(id) ?? { id, title: say(SECTION_CONTENT_NAMES.unavailablePlaylist), available: false };
}

export function channelOf(names: ContentNames, id: string): SectionChannel {
  return names.channels.get(id) ?? { id, title: say(SECTION_CONTENT_NAMES.unavailableChannel), available: false };
}
