// playlistItems.list: the items of a playlist in position order (the uploads playlist newest first), or items by id;
// playlistItems.insert/update/delete with 0-based positions (playlist-writes-items.ts).
import type { FastifyInstance } from 'fastify';
import { ApiError } from '../errors/api-error';
import { beginList, sendResource, type DataApi } from '../api-call';
import { RESOURCE_PARTS } from '../../generated/discovery-tables';
import { idList, parseParts, stringParam, type Query } from '../list-request';
import { cutPage, listResponse } from '../list-response';
import { readPlaylistItemBody } from './playlist-write-bodies';
import { beginWrite, deleteById } from './playlist-writes-call';
import { deletePlaylistItem, insertPlaylistItem, updatePlaylistItem } from './playlist-writes-items';
import { projectPlaylistItem } from '../projections';
import type { PlaylistItemRecord, PlaylistRecord } from '../youtube-state';

interface Placed {
  readonly playlist: PlaylistRecord;
  readonly item: PlaylistItemRecord;
  readonly position: number;
}

export function registerPlaylistItemRoutes(app: FastifyInstance, api: DataApi): void {
  app.get('/playlistItems', async (request, reply) => {
    const { query, parts, filter, viewer, maxResults, offset } = beginList(api, request, 'playlistItems.list', {
      resource: RESOURCE_PARTS.PlaylistItem,
      filters: ['id', 'playlistId'],
      bounds: { default: 5, min: 0, max: 50 },
    });
    let placed: Placed[];
    if (filter === 'playlistId') {
      const playlistId = stringParam(query, 'playlistId') ?? '';
      const playlist = api.store.playlist(playlistId);
      if (!playlist) {
        throw new ApiError(
          404,
          'playlistNotFound',
          "The playlist identified with the request's <code>playlistId</code> parameter cannot be found.",
          {
            domain: 'youtube.playlistItem',
            location: 'playlistId',
            locationType: 'parameter',
          },
        );
      }
      if (playlist.privacyStatus === 'private' && playlist.channelId !== viewer) {
        throw new ApiError(
          403,
          'playlistItemsNotAccessible',
          'The request is not properly authorized to retrieve the specified playlist.',
          {
            domain: 'youtube.playlistItem',
            location: 'playlistId',
            locationType: 'parameter',
          },
        );
      }
      const videoId = stringParam(query, 'videoId');
      placed = api.store
        .itemsOf(playlist.id)
        .map((item, position) => ({ playlist, item, position }))
        .filter(({ item }) => !videoId || item.videoId === videoId)
        // Someone else's private uploads are not listed in their uploads playlist.
        .filter(
          ({ item }) =>
            !playlist.uploads ||
            playlist.channelId === viewer ||
            api.store.video(item.videoId)?.status.privacyStatus !== 'private',
        );
    } else {
      placed = idList(query).flatMap((id) => api.store.findItem(id) ?? []);
    }
    const page = cutPage(placed, filter === 'id' ? 0 : offset, filter === 'id' ? placed.length : maxResults);
    const projection = api.store.projection();
    const items = page.items.map(({ playlist, item, position }) =>
      projectPlaylistItem(projection, playlist, item, position, parts, viewer),
    );
    return sendResource(
      request,
      reply,
      listResponse('youtube#playlistItemListResponse', { ...page, items }, maxResults),
    );
  });

  app.post('/playlistItems', async (request, reply) => {
    const channelId = beginWrite(api, request, 'playlistItems.insert');
    const parts = parseParts(request.query as Query, RESOURCE_PARTS.PlaylistItem);
    const write = readPlaylistItemBody(request.body, parts);
    const nowIso = new Date(api.ctx.now()).toISOString();
    const placed = api.store.change((state) => insertPlaylistItem(state, channelId, write, nowIso));
    return reply
      .type('application/json; charset=UTF-8')
      .send(
        projectPlaylistItem(api.store.projection(), placed.playlist, placed.item, placed.position, parts, channelId),
      );
  });

  app.put('/playlistItems', async (request, reply) => {
    const channelId = beginWrite(api, request, 'playlistItems.update');
    const parts = parseParts(request.query as Query, RESOURCE_PARTS.PlaylistItem);
    const write = readPlaylistItemBody(request.body, parts);
    const placed = api.store.change((state) => updatePlaylistItem(state, channelId, write, parts));
    return reply
      .type('application/json; charset=UTF-8')
      .send(
        projectPlaylistItem(api.store.projection(), placed.playlist, placed.item, placed.position, parts, channelId),
      );
  });

  app.delete('/playlistItems', deleteById(api, 'playlistItems.delete', deletePlaylistItem));
}
