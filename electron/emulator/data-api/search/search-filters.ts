// The combinations of search.list filters the platform refuses, as its reference for the method states them: at most
// one of forContentOwner, forDeveloper and forMine; forContentOwner and forMine need type=video and forbid the
// video property filters; every video property filter needs type=video. All of them answer 400
// invalidSearchFilter with the platform's message.
import { ApiError } from '../errors/api-error';
import { booleanParam, stringParam, type Query } from '../list-request';

/** Filters that only make sense for videos: each needs type=video. */
const VIDEO_ONLY = [
  'eventType',
  'videoCaption',
  'videoCategoryId',
  'videoDefinition',
  'videoDimension',
  'videoDuration',
  'videoEmbeddable',
  'videoLicense',
  'videoPaidProductPlacement',
  'videoSyndicated',
  'videoType',
] as const;

/** What forContentOwner and forMine may not be combined with. */
const NOT_WITH_OWNED = [
  'videoDefinition',
  'videoDimension',
  'videoDuration',
  'videoEmbeddable',
  'videoLicense',
  'videoPaidProductPlacement',
  'videoSyndicated',
  'videoType',
] as const;

const SCOPE_FILTERS = ['forContentOwner', 'forDeveloper', 'forMine'] as const;

const MESSAGE =
  'The request contains an invalid combination of search filters and/or restrictions. Note that you must set the <code>type</code> parameter to <code>video</code> if you set either the <code>forContentOwner</code> or <code>forMine</code> parameters to <code>true</code>. You must also set the <code>type</code> parameter to <code>video</code> if you set a value for the <code>eventType</code>, <code>videoCaption</code>, <code>videoCategoryId</code>, <code>videoDefinition</code>, <code>videoDimension</code>, <code>videoDuration</code>, <code>videoEmbeddable</code>, <code>videoLicense</code>, <code>videoSyndicated</code>, or <code>videoType</code> parameters.';

function invalidSearchFilter(): ApiError {
  return new ApiError(400, 'invalidSearchFilter', MESSAGE, { domain: 'youtube.search' });
}

/** Throws the platform's refusal when the filters of a search.list request do not go together. */
export function checkSearchFilters(query: Query, types: readonly string[]): void {
  const onlyVideos = types.length === 1 && types[0] === 'video';
  const scoped = SCOPE_FILTERS.filter((name) => booleanParam(query, name) === true);
  if (scoped.length > 1) throw invalidSearchFilter();
  const owned = scoped[0] === 'forMine' || scoped[0] === 'forContentOwner';
  if (owned && !onlyVideos) throw invalidSearchFilter();
  if (owned && NOT_WITH_OWNED.some((name) => stringParam(query, name) !== undefined)) throw invalidSearchFilter();
  if (!onlyVideos && VIDEO_ONLY.some((name) => stringParam(query, name) !== undefined)) throw invalidSearchFilter();
}
