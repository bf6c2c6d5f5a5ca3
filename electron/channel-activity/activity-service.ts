// The channel's recent activity, one platform page at a time (activities.list mine), each entry told with what it
// concerns: the videos it names are looked up once per page (videos.list, 1 unit) so that the channel's own videos
// can open in the Library and titles are current, and the playlists it names likewise (playlists.list, 1 unit).
import type { ActivityPage, ActivityView } from '../../shared/ipc/channel-activity';
import { parseAnswer } from '../playlists/playlist-api-shapes';
import type { DataApiClient } from '../platform/data-api-client';
import { activitySchema, bestThumbnail, listSchema, ownedSchema } from './activity-api-shapes';
import { subjectOf } from './activity-subjects';

/** The platform gives at most 50 a page. */
const PAGE_SIZE = 20;

interface ActivityServiceDeps {
  readonly dataApi: () => DataApiClient;
  /** The signed-in channel, whose videos the Library can open. */
  readonly channelId: () => string | undefined;
}

async function lookup(
  api: DataApiClient,
  path: '/videos' | '/playlists',
  ids: readonly string[],
  what: string,
): Promise<Map<string, { title?: string | undefined; channelId?: string | undefined }>> {
  const found = new Map<string, { title?: string | undefined; channelId?: string | undefined }>();
  const unique = [...new Set(ids)];
  if (unique.length === 0) return found;
  const answer = parseAnswer(
    listSchema(ownedSchema),
    await api.request({ path, params: { part: 'snippet', id: unique.join(','), maxResults: 50 } }),
    what,
  );
  for (const item of answer.items ?? []) found.set(item.id, { ...item.snippet });
  return found;
}

export function createActivityService(deps: ActivityServiceDeps) {
  return {
    async activities(pageToken: string | undefined): Promise<ActivityPage> {
      const api = deps.dataApi();
      const answer = parseAnswer(
        listSchema(activitySchema),
        await api.request({
          path: '/activities',
          params: { part: 'snippet,contentDetails', mine: true, maxResults: PAGE_SIZE, pageToken },
        }),
        "the channel's activity",
      );
      const activities = answer.items ?? [];
      const subjects = activities.map(subjectOf);
      const videos = await lookup(
        api,
        '/videos',
        subjects.flatMap((subject) => (subject.videoId ? [subject.videoId] : [])),
        'the videos of the activity',
      );
      const playlists = await lookup(
        api,
        '/playlists',
        subjects.flatMap((subject) => (subject.playlistId ? [subject.playlistId] : [])),
        'the playlists of the activity',
      );
      const own = deps.channelId();
      const items = activities.map((activity, index): ActivityView => {
        const subject = subjects[index] ?? {};
        const video = subject.videoId ? videos.get(subject.videoId) : undefined;
        const playlistTitle = subject.playlistId ? playlists.get(subject.playlistId)?.title : undefined;
        const thumbnailUrl = bestThumbnail(activity.snippet?.thumbnails);
        return {
          id: activity.id,
          type: activity.snippet?.type ?? 'typeUnspecified',
          publishedAt: activity.snippet?.publishedAt ?? '',
          title: video?.title ?? activity.snippet?.title ?? '',
          ownVideo: video !== undefined && own !== undefined && video.channelId === own,
          ...(thumbnailUrl ? { thumbnailUrl } : {}),
          ...(subject.videoId ? { videoId: subject.videoId } : {}),
          ...(subject.playlistId ? { playlistId: subject.playlistId } : {}),
          ...(playlistTitle ? { playlistTitle } : {}),
          ...(subject.channelId ? { channelId: subject.channelId } : {}),
        };
      });
      return { items, ...(answer.nextPageToken ? { nextPageToken: answer.nextPageToken } : {}) };
    },
  };
}

export type ActivityService = ReturnType<typeof createActivityService>;
