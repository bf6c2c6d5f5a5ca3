// playlists.list/insert/update/delete. As on the platform, listing a channel's playlists (mine or channelId) leaves
// out its uploads playlist, which only `id` (or the channel's relatedPlaylists) reaches, and others see a
// channel's public playlists only.
import type { FastifyInstance } from 'fastify';
import { ApiError, apiErrors } from '../errors/api-error';
import { beginList, sendResource, type DataApi } from '../api-call';
import { RESOURCE_PARTS } from '../../generated/discovery-tables';
import { booleanParam, idList, parseParts, stringParam, type Query } from '../list-request';
import { cutPage, listResponse } from '../list-response';
import { readPlaylistBody } from './playlist-write-bodies';
import { beginWrite, deleteById } from './playlist-writes-call';
import { deletePlaylist, insertPlaylist, updatePlaylist } from './playlist-writes';
import { projectPlaylist } from '../projections';
import type { PlaylistRecord } from '../youtube-state';

export function registerPlaylistRoutes(app: FastifyInstance, api: DataApi): void {
  const project = (playlist: PlaylistRecord, parts: readonly string[], viewer: string | undefined) =>
    projectPlaylist(api.store.projection(), playlist, parts, api.store.itemsOf(playlist.id), viewer);

  app.get('/playlists', async (request, reply) => {
    const { query, parts, filter, viewer, maxResults, offset } = beginList(api, request, 'playlists.list', {
      resource: RESOURCE_PARTS.Playlist,
      filters: ['channelId', 'id', 'mine'],
      bounds: { default: 5, min: 0, max: 50 },
    });
    const newestFirst = (a: PlaylistRecord, b: PlaylistRecord) => b.publishedAt.localeCompare(a.publishedAt);
    let found: PlaylistRecord[];
    if (filter === 'id') {
      found = idList(query)
        .flatMap((id) => api.store.playlist(id) ?? [])
        .filter((playlist) => playlist.privacyStatus !== 'private' || playlist.channelId === viewer);
    } else if (filter === 'mine') {
      if (booleanParam(query, 'mine') !== true) {
        found = [];
      } else {
        if (!viewer) {
          throw apiErrors.unauthenticated(
            'required',
            'The request uses the <code>mine</code> parameter but is not properly authorized.',
          );
        }
        found = channelPlaylists(api, viewer).sort(newestFirst);
      }
    } else {
      const channelId = stringParam(query, 'channelId') ?? '';
      if (!api.store.channel(channelId)) {
        throw new ApiError(
          404,
          'channelNotFound',
          'The channel specified in the <code>channelId</code> parameter cannot be found.',
          { domain: 'youtube.playlist', location: 'channelId', locationType: 'parameter' },
        );
      }
      found = channelPlaylists(api, channelId)
        .filter((playlist) => playlist.channelId === viewer || playlist.privacyStatus === 'public')
        .sort(newestFirst);
    }
    const page = filter === 'id' ? cutPage(found, 0, found.length) : cutPage(found, offset, maxResults);
    const items = page.items.map((playlist) => project(playlist, parts, viewer));
    return sendResource(
      request,
      reply,
      listResponse('youtube#playlistListResponse', { ...page, items }, filter === 'id' ? found.length : maxResults),
    );
  });

  app.post('/playlists', async (request, reply) => {
    const channelId = beginWrite(api, request, 'playlists.insert');
    const parts = parseParts(request.query as Query, RESOURCE_PARTS.Playlist);
    const write = readPlaylistBody(request.body, parts);
    const nowIso = new Date(api.ctx.now()).toISOString();
    const playlist = api.store.change((state) => insertPlaylist(state, channelId, write, nowIso));
    return reply.type('application/json; charset=UTF-8').send(project(playlist, parts, channelId));
  });

  app.put('/playlists', async (request, reply) => {
    const channelId = beginWrite(api, request, 'playlists.update');
    const parts = parseParts(request.query as Query, RESOURCE_PARTS.Playlist);
    const write = readPlaylistBody(request.body, parts);
    const playlist = api.store.change((state) => updatePlaylist(state, channelId, write, parts));
    return reply.type('application/json; charset=UTF-8').send(project(playlist, parts, channelId));
  });

  app.delete('/playlists', deleteById(api, 'playlists.delete', deletePlaylist));
}

/** A channel's own playlists, the uploads playlist left out. */
function channelPlaylists(api: DataApi, channelId: string): PlaylistRecord[] {
  return api.store.playlists().filter((playlist) => playlist.channelId === channelId && !playlist.uploads);
}
