// videos.batchGetStats (2026-06-03 in the revision history; in the discovery document since revision 20260924,
// which this follows): up to 50 videos' statistics, publish time and length,
// 1 unit charged to a bucket of its own (shared/platform/quota-costs.ts). Public videos need no authorization; a
// private one is only the owner's, and the others are left out rather than refused: the call is "intentionally not
// atomic".
import type { FastifyInstance } from 'fastify';
import { apiErrors } from '../errors/api-error';
import { beginCall, callerChannelId, sendResource, type DataApi } from '../api-call';
import { RESOURCE_PARTS } from '../../generated/discovery-tables';
import { idList, parseParts, type Query } from '../list-request';
import { etagOf, resource } from '../list-response';
import type { VideoRecord } from '../youtube-state';

/** "The number of IDs specified cannot exceed 50." */
const MAX_IDS = 50;

function projectStats(video: VideoRecord, parts: readonly string[], processed: boolean): Record<string, unknown> {
  const body: Record<string, unknown> = {};
  if (parts.includes('snippet')) body.snippet = { publishTime: video.publishedAt };
  if (parts.includes('statistics')) {
    body.statistics = {
      viewCount: String(video.viewCount),
      likeCount: String(video.likeCount),
      commentCount: String(video.commentCount),
    };
  }
  if (parts.includes('contentDetails')) {
    const seconds = processed ? video.durationSec : 0;
    // Revision 20260924: duration only (no durationMillis), as a google.protobuf.Duration in its JSON form ("612s",
    // format google-duration), not the ISO 8601 of videos.list; the REST reference page says the same.
    body.contentDetails = { duration: `${seconds}s` };
  }
  return resource('youtube#videoStats', video.id, body);
}

export function registerVideoStatsRoutes(app: FastifyInstance, api: DataApi): void {
  // `::` is Fastify's literal colon: the platform's path is videos:batchGetStats.
  app.get('/videos::batchGetStats', async (request, reply) => {
    const caller = beginCall(api, request, 'videos.batchGetStats');
    const query = request.query as Query;
    const parts = parseParts(query, RESOURCE_PARTS.VideoStat);
    const ids = idList(query);
    if (ids.length === 0) throw apiErrors.required('id');
    if (ids.length > MAX_IDS) {
      throw apiErrors.invalidValue('id', `The number of IDs specified cannot exceed ${MAX_IDS}.`);
    }
    const viewer = callerChannelId(caller);
    const projection = api.store.projection();
    const items = ids
      .flatMap((id) => api.store.video(id) ?? [])
      .filter((video) => video.status.privacyStatus !== 'private' || video.channelId === viewer)
      .map((video) =>
        projectStats(
          video,
          parts,
          video.uploadedAt === undefined || projection.now - video.uploadedAt >= projection.processingMs,
        ),
      );
    return sendResource(request, reply, { kind: 'youtube#batchGetStatsResponse', etag: etagOf(items), items });
  });
}
