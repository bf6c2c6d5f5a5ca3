// videos.list: by id (what the owner may see, private ones included), the mostPopular chart, or myRating; and the
// writes (routes-video-writes.ts), videos.batchGetStats (routes-video-stats.ts) and videoTrainability.get
// (routes-video-trainability.ts).
import type { FastifyInstance } from 'fastify';
import { apiErrors } from '../errors/api-error';
import { beginCall, callerChannelId, sendResource, type DataApi } from '../api-call';
import { RESOURCE_PARTS } from '../../generated/discovery-tables';
import {
  idList,
  oneFilter,
  parseMaxResults,
  parsePageToken,
  parseParts,
  stringParam,
  type Query,
} from '../list-request';
import { cutPage, listResponse } from '../list-response';
import { projectVideo } from '../projections';
import { videosRated } from '../ratings';
import { registerVideoStatsRoutes } from './routes-video-stats';
import { registerVideoTrainabilityRoutes } from './routes-video-trainability';
import { registerVideoWriteRoutes } from './routes-video-writes';
import type { VideoRecord } from '../youtube-state';

export function registerVideoRoutes(app: FastifyInstance, api: DataApi): void {
  registerVideoWriteRoutes(app, api);
  registerVideoStatsRoutes(app, api);
  registerVideoTrainabilityRoutes(app, api);
  app.get('/videos', async (request, reply) => {
    const caller = beginCall(api, request, 'videos.list');
    const query = request.query as Query;
    const parts = parseParts(query, RESOURCE_PARTS.Video);
    const filter = oneFilter(query, ['chart', 'id', 'myRating']);
    const viewer = callerChannelId(caller);
    const visible = (video: VideoRecord) => video.status.privacyStatus !== 'private' || video.channelId === viewer;
    let found: VideoRecord[];
    let paged = true;
    if (filter === 'id') {
      found = idList(query)
        .flatMap((id) => api.store.video(id) ?? [])
        .filter(visible);
      paged = false;
    } else if (filter === 'chart') {
      const chart = stringParam(query, 'chart');
      if (chart !== 'mostPopular' && chart !== 'chartUnspecified') {
        throw apiErrors.invalidValue(
          'chart',
          `Invalid value '${chart}'. Allowed values: [chartUnspecified, mostPopular]`,
        );
      }
      const category = stringParam(query, 'videoCategoryId');
      found = api.store
        .videos()
        .filter(
          (video) => video.status.privacyStatus === 'public' && (!category || video.snippet.categoryId === category),
        )
        .sort((a, b) => b.viewCount - a.viewCount);
    } else {
      const rating = stringParam(query, 'myRating');
      if (rating !== 'like' && rating !== 'dislike') {
        throw apiErrors.invalidValue('myRating', `Invalid value '${rating}'. Allowed values: [dislike, like]`);
      }
      if (!viewer)
        throw apiErrors.unauthenticated(
          'required',
          'The request uses the <code>myRating</code> parameter but is not properly authorized.',
        );
      found = api.store
        .read((state) => videosRated(state, viewer, rating))
        .flatMap((id) => api.store.video(id) ?? [])
        .filter(visible);
    }
    const maxResults = parseMaxResults(query, { default: 5, min: 1, max: 50 });
    const page = paged ? cutPage(found, parsePageToken(query), maxResults) : cutPage(found, 0, found.length);
    const projection = api.store.projection();
    const items = page.items.map((video) => projectVideo(projection, video, parts, video.channelId === viewer));
    return sendResource(
      request,
      reply,
      listResponse('youtube#videoListResponse', { ...page, items }, paged ? maxResults : found.length),
    );
  });
}
