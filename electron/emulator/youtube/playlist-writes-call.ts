// The frame of a playlist write (playlists.insert/update/delete, playlistItems.insert/update/delete): the frame of
// every method (faults armed for it, the caller, the quota charged before the request is judged, as the platform
// charges refused writes too), and then a signed-in caller, since an API key cannot write.
import type { FastifyRequest } from 'fastify';
import { apiErrors } from './api-error';
import { beginCall, type DataApi } from './api-call';

/** `method` is the short id, e.g. `playlists.insert`; answers the caller's channel. */
export function beginWrite(api: DataApi, request: FastifyRequest, method: string): string {
  const caller = beginCall(api, request, method);
  if (caller.kind !== 'oauth') throw apiErrors.unauthenticated('required', 'Login Required.');
  return caller.grant.channelId;
}
