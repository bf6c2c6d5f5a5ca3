// videoTrainability.get (discovery revision 20260924): who may train AI models on a video. Followed, read through
// the docs search on 2026-12-07: the REST reference page (developers.google.com/youtube/data/reference/rest/v3/
// videoTrainability/get) says a call needs no authentication, no API key and no quota units, that authenticated
// calls are accepted too, and that a video that cannot be found or accessed is answered 200 with permitted set to
// ["None"] (so written there); the guide (youtube/data/video-trainability/guides/get) says permitted is "all",
// "none" or the list of parties the creator allowed. The page names the id as required without wording the refusal:
// a missing id gets the platform's usual `required` on the parameter.
import type { FastifyInstance } from 'fastify';
import { apiErrors } from '../errors/api-error';
import { beginOpenCall, callerChannelId, sendResource, type DataApi } from '../api-call';
import { stringParam, type Query } from '../list-request';
import { etagOf } from '../list-response';

/** Where the page answers for a video it cannot find or show. */
const UNKNOWN_VIDEO: readonly string[] = ['None'];
/** A video whose creator allowed no one: the studio's default, third-party training being opt-in. */
const NOBODY: readonly string[] = ['none'];

export function registerVideoTrainabilityRoutes(app: FastifyInstance, api: DataApi): void {
  app.get('/videoTrainability', async (request, reply) => {
    // No quota is charged; credentials are optional but, when sent, checked as for any method.
    const caller = beginOpenCall(api, request, 'videoTrainability.get');
    const videoId = stringParam(request.query as Query, 'id');
    if (videoId === undefined || videoId === '') throw apiErrors.required('id');
    const video = api.store.video(videoId);
    const viewer = caller ? callerChannelId(caller) : undefined;
    const visible = video !== undefined && (video.status.privacyStatus !== 'private' || video.channelId === viewer);
    const permitted = visible ? (video.trainability ?? NOBODY) : UNKNOWN_VIDEO;
    const kind = 'youtube#videoTrainability';
    const body = { kind, etag: etagOf({ kind, videoId, permitted }), videoId, permitted: [...permitted] };
    return sendResource(request, reply, body);
  });
}
