// The platform's changes that no discovery document we have carries yet, applied to a copy of the document before
// the generators read it (generate-discovery-schemas.mjs, generate-discovery-tables.mjs), so that the generated
// tables describe the platform as it is today. Each change is dated by the revision history entry it follows
// (developers.google.com/youtube/v3/revision_history, read through the docs search on 2026-11-25); the shapes
// follow the reference pages of the same date and @googleapis/youtube 35.0.0's typings (build/v3.d.ts), which were
// generated from a newer document than ours. Drop a change here once the document itself carries it.

const AUTH = 'https://www.googleapis.com/auth/';
/** The 2 MB of the document's `maxSize` is 2 MiB (2097152), so its 50 MB is read the same way. */
const FIFTY_MB = String(50 * 1024 * 1024);

const string = { type: 'string' };

/** @param {any} document a discovery document, not changed; @returns {any} the document with the changes below */
export function withPlatformChanges(document) {
  const discovery = structuredClone(document);
  const { schemas } = discovery;
  const videos = discovery.resources.videos.methods;

  // 2026-06-03: videos.batchGetStats (GET youtube/v3/videos:batchGetStats, 1 unit in a bucket of its own). Its
  // reference page lists the read-only scope too (public videos need no authorization at all) and the parts
  // contentDetails, id, snippet, statistics; the response shape is the typings' plus the page's durationMillis.
  videos.batchGetStats = {
    id: 'youtube.videos.batchGetStats',
    httpMethod: 'GET',
    path: 'youtube/v3/videos:batchGetStats',
    response: { $ref: 'BatchGetStatsResponse' },
    scopes: ['youtubepartner', 'youtube', 'youtube.force-ssl', 'youtube.readonly'].map((scope) => AUTH + scope),
  };
  schemas.BatchGetStatsResponse = {
    id: 'BatchGetStatsResponse',
    type: 'object',
    properties: {
      etag: string,
      items: { type: 'array', items: { $ref: 'VideoStat' } },
      kind: { type: 'string', default: 'youtube#batchGetStatsResponse' },
    },
  };
  schemas.VideoStat = {
    id: 'VideoStat',
    type: 'object',
    properties: {
      contentDetails: { $ref: 'VideoStatsContentDetails' },
      etag: string,
      id: string,
      kind: { type: 'string', default: 'youtube#videoStats' },
      snippet: { $ref: 'VideoStatsSnippet' },
      statistics: { $ref: 'VideoStatsStatistics' },
    },
  };
  schemas.VideoStatsContentDetails = {
    id: 'VideoStatsContentDetails',
    type: 'object',
    properties: { duration: string, durationMillis: { type: 'string', format: 'uint64' } },
  };
  schemas.VideoStatsSnippet = {
    id: 'VideoStatsSnippet',
    type: 'object',
    properties: { publishTime: { type: 'string', format: 'google-datetime' } },
  };
  schemas.VideoStatsStatistics = {
    id: 'VideoStatsStatistics',
    type: 'object',
    properties: {
      commentCount: { type: 'string', format: 'uint64' },
      likeCount: { type: 'string', format: 'uint64' },
      viewCount: { type: 'string', format: 'uint64' },
    },
  };

  // 2026-07-07: the brandPartner part of videos (channelId or channelHandle when linking; answers carry channelId).
  schemas.BrandPartner = {
    id: 'BrandPartner',
    type: 'object',
    properties: { channelHandle: string, channelId: string },
  };
  schemas.Video.properties.brandPartner = { $ref: 'BrandPartner' };

  // 2026-09-01: videos.getRating accepts the read-only scope.
  videos.getRating.scopes = [...videos.getRating.scopes, `${AUTH}youtube.readonly`];

  // 2026-09-11: thumbnails may carry fhd (1080p), qhd (1440p) and uhd (4K).
  for (const size of ['fhd', 'qhd', 'uhd']) schemas.ThumbnailDetails.properties[size] = { $ref: 'Thumbnail' };

  // 2026-09-14: thumbnails.set and playlistImages.insert take images up to 50 MB (were 2 MB).
  discovery.resources.thumbnails.methods.set.mediaUpload.maxSize = FIFTY_MB;
  discovery.resources.playlistImages.methods.insert.mediaUpload.maxSize = FIFTY_MB;

  // 2026-09-30: comments carry snippet.imageUrl (an image or animated GIF attached to the comment).
  schemas.CommentSnippet.properties.imageUrl = string;

  discovery.platformChanges = '2026-09-30';
  return discovery;
}
