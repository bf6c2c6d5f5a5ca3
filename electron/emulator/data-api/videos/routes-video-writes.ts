// videos.update, videos.delete, videos.rate and videos.getRating: the writes of a video and its viewer's rating.
// Each needs a user (OAuth), is charged before it is checked (the platform charges refused calls too), and only the
// owning channel may change or delete a video.
import type { FastifyInstance } from 'fastify';
import type { AccessGrant } from '../../context';
import { ApiError, apiErrors } from '../errors/api-error';
import { beginSignedInCall, sendResource, type DataApi } from '../api-call';
import { RESOURCE_PARTS } from '../../generated/discovery-tables';
import { idList, parseParts, stringParam, type Query } from '../list-request';
import { etagOf } from '../list-response';
import { projectVideo } from '../projections';
import { applyRating, ratingOf, RATINGS, type Rating } from '../ratings';
import { validateVideoMetadata } from '../video-metadata-validation';
import { resolveBrandPartner } from './brand-partner';
import { checkUpdate, replaceParts } from '../video-writes';
import type { VideoRecord } from '../youtube-state';

function requiredId(query: Query): string {
  const id = stringParam(query, 'id');
  if (id === undefined || id === '') throw apiErrors.required('id');
  return id;
}

/** The video `id` names, which `grant`'s channel must own; `action` words the platform's messages. */
function ownedVideo(api: DataApi, grant: AccessGrant, id: string, action: 'update' | 'delete'): VideoRecord {
  const video = api.store.video(id);
  if (!video) {
    throw apiErrors.notFound(
      'videoNotFound',
      action === 'update'
        ? 'The video that you are trying to update cannot be found. Check the value of the id field in the request body to ensure that it is correct.'
        : 'The video that you are trying to delete cannot be found.',
    );
  }
  if (video.channelId !== grant.channelId) {
    throw new ApiError(
      403,
      'forbidden',
      `The video that you are trying to ${action} cannot be ${action}d. The request might not be properly authorized.`,
      { domain: 'youtube.video' },
    );
  }
  return video;
}

export function registerVideoWriteRoutes(app: FastifyInstance, api: DataApi): void {
  app.put('/videos', async (request, reply) => {
    const grant = beginSignedInCall(api, request, 'videos.update');
    const query = request.query as Query;
    const parts = new Set(parseParts(query, RESOURCE_PARTS.Video));
    const now = api.ctx.now();
    const metadata = validateVideoMetadata(request.body ?? {}, {
      parts,
      now,
      categoryIsAssignable: (id) => api.store.categoryIsAssignable(id),
    });
    const id = (request.body as { id?: unknown } | undefined)?.id;
    if (typeof id !== 'string' || id === '') {
      throw new ApiError(400, 'required', 'The video resource in the request body must have an id.', {
        domain: 'global',
        status: 'INVALID_ARGUMENT',
      });
    }
    const video = ownedVideo(api, grant, id, 'update');
    checkUpdate(video, metadata, parts);
    const partner = resolveBrandPartner(metadata.brandPartner, (handle) => api.store.channelByHandle(handle)?.id);
    api.store.change(() => {
      replaceParts(video, { ...metadata, ...(partner ? { brandPartner: partner } : {}) }, parts);
      video.updates = (video.updates ?? 0) + 1;
    });
    // On disk before the answer, as the platform commits a write before it confirms it: a client killed after the
    // answer finds its write there after a restart.
    await api.store.flush();
    return sendResource(request, reply, projectVideo(api.store.projection(), video, parts, true));
  });

  app.delete('/videos', async (request, reply) => {
    const grant = beginSignedInCall(api, request, 'videos.delete');
    const video = ownedVideo(api, grant, requiredId(request.query as Query), 'delete');
    api.store.removeVideo(video);
    return reply.code(204).send();
  });

  app.post('/videos/rate', async (request, reply) => {
    const grant = beginSignedInCall(api, request, 'videos.rate');
    const query = request.query as Query;
    const id = requiredId(query);
    const rating = stringParam(query, 'rating');
    if (rating === undefined) throw apiErrors.required('rating');
    if (!(RATINGS as readonly string[]).includes(rating)) {
      throw apiErrors.invalidValue('rating', `Invalid value '${rating}'. Allowed values: [none, like, dislike]`);
    }
    const video = api.store.video(id);
    if (!video || (video.status.privacyStatus === 'private' && video.channelId !== grant.channelId)) {
      throw apiErrors.notFound(
        'videoNotFound',
        "The video that you are trying to rate cannot be found. Check the value of the request's id parameter to ensure that it is correct.",
      );
    }
    api.store.change((state) => applyRating(state, grant.channelId, video, rating as Rating));
    return reply.code(204).send();
  });

  app.get('/videos/getRating', async (request, reply) => {
    const grant = beginSignedInCall(api, request, 'videos.getRating');
    const query = request.query as Query;
    const ids = idList(query);
    if (ids.length === 0) throw apiErrors.required('id');
    const items = ids
      .filter((id) => {
        const video = api.store.video(id);
        return video !== undefined && (video.status.privacyStatus !== 'private' || video.channelId === grant.channelId);
      })
      .map((videoId) => ({ videoId, rating: api.store.read((state) => ratingOf(state, grant.channelId, videoId)) }));
    const kind = 'youtube#videoGetRatingResponse';
    return sendResource(request, reply, { kind, etag: etagOf({ kind, items }), items });
  });
}
