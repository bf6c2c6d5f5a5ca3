// What an activity is about: the video or channel its contentDetails names, whatever its type (upload, like,
// playlistItem, subscription, …). The platform puts the subject under a key named after the type.
import type { ActivityResource } from './activity-api-shapes';

interface ActivitySubject {
  readonly videoId?: string;
  readonly channelId?: string;
  readonly playlistId?: string;
}

export function subjectOf(activity: ActivityResource): ActivitySubject {
  const details = activity.contentDetails;
  if (!details) return {};
  if (details.upload?.videoId) return { videoId: details.upload.videoId };
  if (details.playlistItem) {
    const videoId = details.playlistItem.resourceId?.videoId;
    const playlistId = details.playlistItem.playlistId;
    return { ...(videoId ? { videoId } : {}), ...(playlistId ? { playlistId } : {}) };
  }
  const named =
    details.like ??
    details.favorite ??
    details.comment ??
    details.recommendation ??
    details.social ??
    details.channelItem ??
    details.subscription;
  const resourceId = named?.resourceId;
  return {
    ...(resourceId?.videoId ? { videoId: resourceId.videoId } : {}),
    ...(resourceId?.channelId ? { channelId: resourceId.channelId } : {}),
  };
}
