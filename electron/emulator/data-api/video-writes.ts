// What videos.update and videos.delete do to the stored video. An update replaces each part it names wholesale: a
// property left out of a sent part is cleared or goes back to its default, as the platform documents ("this method
// will override the existing values for all of the mutable properties that are contained in any parts that the
// parameter value specifies").
import { ApiError } from './errors/api-error';
import { forgetRatingsOf } from './ratings';
import { requireDefaultLanguage, type VideoMetadata } from './video-metadata-validation';
import type { VideoRecord, YoutubeState } from './youtube-state';

function videoError(reason: string, message: string): ApiError {
  return new ApiError(400, reason, message, { domain: 'youtube.video' });
}

/**
 * The checks an update adds to those of an insert: a snippet must name its category, and localizations need a
 * default language (in the snippet sent, or the stored one when the snippet is not part of the update).
 */
export function checkUpdate(video: VideoRecord, metadata: VideoMetadata, parts: ReadonlySet<string>): void {
  if (parts.has('snippet')) {
    if (!metadata.snippet)
      throw videoError(
        'invalidTitle',
        'The request metadata specifies an invalid or empty video title: the snippet is missing.',
      );
    if (metadata.snippet.categoryId === undefined) {
      throw videoError(
        'invalidCategoryId',
        'The snippet.categoryId property is required when the snippet part is updated. Use the videoCategories.list method to retrieve supported categories.',
      );
    }
  }
  const localizations = parts.has('localizations') ? metadata.localizations : video.localizations;
  const defaultLanguage = parts.has('snippet') ? metadata.snippet?.defaultLanguage : video.snippet.defaultLanguage;
  requireDefaultLanguage(localizations, defaultLanguage);
}

/**
 * A video's status as stored from what an insert or an update sent: every property left out goes back to its
 * default, containsSyntheticMedia (revision 20260924) to unset, as an update replaces the whole part. For that field
 * this is inferred, not read: the discovery document gives it no `@mutable` tag (embeddable and license have one), and
 * the videos.update reference's rule that a part is replaced whole (its "status" note, read 2026-12-07) is applied to
 * it as to every other property of the part. The app never relies on it: merge-edits.ts always sends the answer.
 */
export function storedStatus(status: VideoMetadata['status'] = {}): VideoRecord['status'] {
  return {
    privacyStatus: status.privacyStatus ?? 'public',
    license: status.license ?? 'youtube',
    embeddable: status.embeddable ?? true,
    publicStatsViewable: status.publicStatsViewable ?? true,
    ...(status.selfDeclaredMadeForKids !== undefined
      ? { selfDeclaredMadeForKids: status.selfDeclaredMadeForKids }
      : {}),
    ...(status.publishAt !== undefined ? { publishAt: status.publishAt } : {}),
    ...(status.containsSyntheticMedia !== undefined ? { containsSyntheticMedia: status.containsSyntheticMedia } : {}),
  };
}

/** Replaces every part named in `parts` with what `metadata` holds for it. */
export function replaceParts(video: VideoRecord, metadata: VideoMetadata, parts: ReadonlySet<string>): void {
  if (parts.has('snippet') && metadata.snippet) {
    const { title, description, tags, categoryId, defaultLanguage, defaultAudioLanguage } = metadata.snippet;
    video.snippet = {
      title,
      description: description ?? '',
      ...(tags && tags.length > 0 ? { tags: [...tags] } : {}),
      categoryId: categoryId ?? video.snippet.categoryId,
      ...(defaultLanguage ? { defaultLanguage } : {}),
      ...(defaultAudioLanguage ? { defaultAudioLanguage } : {}),
    };
  }
  if (parts.has('status')) video.status = storedStatus(metadata.status);
  // paidProductPlacementDetails may be named (the videos.update reference lists it among the parts, as it lists
  // statistics), but nothing found says it can be set through the API: the discovery document (revision 20260924)
  // says only that "this data can only be retrieved by the video owner", and the client libraries' docs and users'
  // reports found through the search on 2026-12-07 show it read, never written. So it stays as the studio set it.
  if (parts.has('recordingDetails')) {
    if (metadata.recordingDetails && Object.keys(metadata.recordingDetails).length > 0) {
      video.recordingDetails = structuredClone(metadata.recordingDetails) as Record<string, unknown>;
    } else delete video.recordingDetails;
  }
  if (parts.has('brandPartner')) {
    // The route resolved a handle to the channel's id; answers carry channelId only (2026-07-07).
    const channelId = metadata.brandPartner?.channelId;
    if (channelId) video.brandPartner = { channelId };
    else delete video.brandPartner;
  }
  if (parts.has('localizations')) {
    if (metadata.localizations && Object.keys(metadata.localizations).length > 0) {
      video.localizations = structuredClone(metadata.localizations);
    } else delete video.localizations;
  }
}

/**
 * Removes a video: from the videos, from its channel's uploads playlist and from every playlist of its channel, and
 * its ratings. Other channels' playlists keep their item, which then reads "Deleted video" as on the platform.
 */
export function removeVideo(state: YoutubeState, video: VideoRecord): void {
  state.videos = state.videos.filter((candidate) => candidate.id !== video.id);
  for (const playlist of state.playlists) {
    if (playlist.channelId !== video.channelId) continue;
    const items = state.playlistItems[playlist.id];
    if (items) state.playlistItems[playlist.id] = items.filter((item) => item.videoId !== video.id);
  }
  forgetRatingsOf(state, video.id);
}
