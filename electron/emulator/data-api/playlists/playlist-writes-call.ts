// The frame of a playlist write (playlists.insert/update/delete, playlistItems.insert/update/delete): the frame of
// every method (faults armed for it, the caller, the quota charged before the request is judged, as the platform
// charges refused writes too), and then a signed-in caller, since an API key cannot write.
import type { FastifyReply, FastifyRequest } from 'fastify';
import { apiErrors } from '../errors/api-error';
import { beginCall, type DataApi } from '../api-call';
import { stringParam, type Query } from '../list-request';
import type { YoutubeState } from '../youtube-state';

/** `method` is the short id, e.g. `playlists.insert`; answers the caller's channel. */
export function beginWrite(api: DataApi, request: FastifyRequest, method: string): string {
  const caller = beginCall(api, request, method);
  if (caller.kind !== 'oauth') throw apiErrors.unauthenticated('required', 'Login Required.');
  return caller.grant.channelId;
}

/** The route of a delete by `id` (required): `remove` it as the caller's channel, and answer 204 No Content. */
export function deleteById(
  api: DataApi,
  method: string,
  remove: (state: YoutubeState, channelId: string, id: string) => void,
): (request: FastifyRequest, reply: FastifyReply) => Promise<FastifyReply> {
  return async (request, reply) => {
    const channelId = beginWrite(api, request, method);
    const id = stringParam(request.query as Query, 'id');
    if (!id) throw apiErrors.required('id');
    api.store.change((state) => remove(state, channelId, id));
    return reply.code(204).send();
  };
}
