// The signed-in channel's playlists over the Data API: lists read to the last page, writes that send complete
// parts (an update replaces each part it names), videos added one call each in the order asked.
import type {
  AddVideosResult,
  ChannelVideo,
  PlaylistDetail,
  PlaylistFields,
  PlaylistItemView,
  PlaylistSummary,
} from '../../shared/ipc/playlists';
import { DeskError } from '../ipc/desk-error';
import { say } from '../language/say';
import { PLAYLIST_REFUSALS } from './playlists-messages';
import { fetchMyChannel } from '../platform/channels';
import type { DataApiClient } from '../platform/data-api-client';
import {
  pageSchema,
  parseAnswer,
  playlistItemSchema,
  playlistSchema,
  toChannelVideo,
  toItemView,
  toPlaylistSummary,
} from './playlist-api-shapes';
import type { z } from 'zod';

/** A server that never stops handing out page tokens must not keep the app looping: 500 pages of 50 is plenty. */
const MAX_PAGES = 500;
const PLAYLIST_PARTS = 'snippet,status,contentDetails';
const ITEM_PARTS = 'snippet,contentDetails,status';

export interface PlaylistsService {
  list(): Promise<readonly PlaylistSummary[]>;
  items(playlistId: string): Promise<PlaylistDetail>;
  channelVideos(): Promise<readonly ChannelVideo[]>;
  create(fields: PlaylistFields): Promise<PlaylistSummary>;
  update(playlistId: string, fields: PlaylistFields): Promise<PlaylistSummary>;
  remove(playlistId: string): Promise<null>;
  addVideos(playlistId: string, videoIds: readonly string[]): Promise<AddVideosResult>;
  removeItem(itemId: string): Promise<null>;
  moveItem(input: { playlistId: string; itemId: string; videoId: string; position: number }): Promise<PlaylistItemView>;
}

function playlistBody(fields: PlaylistFields, id?: string) {
  return {
    ...(id ? { id } : {}),
    snippet: { title: fields.title, description: fields.description },
    status: { privacyStatus: fields.privacy },
  };
}

interface PlaylistsServiceDeps {
  readonly dataApi: () => DataApiClient;
}

export function createPlaylistsService({ dataApi }: PlaylistsServiceDeps): PlaylistsService {
  async function allPages<T extends z.ZodType>(
    path: string,
    params: Record<string, string | number | boolean>,
    item: T,
    what: string,
  ): Promise<z.infer<T>[]> {
    const schema = pageSchema(item);
    const out: z.infer<T>[] = [];
    let pageToken: string | undefined;
    const seen = new Set<string>();
    for (let page = 0; page < MAX_PAGES; page++) {
      const answer = parseAnswer(
        schema,
        await dataApi().request({ path, params: { ...params, maxResults: 50, pageToken } }),
        what,
      );
      out.push(...((answer.items ?? []) as z.infer<T>[]));
      pageToken = answer.nextPageToken;
      if (!pageToken || seen.has(pageToken)) return out;
      seen.add(pageToken);
    }
    return out;
  }

  async function playlistItems(playlistId: string): Promise<PlaylistItemView[]> {
    const items = await allPages('/playlistItems', { part: ITEM_PARTS, playlistId }, playlistItemSchema, 'a playlist');
    return items.map((item, index) => toItemView(item, index)).sort((a, b) => a.position - b.position);
  }

  async function insertItem(playlistId: string, videoId: string): Promise<PlaylistItemView> {
    const answer = await dataApi().request({
      method: 'POST',
      path: '/playlistItems',
      params: { part: ITEM_PARTS },
      body: { snippet: { playlistId, resourceId: { kind: 'youtube#video', videoId } } },
    });
    return toItemView(parseAnswer(playlistItemSchema, answer, 'the added video'), 0);
  }

  return {
    async list() {
      const playlists = await allPages(
        '/playlists',
        { part: PLAYLIST_PARTS, mine: true },
        playlistSchema,
        'the list of playlists',
      );
      return playlists.map(toPlaylistSummary);
    },

    async items(playlistId) {
      return { playlistId, items: await playlistItems(playlistId) };
    },

    async channelVideos() {
      const channel = await fetchMyChannel(dataApi());
      if (!channel.uploadsPlaylistId) {
        throw new DeskError('no-channel', say(PLAYLIST_REFUSALS.noUploads));
      }
      const uploads = await allPages(
        '/playlistItems',
        { part: ITEM_PARTS, playlistId: channel.uploadsPlaylistId },
        playlistItemSchema,
        "the channel's videos",
      );
      return uploads.map(toChannelVideo);
    },

    async create(fields) {
      const answer = await dataApi().request({
        method: 'POST',
        path: '/playlists',
        params: { part: PLAYLIST_PARTS },
        body: playlistBody(fields),
      });
      return toPlaylistSummary(parseAnswer(playlistSchema, answer, 'the new playlist'));
    },

    async update(playlistId, fields) {
      // Only the parts sent are replaced; contentDetails is read-only, so it is asked for in the answer alone.
      const answer = await dataApi().request({
        method: 'PUT',
        path: '/playlists',
        params: { part: 'snippet,status' },
        body: playlistBody(fields, playlistId),
      });
      const summary = toPlaylistSummary(parseAnswer(playlistSchema, answer, 'the changed playlist'));
      const withCount = await dataApi().request({
        path: '/playlists',
        params: { part: 'contentDetails', id: playlistId },
      });
      const counted = parseAnswer(pageSchema(playlistSchema), withCount, 'the changed playlist').items?.[0];
      return { ...summary, itemCount: counted?.contentDetails?.itemCount ?? summary.itemCount };
    },

    async remove(playlistId) {
      await dataApi().request({ method: 'DELETE', path: '/playlists', params: { id: playlistId } });
      return null;
    },

    async addVideos(playlistId, videoIds) {
      const added: PlaylistItemView[] = [];
      for (const [index, videoId] of videoIds.entries()) {
        try {
          added.push(await insertItem(playlistId, videoId));
        } catch (error) {
          // Those already added stay; the rest are not sent, so the order asked for holds.
          if (!(error instanceof DeskError) || added.length === 0) throw error;
          return {
            added,
            failed: { videoId, code: error.code, message: error.message, notSent: videoIds.length - index - 1 },
          };
        }
      }
      return { added };
    },

    async removeItem(itemId) {
      await dataApi().request({ method: 'DELETE', path: '/playlistItems', params: { id: itemId } });
      return null;
    },

    async moveItem({ playlistId, itemId, videoId, position }) {
      const answer = await dataApi().request({
        method: 'PUT',
        path: '/playlistItems',
        params: { part: 'snippet' },
        body: {
          id: itemId,
          snippet: { playlistId, resourceId: { kind: 'youtube#video', videoId }, position },
        },
      });
      return toItemView(parseAnswer(playlistItemSchema, answer, 'the moved item'), position);
    },
  };
}
