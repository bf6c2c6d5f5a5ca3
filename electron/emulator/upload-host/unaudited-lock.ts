// Since 2020-07-28 every video that videos.insert uploads from an API project that has not passed the platform's
// audit is locked private, whatever privacy the request asked for (https://developers.google.com/youtube/v3/docs/videos/insert).
// The answer does not say why: the video simply comes back private, which is what a client has to notice.
import type { AccessGrant, EmulatorContext } from '../context';
import type { VideoMetadata } from '../data-api/video-metadata-validation';

export function lockPrivateIfUnaudited(
  ctx: EmulatorContext,
  grant: AccessGrant,
  metadata: VideoMetadata,
): VideoMetadata {
  if (!ctx.tokens.uploadsLockedPrivate(grant.clientId)) return metadata;
  // A scheduled publication would make it public later; a locked video never goes public.
  const { publishAt: _dropped, ...status } = metadata.status ?? {};
  return { ...metadata, status: { ...status, privacyStatus: 'private' } };
}
