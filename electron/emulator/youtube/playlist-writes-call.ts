// The frame of a playlist write (playlists.insert/update/delete, playlistItems.insert/update/delete): a signed-in
// caller with one of the method's scopes (an API key cannot write), and the method's quota cost charged before the
// request is judged, as the platform charges refused writes too.
import type { FastifyRequest } from 'fastify';
import type { DataApi } from './api-call';
import { authenticate } from './authenticate';

/** `method` is the short id, e.g. `playlists.insert`; answers the caller's channel. */
export function beginWrite(api: DataApi, request: FastifyRequest, method: string): string {
  const grant = authenticate(api.ctx, request, `youtube.${method}`);
  api.quota.charge(api.quota.costOf(method));
  return grant.channelId;
}
